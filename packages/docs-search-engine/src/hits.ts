/**
 * What the three result lists (the modal, /search and the docs MCP server's
 * search_docs) do to hits before showing them, whichever backend found them:
 * - hits that read the same on several pages (a template's section, such as
 *   "Rate limits" on every tool page) fold into the first, which then names
 *   the pages (`foldAlike`);
 * - a table row or field cut before its match keeps its key in front
 *   (`withRowKey`), so rows that read alike say which row matched.
 */

/** A page a folded hit is on. */
export interface HitPage {
  title: string;
  url: string;
}

/** A hit, and every page the same hit is on (its own first) when it was found on more than one. */
export interface FoldedHit<H> {
  hit: H;
  pages: HitPage[];
}

/**
 * Folds hits whose `keyOf` is the same and that are on different pages into the first of
 * them, in place of the rest; hits on the same page stay apart. Order: each at its first.
 */
export function foldAlike<H>(hits: readonly H[], keyOf: (hit: H) => string, pageOf: (hit: H) => HitPage): FoldedHit<H>[] {
  const out: FoldedHit<H>[] = [];
  const byKey = new Map<string, FoldedHit<H>>();
  const path = (url: string) => url.split('#')[0];
  for (const hit of hits) {
    const key = keyOf(hit);
    const page = pageOf(hit);
    const first = byKey.get(key);
    if (first && !first.pages.some((p) => path(p.url) === path(page.url))) {
      first.pages.push(page);
      continue;
    }
    const entry = {hit, pages: [page]};
    out.push(entry);
    if (!first) byKey.set(key, entry);
  }
  return out;
}

/** The fields of a DocSearch-shaped hit the fold key reads. */
interface RecordLike {
  type: string;
  hierarchy: Record<string, string | null>;
  content: string | null;
}

const SECTION_LEVELS = ['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

/** The headings below the page's title down to a hit: what tells a page's sections apart. */
export const sectionTrail = (hit: RecordLike): string[] => SECTION_LEVELS.map((l) => hit.hierarchy[l]).filter((h): h is string => !!h);

/** A hit's text apart from its page: its kind, the headings above it below the title, and its own text. */
export const sameTextKey = (hit: RecordLike): string => [hit.type, ...sectionTrail(hit), hit.content ?? ''].join('\u0000');

/** The longest row key kept in front of a snippet (a field's dotted path, a code, a value). */
const ROW_KEY_MAX = 48;
/** How records join a table row's cells and a field's path to its description (server/records.ts). */
const CELL_SEPARATOR = ' — ';

/**
 * A snippet of a row (`key — …`) that was cut before its match, with the row's key in front and
 * the text from its first match on: `company_status — … <mark>insolvency</mark>-proceedings, …`.
 * `content` is the row highlighted whole, `snippet` its window; other snippets come back as they are.
 * Without highlight tags (`pre` empty) the window is kept whole after the key.
 */
export function withRowKey(content: string, snippet: string, {ellipsis = '…', pre = '<mark>'}: {ellipsis?: string; pre?: string} = {}): string {
  const cut = content.indexOf(CELL_SEPARATOR);
  if (cut <= 0 || cut > ROW_KEY_MAX || !snippet.startsWith(ellipsis)) return snippet;
  const key = content.slice(0, cut);
  const match = pre ? snippet.indexOf(pre) : -1;
  const rest = match > 0 ? `${ellipsis} ${snippet.slice(match)}` : snippet;
  return `${key}${CELL_SEPARATOR}${rest}`;
}
