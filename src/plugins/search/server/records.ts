/**
 * Turns pages into DocSearch-shaped records: one per heading and one per
 * content block (paragraph, list item, table row, admonition). Built pages are
 * read as HTML, so text rendered by MDX components and generated tables is
 * searchable; the development server, which renders no HTML, reads Markdown,
 * and the data behind the components that render data (dataRecords.ts).
 */
import type {Element, ElementContent, Root} from 'hast';
import {anyOf, articleOf, hasProperty, isElement, without, type ElementTest} from '../../toolbox/article';
import {parseHtml} from '../../toolbox/builtPages';
import {DOCS_TAG, headingSlug, LANGUAGE, type SearchRecord} from 'docs-search-engine';
import {dataBlocks} from './dataRecords';

type RecordType = SearchRecord['type'];
const clean = (s: string) => s.replace(/\u200b/g, '').replace(/\s+/g, ' ').trim();

class RecordBuilder {
  records: SearchRecord[] = [];
  private levels: (string | null)[] = [null, null, null, null, null, null, null];
  private anchor = '';
  private seen = new Set<string>();
  constructor(private path: string, lvl0: string) {
    this.levels[0] = lvl0;
  }
  private hierarchy(): SearchRecord['hierarchy'] {
    const [lvl0, lvl1, lvl2, lvl3, lvl4, lvl5, lvl6] = this.levels;
    return {lvl0: lvl0 ?? '', lvl1: lvl1 ?? '', lvl2, lvl3, lvl4, lvl5, lvl6};
  }
  private push(type: RecordType, content: string | null) {
    const url = this.anchor ? `${this.path}#${this.anchor}` : this.path;
    this.records.push({
      objectID: `${url}-${this.records.length}`,
      url,
      type,
      hierarchy: this.hierarchy(),
      content,
      language: LANGUAGE,
      docusaurus_tag: DOCS_TAG,
    });
  }
  heading(level: number, text: string, anchor: string) {
    const t = clean(text);
    if (!t) return;
    this.levels[level] = t;
    for (let l = level + 1; l <= 6; l++) this.levels[l] = null;
    // a heading without an id links to the nearest heading above it that has one
    this.anchor = level === 1 ? '' : anchor || this.anchor;
    this.push(`lvl${level}` as RecordType, null);
  }
  content(text: string) {
    const t = clean(text);
    if (t.length < 3) return;
    const key = `${this.anchor}|${t}`;
    if (this.seen.has(key)) return;
    this.seen.add(key);
    this.push('content', t);
  }
}

/** An element's text, leaving out the elements under it that `skip` picks. */
function text(node: Element, skip?: ElementTest): string {
  const of = (child: ElementContent): string => {
    if (child.type === 'text') return child.value;
    if (child.type !== 'element' || skip?.(child)) return '';
    return child.children.map(of).join('');
  };
  return node.children.map(of).join('');
}

/** Beyond the page's chrome, search skips code, diagram sources and hidden text; components mark cells that do not help a search (types, yes/no columns) with data-search="skip". */
const SKIPPED: ElementTest = (el) => el.tagName === 'pre' || el.properties.ariaHidden === 'true' || el.properties.dataSearch === 'skip';
/** The elements that make records. */
const BLOCK = anyOf(isElement('h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'li', 'tr', 'summary', 'dt', 'dd'), hasProperty('dataPath'));
/** A schema field (src/components/SchemaFields). */
const FIELD = hasProperty('dataPath');

/** Every block under `node` in page order, with the elements above it (nearest last). */
function blocksOf(node: Root | Element, above: Element[] = [], out: {el: Element; above: Element[]}[] = []) {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    if (BLOCK(child)) out.push({el: child, above});
    blocksOf(child, [...above, child], out);
  }
  return out;
}

/** Records of one built doc page (HTML; the build reads its pages' trees with recordsFromArticle). */
export const recordsFromHtml = (html: string, path: string, lvl0: string): SearchRecord[] => recordsFromArticle(articleOf(parseHtml(html)), path, lvl0);

/** Records of a built doc page's article (toolbox/article.ts `articleOf`). `lvl0` is its top-level sidebar category. */
export function recordsFromArticle(article: Root | undefined, path: string, lvl0: string): SearchRecord[] {
  if (!article) return [];
  const b = new RecordBuilder(path, lvl0);
  for (const {el, above} of blocksOf(without(article, SKIPPED))) {
    const tag = el.tagName;
    const inside = (test: ElementTest) => above.some(test);
    const elements = el.children.filter((c): c is Element => c.type === 'element');
    if (FIELD(el)) {
      // its path and its own description
      const description = elements.filter(isElement('dd')).map((dd) => text(dd, isElement('details')));
      b.content([String(el.properties.dataPath), clean(description.join(''))].filter(Boolean).join(' — '));
    } else if (inside(FIELD)) {
      // its term and description are the field's record
    } else if (/^h[1-6]$/.test(tag)) {
      b.heading(Number(tag[1]), text(el), String(el.properties.id ?? ''));
    } else if (tag === 'tr') {
      // a header row of a table's head is no record
      if (above.at(-1)?.tagName === 'thead' && contains(el, isElement('th')) && !contains(el, isElement('td'))) continue;
      b.content(elements.filter(isElement('th', 'td')).map((c) => clean(text(c))).filter(Boolean).join(' — '));
    } else if (tag === 'li') {
      // a list item's own text; nested lists and paragraphs make their own records
      b.content(text(el, isElement('ul', 'ol', 'p')));
    } else if (tag === 'p' && inside(isElement('li', 'td', 'th'))) {
      // paragraphs inside list items and cells are part of those
      if (inside(isElement('li'))) b.content(text(el));
    } else {
      b.content(text(el));
    }
  }
  return b.records;
}

/** Whether an element holds one that a test picks. */
function contains(node: Element, test: ElementTest): boolean {
  return node.children.some((c) => c.type === 'element' && (test(c) || contains(c, test)));
}

/**
 * A line's MDX expressions (`{sic.sourceCommit.slice(0, 7)}`), whose values only the page
 * knows as it renders, as "…"; braces in inline code and escaped ones (`\{`) are text.
 */
export const EXPRESSION_SHOWN = '…';
function withoutExpressions(line: string): string {
  return line
    .split(/(`[^`]*`)/)
    .map((part, i) => {
      if (i % 2) return part;
      let out = part;
      for (let before = ''; before !== out; ) [before, out] = [out, out.replace(/(?<!\\)\{[^{}]*\}/g, EXPRESSION_SHOWN)];
      return out.replace(/\\([{}])/g, '$1');
    })
    .join('');
}

/**
 * Records from a Markdown/MDX source, for the development server: headings,
 * prose, and the blocks of components that render data; code blocks and
 * other components are skipped.
 */
export function recordsFromMarkdown(source: string, path: string, lvl0: string, title: string): SearchRecord[] {
  const b = new RecordBuilder(path, lvl0);
  b.heading(1, title, '');
  const body = source.replace(/^---\n[\s\S]*?\n---\n/, '');
  let inFence = false;
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length) b.content(paragraph.join(' '));
    paragraph = [];
  };
  for (const raw of body.split('\n')) {
    const line = raw.trim();
    if (/^(```|~~~)/.test(line)) {
      inFence = !inFence;
      flush();
      continue;
    }
    if (inFence) continue;
    const heading = /^(#{2,6})\s+(.*?)(?:\s*\{#([\w-]+)\})?$/.exec(line);
    if (heading) {
      flush();
      const text = heading[2].replace(/`/g, '');
      b.heading(heading[1].length, text, heading[3] ?? headingSlug(text));
      continue;
    }
    const data = dataBlocks(line);
    if (data) {
      flush();
      for (const text of data) b.content(text);
      continue;
    }
    if (!line || /^(import|export)\s/.test(line) || /^<\/?[A-Z]/.test(line) || /^:::/.test(line) || /^\|?\s*-{3,}/.test(line)) {
      flush();
      continue;
    }
    const text = withoutExpressions(line)
      .replace(/^[-*+]\s+|^\d+\.\s+|^>\s?/, '')
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/`/g, '')
      .replace(/\*\*([^*]+)\*\*/g, '$1')
      .replace(/\*([^*\s][^*]*)\*/g, '$1')
      .replace(/(^|[^\w])_([^_]+)_(?![\w])/g, '$1$2')
      .replace(/<[^>]+>/g, '')
      .replace(/\s*\|\s*/g, ' — ')
      .replace(/^ — | — $/g, '');
    if (/^[-*+]\s|^\d+\.\s|^\|/.test(line)) {
      flush();
      b.content(text);
    } else {
      paragraph.push(text);
    }
  }
  flush();
  return b.records;
}
