/**
 * "Add these docs to your assistant" (installation page) and the home page's
 * line: the docs MCP endpoint under the site's URL, and for Cursor, VS Code
 * and Claude Code the configuration shown and the links and command, all for
 * the same remote server.
 */
import type {Locator, Page} from '@playwright/test';
import {test, expect, gotoHydrated} from './fixtures';

const SECTION = '#add-these-docs-to-your-assistant';

/** The section's tab set, with the tab `label` selected; returns its panel. */
async function docsTab(page: Page, label: string): Promise<Locator> {
  const tabs = page.locator(`h2${SECTION} ~ .tabs-container`).first();
  const tab = tabs.getByRole('tab', {name: label, exact: true});
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  return tabs.locator('[role="tabpanel"]:not([hidden])');
}

/** The endpoint: the site's canonical origin plus /mcp, as the section's text names it. */
async function endpoint(page: Page): Promise<string> {
  const canonical = new URL((await page.locator('link[rel="canonical"]').getAttribute('href'))!);
  const url = `${canonical.origin}/mcp`;
  await expect(page.locator(`h2${SECTION} + p code`)).toHaveText(url);
  return url;
}

test.describe('add these docs to your assistant', () => {
  test('Cursor: the file holds the URL, and "Add to Cursor" and its web form install exactly that', async ({page}) => {
    await gotoHydrated(page, `/getting-started/installation${SECTION}`);
    const url = await endpoint(page);
    const panel = await docsTab(page, 'Cursor');
    const shown = JSON.parse(await panel.locator('pre code').innerText());
    expect(shown).toEqual({mcpServers: {'companylens-docs': {url}}});
    for (const link of [panel.getByRole('link', {name: 'Add to Cursor'}), panel.getByRole('link', {name: 'install it from cursor.com'})]) {
      const href = new URL((await link.getAttribute('href'))!);
      expect(href.searchParams.get('name')).toBe('companylens-docs');
      expect(JSON.parse(Buffer.from(href.searchParams.get('config')!, 'base64').toString('utf8'))).toEqual({url});
    }
    await expect(panel.locator('[data-install="cursor"]')).not.toContainText('your key');
  });

  test('VS Code: type http and the URL, in the file and in both install links', async ({page}) => {
    await gotoHydrated(page, `/getting-started/installation${SECTION}`);
    const url = await endpoint(page);
    const panel = await docsTab(page, 'VS Code');
    const shown = JSON.parse(await panel.locator('pre code').innerText());
    expect(shown).toEqual({servers: {'companylens-docs': {type: 'http', url}}});
    for (const [label, scheme] of [
      ['Add to VS Code', 'vscode'],
      ['Add to VS Code Insiders', 'vscode-insiders'],
    ]) {
      const href = (await panel.getByRole('link', {name: label, exact: true}).getAttribute('href'))!;
      expect(href.startsWith(`${scheme}:mcp/install?`)).toBe(true);
      expect(JSON.parse(decodeURIComponent(href.slice(`${scheme}:mcp/install?`.length)))).toEqual({name: 'companylens-docs', type: 'http', url});
    }
    await expect(panel.locator('[data-install="vscode"]')).toContainText('confirm that you trust the server');
  });

  test('Claude Code: one command with --transport http and the URL', async ({page}) => {
    await gotoHydrated(page, `/getting-started/installation${SECTION}`);
    const url = await endpoint(page);
    const panel = await docsTab(page, 'Claude Code');
    await expect(panel.locator('pre code')).toHaveText(`claude mcp add --transport http companylens-docs ${url}`);
  });

  test('the home page names the endpoint and links to the section', async ({page}) => {
    await gotoHydrated(page, '/');
    const canonical = new URL((await page.locator('link[rel="canonical"]').getAttribute('href'))!);
    const item = page.locator('li', {hasText: 'These docs in your assistant'});
    await expect(item.locator('code')).toHaveText(`${canonical.origin}/mcp`);
    await item.getByRole('link', {name: 'These docs in your assistant'}).click();
    await expect(page).toHaveURL(new RegExp(`/getting-started/installation${SECTION}$`));
    await expect(page.locator(`h2${SECTION}`)).toBeInViewport();
  });
});
