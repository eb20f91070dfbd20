import {test, expect, axeInBothModes, gotoHydrated} from './fixtures';

const PHONE = {width: 390, height: 844};

// Every documentation route is checked with axe at both widths and in both modes in
// tests/nginx/routes.spec.ts, the open search modal in search-hits.spec.ts; here, the rest.
test.describe('axe-core at 1280 px, light and dark', () => {
  test.describe('not-found page', () => {
    test.use({allowConsoleErrors: [/status of 404/]});
    test('the not-found page has no serious or critical violations', async ({page}) => {
      await gotoHydrated(page, '/no/such/page');
      expect(await axeInBothModes(page)).toEqual({light: [], dark: []});
    });
  });
});

test.describe('axe-core at 390 px (phone), light and dark', () => {
  test.use({viewport: PHONE});

  test('the navbar search button is named by the label it shows on wider screens', async ({page}) => {
    await gotoHydrated(page, '/');
    const button = page.locator('button.DocSearch-Button');
    await expect(button).toHaveAccessibleName('Search');
    await page.setViewportSize({width: 1280, height: 800});
    await expect(button.locator('.DocSearch-Button-Placeholder')).toBeVisible();
    await expect(button).toHaveAccessibleName(/^Search\b/);
  });
});
