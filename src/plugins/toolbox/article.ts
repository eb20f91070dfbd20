/**
 * The one step that turns a built doc page into its content: the `<article>`
 * without the chrome Docusaurus renders inside it (breadcrumbs, the mobile
 * table of contents, heading anchor links, the "last updated" footer, copy
 * buttons, form controls of interactive widgets, icons). The Markdown twins
 * convert what it returns (as a hast tree, for the unified utilities); the
 * search index takes it and leaves out what only search skips. Pages are
 * parsed by the HTML standard's rules (parse5, cheerio's default): the build's
 * minified HTML leaves out optional end tags such as `</thead>`, which
 * htmlparser2 does not infer.
 */
import fs from 'node:fs';
import {load, type AnyNode, type Cheerio, type CheerioAPI, type Element} from 'cheerio';
import {h} from 'hastscript';
import type {ElementContent, Root} from 'hast';

/** Inside the article but not part of what a page says. */
const ARTICLE_CHROME = [
  'nav', // breadcrumbs
  '.theme-doc-toc-mobile',
  'footer', // edit link, last updated
  '.hash-link', // "#" anchor after each heading (a zero-width space)
  'button',
  '[data-page-actions]', // "Copy page" and its menu beside the title (src/components/PageActions)
  'input, select, textarea, label', // filter controls of interactive tables
  'script, style, noscript, template',
  'svg', // icons; diagrams keep their source in pre.mermaid-source
].join(', ');

export interface DocArticle {
  $: CheerioAPI;
  /** The page's `<article>`, chrome removed; empty if the page has none. */
  article: Cheerio<Element>;
}

/**
 * A built page's `<article>` and what it holds, parsed on its own when the page has exactly one
 * (every doc page does): the navbar, sidebar and footer around it are most of the rest of the
 * page, and nothing here reads them. Any other page is parsed whole.
 */
function parseArticle(html: string): CheerioAPI {
  const start = html.indexOf('<article');
  const end = html.lastIndexOf('</article>');
  const one = start >= 0 && start === html.lastIndexOf('<article') && end > start && html.indexOf('</article>') === end;
  return one ? load(html.slice(start, end + '</article>'.length), null, false) : load(html);
}

export function extractArticle(html: string): DocArticle {
  const $ = parseArticle(html);
  const article = $('article').first();
  article.find(ARTICLE_CHROME).remove();
  return {$, article};
}

/**
 * Built pages parsed in this process, by file, with the size and time they were read at. Kept on
 * globalThis: Docusaurus loads each plugin with a module registry of its own, so a module-level
 * map would be one per plugin.
 */
const PARSED = Symbol.for('companylens.builtArticles');
type Parsed = Map<string, {stamp: string; page: DocArticle}>;
const parsed: Parsed = ((globalThis as {[PARSED]?: Parsed})[PARSED] ??= new Map());

/**
 * `extractArticle` of a built page file, parsed once however many plugins read it after the
 * build (search and llms-txt both do): each caller gets its own copy of the article to change.
 */
export function builtArticle(file: string): DocArticle {
  const {size, mtimeMs} = fs.statSync(file);
  const stamp = `${size}:${mtimeMs}`;
  let hit = parsed.get(file);
  if (hit?.stamp !== stamp) {
    hit = {stamp, page: extractArticle(fs.readFileSync(file, 'utf8'))};
    parsed.set(file, hit);
  }
  return {$: hit.page.$, article: hit.page.article.clone()};
}

/**
 * Element and text nodes (comments, such as React's `<!-- -->`, are not content). The `<wbr>`s
 * that let long identifiers wrap on a phone (src/lib/text/codeBreaks.ts) are not either: a twin
 * would write each as a zero-width space, and there are over a thousand.
 */
function toHast(node: AnyNode): ElementContent[] {
  if (node.type === 'text') return [{type: 'text', value: node.data}];
  if (node.type === 'tag' && node.name === 'wbr') return [];
  if (node.type === 'tag') return [h(node.name, node.attribs, node.children.flatMap(toHast))];
  return [];
}

/** What an article holds, as a hast tree (hastscript maps attributes to properties as rehype-parse would). */
export const articleTree = (article: Cheerio<Element>): Root => ({type: 'root', children: article.contents().get().flatMap(toHast)});
