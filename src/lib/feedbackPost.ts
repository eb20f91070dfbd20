/**
 * Sends one post to the site's feedback service (src/lib/feedback.ts) and says
 * how it went. Loaded with the widget and the search reporter, never with a
 * page. Where the service is absent (a static host answers 404 or 405, or an
 * HTML page), it is asked once per page load: later posts are not sent.
 */
export type PostOutcome =
  | {kind: 'ok'}
  | {kind: 'absent'}
  | {kind: 'network'}
  /** The service refused the post; `message` is its one-line JSON `error`, when it gave one. */
  | {kind: 'refused'; status: number; message?: string};

let absent = false;

export async function postFeedback(endpoint: string, body: object, {keepalive = false} = {}): Promise<PostOutcome> {
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
