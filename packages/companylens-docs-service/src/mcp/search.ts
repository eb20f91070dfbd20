/**
 * search_docs' ranking: the site's own search engine over the same index the
 * search box uses, one index for the whole site and one per llms.txt section,
 * all built once at start-up. As in the search box, a hit that reads the same
 * on several pages comes once, naming them, and a row cut before its match
 * keeps its key (docs-search-engine's hits.ts).
 */
import {SEARCH_SYNONYMS} from 'companylens-docs-contract';
import {createIndex, foldAlike, searchIndex, withRowKey, type HitPage, type SearchIndex, type SearchRecord} from 'docs-search-engine';
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
  /** When the same section reads the same on several pages: each of them, this one first. */
  pages?: HitPage[];
}

const SNIPPET_WORDS = 24;
/** Pages of 3 × `limit` hits read at most: a URL has up to 3 hits, and hits that read alike fold into one. */
const MAX_PAGES = 4;
const ENTITIES: Record<string, string> = {'&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'"};
const unescapeHtml = (s: string) => s.replace(/&(?:amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e]);

function hierarchyOf(r: SearchRecord): string[] {
  const {lvl1, lvl2, lvl3, lvl4, lvl5, lvl6} = r.hierarchy;
  return [lvl1, lvl2, lvl3, lvl4, lvl5, lvl6].filter((h): h is string => !!h);
}

/**
 * What search_docs' `section` may be: an llms.txt section (what list_pages shows), or a group
 * the site's search shows its hits under (a top-level sidebar category, "API Reference"), which
 * is what a reader copies from the site; each with the records it searches.
 */
export function searchSections(content: DocsContent): Map<string, SearchRecord[]> {
  const sectionOf = (r: SearchRecord) => content.pageAt(r.url.split('#')[0])?.section;
  const sections = new Map(content.sections.map((s) => [s.title, content.records.filter((r) => sectionOf(r) === s.title)]));
  for (const group of new Set(content.records.map((r) => r.hierarchy.lvl0))) {
    if (!sections.has(group)) sections.set(group, content.records.filter((r) => r.hierarchy.lvl0 === group));
  }
  return sections;
}

/** `sections`: searchSections(content), when the caller has it already. */
export function createDocsSearch(content: DocsContent, sections = searchSections(content)) {
  // Each index is built when first searched (about 150 ms for all of them): a session that never
  // searches, and start-up, do without.
  const records = new Map<string | undefined, SearchRecord[]>([[undefined, content.records], ...sections]);
  const indexes = new Map<string | undefined, SearchIndex>();
  const indexOf = (section: string | undefined): SearchIndex | undefined => {
    const list = records.get(section);
    if (list && !indexes.has(section)) indexes.set(section, createIndex(list, SEARCH_SYNONYMS));
    return indexes.get(section);
  };
  // A heading's hit shows the first text under it.
  const firstText = new Map<string, string>();
  for (const r of content.records) if (r.type === 'content' && r.content && !firstText.has(r.url)) firstText.set(r.url, r.content);

  /** The best hits, at most one per section of a page, those alike on several pages as one. `section` must be a key of `records`. */
  return function searchDocs(query: string, section: string | undefined, limit: number): DocsHit[] {
    const index = indexOf(section);
    if (!index) throw new Error(`Unknown section "${section}"`);
    const seen = new Set<string>();
    const found: DocsHit[] = [];
    let entries: ReturnType<typeof fold> = [];
    for (let page = 0; page < MAX_PAGES; page++) {
      const response = searchIndex(index, {
        query,
        hitsPerPage: limit * 3,
        page,
        attributesToRetrieve: ['url', 'type', 'hierarchy', 'content'],
        attributesToSnippet: [`content:${SNIPPET_WORDS}`],
        highlightPreTag: '',
        highlightPostTag: '',
      });
      for (const hit of response.hits) {
        const r = hit as unknown as SearchRecord & {_snippetResult: {content?: {value: string}}};
        if (seen.has(r.url)) continue;
        seen.add(r.url);
        const hierarchy = hierarchyOf(r);
        const snippet = r._snippetResult.content?.value;
        found.push({
          title: r.hierarchy.lvl1,
          heading: hierarchy.length > 1 ? hierarchy[hierarchy.length - 1] : null,
          hierarchy,
          url: new URL(r.url, content.root).href,
          snippet: snippet ? unescapeHtml(withRowKey(r.content ?? '', snippet, {pre: ''})) : (firstText.get(r.url) ?? ''),
        });
      }
      entries = fold(found);
      if (entries.length >= limit || page + 1 >= response.nbPages) break;
    }
    return entries.slice(0, limit).map(({hit, pages}) => (pages.length > 1 ? {...hit, pages} : hit));
  };
}

/** Hits whose headings below the page's title and words are the same, on several pages, as one. */
const fold = (hits: DocsHit[]) => foldAlike(hits, (h) => [...h.hierarchy.slice(1), h.snippet].join('\u0000'), (h) => ({title: h.title, url: h.url}));
