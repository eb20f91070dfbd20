/**
 * The frame a reader meets before the content (that on a phone each page's title starts within
 * the top quarter of the screen is tests/nginx/routes.spec.ts's, which opens every page there):
 * code blocks' copy buttons are in sight
 * without a hover or a tap; small buttons keep text a reader can read and a target a finger hits;
 * every disclosure opens under the same chevron and summary.
 */
import {test, expect, gotoHydrated} from './fixtures';

for (const width of [390, 1280]) {
  test(`at ${width} px every code block's copy button is in sight without a hover or a tap`, async ({page}) => {
    await page.setViewportSize({width, height: 844});
    await gotoHydrated(page, '/getting-started/installation');
    // away from every block, so nothing is hovered
    await page.mouse.move(0, 0);
    const buttons = page.locator('article .theme-code-block').getByRole('button', {name: /copy/i});
    const count = await buttons.count();
    expect(count).toBeGreaterThan(3);
    for (let i = 0; i < count; i++) {
      const button = buttons.nth(i);
      if (!(await button.isVisible())) continue; // in a tab not chosen
      await button.scrollIntoViewIfNeeded();
      await page.mouse.move(0, 0);
      expect(Number(await button.evaluate((el) => getComputedStyle(el).opacity)), `button ${i + 1}`).toBe(1);
    }
  });
}

// the pages that hold each kind: Try it, nested fields and a list entry's JSON; the key field
const DISCLOSURE_ROUTES = ['/api/tools/search-companies', '/api/prompts/company-assessment', '/getting-started/installation'];

test('every disclosure looks alike, closed and open: no browser marker, one chevron that turns, one summary weight', async ({page}) => {
  // the chevron turns at once, so each state is read as it ends
  await page.emulateMedia({reducedMotion: 'reduce'});
  const looks = new Map<string, string[]>();
  const add = (look: string, where: string) => looks.set(look, [...(looks.get(look) ?? []), where]);
  let count = 0;
  for (const route of DISCLOSURE_ROUTES) {
    await gotoHydrated(page, route);
    // the Try it panel's own disclosures show once it has loaded
    const tryIt = page.locator('details[data-try-it] > summary');
    if (await tryIt.count()) {
      await tryIt.click();
      await expect(page.locator('details[data-try-it] form')).toBeVisible();
    }
    const summaries = page.locator('article details > summary');
    count += await summaries.count();
    for (let i = 0; i < (await summaries.count()); i++) {
      const summary = summaries.nth(i);
      if (!(await summary.isVisible())) continue;
      const look = async () =>
        summary.evaluate((el) => {
          const own = getComputedStyle(el);
          const chevron = getComputedStyle(el, '::before');
          return {marker: own.display === 'list-item' && own.listStyleType !== 'none', weight: own.fontWeight, chevron: `${chevron.borderRightWidth} ${chevron.borderBottomWidth} ${chevron.width}`, turn: chevron.transform};
        });
      const text = (await summary.innerText()).slice(0, 30);
      // each state read as it is, then the other (and back): closing Try it would hide its own
      const toggle = () => summary.evaluate((el) => ((el.parentElement as HTMLDetailsElement).open = !(el.parentElement as HTMLDetailsElement).open));
      const wasOpen = await summary.evaluate((el) => (el.parentElement as HTMLDetailsElement).open);
      const first = await look();
      await toggle();
      const second = await look();
      await toggle();
      const [closed, open] = wasOpen ? [second, first] : [first, second];
      expect(closed.marker || open.marker, `${route}: "${text}" shows the browser's marker`).toBe(false);
      expect(open.turn, `${route}: "${text}" does not turn`).not.toBe(closed.turn);
      add(JSON.stringify({weight: closed.weight, chevron: closed.chevron, closed: closed.turn, open: open.turn}), `${route}: ${text}`);
    }
  }
  expect(count).toBeGreaterThan(5);
  expect([...looks.entries()].map(([look, where]) => `${look}: ${where.join(', ')}`)).toHaveLength(1);
});

test('small buttons have text of at least 13 px and a target of at least 24 by 24 px', async ({page}) => {
  const seen: string[] = [];
  const small: string[] = [];
  for (const path of ['/api/tools/search-companies', '/reference/sic-codes', '/concepts/data-model']) {
    await gotoHydrated(page, path);
    for (const b of await page.locator('main .button').all()) {
      if (!(await b.isVisible())) continue;
      const {size, w, h, text} = await b.evaluate((el: HTMLElement) => ({size: parseFloat(getComputedStyle(el).fontSize), w: el.getBoundingClientRect().width, h: el.getBoundingClientRect().height, text: el.innerText.trim()}));
      seen.push(text);
      if (size < 13 || w < 24 || h < 24) small.push(`${path} "${text}": ${size} px text, ${Math.round(w)}×${Math.round(h)} px`);
    }
  }
  // the page actions, the feedback question's answers and the SIC filter's reset among them
  expect(seen).toEqual(expect.arrayContaining(['Copy page', 'Yes', 'No']));
  expect(small).toEqual([]);
});

test.describe('not found', () => {
  test.use({allowConsoleErrors: [/status of 404/]});
  test("the not-found page's Search button is as tall as the box beside it, its text at least 13 px", async ({page}) => {
    await page.goto('/no/such/page');
    const form = page.getByRole('main').getByRole('search');
    const [box, button] = [form.getByRole('searchbox'), form.getByRole('button', {name: 'Search'})];
    expect(Math.abs((await box.boundingBox())!.height - (await button.boundingBox())!.height)).toBeLessThan(1);
    expect(parseFloat(await button.evaluate((el) => getComputedStyle(el).fontSize))).toBeGreaterThanOrEqual(13);
  });
});
