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

interface DocArticle {
  $: CheerioAPI;
  /** The page's `<article>`, chrome removed; empty if the page has none. */
  article: Cheerio<Element>;
}

/** A built page, parsed. */
export const parseBuiltPage = (html: string): CheerioAPI => load(html);

export function extractArticle(html: string): DocArticle {
  const $ = parseBuiltPage(html);
  const article = $('article').first();
  article.find(ARTICLE_CHROME).remove();
  return {$, article};
}

/** Element and text nodes (comments, such as React's `<!-- -->`, are not content). */
function toHast(node: AnyNode): ElementContent[] {
  if (node.type === 'text') return [{type: 'text', value: node.data}];
  if (node.type === 'tag') return [h(node.name, node.attribs, node.children.flatMap(toHast))];
  return [];
}

/** What an article holds, as a hast tree (hastscript maps attributes to properties as rehype-parse would). */
export const articleTree = (article: Cheerio<Element>): Root => ({type: 'root', children: article.contents().get().flatMap(toHast)});
