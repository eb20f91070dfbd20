/** createLocalSearchClient: an algoliasearch-lite-like client over this engine, for DocSearch and the /search page. */
import {searchIndex} from './adapter';
import {createIndex} from './build';
import type {SearchIndex} from './indexShape';
import type {Synonyms} from './synonyms';
import type {LiteClient, MultiSearchResponse, SearchRecord, SearchRequest} from './types';

/**
 * `loadRecords` is called once, on the first search; the records are indexed
 * once, with `synonyms`. `search` takes `{requests}`, as algoliasearch v5 and
 * DocSearch 3 send it.
 */
export function createLocalSearchClient(loadRecords: () => Promise<SearchRecord[]>, synonyms: Synonyms = {}): LiteClient {
  let indexPromise: Promise<SearchIndex> | null = null;
  const getIndex = (): Promise<SearchIndex> => {
    if (!indexPromise) {
      const p = Promise.resolve()
        .then(loadRecords)
        .then((records) => createIndex(records, synonyms));
      indexPromise = p;
      // A failed load is retried on the next search.
      p.catch(() => {
        if (indexPromise === p) indexPromise = null;
      });
    }
    return indexPromise;
  };
  const search = async ({requests}: {requests: SearchRequest[]}): Promise<MultiSearchResponse> => {
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
