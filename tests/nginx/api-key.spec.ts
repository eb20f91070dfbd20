/**
 * The reader's own API key in every snippet (src/lib/apiKey/apiKey.ts), as served by
 * nginx with its Content-Security-Policy and feedback service: given once, it
 * reaches the client picker's command and entry (and the sentence above the
 * picker says so), the terminal check and, on
 * another page, the Try it panel; it is masked on screen until shown, copied
 * whole; and it never leaves the page: no request (address or body) carries
 * it, no storage, cookie or address holds it, not the Markdown twin nor the
 * feedback and search events, and a reload forgets it.
 */
import {test, expect, gotoHydrated} from '../browser/fixtures';
import {API_KEY_PLACEHOLDER} from '@site/src/constants';
import {KEY_MASK} from '@site/src/lib/apiKey/apiKey';
import {recordCspViolations} from './support';

const KEY = 'a1b2c3d4-0000-4e5f-9abc-key-under-test';

test.use({permissions: ['clipboard-read', 'clipboard-write']});

test('a key given once shows masked in every snippet, is copied whole, and is never sent, stored or put in the address', async ({page, context}) => {
  test.setTimeout(90_000);
  const csp = await recordCspViolations(page);
  const sent: string[] = [];
  page.on('request', (r) => sent.push(`${r.method()} ${r.url()} ${r.postData() ?? ''}`));
  const clipboard = () => page.evaluate(() => navigator.clipboard.readText());

  await gotoHydrated(page, '/getting-started/installation?client=claude-code');
  const picker = page.locator('[data-client-picker]').first();
  const command = picker.locator('[data-client="claude-code"] pre').first();
  await expect(command).toContainText(API_KEY_PLACEHOLDER);
  // the sentence above the picker follows the key: replace it, until it is given
  const sentence = page.locator('article p').filter({hasText: 'For a client that is not in the list'});
  const replace = `Replace ${API_KEY_PLACEHOLDER} with your key wherever it appears.`;
  await expect(sentence).toContainText(replace);
  // the field loads when the reader opens it
  await picker.locator('details[data-api-key] > summary').click();
  const field = picker.getByLabel('Your Companies House API key (optional)');
  await expect(field).toHaveAttribute('type', 'password');
  await field.fill(KEY);
  await expect(sentence).toContainText(`The commands and entries below now carry the key you gave, masked until you show it, so where a panel says to replace ${API_KEY_PLACEHOLDER}, that is done`);
  await expect(sentence).not.toContainText(replace);
  await expect(sentence).not.toContainText(KEY);
  // not a key the snippets can carry: the sentence asks again
  await field.fill('not a key');
  await expect(sentence).toContainText(replace);
  await field.fill(KEY);
  // masked on screen, whole on the clipboard
  await expect(command).toContainText(KEY_MASK);
  await expect(command).not.toContainText(KEY);
  await picker.locator('[data-client="claude-code"]').getByRole('button', {name: 'Copy code to clipboard'}).first().click();
  expect(await clipboard()).toContain(`COMPANIES_HOUSE_API_KEY=${KEY}`);
  await picker.getByRole('button', {name: 'Show key'}).click();
  await expect(command).toContainText(KEY);
  await expect(field).toHaveAttribute('type', 'text');
  await picker.getByRole('button', {name: 'Hide key'}).click();
  await expect(command).not.toContainText(KEY);
  // the terminal check further down the page
  const check = page.locator('pre').filter({hasText: 'export COMPANIES_HOUSE_API_KEY='}).first();
  await expect(check).toContainText(`export COMPANIES_HOUSE_API_KEY='${KEY_MASK}'`);
  await check.hover();
  await check.locator('..').getByRole('button', {name: 'Copy code to clipboard'}).click();
  expect(await clipboard()).toContain(`export COMPANIES_HOUSE_API_KEY='${KEY}'`);
  // "Copy page" copies the Markdown twin, which never holds the key
  await page.getByRole('button', {name: 'Copy page'}).click();
  await expect.poll(clipboard).toContain('# Installation');
  expect(await clipboard()).not.toContain(KEY);
  // the twin, as the server renders the page, asks for the placeholder to be replaced
  expect(await clipboard()).toContain(`Replace \`${API_KEY_PLACEHOLDER}\` with your key wherever it appears.`);

  // another page of the same visit (the router, not a reload): the Try it panel has it
  await page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'search_companies', exact: true}).click();
  await expect(page.locator('article h1')).toHaveText('search_companies');
  const panel = page.locator('details[data-try-it="search_companies"]');
  await panel.locator('summary').click();
  await panel.getByRole('textbox').first().fill('Harbour Lane Roasters');
  const inspector = panel.getByLabel('the MCP Inspector command', {exact: true});
  await expect(inspector).toContainText(`COMPANIES_HOUSE_API_KEY='${KEY_MASK}'`);
  await panel.getByRole('button', {name: 'Copy the MCP Inspector command'}).click();
  expect(await clipboard()).toContain(`-e COMPANIES_HOUSE_API_KEY='${KEY}'`);
  await expect(panel.getByLabel('the tools/call request', {exact: true})).not.toContainText(KEY);
  // a search (its event is posted) and a page's feedback (posted to the service) carry nothing of it
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill('officers');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await page.keyboard.press('Escape');
  const feedback = page.locator('[data-page-feedback]');
  await feedback.getByRole('button', {name: 'Yes', exact: true}).click();
  await expect(feedback.getByRole('status')).toHaveText('Thank you for your feedback.');
  expect(await csp()).toEqual([]);
  await page.goto('about:blank'); // ends the page's search session, which posts its event
  await expect.poll(() => sent.some((s) => s.includes('/api/search-events'))).toBe(true);

  // nothing sent anywhere held it, and no storage or address kept it
  expect(sent.filter((s) => s.includes(KEY) || s.includes(encodeURIComponent(KEY)))).toEqual([]);
  expect(sent.some((s) => s.startsWith('POST ') && s.includes('/api/feedback'))).toBe(true);
  await page.goBack();
  await expect(page.locator('article h1')).toHaveText('search_companies');
  expect(page.url()).not.toContain(KEY);
  const stored = await page.evaluate(async () => {
    const all = (s: Storage) => Object.keys(s).map((k) => `${k}=${s.getItem(k)}`);
    const databases = 'databases' in indexedDB ? (await indexedDB.databases()).map((d) => d.name ?? '') : [];
    const caches = 'caches' in window ? await window.caches.keys() : [];
    return [...all(localStorage), ...all(sessionStorage), document.cookie, ...databases, ...caches, ...window.history.state ? [JSON.stringify(window.history.state)] : []].join('\n');
  });
  expect(stored).not.toContain(KEY);
  expect((await context.cookies()).map((c) => c.value).join()).not.toContain(KEY);

  // and a reload forgets it
  await gotoHydrated(page, '/getting-started/installation?client=claude-code');
  await page.locator('details[data-api-key] > summary').first().click();
  await expect(page.getByLabel('Your Companies House API key (optional)')).toHaveValue('');
  await expect(page.locator('[data-client="claude-code"] pre').first()).toContainText(API_KEY_PLACEHOLDER);
  expect(await csp()).toEqual([]);
});
