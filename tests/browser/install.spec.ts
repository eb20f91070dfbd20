/**
 * The client picker on the installation page and the quickstart: for every
 * client in src/lib/clients/clients.ts, the panel a reader gets by choosing it, read
 * from the page (entry shown, command, links) and checked with
 * tests/support/install-links.ts: each link and command installs exactly the
 * entry shown. The docs MCP server's picker is in docs-mcp-install.spec.ts.
 */
import {API_KEY_ENV, API_KEY_PLACEHOLDER, MCP_SERVER, NPM_PACKAGE, SERVER_KEY} from '@site/src/constants';
import {DOCS_MCP_CLIENTS, MCP_CLIENTS} from '@site/src/lib/clients/clients';
import {checkPanel, type Expected} from '../support/install-links';
import {choose, readPanel, readSkill} from '../support/client-picker';
import {skillDistribution} from '@site/src/lib/clients/skillInstall';
import {CLIENT_SKILLS} from '@site/src/lib/clients/clientSkills';
import {test, expect, gotoHydrated, layoutProblems} from './fixtures';

const PAGES = ['/getting-started/installation', '/getting-started/quickstart'];
/** The site URL the build was made for, from the page's canonical link. */
const siteUrl = async (page: import('@playwright/test').Page) => new URL((await page.locator('link[rel=canonical]').getAttribute('href'))!).origin;
const STDIO: Expected = {kind: 'stdio', name: SERVER_KEY, command: 'npx', args: ['-y', NPM_PACKAGE], keyEnv: API_KEY_ENV, placeholder: API_KEY_PLACEHOLDER, title: 'CompanyLens'};

// Both pages render the same picker (ClientConfigTabs): every client is read on the first, and on the
// second the first panel and one chosen from the list, to show it is there and live. Only the
// installation page, the skill's home, adds "Add the skill" to each panel.
for (const path of PAGES) {
  const clients = path === PAGES[0] ? MCP_CLIENTS : [MCP_CLIENTS[0]!, MCP_CLIENTS.find((c) => c.id === 'claude-code')!];
  const withSkill = path === PAGES[0];
  test(`the client picker on ${path}: ${withSkill ? 'every client' : `${clients.map((c) => c.label).join(' and ')}`}: links and command install the entry it shows`, async ({page}) => {
    await gotoHydrated(page, path);
    for (const client of clients) {
      await test.step(client.label, async () => {
        const panel = await choose(page, client);
        const shown = await readPanel(panel, client, client.product(MCP_SERVER));
        expect(shown.config || shown.command || shown.links.length, 'something to install with').toBeTruthy();
        checkPanel(shown, STDIO, client.label);
        await expect(panel.getByText(`The format, from ${client.label}'s documentation:`).locator(`a[href="${client.vendor.url}"]`)).toHaveText(/\S/);
        if (JSON.stringify(shown).includes(API_KEY_PLACEHOLDER)) await expect(panel).toContainText(`${API_KEY_PLACEHOLDER} with your key`);
        // "Add the skill", from the client's skill set-up, or the plain word that the server alone is what it gets
        if (!withSkill) {
          await expect(panel.locator('[data-skill]')).toHaveCount(0);
          return;
        }
        const skill = CLIENT_SKILLS[client.id]?.(skillDistribution(await siteUrl(page), '/'));
        const section = await readSkill(panel);
        if (!skill) {
          expect(section.text, client.label).toContain(`${client.label}'s documentation describes no support for Agent Skills, so the server alone is what it gets, and it is enough`);
          expect(section.links.map((l) => l.href)).toEqual(['/getting-started/installation#agent-skill']);
          return;
        }
        expect(section.command, client.label).toBe(skill.command?.text);
        expect(section.folders, client.label).toEqual([...(skill.folders?.personal ? [['You, in every project', skill.folders.personal]] : []), ...(skill.folders?.project ? [['One project', skill.folders.project]] : [])]);
        expect(section.links.find((l) => l.href === skill.vendor.url)?.name, `${client.label}: the vendor's page, named`).toMatch(/\S/);
      });
    }
  });
}

test("on a phone, every panel of the installation page's two pickers fits: no code outside the article, no command's end hidden, no name broken inside", async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await gotoHydrated(page, PAGES[0]!);
  const found: Record<string, string[]> = {};
  // the product's picker, then the one for these docs' MCP server (after its heading)
  for (const [clients, after, of] of [[MCP_CLIENTS, '', 'CompanyLens'], [DOCS_MCP_CLIENTS, 'h2#add-these-docs-to-your-assistant', 'these docs']] as const) {
    for (const client of clients) {
      const panel = await choose(page, client, after);
      // as a reader scrolls through it (code blocks are highlighted as they come near)
      await panel.evaluate((p) => p.querySelectorAll('pre').forEach((pre) => pre.scrollIntoView()));
      found[`${client.label}, ${of}`] = await layoutProblems(page);
    }
  }
  expect(Object.entries(found).filter(([, problems]) => problems.length)).toEqual([]);
  expect(Object.keys(found).length).toBe(MCP_CLIENTS.length + DOCS_MCP_CLIENTS.length);
});

test.describe(() => {
  test.use({permissions: ['clipboard-read', 'clipboard-write']});

  test('Claude Code: the command is copied by its copy button', async ({page}) => {
    await gotoHydrated(page, '/getting-started/installation');
    const panel = await choose(page, MCP_CLIENTS.find((c) => c.id === 'claude-code')!);
    await panel.locator('pre code').first().hover();
    await panel.getByRole('button', {name: 'Copy code to clipboard'}).first().click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.split('\n')[0]).toBe(`claude mcp add companylens -e COMPANIES_HOUSE_API_KEY=${API_KEY_PLACEHOLDER} -- npx -y companylens-mcp`);
  });
});

test('Claude Desktop: the configuration file for each system', async ({page}) => {
  await gotoHydrated(page, '/getting-started/installation');
  const panel = await choose(page, MCP_CLIENTS.find((c) => c.id === 'claude-desktop')!);
  await expect(panel.locator('tbody tr')).toHaveText([
    /macOS\s*~\/Library\/Application Support\/Claude\/claude_desktop_config\.json/,
    /Windows, usually\s*%APPDATA%\\Claude\\claude_desktop_config\.json/,
  ]);
});
