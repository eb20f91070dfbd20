/**
 * searchIndex: one Algolia-shaped search request in, one Algolia-shaped response out
 * (hits with `_highlightResult` / `_snippetResult`, `nbHits`, `nbPages`, …), the shape
 * the DocSearch modal and the /search page read. Synchronous.
 */
import type {SearchIndex} from './indexShape';
import {facetFilterMask, getPath} from './facetFilters';
import {highlight, snippet, type MatchContext} from './highlight';
import {candidatesFor, parseQuery} from './query';
import {rank} from './rank';
import {synonymQueries} from './synonyms';
import {FIELD_PATHS, type HighlightTree, type SearchHit, type SearchRecord, type SearchRequest, type SearchResponse, type SnippetTree} from './types';

/** Hits kept per URL (page + anchor). */
const MAX_HITS_PER_URL = 3;
const DEFAULT_HITS_PER_PAGE = 20;
const MAX_HITS_PER_PAGE = 1000;
const DEFAULT_SNIPPET_WORDS = 10;
const DEFAULT_SNIPPET = ['content:10'];

/** Applies `fn` to a string value, or to every string inside an array/object value. */
function mapStrings<T>(value: unknown, fn: (s: string) => T): T | T[] | Record<string, unknown> | undefined {
  if (typeof value === 'string') return fn(value);
  if (typeof value === 'number' || typeof value === 'boolean') return fn(String(value));
  if (Array.isArray(value)) return value.map((v) => mapStrings(v, fn)).filter((v) => v !== undefined) as T[];
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      const m = mapStrings(v, fn);
      if (m !== undefined) out[k] = m;
    }
    return out;
  }
  return undefined; // null / undefined: left out
}

function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  let cur = target;
  for (let i = 0; i < keys.length - 1; i++) {
    const next = cur[keys[i]];
    if (!next || typeof next !== 'object' || Array.isArray(next)) cur[keys[i]] = {};
    cur = cur[keys[i]] as Record<string, unknown>;
  }
  const last = keys[keys.length - 1];
  const existing = cur[last];
  if (existing && typeof existing === 'object' && value && typeof value === 'object' && !Array.isArray(value)) {
    Object.assign(existing, value);
  } else {
    cur[last] = value;
  }
}

/** Copy of a JSON value, so callers may mutate hits without touching the index. */
function clone<T>(v: T): T {
  if (Array.isArray(v)) return v.map(clone) as T;
  if (v && typeof v === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) out[k] = clone(x);
    return out as T;
  }
  return v;
}

/** attributesToRetrieve: attribute names and dotted paths, or '*' for all. */
function retrieve(record: SearchRecord, attrs: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (attrs.includes('*')) {
    for (const [k, v] of Object.entries(record)) out[k] = clone(v);
  } else {
    for (const path of attrs) {
      const v = getPath(record, path);
      if (v !== undefined) setPath(out, path, clone(v));
    }
  }
  out.objectID = record.objectID;
  return out;
}

function toInt(n: number | undefined, fallback: number, min: number, max: number): number {
  if (typeof n !== 'number' || !Number.isFinite(n)) return fallback;
  return Math.min(max, Math.max(min, Math.floor(n)));
}

/** encodeURIComponent that tolerates lone surrogates (they become U+FFFD). */
function encode(s: string): string {
  let wellFormed = '';
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff) {
      const next = s.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        wellFormed += s[i] + s[i + 1];
        i++;
      } else wellFormed += '\ufffd';
    } else if (c >= 0xdc00 && c <= 0xdfff) wellFormed += '\ufffd';
    else wellFormed += s[i];
  }
  return encodeURIComponent(wellFormed);
}

function encodeParams(params: Omit<SearchRequest, 'indexName'>): string {
  return Object.entries(params)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${encode(k)}=${encode(typeof v === 'string' ? v : JSON.stringify(v))}`)
    .join('&');
}

function randomQueryID(): string {
  const bytes = new Uint8Array(16);
  const c = (globalThis as {crypto?: {getRandomValues?: (a: Uint8Array) => Uint8Array}}).crypto;
  if (c?.getRandomValues) c.getRandomValues(bytes);
  else for (let i = 0; i < 16; i++) bytes[i] = Math.floor(Math.random() * 256);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function now(): number {
  const perf = (globalThis as {performance?: {now(): number}}).performance;
  return perf ? perf.now() : Date.now();
}

/** Answers one search request. Throws on malformed facetFilters, like Algolia's HTTP 400. */
export function searchIndex(index: SearchIndex, request: SearchRequest): SearchResponse {
  const started = now();
  const {indexName, ...params} = request;
  const query = typeof params.query === 'string' ? params.query : '';
  const hitsPerPage = toInt(params.hitsPerPage, DEFAULT_HITS_PER_PAGE, 0, MAX_HITS_PER_PAGE);
  const page = toInt(params.page, 0, 0, Number.MAX_SAFE_INTEGER);
  const filter = facetFilterMask(index, params.facetFilters);

  let words = query.trim() ? parseQuery(index, query) : [];
  let cands = words.map((w) => candidatesFor(index, w));
  let ranked = words.length > 0 ? rank(index, words, cands, filter) : new Int32Array(0);
  // A one-way synonym's query adds its hits after the query's own, and its words to the highlights.
  for (const alternative of synonymQueries(index, query)) {
    const altWords = parseQuery(index, alternative);
    if (altWords.length === 0) continue;
    const altCands = altWords.map((w) => candidatesFor(index, w));
    const found = new Set(ranked);
    const more = rank(index, altWords, altCands, filter).filter((r) => !found.has(r));
    ranked = Int32Array.from([...ranked, ...more]);
    words = words.concat(altWords);
    cands = cands.concat(altCands);
  }

  // Keep the best MAX_HITS_PER_URL records of each URL.
  const perUrl = new Uint16Array(index.urlCount);
  const kept = ranked.filter((r) => perUrl[index.urlId[r]]++ < MAX_HITS_PER_URL);

  const ctx: MatchContext = {
    index,
    words,
    cands,
    pre: typeof params.highlightPreTag === 'string' ? params.highlightPreTag : '<mark>',
    post: typeof params.highlightPostTag === 'string' ? params.highlightPostTag : '</mark>',
    ellipsis: typeof params.snippetEllipsisText === 'string' ? params.snippetEllipsisText : '…',
    analyses: new Map(),
  };
  const toRetrieve = params.attributesToRetrieve ?? ['*'];
  const toSnippet = (params.attributesToSnippet ?? DEFAULT_SNIPPET).map((spec) => {
    const colon = spec.lastIndexOf(':');
    const size = colon > 0 ? Number(spec.slice(colon + 1)) : NaN;
    return Number.isFinite(size) && size > 0
      ? {attr: spec.slice(0, colon), size: Math.floor(size)}
      : {attr: colon > 0 ? spec.slice(0, colon) : spec, size: DEFAULT_SNIPPET_WORDS};
  });

  const pageItems = kept.slice(page * hitsPerPage, page * hitsPerPage + hitsPerPage);
  const hits: SearchHit[] = Array.from(pageItems, (r) => {
    const record = index.records[r];
    const hit = retrieve(record, toRetrieve) as SearchHit;
    const hl: Record<string, unknown> = {};
    for (const path of FIELD_PATHS) {
      const v = mapStrings(getPath(record, path), (s) => highlight(ctx, s));
      if (v !== undefined) setPath(hl, path, v);
    }
    const sn: Record<string, unknown> = {};
    for (const {attr, size} of toSnippet) {
      const v = mapStrings(getPath(record, attr), (s) => snippet(ctx, s, size));
      if (v !== undefined) setPath(sn, attr, v);
    }
    hit._highlightResult = hl as HighlightTree;
    hit._snippetResult = sn as SnippetTree;
    return hit;
  });

  const nbHits = kept.length;
  const response: SearchResponse = {
    hits,
    nbHits,
    page,
    nbPages: hitsPerPage > 0 ? Math.ceil(nbHits / hitsPerPage) : 0,
    hitsPerPage,
    processingTimeMS: Math.max(1, Math.round(now() - started)),
    query,
    params: encodeParams(params),
    index: typeof indexName === 'string' ? indexName : '',
    exhaustiveNbHits: true,
  };
  if (params.clickAnalytics === true) response.queryID = randomQueryID();
  return response;
}
