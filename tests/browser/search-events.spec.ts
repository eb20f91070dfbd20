// Issue 32: the search modal and the /search page report each finished search
// once (after 2 s without typing, on a choice, or when the modal closes),
// never per keystroke. Against a loopback recorder standing in for the site's
// service (tests/support/feedback-recorder.ts).
import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated, openSearch, useFeedbackRecorder} from './fixtures';
import {FEEDBACK_STATUS_ENDPOINT, SEARCH_EVENTS_ENDPOINT} from 'companylens-docs-contract';

const recorder = useFeedbackRecorder();

// Playwright's clock: time flows as usual, and the 2 s debounce is skipped over (fastForward)
// instead of slept through.
test.beforeEach(async ({page}) => page.clock.install());
/** Until no request has been in flight for half a second: a post the page started has arrived. */
const settled = (page: Page) => page.waitForLoadState('networkidle');

const events = () => recorder().posts.filter((p) => p.path === SEARCH_EVENTS_ENDPOINT).map((p) => p.body);
const hits = (page: Page) => page.locator('.DocSearch-Dropdown .DocSearch-Hit');

test('modal: a query with results is sent once, when the modal closes, not per keystroke (loopback recorder)', async ({page}) => {
  await gotoHydrated(page, `${recorder().url}/concepts/data-model`);
  const input = await openSearch(page);
  await input.pressSequentially('financial ratios', {delay: 40});
  await expect(hits(page).first()).toBeVisible();
  // 2 s idle: a search with results waits for a choice or the close
  await page.clock.fastForward(2600);
  await settled(page);
  expect(events()).toEqual([]);
  await page.keyboard.press('Escape');
  await expect.poll(events).toEqual([{query: 'financial ratios', source: 'modal', results: expect.any(Number), chosen: null}]);
  expect(events()[0].results).toBeGreaterThan(0);
  expect(recorder().posts[0].contentType).toBe('application/json');
});

test('modal: a query that finds nothing is sent after 2 s without typing, once (loopback recorder)', async ({page}) => {
  await gotoHydrated(page, `${recorder().url}/concepts/data-model`);
  const input = await openSearch(page);
  await input.pressSequentially('zzqxv', {delay: 40});
  await expect(page.locator('.DocSearch-NoResults')).toBeVisible();
  // a second on: the debounce's timer is not due, so nothing can have been sent
  await page.clock.fastForward(1000);
  expect(events()).toEqual([]);
  await page.clock.fastForward(1100);
  await expect.poll(events).toEqual([{query: 'zzqxv', source: 'modal', results: 0, chosen: null}]);
  await page.keyboard.press('Escape');
  await settled(page);
  expect(events()).toHaveLength(1);
});

test('modal: the position of the chosen result, by click and by Enter (loopback recorder)', async ({page}) => {
  await gotoHydrated(page, `${recorder().url}/concepts/data-model`);
  let input = await openSearch(page);
  await input.fill('company number');
  await expect(hits(page).nth(2)).toBeVisible();
  await hits(page).nth(1).locator('a').click();
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  await expect.poll(events).toEqual([{query: 'company number', source: 'modal', results: expect.any(Number), chosen: 2}]);

  input = await openSearch(page);
  await input.fill('officers');
  await expect(hits(page).nth(2)).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  await expect.poll(() => events().length).toBe(2);
  expect(events()[1]).toEqual({query: 'officers', source: 'modal', results: expect.any(Number), chosen: 3});
});

test('/search page: a query that finds nothing after 2 s, then a chosen result (loopback recorder)', async ({page}) => {
  await gotoHydrated(page, `${recorder().url}/search`);
  const box = page.getByRole('searchbox', {name: 'Search'});
  await box.pressSequentially('zzqxv', {delay: 40});
  await expect(page.getByRole('status')).toContainText('No results for');
  await page.clock.fastForward(2100);
  await expect.poll(events).toEqual([{query: 'zzqxv', source: 'page', results: 0, chosen: null}]);
  await box.fill('officers');
  await expect(page.locator('main ol li').first()).toBeVisible();
  await page.locator('main ol li a').first().click();
  await expect(page).not.toHaveURL(/\/search/);
  await expect.poll(() => events().length).toBe(2);
  expect(events()[1]).toEqual({query: 'officers', source: 'page', results: expect.any(Number), chosen: 1});
});

test('without the service (a static server) no search is posted and nothing is logged', async ({page}) => {
  const posts: string[] = [];
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST') posts.push(new URL(r.url()).pathname);
    if (r.url().endsWith(FEEDBACK_STATUS_ENDPOINT)) asked.push(r.url());
  });
  await gotoHydrated(page, '/concepts/data-model');
  for (const query of ['zzqxv', 'yyqxw']) {
    const input = await openSearch(page);
    await input.fill(query);
    await expect(page.locator('.DocSearch-NoResults')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  }
  await expect.poll(() => asked.length).toBe(1);
  await page.clock.fastForward(2600);
  await settled(page);
  expect(posts).toEqual([]);
});
