/**
 * The headings of a Markdown twin and the part of the page under each, so an
 * assistant can read one section of a long page.
 */
import {headingSlug} from 'docs-search-engine';

export interface Heading {
  /** 2–6 (the page title, level 1, is not a section). */
  level: number;
  /** As a reader sees it: no Markdown marks. */
  text: string;
  /** The id of the heading on the HTML page. */
  anchor: string;
  /** Character offsets of the section in the twin: its heading line up to the next heading of the same or a higher level. */
  start: number;
  end: number;
}

const HEADING = /^(#{1,6})[ \t]+(.+?)[ \t]*#*[ \t]*$/;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/** Heading text without code marks, emphasis and backslash escapes, as the HTML page shows it. */
function plainHeading(markdown: string): string {
  return markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/\\([\\`*_{}[\]()#+\-.!|<>~])/g, '$1')
    .trim();
}

const key = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * The twin's headings below the title, outside code blocks. `anchors` (from
 * the search index, in page order) gives each its id on the HTML page; a
 * heading the index does not name gets the usual slug.
 */
export function parseHeadings(markdown: string, anchors: {text: string; anchor: string}[]): Heading[] {
  const unused = anchors.map((a) => ({key: key(a.text), anchor: a.anchor, used: false}));
  const headings: Heading[] = [];
  let fence: string | null = null;
  let offset = 0;
  for (const line of markdown.split('\n')) {
    const start = offset;
    offset += line.length + 1;
    const f = line.match(FENCE)?.[1];
    if (f && (!fence || (f[0] === fence[0] && f.length >= fence.length && line.trim() === f))) {
      fence = fence ? null : f;
      continue;
    }
    if (fence) continue;
    const m = line.match(HEADING);
    if (!m || m[1].length < 2) continue;
    const text = plainHeading(m[2]);
    const match = unused.find((a) => !a.used && a.key === key(text));
    if (match) match.used = true;
    headings.push({level: m[1].length, text, anchor: match?.anchor ?? headingSlug(text), start, end: markdown.length});
  }
  // A section ends where the next heading of its level or above begins.
  headings.forEach((h, i) => {
    const next = headings.slice(i + 1).find((n) => n.level <= h.level);
    if (next) h.end = next.start;
  });
  return headings;
}

/** The heading asked for by its anchor (with or without `#`) or by its text, ignoring case and Markdown marks. */
export function findHeading(headings: Heading[], wanted: string): Heading | undefined {
  const asAnchor = wanted.replace(/^#/, '');
  return headings.find((h) => h.anchor === asAnchor) ?? headings.find((h) => key(h.text) === key(plainHeading(wanted)));
}
