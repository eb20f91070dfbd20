import {test, expect, axeInBothModes, gotoHydrated} from './fixtures';

const PHONE = {width: 390, height: 844};

// Every documentation route is checked with axe at both widths and in both modes in
// tests/nginx/routes.spec.ts, the open search modal in search-hits.spec.ts; here, the not-found
// page (with axe) and the navbar search button's name.
test.describe('at 1280 px', () => {
  test.describe('not-found page', () => {
    test.use({allowConsoleErrors: [/status of 404/]});
    test('the not-found page has no serious or critical axe-core violations, light or dark', async ({page}) => {
      await gotoHydrated(page, '/no/such/page');
      expect(await axeInBothModes(page)).toEqual({light: [], dark: []});
    });

    test('a missing page is titled "Page not found" however it is reached, and offers a search for its words', async ({page}) => {
      await gotoHydrated(page, '/concepts/rate-limits');
      await expect(page).toHaveTitle('Page not found | CompanyLens MCP');
      // reached inside the site (the router, not the server), the docs route shows the body alone, as under npm start
      await gotoHydrated(page, '/');
      await expect(page).toHaveTitle(/CompanyLens MCP/);
      await page.evaluate(() => {
        window.history.pushState(null, '', '/concepts/no-such-page');
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Page not found');
      await expect(page).toHaveTitle('Page not found | CompanyLens MCP');
      const box = page.getByRole('search').getByRole('searchbox', {name: 'Search the documentation:'});
      await expect(box).toHaveValue('no such page');
      await box.fill('rate limits');
      await page.getByRole('search').getByRole('button', {name: 'Search'}).click();
      await expect(page).toHaveURL(/\/search\?q=rate(\+|%20)limits$/);
      await expect(page.locator('main ol > li').first()).toBeVisible();
    });
  });
});

test.describe('navbar search button at 390 px (phone)', () => {
  test.use({viewport: PHONE});

  test('the navbar search button is named by the label it shows on wider screens', async ({page}) => {
    await gotoHydrated(page, '/');
    const button = page.locator('button.DocSearch-Button');
    await expect(button).toHaveAccessibleName('Search');
    await page.setViewportSize({width: 1280, height: 800});
    await expect(button.locator('.DocSearch-Button-Placeholder')).toBeVisible();
    await expect(button).toHaveAccessibleName(/^Search\b/);
    // each key cap holds its key ("Ctrl" spilled out of a cap made for one character)
    const caps = await button.locator('kbd').evaluateAll((keys) =>
      keys.map((k) => {
        const text = document.createRange();
        text.selectNodeContents(k);
        const [cap, inside, whole] = [k.getBoundingClientRect(), text.getBoundingClientRect(), k.closest('button')!.getBoundingClientRect()];
        return {key: k.textContent, fits: inside.left >= cap.left && inside.right <= cap.right && cap.right <= whole.right};
      }),
    );
    expect(caps).toEqual([{key: 'Ctrl', fits: true}, {key: 'K', fits: true}]);
  });
});
