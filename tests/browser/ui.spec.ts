import {test, expect, gotoHydrated} from './fixtures';

test.describe('colour mode', () => {
  test('defaults to light, toggles to dark, and persists under "theme"', async ({page}) => {
    await page.emulateMedia({colorScheme: 'light'});
    await gotoHydrated(page, '/');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'light');
    await page.getByRole('button', {name: /system mode|light mode|dark mode/i}).first().click();
    // the toggle cycles; click until dark
    for (let i = 0; i < 2 && (await html.getAttribute('data-theme')) !== 'dark'; i++) {
      await page.getByRole('button', {name: /system mode|light mode|dark mode/i}).first().click();
    }
    await expect(html).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'dark');
  });

  test('follows the system preference when nothing is stored', async ({page}) => {
    await page.emulateMedia({colorScheme: 'dark'});
    await gotoHydrated(page, '/concepts/data-model');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
  });

  test('syncs across tabs', async ({page, context}) => {
    await page.emulateMedia({colorScheme: 'light'});
    await gotoHydrated(page, '/');
    const other = await context.newPage();
    await other.emulateMedia({colorScheme: 'light'});
    await gotoHydrated(other, '/getting-started/quickstart');
    await expect(other.locator('html')).toHaveAttribute('data-theme', 'light');
    const toggle = page.getByRole('button', {name: /system mode|light mode|dark mode/i}).first();
    while ((await page.locator('html').getAttribute('data-theme')) !== 'dark') await toggle.click();
    await expect(other.locator('html')).toHaveAttribute('data-theme', 'dark');
    await other.close();
  });
});

test.describe('layout', () => {
  test('mobile menu opens below 996 px and closes when the window grows to desktop', async ({page}) => {
    await page.setViewportSize({width: 800, height: 900});
    await gotoHydrated(page, '/getting-started/installation');
    const sidebarOnPage = page.getByRole('navigation', {name: 'Docs sidebar'});
    await expect(sidebarOnPage).toBeHidden();
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const mobile = page.locator('.navbar-sidebar');
    await expect(mobile).toBeVisible();
    await expect(mobile.getByRole('link', {name: 'Quickstart'})).toBeVisible();
    await page.setViewportSize({width: 1200, height: 900});
    await expect(mobile).toBeHidden();
    await expect(page.locator('html')).not.toHaveClass(/navbar-sidebar--show/);
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
    await expect(sidebarOnPage).toBeVisible();
  });

  test('the mobile menu navigates and closes, and nothing overflows a phone screen', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await gotoHydrated(page, '/');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await page.locator('.navbar-sidebar').getByRole('link', {name: 'Data model'}).click();
    await expect(page.locator('article h1')).toHaveText('Data model');
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
    for (const path of ['/reference/sic-codes', '/api/tools/get-company-details', '/getting-started/installation']) {
      await gotoHydrated(page, path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });

  test('the navbar hides when scrolling down and returns when scrolling up', async ({page}) => {
    await gotoHydrated(page, '/reference/sic-codes');
    const navbar = page.locator('nav.navbar');
    await expect(navbar).toBeInViewport();
    await page.mouse.move(600, 500);
    // a wheel turn scrolls after the event: each waits until the page has moved, so the navbar sees every step
    const scrollY = () => page.evaluate(() => window.scrollY);
    const wheel = async (dy: number) => {
      const before = await scrollY();
      await page.mouse.wheel(0, dy);
      await expect.poll(async () => Math.sign((await scrollY()) - before)).toBe(Math.sign(dy));
    };
    for (let i = 0; i < 6; i++) await wheel(300);
    await expect.poll(async () => (await navbar.boundingBox())!.y).toBeLessThan(-10);
    await wheel(-200);
    await wheel(-200);
    await expect.poll(async () => (await navbar.boundingBox())!.y).toBeGreaterThanOrEqual(0);
  });

  test('skip-to-content link and keyboard focus class', async ({page}) => {
    await gotoHydrated(page, '/concepts/mcp-protocol');
    const body = page.locator('body');
    await expect(body).not.toHaveClass(/navigation-with-keyboard/);
    await page.keyboard.press('Tab');
    await expect(body).toHaveClass(/navigation-with-keyboard/);
    const skip = page.getByRole('link', {name: 'Skip to main content'});
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await page.mouse.click(5, 300);
    await expect(body).not.toHaveClass(/navigation-with-keyboard/);
  });

  test('announcement bar dismissal is remembered', async ({page}) => {
    await gotoHydrated(page, '/');
    const bar = page.getByRole('banner').filter({hasText: 'CompanyLens MCP 1.0 is out'});
    await expect(bar).toBeVisible();
    await page.getByRole('button', {name: 'Close'}).click();
    await expect(bar).toBeHidden();
    await page.reload();
    await expect(page.getByText('CompanyLens MCP 1.0 is out')).toBeHidden();
    // a new announcement id brings the bar back
    await page.evaluate(() => localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement'));
    await page.reload();
    await expect(page.getByText('CompanyLens MCP 1.0 is out')).toBeVisible();
  });

  test('the locale dropdown offers English', async ({page}) => {
    await gotoHydrated(page, '/');
    const dropdown = page.locator('.navbar__items--right .dropdown').first();
    await dropdown.hover();
    await expect(dropdown.getByRole('link', {name: 'English'})).toBeVisible();
  });
});

test.describe('resilience', () => {
  test.use({allowConsoleErrors: [/Test crash|Root cause|The above error occurred|React will try to recreate|Error: Minified React error/]});

  test('a crashing page shows "This page crashed" with its causes, and Try again recovers', async ({page}) => {
    await gotoHydrated(page, '/__test__/crash');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('This page crashed');
    await expect(page.getByRole('alert')).toContainText('Test crash: the page threw while rendering');
    await expect(page.getByRole('alert')).toContainText('Root cause: a deliberately missing value');
    await expect(page.locator('nav.navbar')).toBeVisible();
    await page.getByRole('button', {name: 'Try again'}).click();
    await expect(page.locator('#recovered')).toHaveText('Recovered after Try again.');
  });
});

test.describe('route-level failure', () => {
  test.use({allowConsoleErrors: [/Test route failure|The above error occurred|React will try to recreate|Minified React error/]});
  test('a route that fails outside the layout is titled "Page Error"', async ({page}) => {
    await page.goto('/__test__/page-error');
    await expect(page).toHaveTitle('Page Error');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('This page crashed');
    await expect(page.getByRole('alert')).toContainText('Test route failure outside the layout');
  });
});

test.describe('browser storage disabled', () => {
  test.use({allowConsoleErrors: []});
  test('pages still work, with a console warning instead of a crash', async ({page}) => {
    await page.addInitScript(() => {
      for (const name of ['localStorage', 'sessionStorage']) {
        Object.defineProperty(window, name, {
          configurable: true,
          get() {
            throw new DOMException('The operation is insecure.', 'SecurityError');
          },
        });
      }
    });
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
    });
    await gotoHydrated(page, '/');
    await expect(page.locator('article h1')).toHaveText('CompanyLens MCP');
    const html = page.locator('html');
    const before = await html.getAttribute('data-theme');
    // the toggle cycles system → light → dark; without storage it starts at system
    const toggle = page.getByRole('button', {name: /system mode|light mode|dark mode/i}).first();
    for (let i = 0; i < 3 && (await html.getAttribute('data-theme')) === before; i++) await toggle.click();
    await expect(html).not.toHaveAttribute('data-theme', before!);
    await page.getByRole('link', {name: 'Quickstart'}).first().click();
    await expect(page.locator('article h1')).toHaveText('Quickstart');
    expect(warnings.some((w) => /storage/i.test(w))).toBe(true);
  });
});
