/**
 * What a doc page tells AI agents: a `<link rel="alternate" type="text/markdown">`
 * in the head and a visually hidden line at the top of the body (hidden from
 * screen readers too), both naming
 * this page's Markdown twin, kept right across client-side navigation; and the icon a browser
 * asks for at /favicon.ico when it shows a twin or llms.txt, which have no HTML head.
 */
import {test, expect, gotoHydrated} from './fixtures';
import type {Page} from '@playwright/test';

const markdownLinks = (page: Page) => page.locator('head link[rel="alternate"][type="text/markdown"]');
const hint = (page: Page) => page.locator('[data-agent-hint]');

async function expectPointsTo(page: Page, route: string) {
  await expect(markdownLinks(page)).toHaveCount(1);
  await expect(markdownLinks(page)).toHaveAttribute('href', new RegExp(`^https?://[^/]+${route}\\.md$`));
  await expect(hint(page)).toHaveCount(1);
  await expect(hint(page)).toHaveText(new RegExp(`https?://[^/]+/llms\\.txt.*https?://[^/]+${route}\\.md`));
}

test('a doc page names its Markdown twin in the head and in a visually hidden line', async ({page, request}) => {
  await gotoHydrated(page, '/getting-started/installation');
  await expectPointsTo(page, '/getting-started/installation');

  // hidden from sight with a clip rectangle, not removed with display:none
  const style = await hint(page).evaluate((el) => {
    const s = getComputedStyle(el);
    const box = el.getBoundingClientRect();
    return {display: s.display, visibility: s.visibility, position: s.position, clip: s.clip, width: box.width, height: box.height};
  });
  expect(style.display).not.toBe('none');
  expect(style.visibility).toBe('visible');
  expect(style.position).toBe('absolute');
  expect(style.clip).toBe('rect(0px, 0px, 0px, 0px)');
  expect(style.width).toBeLessThanOrEqual(1);
  expect(style.height).toBeLessThanOrEqual(1);
  // near the top of the body: straight after the skip link, before the navbar
  const order = await page.evaluate(() => {
    const all = Array.from(document.body.querySelectorAll('*'));
    const at = (sel: string) => all.indexOf(document.querySelector(sel)!);
    return {hint: at('[data-agent-hint]'), navbar: at('nav.navbar'), total: all.length};
  });
  expect(order.hint).toBeLessThan(order.navbar);
  expect(order.hint / order.total).toBeLessThan(0.05);
  // it is text, not something keyboard focus can land on unseen, and no screen reader reads it out
  await expect(hint(page).locator('a, button, [tabindex]')).toHaveCount(0);
  await expect(hint(page)).toHaveAttribute('aria-hidden', 'true');
  const spoken = await page.locator('body').ariaSnapshot();
  expect(spoken).toContain('Installation');
  expect(spoken).not.toContain('For AI agents');

  // and the twin it names is served
  const href = (await markdownLinks(page).getAttribute('href'))!;
  const twin = await request.get(new URL(href).pathname);
  expect(twin.status()).toBe(200);
  expect((await twin.text()).startsWith('# Installation\n\n> ')).toBe(true);
});

test('both follow client-side navigation between doc pages', async ({page}) => {
  await gotoHydrated(page, '/getting-started/installation');
  await page.evaluate(() => ((window as unknown as {notReloaded: boolean}).notReloaded = true));
  const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
  await sidebar.getByRole('link', {name: 'Quickstart', exact: true}).click();
  await expect(page.locator('article h1')).toHaveText('Quickstart');
  await expectPointsTo(page, '/getting-started/quickstart');
  await page.getByRole('navigation', {name: 'Docs pages'}).getByRole('link', {name: /Company identifiers/}).click();
  await expect(page.locator('article h1')).toHaveText('Company identifiers');
  await expectPointsTo(page, '/concepts/company-identifiers');
  await page.locator('.navbar__brand').click();
  await expect(page).toHaveURL(/\/$/);
  await expect(markdownLinks(page)).toHaveAttribute('href', /^https?:\/\/[^/]+\/index\.md$/);
  await expect(hint(page)).toHaveText(/\/index\.md/);
  // all of it without a page load
  expect(await page.evaluate(() => (window as unknown as {notReloaded?: boolean}).notReloaded)).toBe(true);
});

test('pages without a twin say nothing about one', async ({page}) => {
  await gotoHydrated(page, '/search');
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  await expect(markdownLinks(page)).toHaveCount(0);
  await expect(hint(page)).toHaveCount(0);
});

test("a twin or llms.txt opened in a browser has the site's icon: /favicon.ico, which a page with no HTML head makes the browser ask for", async ({request}) => {
  const icon = await request.get('/favicon.ico');
  expect(icon.status()).toBe(200);
  // an ICO file: reserved 0, type 1 (icon), at least one image
  const body = await icon.body();
  expect([body.readUInt16LE(0), body.readUInt16LE(2), body.readUInt16LE(4) > 0]).toEqual([0, 1, true]);
});
