/**
 * POST /api/feedback and POST /api/search-events, after the service's Host
 * and Origin checks: POST only (405), JSON only (415), a body of at most
 * FEEDBACK_BODY_MAX bytes (413), that parses (400); then the feedback
 * service validates (400), counts (429) and stores (201, or 503). Every
 * answer is one line of JSON: `{"ok":true}` or `{"error":"…"}`.
 */
import {isJsonContentType} from '@modelcontextprotocol/server';
import {FEEDBACK_BODY_MAX, type FeedbackStatus} from 'companylens-docs-contract';
import {readBody, sendJson, type Route} from '../respond';
import type {Outcome} from './service';

export function createFeedbackRoute(submit: (body: unknown, client: string) => Promise<Outcome>): Route {
  const reject = (res: Parameters<Route['reject']>[0], status: number, message: string, headers: Record<string, string> = {}) => sendJson(res, status, {error: message}, headers);
  return {
    writes: true,
    allowHeaders: 'Content-Type',
    reject,
    async handle(req, res, client) {
      if (req.method !== 'POST') return reject(res, 405, 'Method Not Allowed: send POST with a JSON body', {Allow: 'POST, OPTIONS'});
      if (!isJsonContentType(req.headers['content-type'])) return reject(res, 415, 'Unsupported Media Type: Content-Type must be application/json');
      const text = await readBody(req, FEEDBACK_BODY_MAX);
      if (text === null) return reject(res, 413, `Payload Too Large: a body may be at most ${FEEDBACK_BODY_MAX} bytes`);
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        return reject(res, 400, 'Bad Request: the body is not valid JSON');
      }
      const outcome = await submit(body, client);
      sendJson(res, outcome.status, outcome.body, outcome.retryAfter ? {'Retry-After': String(outcome.retryAfter)} : {});
    },
  };
}

/** GET FEEDBACK_STATUS_ENDPOINT: this copy collects feedback (the build's static file says it does not). */
export function createStatusRoute(): Route {
  const reject = (res: Parameters<Route['reject']>[0], status: number, message: string, headers: Record<string, string> = {}) => sendJson(res, status, {error: message}, headers);
  const status: FeedbackStatus = {collecting: true};
  return {
    writes: false,
    allowHeaders: 'Content-Type',
    reject,
    async handle(req, res) {
      if (req.method !== 'GET' && req.method !== 'HEAD') return reject(res, 405, 'Method Not Allowed: send GET', {Allow: 'GET, HEAD'});
      sendJson(res, 200, status, {'Cache-Control': 'no-store'});
    },
  };
}
