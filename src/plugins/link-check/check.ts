/**
 * Which links of the doc pages lead nowhere, and where each is written.
 *
 * brokenInBuild reads the finished build: every link in a doc page's article
 * (the Markdown's and the components') against the pages and files the build
 * wrote, and its anchor against the ids of the page it names. Each broken one
 * is named at the line of the doc's source that writes it, as written, or as
 * written by a component when no line does.
 *
 * brokenInSources is the development server's quick look at the pages a
 * writer saved: their written links against the doc pages and static files,
 * and anchors against the headings of the Markdown they name (an anchor a
 * component makes, such as a field's, waits for the build).
 */
import fs from 'node:fs';
import path from 'node:path';
import {createSlugger, parseMarkdownHeadingId} from '@docusaurus/utils';
import {Parser} from 'htmlparser2';
import {builtPageFile} from '../toolbox/builtPages';
import {writtenLinks, type WrittenLink} from './written';

export interface Doc {
  permalink: string;
  /** Source file from the site folder (`docs/x.mdx`). */
  source: string;
}

export interface Broken {
  file: string;
  line?: number;
  /** The link as the source writes it, or its address when a component writes it. */
  link: string;
  why: string;
}

/** `file:line: broken link …` lines, one a link, for the terminal. */
export function formatBroken(broken: Broken[]): string[] {
  return broken.map((b) => `${b.file}${b.line ? `:${b.line}` : ''}: broken ${b.why.startsWith('no heading') ? 'anchor' : 'link'} ${b.link}: ${b.why}`);
}

/** A built page's ids, and the links of its article (one pass of a streaming parser: no tree is built). */
function scanPage(file: string): {ids: Set<string>; hrefs: string[]} {
  const ids = new Set<string>();
  const hrefs = new Set<string>();
  let inArticle = 0;
  const parser = new Parser({
    onopentag(name, attribs) {
      if (attribs.id) ids.add(attribs.id);
      if (name === 'article') inArticle++;
      else if (name === 'a' && inArticle && attribs.href) hrefs.add(attribs.href);
    },
    onclosetag(name) {
      if (name === 'article') inArticle--;
    },
  });
  parser.end(fs.readFileSync(file, 'utf8'));
  return {ids, hrefs: [...hrefs]};
}

/** The site path (no base URL) of an address within the site, or undefined for another site. */
function sitePath(address: string, baseUrl: string): string | undefined {
  const p = address.startsWith(baseUrl) ? `/${address.slice(baseUrl.length)}` : address.startsWith('/') ? address : undefined;
  return p?.replace(/\/$/, '') || (p === undefined ? undefined : '/');
}

export function brokenInBuild(siteDir: string, outDir: string, baseUrl: string, docs: Doc[]): Broken[] {
  const permalinkOf = (file: string) => docs.find((d) => d.source === file)?.permalink;
  const ids = new Map<string, Set<string> | null | undefined>();
  /** The ids of the built page at a site path; null when the path is a file, not a page; undefined when nothing was built there. */
  const idsAt = (site: string): Set<string> | null | undefined => {
    if (ids.has(site)) return ids.get(site);
    const rel = site.slice(1);
    const page = [path.join(outDir, rel, 'index.html'), path.join(outDir, `${rel}.html`)].find((f) => fs.existsSync(f));
    let found: Set<string> | null | undefined;
    if (page) found = scanPage(page).ids;
    else if (rel && fs.existsSync(path.join(outDir, rel)) && fs.statSync(path.join(outDir, rel)).isFile()) found = null;
    ids.set(site, found);
    return found;
  };

  const broken: Broken[] = [];
  for (const doc of docs) {
    const {ids: own, hrefs} = scanPage(builtPageFile(outDir, baseUrl, doc.permalink, 'link-check'));
    ids.set(sitePath(doc.permalink, baseUrl)!, own);
    const self = sitePath(doc.permalink, baseUrl)!;
    // the source is parsed only for a page with a link that leads nowhere (parsing every page takes seconds)
    let written: WrittenLink[] | undefined;
    let missingFiles: WrittenLink[] = [];
    const readSource = () => {
      if (written) return written;
      const sourceFile = path.join(siteDir, doc.source);
      written = fs.existsSync(sourceFile) ? writtenLinks(fs.readFileSync(sourceFile, 'utf8'), doc.source, doc.permalink, permalinkOf) : [];
      // a link to a file that is no doc stays in the page as written: said once, as the missing file
      missingFiles = written.filter((w) => w.file && !w.target);
      missingFiles.forEach((w) => broken.push({file: doc.source, line: w.line, link: w.as, why: `no file ${w.file}`}));
      return written;
    };
    for (const href of hrefs) {
      if (/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(href) || href === '#') continue;
      const url = new URL(href, `http://site${doc.permalink}`);
      const site = sitePath(decodeURIComponent(url.pathname), baseUrl);
      if (!site) continue;
      const hash = decodeURIComponent(url.hash.slice(1));
      const there = idsAt(site);
      let why: string | undefined;
      if (there === undefined) why = `no page or file at ${site}`;
      else if (hash && there && !there.has(hash)) why = `no heading or field on ${site === self ? 'this page' : site} has the id "${hash}"`;
      if (!why) continue;
      const lines = readSource();
      if (missingFiles.some((w) => href.endsWith(w.url.split('#')[0].replace(/^\.\//, '')))) continue;
      const at = lines.filter((w) => w.target && sitePath(w.target.path, baseUrl) === site && w.target.hash === hash);
      if (at.length) at.forEach((w) => broken.push({file: doc.source, line: w.line, link: w.as, why: why!}));
      else broken.push({file: doc.source, link: `${href} (written by a component on the page, not in this file)`, why});
    }
  }
  return broken.sort((a, b) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0));
}

/** The ids of a doc's headings, as Docusaurus makes them from its Markdown. */
function headingIds(source: string): Set<string> {
  const slugger = createSlugger();
  const out = new Set<string>();
  let fence = false;
  for (const line of source.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fence = !fence;
    const heading = !fence && /^#{1,6}\s+(.*)$/.exec(line);
    if (!heading) continue;
    const text = heading[1].replace(/`/g, '');
    const parsed = parseMarkdownHeadingId(text);
    out.add(parsed.id ?? slugger.slug(parsed.text));
  }
  return out;
}

/**
 * The broken links of `files` (sources from the site folder) as far as the sources tell: no doc
 * page or static file at the address, or an anchor that is no heading of a page made of Markdown
 * alone. `staticDirs` are the folders served as they are.
 */
export function brokenInSources(siteDir: string, staticDirs: string[], baseUrl: string, docs: Doc[], files: string[]): Broken[] {
  const permalinkOf = (file: string) => docs.find((d) => d.source === file)?.permalink;
  const byPath = new Map(docs.map((d) => [sitePath(d.permalink, baseUrl), d] as const));
  const broken: Broken[] = [];
  for (const doc of docs.filter((d) => files.includes(d.source))) {
    const text = fs.readFileSync(path.join(siteDir, doc.source), 'utf8');
    for (const w of writtenLinks(text, doc.source, doc.permalink, permalinkOf) as WrittenLink[]) {
      if (w.file && !w.target) {
        broken.push({file: doc.source, line: w.line, link: w.as, why: `no file ${w.file}`});
        continue;
      }
      if (!w.target) continue;
      const site = sitePath(w.target.path, baseUrl);
      if (!site) continue;
      const target = byPath.get(site);
      const isFile = staticDirs.some((dir) => fs.existsSync(path.join(dir, site)) && fs.statSync(path.join(dir, site)).isFile());
      // the development server also serves each page's twin (`.md`) and the search page
      const served = target || isFile || site === '/search' || (site.endsWith('.md') && byPath.has(site.replace(/(\/index)?\.md$/, '') || '/'));
      if (!served) broken.push({file: doc.source, line: w.line, link: w.as, why: `no page or file at ${site}`});
      else if (target && w.target.hash) {
        const targetText = fs.readFileSync(path.join(siteDir, target.source), 'utf8');
        // a page with components (fields, tables from data) makes anchors the Markdown does not show
        if (!/^\s*<[A-Z]/m.test(targetText) && !headingIds(targetText).has(w.target.hash)) {
          broken.push({file: doc.source, line: w.line, link: w.as, why: `no heading on ${site === sitePath(doc.permalink, baseUrl) ? 'this page' : site} has the id "${w.target.hash}"`});
        }
      }
    }
  }
  return broken;
}
