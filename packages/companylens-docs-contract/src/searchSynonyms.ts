/**
 * The site's one-way search synonyms, from their one data file
 * (search-synonyms.json beside this package's src/: `{"input phrase": ["phrase it also finds"]}`).
 * The local index (browser and `search_docs`) applies them as the engine's
 * synonyms; `npm run search:push` sends them as the hosted index's.
 */
import type {Synonyms} from 'docs-search-engine';
import data from '../search-synonyms.json';

export const SEARCH_SYNONYMS: Synonyms = data;

/** The same rules in Algolia's synonyms format, one `onewaysynonym` per input. */
export function algoliaSynonyms(synonyms: Synonyms = SEARCH_SYNONYMS) {
  return Object.entries(synonyms).map(([input, alternatives]) => ({
    objectID: `oneway-${input.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
    type: 'onewaysynonym' as const,
    input,
    synonyms: [...alternatives],
  }));
}
