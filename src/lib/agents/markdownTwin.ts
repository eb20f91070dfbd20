/**
 * Where the Markdown twin of a doc page is served: the page's path plus `.md`,
 * or `index.md` under a path that ends with `/` (the docs home).
 * `/api/tools/search-companies` → `/api/tools/search-companies.md`, `/` → `/index.md`.
 */
export function markdownTwinPath(pathname: string): string {
  return pathname.endsWith('/') ? `${pathname}index.md` : `${pathname}.md`;
}
