// Issue 8: pages as light on a phone as the stock template, with nothing lost
// from the HTML. Code blocks arrive as plain text and are highlighted near the
// viewport; long tables are hydrated as one HTML string per body.
import {test, expect, gotoHydrated} from './fixtures';

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

test('table rows rendered as HTML strings keep every cell in the HTML and stay live', async ({page}) => {
  const sic = await (await page.request.get('/reference/sic-codes')).text();
  expect(sic).toContain('Growing of cereals (except rice), leguminous crops and oil seeds');
  expect(sic).toMatch(/<td>62011<\/?td>/);
  const fields = await (await page.request.get('/reference/data-fields')).text();
  expect(fields).toMatch(/<th scope="?row"?[^>]*><code>company_number<\/code>/);

  await gotoHydrated(page, '/reference/sic-codes');
  await page.getByLabel('Code or words').fill('620');
  // the page actions keep an (empty) status region of their own
  await expect(page.getByRole('status').filter({hasText: /codes/})).toHaveText('Showing 5 of 731 codes');
  await expect(page.getByRole('table', {name: 'Condensed SIC 2007 codes'}).locator('tbody tr')).toHaveCount(5);
});
