/**
 * Rule page-list: every page is in a sidebar or marked `unlisted: true` on purpose. A page in
 * neither is built but missing from the navigation and llms.txt. Read from the front matter,
 * so `npm start` (where Docusaurus sets `unlisted` only for production) says the same.
 * Rule sidebar: every id `sidebars.ts` names is a page's (a page deleted or renamed leaves one
 * behind, and Docusaurus stops loading the site on it), at the line that names it.
 */
import type {Problem} from '../problem';
import type {SourcePage} from '../site/pages';
import {isPlaced, linesNaming, type Placed} from '../site/sidebars';
import {closest} from './closest';

export function pageListProblems(page: SourcePage, placed: Placed): Problem[] {
  if (page.partial || page.unlisted || isPlaced(placed, page.id)) return [];
  return [
    {
      file: page.file,
      line: 1,
      rule: 'page-list',
      message: `the page "${page.id}" is in no sidebar, so it would be missing from the navigation and llms.txt`,
      fix: `add '${page.id}' to sidebars.ts, or put \`unlisted: true\` in its front matter to publish it without a place in the sidebar or llms.txt`,
    },
  ];
}

export function sidebarProblems(siteDir: string, placed: Placed, pages: SourcePage[]): Problem[] {
  const ids = pages.filter((p) => !p.partial).map((p) => p.id);
  return [...placed.ids]
    .filter((id) => !ids.includes(id))
    .flatMap((id) => {
      const near = closest(id, ids);
      return linesNaming(siteDir, id).map((line) => ({
        file: 'sidebars.ts',
        line,
        rule: 'sidebar',
        message: `the sidebar names the page "${id}", which no file in docs/ is, so the site would not load`,
        fix: `${near ? `if it is now "${near}", name that; ` : ''}remove the entry if the page is gone (and the links to it: npm run check names them)`,
      }));
    });
}
