/** Highlighting and snippets: the matched words of a text wrapped in the highlight tags, HTML-escaped. */
import type {SearchIndex} from './indexShape';
import type {WordCandidates} from './indexShape';
import {textMatch, type QueryWord} from './query';
import {TOP, endOf, startOf, tokenize} from './tokenize';
import type {HighlightResult, MatchLevel, SnippetResult} from './types';

export interface MatchContext {
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
      const m = termId !== undefined ? ctx.cands[w].byTerm.get(termId) : textMatch(ctx.words[w], tok.text);
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

export function highlight(ctx: MatchContext, text: string): HighlightResult {
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
export function snippet(ctx: MatchContext, text: string, size: number): SnippetResult {
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

