/** Driving the client picker (src/components/ClientPicker) in a browser test, and reading a panel as a reader gets it. */
import {expect, type Locator, type Page} from '@playwright/test';
import type {ClientSetup, LinkFormat, McpClient} from '@site/src/lib/clients/clients';
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

/** Whether an element is in the panel's "Add the skill" section, which readSkill reads. */
const inSkill = (l: Locator) => l.evaluate((e) => !!e.closest('[data-skill]'));

/**
 * The panel as a reader gets it: the titled block is the entry, the untitled
 * one the command; every link but the vendor page and links within the site
 * is an install link, read in the format the client's data gives its label.
 * The "Add the skill" section is left out.
 */
export async function readPanel(panel: Locator, client: McpClient, setup: ClientSetup): Promise<ShownPanel> {
  const shown: ShownPanel = {links: []};
  for (const block of await panel.locator('.theme-code-block').all()) {
    if (await inSkill(block)) continue;
    const text = await block.locator('pre code').innerText();
    if (await block.locator('[class*="codeBlockTitle"]').count()) {
      const language = /language-(\w+)/.exec((await block.locator('pre').getAttribute('class')) ?? '')?.[1] ?? '';
      shown.config = {language, text};
    } else shown.command = text;
  }
  const formats = new Map<string, LinkFormat>((setup.links ?? []).map((l) => [l.label, l.format]));
  for (const a of await panel.locator('a[href]').all()) {
    if (await inSkill(a)) continue;
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


/** The panel's "Add the skill" section as a reader gets it: its folders (label, path), its command, its links. */
export async function readSkill(panel: Locator): Promise<{text: string; folders: string[][]; command?: string; links: {name: string; href: string}[]}> {
  const section = panel.locator('[data-skill]');
  await expect(section.getByRole('heading', {name: 'Add the skill'})).toBeVisible();
  const folders = await section.locator('tbody tr').evaluateAll((rows) => rows.map((r) => Array.from(r.querySelectorAll('td'), (td) => td.innerText.trim())));
  const code = section.locator('pre code');
  const links = await section.locator('a[href]').evaluateAll((as) => as.map((a) => ({name: (a as HTMLElement).innerText.trim(), href: a.getAttribute('href')!})));
  // a highlighted block ends its last line with a line break; the plain one, before highlighting, does not
  const command = (await code.count()) ? (await code.innerText()).replace(/\n$/, '') : undefined;
  return {text: await section.innerText(), folders, command, links};
}
