import type {Page} from '@playwright/test';
import {test, expect, AXE_COLOUR_RULES, axeInBothModes, gotoHydrated, holdScripts, openSearch, withoutCache} from './fixtures';

// Search hits are real links: new tab on Ctrl/Cmd+click,
// middle-click and Ctrl/Cmd+Enter, the URL on hover, prefetching, and the
// router (no reload) on a plain click or Enter; the open modal stays axe-clean.

const input = (page: Page) => page.locator('.DocSearch-Input');
const options = (page: Page) => page.locator('.DocSearch-Hit a[role="option"]');

async function search(page: Page, query: string) {
  await openSearch(page, query);
  await expect(options(page).first()).toBeVisible();
}

/** Chooses the selected hit with Enter and waits for its page to render. */
async function choose(page: Page) {
  const href = (await page.locator('.DocSearch-Hit a[aria-selected="true"]').getAttribute('href'))!;
  await page.keyboard.press('Enter');
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  await expect(page.locator(`a.menu__link[aria-current="page"][href="${href.split('#')[0]}"]`)).toBeAttached();
  return href;
}

/** Marks the window: a full page load forgets the mark, a router navigation keeps it. */
async function markWindow(page: Page) {
  await page.evaluate(() => ((window as unknown as {mark: number}).mark = 42));
}
const marked = (page: Page) => page.evaluate(() => (window as unknown as {mark?: number}).mark);

test('every hit is a link that is also the option; its row is presentational', async ({page}) => {
  await gotoHydrated(page, '/');
  await search(page, 'company number');
  const rows = page.locator('.DocSearch-Hit');
  const count = await rows.count();
  expect(count).toBeGreaterThan(1);
  for (let i = 0; i < count; i++) {
    await expect(rows.nth(i)).toHaveAttribute('role', 'presentation');
    const link = rows.nth(i).locator('a');
    await expect(link).toHaveCount(1);
    await expect(link).toHaveAttribute('role', 'option');
    await expect(link).toHaveAttribute('href', /^\/[a-z]/);
    await expect(link).toHaveAttribute('id', /docsearch-hits\d+-item-\d+/);
  }
  await expect(options(page).first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(options(page).nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(input(page)).toHaveAttribute('aria-activedescendant', (await options(page).nth(1).getAttribute('id'))!);
  expect(await page.getByRole('listbox').first().getByRole('button').count(), 'no buttons among the options').toBe(0);
});

test('hits prefetch their page when shown or hovered', async ({page}) => {
  await gotoHydrated(page, '/reference/sic-codes');
  await page.waitForLoadState('networkidle');
  await search(page, 'due diligence');
  await page.waitForLoadState('networkidle');
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
  const link = options(page).filter({has: page.locator('.DocSearch-Hit-title', {hasText: /due diligence/i})}).first();
  await link.hover();
  await expect.poll(() => scripts.length, 'page code fetched before the click').toBeGreaterThan(0);
});

test('Ctrl+click and middle-click open the hit in a new tab and leave the modal open', async ({page, context}) => {
  await gotoHydrated(page, '/');
  await search(page, 'company number');
  const link = options(page).first();
  const href = (await link.getAttribute('href'))!;
  for (const click of [() => link.click({modifiers: ['Control']}), () => link.click({button: 'middle'})]) {
    const [tab] = await Promise.all([context.waitForEvent('page'), click()]);
    await tab.waitForLoadState('domcontentloaded');
    expect(new URL(tab.url()).pathname + new URL(tab.url()).hash).toBe(href);
    await tab.close();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('.DocSearch-Modal')).toBeVisible();
  }
});

test('Ctrl+Enter opens the selected hit in a new tab', async ({page, context}) => {
  await gotoHydrated(page, '/');
  await search(page, 'company number');
  const href = (await options(page).first().getAttribute('href'))!;
  const [tab] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Control+Enter')]);
  await tab.waitForLoadState('domcontentloaded');
  expect(new URL(tab.url()).pathname + new URL(tab.url()).hash).toBe(href);
  await expect(page).toHaveURL(/\/$/);
});

test('a plain click and Enter navigate in the same tab through the router, without a reload', async ({page}) => {
  await gotoHydrated(page, '/');
  const tabs = page.context().pages().length;
  for (const choose of ['click', 'Enter'] as const) {
    await markWindow(page);
    await search(page, choose === 'click' ? 'sic codes' : 'privacy policy');
    const link = options(page).first();
    const href = (await link.getAttribute('href'))!;
    const title = await page.locator('article h1').textContent();
    if (choose === 'click') await link.click();
    else await page.keyboard.press('Enter');
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
    await expect(page).toHaveURL((url) => url.pathname + url.hash === href);
    // the chosen page has rendered (the router moves focus to the top of a new page then)
    await expect(page.locator('article h1')).not.toHaveText(title!);
    expect(await marked(page), `${choose}: no full page load`).toBe(42);
    expect(page.context().pages(), `${choose}: no new tab`).toHaveLength(tabs);
  }
});

test('search opened again before the chosen page has rendered keeps its focus when the page arrives', async ({page}) => {
  await withoutCache(page);
  await gotoHydrated(page, '/');
  await search(page, 'privacy policy');
  // the chosen page's scripts wait until released, so it renders after the modal is open again
  const scripts = await holdScripts(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/legal\/privacy-policy$/);
  await expect.poll(scripts.held, {message: 'the page waits for its scripts'}).toBeGreaterThan(0);
  await expect(page.locator('article h1')).not.toHaveText(/privacy/i);
  await page.keyboard.press('Control+k');
  await expect(input(page)).toBeFocused();
  await scripts.release();
  await expect(page.locator('article h1')).toHaveText(/privacy/i);
  // Docusaurus moves focus to the top of a page once it renders; the open modal keeps it
  await expect(page.locator('a.menu__link[aria-current="page"][href="/legal/privacy-policy"]')).toBeAttached();
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(1);
  await expect(input(page)).toBeFocused();
  await page.keyboard.type('sic');
  await expect(input(page)).toHaveValue('sic');
});

test('recent and favourite searches are links too, and open in a new tab on Ctrl+click', async ({page, context}) => {
  await gotoHydrated(page, '/');
  await search(page, 'company number');
  const href = await choose(page);
  await page.keyboard.press('Control+k');
  // the chosen hit, or for a paragraph its section, is the recent search
  const path = href.split('#')[0];
  const recent = page.locator('.DocSearch-Hit a[role="option"]').first();
  await expect(recent).toHaveAttribute('href', new RegExp(`^${path}(#|$)`));
  const [tab] = await Promise.all([context.waitForEvent('page'), recent.click({modifiers: ['Control']})]);
  await tab.close();
  await page.getByTitle('Save this search').click();
  await expect(page.locator('.DocSearch-Hits', {hasText: 'Favourite'}).getByRole('option')).toHaveAttribute('href', new RegExp(`^${path}(#|$)`));
  await markWindow(page);
  await page.locator('.DocSearch-Hit a[role="option"]').click();
  await expect(page).toHaveURL((url) => url.pathname === path);
  expect(await marked(page)).toBe(42);
});


/** In dark mode, after every rule on the whole page in light: the colour rules on the modal. */
const MODAL_COLOURS = {rules: AXE_COLOUR_RULES, include: '.DocSearch-Modal'};
for (const width of [1280, 390]) {
  test(`the page with the open modal passes axe at ${width} px in light and dark mode: start screen, results, recent and favourite lists`, async ({page}) => {
    test.setTimeout(120_000);
    await page.setViewportSize({width, height: 800});
    await gotoHydrated(page, '/');
    await openSearch(page);
    await expect(page.locator('.DocSearch-StartScreen')).toContainText('No recent searches');
    const found: Record<string, Record<string, string[]>> = {};
    found['start screen'] = await axeInBothModes(page, {}, MODAL_COLOURS);
    await input(page).fill('company number');
    await expect(options(page).first()).toBeVisible();
    found.results = await axeInBothModes(page, {}, MODAL_COLOURS);
    await choose(page);
    await search(page, 'financial ratios');
    await choose(page);
    await page.keyboard.press('Control+k');
    await page.getByTitle('Save this search').first().click();
    await expect(page.locator('.DocSearch-Hit-source')).toHaveText(['Recent', 'Favourite']);
    found['recent and favourite searches'] = await axeInBothModes(page, {}, MODAL_COLOURS);
    const clean = {light: [], dark: []};
    expect(found).toEqual({'start screen': clean, results: clean, 'recent and favourite searches': clean});
  });
}
