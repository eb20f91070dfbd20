/** Small DocSearch-shaped records and helpers shared by the search engine's unit specs. */
import {createIndex, searchIndex, type SearchRecord, type SearchRequest, type HighlightResult, type SnippetResult} from '@site/packages/docs-search-engine/src/engine';

type Level = 'lvl1' | 'lvl2' | 'lvl3';

/** A DocSearch-shaped record; `headings` are lvl1, lvl2, lvl3 in order. */
export function rec(
  id: string,
  type: Level | 'content',
  headings: string[],
  content: string | null = null,
  extra: {lvl0?: string; url?: string; language?: string; tag?: string} = {},
): SearchRecord {
  return {
    objectID: id,
    url: extra.url ?? `/docs/${id}`,
    type,
    hierarchy: {
      lvl0: extra.lvl0 ?? 'Guides',
      lvl1: headings[0],
      lvl2: headings[1] ?? null,
      lvl3: headings[2] ?? null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    },
    content,
    language: extra.language ?? 'en',
    docusaurus_tag: extra.tag ?? 'docs-default-current',
  };
}

export const RECORDS: SearchRecord[] = [
  rec('body-ratios', 'content', ['Getting started'], 'The server can compute ratios for any company you ask about.'),
  rec('ratios-page', 'lvl1', ['Financial ratios'], null, {lvl0: 'API Reference'}),
  rec('ratios-content', 'content', ['Financial ratios'], 'Liquidity and gearing ratios are derived from the latest filed accounts.', {lvl0: 'API Reference', url: '/docs/ratios-page#how'}),
  rec('summary-heading', 'lvl2', ['Company details', 'Financial summary'], null, {url: '/docs/company-details#financial-summary'}),
  rec('sic-62020', 'content', ['SIC codes'], 'Code 62020 covers information technology consultancy activities.'),
  rec('sic-62030', 'content', ['SIC codes'], 'Code 62030 covers computer facilities management activities.'),
  rec('doc-field', 'content', ['Company details', 'Fields'], 'The date_of_creation field is the incorporation date.'),
  rec('doc-birth', 'content', ['Officers'], 'Officers show a month and year of birth for privacy.'),
  rec('config', 'content', ['Installation', 'Claude Desktop'], 'Add the server to claude_desktop_config.json and restart the app.'),
  rec('rpc', 'content', ['Errors'], 'Invalid parameters return JSON-RPC error -32602 from tools/call.'),
  rec('search-tool', 'lvl1', ['Search companies'], null, {lvl0: 'API Reference'}),
  rec('xss', 'content', ['Security'], 'Never paste <script>alert("x")</script> & friends into a prompt.'),
];

const index = createIndex(RECORDS);

/** Searches RECORDS. */
export function search(query: string, params: Omit<SearchRequest, 'query'> = {}) {
  return searchIndex(index, {indexName: 'docs', query, ...params});
}
export function ids(query: string, params: Omit<SearchRequest, 'query'> = {}) {
  return search(query, params).hits.map((h) => h.objectID);
}
export function hl(hit: {_highlightResult: unknown}, path: string): HighlightResult {
  return path.split('.').reduce<any>((o, k) => o?.[k], hit._highlightResult) as HighlightResult;
}
export function sn(hit: {_snippetResult: unknown}, path: string): SnippetResult {
  return path.split('.').reduce<any>((o, k) => o?.[k], hit._snippetResult) as SnippetResult;
}
