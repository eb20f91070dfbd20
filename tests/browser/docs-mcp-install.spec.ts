/**
 * "Add these docs to your assistant" (installation page) and the home page's
 * line: the docs MCP endpoint under the site's URL, and for Cursor, VS Code
 * and Claude Code the configuration shown and the links and command, all for
 * the same remote server.
 */
import type {Page} from '@playwright/test';
import {DOCS_MCP_SERVER} from '@site/src/constants';
import {DOCS_MCP_CLIENTS} from '@site/src/lib/clients/clients';
import {docsMcpServer} from '@site/src/lib/clients/installLinks';
import {checkPanel} from '../support/install-links';
import {choose, readPanel} from '../support/client-picker';
import {test, expect, gotoHydrated} from './fixtures';

const SECTION = '#add-these-docs-to-your-assistant';

/** The endpoint: the site's canonical origin plus /mcp, as the section's text names it. */
async function endpoint(page: Page): Promise<string> {
  const canonical = new URL((await page.locator('link[rel="canonical"]').getAttribute('href'))!);
  const url = `${canonical.origin}/mcp`;
  await expect(page.locator(`h2${SECTION} + p code`)).toHaveText(url);
  return url;
}

test.describe('add these docs to your assistant', () => {
  test('every client that documents remote servers: its links and command install the URL, with no key', async ({page}) => {
    await gotoHydrated(page, `/getting-started/installation${SECTION}`);
    const url = await endpoint(page);
    const server = docsMcpServer(DOCS_MCP_SERVER, new URL(url).origin, '/');
    for (const client of DOCS_MCP_CLIENTS) {
      await test.step(client.label, async () => {
        const panel = await choose(page, client, `h2${SECTION}`);
        const shown = await readPanel(panel, client, client.docs!(server));
        checkPanel(shown, {kind: 'remote', name: DOCS_MCP_SERVER.name, url, title: DOCS_MCP_SERVER.title}, client.label);
        await expect(panel).not.toContainText('your key');
      });
    }
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
