/**
 * The site in Chromium, served by nginx with its Content-Security-Policy: the
 * open search (its code and index load lazily), the not-found page and the
 * hosted-search build, with no CSP violation and no console error (fixtures.ts
 * fails a test on either kind of console error). Every route, its diagrams
 * drawn in both colour modes, is loaded with its CSP in routes.spec.ts.
 */
import path from 'node:path';
import {test, expect, gotoHydrated} from '../browser/fixtures';
import {FAKE_HOST_PORTS, PORT} from '../playwright.config';
import {startFakeHost} from '../support/fake-algolia';
import {NGINX_HOSTED, ROOT, recordCspViolations} from './support';

test.describe('an injected inline script', () => {
  // Chromium also reports the blocked script on the console.
  test.use({allowConsoleErrors: [/inline script violates the following Content Security Policy directive/]});
  test('CSP under nginx: is blocked and reported (the policy is enforced, and these tests would see it)', async ({page}) => {
    const violations = await recordCspViolations(page);
    await gotoHydrated(page, '/');
    const ran = await page.evaluate(() => {
      const w = window as unknown as {injectedRan?: boolean};
      const script = document.createElement('script');
      script.textContent = 'window.injectedRan = true';
      document.body.append(script);
      return w.injectedRan === true;
    });
    expect(ran).toBe(false);
    await expect.poll(violations).toEqual([expect.stringMatching(/^script-src-elem blocked inline/)]);
  });
});

test('CSP under nginx: the /search page renders results with no violation', async ({page}) => {
  const violations = await recordCspViolations(page);
  await gotoHydrated(page, '/search?q=officers');
  await expect(page.getByRole('link', {name: /officers/i}).first()).toBeVisible();
  expect(await violations()).toEqual([]);
});

test.describe('the not-found page', () => {
  // Chromium logs the document's own 404 status as a console error.
  test.use({allowConsoleErrors: [/status of 404/]});
  test('CSP under nginx: the not-found page renders with status 404 and no violation', async ({page}) => {
    const violations = await recordCspViolations(page);
    const res = await gotoHydrated(page, '/no-such-page');
    expect(res?.status()).toBe(404);
    await expect(page.locator('h1').first()).toHaveText('Page not found');
    expect(await violations()).toEqual([]);
  });
});

test('CSP under nginx: the search modal loads its code and index, finds and opens a page, with no violation', async ({page}) => {
  const violations = await recordCspViolations(page);
  const requested: string[] = [];
  page.on('requestfinished', (r) => requested.push(new URL(r.url()).pathname));
  await gotoHydrated(page, '/');
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill('financial ratios');
  const hit = page.locator('.DocSearch-Modal').getByRole('option').first();
  await expect(hit).toBeVisible();
  expect(requested.some((p) => /^\/search-index\.[0-9a-f]+\.json$/.test(p))).toBe(true);
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/\/$/);
  await expect(page.locator('h1').first()).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('CSP under nginx: hosted search connects to its hosts (allowed by connect-src) with no violation', async ({page}) => {
  // build-algolia/ talks to FAKE_HOST_PORTS, which tests/browser/search-hosted.spec.ts
  // may be using right now; the browser's requests to them (past the CSP check,
  // which happens before any request leaves the page) go to a stand-in of our own.
  const standIn = await startFakeHost(PORT + 86, path.join(ROOT, 'build'));
  try {
    for (const port of FAKE_HOST_PORTS) {
      await page.route(`http://127.0.0.1:${port}/**`, (route) =>
        route.continue({url: route.request().url().replace(`:${port}/`, `:${standIn.port}/`)}),
      );
    }
    const violations = await recordCspViolations(page);
    await gotoHydrated(page, `${NGINX_HOSTED}/`);
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill('sic codes');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    expect(standIn.requests.some((r) => r.path.startsWith('/1/indexes/*/queries'))).toBe(true);
    expect(await violations()).toEqual([]);
  } finally {
    await standIn.close();
  }
});

test('CSP under nginx: the Try it panel loads and checks arguments with no violation (its validators are compiled at build time, not by eval)', async ({page}) => {
  const violations = await recordCspViolations(page);
  await gotoHydrated(page, '/api/tools/get-company-details');
  await page.locator('details[data-try-it] summary').click();
  const field = page.locator('[data-field="company_number"]');
  await field.getByRole('textbox').fill('SC-1');
  await expect(field.locator('p[id$="-error"]')).toHaveText(/^Not in the expected form \(\^/);
  await field.getByRole('textbox').fill('sc 1');
  await expect(field).toContainText('The server reads this as SC000001.');
  expect(await violations()).toEqual([]);
});
