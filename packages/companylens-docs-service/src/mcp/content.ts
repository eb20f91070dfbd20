/**
 * What the docs MCP server serves, read once from a finished build: the page
 * list from llms.txt (sections, titles, descriptions, twin URLs), each page's
 * Markdown twin split into its headings, and the local search index. Nothing
 * else in the build is ever read, and pages are only found through this list.
 */
import fs from 'node:fs';
import path from 'node:path';
import {readBuiltIndex} from 'docs-search-engine/node';
import type {SearchRecord} from 'docs-search-engine';
import {parseHeadings, type Heading} from './markdown';

export interface DocPage {
  section: string;
  title: string;
  description: string;
  /** The HTML page, absolute. */
  url: string;
  /** Its Markdown twin, absolute: also the page's resource URI. */
  markdownUrl: string;
  markdown: string;
  headings: Heading[];
}

export interface DocsContent {
  /** The site's root URL, base URL included, ending with `/`. */
  root: URL;
  sections: {title: string; pages: DocPage[]}[];
  pages: DocPage[];
  /** Search records of the listed pages only (URLs site-relative, as in the index). */
  records: SearchRecord[];
  /** The page at a URL path, in any of the forms pageKey accepts. */
  pageAt(pathname: string): DocPage | undefined;
}

const PAGE_LINE = /^- \[(.+?)\]\((\S+?)\)(?::\s*(.*))?$/;
const FULL_LINK = /\[llms-full\.txt\]\((\S+?)\)/;

/** The sections and pages of llms.txt, in its order. */
export function parseLlmsTxt(text: string): {root: URL; sections: {title: string; pages: {title: string; markdownUrl: string; description: string}[]}[]} {
  const full = text.match(FULL_LINK)?.[1];
  if (!full?.endsWith('/llms-full.txt')) throw new Error('llms.txt does not link llms-full.txt, so the site root is unknown');
  const root = new URL(full.slice(0, -'llms-full.txt'.length));
  const sections: {title: string; pages: {title: string; markdownUrl: string; description: string}[]}[] = [];
  for (const line of text.split('\n')) {
    if (line.startsWith('## ')) sections.push({title: line.slice(3).trim(), pages: []});
    const m = line.match(PAGE_LINE);
    if (m && sections.length) sections[sections.length - 1].pages.push({title: m[1], markdownUrl: m[2], description: m[3] ?? ''});
  }
  if (!sections.some((s) => s.pages.length)) throw new Error('llms.txt lists no pages');
  return {root, sections};
}

/** `…/x/y.md` → `…/x/y`; `…/index.md` → `…/`. */
function pageUrlOfTwin(markdownUrl: string): string {
  return markdownUrl.replace(/(^|\/)index\.md$/, '$1').replace(/\.md$/, '');
}

/** `/a/b`, `/a/b/`, `/a/b.md`, `/a/b/index.html` → `/a/b`; the root stays `/`. */
function pageKey(pathname: string): string {
  const key = pathname
    .replace(/\/index(\.md|\.html)?$/, '/')
    .replace(/\.(md|html)$/, '')
    .replace(/\/+$/, '');
  return key || '/';
}

/** The twin's file in the build, refusing anything that is not a `.md` file under it. */
function twinFile(buildDir: string, root: URL, markdownUrl: string): string {
  if (!markdownUrl.startsWith(root.href) || !markdownUrl.endsWith('.md')) {
    throw new Error(`llms.txt links ${markdownUrl}, which is not a Markdown page under ${root.href}`);
  }
  const relative = decodeURIComponent(markdownUrl.slice(root.href.length));
  const file = path.resolve(buildDir, relative);
  if (!file.startsWith(buildDir + path.sep)) throw new Error(`llms.txt links ${markdownUrl}, outside the build`);
  return file;
}

/** Loads everything the server answers from; throws, naming the file, if the build lacks any of it. */
export function loadDocsContent(buildDirArg: string): DocsContent {
  const buildDir = path.resolve(buildDirArg);
  const llmsFile = path.join(buildDir, 'llms.txt');
  if (!fs.existsSync(llmsFile)) throw new Error(`No llms.txt in ${buildDir}: run \`npm run build\` first.`);
  const {root, sections: listed} = parseLlmsTxt(fs.readFileSync(llmsFile, 'utf8'));
  const {records: allRecords} = readBuiltIndex(buildDir);

  const sections = listed.map((s) => ({
    title: s.title,
    pages: s.pages.map((p): DocPage => {
      const markdown = fs.readFileSync(twinFile(buildDir, root, p.markdownUrl), 'utf8');
      return {section: s.title, ...p, url: pageUrlOfTwin(p.markdownUrl), markdown, headings: []};
    }),
  }));
  const pages = sections.flatMap((s) => s.pages);

  const byKey = new Map(pages.map((p) => [pageKey(new URL(p.url).pathname), p]));
  const pageAt = (pathname: string) => byKey.get(pageKey(pathname));

  // Each heading's anchor comes from the index, which read the ids of the built HTML.
  const records: SearchRecord[] = [];
  const anchors = new Map<DocPage, {text: string; anchor: string}[]>();
  for (const r of allRecords) {
    const [recordPath, anchor] = r.url.split('#');
    const page = pageAt(recordPath);
    if (!page) continue;
    records.push(r);
    const level = r.type === 'content' ? 0 : Number(r.type.slice(3));
    const text = level >= 2 ? r.hierarchy[r.type as 'lvl2'] : null;
    if (text && anchor) anchors.set(page, [...(anchors.get(page) ?? []), {text, anchor}]);
  }
  for (const page of pages) page.headings = parseHeadings(page.markdown, anchors.get(page) ?? []);
  return {root, sections, pages, records, pageAt};
}
