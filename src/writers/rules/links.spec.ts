/**
 * The link rules (./links.ts) on a page written for the test, against the site's real pages:
 * what an address may lead to, and how an anchor is matched.
 */
import {test, expect} from '@playwright/test';
import path from 'node:path';
import {readPage, sourcePage} from '../site/pages';
import {listPageFiles} from '../site/pageFiles';
import {pageIds} from '../site/anchors';
import {linkProblems} from './links';

const root = path.resolve(__dirname, '../../..');
const pages = listPageFiles(root).map((f) => readPage(root, f));
const site = {pages, staticDirs: [path.join(root, 'static')], idsOf: pageIds};
const check = (body: string) => {
  const page = sourcePage('docs/concepts/t.mdx', `---\ntitle: T\ndescription: D.\n---\n\n${body}\n`);
  return linkProblems(page, {...site, pages: [...pages, page]}).map((p) => `${p.line} ${p.rule} ${p.message}`);
};

test('what a link may lead to: a page, its twin, a file under static/, a file the build writes, another site', () => {
  expect(
    check(
      [
        '[a page](/concepts/data-model), [its heading](/concepts/data-model#date-of-birth-month-and-year-only), [a field](/api/tools/search-companies#parameters-items_per_page)',
        '[a twin](/concepts/data-model.md), [the home twin](/index.md), [the logo](/img/logo.svg), [llms.txt](/llms.txt), [search](/search?q=x)',
        '[by file](./data-model.mdx#date-of-birth-month-and-year-only), [this page](#here), [elsewhere](https://example.com/x), [mail](mailto:a@example.com)',
        '',
        '## Here',
      ].join('\n'),
    ),
  ).toEqual([]);
});

test('an address, a file or an anchor that leads nowhere is reported where it is written', () => {
  expect(
    check(
      [
        '[gone](/concepts/gone), [gone twin](/concepts/gone.md), [no file](./gone.mdx)',
        '<Link to="/api/tools/search-companies#parameters-no_such_field">a field</Link> and [a heading](/concepts/data-model#no-such-heading)',
      ].join('\n'),
    ),
  ).toEqual([
    '6 link [gone](/concepts/gone) leads nowhere: no page or file at /concepts/gone',
    '6 link [gone twin](/concepts/gone.md) leads nowhere: no page or file at /concepts/gone.md',
    '6 link [no file](./gone.mdx) leads nowhere: no file docs/concepts/gone.mdx',
    '7 anchor <Link to="/api/tools/search-companies#parameters-no_such_field"> leads nowhere: no heading or field on /api/tools/search-companies has the id "parameters-no_such_field"',
    '7 anchor [a heading](/concepts/data-model#no-such-heading) leads nowhere: no heading or field on /concepts/data-model has the id "no-such-heading"',
  ]);
});

test('a link to a file that is not there names the page it most likely meant, with its address', () => {
  const page = sourcePage('docs/concepts/t.mdx', '---\ntitle: T\ndescription: D.\n---\n\nSee [the identifiers](company-identifiers.md) and [the model](/concepts/data-modle).\n');
  const found = linkProblems(page, {...site, pages: [...pages, page]});
  expect(found.map((p) => p.fix)).toEqual([
    'did you mean ./company-identifiers.mdx (its address: /concepts/company-identifiers)? Link that file, or that address',
    "did you mean /concepts/data-model? link to an existing page's address (open it and copy its URL), or to a file under static/",
  ]);
});
