/**
 * Finding and reading pages in a finished build (Node only), for the plugins
 * that read them in postBuild: search, llms-txt and csp.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parse} from 'parse5';
import {fromParse5} from 'hast-util-from-parse5';
import type {Root} from 'hast';

/** Every HTML file under a folder, recursively. */
export function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? htmlFiles(p) : e.name.endsWith('.html') ? [p] : [];
  });
}

/** The built HTML file of a page (`<path>/index.html` or `<path>.html`); throws, naming the caller, if there is none. */
export function builtPageFile(outDir: string, baseUrl: string, permalink: string, caller: string): string {
  const rel = permalink.slice(baseUrl.length);
  const file = [path.join(outDir, rel, 'index.html'), path.join(outDir, `${rel}.html`)].find((f) => fs.existsSync(f));
  if (!file) throw new Error(`${caller}: no built page for ${permalink}`);
  return file;
}

/**
 * An HTML page as a hast tree, parsed by the HTML standard's rules (parse5, as rehype-parse
 * and hast-util-from-html do), as a browser does: the minified pages leave out optional end tags
 * such as `</thead>`. Without source positions, which nothing here reports and which made the
 * parse (and the twins' copies of the tree) about three times slower.
 */
export function parseHtml(html: string): Root {
  const tree = fromParse5(parse(html));
  if (tree.type !== 'root') throw new Error('parseHtml: parse5 gave no document');
  return tree;
}

/**
 * Built pages parsed in this process, by file, with the size and time they were read at. Kept on
 * globalThis: Docusaurus loads each plugin with a module registry of its own, so a module-level
 * map would be one per plugin.
 */
const PARSED = Symbol.for('companylens.builtPages');
type Parsed = Map<string, {stamp: string; tree: Root}>;
const parsed: Parsed = ((globalThis as {[PARSED]?: Parsed})[PARSED] ??= new Map());

/**
 * A built page as a hast tree (parseHtml), parsed once however many plugins read it after the
 * build (csp reads its scripts, search and llms-txt its article). The tree is shared: a reader
 * takes copies of what it changes (article.ts `without`).
 */
export function builtPage(file: string): Root {
  const {size, mtimeMs} = fs.statSync(file);
  const stamp = `${size}:${mtimeMs}`;
  let hit = parsed.get(file);
  if (hit?.stamp !== stamp) {
    hit = {stamp, tree: parseHtml(fs.readFileSync(file, 'utf8'))};
    parsed.set(file, hit);
  }
  return hit.tree;
}
