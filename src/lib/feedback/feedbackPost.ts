/**
 * Sends one post to the site's feedback service (the contract in companylens-docs-contract) and says
 * how it went. Loaded with the widget and the search reporter, never with a
 * page. Before the first post it reads FEEDBACK_STATUS_ENDPOINT once per page
 * load: a copy that says it does not collect feedback is sent nothing. Should a
 * post still meet no service (404 or 405, or an HTML page), later posts are
 * not sent either.
 */
import {FEEDBACK_STATUS_ENDPOINT} from 'companylens-docs-contract';

export type PostOutcome =
  | {kind: 'ok'}
  | {kind: 'absent'}
  | {kind: 'network'}
  /** The service refused the post; `message` is its one-line JSON `error`, when it gave one. */
  | {kind: 'refused'; status: number; message?: string};

let absent = false;
let status: Promise<void> | undefined;

/** Reads the copy's feedback status; an answer it cannot read leaves the post to find out. */
function readStatus(): Promise<void> {
  status ??= fetch(FEEDBACK_STATUS_ENDPOINT, {cache: 'no-store', credentials: 'omit'})
    .then((response) => (response.ok ? response.json() : null))
    .then((answer: unknown) => {
      if ((answer as {collecting?: unknown} | null)?.collecting === false) absent = true;
    })
    .catch(() => undefined);
  return status;
}

/** False once this copy has said it does not collect feedback (or a post met no service). */
export async function collectsFeedback(): Promise<boolean> {
  await readStatus();
  return !absent;
}

export async function postFeedback(endpoint: string, body: object, {keepalive = false} = {}): Promise<PostOutcome> {
  await readStatus();
  if (absent) return {kind: 'absent'};
  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: 'POST',
      headers: {'Content-Type': 'application/json'},
      body: JSON.stringify(body),
      credentials: 'omit',
      keepalive,
    });
  } catch {
    return {kind: 'network'};
  }
  const type = response.headers.get('Content-Type') ?? '';
  if (response.status === 404 || response.status === 405 || type.includes('text/html')) {
    absent = true;
    return {kind: 'absent'};
  }
  if (response.ok) return {kind: 'ok'};
  let message: string | undefined;
  try {
    const answer: unknown = await response.json();
    const error = (answer as {error?: unknown} | null)?.error;
    if (typeof error === 'string' && error.length <= 200 && !error.includes('\n')) message = error;
  } catch {
    // not JSON: the status says enough
  }
  return {kind: 'refused', status: response.status, message};
}
