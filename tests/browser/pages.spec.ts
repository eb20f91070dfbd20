import {test, expect, drawAllDiagrams, gotoHydrated, scrollToFirstDiagram} from './fixtures';
import {LISTED_ROUTES} from '../routes';
import {COMPANY_SITE_URL, TAGLINE} from '@site/src/constants';

test.describe('not found', () => {
  test.use({allowConsoleErrors: [/status of 404/]});
  test('an unknown path shows the not-found page with a way back', async ({page}) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Page not found');
  await page.getByRole('main').getByRole('link', {name: 'Quickstart'}).click();
  await expect(page).toHaveURL(/\/getting-started\/quickstart$/);
  await expect(page.locator('article h1')).toHaveText('Quickstart');
  });
});

test('the home page shows the tagline under its title, in the served HTML too', async ({page, request}) => {
  const html = await (await request.get('/')).text();
  expect(html).toContain(TAGLINE);
  await gotoHydrated(page, '/');
  const h1 = page.locator('article h1');
  const tagline = page.locator('article').getByText(TAGLINE, {exact: true});
  await expect(tagline).toBeVisible();
  // directly under the title: the next block in the article, below the h1 and not far from it
  const [titleBox, taglineBox] = [await h1.boundingBox(), await tagline.boundingBox()];
  expect(taglineBox!.y).toBeGreaterThan(titleBox!.y + titleBox!.height - 1);
  expect(taglineBox!.y - (titleBox!.y + titleBox!.height)).toBeLessThan(60);
  const next = await h1.evaluate((el) => {
    const blocks = Array.from(document.querySelectorAll('article h1, article p'));
    return blocks[blocks.indexOf(el) + 1]?.textContent;
  });
  expect(next).toBe(TAGLINE);
});

test('financial tool pages give the cost of a call as "up to" a number of requests, retries included, not a per-window capacity', async ({page}) => {
  for (const path of ['/api/tools/quick-financial-summary', '/api/tools/calculate-financial-ratios']) {
    await gotoHydrated(page, path);
    const section = page.locator('article');
    await expect(section).toContainText('An uncached call makes up to 4 of them, and each counts against the Companies House rate limit. So does each retry');
    await expect(section.getByRole('link', {name: 'the Companies House rate limit'})).toHaveAttribute(
      'href',
      '/getting-started/installation#companies-house-rate-limit-reached',
    );
    await expect(section).not.toContainText(/about 150 calls|at most 150|150 summaries|150 companies/);
  }
});

test('footer links go where the spec says', async ({page}) => {
  await gotoHydrated(page, '/');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('Copyright © 2025');
  await expect(footer).toContainText('Documentation version 1.0.0');
  await expect(footer.getByRole('link', {name: /CompanyLens website/})).toHaveAttribute('href', COMPANY_SITE_URL);
  for (const [label, path, title] of [
    ['Getting Started', '/getting-started/quickstart', 'Quickstart'],
    ['API Reference', '/api/tools/search-companies', 'search_companies'],
    ['Examples', '/examples/claude-integration', 'Claude integration'],
  ]) {
    await footer.getByRole('link', {name: label, exact: true}).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.locator('article h1')).toHaveText(title);
  }
});

test('the sidebar lists every documentation route, all sections expanded', async ({page}) => {
  await gotoHydrated(page, '/concepts/data-model');
  const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
  const hrefs = await sidebar.locator('a.menu__link[href]').evaluateAll((as) =>
    as.map((a) => new URL((a as HTMLAnchorElement).href).pathname).filter((p) => !p.endsWith('#')),
  );
  for (const route of LISTED_ROUTES) expect(hrefs, route.path).toContain(route.path);
  for (const label of ['Getting Started', 'Concepts', 'API Reference', 'Tools', 'Prompts', 'Resources', 'Examples', 'Reference', 'Legal']) {
    await expect(sidebar.getByRole('button', {name: new RegExp(label)}).or(sidebar.getByRole('link', {name: label, exact: true})).first()).toHaveAttribute('aria-expanded', 'true');
  }
  // categories collapse and expand, and collapsing one leaves the others open
  const concepts = sidebar.locator('.menu__list-item-collapsible', {hasText: 'Concepts'}).locator('button, a').first();
  await concepts.click();
  await expect(concepts).toHaveAttribute('aria-expanded', 'false');
  await expect(sidebar.getByRole('link', {name: 'Quickstart'})).toBeVisible();
  await concepts.click();
  await expect(concepts).toHaveAttribute('aria-expanded', 'true');
  // not hideable: no collapse-sidebar button
  await expect(page.getByRole('button', {name: /collapse sidebar/i})).toHaveCount(0);
});

test('the table of contents lists h2 and h3 headings only', async ({page}) => {
  await gotoHydrated(page, '/concepts/company-identifiers');
  const tocTargets = await page.locator('.table-of-contents a').evaluateAll((as) => as.map((a) => a.getAttribute('href')!.slice(1)));
  const h23 = await page.locator('article :is(h2, h3)[id]').evaluateAll((hs) => hs.map((h) => h.id));
  const h4 = await page.locator('article h4[id]').evaluateAll((hs) => hs.map((h) => h.id));
  expect(tocTargets.length).toBeGreaterThan(3);
  expect(tocTargets).toEqual(h23);
  expect(h4.length, 'the page has an h4 to leave out').toBeGreaterThan(0);
  for (const id of h4) expect(tocTargets).not.toContain(id);
});

test('doc pages show their last update time', async ({page}) => {
  await gotoHydrated(page, '/getting-started/installation');
  const lastUpdated = page.locator('.theme-last-updated');
  await expect(lastUpdated).toContainText('Last updated on');
  const datetime = await lastUpdated.locator('time').getAttribute('datetime');
  expect(Number.isNaN(Date.parse(datetime!))).toBe(false);
});

// Each type the docs draw, with the name Mermaid gives it in the SVG (and "error" when it could not draw).
const DIAGRAMS = {'/concepts/data-model': 'er', '/concepts/mcp-protocol': 'sequence', '/concepts/company-identifiers': 'flowchart-v2', '/examples/due-diligence': 'flowchart-v2'};
for (const [path, type] of Object.entries(DIAGRAMS)) {
  test(`the ${type} diagram on ${path} is its drawing from the first paint: an image with its box reserved and alternative text, never its source`, async ({page, request}) => {
    // in the served HTML, before any script: the image with its size, the source hidden
    const html = await (await request.get(path)).text();
    expect(html).toMatch(/<figure class="?diagram"?[^>]*>\s*<img class="?diagram__light"?[^>]* width="?\d+"? height="?\d+"?/);
    await gotoHydrated(page, path);
    await expect(page.locator('article pre.mermaid-source').first()).toBeHidden();
    await scrollToFirstDiagram(page);
    const img = page.locator('article figure.diagram img.diagram__light').first();
    await expect(img).toBeVisible();
    expect((await img.boundingBox())!.height).toBeGreaterThan(50);
    expect((await img.getAttribute('alt'))!.length).toBeGreaterThan(40);
    // the drawing is of the type the page's source names
    const svg = await (await request.get((await img.getAttribute('src'))!)).text();
    expect(svg).toContain(`aria-roledescription="${type}"`);
    // no Mermaid runs to show it
    expect(await page.evaluate(() => performance.getEntriesByType('resource').some((r) => /mermaid|flowDiagram|erDiagram|sequenceDiagram/.test(r.name)))).toBe(false);
  });
}

test('arriving at a diagram with the CPU slowed four times shows its drawing and moves nothing', async ({page}) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
  await page.addInitScript(() => {
    (window as unknown as {shift: number}).shift = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & {value: number; hadRecentInput: boolean})[]) if (!e.hadRecentInput) (window as unknown as {shift: number}).shift += e.value;
    }).observe({type: 'layout-shift', buffered: true});
  });
  for (const target of ['/concepts/data-model#how-they-relate', '/#how-it-works-in-30-seconds']) {
    await gotoHydrated(page, target);
    const img = page.locator('article figure.diagram img.diagram__light').first();
    await expect(img).toBeInViewport();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as {shift: number}).shift), target).toBeLessThan(0.01);
    await expect(page.locator('article pre.mermaid-source').first()).toBeHidden();
  }
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 1});
});

test('a colour-mode switch shows the drawing of that mode; the due-diligence outcomes are told apart by their words and by colours of their own, in both modes', async ({page, request}) => {
  await gotoHydrated(page, '/examples/due-diligence');
  expect(await drawAllDiagrams(page, 'light')).toBe(2);
  for (const mode of ['dark', 'light'] as const) {
    await page.emulateMedia({colorScheme: mode});
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    const img = page.locator(`article figure.diagram img.diagram__${mode}`).first();
    await expect(img).toBeVisible();
    await expect(page.locator(`article figure.diagram img.diagram__${mode === 'dark' ? 'light' : 'dark'}`).first()).toBeHidden();
    // the drawing itself, read inline: the outcomes' fills
    const svg = await (await request.get((await img.getAttribute('src'))!)).text();
    const fills = await page.evaluate((markup) => {
      const holder = document.createElement('div');
      holder.innerHTML = markup;
      document.body.append(holder);
      const found = Object.fromEntries(Array.from(holder.querySelectorAll('g.node')).map((n) => [n.textContent!.trim().split(':')[0], getComputedStyle(n.querySelector('rect, polygon, path')!).fill]));
      holder.remove();
      return found;
    }, svg);
    const outcomes = ['Red flag', 'Amber', 'Clear'].map((word) => fills[word]);
    expect(outcomes.every(Boolean), `${mode}: ${JSON.stringify(fills)}`).toBe(true);
    expect(new Set(outcomes).size, mode).toBe(3);
    const others = Object.entries(fills).filter(([word]) => !['Red flag', 'Amber', 'Clear'].includes(word));
    expect(others.length, mode).toBeGreaterThan(2);
    for (const [, fill] of others) expect(outcomes, mode).not.toContain(fill);
  }
});

test('the client picker: labelled, keyboard-operable, remembers the choice across pages and takes ?client=', async ({page}) => {
  await gotoHydrated(page, '/getting-started/installation');
  const picker = page.getByLabel('Your MCP client').first();
  await picker.selectOption({label: 'VS Code'});
  await expect(page.locator('[data-client="vscode"]').first()).toContainText('"servers"');
  // from the keyboard: the next client in the list
  await picker.focus();
  await page.keyboard.press('ArrowDown');
  await expect(picker).toHaveValue('visual-studio');
  await expect(page.locator('[data-client="visual-studio"]').first()).toBeVisible();
  await picker.selectOption({label: 'VS Code'});
  expect(new URL(page.url()).searchParams.get('client')).toBe('vscode');
  await gotoHydrated(page, '/getting-started/quickstart');
  await expect(page.getByLabel('Your MCP client')).toHaveValue('vscode');
  expect(await page.evaluate(() => localStorage.getItem('docusaurus.tab.mcp-client'))).toBe('vscode');
  await gotoHydrated(page, '/getting-started/quickstart?client=codex');
  await expect(page.getByLabel('Your MCP client')).toHaveValue('codex');
  await expect(page.locator('[data-client="codex"]')).toContainText('[mcp_servers.companylens]');
});

test("the table of contents' entry for a client's notes chooses that client in the picker above them", async ({page}) => {
  await gotoHydrated(page, '/getting-started/installation');
  const picker = page.getByLabel('Your MCP client').first();
  await expect(picker).toHaveValue('claude-desktop');
  const toc = page.locator('.theme-doc-toc-desktop');
  await toc.getByRole('link', {name: 'Cursor', exact: true}).click();
  await expect(picker).toHaveValue('cursor');
  await expect(page.locator('[data-client="cursor"]').first()).toBeVisible();
  await toc.getByRole('link', {name: 'VS Code', exact: true}).click();
  await expect(picker).toHaveValue('vscode');
});

test('the SIC code table filters by code, words and section, and says when nothing matches', async ({page}) => {
  await gotoHydrated(page, '/reference/sic-codes');
  // the table's count (the page actions keep an empty status region of their own)
  const status = page.getByRole('status').filter({hasText: /codes/});
  await expect(status).toHaveText('Showing 731 of 731 codes');
  const filter = page.getByLabel('Code or words');
  await filter.fill('620');
  await expect(status).toHaveText('Showing 5 of 731 codes');
  const table = page.getByRole('table', {name: 'Condensed SIC 2007 codes'});
  await expect(table.locator('tbody tr:has(td)').first()).toContainText('62011');
  // the one section with a match opens its rows, named
  await expect(table.getByRole('rowheader')).toHaveText(['J: Information and communication']);
  await filter.fill('coffee');
  await page.getByLabel('Section', {exact: true}).selectOption('G');
  await expect(status).not.toHaveText('Showing 731 of 731 codes');
  const rows = await table.locator('tbody tr td:first-child').allInnerTexts();
  expect(rows.length).toBeGreaterThan(0);
  expect(rows.every((c) => /^4[5-7]/.test(c))).toBe(true);
  await filter.fill('<img src=x onerror=alert(1)> zzz');
  await expect(page.getByText('No SIC code matches')).toBeVisible();
  await page.getByRole('button', {name: 'Clear filters'}).click();
  await expect(status).toHaveText('Showing 731 of 731 codes');
});
