/** What the modal and the /search page need from a search backend. */
export interface SearchBackend {
  mode: 'local' | 'algolia';
  engine?: string;
  /** Credentials DocSearch requires; the local client accepts placeholders. */
  appId: string;
  apiKey: string;
  indexName: string;
  /** A client speaking Algolia's search API (DocSearch's `transformSearchClient` returns it). */
  client: {search: (arg: any) => Promise<{results: any[]}>};
  /** Start loading whatever the first query needs. */
  preload: () => void;
}

export interface SearchGlobalData {
  mode: 'local' | 'algolia';
  indexName: string;
  appId?: string;
  apiKey?: string;
  hosts?: string[];
  devIndexUrl: string;
  externalUrlRegex?: string;
  missingResultsUrl: string;
}

/**
 * Search result URLs become local paths (so the router handles them and a
 * hosted index crawled on another host still works here), unless they match
 * the configured external-URL pattern.
 */
export function toLocalUrl(url: string, externalUrlRegex?: string): string {
  if (externalUrlRegex && new RegExp(externalUrlRegex).test(url)) return url;
  const parsed = new URL(url, 'http://local.invalid');
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}
