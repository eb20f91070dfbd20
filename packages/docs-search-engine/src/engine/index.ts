/**
 * The local search engine: it answers like Algolia's search API, so the
 * DocSearch v3 modal and the /search page can use it as their search client.
 * One dependency, the porter2 stemmer (forms.ts), and no DOM APIs: it runs in browsers and in Node.
 *
 * Read top-down:
 *   types.ts         records in, requests and responses out
 *   tokenize.ts      text → normalised words (identifiers whole and by parts)
 *   forms.ts         English word forms: a plain word's stem, the vocabulary grouped by stem
 *   typo.ts          bounded typo distance
 *   build.ts         createIndex(records): vocabulary, postings, tokens
 *   query.ts         the query's words (a question's light words optional) and the terms each matches
 *   synonyms.ts      one-way synonyms: a query holding a phrase also searches for its alternatives
 *   facetFilters.ts  the contextual filters
 *   rank.ts          ranking (the table beside primaryKey), then at most 3 hits per URL in adapter.ts
 *   highlight.ts     highlights and snippets
 *   adapter.ts       searchIndex(index, request): one request → one response
 *   client.ts        createLocalSearchClient(load): the client DocSearch is given
 */
export {createIndex} from './build';
export type {SearchIndex} from './indexShape';
export type {Synonyms} from './synonyms';
export {searchIndex} from './adapter';
export {createLocalSearchClient} from './client';
export type * from './types';
