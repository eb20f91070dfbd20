/**
 * Every doc page the build made, as the docs plugin loaded them (sidebars.ts and
 * docs/), read from the list the build writes (src/plugins/page-list): sidebar
 * order first, then any page marked `unlisted`. Nothing here is written by hand,
 * so a new page needs no edit to the tests.
 */
import path from 'node:path';
import {readPageList, type ListedPage} from '../src/plugins/page-list/list';

export const DOC_ROUTES: ListedPage[] = readPageList(path.resolve(__dirname, '..'));
/** The pages in the sidebar, in its order: the ones llms.txt lists (every page has a twin). */
export const LISTED_ROUTES = DOC_ROUTES.filter((r) => !r.unlisted);
