/**
 * English word forms: a word and its other forms ("directors", "director"; "investing",
 * "investment") share a stem, the Porter2 (Snowball English) stemmer's (`porter2` on npm).
 * Only plain words of three letters or more are folded: identifiers and codes
 * (company_number, SC123456, 10832), words with other letters or digits, and stop words are
 * left as they are. build.ts groups the vocabulary by stem; query.ts adds a query word's
 * group to its matches, as folded (not exact) matches that rank below exact ones.
 */
import {stem} from 'porter2';
import {STOP_WORDS} from './tokenize';

const PLAIN_WORD = /^[a-z]{3,}$/;

/** The stem shared by a word's forms, or null for a word that is not folded. */
export function foldOf(word: string): string | null {
  if (!PLAIN_WORD.test(word) || STOP_WORDS.has(word)) return null;
  return stem(word);
}

/** Stem → the vocabulary's term ids of that stem (only stems that some term has). */
export function groupByStem(terms: readonly string[]): Map<string, number[]> {
  const groups = new Map<string, number[]>();
  terms.forEach((term, id) => {
    const s = foldOf(term);
    if (s === null) return;
    const group = groups.get(s);
    if (group) group.push(id);
    else groups.set(s, [id]);
  });
  return groups;
}
