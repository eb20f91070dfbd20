/**
 * The one step that turns a built doc page into its content: the `<article>`
 * without the chrome Docusaurus renders inside it (breadcrumbs, the mobile
 * table of contents, heading anchor links, the "last updated" footer, copy
 * buttons, form controls of interactive widgets, icons), as a hast tree. The
 * Markdown twins convert it; the search index leaves out what only search
 * skips. Neither changes the page's tree (builtPages.ts), which others read:
 * `without` makes a copy.
 *
 * Elements are picked by plain tests (`isElement`, `hasClass`, `hasProperty`)
 * rather than CSS selectors: hast-util-select matches a list of selectors
 * about 30 times slower over the articles' 16,000 elements (250 ms against 8).
 */
import {select} from 'hast-util-select';
import type {Element, Root, RootContent} from 'hast';

/** Whether an element is one of those a test picks. */
export type ElementTest = (el: Element) => boolean;

export const isElement =
  (...tagNames: string[]): ElementTest =>
  (el) =>
    tagNames.includes(el.tagName);
const hasClass =
  (name: string): ElementTest =>
  (el) => {
    const classes = el.properties.className;
    return Array.isArray(classes) && classes.includes(name);
  };
/** An attribute by its hast property name (`data-page-actions` is `dataPageActions`). */
export const hasProperty =
  (name: string): ElementTest =>
  (el) =>
    el.properties[name] !== undefined;
export const anyOf =
  (...tests: ElementTest[]): ElementTest =>
  (el) =>
    tests.some((test) => test(el));

/** Inside the article but not part of what a page says. */
const ARTICLE_CHROME = anyOf(
  isElement('nav'), // breadcrumbs
  hasClass('theme-doc-toc-mobile'),
  isElement('footer'), // edit link, last updated
  hasClass('hash-link'), // "#" anchor after each heading (a zero-width space)
  isElement('button'),
  hasProperty('dataPageActions'), // "Copy page" and its menu beside the title (src/components/PageActions)
  isElement('input', 'select', 'textarea', 'label'), // filter controls of interactive tables
  isElement('script', 'style', 'noscript', 'template'),
  isElement('svg'), // icons; diagrams keep their source in pre.mermaid-source
);

/** A copy of a tree without the nodes `drop` picks, with what is under them. */
function pruned<T extends Root | Element>(node: T, drop: (child: RootContent) => boolean): T {
  const children = node.children.flatMap((child) => (drop(child) ? [] : [child.type === 'element' ? pruned(child, drop) : child]));
  return {...node, children: children as T['children']};
}

/** A copy of a tree without the elements a test picks, or without the elements given. */
export function without(tree: Root, elements: ElementTest | Element[]): Root {
  const gone = typeof elements === 'function' ? elements : (el: Element) => elements.includes(el);
  return pruned(tree, (child) => child.type === 'element' && gone(child));
}

/**
 * A page's article: what its first `<article>` holds, chrome removed, as a root; undefined if the
 * page has none. Comments (React's `<!-- -->`) are not content; nor are the `<wbr>`s that let
 * long identifiers wrap on a phone (src/lib/text/codeBreaks.ts): a twin would write each as a
 * zero-width space, and there are over a thousand.
 */
export function articleOf(page: Root): Root | undefined {
  const article = select('article', page);
  if (!article) return undefined;
  const drop = (child: RootContent) => child.type === 'comment' || (child.type === 'element' && (child.tagName === 'wbr' || ARTICLE_CHROME(child)));
  return pruned({type: 'root', children: article.children}, drop);
}
