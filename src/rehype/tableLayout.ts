/**
 * Lays out every Markdown table for reading at the width it is shown at. A
 * table whose prose columns cannot each keep a readable line (about 30
 * characters) beside the others on a phone is marked data-stack="36" for the
 * stylesheet (src/css/custom.css, "Tables a reader would find squeezed"): in
 * a column narrower than 36rem each row becomes a card, its first cell the
 * card's title and each other cell under its column's name; wider, it stays a
 * grid whose prose columns wrap to shorter lines. One rule for every such
 * table, so the tables of a page stack at the same width. A table that fits a
 * phone is never stacked. The header cell of a prose column gets data-prose
 * (a minimum width), every body cell but the first its column's name
 * (data-label). Every table also gets a name for the scroll region around
 * it (data-region-label, read by src/theme/MDXComponents): the heading it sits
 * under, with its columns' names when that heading has more than one table,
 * so each region on a page has a name of its own.
 */
import type {Element, ElementContent, Root} from 'hast';
import {visit} from 'unist-util-visit';

/** A cell is prose, as a reader measures it, from this many characters with a space. */
const PROSE = 40;
/** Widths in em of body text, cell padding included: a prose column's readable line; the doc column on a phone. */
const PROSE_WIDTH = 18.5;
const PHONE = 22;
/** The stylesheet's stacking width, in rem. */
const STACK_BELOW = '36';
/** An em holds about this many characters of body text; a short column wraps beyond SHORT_MAX characters. */
const CHARS_PER_EM = 1.8;
const SHORT_MAX = 18;
const PADDING = 1.5;

const textOf = (node: ElementContent): string =>
  node.type === 'text' ? node.value : node.type === 'element' ? node.children.map(textOf).join('') : '';
const elements = (node: Element, tagName: string) =>
  node.children.filter((c): c is Element => c.type === 'element' && c.tagName === tagName);
const isProse = (text: string) => text.trim().length >= PROSE && text.includes(' ');

/** Per column, whether it holds prose; and the em the table needs to give each prose column a readable line. */
function tableWidth(rows: string[][]): {prose: boolean[]; width: number} {
  const columns = Math.max(0, ...rows.map((r) => r.length));
  const prose: boolean[] = [];
  let width = 0;
  for (let i = 0; i < columns; i++) {
    const cells = rows.map((r) => r[i] ?? '');
    prose[i] = cells.some(isProse);
    width += prose[i] ? PROSE_WIDTH : PADDING + Math.min(SHORT_MAX, Math.max(0, ...cells.map((c) => c.trim().length))) / CHARS_PER_EM;
  }
  return {prose, width};
}

/** The region names of a page's tables, in order: each under its heading, with its columns when the heading has several. */
function regionLabels(tables: {heading: string; columns: string[]}[]): string[] {
  const count = (heading: string) => tables.filter((t) => t.heading === heading).length;
  return tables.map(({heading, columns}) => {
    const named = columns.filter(Boolean).join(', ');
    if (!heading) return named;
    return count(heading) > 1 && named ? `${heading}: ${named}` : heading;
  });
}

export default function rehypeTableLayout() {
  return (tree: Root) => {
    const tables: {table: Element; heading: string; columns: string[]}[] = [];
    let heading = '';
    visit(tree, 'element', (node: Element) => {
      if (/^h[2-6]$/.test(node.tagName)) heading = textOf(node).trim();
      if (node.tagName !== 'table') return;
      const first = elements(node, 'thead').flatMap((t) => elements(t, 'tr'))[0];
      tables.push({table: node, heading, columns: first ? elements(first, 'th').map((th) => textOf(th).trim()) : []});
    });
    const labels = regionLabels(tables);
    tables.forEach(({table}, i) => {
      if (labels[i]) table.properties.dataRegionLabel = labels[i];
      const head = elements(table, 'thead').flatMap((t) => elements(t, 'tr'))[0];
      const body = elements(table, 'tbody').flatMap((t) => elements(t, 'tr'));
      if (!head || !body.length) return;
      const headers = elements(head, 'th');
      const {prose, width} = tableWidth(body.map((tr) => elements(tr, 'td').map((td) => textOf(td))));
      if (width <= PHONE) return;
      table.properties.dataStack = STACK_BELOW;
      headers.forEach((th, i) => {
        if (prose[i]) th.properties.dataProse = '';
      });
      for (const tr of body) {
        elements(tr, 'td').forEach((td, i) => {
          // the first cell is the card's title: no label
          const label = i > 0 && headers[i] ? textOf(headers[i]).trim() : '';
          if (label) td.properties.dataLabel = label;
        });
      }
    });
  };
}
