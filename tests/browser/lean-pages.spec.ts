// Issue 8: pages as light on a phone as the stock template, with nothing lost
// from the HTML. Code blocks arrive as plain text and are highlighted near the
// viewport; long tables are hydrated as one HTML string per body.
import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated, holdScripts, withoutCache} from './fixtures';

test('code blocks are plain text in the HTML and highlighted when scrolled near', async ({page}) => {
  const html = await (await page.request.get('/api/tools/search-companies')).text();
  expect(html).toMatch(/<pre[^>]*language-json[^>]*><code class="?language-json"?>\{/);
  expect(html).not.toContain('token-line');

  // the highlighter (Prism and its languages) is not part of the page load:
  // it is fetched when the first block comes near the viewport
  const scripts: string[] = [];
  page.on('request', (r) => void (r.resourceType() === 'script' && scripts.push(r.url())));
  await gotoHydrated(page, '/api/tools/search-companies');
  await page.waitForLoadState('networkidle');
  const loaded = scripts.length;
  const block = page.locator('article .theme-code-block').filter({visible: true}).last();
  const text = (await block.locator('pre').textContent())!;
  await expect(block.locator('.token-line')).toHaveCount(0);
  await block.scrollIntoViewIfNeeded();
  await expect(block.locator('.token-line').first()).toBeVisible();
  expect(scripts.length, 'a script fetched for highlighting').toBeGreaterThan(loaded);
  // the same text, now one token line per line
  const lines = await block.locator('.token-line').allTextContents();
  expect(lines.join('\n').trimEnd()).toBe(text.trimEnd());
  // the copy button works on the block as written
  await expect(block.getByRole('button', {name: /copy/i})).toBeAttached();
});

test('tables and field lists rendered as HTML strings keep every row and field in the HTML and stay live', async ({page}) => {
  const sic = await (await page.request.get('/reference/sic-codes')).text();
  expect(sic).toContain('Growing of cereals (except rice), leguminous crops and oil seeds');
  expect(sic).toMatch(/<td>62011<\/?td>/);
  const fields = await (await page.request.get('/reference/data-fields')).text();
  expect(fields).toMatch(/data-path="?company_number"?><dt>company_number</);
  expect(fields).toMatch(/data-path="?registered_office_address\.postal_code"?><dt>postal_code</);

  await gotoHydrated(page, '/reference/sic-codes');
  await page.getByLabel('Code or words').fill('620');
  // the page actions keep an (empty) status region of their own
  await expect(page.getByRole('status').filter({hasText: /codes/})).toHaveText('Showing 5 of 731 codes');
  await expect(page.getByRole('table', {name: 'Condensed SIC 2007 codes'}).locator('tbody tr:has(td)')).toHaveCount(5);

  await gotoHydrated(page, '/reference/data-fields');
  const nested = page.locator('#companyDetails-registered_office_address > dd > details');
  await expect(page.locator('#companyDetails-registered_office_address-postal_code')).toBeHidden();
  await nested.locator('summary').click();
  await expect(page.locator('#companyDetails-registered_office_address-postal_code')).toBeVisible();
});

test('hydration keeps the code blocks from the HTML instead of building them again', async ({page}) => {
  await page.addInitScript(() => {
    const removed: string[] = [];
    (window as unknown as {removedBlocks: string[]}).removedBlocks = removed;
    new MutationObserver((records) => {
      for (const r of records)
        for (const n of Array.from(r.removedNodes)) if (n instanceof HTMLElement && n.matches('.theme-code-block')) removed.push(n.textContent ?? '');
    }).observe(document, {childList: true, subtree: true});
  });
  await gotoHydrated(page, '/api/tools/search-companies');
  // the copy buttons render once hydration has ended
  await expect(page.locator('article .theme-code-block').first().getByRole('button', {name: /copy/i})).toBeAttached();
  expect(await page.locator('article .theme-code-block').count()).toBeGreaterThan(5);
  expect(await page.evaluate(() => (window as unknown as {removedBlocks: string[]}).removedBlocks)).toEqual([]);
});

/** The prefetched URLs once prefetching has stopped (routes go one per idle callback). */
async function settledPrefetches(page: Page): Promise<Set<string>> {
  const urls = () => page.locator('link[rel="prefetch"]').evaluateAll((ls) => ls.map((l) => (l as HTMLLinkElement).href));
  let last = -1;
  await expect
    .poll(
      async () => {
        const n = (await urls()).length;
        const settled = n > 0 && n === last;
        last = n;
        return settled;
      },
      {timeout: 30_000, intervals: [1500]},
    )
    .toBe(true);
  return new Set(await urls());
}

test('pages linked from the first screen are still prefetched: following one fetches nothing new', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await gotoHydrated(page, '/api/tools/search-companies');
  const link = page.locator('article p a[href="/api/tools/get-company-details"]').first();
  await expect(link).toBeInViewport();
  const prefetched = await settledPrefetches(page);
  const scripts: string[] = [];
  page.on('request', (r) => void (r.resourceType() === 'script' && scripts.push(r.url())));
  await link.click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('get_company_details');
  expect(scripts.filter((s) => !prefetched.has(s))).toEqual([]);
});

test('on a phone the closed menu is built once the page is idle, and its links are not prefetched', async ({page}) => {
  // record every route a Link asks Docusaurus to prefetch (window.docusaurus is replaced once, by src/client/idlePrefetch)
  await page.addInitScript(() => {
    type Global = {prefetch: (path: string) => unknown};
    const calls: string[] = [];
    let current: Global | undefined;
    Object.assign(window, {prefetchCalls: calls});
    Object.defineProperty(window, 'docusaurus', {
      configurable: true,
      get: () => current,
      set: (value: Global) => {
        current = {...value, prefetch: (path: string) => (calls.push(path), value.prefetch(path))};
      },
    });
  });
  await page.setViewportSize({width: 390, height: 844});
  await gotoHydrated(page, '/api/tools/search-companies');
  // built before the first tap, so that it slides in
  await expect(page.locator('.navbar-sidebar').getByRole('link', {name: 'Quickstart', includeHidden: true})).toBeAttached();
  const calls = () => page.evaluate(() => (window as unknown as {prefetchCalls: string[]}).prefetchCalls);
  await expect.poll(calls).toContain('/api/tools/get-company-details');
  // every transition over (the menu's panel would have slid across the screen by then, had it
  // started to), the panel is off screen, and a frame later nothing in it asked to be prefetched
  await page.evaluate(() => Promise.all(document.getAnimations().filter((a) => a instanceof CSSTransition).map((a) => a.finished.catch(() => {}))));
  await expect(page.locator('.navbar-sidebar')).not.toBeInViewport();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  // Quickstart is near the top of the menu, and the tool page does not link to it
  expect(await calls()).not.toContain('/getting-started/quickstart');
  // the menu still works, and opening it shows (and so prefetches) its links
  await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
  await expect.poll(calls).toContain('/getting-started/quickstart');
  await page.locator('.navbar-sidebar').getByRole('link', {name: 'Quickstart'}).click();
  await expect(page.locator('article h1')).toHaveText(/quickstart/i);
});

test('a page starts without the locale collator: nothing sorts with localeCompare while it loads', async ({page}) => {
  // The first localeCompare call creates the browser's ICU collator (about
  // 80 ms on a phone CPU); theme-common called it while hydrating every code
  // block and the phone menu (patched by src/plugins/startup-patches).
  await page.addInitScript(() => {
    const calls: string[] = [];
    Object.assign(window, {localeCompareCalls: calls});
    const original = String.prototype.localeCompare;
    // counting calls, in the test page only
    String.prototype.localeCompare = function (this: string, ...args: Parameters<typeof original>) {
      calls.push((new Error().stack ?? '').split('\n')[2] ?? ''); // the caller
      return original.apply(this, args);
    };
  });
  await page.setViewportSize({width: 390, height: 844});
  await gotoHydrated(page, '/api/tools/search-companies');
  // both users of the patched hook have run: a code block's word-wrap and the phone menu
  await expect(page.locator('article .theme-code-block').first().getByRole('button', {name: /copy/i})).toBeAttached();
  await expect(page.locator('.navbar-sidebar').getByRole('link', {name: 'Quickstart', includeHidden: true})).toBeAttached();
  expect(await page.evaluate(() => (window as unknown as {localeCompareCalls: string[]}).localeCompareCalls)).toEqual([]);
});

test('word wrap turned on while a block is still plain text stays on once it is highlighted', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await withoutCache(page);
  await gotoHydrated(page, '/api/tools/search-companies');
  await page.waitForLoadState('load');
  // the highlighter cannot arrive until released
  const scripts = await holdScripts(page);
  const blocks = page.locator('article .theme-code-block');
  const wide = await blocks.evaluateAll((els) =>
    els.findIndex((el) => {
      const pre = el.querySelector('pre')!;
      return pre.scrollWidth > pre.clientWidth;
    }),
  );
  expect(wide, 'a code block wider than 390 px').toBeGreaterThanOrEqual(0);
  const block = blocks.nth(wide);
  await block.scrollIntoViewIfNeeded();
  await expect.poll(scripts.held, {message: 'the highlighter was requested'}).toBeGreaterThan(0);
  await expect(block.locator('.token-line')).toHaveCount(0);
  await block.getByRole('button', {name: /word wrap/i}).click();
  await expect(block.locator('pre code')).toHaveCSS('white-space', 'pre-wrap');
  await scripts.release();
  await expect(block.locator('.token-line').first()).toBeVisible();
  await expect(block.locator('pre code')).toHaveCSS('white-space', 'pre-wrap');
  const pre = block.locator('pre');
  expect(await pre.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  // and off again
  await block.getByRole('button', {name: /word wrap/i}).click();
  await expect(block.locator('pre code')).toHaveCSS('white-space', 'pre');
});
