/**
 * One-way synonyms, as Algolia's `oneWaySynonym`: a query that holds the
 * input phrase (whole words, in order) also searches for each alternative in
 * its place; a query for an alternative does not search for the input.
 */
import {TOP, tokenize} from './tokenize';

/** Input phrase → the phrases it also searches for. */
export type Synonyms = Readonly<Record<string, readonly string[]>>;

export interface SynonymRule {
  /** The input's words, normalised as a query's, joined by single spaces. */
  input: string;
  alternatives: readonly string[];
}

/** A text's top-level words as the engine normalises them. */
const words = (text: string) =>
  tokenize(text)
    .tokens.filter((t) => t.level === TOP)
    .map((t) => t.text);

export function synonymRules(synonyms: Synonyms): SynonymRule[] {
  return Object.entries(synonyms)
    .map(([input, alternatives]) => ({input: words(input).join(' '), alternatives: alternatives.map((a) => words(a).join(' ')).filter(Boolean)}))
    .filter((rule) => rule.input && rule.alternatives.length > 0);
}

/** The queries a query also stands for: the input phrase replaced by each alternative. */
export function synonymQueries(index: {synonyms: readonly SynonymRule[]}, query: string): string[] {
  if (index.synonyms.length === 0) return [];
  const text = ` ${words(query).join(' ')} `;
  // keep the trailing space that tells the engine the last word is complete
  const end = /\s$/.test(query) ? ' ' : '';
  const out: string[] = [];
  for (const {input, alternatives} of index.synonyms) {
    if (!text.includes(` ${input} `)) continue;
    for (const alternative of alternatives) out.push(text.replace(` ${input} `, ` ${alternative} `).trim() + end);
  }
  return out;
}
