/**
 * The /search page's results as it lists them: each section of a page once
 * (its heading and blocks as one, with the words it matched), sections that
 * read the same on several pages folded into one entry naming the pages
 * (../../shared/hits), and the rest grouped under their page.
 */
import {foldAlike, sectionTrail, withRowKey, type HitPage} from 'docs-search-engine';

export interface Hit {
  objectID: string;
  url: string;
  type: string;
  hierarchy: Record<string, string | null>;
  content: string | null;
  preview?: string;
  _highlightResult?: {hierarchy?: Record<string, {value: string}>; content?: {value: string}};
  _snippetResult?: {content?: {value: string}};
}

/** A section once: its first hit (its position, 1-based, in the results as ranked, for the search events) and the hit whose words to show. */
export interface Section {
  hit: Hit;
  position: number;
  snippet: Hit;
}

/** One page's sections, in the order of its best one. */
export interface PageGroup {
  kind: 'page';
  path: string;
  sections: Section[];
}

/** A section that reads the same on several pages: the first, and every page it is on. */
export interface FoldedGroup {
  kind: 'folded';
  section: Section;
  pages: HitPage[];
}

export type ResultGroup = PageGroup | FoldedGroup;

/** A result's page, without its anchor. */
const pagePath = (url: string) => url.split('#')[0];

/** The words a section shows: a row keeps its key in front when cut before its match. */
export function snippetHtml(hit: Hit): string | undefined {
  const snippet = hit._snippetResult?.content?.value;
  const whole = hit._highlightResult?.content?.value;
  return snippet && whole ? withRowKey(whole, snippet) : snippet;
}

const plain = (html: string) => html.replace(/<\/?mark>/g, '');

/** Whether a section matched in its own heading or words, not only in the headings above it (the page's title heads the group). */
function ownMatch({hit, snippet}: Section): boolean {
  if (hit.type === 'lvl1') return false;
  const marked = (value?: string) => Boolean(value?.includes('<mark>'));
  const own = hit.type === 'content' ? undefined : hit._highlightResult?.hierarchy?.[hit.type]?.value;
  return marked(own) || marked(snippet._snippetResult?.content?.value);
}

export function groupResults(hits: Hit[]): ResultGroup[] {
  const sections: Section[] = [];
  const byUrl = new Map<string, Section>();
  hits.forEach((hit, i) => {
    const section = byUrl.get(hit.url);
    if (!section) {
      const entry = {hit, position: i + 1, snippet: hit};
      byUrl.set(hit.url, entry);
      sections.push(entry);
    }
    // the words it matched beat a heading's first words
    else if (!section.snippet._snippetResult?.content?.value && hit._snippetResult?.content?.value) section.snippet = hit;
  });
  const key = (s: Section) => [...sectionTrail(s.hit), plain(snippetHtml(s.snippet) ?? s.snippet.preview ?? '')].join('\u0000');
  const groups: ResultGroup[] = [];
  const byPage = new Map<string, PageGroup>();
  for (const {hit: section, pages} of foldAlike(sections, key, (s) => ({title: s.hit.hierarchy.lvl1 ?? '', url: s.hit.url}))) {
    if (pages.length > 1) {
      groups.push({kind: 'folded', section, pages});
      continue;
    }
    const path = pagePath(section.hit.url);
    let group = byPage.get(path);
    if (!group) {
      group = {kind: 'page', path, sections: []};
      byPage.set(path, group);
      groups.push(group);
    }
    group.sections.push(section);
  }
  // a page title that matches ranks every section of the page; the sections that match in their own words come first
  for (const group of byPage.values()) group.sections.sort((a, b) => Number(ownMatch(b)) - Number(ownMatch(a)));
  return groups;
}
