/**
 * The one step that turns a built doc page into its content: the `<article>`
 * without the chrome Docusaurus renders inside it (breadcrumbs, the mobile
 * table of contents, heading anchor links, the "last updated" footer, copy
 * buttons, form controls of interactive widgets, icons). The Markdown twins
 * convert what it returns; the search index (src/plugins/search/server/records.ts)
 * does the same selection today and can call this instead, removing what only
 * search skips (code, diagram source, `data-search="skip"` cells) afterwards.
 */
import {load, type Cheerio, type CheerioAPI, type Element} from 'cheerio';

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

export function extractArticle(html: string): DocArticle {
  const $ = load(html);
  const article = $('article').first();
  article.find(ARTICLE_CHROME).remove();
  return {$, article};
}
