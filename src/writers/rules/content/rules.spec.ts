/**
 * The content rules (./rules.ts) on every page in docs/ and
 * the data files, as the writers' check reports them (./index.ts, ../../problem.ts).
 * A page a writer adds is checked by the same rules, and a
 * failure lists one `file:line  rule  found: what it guards — fix` line per finding.
 */
import {test, expect} from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import {listPageFiles} from '../../site/pageFiles';
import {formatProblem, sortProblems} from '../../problem';
import {confirmationDate} from './exampleFacts';
import {contentProblems} from './index';
import {RULES, type Page} from './rules';
import {FACT_HOMES} from './saidOnce';

const root = path.resolve(__dirname, '../../../..');
const docs: Page[] = listPageFiles(root).map((f) => ({file: f, text: fs.readFileSync(path.join(root, f), 'utf8')}));
const data: Page[] = fs
  .readdirSync(path.join(root, 'src/data'))
  .filter((f) => f.endsWith('.json'))
  .map((f) => ({file: `src/data/${f}`, text: fs.readFileSync(path.join(root, 'src/data', f), 'utf8')}));

/** The check's report lines for these pages (and data files, for the rules that read them). */
const checkPages = (pages: Page[], data: Page[] = []) =>
  sortProblems([...pages.flatMap((page) => contentProblems(page)), ...data.flatMap((page) => contentProblems(page, {data: true}))]).map(formatProblem);

test('every page and data file keeps the content rules', () => {
  expect(docs.length).toBeGreaterThanOrEqual(20);
  const findings = checkPages(docs, data);
  expect(findings, `content rules broken (CONTRIBUTING.md, "The checks"):\n${findings.join('\n')}`).toEqual([]);
});

for (const rule of RULES) {
  test(`rule "${rule.name}" reports its sample with file, line and fix, and lets the near miss through`, () => {
    const file = 'docs/guides/new-page.mdx';
    const text = `---\ntitle: New\ndescription: A new page.\n---\n\n${rule.catches}\n`;
    const findings = rule.check({file, text});
    expect(findings.length, rule.name).toBeGreaterThan(0);
    expect(findings[0].line).toBeGreaterThanOrEqual(6);
    const message = checkPages([{file, text}]).find((m) => m.includes(`  ${rule.name}  `));
    expect(message).toMatch(new RegExp(`^docs/guides/new-page\\.mdx:\\d+  ${rule.name}  .+ — (.+; )?${rule.fix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    if (rule.passes) expect(rule.check({file, text: rule.passes}), `${rule.name} on its near miss`).toEqual([]);
  });
}

/** A heading's id as Docusaurus writes it: its own {#id}, else its words in lower case, punctuation dropped, spaces as hyphens. */
const headingIds = (text: string) =>
  text
    .split('\n')
    .filter((l) => /^#{2,6} /.test(l))
    .map((l) => /\{#([\w-]+)\}\s*$/.exec(l)?.[1] ?? l.replace(/^#+ /, '').toLowerCase().replace(/[^\p{L}\p{N}_\s-]/gu, '').trim().replace(/\s/g, '-'));

for (const home of FACT_HOMES) {
  test(`said once: ${home.fact}, in ${home.anchor} and linked from elsewhere (rule "${home.name}")`, () => {
    const page = docs.find((d) => d.file === home.file)!;
    expect(page, home.file).toBeTruthy();
    expect(headingIds(page.text), `${home.file} has the heading ${home.anchor}`).toContain(home.anchor.split('#')[1]);
    expect(checkPages(docs).filter((m) => m.includes(`  ${home.name}  `))).toEqual([]);
    // the pages that rely on the fact link its home; a fact once repeated within its own page is linked from there
    const inPage = home.onceInHome && page.text.includes(`](#${home.anchor.split('#')[1]})`);
    expect(docs.filter((d) => d.file !== home.file && d.text.includes(`](${home.anchor})`)).length + (inPage ? 1 : 0), `links to ${home.anchor}`).toBeGreaterThan(0);
  });
}

test('CONTRIBUTING.md lists the home of every fact said once', () => {
  const guide = fs.readFileSync(path.join(root, 'CONTRIBUTING.md'), 'utf8');
  const table = guide.slice(guide.indexOf('| Fact | Its home |'), guide.indexOf('On another page, name the thing'));
  for (const home of FACT_HOMES) expect(table, home.name).toContain(`](${home.file})`);
  expect(new Set(FACT_HOMES.map((h) => h.file)).size).toBe(table.split('\n').filter((l) => l.startsWith('| ') && !l.startsWith('| Fact')).map((l) => /\]\(([^)]+)\) \|$/.exec(l)?.[1]).filter((f, i, all) => f && all.indexOf(f) === i).length);
});

test('a new page that mentions cached answers passes; one that states how long they are cached is told the rule and the fix', () => {
  const mentions = {file: 'docs/guides/caching.mdx', text: '---\ntitle: Caching\ndescription: Caching.\n---\n\nRepeat questions get cached answers.\n'};
  expect(checkPages([mentions])).toEqual([]);
  const states = {file: 'docs/guides/caching.mdx', text: '---\ntitle: Caching\ndescription: Caching.\n---\n\nRepeat questions get cached answers.\nAnswers are cached for 10 minutes.\n'};
  expect(checkPages([states])).toEqual([
    'docs/guides/caching.mdx:7  cache-duration-once  "cached for 10 minutes": how long the server caches answers is stated once, on the installation page, so it can change in one place — delete the duration here and link /getting-started/installation#companies-house-rate-limit-reached',
  ]);
});

test('confirmation dates: the anniversary for a company incorporated on or before 30 June 2015, the day before it for one incorporated from 1 July 2015, even before 30 June 2016', () => {
  expect(confirmationDate('2013-11-21', 2025)).toBe('2025-11-21');
  expect(confirmationDate('2015-06-29', 2025)).toBe('2025-06-29');
  // the day the two groups meet: no annual return, but the first period began the day after incorporation
  expect(confirmationDate('2015-06-30', 2025)).toBe('2025-06-30');
  expect(confirmationDate('2015-07-01', 2025)).toBe('2025-06-30');
  // incorporated before annual returns ended but never due to file one: the first period began on incorporation
  expect(confirmationDate('2016-06-29', 2025)).toBe('2025-06-28');
  expect(confirmationDate('2016-06-30', 2025)).toBe('2025-06-29');
  expect(confirmationDate('2017-01-01', 2017)).toBe('2017-12-31');
  expect(confirmationDate('2018-03-14', 2026)).toBe('2026-03-13');
});
