/**
 * Markdown twins for the development server, which renders no HTML to convert:
 * each page's source (front matter and imports left out) under the twin's usual
 * title, pointer and description, with a line saying that the build's twin is made
 * from the rendered page, generated tables included. Rewritten whenever the docs
 * plugin reloads a doc, so "Copy page" and "View as Markdown" follow the edit.
 */
import fs from 'node:fs';
import path from 'node:path';
import {markdownTwinPath} from '../../lib/agents/markdownTwin';
import {twinMarkdown, type DocPage} from './files';

export const DEV_NOTE = '> Development preview: the source of this page. `npm run build` writes its twin from the rendered page, with the tables and examples its components generate.';

/** A page's MDX source as a twin's body: without its front matter, `import`/`export` lines and the blank lines they leave. */
function devTwinBody(source: string): string {
  const body = source.replace(/^---\n[\s\S]*?\n---\n/, '').replace(/^(import|export) .*\n/gm, '');
  return `${DEV_NOTE}\n\n${body.replace(/^\n+/, '').trimEnd()}`;
}

export function writeDevTwins(opts: {
  pages: (DocPage & {source: string})[];
  siteDir: string;
  outDir: string;
  baseUrl: string;
  absolute: (p: string) => string;
  /** The page's feedback line (files.ts feedbackLine). */
  feedback: (page: DocPage) => string;
}): void {
  const {pages, siteDir, outDir, baseUrl, absolute, feedback} = opts;
  const llmsTxtUrl = absolute(`${baseUrl}llms.txt`);
  for (const page of pages) {
    const file = path.join(siteDir, page.source.replace(/^@site\//, ''));
    if (!fs.existsSync(file)) continue; // deleted while the server runs
    const twinPath = markdownTwinPath(page.permalink);
    const pageUrl = absolute(page.permalink);
    const text = twinMarkdown({page, pageUrl, twinUrl: absolute(twinPath), body: devTwinBody(fs.readFileSync(file, 'utf8'))}, llmsTxtUrl, feedback(page));
    const target = path.join(outDir, twinPath.slice(baseUrl.length));
    fs.mkdirSync(path.dirname(target), {recursive: true});
    fs.writeFileSync(target, text);
  }
}
