/**
 * Broken links and anchors in the docs, said where a writer can act on them:
 * the file, the line, and the link as written (./check.ts finds them).
 *
 * - `npm run build`: once the pages are written, every broken link and anchor
 *   of every doc page, all in one report, then the build stops (exit code 1)
 *   with no stack trace. It runs before Docusaurus's own check (which names
 *   the page's address, not its file, and stops at the first kind it finds),
 *   which stays behind it for the links of the navbar and footer.
 * - `npm start`: each time a page is saved, its links are checked against the
 *   pages and static files, and a broken one is a warning in the terminal.
 */
import path from 'node:path';
import fs from 'node:fs';
import logger from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {siteDocs} from '../toolbox/docs';
import {brokenInBuild, brokenInSources, formatBroken, type Doc} from './check';

export default function linkCheckPlugin(context: LoadContext): Plugin {
  const {siteDir, baseUrl} = context;
  const production = process.env.NODE_ENV === 'production';
  const staticDirs = context.siteConfig.staticDirectories.map((dir) => path.resolve(siteDir, dir));
  let docs: Doc[] = [];
  /** Under npm start: each source's modification time when the site last loaded. */
  const checked = new Map<string, number>();

  return {
    name: 'companylens-link-check',

    async allContentLoaded({allContent}) {
      docs = siteDocs(allContent).docs.map((d) => ({permalink: d.permalink, source: d.source.replace(/^@site\//, '')}));
      if (production) return;
      // the pages saved since the last load (none at start-up: the build checks those)
      const first = checked.size === 0;
      const saved = docs.map((d) => d.source).filter((file) => {
        const time = fs.statSync(path.join(siteDir, file)).mtimeMs;
        const changed = checked.get(file) !== time;
        checked.set(file, time);
        return changed && !first;
      });
      for (const line of formatBroken(brokenInSources(siteDir, staticDirs, baseUrl, docs, saved))) {
        logger.warn(`${line} (npm run build stops on it)`);
      }
    },

    async postBuild({outDir}) {
      const started = performance.now();
      const broken = brokenInBuild(siteDir, outDir, baseUrl, docs);
      if (!broken.length) {
        console.log(`[links] every link and anchor of ${docs.length} pages leads somewhere (${Math.round(performance.now() - started)} ms)`);
        return;
      }
      const lines = formatBroken(broken);
      logger.error(
        `${lines.length === 1 ? 'A link leads' : `${lines.length} links lead`} nowhere (CONTRIBUTING.md, "The checks"):\n${lines.map((l) => `  ${l}`).join('\n')}\n` +
          'Fix each link or anchor where it is written; an anchor is the id of a heading or field on the page it names (open the page and copy its link).',
      );
      // one report, then stop: a thrown error would add the stack of Docusaurus's build around it
      process.exit(1);
    },
  };
}
