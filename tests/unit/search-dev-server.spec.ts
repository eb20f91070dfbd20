/**
 * `npm start`, as a writer meets it: one real development server in a copy of the site, with a
 * page added that is in no sidebar.
 * - The development index follows src/data: a tool's description changed in src/data/tools.json
 *   the moment the first index is written (before Docusaurus has even attached its own
 *   watchers) is searchable without a restart.
 * - The page in no sidebar is served, says why at its top and in the terminal, and every page the
 *   index offers is one the server serves (no hit leads to "Page not found").
 * - A page saved with a broken link is a warning in the terminal naming file, line and link.
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
import {readPageList} from '@site/src/plugins/page-list/list';
import {unpackIndex} from '@site/src/plugins/search/shared/indexFormat';

const root = path.resolve(__dirname, '../..');
const DEV_PORT = PORT + 30;
const SITE = `http://127.0.0.1:${DEV_PORT}`;
const INDEX_URL = `${SITE}/__search/search-index.json`;
const WORD = 'quuxfinderword';
const ORPHAN = 'docs/concepts/orphan-page.mdx';
const ORPHAN_TEXT = '---\ntitle: An orphan page\ndescription: A page a writer added without its place in the sidebar.\n---\n\nA page nobody linked yet.\n';

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
  for (const entry of ['docs', 'src', 'static', 'i18n', 'docusaurus.config.ts', 'sidebars.ts', 'package.json', 'tsconfig.json']) {
    fs.cpSync(path.join(root, entry), path.join(site, entry), {recursive: true});
  }
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(site, 'node_modules'));
  fs.writeFileSync(path.join(site, ORPHAN), ORPHAN_TEXT);
  server = spawn('npx', ['docusaurus', 'start', '--host', '127.0.0.1', '--port', String(DEV_PORT), '--no-open'], {
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

test('a src/data file saved as the development server starts is searchable without a restart', async () => {
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

  // what the search box fetches: the server answers once it is listening and compiled
  await printed(/\bcompiled\b/);
  const res = await fetch(INDEX_URL);
  expect(res.status).toBe(200);
  expect(await res.text()).toContain(WORD);
});

test('a page in no sidebar is served and says why, in the terminal and on the page; every page search offers is served', async ({page}) => {
  test.setTimeout(120_000);
  await printed(/\bcompiled\b/);
  expect(output).toContain(`${ORPHAN}:1: the page "concepts/orphan-page" is in no sidebar, so it would be missing from the navigation and llms.txt. Add 'concepts/orphan-page' to sidebars.ts`);
  await page.goto(`${SITE}/concepts/orphan-page`);
  await expect(page.locator('article h1')).toHaveText('An orphan page');
  const note = page.locator('[data-not-in-sidebar]');
  await expect(note).toContainText('This page is in no sidebar');
  await expect(note).toContainText("Add 'concepts/orphan-page' to sidebars.ts");
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
  await printed(new RegExp(`${ORPHAN}:${line}: broken link \\[the rate limits\\]\\(/concepts/rate-limits\\): no page or file at /concepts/rate-limits \\(npm run build stops on it\\)`), from);
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
