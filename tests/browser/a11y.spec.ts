import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated} from './fixtures';
import {DOC_ROUTES} from '../routes';

const MODES = ['light', 'dark'] as const;

async function seriousViolations(page: Page): Promise<string[]> {
  // diagrams render after hydration; check them as drawn
  if (await page.locator('.docusaurus-mermaid-container, .mermaid-source').count()) {
    await page.locator('.docusaurus-mermaid-container svg').first().waitFor();
  }
  const results = await new AxeBuilder({page}).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
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
