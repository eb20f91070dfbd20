/**
 * Word forms and questions (forms.ts, query.ts, rank.ts): small records for the rules, then the
 * real engine over the real built index for the queries the readers' forms and questions failed on.
 */
import {test, expect} from '@playwright/test';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {createIndex, searchIndex, type SearchRecord} from '@site/packages/docs-search-engine/src/engine';
import {foldOf} from '@site/packages/docs-search-engine/src/engine/forms';
import {parseQuery} from '@site/packages/docs-search-engine/src/engine/query';
import {readBuiltIndex} from '@site/packages/docs-search-engine/src/builtIndex';
import {SEARCH_SYNONYMS} from 'companylens-docs-contract';
import {hl, rec} from '../support/search-fixtures';

const RECORDS: SearchRecord[] = [
  rec('typo', 'content', ['Officers'], 'The list names the directory of the company.'),
  rec('plural', 'content', ['Officers'], 'The list names the directors of the company.'),
  rec('singular', 'content', ['Officers'], 'The list names the director of the company.'),
  rec('ing', 'content', ['Examples'], 'Investing in listed companies takes research.'),
  rec('ment', 'content', ['Examples'], 'Investments and their returns over five years.'),
  rec('identifier', 'content', ['Fields'], 'Pass the company_number argument.'),
  rec('prose', 'content', ['Identifiers'], 'Numbering of companies follows the register.'),
  rec('scottish', 'content', ['Prefixes'], 'SC123456 is a Scottish company.'),
  rec('other-number', 'content', ['Prefixes'], 'SC123457 is another one.'),
  rec('sic', 'content', ['SIC codes'], '10832 covers the production of coffee.'),
];
const small = createIndex(RECORDS);
const ids = (query: string) => searchIndex(small, {indexName: 'docs', query}).hits.map((h) => h.objectID);

test.describe('word forms (forms.ts)', () => {
  test('plural and singular, and -ing forms, find the same records', () => {
    expect(ids('directors ')).toEqual(expect.arrayContaining(['plural', 'singular']));
    expect(ids('director ')).toEqual(expect.arrayContaining(['plural', 'singular']));
    expect(ids('investing ')).toEqual(expect.arrayContaining(['ing', 'ment']));
    expect(ids('investment ')).toEqual(expect.arrayContaining(['ing', 'ment']));
  });

  test('the form typed ranks above another form of it, and that above a typo', () => {
    expect(ids('directors ')).toEqual(['plural', 'singular', 'typo']);
    expect(ids('director ')).toEqual(['singular', 'plural', 'typo']);
  });

  test('identifiers and codes are left as they are', () => {
    for (const code of ['company_number', 'sc123456', '10832']) expect(foldOf(code), code).toBeNull();
    expect(ids('company_number')).toEqual(['identifier']);
    expect(ids('SC123456')[0]).toBe('scottish'); // (a code with letters allows typos, as before: SC123457 follows)
    expect(ids('10832')).toEqual(['sic']);
    // while the prose's words fold: "company numbers", complete, finds "Numbering of companies"
    expect(ids('company numbers ')).toContain('prose');
  });

  test('typos work on the forms: a misspelt plural finds the other forms, highlighted whole', () => {
    expect(ids('investmnts ')).toEqual(expect.arrayContaining(['ing', 'ment']));
    const hit = searchIndex(small, {indexName: 'docs', query: 'directers '}).hits.find((h) => h.objectID === 'singular')!;
    expect(hl(hit, 'content').value).toBe('The list names the <mark>director</mark> of the company.');
  });
});

const build = path.resolve(__dirname, '../../build');
let built: ReturnType<typeof createIndex> | undefined;
const builtIndex = () => (built ??= createIndex(readBuiltIndex(build).records, SEARCH_SYNONYMS));
const FACETS = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];
const hits = (query: string, hitsPerPage = 20) => searchIndex(builtIndex(), {indexName: 'companylens-docs', query, hitsPerPage, facetFilters: FACETS}).hits;
const pagesOf = (query: string) => [...new Set(hits(query, 1000).map((h) => String(h.url).split('#')[0]))].sort();

test.describe('the built docs', () => {
  test('a word and its other forms find the same pages', () => {
    expect(pagesOf('directors')).toEqual(pagesOf('director'));
    expect(pagesOf('competitors')).toEqual(pagesOf('competitor'));
    expect(pagesOf('investing')).toEqual(expect.arrayContaining(pagesOf('investment')));
    expect(String(hits('investing')[0].url)).toMatch(/^\/examples\/investment-research/);
    expect(String(hits('rate limited')[0].url)).toBe('/getting-started/installation#companies-house-rate-limit-reached');
  });

  test('a question finds the page that answers it first (questions tuned on only)', () => {
    const {questions} = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../bench/search-questions.json'), 'utf8')) as {
      questions: {q: string; pages: string[]; heldOut: boolean}[];
    };
    for (const q of ['why are some figures null', 'what happens when I hit the rate limit', 'who can see the feedback I send']) {
      const question = questions.find((x) => x.q === q)!;
      expect(question.heldOut, q).toBe(false);
      expect(question.pages, q).toContain(String(hits(q)[0]?.url).split('#')[0]);
    }
  });
});

test('search:push gives the hosted index the same English: plural forms below the form typed, no stop words, a question\'s light words optional', () => {
  const run = spawnSync('node', ['src/run-ts.cjs', 'src/plugins/search/server/push.ts', '--dry-run'], {cwd: path.resolve(__dirname, '../..'), encoding: 'utf8'});
  expect(run.status, run.stderr).toBe(0);
  const {settings} = JSON.parse(run.stdout.slice(run.stdout.indexOf('{')));
  expect(settings).toMatchObject({indexLanguages: ['en'], queryLanguages: ['en'], ignorePlurals: true, removeStopWords: true});
  expect(settings.alternativesAsExact).not.toContain('ignorePlurals');
  // the words it makes optional are the ones the local engine makes optional
  expect(settings.optionalWords.length).toBeGreaterThan(0);
  for (const word of settings.optionalWords) {
    expect(parseQuery(small, `what director ${word}`).find((w) => w.text === word)?.optional, word).toBe(true);
  }
  expect(parseQuery(small, 'what director list').some((w) => w.optional)).toBe(false);
  // in a query that is not a question, every word counts
  expect(parseQuery(small, 'director make').some((w) => w.optional)).toBe(false);
});
