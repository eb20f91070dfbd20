/**
 * The ids the writers' check expects each page to have (src/writers/site/anchors.ts: headings as
 * Docusaurus makes their ids, written ids, and those the data components make) are the ids the
 * build gave the page's article, both ways: so an anchor the check accepts exists, and one it
 * refuses does not. React's own ids (useId) are left out: no link names them.
 */
import {test, expect} from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import {select, selectAll} from 'hast-util-select';
import {loadSiteConfig} from '@docusaurus/core/lib/server/config';
import {readPageList} from '@site/src/plugins/page-list/list';
import {builtPageFile, parseHtml} from '@site/src/plugins/toolbox/builtPages';
import {pageIds} from '@site/src/writers/site/anchors';
import {readPage} from '@site/src/writers/site/pages';

const root = path.resolve(__dirname, '../..');

/** The ids inside a built page's article. */
function builtIds(file: string): Set<string> {
  const article = select('article', parseHtml(fs.readFileSync(file, 'utf8')));
  const ids = article ? selectAll('[id]', article).map((el) => String(el.properties.id)) : [];
  return new Set(ids.filter((id) => !/^_R_|^__docusaurus/.test(id)));
}

test("the site parses MDX without Docusaurus's MDX 1 compatibility, as the check does (src/writers/site/pages.ts)", async () => {
  const {siteConfig} = await loadSiteConfig({siteDir: root});
  expect(siteConfig.markdown.mdx1Compat).toEqual({comments: false, admonitions: false, headingIds: false});
  expect(siteConfig.markdown.format).toBe('mdx');
});

test('every page: the ids the check expects are the ids the build made', () => {
  const pages = readPageList(root);
  expect(pages.length).toBeGreaterThanOrEqual(20);
  let fields = 0;
  for (const listed of pages) {
    const expected = pageIds(readPage(root, listed.source));
    const built = builtIds(builtPageFile(path.join(root, 'build'), '/', listed.path, 'writer-anchors'));
    expect([...expected].filter((id) => !built.has(id)), `${listed.source}: expected, not built`).toEqual([]);
    expect([...built].filter((id) => !expected.has(id)), `${listed.source}: built, not expected`).toEqual([]);
    fields += [...built].filter((id) => /^(parameters|result)-/.test(id)).length;
  }
  // the field lists' anchors are among them
  expect(fields).toBeGreaterThan(100);
});
