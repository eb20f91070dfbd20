/**
 * The local index on the wire. DocSearch records repeat their whole hierarchy
 * and metadata; this packs them per page and section and stores every
 * distinct content string once (about a third smaller after gzip), and
 * unpacks them back into DocSearch records in the browser.
 *
 *   {v: 1, text: "content\ncontent\n…", pages: [path, lvl0, lvl1, sections][]}
 *   (content strings never hold a newline, so one joined string packs best)
 *   section: [anchor, level (1-6), heading, contentIndexes[]], anchor "" when
 *   it is the usual slug of the heading (most are) and for the page title,
 *   null for a heading without an id
 * A heading record is unpacked with its section's first words (`preview`).
 */
import type {SearchRecord} from './record';

export const LANGUAGE = 'en';
export const DOCS_TAG = 'docs-default-current';

type Section = [anchor: string | null, level: number, heading: string, content: number[]];
type Page = [path: string, lvl0: string, lvl1: string, sections: Section[]];
interface PackedIndex {
  v: 1;
  text: string;
  pages: Page[];
}

/** The anchor Docusaurus gives most headings (github-slugger without duplicates). */
export function headingSlug(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

export function packIndex(records: SearchRecord[]): PackedIndex {
  const text: string[] = [];
  const textIndex = new Map<string, number>();
  const pages: Page[] = [];
  let page: Page | undefined;
  let section: Section | undefined;
  for (const r of records) {
    const [path, anchor = ''] = r.url.split('#');
    if (!page || page[0] !== path) {
      page = [path, r.hierarchy.lvl0, r.hierarchy.lvl1, []];
      pages.push(page);
      section = undefined;
    }
    if (r.type !== 'content') {
      const level = Number(r.type.slice(3));
      const heading = level === 1 ? '' : (r.hierarchy[r.type as 'lvl2'] ?? '');
      const packedAnchor = level === 1 ? '' : !anchor ? null : anchor === headingSlug(heading) ? '' : anchor;
      section = [packedAnchor, level, heading, []];
      page[3].push(section);
      continue;
    }
    if (!section) {
      section = ['', 1, '', []];
      page[3].push(section);
    }
    const content = r.content ?? '';
    let i = textIndex.get(content);
    if (i === undefined) {
      i = text.length;
      text.push(content);
      textIndex.set(content, i);
    }
    section[3].push(i);
  }
  return {v: 1, text: text.join('\n'), pages};
}

/** Longest preview, in characters: about the 30 words a result's snippet shows. */
const PREVIEW_MAX = 200;

/** The first words of a text, cut at a word and ended with an ellipsis when cut. */
export function firstWords(text: string, max = PREVIEW_MAX): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max + 1).replace(/\s+\S*$/, '');
  return `${cut || text.slice(0, max)}…`;
}

/** The records again; each heading with its section's first words (`preview`), which a hit on the heading shows. */
export function unpackIndex(packed: PackedIndex): SearchRecord[] {
  if (packed?.v !== 1) throw new Error('Unsupported search index format');
  const text = packed.text.split('\n');
  const records: SearchRecord[] = [];
  for (const [path, lvl0, lvl1, sections] of packed.pages) {
    const levels: (string | null)[] = [lvl0, lvl1, null, null, null, null, null];
    for (const [anchor, level, heading, content] of sections) {
      if (level > 1) levels[level] = heading;
      for (let l = level + 1; l <= 6; l++) levels[l] = null;
      const id = anchor === null ? '' : anchor || (level > 1 ? headingSlug(heading) : '');
      const url = id ? `${path}#${id}` : path;
      const hierarchy = {
        lvl0: levels[0] ?? '',
        lvl1: levels[1] ?? '',
        lvl2: levels[2],
        lvl3: levels[3],
        lvl4: levels[4],
        lvl5: levels[5],
        lvl6: levels[6],
      };
      const base = {url, hierarchy, language: LANGUAGE, docusaurus_tag: DOCS_TAG};
      const preview = content.length ? firstWords(text[content[0]]) : undefined;
      records.push({...base, objectID: `${url}-${records.length}`, type: `lvl${level}` as SearchRecord['type'], content: null, ...(preview && {preview})});
      for (const i of content) {
        records.push({...base, objectID: `${url}-${records.length}`, type: 'content', content: text[i]});
      }
    }
  }
  return records;
}
