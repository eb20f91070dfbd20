import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated, scrollToFirstDiagram, settleColourTransitions} from './fixtures';
import {DOC_ROUTES} from '../routes';

const MODES = ['light', 'dark'] as const;
const PHONE = {width: 390, height: 844};

async function seriousViolations(page: Page): Promise<string[]> {
  // diagrams render when a reader nears them; check them as drawn
  if (await page.locator('.docusaurus-mermaid-container, .mermaid-source').count()) {
    await scrollToFirstDiagram(page);
    await page.locator('.docusaurus-mermaid-container svg').first().waitFor();
  }
  const results = await new AxeBuilder({page}).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
}

/**
 * Light, then dark on the same page load: the site follows the system colour
 * scheme while the reader has not chosen one, so one load serves both modes.
 */
async function violationsInBothModes(page: Page, check: () => Promise<void> = async () => {}) {
  const found: Record<string, string[]> = {};
  for (const mode of MODES) {
    await page.emulateMedia({colorScheme: mode});
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    await settleColourTransitions(page);
    await check();
    found[mode] = await seriousViolations(page);
  }
  return found;
}

for (const mode of MODES) {
  test.describe(`axe-core in ${mode} mode`, () => {
    for (const {path} of DOC_ROUTES) {
      test(`${path} has no serious or critical violations`, async ({page}) => {
        await page.emulateMedia({colorScheme: mode});
        await gotoHydrated(page, path);
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  });

  test.describe(`axe-core in ${mode} mode, not-found page`, () => {
    test.use({allowConsoleErrors: [/status of 404/]});
    test('the not-found page has no serious or critical violations', async ({page}) => {
      await page.emulateMedia({colorScheme: mode});
      await gotoHydrated(page, '/no/such/page');
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}

test.describe('axe-core at 390 px (phone), light and dark', () => {
  test.use({viewport: PHONE});
  // two axe runs per test
  test.describe.configure({timeout: 120_000});

  for (const {path} of DOC_ROUTES) {
    test(`${path} has no serious or critical violations`, async ({page}) => {
      await gotoHydrated(page, path);
      expect(await violationsInBothModes(page)).toEqual({light: [], dark: []});
    });
  }

  test('the open search modal, start screen and results, has no serious or critical violations', async ({page}) => {
    await gotoHydrated(page, '/');
    await page.getByRole('button', {name: 'Search'}).click();
    const input = page.locator('.DocSearch-Input');
    await expect(input).toBeFocused();
    expect(await violationsInBothModes(page), 'start screen').toEqual({light: [], dark: []});
    await input.fill('company number');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    expect(await violationsInBothModes(page), 'results').toEqual({light: [], dark: []});
  });

  test('the navbar search button is named by the label it shows on wider screens', async ({page}) => {
    await gotoHydrated(page, '/');
    const button = page.locator('button.DocSearch-Button');
    await expect(button).toHaveAccessibleName('Search');
    await page.setViewportSize({width: 1280, height: 800});
    await expect(button.locator('.DocSearch-Button-Placeholder')).toBeVisible();
    await expect(button).toHaveAccessibleName(/^Search\b/);
  });
});
