import {test, expect, gotoHydrated} from './fixtures';
import {markdownTwinPath} from '@site/src/lib/agents/markdownTwin';

// "Copy page" puts the page's Markdown twin on the clipboard.
test.use({permissions: ['clipboard-read', 'clipboard-write']});

for (const path of ['/', '/api/tools/search-companies']) {
  test(`"Copy page" on ${path} copies its Markdown twin and says "Copied"`, async ({page, request}) => {
    const twin = await request.get(markdownTwinPath(path));
    expect(twin.status()).toBe(200);
    const markdown = await twin.text();
    expect(markdown.length).toBeGreaterThan(100);

    await gotoHydrated(page, path);
    await page.evaluate(() => navigator.clipboard.writeText('not the page'));
    const copy = page.locator('[data-page-actions] button').first();
    await expect(copy).toHaveAccessibleName('Copy page');
    const menuButton = page.getByRole('button', {name: 'More page actions'});
    const menuBox = await menuButton.boundingBox();
    // the copying code is not part of the first visit; it loads on the click
    const lazyScripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') lazyScripts.push(r.url());
    });
    await copy.click();
    await expect(copy).toHaveAccessibleName('Copied');
    await expect(copy).toHaveText('Copied', {useInnerText: true});
    await expect(page.getByRole('status').filter({hasText: 'Page copied as Markdown'})).toBeAttached();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(markdown);
    expect(lazyScripts.length).toBeGreaterThan(0);
    // "Copied" moves nothing
    expect(await menuButton.boundingBox()).toEqual(menuBox);
    // and goes back to "Copy page"
    await expect(copy).toHaveAccessibleName('Copy page', {timeout: 5000});
  });
}
