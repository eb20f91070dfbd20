import type {LiteClient} from 'docs-search-engine';

/** What the modal and the /search page need from a search backend. */
export interface SearchBackend {
  mode: 'local' | 'algolia';
  engine?: string;
  /** Credentials DocSearch requires; the local client accepts placeholders. */
  appId: string;
  apiKey: string;
  indexName: string;
  /** A client speaking Algolia's search API (DocSearch's `transformSearchClient` returns it). */
  client: Pick<LiteClient, 'search'>;
  /** Start loading whatever the first query needs. */
  preload: () => void;
}
