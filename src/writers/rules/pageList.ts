/**
 * Rule page-list: every page is in a sidebar or marked `unlisted: true` on purpose. A page in
 * neither is built but missing from the navigation and llms.txt. Read from the front matter,
 * so `npm start` (where Docusaurus sets `unlisted` only for production) says the same.
 */
import type {Problem} from '../problem';
import type {SourcePage} from '../site/pages';
import {isPlaced, type Placed} from '../site/sidebars';

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
