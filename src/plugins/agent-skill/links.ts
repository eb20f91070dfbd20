/**
 * The skill's links to pages of the site, checked against the finished build:
 * the page must have been built, and an anchor must be the id of something in
 * its article (a heading or a field), as src/plugins/link-check checks the
 * docs' own links. Each broken one is named at the line of src/skill/SKILL.md
 * that writes it.
 */
import fs from 'node:fs';
import path from 'node:path';
import {builtArticle} from '../toolbox/article';
import type {Problem} from './problems';
import {SOURCE, type PageLink} from './render';

/** The built HTML of a site path, if the build wrote that page. */
function pageFile(outDir: string, sitePath: string): string | undefined {
  const rel = sitePath.replace(/^\/|\/$/g, '');
  return [path.join(outDir, rel, 'index.html'), path.join(outDir, `${rel}.html`)].find((f) => fs.existsSync(f));
}

export function brokenPageLinks(outDir: string, links: PageLink[]): Problem[] {
  const problems: Problem[] = [];
  for (const {line, written} of links) {
    const [page, anchor] = written.split('#') as [string, string | undefined];
    const file = pageFile(outDir, page);
    const problem = (message: string, fix: string) => problems.push({file: SOURCE, line, rule: 'skill-links', message, fix});
    if (!file) problem(`the link ${written} leads to no page: the build wrote none at ${page}`, 'link an existing page by its path, as the sidebar shows it (/getting-started/installation)');
    else if (anchor && !builtArticle(file).article.find(`[id="${anchor.replace(/"/g, '')}"]`).length) {
      problem(`the link ${written} names the anchor "${anchor}", which no heading or field on ${page} has`, 'open the page and copy the link of the heading you mean');
    }
  }
  return problems;
}
