import type {Locator, Page} from '@playwright/test';
import {test, expect, gotoHydrated} from './fixtures';

const PAGES = ['/getting-started/installation', '/getting-started/quickstart'];
const PLACEHOLDER = 'your-companies-house-api-key';

/** Opens a tab of the page's first client tab set (the product's) and returns its panel. */
async function openTab(page: Page, label: string): Promise<Locator> {
  const tabs = page.locator('.tabs-container', {has: page.getByRole('tab', {name: label, exact: true})}).first();
  const tab = tabs.getByRole('tab', {name: label, exact: true});
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  const panel = tabs.locator('[role="tabpanel"]:not([hidden])');
  await expect(panel).toBeVisible();
  return panel;
}

/** The JSON the tab shows, as a reader would copy it. */
async function tabJson(panel: Locator): Promise<Record<string, any>> {
  return JSON.parse(await panel.locator('pre code').first().innerText());
}

/** Cursor: `config` is URI-encoded base64 of one server object. */
function cursorConfig(href: string) {
  const url = new URL(href);
  return {name: url.searchParams.get('name'), config: JSON.parse(Buffer.from(url.searchParams.get('config')!, 'base64').toString('utf8'))};
}

function vscodePayload(href: string, scheme: string) {
  const prefix = `${scheme}:mcp/install?`;
  expect(href.startsWith(prefix), href).toBe(true);
  return JSON.parse(decodeURIComponent(href.slice(prefix.length)));
}

for (const path of PAGES) {
  test.describe(`one-click install on ${path}`, () => {
    test('"Add to Cursor" and its web form install the entry the Cursor tab shows', async ({page}) => {
      await gotoHydrated(page, path);
      const panel = await openTab(page, 'Cursor');
      const shown = (await tabJson(panel)).mcpServers.companylens;
      const button = panel.getByRole('link', {name: 'Add to Cursor'});
      const deeplink = (await button.getAttribute('href'))!;
      expect(deeplink.startsWith('cursor://anysphere.cursor-deeplink/mcp/install?')).toBe(true);
      expect(cursorConfig(deeplink)).toEqual({name: 'companylens', config: shown});
      const web = (await panel.getByRole('link', {name: 'install it from cursor.com'}).getAttribute('href'))!;
      expect(web.startsWith('https://cursor.com/en/install-mcp?')).toBe(true);
      expect(cursorConfig(web)).toEqual({name: 'companylens', config: shown});
      // the text beside the button says to replace the placeholder the link carries
      expect(shown.env.COMPANIES_HOUSE_API_KEY).toBe(PLACEHOLDER);
      await expect(panel.locator('[data-install="cursor"]')).toContainText(`replace ${PLACEHOLDER} with your key`);
    });

    test('"Add to VS Code" (and Insiders), direct and through the https redirect, install the VS Code tab\'s entry and prompt for the key', async ({page}) => {
      await gotoHydrated(page, path);
      const panel = await openTab(page, 'VS Code');
      const shown = await tabJson(panel);
      const expected = {name: 'companylens', ...shown.servers.companylens, inputs: shown.inputs};
      expect(shown.inputs[0]).toMatchObject({type: 'promptString', password: true});
      for (const [label, redirectLabel, scheme] of [
        ['Add to VS Code', 'VS Code', 'vscode'],
        ['Add to VS Code Insiders', 'VS Code Insiders', 'vscode-insiders'],
      ]) {
        const direct = (await panel.getByRole('link', {name: label, exact: true}).getAttribute('href'))!;
        expect(vscodePayload(direct, scheme)).toEqual(expected);
        const redirect = new URL((await panel.getByRole('link', {name: redirectLabel, exact: true}).getAttribute('href'))!);
        expect(`${redirect.origin}${redirect.pathname}`).toBe('https://insiders.vscode.dev/redirect');
        expect(redirect.searchParams.get('url')).toBe(direct);
      }
      await expect(panel.locator('[data-install="vscode"]')).toContainText('VS Code asks for your Companies House API key');
    });

    test.describe(() => {
      test.use({permissions: ['clipboard-read', 'clipboard-write']});

      test('Claude Code: the one-liner is copied by its copy button', async ({page}) => {
        await gotoHydrated(page, path);
        const panel = await openTab(page, 'Claude Code');
        await expect(panel.locator('[data-install="claude-code"]')).toContainText(`replace ${PLACEHOLDER} with your key`);
        const block = panel.locator('pre code').first();
        await block.hover();
        await panel.getByRole('button', {name: 'Copy code to clipboard'}).first().click();
        const copied = await page.evaluate(() => navigator.clipboard.readText());
        expect(copied.split('\n')[0]).toBe(
          `claude mcp add companylens -e COMPANIES_HOUSE_API_KEY=${PLACEHOLDER} -- npx -y companylens-mcp`,
        );
      });

      test('Claude Desktop: the config file for each system, and the JSON copied by its button', async ({page}) => {
        await gotoHydrated(page, path);
        const panel = await openTab(page, 'Claude Desktop');
        const rows = panel.locator('[data-install="claude-desktop"] tbody tr');
        await expect(rows).toHaveText([
          /macOS\s*~\/Library\/Application Support\/Claude\/claude_desktop_config\.json/,
          /Windows\s*%APPDATA%\\Claude\\claude_desktop_config\.json/,
        ]);
        await expect(panel.locator('[data-install="claude-desktop"]')).toContainText(`replace ${PLACEHOLDER} with your key`);
        await panel.locator('pre code').first().hover();
        await panel.getByRole('button', {name: 'Copy code to clipboard'}).first().click();
        const copied = JSON.parse(await page.evaluate(() => navigator.clipboard.readText()));
        expect(copied).toEqual(await tabJson(panel));
        expect(copied.mcpServers.companylens).toEqual({
          command: 'npx',
          args: ['-y', 'companylens-mcp'],
          env: {COMPANIES_HOUSE_API_KEY: PLACEHOLDER},
        });
      });
    });
  });
}
