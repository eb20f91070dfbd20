/**
 * The hosted search path. The real service cannot be reached from here, so
 * these tests run the site built for it (build-algolia/, hosts pointed at
 * 127.0.0.1 on FAKE_HOST_PORTS) against stand-in servers on 127.0.0.1 that speak
 * its HTTP search protocol.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated, openSearch} from './fixtures';
import {startFakeHost, EXTERNAL_RECORD, type FakeHost} from '../support/fake-algolia';
import {FAKE_HOST_PORTS, HOSTED_PORT} from '../playwright.config';

const root = path.resolve(__dirname, '../..');
const HOSTED = `http://127.0.0.1:${HOSTED_PORT}`;
let hosts: FakeHost[] = [];

test.describe.configure({mode: 'serial'});
test.beforeAll(async () => {
  hosts = await Promise.all(FAKE_HOST_PORTS.map((port) => startFakeHost(port, path.join(root, 'build'))));
});
test.afterAll(async () => {
  await Promise.all(hosts.map((h) => h.close()));
});
test.beforeEach(() => {
  for (const h of hosts) {
    h.behaviour = 'ok';
    h.requests.length = 0;
  }
});

async function search(page: Page, query: string, width = 1280) {
  await page.setViewportSize({width, height: 800});
  await gotoHydrated(page, `${HOSTED}/`);
  await openSearch(page, query);
}

const queriesOf = (h: FakeHost) => h.requests.filter((r) => r.path.startsWith('/1/indexes/*/queries'));

test('hosted search (simulated on 127.0.0.1): the request carries the fields DocSearch sends and results render', async ({page}) => {
  await search(page, 'financial ratios');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  const [request] = queriesOf(hosts[0]).filter((r) => r.body.requests?.[0]?.query === 'financial ratios');
  const body = request.body.requests[0];
  expect(body).toMatchObject({
    query: 'financial ratios',
    indexName: 'companylens-test',
    hitsPerPage: 20,
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    clickAnalytics: false,
  });
  expect(body.attributesToRetrieve).toEqual(expect.arrayContaining(['hierarchy.lvl0', 'hierarchy.lvl1', 'content', 'type', 'url']));
  expect(body.attributesToSnippet).toContain('content:10');
  expect(body.facetFilters).toEqual(['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']]);
  const credentials = `${request.path} ${request.headers['x-algolia-application-id'] ?? ''}`;
  expect(credentials).toContain('TESTAPPID');
  // the hosted service's branding shows when it is in use
  await expect(page.locator('.DocSearch-Logo')).toBeVisible();
  // the service returns this site's URLs absolute (as crawled); links are local paths of this site
  expect(await page.locator('.DocSearch-Hit a[role="option"]').first().getAttribute('href')).toMatch(/^\/[a-z]/);
  // choosing a hit with the mouse opens that page of this site
  const url = await page.locator('.DocSearch-Hit a[role="option"]').first().getAttribute('href');
  await page.locator('.DocSearch-Hit a[role="option"]').first().click();
  await expect(page).toHaveURL(`${HOSTED}${url}`);
});

test('hosted search (simulated on 127.0.0.1): a page of another site (SEARCH_EXTERNAL_URL_REGEX) keeps its own address and opens in a new tab, by click or Enter', async ({page, context}) => {
  // the other site, answered inside the browser: no request leaves the machine
  await context.route(`${EXTERNAL_RECORD.url}*`, (route) => route.fulfill({contentType: 'text/html', body: '<title>Outage history</title>'}));
  await search(page, 'outage history');
  const hit = page.locator('.DocSearch-Hit a[role="option"]').filter({hasText: 'Outage history'});
  await expect(hit).toBeVisible();
  expect(await hit.getAttribute('href')).toBe(EXTERNAL_RECORD.url);
  const siteUrl = page.url();
  const opensInNewTab = async (choose: () => Promise<void>) => {
    const [tab] = await Promise.all([context.waitForEvent('page'), choose()]);
    await expect(tab).toHaveURL(EXTERNAL_RECORD.url);
    await tab.close();
    expect(page.url(), 'the docs stay open in their own tab').toBe(siteUrl);
  };
  await opensInNewTab(() => hit.click());
  // from the search box: arrow down to the hit, then Enter
  await search(page, 'outage history');
  await expect(hit).toBeVisible();
  for (let i = 0; i < 20 && (await hit.getAttribute('aria-selected')) !== 'true'; i++) await page.keyboard.press('ArrowDown');
  await expect(hit).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('.DocSearch-Input')).toBeFocused();
  await opensInNewTab(() => page.keyboard.press('Enter'));
  await gotoHydrated(page, `${HOSTED}/search?q=outage%20history`);
  await expect(page.locator('main ol > li a', {hasText: 'Outage history'})).toHaveAttribute('href', EXTERNAL_RECORD.url);
});

test('hosted search (simulated on 127.0.0.1): snippets are 5 words on screens up to 768 px', async ({page}) => {
  await search(page, 'officers', 700);
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  const body = queriesOf(hosts[0]).at(-1)!.body.requests[0];
  expect(body.attributesToSnippet).toContain('content:5');
});

test.describe('first host failing', () => {
  test.use({allowConsoleErrors: [/status of 500/]});
  test('hosted search (simulated on 127.0.0.1): a 5xx from the first host moves to the next', async ({page}) => {
  hosts[0].behaviour = 'fail-500';
  await search(page, 'sic codes');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  expect(queriesOf(hosts[0]).length).toBeGreaterThan(0);
  expect(queriesOf(hosts[1]).length).toBeGreaterThan(0);
  });
});

test('hosted search (simulated on 127.0.0.1): a timeout on the first host moves to the next', async ({page}) => {
  hosts[0].behaviour = 'hang';
  await search(page, 'quickstart');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible({timeout: 15_000});
  expect(queriesOf(hosts[0]).length).toBeGreaterThan(0);
  expect(queriesOf(hosts[1]).length).toBeGreaterThan(0);
});

test.describe('all hosts failing', () => {
  test.use({allowConsoleErrors: [/Unreachable hosts|RetryError|Failed to load resource|500/]});
  test('hosted search (simulated on 127.0.0.1): all hosts failing shows the error screen', async ({page}) => {
    hosts[0].behaviour = 'fail-500';
    hosts[1].behaviour = 'fail-500';
    await search(page, 'due diligence');
    const error = page.locator('.DocSearch-ErrorScreen');
    await expect(error).toContainText('Unable to fetch results');
    await expect(error).toContainText('You might want to check your network connection.');
  });

  test('hosted search (simulated on 127.0.0.1): the /search page shows the error too', async ({page}) => {
    hosts[0].behaviour = 'fail-500';
    hosts[1].behaviour = 'fail-500';
    await gotoHydrated(page, `${HOSTED}/search?q=officers`);
    await expect(page.getByRole('status')).toContainText('Unable to fetch results');
  });
});

test('hosted search (simulated on 127.0.0.1): the /search page lists results from the service', async ({page}) => {
  await gotoHydrated(page, `${HOSTED}/search?q=data%20fields`);
  await expect(page.locator('main ol > li').first()).toBeVisible();
  expect(queriesOf(hosts[0]).some((r) => r.body.requests[0].query === 'data fields')).toBe(true);
});

test('each build ships only its own search client', () => {
  const js = (dir: string) =>
    fs
      .readdirSync(path.join(root, dir, 'assets/js'))
      .map((f) => fs.readFileSync(path.join(root, dir, 'assets/js', f), 'utf8'))
      .join('\n');
  const local = js('build');
  const hosted = js('build-algolia');
  const LOCAL_MARK = 'companylens-local-search-engine';
  expect(local).toContain(LOCAL_MARK);
  expect(hosted).not.toContain(LOCAL_MARK);
  expect(hosted).toContain('TESTAPPID');
  expect(local).not.toContain('TESTAPPID');
  expect(fs.readdirSync(path.join(root, 'build-algolia')).some((f) => f.startsWith('search-index.'))).toBe(false);
});
