/**
 * Feedback as the service takes it, from the HTTP routes and the MCP tools:
 * validate, count against the client's allowance, take email addresses and
 * phone numbers out of the reader's text (./redact.ts), store; each outcome an
 * HTTP status and a one-line answer. Nothing is stored unless all pass, and a
 * 201 is sent only after the row is committed.
 */
import type {DocsContent} from '../mcp/content';
import {createPageResolver} from '../mcp/pages';
import type {NewSearchEvent, Store} from '../store';
import {createRateLimiter} from './rateLimit';
import {redactFeedback, redactSearchEvent} from './redact';
import {checkFeedback, checkSearchEvent} from './validate';

export interface Outcome {
  status: number;
  body: {ok: true} | {error: string};
  /** Seconds, with a 429. */
  retryAfter?: number;
}

export interface FeedbackService {
  readonly store: Store;
  /** POST /api/feedback (source "page") or submit_feedback (source "mcp", which may name a topic or a page URL). */
  feedback(body: unknown, client: string, source: 'page' | 'mcp'): Promise<Outcome>;
  /** POST /api/search-events. */
  searchEvent(body: unknown, client: string): Promise<Outcome>;
  /** A search_docs query that found nothing; within the client's allowance, else not recorded. */
  missedSearch(query: string, client: string): Promise<void>;
}

export function createFeedbackService(store: Store, content: DocsContent, rateLimit: number): FeedbackService {
  const resolve = createPageResolver(content);
  /** The page's path without the base URL, as the report shows it. */
  const pathOf = (url: string) => `/${url.slice(content.root.href.length)}`;
  // The contract's path is without the base URL: read it relative to the site root.
  const sitePath = (input: string) => {
    if (!input.startsWith('/') || input.startsWith('//')) return null;
    const page = content.pageAt(new URL(`.${input}`, content.root).pathname);
    return page ? pathOf(page.url) : null;
  };
  const agentPath = (input: string) => {
    const resolved = resolve(input);
    return 'page' in resolved ? pathOf(resolved.page.url) : null;
  };
  const feedbackLimit = createRateLimiter(rateLimit);
  const searchLimit = createRateLimiter(rateLimit);

  async function accept(limiter: ReturnType<typeof createRateLimiter>, client: string, write: () => Promise<void>): Promise<Outcome> {
    const wait = limiter.take(client);
    if (wait) return {status: 429, body: {error: `Too many posts: at most ${rateLimit} a minute from one client; try again in ${wait} s`}, retryAfter: wait};
    try {
      await write();
    } catch (err) {
      console.error(`docs-mcp: the feedback store failed: ${(err as Error).message}`);
      return {status: 503, body: {error: 'The feedback store is unavailable; nothing was stored'}};
    }
    return {status: 201, body: {ok: true}};
  }

  return {
    store,
    async feedback(body, client, source) {
      const checked = checkFeedback(body, source === 'mcp' ? agentPath : sitePath, source);
      if ('error' in checked) return {status: 400, body: {error: `Bad Request: ${checked.error}`}};
      return accept(feedbackLimit, client, () => store.addFeedback(redactFeedback(checked.value)));
    },
    async searchEvent(body, client) {
      const checked = checkSearchEvent(body);
      if ('error' in checked) return {status: 400, body: {error: `Bad Request: ${checked.error}`}};
      return accept(searchLimit, client, () => store.addSearchEvent(redactSearchEvent(checked.value)));
    },
    async missedSearch(query, client) {
      const event: NewSearchEvent = {query: query.replaceAll('\u0000', '').trim(), source: 'mcp', results: 0, chosen: null};
      await accept(searchLimit, client, () => store.addSearchEvent(redactSearchEvent(event)));
    },
  };
}
