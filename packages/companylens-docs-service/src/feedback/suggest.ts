/**
 * Suggestions for a search that found nothing: for each of its words the
 * index does not hold, the nearest words it does hold (typo distance, as the
 * engine measures it, then how many records have the word).
 */
import {createIndex, STOP_WORDS, tokenize, typoDistance, typoRows, type SearchRecord} from 'docs-search-engine';

/** Nearest words offered per missing word. */
const PER_WORD = 3;

/** The query's plain words (whole words and the parts of identifiers), normalised as the index's are. */
function wordsOf(query: string): string[] {
  const words = tokenize(query).tokens.filter((t) => t.level !== 2 && !t.parts).map((t) => t.text);
  return [...new Set(words)].filter((w) => !STOP_WORDS.has(w));
}

export function createSuggester(records: SearchRecord[]) {
  const index = createIndex(records);
  return function suggest(query: string): string[] {
    const found: string[] = [];
    for (const word of wordsOf(query)) {
      if (index.termIds.has(word)) continue;
      const k = word.length <= 4 ? 1 : 2;
      const rows = typoRows(word.length);
      const near: {term: string; distance: number; records: number}[] = [];
      for (const id of index.typoTargets) {
        const term = index.terms[id];
        if (Math.abs(term.length - word.length) > k) continue;
        const distance = typoDistance(word, term, k, false, rows);
        if (distance >= 0) near.push({term, distance, records: index.postings[id].length});
      }
      near.sort((a, b) => a.distance - b.distance || b.records - a.records || a.term.localeCompare(b.term));
      for (const n of near.slice(0, PER_WORD)) if (!found.includes(n.term)) found.push(n.term);
    }
    return found;
  };
}
