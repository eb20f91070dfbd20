/**
 * Finding pages in a finished build (Node only), for the plugins that read or
 * rewrite them in postBuild: search, llms-txt and csp.
 */
import fs from 'node:fs';
import path from 'node:path';

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
