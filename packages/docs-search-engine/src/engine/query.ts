/** The query: its words, and the vocabulary terms each word matches. */
import type {SearchIndex, TermMatch, WordCandidates} from './indexShape';
import {QUESTION_WORDS, STOP_WORDS, TOP, hasLetter, tokenize} from './tokenize';
import {typoDistance, typoRows, type TypoRows} from './typo';
import {foldOf} from './forms';

/** Query words beyond this are ignored (the ranking uses one bit per word). */
export const MAX_QUERY_WORDS = 16;

/**
 * Words that give a question its shape more than its subject ("how many requests can I make",
 * "what happens when I hit the limit"), in any of their forms: in a question, beside other
 * words, they are optional, and a record that has them only wins a tie (rank.ts).
 */
export const LIGHT_WORDS = [
  'many', 'much', 'happen', 'work', 'make', 'need', 'want', 'mean', 'see', 'find', 'show', 'give', 'tell',
  'know', 'help', 'way', 'able', 'possible', 'go', 'look', 'try', 'get', 'use', 'hit',
];
const LIGHT = new Set(LIGHT_WORDS.map((w) => foldOf(w) ?? w));

export interface QueryWord {
  text: string;
  /** The last word of the query: also matches as a prefix. */
  prefix: boolean;
  /** Typos allowed: 0 below 4 characters or without letters, 1 for 4–7, 2 for 8+. */
  maxTypos: number;
  /** Scratch rows for typoDistance, this word's own (null without typo tolerance). */
  rows: TypoRows | null;
  /** The stem its other forms share (forms.ts); null for identifiers, codes and stop words. */
  stem: string | null;
  /** A light word beside others in a question (LIGHT_WORDS): a record need not have it. */
  optional: boolean;
  /**
   * The query is a question (it starts with a question word, or ends with "?"): records that
   * lack one of its words are kept, after those that have them all (rank.ts).
   */
  question: boolean;
}

function queryWord(text: string, prefix: boolean): QueryWord {
  const maxTypos = maxTyposFor(text);
  return {text, prefix, maxTypos, rows: maxTypos > 0 ? typoRows(text.length) : null, stem: foldOf(text), optional: false, question: false};
}

/** Shortest stem whose other stems within a typo count as its forms (candidatesFor). */
const MIN_STEM_TYPO = 5;

function maxTyposFor(word: string): number {
  // Never typos on numbers (62020 must not find 62030) nor on short words.
  if (!hasLetter(word)) return 0;
  if (word.length >= 8) return 2;
  if (word.length >= 4) return 1;
  return 0;
}

/**
 * Whether `term` matches the query word: exactly, as a prefix (last word
 * only), or within the word's typo budget (its other forms: candidatesFor, textMatch).
 */
function matchTerm(word: QueryWord, term: string): Omit<TermMatch, 'term'> | null {
  if (term === word.text) return {typos: 0, exact: true, folded: false, len: term.length};
  if (word.prefix && term.startsWith(word.text)) return {typos: 0, exact: false, folded: false, len: word.text.length};
  if (word.rows && !STOP_WORDS.has(term) && hasLetter(term)) {
    const k = word.maxTypos;
    const tooShort = term.length < word.text.length - k;
    const tooLong = !word.prefix && term.length > word.text.length + k;
    if (!tooShort && !tooLong) {
      const d = typoDistance(word.text, term, k, word.prefix, word.rows);
      // A misspelt word is highlighted whole, even when it matched as a prefix.
      if (d >= 0) return {typos: d, exact: false, folded: false, len: term.length};
    }
  }
  return null;
}

/** The same rules as the vocabulary scan, for highlighting a word that is not in the index. */
export function textMatch(word: QueryWord, term: string): Omit<TermMatch, 'term'> | null {
  if (word.stem !== null && term !== word.text && foldOf(term) === word.stem) return {typos: 0, exact: false, folded: true, len: term.length};
  return matchTerm(word, term);
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
export function candidatesFor(index: SearchIndex, word: QueryWord): WordCandidates {
  const key = `${word.prefix ? 'p' : 'x'}${word.text}`;
  const cached = index.wordCache.get(key);
  if (cached) return cached;
  const list: TermMatch[] = [];
  const byTerm = new Map<number, TermMatch>();
  const add = (m: TermMatch) => {
    list.push(m);
    byTerm.set(m.term, m);
  };
  /** The other forms of a matched term, with its typos: "directers" finds "director" through "directors". */
  const addForms = (stem: string | null, typos: number) => {
    for (const id of (stem !== null && index.stemGroups.get(stem)) || []) {
      if (!byTerm.has(id)) add({term: id, typos, exact: false, folded: true, len: index.terms[id].length});
    }
  };
  const exact = index.termIds.get(word.text);
  if (exact !== undefined) add({term: exact, typos: 0, exact: true, folded: false, len: word.text.length});
  if (word.prefix) {
    const ids = index.sortedTermIds;
    for (let i = lowerBound(index, word.text); i < ids.length && index.terms[ids[i]].startsWith(word.text); i++) {
      if (ids[i] !== exact) add({term: ids[i], typos: 0, exact: false, folded: false, len: word.text.length});
    }
  }
  addForms(word.stem, 0);
  if (word.maxTypos > 0) {
    const misspelt: TermMatch[] = [];
    for (const id of index.typoTargets) {
      if (byTerm.has(id)) continue;
      const m = matchTerm(word, index.terms[id]);
      if (m) {
        add({term: id, ...m});
        if (m.typos > 0) misspelt.push(byTerm.get(id)!);
      }
    }
    // A misspelt word's forms ("directers": "directors", "director"), and the forms whose stem
    // begins as the word's and is within its typo budget ("competitors": "competitive",
    // "competition"), for stems of MIN_STEM_TYPO letters or more (a typo in "gear" is "year").
    for (const m of misspelt) addForms(foldOf(index.terms[m.term]), m.typos);
    const stem = word.stem;
    const k = stem === null || stem.length < MIN_STEM_TYPO ? 0 : Math.min(word.maxTypos, maxTyposFor(stem));
    if (k > 0) {
      const rows = typoRows(stem!.length);
      const start = stem!.slice(0, MIN_STEM_TYPO - 2);
      for (const other of index.stemGroups.keys()) {
        if (!other.startsWith(start) || Math.abs(other.length - stem!.length) > k) continue;
        const d = typoDistance(stem!, other, k, false, rows);
        if (d > 0) addForms(other, d);
      }
    }
  }
  const result = {list, byTerm};
  if (index.wordCache.size >= 2000) index.wordCache.clear();
  index.wordCache.set(key, result);
  return result;
}

/**
 * Turns the query into the words that must match, then the optional ones.
 * - Stop words are dropped unless the query has nothing else.
 * - In a question, light words (LIGHT_WORDS) beside others are optional, and come last.
 * - A question (QUESTION_WORDS) keeps records that lack one of its words.
 * - The last word typed matches as a prefix, unless the query ends with a space.
 * - An identifier the vocabulary does not know at all (not even by prefix or
 *   typo) is split into its parts, so "date-of-creation" still finds
 *   "date_of_creation" and "-32602" finds "32602".
 */
export function parseQuery(index: SearchIndex, query: string): QueryWord[] {
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
    words.push(queryWord(text, prefix));
  };
  for (const tok of kept) {
    const prefix = tok === lastToken && !endsWithSpace;
    if (tok.parts) {
      const whole = queryWord(tok.text, prefix);
      if (candidatesFor(index, whole).list.length === 0) {
        tok.parts.forEach((p, j) => push(p, prefix && j === tok.parts!.length - 1));
        continue;
      }
    }
    push(tok.text, prefix);
  }
  const question = QUESTION_WORDS.has(tops[0].text) || /\?\s*$/.test(query);
  for (const w of words) {
    w.optional = question && LIGHT.has(w.stem ?? w.text);
    w.question = question;
  }
  if (words.every((w) => w.optional)) for (const w of words) w.optional = false;
  return [...words.filter((w) => !w.optional), ...words.filter((w) => w.optional)];
}
