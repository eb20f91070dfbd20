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

/** Where the build writes the list, under the site's generated-files folder. */
export const PAGE_LIST_FILE = path.join('companylens-page-list', 'pages.json');

const sourceFile = (d: DocMetadata) => d.source.replace(/^@site\//, '');

/** Doc ids in sidebar order (a category's own page first). */
function sidebarDocIds(items: SidebarItem[]): string[] {
  return items.flatMap((item) => {
    if (item.type === 'doc' || item.type === 'ref') return [item.id];
    if (item.type === 'category') return [...(item.link?.type === 'doc' ? [item.link.id] : []), ...sidebarDocIds(item.items)];
    return [];
  });
}

/** The pages in sidebar order, then the rest (the unlisted ones; the writers' check stops any other). */
export function pageList(docs: DocMetadata[], sidebar: SidebarItem[]): ListedPage[] {
  const order = sidebarDocIds(sidebar);
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
