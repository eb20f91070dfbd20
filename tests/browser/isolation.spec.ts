/**
 * Tests share their worker's browser context (fixtures.ts), so what one test leaves in it must be
 * gone when the next begins: the second test here runs right after the first, in the same worker.
 */
import {test, expect} from './fixtures';
import {HOSTED_PORT} from '../playwright.config';

test.describe.configure({mode: 'serial'});
// the first test ends offline, which fails any request its pages still make (a prefetch)
test.use({allowConsoleErrors: [/ERR_INTERNET_DISCONNECTED/]});

const OTHER_ORIGIN = `http://127.0.0.1:${HOSTED_PORT}`;
const LEFT = {storage: 'left by the previous test', route: '/llms.txt'};

test('a test leaves storage on two origins, a cookie, a tab, a route, a permission and offline mode behind', async ({page, context}) => {
  for (const url of ['/', `${OTHER_ORIGIN}/`]) {
    await page.goto(url);
    await page.evaluate((value) => {
      localStorage.setItem('left', value);
      document.cookie = `left${location.port}=${encodeURIComponent(value)}; max-age=3600`;
    }, LEFT.storage);
  }
  const tab = await context.newPage();
  await tab.goto('/');
  await context.route(`**${LEFT.route}`, (route) => route.fulfill({body: LEFT.storage}));
  expect(await (await tab.goto(LEFT.route))!.text()).toBe(LEFT.storage);
  await context.grantPermissions(['clipboard-read']);
  expect((await context.cookies()).length).toBe(2);
  expect(await page.evaluate(() => navigator.permissions.query({name: 'clipboard-read' as PermissionName}).then((p) => p.state))).toBe('granted');
  await context.setOffline(true);
});

test('the next test in the worker finds none of it', async ({page, context}) => {
  for (const url of ['/', `${OTHER_ORIGIN}/`]) {
    await page.goto(url);
    expect(await page.evaluate(() => localStorage.getItem('left')), url).toBeNull();
  }
  expect(await context.cookies()).toEqual([]);
  expect(context.pages().filter((p) => p !== page && p.url() !== 'about:blank')).toEqual([]);
  expect(await page.evaluate(() => navigator.permissions.query({name: 'clipboard-read' as PermissionName}).then((p) => p.state))).toBe('prompt');
  expect(await page.evaluate(() => navigator.onLine)).toBe(true);
  expect(await (await page.goto(LEFT.route))!.text()).not.toBe(LEFT.storage);
});
