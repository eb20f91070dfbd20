/**
 * In-browser search engine that answers like Algolia's search API.
 *
 * It takes DocSearch-shaped records (one per heading and one per content block)
 * and answers Algolia multi-query requests with Algolia-shaped responses:
 * hits with `_highlightResult` / `_snippetResult`, `nbHits`, `nbPages`, …, so
 * the DocSearch v3 modal and algoliasearch-helper (Docusaurus search page) can
 * use it as their search client.
 *
 * No dependencies and no DOM APIs: it runs in browsers and in Node.
 *
 *   createIndex(records)            precomputes vocabulary, postings and tokens
 *   searchIndex(index, request)     answers one request (synchronous)
 *   createLocalSearchClient(load)   an algoliasearch-lite-like client
 *
 * Ranking: see the table beside `rankKey`; then at most 3 hits per URL.
 */

// ---------------------------------------------------------------------------
// Public types
// ---------------------------------------------------------------------------

export type HierarchyLevel = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6';

export interface SearchRecord {
  objectID: string;
  /** Site-relative path with anchor, e.g. "/api/tools/search-companies#parameters". */
  url: string;
  type: 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';
  hierarchy: {
    lvl0: string;
    lvl1: string;
    lvl2: string | null;
    lvl3: string | null;
    lvl4: string | null;
    lvl5: string | null;
    lvl6: string | null;
  };
  /** Text of the block for type 'content', null for headings. */
  content: string | null;
  language: string;
  docusaurus_tag: string;
}

/** Outer array = AND, inner array = OR. "attr:value"; "attr:-value" negates. */
export type FacetFilters = string | ReadonlyArray<string | ReadonlyArray<string>>;

export interface SearchParams {
  query?: string;
  hitsPerPage?: number | string;
  page?: number | string;
  attributesToRetrieve?: string[] | string;
  attributesToHighlight?: string[] | string;
  /** e.g. ["hierarchy.lvl1:10", "content:10"]; default ["content:10"]. */
  attributesToSnippet?: string[] | string;
  snippetEllipsisText?: string;
  highlightPreTag?: string;
  highlightPostTag?: string;
  facetFilters?: FacetFilters;
  /** Algolia filter expression: attr:value, attr:"v w", NOT, AND, OR, (), attr > 3, attr:1 TO 5. */
  filters?: string;
  facets?: string[] | string;
  clickAnalytics?: boolean | string;
  /** false / 0 turns off the per-URL limit; anything else keeps "at most 3 hits per URL". */
  distinct?: boolean | number | string;
  [param: string]: unknown;
}

/** One entry of Algolia's multi-query `requests` array. */
export interface SearchRequest extends SearchParams {
  indexName?: string;
  /** Older form: params nested in an object, or URL-encoded ("query=x&hitsPerPage=20"). */
  params?: SearchParams | string;
  type?: string;
}

export type MatchLevel = 'none' | 'partial' | 'full';

export interface HighlightResult {
  value: string;
  matchLevel: MatchLevel;
  matchedWords: string[];
}

export interface SnippetResult {
  value: string;
  matchLevel: MatchLevel;
}

export interface HighlightTree {
  [attribute: string]: HighlightResult | HighlightTree | HighlightResult[];
}

export interface SnippetTree {
  [attribute: string]: SnippetResult | SnippetTree | SnippetResult[];
}

export interface SearchHit {
  objectID: string;
  _highlightResult: HighlightTree;
  _snippetResult: SnippetTree;
  [attribute: string]: unknown;
}

export interface SearchResponse {
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  processingTimeMS: number;
  query: string;
  params: string;
  index: string;
  queryID?: string;
  exhaustiveNbHits: true;
  facets?: Record<string, Record<string, number>>;
  exhaustiveFacetsCount?: true;
}

export interface MultiSearchResponse {
  results: SearchResponse[];
}

/** The parts of algoliasearch's lite client that DocSearch and algoliasearch-helper use. */
export interface LiteClient {
  readonly appId: string;
  readonly transporter: Record<string, never>;
  search(arg: {requests: SearchRequest[]} | SearchRequest[], requestOptions?: unknown): Promise<MultiSearchResponse>;
  searchForHits(arg: {requests: SearchRequest[]} | SearchRequest[], requestOptions?: unknown): Promise<MultiSearchResponse>;
  clearCache(): Promise<void>;
  addAlgoliaAgent(segment: string, version?: string): void;
}

// ---------------------------------------------------------------------------
// Ranking constants
// ---------------------------------------------------------------------------

/** Searchable attributes, in the order of the field numbers used in the index. */
const FIELD_PATHS = [
  'hierarchy.lvl0',
  'hierarchy.lvl1',
  'hierarchy.lvl2',
  'hierarchy.lvl3',
  'hierarchy.lvl4',
  'hierarchy.lvl5',
  'hierarchy.lvl6',
  'content',
] as const;
const LEVELS: readonly HierarchyLevel[] = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];
const CONTENT_FIELD = 7;

/**
 * Attribute weights (ranking criterion 4, see rankKey). Each query word counts the weight of
 * the best attribute it matched in, and the record's attribute score is the
 * sum over the words. Weights double per level so that one word in the page
 * title outweighs one word in a section heading, etc.:
 *   lvl1 (page title) 16 > lvl2 8 > lvl3..lvl6 4 > content 2 > lvl0 1.
 * lvl0 is the sidebar category ("API Reference"), shared by whole sections of
 * the site, so a match there says the least about a record.
 * Because a content record carries its page's headings in `hierarchy`, all the
 * records of a page whose title matches tie on this criterion; the record-type
 * tie-breaker then puts the heading records before the content records.
 */
const FIELD_WEIGHT = [1, 16, 8, 4, 4, 4, 4, 2];

/** Ranking criterion 6 (see rankKey): lvl1 first … content last. */
const TYPE_RANK: Record<string, number> = {lvl1: 1, lvl2: 2, lvl3: 3, lvl4: 4, lvl5: 5, lvl6: 6, content: 7};

/** Proximity of two query words that never occur in the same attribute (Algolia's maximum is 8). */
const MAX_PROXIMITY = 8;

/** Hits kept per URL (page + anchor) unless `distinct` is false/0. */
const MAX_HITS_PER_URL = 3;

/** Query words beyond this are ignored (the ranking uses one bit per word). */
const MAX_QUERY_WORDS = 16;

/** Compounds get their runs of 2..MAX_SUBCOMPOUND_PARTS consecutive parts indexed too. */
const MAX_SUBCOMPOUND_PARTS = 4;

const DEFAULT_HITS_PER_PAGE = 20;
const MAX_HITS_PER_PAGE = 1000;
const DEFAULT_SNIPPET_WORDS = 10;
const DEFAULT_SNIPPET = ['content:10'];

/** English stop words: ignored in the query unless it has nothing else. */
const STOP_WORDS = new Set([
  'a', 'an', 'the', 'of', 'to', 'in', 'for', 'and', 'or', 'is', 'are', 'on', 'with', 'by', 'how', 'do', 'i',
  'what', 'my', 'it', 'be', 'can', 'from', 'at', 'as', 'this', 'that', 'does',
]);

// ---------------------------------------------------------------------------
// Tokeniser
// ---------------------------------------------------------------------------

/** Character classes of the normalised text. */
const OTHER = 0;
const WORD = 1; // letter or digit
const SEP = 2; // '_' '.' '-' '/': joins words into an identifier when between word characters
const CJK = 3; // Han / kana: one word per character

/** Token levels: whole words and whole compounds, compound parts, runs of parts. */
const TOP = 0;
const PART = 1;
const SUB = 2;

interface NormText {
  /** Normalised text (NFKD, accents stripped, lower case). */
  norm: string;
  /** Per UTF-16 unit of `norm`: class, and the original range it came from (null: same index, ASCII text). */
  cls: Uint8Array;
  origStart: Int32Array | null;
  origEnd: Int32Array | null;
}

/** Original offset where normalised unit i starts / ends. */
function startOf(nt: NormText, i: number): number {
  return nt.origStart ? nt.origStart[i] : i;
}
function endOf(nt: NormText, i: number): number {
  return nt.origEnd ? nt.origEnd[i] : i + 1;
}

interface Token {
  text: string;
  /** Word position in the attribute (parts of a compound are consecutive). */
  pos: number;
  level: number;
  /** Range in `norm` units. */
  a: number;
  b: number;
  /** For a TOP compound: its parts, for splitting a query word. */
  parts?: string[];
}

const normCache = new Map<string, string>();
const classCache = new Map<string, number>();
const RE_MARKS = /\p{M}/gu;
const RE_CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const RE_WORD = /[\p{L}\p{N}]/u;

function normaliseChar(ch: string): string {
  let n = normCache.get(ch);
  if (n === undefined) {
    n = ch.normalize('NFKD').replace(RE_MARKS, '').toLowerCase();
    if (normCache.size < 10000) normCache.set(ch, n);
  }
  return n;
}

function classOf(ch: string): number {
  const c = ch.charCodeAt(0);
  if (c < 128) {
    if ((c >= 97 && c <= 122) || (c >= 48 && c <= 57)) return WORD;
    if (c === 95 || c === 46 || c === 45 || c === 47) return SEP;
    return OTHER;
  }
  let k = classCache.get(ch);
  if (k === undefined) {
    k = RE_CJK.test(ch) ? CJK : RE_WORD.test(ch) ? WORD : OTHER;
    if (classCache.size < 10000) classCache.set(ch, k);
  }
  return k;
}

const RE_ASCII = /^[\x00-\x7f]*$/;

/** Normalises text one code point at a time, remembering where each normalised unit came from. */
function normalise(text: string): NormText {
  if (RE_ASCII.test(text)) {
    // Fast path: lower-casing is all NFKD + accent stripping would do.
    const lower = text.toLowerCase();
    const k = new Uint8Array(lower.length);
    for (let i = 0; i < lower.length; i++) k[i] = classOf(lower[i]);
    return {norm: lower, cls: k, origStart: null, origEnd: null};
  }
  let norm = '';
  const cls: number[] = [];
  const origStart: number[] = [];
  const origEnd: number[] = [];
  for (let i = 0; i < text.length; ) {
    const code = text.codePointAt(i)!;
    const size = code > 0xffff ? 2 : 1;
    let n: string;
    if (code < 128) n = code >= 65 && code <= 90 ? String.fromCharCode(code + 32) : text[i];
    else n = normaliseChar(text.slice(i, i + size));
    for (let j = 0; j < n.length; ) {
      const cp = n.codePointAt(j)!;
      const cpSize = cp > 0xffff ? 2 : 1;
      const k = classOf(n.slice(j, j + cpSize));
      for (let u = 0; u < cpSize; u++) {
        cls.push(k);
        origStart.push(i);
        origEnd.push(i + size);
      }
      j += cpSize;
    }
    norm += n;
    i += size;
  }
  return {norm, cls: Uint8Array.from(cls), origStart: Int32Array.from(origStart), origEnd: Int32Array.from(origEnd)};
}

function isDigit(ch: string | undefined): boolean {
  return ch !== undefined && ch >= '0' && ch <= '9';
}

/**
 * Splits text into words. Words are runs of letters/digits. Identifiers whose
 * words are joined by single '_', '.', '-' or '/' characters (date_of_creation,
 * claude_desktop_config.json, tools/call) and numbers with a leading minus
 * (-32602) are kept whole (level TOP), and also split into their parts (PART)
 * and runs of 2–4 consecutive parts (SUB: config.json, desktop_config…), so
 * that an identifier is found by its whole name, by any part, or by any
 * dotted/underscored tail of it.
 */
function tokenize(text: string): {nt: NormText; tokens: Token[]} {
  const nt = normalise(text);
  const {norm, cls} = nt;
  const n = norm.length;
  const tokens: Token[] = [];
  let pos = 0;
  let i = 0;
  while (i < n) {
    const c = cls[i];
    if (c === CJK) {
      const size = i + 1 < n && cls[i + 1] === CJK && norm.charCodeAt(i) >= 0xd800 && norm.charCodeAt(i) <= 0xdbff ? 2 : 1;
      tokens.push({text: norm.slice(i, i + size), pos: pos++, level: TOP, a: i, b: i + size});
      i += size;
      continue;
    }
    const leadingMinus = norm[i] === '-' && isDigit(norm[i + 1]) && (i === 0 || cls[i - 1] !== WORD);
    if (c !== WORD && !leadingMinus) {
      i++;
      continue;
    }
    const segStart = i;
    if (leadingMinus) i++;
    const parts: Array<[number, number]> = [];
    for (;;) {
      const start = i;
      while (i < n && cls[i] === WORD) i++;
      parts.push([start, i]);
      if (i + 1 < n && cls[i] === SEP && cls[i + 1] === WORD) {
        i++;
        continue;
      }
      break;
    }
    const segEnd = i;
    if (parts.length === 1 && !leadingMinus) {
      tokens.push({text: norm.slice(segStart, segEnd), pos, level: TOP, a: segStart, b: segEnd});
    } else {
      const partTexts = parts.map(([a, b]) => norm.slice(a, b));
      tokens.push({text: norm.slice(segStart, segEnd), pos, level: TOP, a: segStart, b: segEnd, parts: partTexts});
      parts.forEach(([a, b], j) => tokens.push({text: partTexts[j], pos: pos + j, level: PART, a, b}));
      const maxLen = Math.min(parts.length, MAX_SUBCOMPOUND_PARTS);
      for (let len = 2; len <= maxLen; len++) {
        if (len === parts.length && !leadingMinus) continue; // that is the whole compound
        for (let j = 0; j + len <= parts.length; j++) {
          const a = parts[j][0];
          const b = parts[j + len - 1][1];
          tokens.push({text: norm.slice(a, b), pos: pos + j, level: SUB, a, b});
        }
      }
    }
    pos += parts.length;
  }
  return {nt, tokens};
}

const RE_LETTER = /\p{L}/u;

/** Whether the text has a letter (numbers and numeric identifiers get no typo tolerance). */
function hasLetter(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 97 && c <= 122) return true;
    if (c >= 128 && RE_LETTER.test(s[i])) return true;
  }
  return false;
}

// ---------------------------------------------------------------------------
// Typo distance
// ---------------------------------------------------------------------------

/** Rows reused by every typoDistance call (grown for longer words). */
let rowA = new Int32Array(64);
let rowB = new Int32Array(64);
let rowC = new Int32Array(64);

/**
 * Bounded Damerau–Levenshtein (optimal string alignment) distance between the
 * query word `q` and the term `t`. With `prefix`, the distance between `q` and
 * the best prefix of `t` also counts (search-as-you-type with a typo).
 * Returns the distance, or -1 when it exceeds `k`.
 */
function typoDistance(q: string, t: string, k: number, prefix: boolean): number {
  const n = q.length;
  if (rowA.length <= n) {
    rowA = new Int32Array(n + 1);
    rowB = new Int32Array(n + 1);
    rowC = new Int32Array(n + 1);
  }
  // Three reused rows: two rows back (for transpositions), previous, current.
  let prev2 = rowA;
  let prev = rowB;
  let cur = rowC;
  for (let j = 0; j <= n; j++) prev[j] = j;
  let bestPrefix = k + 1;
  for (let i = 1; i <= t.length; i++) {
    cur[0] = i;
    let rowMin = i;
    const ti = t.charCodeAt(i - 1);
    for (let j = 1; j <= n; j++) {
      const qj = q.charCodeAt(j - 1);
      let v = prev[j - 1] + (ti === qj ? 0 : 1);
      if (prev[j] + 1 < v) v = prev[j] + 1;
      if (cur[j - 1] + 1 < v) v = cur[j - 1] + 1;
      if (i > 1 && j > 1 && ti === q.charCodeAt(j - 2) && t.charCodeAt(i - 2) === qj && prev2[j - 2] + 1 < v) {
        v = prev2[j - 2] + 1;
      }
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (prefix && cur[n] < bestPrefix) bestPrefix = cur[n];
    if (rowMin > k) break; // every later row is at least as far
    const tmp = prev2;
    prev2 = prev;
    prev = cur;
    cur = tmp;
    if (i === t.length && prev[n] <= k) return Math.min(prev[n], bestPrefix);
  }
  return bestPrefix <= k ? bestPrefix : -1;
}

// ---------------------------------------------------------------------------
// Index
// ---------------------------------------------------------------------------

interface TermMatch {
  term: number;
  typos: number;
  /** The whole term equals the query word (not a prefix or typo match). */
  exact: boolean;
  /** Units of the term to highlight. */
  len: number;
}

interface WordCandidates {
  list: TermMatch[];
  byTerm: Map<number, TermMatch>;
}

interface QueryWord {
  text: string;
  /** The last word of the query: also matches as a prefix. */
  prefix: boolean;
  /** Typos allowed: 0 below 4 characters or without letters, 1 for 4–7, 2 for 8+. */
  maxTypos: number;
}

/** Built once by `createIndex`; treat as opaque. */
export interface SearchIndex {
  readonly records: readonly SearchRecord[];
  /** termId → term. */
  readonly terms: readonly string[];
  readonly termIds: ReadonlyMap<string, number>;
  /** termIds sorted by term, for prefix ranges. */
  readonly sortedTermIds: Int32Array;
  /** termIds a misspelt query word may match (not stop words, not numbers). */
  readonly typoTargets: Int32Array;
  /** termId → ascending record numbers containing it. */
  readonly postings: readonly Int32Array[];
  /** Record r's tokens are [tokStart[r], tokStart[r + 1]), ordered by field then position. */
  readonly tokStart: Int32Array;
  readonly tokTerm: Int32Array;
  readonly tokPos: Int32Array;
  readonly tokField: Uint8Array;
  readonly typeRank: Uint8Array;
  /** Length of the record's own text (content, or its own heading). */
  readonly ownLength: Int32Array;
  /** Record → number of its URL, for the per-URL limit. */
  readonly urlId: Int32Array;
  readonly urlCount: number;
  /** Scratch: termId → slot of the current query (-1 when unused). */
  readonly termSlot: Int32Array;
  readonly wordCache: Map<string, WordCandidates>;
  readonly filterCache: Map<string, Uint8Array>;
}

function getPath(obj: unknown, path: string): unknown {
  let cur: unknown = obj;
  for (const key of path.split('.')) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string, unknown>)[key];
  }
  return cur;
}

function fieldText(record: SearchRecord, field: number): string | null {
  const v = field === CONTENT_FIELD ? record.content : record.hierarchy?.[LEVELS[field]];
  return typeof v === 'string' ? v : null;
}

export function createIndex(records: SearchRecord[]): SearchIndex {
  const terms: string[] = [];
  const termIds = new Map<string, number>();
  const postingLists: number[][] = [];
  const tokTerm: number[] = [];
  const tokPos: number[] = [];
  const tokField: number[] = [];
  const tokStart = new Int32Array(records.length + 1);
  const typeRank = new Uint8Array(records.length);
  const ownLength = new Int32Array(records.length);
  const urlIds = new Map<string, number>();
  const urlId = new Int32Array(records.length);
  const seenTexts = new Map<string, {ids: number[]; positions: number[]}>();

  records.forEach((record, r) => {
    tokStart[r] = tokTerm.length;
    typeRank[r] = TYPE_RANK[record.type] ?? 7;
    let u = urlIds.get(record.url);
    if (u === undefined) urlIds.set(record.url, (u = urlIds.size));
    urlId[r] = u;
    const own = record.type === 'content' ? record.content : record.hierarchy?.[record.type as HierarchyLevel];
    ownLength[r] = typeof own === 'string' ? own.length : 0;
    for (let f = 0; f < FIELD_PATHS.length; f++) {
      const text = fieldText(record, f);
      if (!text) continue;
      // Records of a page repeat its headings: tokenise each distinct text once.
      let tokens = seenTexts.get(text);
      if (!tokens) {
        const ids: number[] = [];
        const positions: number[] = [];
        for (const tok of tokenize(text).tokens) {
          let id = termIds.get(tok.text);
          if (id === undefined) {
            id = terms.length;
            terms.push(tok.text);
            termIds.set(tok.text, id);
            postingLists.push([]);
          }
          ids.push(id);
          positions.push(tok.pos);
        }
        tokens = {ids, positions};
        seenTexts.set(text, tokens);
      }
      for (let i = 0; i < tokens.ids.length; i++) {
        const list = postingLists[tokens.ids[i]];
        if (list[list.length - 1] !== r) list.push(r);
        tokTerm.push(tokens.ids[i]);
        tokPos.push(tokens.positions[i]);
        tokField.push(f);
      }
    }
  });
  tokStart[records.length] = tokTerm.length;

  const sorted = terms.map((_, i) => i).sort((x, y) => (terms[x] < terms[y] ? -1 : terms[x] > terms[y] ? 1 : 0));
  const typoTargets = terms.map((t, i) => (STOP_WORDS.has(t) || !hasLetter(t) ? -1 : i)).filter((i) => i >= 0);

  return {
    records,
    terms,
    termIds,
    sortedTermIds: Int32Array.from(sorted),
    typoTargets: Int32Array.from(typoTargets),
    postings: postingLists.map((l) => Int32Array.from(l)),
    tokStart,
    tokTerm: Int32Array.from(tokTerm),
    tokPos: Int32Array.from(tokPos),
    tokField: Uint8Array.from(tokField),
    typeRank,
    ownLength,
    urlId,
    urlCount: urlIds.size,
    termSlot: new Int32Array(terms.length).fill(-1),
    wordCache: new Map(),
    filterCache: new Map(),
  };
}

// ---------------------------------------------------------------------------
// Query words and their matching terms
// ---------------------------------------------------------------------------

function maxTyposFor(word: string): number {
  // Never typos on numbers (62020 must not find 62030) nor on short words.
  if (!hasLetter(word)) return 0;
  if (word.length >= 8) return 2;
  if (word.length >= 4) return 1;
  return 0;
}

/**
 * Whether `term` matches the query word: exactly, as a prefix (last word
 * only), or within the word's typo budget. The same rules serve the
 * vocabulary scan and highlighting of text that is not in the index.
 */
function matchTerm(word: QueryWord, term: string): Omit<TermMatch, 'term'> | null {
  if (term === word.text) return {typos: 0, exact: true, len: term.length};
  if (word.prefix && term.startsWith(word.text)) return {typos: 0, exact: false, len: word.text.length};
  if (word.maxTypos > 0 && !STOP_WORDS.has(term) && hasLetter(term)) {
    const k = word.maxTypos;
    const tooShort = term.length < word.text.length - k;
    const tooLong = !word.prefix && term.length > word.text.length + k;
    if (!tooShort && !tooLong) {
      const d = typoDistance(word.text, term, k, word.prefix);
      // A misspelt word is highlighted whole, even when it matched as a prefix.
      if (d >= 0) return {typos: d, exact: false, len: term.length};
    }
  }
  return null;
}

function lowerBound(index: SearchIndex, text: string): number {
  const ids = index.sortedTermIds;
  let lo = 0;
  let hi = ids.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (index.terms[ids[mid]] < text) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Terms of the vocabulary the word matches; cached per (word, prefix). */
function candidatesFor(index: SearchIndex, word: QueryWord): WordCandidates {
  const key = `${word.prefix ? 'p' : 'x'}${word.text}`;
  const cached = index.wordCache.get(key);
  if (cached) return cached;
  const list: TermMatch[] = [];
  const byTerm = new Map<number, TermMatch>();
  const add = (m: TermMatch) => {
    list.push(m);
    byTerm.set(m.term, m);
  };
  const exact = index.termIds.get(word.text);
  if (exact !== undefined) add({term: exact, typos: 0, exact: true, len: word.text.length});
  if (word.prefix) {
    const ids = index.sortedTermIds;
    for (let i = lowerBound(index, word.text); i < ids.length && index.terms[ids[i]].startsWith(word.text); i++) {
      if (ids[i] !== exact) add({term: ids[i], typos: 0, exact: false, len: word.text.length});
    }
  }
  if (word.maxTypos > 0) {
    for (const id of index.typoTargets) {
      if (byTerm.has(id)) continue;
      const m = matchTerm(word, index.terms[id]);
      if (m) add({term: id, ...m});
    }
  }
  const result = {list, byTerm};
  if (index.wordCache.size >= 2000) index.wordCache.clear();
  index.wordCache.set(key, result);
  return result;
}

/**
 * Turns the query into the words that must match.
 * - Stop words are dropped unless the query has nothing else.
 * - The last word typed matches as a prefix, unless the query ends with a space.
 * - An identifier the vocabulary does not know at all (not even by prefix or
 *   typo) is split into its parts, so "date-of-creation" still finds
 *   "date_of_creation" and "-32602" finds "32602".
 */
function parseQuery(index: SearchIndex, query: string): QueryWord[] {
  const tops = tokenize(query).tokens.filter((t) => t.level === TOP);
  if (tops.length === 0) return [];
  const endsWithSpace = /\s$/.test(query);
  const lastToken = tops[tops.length - 1];
  const nonStop = tops.filter((t) => !STOP_WORDS.has(t.text));
  const kept = nonStop.length > 0 ? nonStop : tops;
  const words: QueryWord[] = [];
  const seen = new Set<string>();
  const push = (text: string, prefix: boolean) => {
    const key = `${prefix ? 'p' : 'x'}${text}`;
    if (seen.has(key) || words.length >= MAX_QUERY_WORDS) return;
    seen.add(key);
    words.push({text, prefix, maxTypos: maxTyposFor(text)});
  };
  for (const tok of kept) {
    const prefix = tok === lastToken && !endsWithSpace;
    if (tok.parts) {
      const whole: QueryWord = {text: tok.text, prefix, maxTypos: maxTyposFor(tok.text)};
      if (candidatesFor(index, whole).list.length === 0) {
        tok.parts.forEach((p, j) => push(p, prefix && j === tok.parts!.length - 1));
        continue;
      }
    }
    push(tok.text, prefix);
  }
  return words;
}

// ---------------------------------------------------------------------------
// Filters
// ---------------------------------------------------------------------------

type FilterNode =
  | {kind: 'facet'; attr: string; value: string; negate: boolean}
  | {kind: 'num'; attr: string; op: string; value: number}
  | {kind: 'range'; attr: string; lo: number; hi: number}
  | {kind: 'and' | 'or'; items: FilterNode[]}
  | {kind: 'not'; item: FilterNode};

function facetValues(record: SearchRecord, attr: string): unknown[] {
  const v = getPath(record, attr);
  if (v === undefined || v === null) return [];
  return Array.isArray(v) ? v : [v];
}

function evalFilter(node: FilterNode, record: SearchRecord): boolean {
  switch (node.kind) {
    case 'and':
      return node.items.every((n) => evalFilter(n, record));
    case 'or':
      return node.items.some((n) => evalFilter(n, record));
    case 'not':
      return !evalFilter(node.item, record);
    case 'facet': {
      const want = node.value.toLowerCase();
      const hit = facetValues(record, node.attr).some((v) => String(v).toLowerCase() === want);
      return node.negate ? !hit : hit;
    }
    case 'num':
      return facetValues(record, node.attr).some((v) => {
        const x = Number(v);
        if (Number.isNaN(x)) return false;
        switch (node.op) {
          case '<': return x < node.value;
          case '<=': return x <= node.value;
          case '=': return x === node.value;
          case '!=': return x !== node.value;
          case '>=': return x >= node.value;
          default: return x > node.value;
        }
      });
    case 'range':
      return facetValues(record, node.attr).some((v) => Number(v) >= node.lo && Number(v) <= node.hi);
  }
}

/** "attr:value", "attr:-value" (negated), "attr:\-value" (literal dash). */
function parseFacetFilter(s: string): FilterNode {
  const colon = s.indexOf(':');
  if (colon <= 0) throw new Error(`Invalid facetFilters value "${s}": expected "attribute:value"`);
  const attr = s.slice(0, colon).trim().replace(/^"(.*)"$/, '$1');
  let value = s.slice(colon + 1).trim();
  let negate = false;
  if (value.startsWith('-')) {
    negate = true;
    value = value.slice(1);
  } else if (value.startsWith('\\-')) value = value.slice(1);
  value = value.replace(/^"(.*)"$/, '$1');
  return {kind: 'facet', attr, value, negate};
}

function facetFiltersNode(ff: unknown): FilterNode | null {
  if (ff === undefined || ff === null || ff === '') return null;
  const outer = typeof ff === 'string' ? [ff] : Array.isArray(ff) ? ff : null;
  if (!outer) throw new Error('Invalid facetFilters: expected an array');
  const items: FilterNode[] = outer.map((entry: unknown) => {
    if (typeof entry === 'string') return parseFacetFilter(entry);
    if (Array.isArray(entry)) {
      return {kind: 'or', items: entry.map((e: unknown) => parseFacetFilter(String(e)))} as FilterNode;
    }
    throw new Error('Invalid facetFilters entry');
  });
  return {kind: 'and', items};
}

/** Parses Algolia's `filters` syntax (facet, numeric and range conditions with NOT/AND/OR/parentheses). */
function parseFilters(src: string): FilterNode | null {
  if (!src.trim()) return null;
  type Tok = {t: 'word' | 'str' | 'op' | '(' | ')'; v: string};
  const toks: Tok[] = [];
  for (let i = 0; i < src.length; ) {
    const ch = src[i];
    if (/\s/.test(ch)) {
      i++;
    } else if (ch === '(' || ch === ')') {
      toks.push({t: ch, v: ch});
      i++;
    } else if (ch === '"' || ch === "'") {
      let v = '';
      i++;
      while (i < src.length && src[i] !== ch) {
        if (src[i] === '\\' && i + 1 < src.length) i++;
        v += src[i++];
      }
      if (i >= src.length) throw new Error('Invalid filters: unterminated string');
      i++;
      toks.push({t: 'str', v});
    } else {
      const op = /^(<=|>=|!=|<|>|=|:)/.exec(src.slice(i));
      if (op) {
        toks.push({t: 'op', v: op[1]});
        i += op[1].length;
        continue;
      }
      let v = '';
      while (i < src.length && !/[\s()"':<>=!]/.test(src[i])) v += src[i++];
      if (!v) throw new Error(`Invalid filters: unexpected "${src[i]}"`);
      toks.push({t: 'word', v});
    }
  }
  let p = 0;
  const peekWord = (w: string) => toks[p]?.t === 'word' && toks[p].v === w;
  const value = (): string => {
    const tok = toks[p++];
    if (!tok || (tok.t !== 'word' && tok.t !== 'str')) throw new Error('Invalid filters: expected a value');
    return tok.v;
  };
  const number = (): number => {
    const x = Number(value());
    if (Number.isNaN(x)) throw new Error('Invalid filters: expected a number');
    return x;
  };
  const primary = (): FilterNode => {
    if (toks[p]?.t === '(') {
      p++;
      const node = or();
      if (toks[p++]?.t !== ')') throw new Error('Invalid filters: missing ")"');
      return node;
    }
    const attr = value();
    const op = toks[p++];
    if (!op || op.t !== 'op') throw new Error('Invalid filters: expected an operator');
    if (op.v !== ':') return {kind: 'num', attr, op: op.v, value: number()};
    const v = value();
    if (peekWord('TO')) {
      p++;
      const lo = Number(v);
      if (Number.isNaN(lo)) throw new Error('Invalid filters: expected a number');
      return {kind: 'range', attr, lo, hi: number()};
    }
    return {kind: 'facet', attr, value: v, negate: false};
  };
  const not = (): FilterNode => {
    if (peekWord('NOT')) {
      p++;
      return {kind: 'not', item: not()};
    }
    return primary();
  };
  const and = (): FilterNode => {
    const items = [not()];
    while (peekWord('AND')) {
      p++;
      items.push(not());
    }
    return items.length === 1 ? items[0] : {kind: 'and', items};
  };
  const or = (): FilterNode => {
    const items = [and()];
    while (peekWord('OR')) {
      p++;
      items.push(and());
    }
    return items.length === 1 ? items[0] : {kind: 'or', items};
  };
  const node = or();
  if (p < toks.length) throw new Error(`Invalid filters: unexpected "${toks[p].v}"`);
  return node;
}

/** Records passing facetFilters AND filters (1 = pass), or null when there are none; cached. */
function filterMask(index: SearchIndex, params: SearchParams): Uint8Array | null {
  const ff = params.facetFilters;
  const fs = typeof params.filters === 'string' ? params.filters : '';
  if ((ff === undefined || ff === null || (Array.isArray(ff) && ff.length === 0) || ff === '') && !fs.trim()) return null;
  const key = JSON.stringify([ff ?? null, fs]);
  const cached = index.filterCache.get(key);
  if (cached) return cached;
  const nodes = [facetFiltersNode(ff), parseFilters(fs)].filter((n): n is FilterNode => n !== null);
  const mask = new Uint8Array(index.records.length);
  index.records.forEach((rec, r) => {
    mask[r] = nodes.every((n) => evalFilter(n, rec)) ? 1 : 0;
  });
  if (index.filterCache.size >= 100) index.filterCache.clear();
  index.filterCache.set(key, mask);
  return mask;
}

// ---------------------------------------------------------------------------
// Ranking
// ---------------------------------------------------------------------------

/**
 * The ranking order, packed into one number: lower ranks first. Each criterion
 * gets a fixed bit field, most significant first, so comparing keys compares
 * the criteria one after the other:
 *
 *   | # | criterion (better first)                     | bits | field value                      |
 *   |---|----------------------------------------------|------|----------------------------------|
 *   | 1 | more query words matched (fallback mode)     |  5   | MAX_QUERY_WORDS - words          |
 *   | 2 | fewer typos                                  |  6   | typos (≤ 2 per word)             |
 *   | 3 | proximity: words close together, in order    |  7   | sum of pair distances (≤ 8 × 15) |
 *   | 4 | attribute: lvl1 > lvl2 > lvl3-6 > content > lvl0 | 9 | 511 - sum of FIELD_WEIGHT (≤ 16 × 16) |
 *   | 5 | more words matched exactly (not by prefix)   |  5   | 31 - exact                       |
 *   | 6 | record type: lvl1 … lvl6, content            |  3   | TYPE_RANK (1 … 7)                |
 *   | 7 | shorter own text (content or own heading)    | 16   | min(length, 65535)               |
 *   | 8 | original record order (ties)                 |  -   | the sort's tie-break in `rank`   |
 *
 * 51 bits in all: exact in a double. Proximity before attribute is Algolia's order too.
 */
function rankKey(
  index: SearchIndex,
  record: number,
  words: number,
  typos: number,
  attribute: number,
  exact: number,
  proximity: number,
): number {
  let key = MAX_QUERY_WORDS - words; // 1
  key = key * 64 + typos; // 2
  key = key * 128 + proximity; // 3
  key = key * 512 + (511 - attribute); // 4
  key = key * 32 + (31 - exact); // 5
  key = key * 8 + index.typeRank[record]; // 6
  return key * 65536 + Math.min(index.ownLength[record], 65535); // 7
}

/** Distance from word position `a` to a following word at `b`; reversed order costs 1 more. Never below 1. */
function wordDistance(a: number, b: number): number {
  return b >= a ? Math.max(1, b - a) : a - b + 1;
}

function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** Numbers of the matching records, best first (before the per-URL limit). */
function rank(index: SearchIndex, words: QueryWord[], cands: WordCandidates[], filter: Uint8Array | null): Int32Array {
  const nRec = index.records.length;
  const W = words.length;
  const full = (1 << W) - 1; // W ≤ MAX_QUERY_WORDS

  // 1. Which words each record contains, from the postings.
  const mask = new Uint32Array(nRec);
  for (let w = 0; w < W; w++) {
    const bit = 1 << w;
    for (const m of cands[w].list) {
      for (const r of index.postings[m.term]) mask[r] |= bit;
    }
  }
  // 2. Every word must match (AND); if no record has them all, fall back to
  //    records matching any word, ranked by how many they match (Algolia's
  //    removeWordsIfNoResults: 'allOptional').
  const passing: number[] = [];
  let anyFull = false;
  for (let r = 0; r < nRec; r++) {
    if (mask[r] === 0 || (filter && !filter[r])) continue;
    passing.push(r);
    if (mask[r] === full) anyFull = true;
  }
  const selected = anyFull ? passing.filter((r) => mask[r] === full) : passing;

  // 3. Per-query term → matching words table (typed array for a fast scan).
  const slotLists: number[][] = [];
  const touched: number[] = [];
  for (let w = 0; w < W; w++) {
    for (const m of cands[w].list) {
      let s = index.termSlot[m.term];
      if (s < 0) {
        s = slotLists.length;
        slotLists.push([]);
        index.termSlot[m.term] = s;
        touched.push(m.term);
      }
      // Packed: word index, typos (0..2), exact flag.
      slotLists[s].push((w << 3) | (m.typos << 1) | (m.exact ? 1 : 0));
    }
  }

  const keys = new Float64Array(selected.length);
  try {
    const bestTypos = new Int32Array(W);
    const bestWeight = new Int32Array(W);
    const bestExact = new Uint8Array(W);
    const lastPos = new Int32Array(W);
    const pairDist = new Int32Array(Math.max(W - 1, 0));
    const NONE = -1e9;
    for (let c = 0; c < selected.length; c++) {
      const r = selected[c];
      bestTypos.fill(99);
      bestWeight.fill(0);
      bestExact.fill(0);
      pairDist.fill(MAX_PROXIMITY);
      let field = -1;
      for (let t = index.tokStart[r], end = index.tokStart[r + 1]; t < end; t++) {
        const s = index.termSlot[index.tokTerm[t]];
        if (s < 0) continue;
        const f = index.tokField[t];
        if (f !== field) {
          field = f;
          lastPos.fill(NONE);
        }
        const p = index.tokPos[t];
        const weight = FIELD_WEIGHT[f];
        for (const code of slotLists[s]) {
          const w = code >>> 3;
          const typos = (code >>> 1) & 3;
          // Per word, keep its best match: fewest typos, then best attribute,
          // then exact rather than prefix. Exactness only counts in that best
          // attribute, so a section heading matched by prefix ("Rate limits"
          // for "rate limit") is not outranked by the content records of its
          // section that happen to contain the exact word in their body.
          if (typos < bestTypos[w] || (typos === bestTypos[w] && weight > bestWeight[w])) {
            bestTypos[w] = typos;
            bestWeight[w] = weight;
            bestExact[w] = code & 1;
          } else if (typos === bestTypos[w] && weight === bestWeight[w]) {
            bestExact[w] |= code & 1;
          }
          // Proximity of consecutive query words within one attribute:
          // distance in words, +1 when they come in the reverse order.
          if (w > 0 && lastPos[w - 1] !== NONE) {
            const d = wordDistance(lastPos[w - 1], p);
            if (d < pairDist[w - 1]) pairDist[w - 1] = d;
          }
          if (w + 1 < W && lastPos[w + 1] !== NONE) {
            const d = wordDistance(p, lastPos[w + 1]);
            if (d < pairDist[w]) pairDist[w] = d;
          }
          lastPos[w] = p;
        }
      }
      let typos = 0;
      let attribute = 0;
      let exact = 0;
      let proximity = 0;
      for (let w = 0; w < W; w++) {
        if (bestTypos[w] === 99) continue;
        typos += bestTypos[w];
        attribute += bestWeight[w];
        exact += bestExact[w];
        if (w + 1 < W && bestTypos[w + 1] !== 99) proximity += pairDist[w];
      }
      keys[c] = rankKey(index, r, popcount(mask[r]), typos, attribute, exact, proximity);
    }
  } finally {
    for (const term of touched) index.termSlot[term] = -1;
  }
  const order = new Int32Array(selected.length);
  for (let c = 0; c < order.length; c++) order[c] = c;
  // Ties fall back to the candidate index, i.e. the original record order.
  order.sort((a, b) => keys[a] - keys[b] || a - b);
  for (let c = 0; c < order.length; c++) order[c] = selected[order[c]];
  return order;
}

// ---------------------------------------------------------------------------
// Highlighting and snippets
// ---------------------------------------------------------------------------

interface MatchContext {
  index: SearchIndex;
  words: QueryWord[];
  cands: WordCandidates[];
  pre: string;
  post: string;
  ellipsis: string;
  /** Per query: text → analysis (hits share their page's headings; highlight and snippet share work). */
  analyses: Map<string, Analysis>;
}

interface Analysis {
  text: string;
  /** Top-level words: original range and whether a query word matched inside. */
  tops: Array<{start: number; end: number; matched: boolean}>;
  /** Merged original ranges to highlight. */
  spans: Array<[number, number]>;
  /** Indexes of the query words found. */
  matched: Set<number>;
}

const ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'};

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

function analyse(ctx: MatchContext, text: string): Analysis {
  const cached = ctx.analyses.get(text);
  if (cached) return cached;
  const {nt, tokens} = tokenize(text);
  const tops: Analysis['tops'] = [];
  const raw: Array<[number, number]> = [];
  const matched = new Set<number>();
  for (const tok of tokens) {
    if (tok.level === TOP) tops.push({start: startOf(nt, tok.a), end: endOf(nt, tok.b - 1), matched: false});
    const termId = ctx.index.termIds.get(tok.text);
    for (let w = 0; w < ctx.words.length; w++) {
      const m = termId !== undefined ? ctx.cands[w].byTerm.get(termId) : matchTerm(ctx.words[w], tok.text);
      if (!m) continue;
      matched.add(w);
      tops[tops.length - 1].matched = true;
      // A prefix match highlights only the typed part: <mark>finan</mark>cial.
      const len = Math.min(Math.max(m.len, 1), tok.b - tok.a);
      raw.push([startOf(nt, tok.a), endOf(nt, tok.a + len - 1)]);
    }
  }
  raw.sort((x, y) => x[0] - y[0] || y[1] - x[1]);
  const spans: Array<[number, number]> = [];
  for (const s of raw) {
    const last = spans[spans.length - 1];
    if (last && s[0] <= last[1]) last[1] = Math.max(last[1], s[1]);
    else spans.push([s[0], s[1]]);
  }
  const an = {text, tops, spans, matched};
  ctx.analyses.set(text, an);
  return an;
}

/** Escaped text[from, to) with the spans wrapped in the highlight tags. */
function render(ctx: MatchContext, an: Analysis, from: number, to: number): string {
  let out = '';
  let at = from;
  for (const [s0, s1] of an.spans) {
    const s = Math.max(s0, from);
    const e = Math.min(s1, to);
    if (e <= s) continue;
    out += escapeHtml(an.text.slice(at, s)) + ctx.pre + escapeHtml(an.text.slice(s, e)) + ctx.post;
    at = e;
  }
  return out + escapeHtml(an.text.slice(at, to));
}

function matchLevel(ctx: MatchContext, an: Analysis): MatchLevel {
  if (an.matched.size === 0) return 'none';
  return an.matched.size === ctx.words.length ? 'full' : 'partial';
}

function highlight(ctx: MatchContext, text: string): HighlightResult {
  const an = analyse(ctx, text);
  return {
    value: render(ctx, an, 0, text.length),
    matchLevel: matchLevel(ctx, an),
    matchedWords: ctx.words.filter((_, w) => an.matched.has(w)).map((w) => w.text),
  };
}

/**
 * At most `size` words: the window with the most matched words, starting a
 * little before its first match (a third of the window), or the first words
 * when nothing matched. A cut start/end gets the ellipsis text.
 */
function snippet(ctx: MatchContext, text: string, size: number): SnippetResult {
  const an = analyse(ctx, text);
  const n = an.tops.length;
  const level = matchLevel(ctx, an);
  if (n <= size) return {value: render(ctx, an, 0, text.length), matchLevel: level};
  const lead = Math.floor((size - 1) / 3);
  let bestStart = 0;
  let bestCount = -1;
  const prefixCount = new Int32Array(n + 1);
  for (let i = 0; i < n; i++) prefixCount[i + 1] = prefixCount[i] + (an.tops[i].matched ? 1 : 0);
  for (let i = 0; i < n; i++) {
    if (!an.tops[i].matched) continue;
    const start = Math.max(0, Math.min(i - lead, n - size));
    const count = prefixCount[start + size] - prefixCount[start];
    if (count > bestCount) {
      bestCount = count;
      bestStart = start;
    }
  }
  const endWord = bestStart + size; // exclusive
  const from = bestStart === 0 ? 0 : an.tops[bestStart].start;
  const to = endWord >= n ? text.length : an.tops[endWord - 1].end;
  const value =
    (bestStart > 0 ? `${ctx.ellipsis} ` : '') + render(ctx, an, from, to) + (endWord < n ? ` ${ctx.ellipsis}` : '');
  return {value, matchLevel: level};
}

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

/** attributesToRetrieve: '*' (default), '-attr' exclusions, and dotted paths. */
function retrieve(record: SearchRecord, attrs: string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const all = attrs.includes('*');
  const excluded = attrs.filter((a) => a.startsWith('-')).map((a) => a.slice(1));
  if (all) {
    for (const [k, v] of Object.entries(record)) if (!excluded.includes(k)) out[k] = clone(v);
  } else {
    for (const path of attrs) {
      const v = getPath(record, path);
      if (v !== undefined) setPath(out, path, clone(v));
    }
  }
  for (const path of excluded) {
    if (!path.includes('.')) continue;
    const keys = path.split('.');
    const parent = getPath(out, keys.slice(0, -1).join('.'));
    if (parent && typeof parent === 'object') delete (parent as Record<string, unknown>)[keys[keys.length - 1]];
  }
  out.objectID = record.objectID;
  return out;
}

// ---------------------------------------------------------------------------
// Request handling
// ---------------------------------------------------------------------------

/** URL-encoded params: arrays/objects/numbers/booleans arrive JSON-encoded. */
function decodeParamString(s: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const pair of s.replace(/^\?/, '').split('&')) {
    if (!pair) continue;
    const eq = pair.indexOf('=');
    const decode = (x: string) => {
      try {
        return decodeURIComponent(x.replace(/\+/g, ' '));
      } catch {
        return x;
      }
    };
    const key = decode(eq < 0 ? pair : pair.slice(0, eq));
    const raw = eq < 0 ? '' : decode(pair.slice(eq + 1));
    let value: unknown = raw;
    if (key !== 'query' && key !== 'filters' && /^(\[|\{|true$|false$|null$|-?\d+(\.\d+)?$)/.test(raw)) {
      try {
        value = JSON.parse(raw);
      } catch {
        value = raw;
      }
    }
    out[key] = value;
  }
  return out;
}

function normaliseRequest(request: SearchRequest): {indexName: string; params: SearchParams} {
  const {indexName, params, type: _type, ...rest} = (request ?? {}) as SearchRequest;
  const merged: SearchParams = {...rest};
  if (typeof params === 'string') Object.assign(merged, decodeParamString(params));
  else if (params && typeof params === 'object') Object.assign(merged, params);
  return {indexName: typeof indexName === 'string' ? indexName : '', params: merged};
}

function toList(v: unknown): string[] | undefined {
  if (v === undefined || v === null) return undefined;
  if (Array.isArray(v)) return v.map(String);
  if (typeof v === 'string') {
    const s = v.trim();
    if (s.startsWith('[')) {
      try {
        const parsed: unknown = JSON.parse(s);
        if (Array.isArray(parsed)) return parsed.map(String);
      } catch {
        /* fall through */
      }
    }
    return s ? s.split(',').map((x) => x.trim()) : [];
  }
  return undefined;
}

function toInt(v: unknown, fallback: number, min: number, max: number): number {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  if (!Number.isFinite(n)) return fallback;
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

function encodeParams(params: SearchParams): string {
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

function facetCounts(index: SearchIndex, recordNumbers: number[], facets: string[]): Record<string, Record<string, number>> {
  let attrs = facets;
  if (attrs.includes('*')) {
    const keys = new Set<string>();
    for (const rec of index.records.slice(0, 50)) {
      for (const [k, v] of Object.entries(rec)) {
        if (k !== 'objectID' && k !== 'url' && k !== 'content' && (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean')) keys.add(k);
      }
    }
    attrs = [...keys];
  }
  const out: Record<string, Record<string, number>> = {};
  for (const attr of attrs) {
    const counts: Record<string, number> = {};
    for (const r of recordNumbers) {
      for (const v of new Set(facetValues(index.records[r], attr).map(String))) counts[v] = (counts[v] ?? 0) + 1;
    }
    out[attr] = counts;
  }
  return out;
}

/** Answers one Algolia search request. Throws on invalid filters, like Algolia's HTTP 400. */
export function searchIndex(index: SearchIndex, request: SearchRequest): SearchResponse {
  const started = now();
  const {indexName, params} = normaliseRequest(request);
  const query = typeof params.query === 'string' ? params.query : params.query == null ? '' : String(params.query);
  const hitsPerPage = toInt(params.hitsPerPage, DEFAULT_HITS_PER_PAGE, 0, MAX_HITS_PER_PAGE);
  const page = toInt(params.page, 0, 0, Number.MAX_SAFE_INTEGER);
  const clickAnalytics = params.clickAnalytics === true || params.clickAnalytics === 'true';
  const noDistinct = params.distinct === false || params.distinct === 0 || params.distinct === 'false' || params.distinct === '0';
  const filter = filterMask(index, params);

  const words = query.trim() ? parseQuery(index, query) : [];
  const cands = words.map((w) => candidatesFor(index, w));
  const ranked = words.length > 0 ? rank(index, words, cands, filter) : new Int32Array(0);

  // Distinct-ish: keep the best MAX_HITS_PER_URL records of each URL.
  let kept = ranked;
  if (!noDistinct) {
    const perUrl = new Uint16Array(index.urlCount);
    kept = ranked.filter((r) => perUrl[index.urlId[r]]++ < MAX_HITS_PER_URL);
  }

  const ctx: MatchContext = {
    index,
    words,
    cands,
    pre: typeof params.highlightPreTag === 'string' ? params.highlightPreTag : '<mark>',
    post: typeof params.highlightPostTag === 'string' ? params.highlightPostTag : '</mark>',
    ellipsis: typeof params.snippetEllipsisText === 'string' ? params.snippetEllipsisText : '…',
    analyses: new Map(),
  };
  const toRetrieve = toList(params.attributesToRetrieve) ?? ['*'];
  let toHighlight = toList(params.attributesToHighlight) ?? [...FIELD_PATHS];
  if (toHighlight.includes('*')) toHighlight = [...FIELD_PATHS];
  let toSnippet = (toList(params.attributesToSnippet) ?? DEFAULT_SNIPPET).map((spec) => {
    const colon = spec.lastIndexOf(':');
    const size = colon > 0 ? Number(spec.slice(colon + 1)) : NaN;
    return Number.isFinite(size) && size > 0
      ? {attr: spec.slice(0, colon), size: Math.floor(size)}
      : {attr: colon > 0 ? spec.slice(0, colon) : spec, size: DEFAULT_SNIPPET_WORDS};
  });
  const star = toSnippet.find((s) => s.attr === '*');
  if (star) toSnippet = FIELD_PATHS.map((attr) => ({attr, size: star.size}));

  const pageItems = kept.slice(page * hitsPerPage, page * hitsPerPage + hitsPerPage);
  const hits: SearchHit[] = Array.from(pageItems, (r) => {
    const record = index.records[r];
    const hit = retrieve(record, toRetrieve) as SearchHit;
    const hl: Record<string, unknown> = {};
    for (const path of toHighlight) {
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
    index: indexName,
    exhaustiveNbHits: true,
  };
  const facets = toList(params.facets);
  if (facets && facets.length > 0) {
    response.facets = facetCounts(index, Array.from(kept), facets);
    response.exhaustiveFacetsCount = true;
  }
  if (clickAnalytics) response.queryID = randomQueryID();
  return response;
}

// ---------------------------------------------------------------------------
// Client
// ---------------------------------------------------------------------------

/**
 * A search client for DocSearch / algoliasearch-helper backed by this engine.
 * `loadRecords` is called once, on the first search; the records are indexed
 * once. `search` accepts `{requests}` (algoliasearch v5) or a bare array of
 * requests (v4 and algoliasearch-helper).
 */
export function createLocalSearchClient(loadRecords: () => Promise<SearchRecord[]>): LiteClient {
  let indexPromise: Promise<SearchIndex> | null = null;
  const getIndex = (): Promise<SearchIndex> => {
    if (!indexPromise) {
      const p = Promise.resolve()
        .then(loadRecords)
        .then((records) => createIndex(records));
      indexPromise = p;
      // A failed load is retried on the next search.
      p.catch(() => {
        if (indexPromise === p) indexPromise = null;
      });
    }
    return indexPromise;
  };
  const search = async (arg: {requests: SearchRequest[]} | SearchRequest[]): Promise<MultiSearchResponse> => {
    const requests: SearchRequest[] = Array.isArray(arg) ? arg : Array.isArray(arg?.requests) ? arg.requests : [];
    const index = await getIndex();
    return {results: requests.map((request) => searchIndex(index, request))};
  };
  return {
    appId: 'local',
    transporter: {},
    search,
    searchForHits: search,
    clearCache: async () => {
      if (!indexPromise) return;
      const index = await indexPromise.catch(() => null);
      index?.wordCache.clear();
      index?.filterCache.clear();
    },
    addAlgoliaAgent() {},
  };
}
