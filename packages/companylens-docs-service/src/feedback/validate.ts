/**
 * What a feedback post or a search event must be before it is stored, for
 * the HTTP routes and the MCP tool alike (src/lib/feedback/feedback.ts is the
 * contract). Each problem is one line saying which field and what it must be.
 */
import {FEEDBACK_COMMENT_MAX, FEEDBACK_REASONS, type FeedbackReason} from 'companylens-docs-contract';
import type {NewFeedback, NewSearchEvent} from '../store';

/** As the site's search box and search_docs. */
const QUERY_MAX = 64;
/** Longest topic an agent may name instead of a page. */
export const TOPIC_MAX = 200;
/** Longest page path or URL read. */
const PAGE_MAX = 2048;
/** More results than any search of these docs can have. */
const RESULTS_MAX = 100_000;

export type Checked<T> = {value: T} | {error: string};

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const show = (v: unknown) => (typeof v === 'string' ? JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}…` : v) : JSON.stringify(v)?.slice(0, 40) ?? String(v));

function unknownField(body: Record<string, unknown>, fields: string[]): string | null {
  const extra = Object.keys(body).find((k) => !fields.includes(k));
  return extra === undefined ? null : `unknown field ${show(extra)}; the fields are ${fields.join(', ')}`;
}

/** A string field: trimmed, null when absent or blank; an error when not a string, too long or holding a NUL. */
function text(body: Record<string, unknown>, name: string, max: number): Checked<string | null> {
  const v = body[name];
  if (v === undefined || v === null) return {value: null};
  if (typeof v !== 'string') return {error: `${name} must be a string, not ${show(v)}`};
  if (v.includes('\u0000')) return {error: `${name} must not contain NUL characters`};
  const value = v.trim();
  if (value.length > max) return {error: `${name} is ${value.length.toLocaleString('en-GB')} characters; the most is ${max.toLocaleString('en-GB')}`};
  return {value: value || null};
}

/**
 * A page's feedback. `pagePath` turns what the caller named into the page's
 * path (without the base URL), or null when the build has no such page. An
 * agent (`source: 'mcp'`) may name a topic instead of a page.
 */
export function checkFeedback(body: unknown, pagePath: (input: string) => string | null, source: NewFeedback['source']): Checked<NewFeedback> {
  if (!isObject(body)) return {error: 'the body must be a JSON object'};
  const fields = source === 'mcp' ? ['page', 'topic', 'helpful', 'reason', 'comment'] : ['page', 'helpful', 'reason', 'comment'];
  const extra = unknownField(body, fields);
  if (extra) return {error: extra};
  const page = text(body, 'page', PAGE_MAX);
  if ('error' in page) return page;
  const topic = source === 'mcp' ? text(body, 'topic', TOPIC_MAX) : {value: null};
  if ('error' in topic) return topic;
  if (page.value === null && topic.value === null) return {error: source === 'mcp' ? 'give page (a path of this site) or topic' : 'page is required: the path of a page of this site'};
  const path = page.value === null ? null : pagePath(page.value);
  if (page.value !== null && path === null) return {error: `page ${show(page.value)} is not a page of this site`};
  if (typeof body.helpful !== 'boolean') return {error: `helpful must be true or false, not ${show(body.helpful)}`};
  let reason: FeedbackReason | null = null;
  if (body.reason !== undefined && body.reason !== null) {
    if (!FEEDBACK_REASONS.includes(body.reason as FeedbackReason)) return {error: `reason must be one of ${FEEDBACK_REASONS.join(', ')}, not ${show(body.reason)}`};
    if (body.helpful) return {error: 'reason is only for helpful: false'};
    reason = body.reason as FeedbackReason;
  }
  const comment = text(body, 'comment', FEEDBACK_COMMENT_MAX);
  if ('error' in comment) return comment;
  return {value: {page: path, topic: topic.value, helpful: body.helpful, reason, comment: comment.value, source}};
}

const isCount = (v: unknown, min: number) => typeof v === 'number' && Number.isInteger(v) && v >= min && v <= RESULTS_MAX;

/** One finished search from the search modal or page. */
export function checkSearchEvent(body: unknown): Checked<NewSearchEvent> {
  if (!isObject(body)) return {error: 'the body must be a JSON object'};
  const extra = unknownField(body, ['query', 'source', 'results', 'chosen']);
  if (extra) return {error: extra};
  const query = text(body, 'query', QUERY_MAX);
  if ('error' in query) return query;
  if (query.value === null) return {error: 'query is required: the words searched for, 1 to 64 characters'};
  if (body.source !== 'modal' && body.source !== 'page') return {error: `source must be "modal" or "page", not ${show(body.source)}`};
  if (!isCount(body.results, 0)) return {error: `results must be a whole number from 0, not ${show(body.results)}`};
  if (!('chosen' in body)) return {error: 'chosen is required: the position chosen (from 1), or null'};
  const {results, chosen} = body as {results: number; chosen: unknown};
  if (chosen !== null && !(isCount(chosen, 1) && (chosen as number) <= results)) {
    return {error: `chosen must be null or a position from 1 to results (${results}), not ${show(chosen)}`};
  }
  return {value: {query: query.value, source: body.source, results, chosen: chosen as number | null}};
}
