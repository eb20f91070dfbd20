import fs from 'node:fs';
import path from 'node:path';
import type {BrowserContext, Page, Route} from '@playwright/test';
import {test, expect, axeViolations, gotoHydrated, openSearch, settleColourTransitions, withoutCache} from './fixtures';
import {readTwins, sampleProbes} from '../support/search-recall';

const modal = (page: Page) => page.locator('.DocSearch-Modal');
const input = (page: Page) => page.locator('.DocSearch-Input');
const searchButton = (page: Page) => page.locator('button.DocSearch-Button');



test.describe('search modal (local index)', () => {
  test('the index and search code load on intent, not on first page load', async ({page}) => {
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    await gotoHydrated(page, '/');
    await page.waitForLoadState('networkidle');
    expect(requested.filter((p) => p.includes('search-index'))).toEqual([]);
    const jsBefore = requested.filter((p) => p.endsWith('.js')).length;
    await searchButton(page).hover();
    await expect.poll(() => requested.filter((p) => /\/search-index\.[0-9a-f]+\.json$/.test(p)).length).toBe(1);
    expect(requested.filter((p) => p.endsWith('.js')).length).toBeGreaterThan(jsBefore);
    // the one the build wrote, named by a hash of its inputs (tests/unit/search-index.spec.ts)
    const built = fs.readdirSync(path.resolve(__dirname, '../../build')).filter((f) => f.startsWith('search-index.'));
    expect(requested.filter((p) => p.includes('search-index'))).toEqual(built.map((f) => `/${f}`));
  });

  test('Ctrl+K and "/" open it, Escape closes it, "/" in a text field types a slash', async ({page}) => {
    await gotoHydrated(page, '/reference/sic-codes');
    await openSearch(page);
    await expect(input(page)).toHaveAttribute('placeholder', 'Search docs');
    await expect(input(page)).toHaveAttribute('maxlength', '64');
    await page.keyboard.press('Escape');
    await expect(modal(page)).toHaveCount(0);
    await expect(searchButton(page)).toBeFocused();
    await page.locator('body').click({position: {x: 5, y: 400}});
    await page.keyboard.press('/');
    await expect(modal(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal(page)).toHaveCount(0);
    const filter = page.getByLabel('Code or words');
    await filter.click();
    await page.keyboard.type('62/');
    await expect(filter).toHaveValue('62/');
    await expect(modal(page)).toHaveCount(0);
  });

  test('start screen, results grouped by category, then recent and favourite searches', async ({page}) => {
    await gotoHydrated(page, '/');
    await openSearch(page);
    await expect(page.locator('.DocSearch-StartScreen')).toContainText('No recent searches');
    // no hosted service is in use, so no service branding
    await expect(page.locator('.DocSearch-Logo')).toBeHidden();
    await expect(page.locator('.DocSearch-Footer')).toContainText('to close');
    await input(page).fill('financial ratios');
    const groups = page.locator('.DocSearch-Hit-source');
    await expect(groups.first()).toBeVisible();
    const groupNames = await groups.allInnerTexts();
    expect(groupNames).toContain('API Reference');
    expect(new Set(groupNames).size).toBe(groupNames.length);
    for (const section of await page.locator('.DocSearch-Hits').all()) {
      expect(await section.locator('.DocSearch-Hit').count()).toBeLessThanOrEqual(5);
    }
    await expect(page.locator('.DocSearch-Hit mark').first()).toBeVisible();
    const first = page.locator('.DocSearch-Hit a[role="option"]').first();
    const href = await first.getAttribute('href');
    expect(href).toMatch(/^\/[^/]/);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(href!.split('#')[0].replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    await expect(modal(page)).toHaveCount(0);
    // let the new page finish rendering before reopening the modal
    await expect(page.locator(`a.menu__link[aria-current="page"][href="${href!.split('#')[0]}"]`)).toBeVisible();
    await page.waitForLoadState('networkidle');

    // the chosen page is now a recent search; promote it to favourite, then remove it
    await openSearch(page);
    const recent = page.locator('.DocSearch-Hits', {hasText: 'Recent'});
    await expect(recent.locator('.DocSearch-Hit')).toHaveCount(1);
    const stored = await page.evaluate(() => localStorage.getItem('__DOCSEARCH_RECENT_SEARCHES__companylens-docs'));
    expect(JSON.parse(stored!)).toHaveLength(1);
    await recent.locator('.DocSearch-Hit').first().hover();
    await page.getByTitle('Save this search').first().click();
    const favourites = page.locator('.DocSearch-Hits', {hasText: 'Favourite'});
    await expect(favourites.locator('.DocSearch-Hit')).toHaveCount(1);
    await expect(page.locator('.DocSearch-Hits', {hasText: 'Recent'})).toHaveCount(0);
    await favourites.locator('.DocSearch-Hit').first().hover();
    await page.getByTitle('Remove this search from favourites').first().click();
    await expect(page.locator('.DocSearch-StartScreen')).toContainText('No recent searches');
  });

  test('a word deep in a long paragraph is found, and its hit shows the text around it', async ({page}) => {
    // a word found on one page only, sampled from far into a block of the built pages
    const probe = sampleProbes(readTwins(path.resolve(__dirname, '../../build')), 150).words.find((p) => p.offset > 300)!;
    await gotoHydrated(page, '/');
    await openSearch(page);
    await input(page).fill(probe.query);
    const hit = page.locator(`.DocSearch-Hit a[href^="${probe.page}"]`).first();
    await expect(hit).toBeVisible();
    // the snippet is a window around the match: it starts with an ellipsis and shows the word highlighted
    const snippet = hit.locator('.DocSearch-Hit-title');
    await expect(snippet).toContainText(/^…/);
    await expect(snippet.locator('mark')).toHaveText(new RegExp(`^${probe.query}`, 'i'));
    // a title or path too long for its row ends with an ellipsis, at both widths, never cut mid-letter
    for (const width of [1280, 390]) {
      await page.setViewportSize({width, height: 844});
      await input(page).fill('cached responses');
      await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
      const cut = await page.locator('.DocSearch-Hit-title, .DocSearch-Hit-path').evaluateAll((texts) =>
        texts.map((t) => {
          const style = getComputedStyle(t);
          return {overflows: t.scrollWidth > t.clientWidth + 1, ellipsis: style.textOverflow === 'ellipsis' && style.overflow === 'hidden' && style.whiteSpace === 'nowrap'};
        }),
      );
      expect(cut.some((c) => c.overflows), `${width} px: some hit text is longer than its row`).toBe(true);
      expect(cut.filter((c) => c.overflows && !c.ellipsis), `${width} px`).toEqual([]);
    }
  });

  test.describe('a pasted query longer than the box', () => {
    test.use({permissions: ['clipboard-read', 'clipboard-write']});
    test('is cut after its last whole word that fits in 64 characters, and says so', async ({page}) => {
      await gotoHydrated(page, '/');
      const long = 'how do I find the registered office address of a company by number';
      expect(long.slice(0, 64)).toMatch(/ numb$/);
      await page.evaluate((text) => navigator.clipboard.writeText(text), long);
      await openSearch(page);
      await page.keyboard.press('Control+v');
      const kept = 'how do I find the registered office address of a company by';
      await expect(input(page)).toHaveValue(kept);
      await expect(modal(page).getByRole('status')).toHaveText(
        `Your search was ${long.length} characters long; a search can have at most 64, so it was cut to its first ${kept.length}, after the last whole word.`,
      );
      await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
      await input(page).fill('');
      await expect(modal(page).getByRole('status')).toHaveText('');
    });
  });

  test('no results: the query, up to 3 suggestions, and a way to report it', async ({page}) => {
    await gotoHydrated(page, '/');
    await openSearch(page);
    // suggestions are the categories of earlier results in this session
    await input(page).fill('company');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await input(page).fill('xylophonequartz');
    const screen = page.locator('.DocSearch-NoResults');
    await expect(screen).toContainText('No results for');
    await expect(screen).toContainText('xylophonequartz');
    await expect(screen).toContainText('Try searching for');
    const suggestions = screen.locator('.DocSearch-NoResults-Prefill-List li');
    expect(await suggestions.count()).toBeGreaterThan(0);
    expect(await suggestions.count()).toBeLessThanOrEqual(3);
    await expect(screen).toContainText('Believe this query should return results?');
    const report = screen.getByRole('link', {name: /Let us know/});
    await expect(report).toHaveAttribute('href', /\/issues\/new\?title=xylophonequartz$/);
    expect(await axeViolations(page)).toEqual([]);
    // a suggestion runs that search
    await suggestions.first().locator('button').click();
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  });

  test('typo tolerance, identifiers, the home of a fact first, no look-alike rows, and the 64-character limit said when typed', async ({page}) => {
    await gotoHydrated(page, '/');
    await openSearch(page);
    await input(page).fill('finacial ratios');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await input(page).fill('claude_desktop_config.json');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    // the section that states the limit comes first; the tool pages' same "Rate limits" is one row naming them
    await input(page).fill('rate limit');
    await expect(page.locator('.DocSearch-Hit a[role="option"]').first()).toHaveAttribute('href', '/getting-started/installation#companies-house-rate-limit-reached');
    const rateLimits = page.locator('.DocSearch-Hit', {has: page.locator('.DocSearch-Hit-title', {hasText: /^Rate limits$/})});
    await expect(rateLimits).toHaveCount(1);
    await expect(rateLimits.locator('.DocSearch-Hit-path')).toHaveText('On 5 pages: calculate_financial_ratios, get_company_by_name, get_company_details, quick_financial_summary, search_companies');
    // hits on one page that read alike say which row and section matched: no two rows read the same
    await input(page).fill('insolvancy');
    const reference = page.locator('.DocSearch-Hits', {hasText: 'Reference'}).first();
    await expect(reference.locator('.DocSearch-Hit').nth(2)).toBeVisible();
    const rows = await page.locator('.DocSearch-Hit a[role="option"]').evaluateAll((links) => links.map((a) => (a as HTMLElement).innerText.replace(/\s+/g, ' ').trim()));
    expect(rows.filter((row, i) => rows.indexOf(row) !== i), 'rows that read the same').toEqual([]);
    await expect(reference.locator('.DocSearch-Hit-path', {hasText: /^Data fields › get_company_details$/})).toHaveCount(1);
    // typing stops at 64 characters, and says so once it does
    await input(page).fill('x'.repeat(64));
    await expect(modal(page).getByRole('status')).toHaveText('');
    await page.keyboard.type('y');
    expect(await input(page).inputValue()).toBe('x'.repeat(64));
    await expect(modal(page).getByRole('status')).toHaveText('A search can have at most 64 characters; what you type after that is not added.');
    await input(page).fill('x'.repeat(200));
    expect((await input(page).inputValue()).length).toBe(64);
  });

  test.describe('when the index cannot be fetched', () => {
    test.use({allowConsoleErrors: [/search index|Failed to load resource|RetryError|net::ERR/i]});
    test('status goes loading → stalled → error and the error screen shows', async ({page}) => {
      // the index request hangs until the stalled state has been seen, then fails
      let fail!: () => void;
      const failing = new Promise<void>((resolve) => (fail = resolve));
      await page.route(/search-index\.[0-9a-f]+\.json$/, async (route) => {
        await failing;
        await route.abort('internetdisconnected');
      });
      await gotoHydrated(page, '/');
      await openSearch(page);
      await input(page).fill('ratios');
      await expect(page.locator('.DocSearch-Container--Stalled')).toBeVisible();
      fail();
      const error = page.locator('.DocSearch-ErrorScreen');
      await expect(error).toContainText('Unable to fetch results');
      await expect(error).toContainText('You might want to check your network connection.');
      expect(await axeViolations(page)).toEqual([]);
    });
  });

  test('bad input is handled: markup, regex characters, quotes, emoji, other scripts, spaces', async ({page}) => {
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      d.dismiss();
    });
    await gotoHydrated(page, '/');
    await openSearch(page);
    const injected = page.locator('.DocSearch-Modal b, .DocSearch-Modal img, .DocSearch-Modal script');
    // each query's own answer: from the start screen (an empty box) to its hits or its "No results"
    const answered = async (q: string) => {
      await input(page).fill('');
      await expect(page.locator('.DocSearch-StartScreen')).toBeVisible();
      await input(page).fill(q);
      await expect(input(page)).toHaveValue(q);
      if (q.trim()) await expect(page.locator('.DocSearch-Hit, .DocSearch-NoResults').first()).toBeVisible();
    };
    for (const q of ['<img src=x onerror=alert(1)>', '<script>alert(2)</script>', '(.*[+?', '"quoted" \'single\'', '🚀 coffee', '会社 番号', '     ', 'ñandú ÄÖÜ', '\\u0000 %00 ${x}']) {
      await answered(q);
      await expect(injected).toHaveCount(0);
    }
    // markup around a word that has hits: the hits show, with the markup as text
    await answered('<b>ratios</b>');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await expect(injected).toHaveCount(0);
    expect(dialogs).toEqual([]);
  });

  test('the whole flow works from the keyboard alone', async ({page}) => {
    await gotoHydrated(page, '/concepts/mcp-protocol');
    await searchButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(input(page)).toBeFocused();
    await page.keyboard.type('sic codes');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(page.locator('.DocSearch-Hit a[aria-selected="true"]')).toHaveCount(1);
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/reference\/sic-codes/);
  });
});

test.describe('/search page (local index)', () => {
  test('reads ?q= and lists every result with its hierarchy and snippet', async ({page}) => {
    await gotoHydrated(page, '/search?q=company%20number');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Search results for "company number"');
    const results = page.locator('main ol > li');
    await expect(results.first()).toBeVisible();
    await expect(page.getByRole('status')).toContainText(/\d+ results/);
    await expect(results.first().locator('a').first()).toContainText('›');
    await expect(results.locator('mark').first()).toBeVisible();
    const href = await results.first().locator('a').first().getAttribute('href');
    expect(href).toMatch(/^\/[a-z]/);
    await results.first().locator('a').first().click();
    await expect(page.locator('article h1')).toBeVisible();
  });

  test('one page\'s sections are grouped, so other pages show on the first screen, and every section shows words', async ({page}) => {
    // every section of the ratios page matches "ratios" through its title: they were all of the first 20 results
    await gotoHydrated(page, '/search?q=ratios');
    const pages = page.locator('main ol > li');
    await expect(pages.nth(2)).toBeAttached();
    const titles = await pages.evaluateAll((items) =>
      items.map((li) => ({href: li.querySelector('a')!.getAttribute('href')!, top: li.getBoundingClientRect().top})),
    );
    expect(new Set(titles.map((t) => t.href.split('#')[0])).size).toBe(titles.length); // each page once
    expect(titles.filter((t) => t.top < 800).length, 'pages on the first screen').toBeGreaterThanOrEqual(2);
    // each section, once, with the words it matched or its first words; none left bare
    const sections = await page.locator('main ol > li li').evaluateAll((items) =>
      items.map((li) => ({href: li.querySelector('a')!.getAttribute('href'), words: li.querySelector('p')?.textContent?.trim() ?? ''})),
    );
    expect(sections.length).toBeGreaterThan(5);
    expect(sections.filter((s) => !s.words)).toEqual([]);
    expect(new Set(sections.map((s) => s.href)).size).toBe(sections.length);
    // within a page, the sections that match in their own heading or words come before those matched only by the page title
    const firstSections = pages.first().locator(':scope > ul > li');
    const marked = await firstSections.evaluateAll((items) => items.map((li) => li.querySelector('mark') !== null));
    expect(marked[0], 'the first section shown matches in its own words').toBe(true);
    expect(marked.indexOf(false) === -1 || !marked.slice(marked.indexOf(false)).includes(true), `matched sections first: ${marked}`).toBe(true);
    // the rest of a long page's sections wait behind one line
    await expect(pages.first().locator('details > summary')).toHaveText(/^\d+ more on this page$/);
  });

  test('a query over 64 characters in the address is cut after its last whole word, and the page says so', async ({page}) => {
    const long = 'registered office address and the officers of a company in Scotland';
    expect(long.slice(0, 64)).toMatch(/ Scotl$/);
    await gotoHydrated(page, `/search?q=${encodeURIComponent(long)}`);
    const box = page.getByRole('searchbox', {name: 'Search'});
    const kept = 'registered office address and the officers of a company in';
    await expect(box).toHaveValue(kept);
    await expect(page.getByText(`Your search was ${long.length} characters long; a search can have at most 64, so it was cut to its first ${kept.length}, after the last whole word.`)).toBeVisible();
    await expect(box).toHaveAccessibleDescription(/after the last whole word/);
    // no stray letters of the cut word searched for: nothing that merely begins with them is marked
    await expect(page.locator('main ol > li').first()).toBeVisible();
    await expect(page.locator('main mark', {hasText: /^scot/i})).toHaveCount(0);
  });

  test('typing updates the URL; the home of a fact first, sections alike on several pages once; nonsense says so; input capped at 64 and said', async ({page}) => {
    await gotoHydrated(page, '/search');
    const box = page.getByRole('searchbox', {name: 'Search'});
    await box.fill('rate limit');
    await expect(page).toHaveURL(/\/search\?q=rate%20limit$/);
    const results = page.locator('main ol > li');
    await expect(results.first()).toBeVisible();
    await expect(results.first().locator('li a').first()).toHaveAttribute('href', '/getting-started/installation#companies-house-rate-limit-reached');
    const errors = results.filter({hasText: /^API Reference › Errors/});
    await expect(errors).toHaveCount(1);
    await expect(errors.getByText('On 5 pages:')).toBeVisible();
    await expect(errors.locator('p a')).toHaveText(['calculate_financial_ratios', 'get_company_by_name', 'get_company_details', 'quick_financial_summary', 'search_companies']);
    await box.fill('qqqzzzxxxwww');
    await expect(page.getByRole('status')).toContainText('No results for');
    // one hit is counted in the singular (the SIC codes page's licence line alone has both words)
    await box.fill('Crown copyright');
    await expect(page.getByRole('status')).toHaveText('One result');
    await box.fill('rate limit');
    await expect(page.getByRole('status')).toHaveText(/^\d+ results$/);
    await box.fill('y'.repeat(150));
    expect((await box.inputValue()).length).toBe(64);
    await expect(page.getByText('A search can have at most 64 characters; what you type after that is not added.')).toBeVisible();
    for (const mode of ['light', 'dark'] as const) {
      await page.emulateMedia({colorScheme: mode});
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      await box.fill('officers');
      await expect(page.locator('main ol > li').first()).toBeVisible();
      await settleColourTransitions(page);
      expect(await axeViolations(page), mode).toEqual([]);
    }
  });
});

test.describe('offline before the first search', () => {
  test.use({allowConsoleErrors: [/Failed to load resource|net::ERR|Loading (CSS )?chunk|ChunkLoadError/i]});

  /** The home page loaded, then the connection lost and Ctrl+K pressed: the search error screen. */
  async function errorScreenOffline(page: Page, context: BrowserContext) {
    // a reader's first visit: search's code and index were never fetched, so not cached either
    await withoutCache(page);
    await gotoHydrated(page, '/');
    await page.waitForLoadState('networkidle');
    await context.setOffline(true);
    await page.keyboard.press('Control+k');
    return page.getByRole('alertdialog', {name: 'Unable to fetch results'});
  }

  test('the error screen shows, and search works once the connection is back, without a reload', async ({page, context}) => {
    const dialog = await errorScreenOffline(page, context);
    await expect(dialog).toContainText('You might want to check your network connection.');
    const retry = dialog.getByRole('button', {name: 'Try again'});
    await expect(retry).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', {name: 'Close'})).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(retry).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(searchButton(page)).toBeFocused();
    // tapping Search, and trying again, while still offline: the same screen
    await searchButton(page).click();
    await expect(dialog).toBeVisible();
    await retry.click();
    await expect(dialog).toBeVisible();
    await expect(input(page)).toHaveCount(0);
    // back online: the modal opens by itself, and searches
    await context.setOffline(false);
    await expect(input(page)).toBeFocused();
    await expect(dialog).toBeHidden();
    await input(page).fill('ratios');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  });

  test('a "Try again" begun offline whose failure arrives after the connection is back still ends in search', async ({page, context}) => {
    const dialog = await errorScreenOffline(page, context);
    await expect(dialog).toBeVisible();
    // hold the retry's requests, so that they fail only after the browser says it is online
    const held: Route[] = [];
    await page.route('**/assets/**', (route) => void held.push(route));
    await dialog.getByRole('button', {name: 'Try again'}).click();
    await expect.poll(() => held.length).toBeGreaterThan(0);
    await page.evaluate(() => {
      (window as unknown as {online: Promise<void>}).online = new Promise((resolve) => window.addEventListener('online', () => resolve(), {once: true}));
    });
    await context.setOffline(false);
    await page.evaluate(() => (window as unknown as {online: Promise<void>}).online);
    await page.unroute('**/assets/**');
    await Promise.all(held.map((route) => route.abort('internetdisconnected')));
    await expect(input(page)).toBeFocused();
    await expect(dialog).toBeHidden();
  });
});
