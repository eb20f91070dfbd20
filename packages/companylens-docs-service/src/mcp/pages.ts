/**
 * get_page's address resolution: a path or URL of this site to one page of
 * the llms.txt list, and nothing else. The input is parsed as a URL against
 * the site root (which also settles `..`, `%2e%2e` and the like), and the
 * result is only ever a key into the page list; no file is opened.
 */
import type {DocPage, DocsContent} from './content';

/** Longest page path or URL the service reads: get_page's `path`, a feedback post's `page`. */
export const PAGE_MAX = 2048;

export type Resolved = {page: DocPage; anchor: string | null} | {error: string};

export function createPageResolver(content: DocsContent) {
  const origin = content.root;

  return function resolvePage(input: string): Resolved {
    let url: URL;
    try {
      url = new URL(input.trim(), origin);
    } catch {
      return {error: `"${input}" is not a path or URL.`};
    }
    if (!/^https?:$/.test(url.protocol) || url.host !== origin.host) {
      return {error: `"${input}" is not on this site: give a path such as /getting-started/installation, or a URL under ${origin.href}.`};
    }
    const page = content.pageAt(url.pathname);
    if (!page) return {error: `There is no page at ${url.pathname}. list_pages lists every page, and search_docs finds them by topic.`};
    let anchor: string | null = null;
    try {
      anchor = decodeURIComponent(url.hash.slice(1)) || null;
    } catch {
      anchor = url.hash.slice(1);
    }
    return {page, anchor};
  };
}
