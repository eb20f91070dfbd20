/**
 * What a feedback post or a search event must be before it is stored, for the HTTP routes and
 * the MCP tool alike: its shape by ./schema.ts, checked with the service's Ajv (../ajv.ts), then
 * what a schema cannot say. Each problem is one line saying which field and what it must be
 * (companylens-docs-contract's feedback.ts is the contract).
 */
import type {ErrorObject} from 'ajv/dist/2020';
import {FEEDBACK_REASONS, type FeedbackReason} from 'companylens-docs-contract';
import {MAX_QUERY} from 'docs-search-engine';
import {createAjv} from '../ajv';
import type {NewFeedback, NewSearchEvent} from '../store';
import {feedbackSchema, SEARCH_EVENT_SCHEMA} from './schema';

export type Checked<T> = {value: T} | {error: string};

const ajv = createAjv();
const SCHEMAS = {page: feedbackSchema('page'), mcp: feedbackSchema('mcp'), search: SEARCH_EVENT_SCHEMA};
const CHECKS = {page: ajv.compile(SCHEMAS.page), mcp: ajv.compile(SCHEMAS.mcp), search: ajv.compile(SCHEMAS.search)};

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const show = (v: unknown) => (typeof v === 'string' ? JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}…` : v) : JSON.stringify(v)?.slice(0, 40) ?? String(v));

/** Fields whose value may be null, read as absent. */
const NULLABLE = ['page', 'topic', 'reason', 'comment', 'query'];
/** Free text: trimmed, blank read as absent, never holding a NUL. */
const TEXT = ['page', 'topic', 'comment', 'query'];
/** What a field must be, said when the schema refuses its value (a text field: a string). */
const MUST: Record<string, string> = {
  helpful: 'must be true or false',
  reason: `must be one of ${FEEDBACK_REASONS.join(', ')}`,
  source: 'must be "modal" or "page"',
  results: 'must be a whole number from 0',
};
/** What a missing field is, when that needs more than what it must be. */
const MISSING: Record<string, string> = {
  page: 'page is required: the path of a page of this site',
  query: `query is required: the words searched for, 1 to ${MAX_QUERY} characters`,
  chosen: 'chosen is required: the position chosen (from 1), or null',
};

const chosenError = (results: unknown, chosen: unknown) => `chosen must be null or a position from 1 to results (${String(results)}), not ${show(chosen)}`;

/** The body's text fields as stored (trimmed; null and blank left out), or the field holding a NUL. */
function normalise(body: Record<string, unknown>, fields: string[]): Checked<Record<string, unknown>> {
  const out = {...body};
  for (const name of fields) {
    const v = out[name];
    if (v === null && NULLABLE.includes(name)) delete out[name];
    if (typeof v !== 'string' || !TEXT.includes(name)) continue;
    if (v.includes('\u0000')) return {error: `${name} must not contain NUL characters`};
    if (v.trim()) out[name] = v.trim();
    else delete out[name];
  }
  return {value: out};
}

/** One line for the schema's first complaint, in the order a reader fills the fields in: an unknown field first. */
function describe(errors: readonly ErrorObject[], body: Record<string, unknown>, fields: string[]): string {
  const fieldOf = (e: ErrorObject) => (e.keyword === 'required' ? String(e.params.missingProperty) : e.instancePath.slice(1).split('/')[0]);
  const rank = (e: ErrorObject) => (e.keyword === 'additionalProperties' ? -1 : fields.indexOf(fieldOf(e)));
  const e = [...errors].sort((a, b) => rank(a) - rank(b))[0];
  if (e.keyword === 'additionalProperties') return `unknown field ${show(e.params.additionalProperty)}; the fields are ${fields.join(', ')}`;
  const name = fieldOf(e);
  if (e.keyword === 'required' && MISSING[name]) return MISSING[name];
  const value = body[name];
  if (e.keyword === 'maxLength') return `${name} is ${String(value).length.toLocaleString('en-GB')} characters; the most is ${Number(e.params.limit).toLocaleString('en-GB')}`;
  if (name === 'chosen') return chosenError(body.results, value);
  return `${name} ${MUST[name] ?? 'must be a string'}, not ${show(value)}`;
}

/** The body, trimmed, if the schema takes it. */
function checkShape(body: unknown, kind: keyof typeof CHECKS): Checked<Record<string, unknown>> {
  if (!isObject(body)) return {error: 'the body must be a JSON object'};
  const fields = Object.keys(SCHEMAS[kind].properties);
  const normal = normalise(body, fields);
  if ('error' in normal) return normal;
  const check = CHECKS[kind];
  return check(normal.value) ? normal : {error: describe(check.errors ?? [], normal.value, fields)};
}

/**
 * A page's feedback. `pagePath` turns what the caller named into the page's
 * path (without the base URL), or null when the build has no such page. An
 * agent (`source: 'mcp'`) may name a topic instead of a page.
 */
export function checkFeedback(body: unknown, pagePath: (input: string) => string | null, source: NewFeedback['source']): Checked<NewFeedback> {
  const shape = checkShape(body, source);
  if ('error' in shape) return shape;
  const {page, topic = null, helpful, reason = null, comment = null} = shape.value as {page?: string; topic?: string; helpful: boolean; reason?: FeedbackReason; comment?: string};
  if (page === undefined && topic === null) return {error: 'give page (a path of this site) or topic'};
  const path = page === undefined ? null : pagePath(page);
  if (page !== undefined && path === null) return {error: `page ${show(page)} is not a page of this site`};
  if (reason !== null && helpful) return {error: 'reason is only for helpful: false'};
  return {value: {page: path, topic, helpful, reason, comment, source}};
}

/** One finished search from the search modal or page. */
export function checkSearchEvent(body: unknown): Checked<NewSearchEvent> {
  const shape = checkShape(body, 'search');
  if ('error' in shape) return shape;
  const {query, source, results, chosen} = shape.value as unknown as NewSearchEvent;
  if (chosen !== null && chosen > results) return {error: chosenError(results, chosen)};
  return {value: {query, source, results, chosen}};
}
