/** What the plugin (Node) hands its browser code; the records themselves are docs-search-engine's SearchRecord. */

/** The plugin's name, under which the browser finds its global data. */
export const PLUGIN_NAME = 'companylens-search';

/** What the plugin hands the browser code through Docusaurus's global data. */
export interface SearchGlobalData {
  mode: 'local' | 'algolia';
  indexName: string;
  appId?: string;
  apiKey?: string;
  hosts?: string[];
  /** The local index: the built file, or the one the development server rebuilds. */
  indexUrl: string;
  externalUrlRegex?: string;
  missingResultsUrl: string;
}
