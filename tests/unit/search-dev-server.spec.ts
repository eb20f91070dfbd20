/**
 * `npm start`, as a writer meets it: one real development server in a copy of the site, with a
 * page added that is in no sidebar.
 * - The development index follows src/data: a tool's description changed in src/data/tools.json
 *   the moment the first index is written (before Docusaurus has even attached its own
 *   watchers) is searchable without a restart.
 * - The writers' check (src/plugins/writer-check) says what it says in a build: the page in no
 *   sidebar is served, says why at its top and in the terminal; a page marked `unlisted` gets no
 *   such warning; every page the index offers is one the server serves (no hit leads to "Page not
 *   found").
 * - A page saved with a broken link is a warning in the terminal naming file, line and link; a
 *   page whose prose holds `{company_number}` crashes, and its crash page names the line; a
 *   heading renamed warns the pages linking to it; a page MDX cannot parse still shows, with
 *   its problems above its title.
 * - A missing page is titled "Page not found", and the feedback form can be previewed whole,
 *   with nothing sent (there is no feedback service).
 *
 * Each step waits for the server's own signal (its `[search] development index: …` lines, a
 * warning, or the answer to the index request, which the server holds until its bundle is
 * compiled), so the tests take as long as the server needs, within their time limits.
 */
import {test, expect} from '@playwright/test';
import {spawn, type ChildProcessWithoutNullStreams} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {PORT} from '../playwright.config';
import {linkNodeModules} from '../support/site-copy';
import {readPageList} from '@site/src/plugins/page-list/list';
import {unpackIndex} from '@site/packages/docs-search-engine/src/indexFormat';

const root = path.resolve(__dirname, '../..');
const DEV_PORT = PORT + 30;
const SITE = `http://127.0.0.1:${DEV_PORT}`;
const INDEX_URL = `${SITE}/__search/search-index.json`;
const WORD = 'quuxfinderword';
const ORPHAN = 'docs/concepts/orphan-page.mdx';
const ORPHAN_TEXT = '---\ntitle: An orphan page\ndescription: A page a writer added without its place in the sidebar.\n---\n\nA page nobody linked yet.\n';
const UNLISTED = 'docs/concepts/draft-notes.mdx';

test.describe.configure({mode: 'serial'});

let site = '';
let server: ChildProcessWithoutNullStreams | undefined;
let output = '';
let exited = false;
const listeners = new Set<() => void>();
/** Resolves when the server has printed a line matching `re` (after `from`); fails if it exits first. */
const printed = (re: RegExp, from = 0) =>
  new Promise<number>((resolve, reject) => {
    const check = () => {
      const m = re.exec(output.slice(from));
      if (m) resolve(from + m.index + m[0].length);
      else if (exited) reject(new Error(`The development server exited before printing ${re}:\n${output.slice(-2000)}`));
      else return;
      listeners.delete(check);
    };
    listeners.add(check);
    check();
  });
let firstIndex = 0;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'companylens-dev-'));
  // what the site and the writers' check read
  for (const entry of ['docs', 'src', 'static', 'i18n', 'docusaurus.config.ts', 'sidebars.ts', 'package.json', 'tsconfig.json', 'babel.config.js', '.markdownlint-cli2.jsonc', 'cspell.config.yaml', '.cspell']) {
    fs.cpSync(path.join(root, entry), path.join(site, entry), {recursive: true});
  }
  // linked package by package: the server's caches stay in the copy, not in this checkout
  linkNodeModules(site);
  fs.writeFileSync(path.join(site, ORPHAN), ORPHAN_TEXT);
  fs.writeFileSync(path.join(site, UNLISTED), '---\ntitle: Draft notes\ndescription: A page published on purpose without a place in the sidebar.\nunlisted: true\n---\n\nNotes.\n');
  server = spawn('node_modules/.bin/docusaurus', ['start', '--host', '127.0.0.1', '--port', String(DEV_PORT), '--no-open'], {
    cwd: site,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {...process.env, ALGOLIA_APP_ID: '', ALGOLIA_SEARCH_API_KEY: '', ALGOLIA_INDEX_NAME: '', BROWSER: 'none', NO_COLOR: '1'},
  }) as unknown as ChildProcessWithoutNullStreams;
  const heard = () => listeners.forEach((l) => l());
  server.stdout.on('data', (d) => ((output += d), heard()));
  server.stderr.on('data', (d) => ((output += d), heard()));
  server.on('exit', () => ((exited = true), heard()));
  firstIndex = await printed(/\[search\] development index: \d+ records from \d+ pages\n/);
});

test.afterAll(() => {
  if (server?.pid && !exited) process.kill(-server.pid, 'SIGTERM');
  if (site) fs.rmSync(site, {recursive: true, force: true});
});

test('a src/data file saved as the development server starts is searchable without a restart, and checked afresh', async () => {
  test.setTimeout(180_000);
  const indexFile = path.join(site, '.docusaurus/companylens-search/search-index.json');
  const before = fs.readFileSync(indexFile, 'utf8');
  expect(before).toContain('"v":1');
  expect(before).not.toContain(WORD);

  const file = path.join(site, 'src/data/tools.json');
  const data = JSON.parse(fs.readFileSync(file, 'utf8'));
  data.tools[0].description += ` Marked with ${WORD}.`;
  fs.writeFileSync(file, JSON.stringify(data, null, 2));
  await printed(/\[search\] development index: \d+ records from \d+ pages \(src\/data\/tools\.json saved\)/, firstIndex);

  // the writers' check reads the data afresh: the new word is named where it was written
  await printed(/src\/data\/tools\.json:\d+:\d+ {2}spelling {2}unknown word "quuxfinderword"/, firstIndex);
  // what the search box fetches: the server answers once it is listening and compiled
  await printed(/\bcompiled\b/);
  const res = await fetch(INDEX_URL);
  expect(res.status).toBe(200);
  expect(await res.text()).toContain(WORD);
});

test('a page in no sidebar is served and says why, in the terminal and on the page; every page search offers is served', async ({page}) => {
  test.setTimeout(120_000);
  await printed(/\bcompiled\b/);
  await printed(new RegExp(`${ORPHAN}:1  page-list  `));
  expect(output).toContain(`${ORPHAN}:1  page-list  the page "concepts/orphan-page" is in no sidebar, so it would be missing from the navigation and llms.txt — add 'concepts/orphan-page' to sidebars.ts`);
  // Docusaurus sets `unlisted` only in production; the check reads the front matter itself
  expect(output).not.toContain(UNLISTED);
  await page.goto(`${SITE}/concepts/orphan-page`);
  await expect(page.locator('article h1')).toHaveText('An orphan page');
  const note = page.locator('[data-writer-problems]');
  await expect(note).toContainText('npm run check found a problem on this page');
  await expect(note).toContainText("add 'concepts/orphan-page' to sidebars.ts");
  // what the terminal writes in backticks is code on the page
  await expect(note.locator('code', {hasText: /^unlisted: true$/})).toHaveCount(1);
  await page.goto(`${SITE}/concepts/draft-notes`);
  await expect(page.locator('article h1')).toHaveText('Draft notes');
  await expect(page.locator('[data-writer-problems]')).toHaveCount(0);
  // the index offers the page, and only pages the server serves
  const served = new Set(readPageList(site).map((p) => p.path));
  const offered = new Set(unpackIndex(await (await fetch(INDEX_URL)).json()).map((r) => r.url.split('#')[0]));
  expect(offered.has('/concepts/orphan-page')).toBe(true);
  expect([...offered].filter((p) => !served.has(p))).toEqual([]);
});

test('a page saved with a broken link is a warning in the terminal, with file, line and the link as written', async () => {
  test.setTimeout(120_000);
  const from = output.length;
  fs.writeFileSync(path.join(site, ORPHAN), `${ORPHAN_TEXT}\nSee [the rate limits](/concepts/rate-limits) and [the lifecycle](/concepts/mcp-protocol#no-such-part).\n`);
  const line = ORPHAN_TEXT.split('\n').length + 1;
  await printed(new RegExp(`${ORPHAN}:${line}:5  link  \\[the rate limits\\]\\(/concepts/rate-limits\\) leads nowhere: no page or file at /concepts/rate-limits — .* \\(npm run build stops on it\\)`), from);
  await printed(new RegExp(`${ORPHAN}:${line}:\\d+  anchor  \\[the lifecycle\\]\\(/concepts/mcp-protocol#no-such-part\\) leads nowhere`), from);
  expect(output.slice(from)).not.toMatch(/^\s+at /m);
});

test('a page whose prose holds an MDX expression crashes under npm start, and its crash page names the line and the fix', async ({page}) => {
  test.setTimeout(120_000);
  const from = output.length;
  fs.writeFileSync(path.join(site, ORPHAN), `${ORPHAN_TEXT}\nPass {company_number} as a string.\n`);
  const line = ORPHAN_TEXT.split('\n').length + 1;
  await printed(new RegExp(`${ORPHAN}:${line}:6  mdx-undefined  \\{company_number\\} names \`company_number\``), from);
  await printed(/\bcompiled\b/, from);
  await page.goto(`${SITE}/concepts/orphan-page`);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('This page crashed');
  const note = page.locator('[data-writer-problems]');
  await expect(note).toContainText(`${ORPHAN}:${line}:6`);
  await expect(note).toContainText('put it in backticks');
});

test('a heading renamed: the pages linking to it are warned, in the terminal and above their titles', async ({page}) => {
  test.setTimeout(120_000);
  // once the check at start-up is done (it names the page in no sidebar), so this is a save's
  await printed(new RegExp(`${ORPHAN}:1  page-list  `));
  await printed(/\bcompiled\b/);
  const from = output.length;
  const file = path.join(site, 'docs/concepts/data-model.mdx');
  const text = fs.readFileSync(file, 'utf8');
  expect(text).toContain('### Date of birth: month and year only\n');
  const linking = 'docs/api/resources/officers-resource.mdx';
  expect(fs.readFileSync(path.join(site, linking), 'utf8')).toContain('(/concepts/data-model#date-of-birth-month-and-year-only)');
  try {
    fs.writeFileSync(file, text.replace('### Date of birth: month and year only\n', '### Dates of birth\n'));
    await printed(new RegExp(`${linking}:\\d+:\\d+  anchor  \\[not a full date\\]\\(/concepts/data-model#date-of-birth-month-and-year-only\\) leads nowhere`), from);
    await printed(/\bcompiled\b/, from);
    await page.goto(`${SITE}/api/resources/officers-resource`);
    await expect(page.locator('[data-writer-problems]')).toContainText('no heading or field on /concepts/data-model has the id "date-of-birth-month-and-year-only"');
  } finally {
    fs.writeFileSync(file, text);
  }
});

test('a page MDX cannot parse still shows, with its problems above its title (code as code, addresses as links), never the bundler\'s error', async ({page}) => {
  test.setTimeout(120_000);
  const from = output.length;
  fs.writeFileSync(path.join(site, ORPHAN), `${ORPHAN_TEXT}\n<!-- a note for the next writer -->\n\n![A diagram](./no-such-diagram.png)\n\n## Still shown\n\n#### A level skipped\n`);
  const line = ORPHAN_TEXT.split('\n').length + 1;
  await printed(new RegExp(`${ORPHAN}:${line}:2  mdx-syntax  `), from);
  await printed(/\bcompiled\b/, from);
  await page.goto(`${SITE}/concepts/orphan-page`);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('An orphan page');
  await expect(page.getByRole('heading', {level: 2, name: 'Still shown'})).toBeVisible();
  const note = page.locator('[data-writer-problems]');
  await expect(note).toContainText(`${ORPHAN}:${line}:2`);
  await expect(note.locator('code', {hasText: /^\{\/\* text \*\/\}$/})).toHaveCount(1);
  await expect(note).toContainText('no-such-diagram.png');
  await expect(note.getByRole('link', {name: /markdownlint.*md001/})).toHaveAttribute('href', /^https:\/\/github\.com\/DavidAnson\/markdownlint\//);
  expect(output.slice(from)).not.toContain('MDX compilation failed');
  expect(output.slice(from)).not.toMatch(/^\s+at /m);
});

test('under npm start a missing page is titled, and the feedback form is previewed whole with nothing sent', async ({page}) => {
  test.setTimeout(120_000);
  await printed(/\bcompiled\b/);
  await page.goto(`${SITE}/concepts/no-such-page`);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Page not found');
  await expect(page).toHaveTitle('Page not found | CompanyLens MCP');

  const posts: string[] = [];
  page.on('request', (r) => void (r.method() === 'POST' && posts.push(r.url())));
  await page.goto(`${SITE}/concepts/company-identifiers`);
  const widget = page.locator('[data-page-feedback]');
  await widget.getByRole('button', {name: 'No', exact: true}).click();
  await widget.getByRole('radio', {name: 'Information is missing'}).check();
  await widget.getByRole('textbox', {name: 'Comment (optional)'}).fill('No Welsh example.');
  await widget.getByRole('button', {name: 'Send'}).click();
  await expect(widget).toContainText('Not sent: the development server (npm start) has no feedback service.');
  await expect(widget.locator('pre')).toContainText('"reason": "missing"');
  await expect(widget.getByRole('link', {name: 'Open an issue about this page'})).toBeVisible();
  expect(posts).toEqual([]);
});
