/**
 * Turns pages into DocSearch-shaped records: one per heading and one per
 * content block (paragraph, list item, table row, admonition). Built pages are
 * read as HTML, so text rendered by MDX components and generated tables is
 * searchable; the development server, which renders no HTML, reads Markdown,
 * and the data behind the components that render data (dataRecords.ts).
 */
import type {Element} from 'cheerio';
import {extractArticle, type DocArticle} from '../../toolbox/article';

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

/** Whether an element above `el` passes `test` (a walk up the tree: cheerio's selectors parse their text at every call). */
function hasAncestor(el: Element, test: (ancestor: Element) => boolean): boolean {
  for (let p = el.parent; p; p = p.parent) if (p.type === 'tag' && test(p as Element)) return true;
  return false;
}
const isField = (el: Element) => 'data-path' in el.attribs;

/** Records of one built doc page. `lvl0` is its top-level sidebar category. */
export const recordsFromHtml = (html: string, path: string, lvl0: string): SearchRecord[] => recordsFromArticle(extractArticle(html), path, lvl0);

/** Records of a built doc page's article (extractArticle); it changes the article it is given. */
export function recordsFromArticle({$, article}: DocArticle, path: string, lvl0: string): SearchRecord[] {
  if (!article.length) return [];
  // Beyond the page's chrome, search skips code, diagram sources and hidden text; components mark
  // cells that do not help a search (types, yes/no columns) with data-search="skip".
  article.find('pre, [aria-hidden="true"], [data-search="skip"]').remove();
  const b = new RecordBuilder(path, lvl0);
  const blocks = article.find('h1, h2, h3, h4, h5, h6, p, li, tr, summary, dt, dd, [data-path]');
  blocks.each((_, el) => {
    const node = $(el);
    const tag = el.tagName.toLowerCase();
    if (isField(el)) {
      // a schema field (src/components/SchemaFields): its path and its own description
      const description = node.children('dd').clone();
      description.children('details').remove();
      b.content([node.attr('data-path'), clean(description.text())].filter(Boolean).join(' — '));
    } else if (hasAncestor(el, isField)) {
      // its term and description are the field's record
    } else if (/^h[1-6]$/.test(tag)) {
      b.heading(Number(tag[1]), node.text(), node.attr('id') ?? '');
    } else if (tag === 'tr') {
      if ((el.parent as Element | null)?.name === 'thead' && node.find('th').length && !node.find('td').length) return;
      b.content(node.children('th, td').map((__, c) => clean($(c).text())).get().filter(Boolean).join(' — '));
    } else if (tag === 'li') {
      // a list item's own text; nested lists and paragraphs make their own records
      const copy = node.clone();
      copy.find('ul, ol, p').remove();
      b.content(copy.text());
    } else if (tag === 'p' && hasAncestor(el, (a) => a.name === 'li' || a.name === 'td' || a.name === 'th')) {
      // paragraphs inside list items and cells are part of those
      if (hasAncestor(el, (a) => a.name === 'li')) b.content(node.text());
    } else {
      b.content(node.text());
    }
  });
  return b.records;
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
