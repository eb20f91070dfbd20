/**
 * search_docs' ranking: the site's own search engine over the same index the
 * search box uses, one index for the whole site and one per llms.txt section,
 * all built once at start-up.
 */
import {createIndex, searchIndex, type SearchIndex} from '../../plugins/search/shared/engine';
import {SEARCH_SYNONYMS} from '../../plugins/search/shared/synonyms';
import type {SearchRecord} from '../../plugins/search/shared/types';
import type {DocsContent} from './content';

export interface DocsHit {
  /** The page's title. */
  title: string;
  /** The deepest heading the hit is under, or null for the top of the page. */
  heading: string | null;
  /** Page title, then the headings down to the hit. */
  hierarchy: string[];
  /** The page URL, with the section's anchor. */
  url: string;
  snippet: string;
}

const SNIPPET_WORDS = 24;
/** Pages of hits read at most: a URL has up to 3 hits, so 3 pages always hold `limit` URLs if there are that many. */
const MAX_PAGES = 3;
const ENTITIES: Record<string, string> = {'&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'"};
const unescapeHtml = (s: string) => s.replace(/&(?:amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e]);

function hierarchyOf(r: SearchRecord): string[] {
  const {lvl1, lvl2, lvl3, lvl4, lvl5, lvl6} = r.hierarchy;
  return [lvl1, lvl2, lvl3, lvl4, lvl5, lvl6].filter((h): h is string => !!h);
}

export function createDocsSearch(content: DocsContent) {
  const sectionOf = (r: SearchRecord) => content.pageAt(r.url.split('#')[0])?.section;
  const indexes = new Map<string | undefined, SearchIndex>([[undefined, createIndex(content.records, SEARCH_SYNONYMS)]]);
  for (const s of content.sections) indexes.set(s.title, createIndex(content.records.filter((r) => sectionOf(r) === s.title), SEARCH_SYNONYMS));
  // A heading's hit shows the first text under it.
  const firstText = new Map<string, string>();
  for (const r of content.records) if (r.type === 'content' && r.content && !firstText.has(r.url)) firstText.set(r.url, r.content);

  /** The best hits, at most one per section of a page. `section` must be one of content.sections' titles. */
  return function searchDocs(query: string, section: string | undefined, limit: number): DocsHit[] {
    const index = indexes.get(section);
    if (!index) throw new Error(`Unknown section "${section}"`);
    const seen = new Set<string>();
    const hits: DocsHit[] = [];
    // The engine keeps up to 3 hits per URL; read pages of `limit` until there are `limit` URLs.
    for (let page = 0; hits.length < limit && page < MAX_PAGES; page++) {
      const response = searchIndex(index, {
        query,
        hitsPerPage: limit,
        page,
        attributesToRetrieve: ['url', 'type', 'hierarchy', 'content'],
        attributesToSnippet: [`content:${SNIPPET_WORDS}`],
        highlightPreTag: '',
        highlightPostTag: '',
      });
      for (const hit of response.hits) {
        const r = hit as unknown as SearchRecord & {_snippetResult: {content?: {value: string}}};
        if (seen.has(r.url) || hits.length === limit) continue;
        seen.add(r.url);
        const hierarchy = hierarchyOf(r);
        const snippet = r._snippetResult.content?.value;
        hits.push({
          title: r.hierarchy.lvl1,
          heading: hierarchy.length > 1 ? hierarchy[hierarchy.length - 1] : null,
          hierarchy,
          url: new URL(r.url, content.root).href,
          snippet: snippet ? unescapeHtml(snippet) : (firstText.get(r.url) ?? ''),
        });
      }
      if (page + 1 >= response.nbPages) break;
    }
    return hits;
  };
}
