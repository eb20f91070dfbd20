import {test, expect} from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import {createIndex, searchIndex} from '@site/packages/docs-search-engine/src/engine';
import {readBuiltIndex} from '@site/packages/docs-search-engine/src/builtIndex';
import {EXPRESSION_SHOWN, recordsFromMarkdown} from '@site/src/plugins/search/server/records';

// Under `npm start` the index comes from the Markdown and the data behind the
// components (dataRecords.ts); in a build, from the rendered HTML. Compared
// here page by page against the build the unit tests run on.
const root = path.resolve(__dirname, '../..');
const built = readBuiltIndex(path.join(root, 'build')).records;

function devRecords(page: string) {
  return recordsFromMarkdown(fs.readFileSync(path.join(root, 'docs', `${page}.mdx`), 'utf8'), `/${page}`, 'Reference', page);
}
/** Content of the built page that the development index lacks; an MDX expression (shown as EXPRESSION_SHOWN) in a block matches its value. */
function missingInDev(page: string): string[] {
  const dev = devRecords(page).map((r) => {
    const parts = (r.content ?? '').split(EXPRESSION_SHOWN).map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    return new RegExp(`^${parts.join('.*?')}$`);
  });
  return built.filter((r) => r.url.split('#')[0] === `/${page}` && r.content && !dev.some((re) => re.test(r.content!))).map((r) => r.content!);
}

test('an MDX expression in prose is no code in a development search result: "(commit …)", not its source', () => {
  const records = devRecords('reference/sic-codes');
  const commit = records.find((r) => r.content?.includes('(commit '));
  expect(commit?.content).toContain(`(commit ${EXPRESSION_SHOWN})`);
  expect(records.filter((r) => /\{[^}]*\}/.test(r.content ?? ''))).toEqual([]);
});

test('data tables: the development index holds every block the built SIC and data-fields pages have', () => {
  // the one exception is the table's live count, a translated sentence
  expect(missingInDev('reference/sic-codes')).toEqual(['Showing 731 of 731 codes']);
  expect(missingInDev('reference/data-fields')).toEqual([]);
});

test('tool pages: only the translated labels and sentences around the data differ', () => {
  const translated = [
    / (isError result|Normal result|JSON-RPC error -?\d+) — /, // how each error comes back, under "When"
    /^One call makes these Companies House API requests:$/,
    /^An uncached call makes up to \d+ of them, and each counts against /,
    /^The \w+ entry of tools\/list$/,
    /^The companies, people and figures in this page’s examples are illustrative, not real records/, // <Illustrative />
  ];
  const missing = missingInDev('api/tools/search-companies');
  expect(missing.length).toBeGreaterThan(0);
  expect(missing.filter((m) => !translated.some((re) => re.test(m)))).toEqual([]);
});

test('a SIC description and a schema field description are found by the development index', () => {
  const pages = ['reference/sic-codes', 'reference/data-fields', 'api/tools/search-companies', 'concepts/data-model'];
  const index = createIndex(pages.flatMap(devRecords));
  const top = (query: string) => searchIndex(index, {query, hitsPerPage: 1}).hits[0];
  expect(top('growing of rice')).toMatchObject({url: expect.stringMatching(/^\/reference\/sic-codes#/), content: '01120 — Growing of rice'});
  expect(top('resignation date absent while serving')).toMatchObject({
    url: expect.stringMatching(/^\/reference\/data-fields#/),
    content: 'resigned_on — Resignation date; absent while the officer serves.',
  });
});
