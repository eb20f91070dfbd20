/** Driving the client picker (src/components/ClientPicker) in a browser test, and reading a panel as a reader gets it. */
import {expect, type Locator, type Page} from '@playwright/test';
import type {ClientSetup, McpClient} from '@site/src/lib/clients';
import type {ShownPanel} from './install-links';

/** Chooses `client` in the first picker below `after` (or the page's first) and returns its panel, the only one shown. */
export async function choose(page: Page, client: McpClient, after = ''): Promise<Locator> {
  const picker = page.locator(`${after ? `${after} ~ ` : ''}[data-client-picker]`).first();
  await picker.getByLabel('Your MCP client').selectOption({label: client.label});
  const panel = picker.locator(`[data-client="${client.id}"]`);
  await expect(panel).toBeVisible();
  await expect(picker.locator('[data-client]:visible')).toHaveCount(1);
  await panel.scrollIntoViewIfNeeded();
  return panel;
}

/**
 * The panel as a reader gets it: the titled block is the entry, the untitled
 * one the command; every link but the vendor page and links within the site
 * is an install link, read in the format the client's data gives its label.
 */
export async function readPanel(panel: Locator, client: McpClient, setup: ClientSetup): Promise<ShownPanel> {
  const shown: ShownPanel = {links: []};
  for (const block of await panel.locator('.theme-code-block').all()) {
    const text = await block.locator('pre code').innerText();
    if (await block.locator('[class*="codeBlockTitle"]').count()) {
      const language = /language-(\w+)/.exec((await block.locator('pre').getAttribute('class')) ?? '')?.[1] ?? '';
      shown.config = {language, text};
    } else shown.command = text;
  }
  const formats = new Map((setup.links ?? []).map((l) => [l.label, l.format]));
  for (const a of await panel.locator('a[href]').all()) {
    const href = (await a.getAttribute('href'))!;
    if (href === client.vendor.url || href === client.linkDocs?.url || href.startsWith('/')) continue;
    const label = (await a.innerText()).trim();
    const format = formats.get(label);
    if (!format) throw new Error(`${client.label}: a link "${label}" that is not in its data`);
    shown.links.push({label, href, format});
  }
  expect(shown.links.map((l) => l.label).sort(), `${client.label}: the links shown are the data's`).toEqual([...formats.keys()].sort());
  return shown;
}

