import type {BrowserContext, Page} from '@playwright/test';
import {load} from 'cheerio';
import {test, expect, AXE_COLOUR_RULES, axeInBothModes, axeViolations, gotoHydrated} from './fixtures';
import {DOC_ROUTES} from '../routes';
import {markdownTwinPath} from '@site/src/lib/agents/markdownTwin';

const MENU_ITEMS = ['View as Markdown', 'Open in ChatGPT', 'Open in Claude'];

const menuButton = (page: Page) => page.getByRole('button', {name: 'More page actions'});
const menu = (page: Page) => page.getByRole('menu', {name: 'More page actions'});
const item = (page: Page, name: string) => page.getByRole('menuitem', {name});

/** Denies the clipboard to this browser context the way a user's browser setting would. */
async function denyClipboard(context: BrowserContext, page: Page, origin: string) {
  const cdp = await context.newCDPSession(page);
  const {targetInfo} = await cdp.send('Target.getTargetInfo');
  await cdp.send('Browser.setPermission', {
    permission: {name: 'clipboard-write'},
    setting: 'denied',
    origin,
    browserContextId: targetInfo.browserContextId,
  });
}

test('every doc page has the actions beside its title, pointing at its own Markdown twin', async ({request}) => {
  for (const {path, title} of DOC_ROUTES) {
    const $ = load(await (await request.get(path)).text());
    const actions = $('article [data-page-actions]');
    expect(actions, path).toHaveLength(1);
    // just before the page body with its title, outside it (so the body's Markdown does not contain the buttons)
    expect(actions.next().is('.theme-doc-markdown'), path).toBe(true);
    expect(actions.next().find('h1').first().text(), path).toBe(title);
    expect(actions.find('button').first().text(), path).toContain('Copy page');
    const twin = markdownTwinPath(path);
    const links = actions.find('[role="menuitem"]');
    expect(links.map((_, a) => $(a).text().trim()).get(), path).toEqual(MENU_ITEMS.map((n) => expect.stringContaining(n)));
    expect(links.eq(0).attr('href'), path).toBe(twin);
    // the prompt names the twin's public URL (the canonical page URL plus .md)
    const canonical = new URL($('link[rel="canonical"]').attr('href')!);
    const twinUrl = `${canonical.origin}${markdownTwinPath(canonical.pathname)}`;
    for (const [i, prefix] of [[1, 'https://chatgpt.com/?q='], [2, 'https://claude.ai/new?q=']] as const) {
      const href = links.eq(i).attr('href')!;
      expect(href.startsWith(prefix), `${path}: ${href}`).toBe(true);
      expect(decodeURIComponent(href.slice(prefix.length)), path).toBe(`Read ${twinUrl} so I can ask questions about it.`);
      expect(links.eq(i).attr('target')).toBe('_blank');
    }
  }
});

test.describe('the page actions menu', () => {
  test('works from the keyboard as a menu button', async ({page}) => {
    await gotoHydrated(page, '/concepts/data-model');
    const copy = page.getByRole('button', {name: 'Copy page'});
    await copy.focus();
    await page.keyboard.press('Tab');
    await expect(menuButton(page)).toBeFocused();
    await expect(menuButton(page)).toHaveAttribute('aria-haspopup', 'menu');
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(menu(page)).toBeHidden();

    // Enter opens it on the first item; arrows move and wrap; Home and End jump
    await page.keyboard.press('Enter');
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(menu(page)).toBeVisible();
    await expect(item(page, 'View as Markdown')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(item(page, 'Open in ChatGPT')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(item(page, 'Open in Claude')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(item(page, 'View as Markdown')).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(item(page, 'Open in Claude')).toBeFocused();
    await page.keyboard.press('Home');
    await expect(item(page, 'View as Markdown')).toBeFocused();
    await page.keyboard.press('End');
    await expect(item(page, 'Open in Claude')).toBeFocused();

    // Escape closes it and gives focus back to the button
    await page.keyboard.press('Escape');
    await expect(menu(page)).toBeHidden();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(menuButton(page)).toBeFocused();

    // Space and ArrowDown open on the first item, ArrowUp on the last
    await page.keyboard.press('Space');
    await expect(item(page, 'View as Markdown')).toBeFocused();
    await page.keyboard.press('Escape');
    await page.keyboard.press('ArrowDown');
    await expect(item(page, 'View as Markdown')).toBeFocused();
    await page.keyboard.press('Escape');
    await page.keyboard.press('ArrowUp');
    await expect(item(page, 'Open in Claude')).toBeFocused();

    // Tab closes it and moves on
    await page.keyboard.press('Tab');
    await expect(menu(page)).toBeHidden();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).not.toBe('menuitem');
  });

  test.describe(() => {
    // Until the twins are built, the twin answers 404 (the link is what is tested here).
    test.use({allowConsoleErrors: [/status of 404/]});
    test('Enter on "View as Markdown" follows the link to the twin', async ({page}) => {
    await gotoHydrated(page, '/concepts/data-model');
    await menuButton(page).focus();
    await page.keyboard.press('Enter');
    await Promise.all([page.waitForURL((url) => url.pathname.endsWith('.md')), page.keyboard.press('Enter')]);
    expect(new URL(page.url()).pathname).toBe('/concepts/data-model.md');
    });
  });

  test('opens on click and closes on a click outside', async ({page}) => {
    await gotoHydrated(page, '/concepts/data-model');
    await menuButton(page).click();
    await expect(menu(page)).toBeVisible();
    await expect(item(page, 'View as Markdown')).toBeFocused();
    await page.locator('article p').first().click();
    await expect(menu(page)).toBeHidden();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    // and the button toggles it shut
    await menuButton(page).click();
    await expect(menu(page)).toBeVisible();
    await menuButton(page).click();
    await expect(menu(page)).toBeHidden();
  });
});

test.describe('when copying fails', () => {
  // The browser logs the failed request itself.
  test.use({allowConsoleErrors: [/status of 404|net::ERR_FAILED/]});

  test("the page's Markdown cannot be fetched: a message and the View as Markdown link", async ({page}) => {
    await page.route('**/*.md', (route) => route.abort('failed'));
    await gotoHydrated(page, '/api/tools/search-companies');
    await page.getByRole('button', {name: 'Copy page'}).click();
    const alert = page.getByRole('alert').filter({hasText: 'Could not copy'});
    await expect(alert).toContainText("Could not copy: this page's Markdown did not load.");
    await expect(alert.getByRole('link', {name: 'View as Markdown'})).toHaveAttribute('href', '/api/tools/search-companies.md');
    await expect(page.getByRole('button', {name: 'Copy page'})).toBeVisible();
  });

  test('the clipboard is denied: a message and the View as Markdown link', async ({page, context, baseURL}) => {
    await denyClipboard(context, page, baseURL!);
    await gotoHydrated(page, '/');
    expect(await page.evaluate(async () => (await navigator.permissions.query({name: 'clipboard-write' as PermissionName})).state)).toBe('denied');
    await page.getByRole('button', {name: 'Copy page'}).click();
    const alert = page.getByRole('alert').filter({hasText: 'Could not copy'});
    await expect(alert).toContainText('Could not copy: this browser blocked access to the clipboard.');
    await expect(alert.getByRole('link', {name: 'View as Markdown'})).toHaveAttribute('href', '/index.md');
    expect(await axeViolations(page, {include: '[data-page-actions]', strict: true})).toEqual([]);
  });
});

test.describe('accessibility with the menu open', () => {
  for (const width of [1280, 390]) {
    test(`axe finds nothing serious in light and dark mode at ${width} px`, async ({page}) => {
      await page.setViewportSize({width, height: 900});
      await gotoHydrated(page, '/getting-started/installation');
      await menuButton(page).focus();
      await page.keyboard.press('Enter');
      await expect(item(page, 'View as Markdown')).toBeFocused();
      // the open menu is on screen, not cut off at the page's edge
      const box = (await menu(page).boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      // let the menu's fade-in finish so colours are measured as shown
      await menu(page).evaluate((el) => Promise.all(el.getAnimations({subtree: true}).map((a) => a.finished.catch(() => {}))));
      // the page's main region, which holds the actions and the install panels: every rule in
      // light, the colour rules in dark
      expect(await axeInBothModes(page, {include: 'main'}, {rules: AXE_COLOUR_RULES, include: 'main'})).toEqual({light: [], dark: []});
      await expect(menu(page)).toBeVisible();
    });
  }
});

test.describe('no layout shift', () => {
  for (const width of [1280, 390]) {
    test(`the actions take their final place before hydration, and the page does not shift (${width} px)`, async ({page, browser}) => {
      // as rendered on the server, with no JavaScript
      const noJs = await browser.newContext({javaScriptEnabled: false, viewport: {width, height: 900}});
      const staticPage = await noJs.newPage();
      await staticPage.goto('/getting-started/installation');
      const before = await staticPage.locator('[data-page-actions]').boundingBox();
      const titleBefore = await staticPage.locator('article h1').boundingBox();
      await noJs.close();

      await page.setViewportSize({width, height: 900});
      await page.addInitScript(() => {
        (window as unknown as {cls: number}).cls = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & {value: number; hadRecentInput: boolean})[]) {
            if (!e.hadRecentInput) (window as unknown as {cls: number}).cls += e.value;
          }
        }).observe({type: 'layout-shift', buffered: true});
      });
      await gotoHydrated(page, '/getting-started/installation');
      // the fonts in, the page's own idle work done (idle callbacks run in the order asked for), and a frame drawn after it
      await page.evaluate(() => document.fonts.ready.then(() => new Promise((resolve) => requestIdleCallback(() => requestAnimationFrame(resolve)))));
      expect(await page.locator('[data-page-actions]').boundingBox()).toEqual(before);
      expect(await page.locator('article h1').boundingBox()).toEqual(titleBefore);
      const cls = await page.evaluate(() => (window as unknown as {cls: number}).cls);
      expect(cls).toBeLessThan(0.01);

    });
  }
});
