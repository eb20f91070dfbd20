/**
 * The API reference as a reader uses it: a field's own link, links into
 * nested fields, what assistive technology is told about field lists and
 * stacked tables, and the summary card at the top of each tool page (which
 * says the server's description once, as what the assistant reads).
 */
import path from 'node:path';
import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated} from './fixtures';
import {countResultTokens} from '@site/src/plugins/result-tokens';
import toolDocs from '@site/src/data/tool-docs.json';
import {getTool} from '@site/src/data/mcp';

const DETAILS = '/api/tools/get-company-details';
const NESTED = 'result-registered_office_address-postal_code';

/** True when the element's top is on screen, below the navbar. */
const inView = (page: Page, id: string) =>
  page.evaluate((id) => {
    const top = document.getElementById(id)!.getBoundingClientRect().top;
    return top >= 0 && top < innerHeight - 40;
  }, id);

test('every field has its own anchor; its "#" shows on hover and on focus, and following it brings the field into view', async ({page}) => {
  await gotoHydrated(page, DETAILS);
  const field = page.locator('#result-company_status');
  const link = field.locator('dt > a.hash-link');
  await expect(link).toHaveAttribute('href', '#result-company_status');
  await expect(link).toHaveAccessibleName('Direct link to company_status');
  const opacity = () => link.evaluate((a) => getComputedStyle(a).opacity);
  await expect.poll(opacity).toBe('0');
  await field.locator('dt').hover();
  await expect.poll(opacity).toBe('1');
  await page.mouse.move(0, 0);
  await expect.poll(opacity).toBe('0');
  await link.focus();
  await expect.poll(opacity).toBe('1');
  await link.click();
  await expect(page).toHaveURL(/#result-company_status$/);
  expect(await inView(page, 'result-company_status')).toBe(true);
  // anchors are unique on a page that lists several results
  await gotoHydrated(page, '/reference/data-fields');
  const ids = await page.locator('[data-path]').evaluateAll((els) => els.map((el) => el.id));
  expect(ids.length).toBeGreaterThan(200);
  expect(new Set(ids).size).toBe(ids.length);
});

test('a link to a nested field opens the fields around it and shows it: on load, and after a route change', async ({page}) => {
  await gotoHydrated(page, `${DETAILS}#${NESTED}`);
  await expect(page.locator(`#${NESTED}`)).toBeVisible();
  expect(await inView(page, NESTED)).toBe(true);
  // a route change within the site (here: Back/Forward, which the router handles)
  await gotoHydrated(page, '/');
  await page.evaluate((url) => {
    history.pushState(null, '', url);
    dispatchEvent(new PopStateEvent('popstate'));
  }, `${DETAILS}#${NESTED}`);
  await expect(page.locator(`#${NESTED}`)).toBeVisible();
  await expect.poll(() => inView(page, NESTED)).toBe(true);
  // other nested lists stay closed
  await expect(page.locator('#result-accounts details')).not.toHaveAttribute('open');
});

test('assistive technology gets a list of terms and definitions for fields, and rows and cells for a stacked table', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await gotoHydrated(page, DETAILS);
  await expect(page.getByRole('term').filter({hasText: 'include_officers'}).first()).toBeVisible();
  await expect(page.locator('dl.schema-fields').first()).toMatchAriaSnapshot(`
    - term:
      - text: company_number
      - link "Direct link to company_number"
      - text: string required
    - definition: /Company number, e\\.g\\. 00445790/
  `);
  // the normalisation examples (said once, on Company identifiers) are stacked at this width: still a table of rows and cells, the first cell the card's title, each other cell named by its column
  await gotoHydrated(page, '/concepts/company-identifiers');
  const table = page.locator('table[data-stack]', {hasText: 'Normalised to'}).first();
  expect(await table.evaluate((t) => getComputedStyle(t).display)).toBe('block');
  await expect(table).toMatchAriaSnapshot(`
    - table:
      - rowgroup:
        - row /^445790 Normalised to 00445790/:
          - cell "445790"
          - cell "Normalised to 00445790"
  `);
});

test.describe('the summary card of each tool page', () => {
  const tokens = countResultTokens(path.resolve(__dirname, '../../docs'));
  for (const [name, doc] of Object.entries(toolDocs)) {
    test(`${name}: its description once, behaviour, requests, personal data and result size`, async ({page}) => {
      await gotoHydrated(page, `/api/tools/${doc.slug}`);
      const card = page.locator(`dl[aria-label="${name} at a glance"]`);
      const value = (term: string) => card.locator('div', {has: page.getByRole('term').filter({hasText: term})}).getByRole('definition');
      await expect(value('Behaviour')).toHaveText(/^Read-only · Non-destructive · Idempotent · Calls Companies House$/);
      await expect(value('Companies House requests')).toContainText(`Up to ${doc.upstream.length} a call`);
      await expect(value('Personal data')).toHaveText('personalData' in doc ? 'With include_officers: officers\' details' : 'None: company records only');
      // the counts of this page's own example results, to the nearest ten
      const counts = (await tokens)[name];
      const about = (n: number) => String(Math.round(n / 10) * 10).replace(/\B(?=(\d{3})+$)/g, ',');
      const range = about(counts[0]) === about(counts.at(-1)!) ? about(counts[0]) : `${about(counts[0])}–${about(counts.at(-1)!)}`;
      await expect(value('Result size')).toContainText(`About ${range} tokens (the ${counts.length} example results on this page, o200k_base encoding`);
      // the server's description is said once on the page, in the card, as what the assistant reads
      const description = getTool(name).description;
      await expect(value('What the assistant reads')).toHaveText(description);
      const article = await page.locator('article').innerText();
      expect(article.split(description.slice(0, 60)).length - 1, 'times the description shows').toBe(1);
    });
  }
});
