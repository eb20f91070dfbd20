import AxeBuilder from '@axe-core/playwright';
import {test, expect, gotoHydrated} from './fixtures';
import {DOC_ROUTES} from '../routes';

const routes = [...DOC_ROUTES.map((r) => r.path), '/no/such/page'];

for (const mode of ['light', 'dark'] as const) {
  test.describe(`axe-core in ${mode} mode`, () => {
    for (const path of routes) {
      test(`${path} has no serious or critical violations`, async ({page}) => {
        await page.emulateMedia({colorScheme: mode});
        if (path.startsWith('/no/')) await page.goto(path);
        else await gotoHydrated(page, path);
        await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        // diagrams render asynchronously; check them as drawn
        if (await page.locator('.docusaurus-mermaid-container, .mermaid-source').count()) {
          await page.locator('.docusaurus-mermaid-container svg').first().waitFor();
        }
        const results = await new AxeBuilder({page}).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
        const serious = results.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
        expect(serious).toEqual([]);
      });
    }
  });
}
