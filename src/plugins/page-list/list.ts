/**
 * The list of doc pages, as the docs plugin loaded them: every doc in the
 * sidebar's order, then the unlisted ones. Written by the build
 * (./index.ts) for the tests and benchmarks, which read it with readPageList.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {DocMetadata, SidebarItem} from '../toolbox/docs';

export interface ListedPage {
  /** Route, base URL included (`/getting-started/installation`). */
  path: string;
  /** The title a reader sees as the page's H1. */
  title: string;
  /** Source file, from the site folder (`docs/intro.mdx`). */
  source: string;
  /** `unlisted: true` in its front matter: built, but in no sidebar and not in llms.txt. */
  unlisted: boolean;
}

/** The development server's global data: the docs it serves though they are in no sidebar. */
export interface NotInSidebarData {
  notInSidebar: {permalink: string; id: string; source: string}[];
}

/** Where the build writes the list, under the site's generated-files folder. */
export const PAGE_LIST_FILE = path.join('companylens-page-list', 'pages.json');

const sourceFile = (d: DocMetadata) => d.source.replace(/^@site\//, '');

/** Doc ids in sidebar order (a category's own page first). */
export function sidebarDocIds(items: SidebarItem[]): string[] {
  return items.flatMap((item) => {
    if (item.type === 'doc' || item.type === 'ref') return [item.id];
    if (item.type === 'category') return [...(item.link?.type === 'doc' ? [item.link.id] : []), ...sidebarDocIds(item.items)];
    return [];
  });
}

/** Docs in no sidebar and not marked `unlisted`: built, but missing from the navigation and llms.txt. */
export function notInSidebar(docs: DocMetadata[], sidebar: SidebarItem[]): DocMetadata[] {
  const order = sidebarDocIds(sidebar);
  return docs.filter((d) => !order.includes(d.id) && !d.unlisted);
}

/** What to do about a doc in no sidebar, in one line naming its file. */
export const notInSidebarMessage = (d: DocMetadata) =>
  `${sourceFile(d)}:1: the page "${d.id}" is in no sidebar, so it would be missing from the navigation and llms.txt. Add '${d.id}' to sidebars.ts, or put \`unlisted: true\` in its front matter to publish it without a place in the sidebar or llms.txt.`;

/**
 * The pages in sidebar order, then the unlisted ones. Throws, naming each file,
 * if a doc is in no sidebar without `unlisted: true` (notInSidebar), unless
 * `allowMissing` (the development server, which says so on the page instead).
 */
export function pageList(docs: DocMetadata[], sidebar: SidebarItem[], {allowMissing = false} = {}): ListedPage[] {
  const order = sidebarDocIds(sidebar);
  const missing = notInSidebar(docs, sidebar);
  if (missing.length && !allowMissing) throw new Error(missing.map(notInSidebarMessage).join('\n'));
  const byId = new Map(docs.map((d) => [d.id, d]));
  const listed = order.flatMap((id) => byId.get(id) ?? []);
  const rest = docs.filter((d) => !order.includes(d.id));
  return [...listed, ...rest].map((d) => ({path: d.permalink, title: d.title, source: sourceFile(d), unlisted: d.unlisted}));
}

/** The list the last build or `npm start` wrote; throws saying what to run if there is none. */
export function readPageList(siteDir: string, generatedFilesDir = path.join(siteDir, '.docusaurus')): ListedPage[] {
  const file = path.join(generatedFilesDir, PAGE_LIST_FILE);
  if (!fs.existsSync(file)) throw new Error(`No page list at ${path.relative(siteDir, file)}: run \`npm run build\` (or \`npm start\`) first`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as ListedPage[];
}
