/**
 * Local backend: the index the build wrote or, under `npm start`, the one the
 * dev server rebuilds from Markdown (the plugin's global data names it).
 * Fetched once, on the first sign the reader wants to search.
 */
import {createLocalSearchClient, unpackIndex, type SearchRecord} from 'docs-search-engine';
import {SEARCH_SYNONYMS} from 'companylens-docs-contract';
import type {SearchBackend} from './types';
import type {SearchGlobalData} from '../../shared/types';
import './local.css';

export function createBackend(data: SearchGlobalData): SearchBackend {
  let records: Promise<SearchRecord[]> | undefined;
  const load = () => {
    records ??= (async () => {
      const url = data.indexUrl;
      let response: Response;
      try {
        response = await fetch(url);
      } catch (cause) {
        records = undefined;
        throw Object.assign(new Error(`Could not load the search index from ${url}`, {cause}), {name: 'RetryError'});
      }
      if (!response.ok) {
        records = undefined;
        throw Object.assign(new Error(`Search index ${url} answered HTTP ${response.status}`), {name: 'RetryError'});
      }
      return unpackIndex(await response.json());
    })();
    return records;
  };
  return {
    mode: 'local',
    // marks this client in the bundle, so tests can prove a hosted build does not ship it
    engine: 'companylens-local-search-engine',
    appId: 'local',
    apiKey: 'local',
    indexName: data.indexName,
    client: createLocalSearchClient(load, SEARCH_SYNONYMS),
    preload: () => {
      load().catch(() => {});
    },
  };
}
