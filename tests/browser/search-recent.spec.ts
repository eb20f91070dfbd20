import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated, openSearch} from './fixtures';

// Recent and favourite searches: promoting, removing, and how many are kept.
// The save/remove actions run after a short transition; each must hold every
// time, so each is tried twice in a row in each of the four ways (mouse or keyboard, with or
// without reduced motion): eight tries of each action a run. Between tries the modal is closed (which
// unmounts it, with what it read from storage) and the storage emptied.

const RECENT = '__DOCSEARCH_RECENT_SEARCHES__companylens-docs';
const FAVORITE = '__DOCSEARCH_FAVORITE_SEARCHES__companylens-docs';
const TRIES = 2;

const section = (page: Page, title: 'Recent' | 'Favourite') =>
  page.locator('.DocSearch-Hits').filter({has: page.locator('.DocSearch-Hit-source', {hasText: new RegExp(`^${title}$`)})});

async function stored(page: Page) {
  return page.evaluate(
    ([recent, favorite]) => ({
      recent: (JSON.parse(localStorage.getItem(recent) ?? '[]') as {objectID: string}[]).map((r) => r.objectID),
      favorite: (JSON.parse(localStorage.getItem(favorite) ?? '[]') as {objectID: string}[]).map((r) => r.objectID),
    }),
    [RECENT, FAVORITE],
  );
}

/** Searches, chooses the first hit with Enter (which makes it a recent search) and reopens the modal. */
async function chooseAndReopen(page: Page, query: string) {
  await openSearch(page, query);
  const selected = page.locator('.DocSearch-Dropdown [role="option"][aria-selected="true"]');
  const href = (await selected.getAttribute('href')) ?? (await selected.locator('[data-url]').getAttribute('data-url'));
  await page.keyboard.press('Enter');
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  // a modal opened before the chosen page renders would close with the old page
  await expect(page.locator(`a.menu__link[aria-current="page"][href="${href!.split('#')[0]}"]`)).toBeAttached();
  await openSearch(page);
}

type Way = 'mouse' | 'keyboard';
/** Runs an action on the first row of a list, by pointer or by the shortcuts the option announces. */
async function act(page: Page, list: 'Recent' | 'Favourite', action: 'save' | 'remove', way: Way) {
  const row = section(page, list).locator('.DocSearch-Hit').first();
  if (way === 'mouse') {
    const title = action === 'save' ? 'Save this search' : list === 'Recent' ? 'Remove this search from history' : 'Remove this search from favourites';
    await row.getByTitle(title).click();
    return;
  }
  const option = row.getByRole('option');
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await expect(option).toHaveAttribute('aria-keyshortcuts', list === 'Recent' ? 'Delete Control+S Meta+S' : 'Delete');
  await page.keyboard.press(action === 'save' ? 'Control+s' : 'Delete');
}

for (const reducedMotion of ['no-preference', 'reduce'] as const) {
  test.describe(`motion: ${reducedMotion}`, () => {
    test.use({reducedMotion});
    for (const way of ['mouse', 'keyboard'] as const) {
      test(`save, remove from favourites, remove from history: ${TRIES} of ${TRIES} tries (${way})`, async ({page}) => {
        test.setTimeout(180_000);
        const failures: string[] = [];
        await gotoHydrated(page, '/');
        for (let i = 0; i < TRIES; i++) {
          const check = async (label: string, want: {recent: number; favorite: number}, screen: RegExp) => {
            try {
              // polled often: the check should end as soon as the action's transition does
              await expect
                .poll(() => stored(page).then((s) => ({recent: s.recent.length, favorite: s.favorite.length})), {timeout: 3000, intervals: [50]})
                .toEqual(want);
              await expect(page.locator('.DocSearch-Dropdown')).toHaveText(screen, {timeout: 3000});
            } catch {
              failures.push(`try ${i + 1}: ${label}: ${JSON.stringify(await stored(page))}, screen "${(await page.locator('.DocSearch-Dropdown').innerText()).slice(0, 60)}"`);
            }
          };
          expect(await stored(page), `try ${i + 1} starts with nothing stored`).toEqual({recent: [], favorite: []});
          await chooseAndReopen(page, 'company number');
          await expect(section(page, 'Recent').locator('.DocSearch-Hit')).toHaveCount(1);
          await act(page, 'Recent', 'save', way);
          await check('save', {recent: 0, favorite: 1}, /^Favourite/);
          await act(page, 'Favourite', 'remove', way);
          await check('remove favourite', {recent: 0, favorite: 0}, /No recent searches/);
          await page.keyboard.press('Escape');
          await chooseAndReopen(page, 'company number');
          await expect(section(page, 'Recent').locator('.DocSearch-Hit')).toHaveCount(1);
          await act(page, 'Recent', 'remove', way);
          await check('remove recent', {recent: 0, favorite: 0}, /No recent searches/);
          await page.keyboard.press('Escape');
          await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
          await page.evaluate(() => localStorage.clear());
        }
        expect(failures, 'every action works in every try').toEqual([]);
      });
    }
  });
}

test('an action still runs when the page behind the modal re-renders', async ({page}) => {
  // Crossing the 996 px layout breakpoint re-renders the navbar, and with it
  // the search modal; the same happens when the navbar hides on scroll.
  await gotoHydrated(page, '/');
  await chooseAndReopen(page, 'company number');
  await page.setViewportSize({width: 900, height: 800});
  await expect(page.locator('.navbar-sidebar, .navbar__toggle').first()).toBeAttached();
  await page.setViewportSize({width: 1280, height: 800});
  await expect(section(page, 'Recent').locator('.DocSearch-Hit')).toHaveCount(1);
  await section(page, 'Recent').getByTitle('Save this search').click();
  await expect(section(page, 'Favourite').locator('.DocSearch-Hit')).toHaveCount(1);
  expect(await stored(page)).toEqual({recent: [], favorite: [expect.any(String)]});
});

const QUERIES = [
  'Installation',
  'Quickstart',
  'Company identifiers',
  'Data model',
  'MCP protocol',
  'Search companies',
  'Get company details',
  'Quick financial summary',
  'Calculate financial ratios',
  'SIC codes',
  'Privacy policy',
];

test.describe('how many are kept', () => {
  test.describe.configure({timeout: 180_000});

  test('an 8th recent search keeps the latest 7', async ({page}) => {
    await gotoHydrated(page, '/');
    const ids: string[] = [];
    for (const query of QUERIES.slice(0, 8)) {
      await chooseAndReopen(page, query);
      ids.unshift((await stored(page)).recent[0]);
      await page.keyboard.press('Escape');
    }
    expect(new Set(ids).size, 'eight different pages').toBe(8);
    expect((await stored(page)).recent).toEqual(ids.slice(0, 7));
    await openSearch(page);
    await expect(section(page, 'Recent').locator('.DocSearch-Hit')).toHaveCount(7);
  });

  test('with a favourite, 5 recent searches keep the latest 4', async ({page}) => {
    await gotoHydrated(page, '/');
    await chooseAndReopen(page, QUERIES[0]);
    await section(page, 'Recent').getByTitle('Save this search').click();
    await expect.poll(async () => (await stored(page)).favorite.length).toBe(1);
    await page.keyboard.press('Escape');
    const ids: string[] = [];
    for (const query of QUERIES.slice(1, 6)) {
      await chooseAndReopen(page, query);
      ids.unshift((await stored(page)).recent[0]);
      await page.keyboard.press('Escape');
    }
    expect(new Set(ids).size).toBe(5);
    expect((await stored(page)).recent).toEqual(ids.slice(0, 4));
    await openSearch(page);
    await expect(section(page, 'Recent').locator('.DocSearch-Hit')).toHaveCount(4);
    await expect(section(page, 'Favourite').locator('.DocSearch-Hit')).toHaveCount(1);
  });

  test('an 11th favourite keeps the latest 10', async ({page}) => {
    // ten favourites: one saved through the modal, nine copies of it under other ids in storage
    await gotoHydrated(page, '/');
    await chooseAndReopen(page, QUERIES[0]);
    await section(page, 'Recent').getByTitle('Save this search').click();
    await expect.poll(async () => (await stored(page)).favorite.length).toBe(1);
    await page.keyboard.press('Escape');
    const ten = await page.evaluate((key) => {
      const [first] = JSON.parse(localStorage.getItem(key)!) as {objectID: string}[];
      const all = [...Array.from({length: 9}, (_, i) => ({...first, objectID: `${first.objectID}-copy-${9 - i}`})), first];
      localStorage.setItem(key, JSON.stringify(all));
      return all.map((f) => f.objectID);
    }, FAVORITE);
    await openSearch(page);
    await expect(section(page, 'Favourite').locator('.DocSearch-Hit')).toHaveCount(10);
    await page.keyboard.press('Escape');
    // the eleventh, saved through the modal, comes first and the oldest goes
    await chooseAndReopen(page, QUERIES[1]);
    const eleventh = (await stored(page)).recent[0];
    await section(page, 'Recent').getByTitle('Save this search').click();
    await expect.poll(async () => (await stored(page)).favorite[0]).toBe(eleventh);
    expect((await stored(page)).favorite).toEqual([eleventh, ...ten.slice(0, 9)]);
    await expect(section(page, 'Favourite').locator('.DocSearch-Hit')).toHaveCount(10);
  });
});
