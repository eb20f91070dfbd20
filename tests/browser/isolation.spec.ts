/**
 * Tests share their worker's browser context and, in turn, its page (fixtures.ts), so what one
 * test leaves in them must be gone when the next begins: each second test here runs right after
 * the first, in the same worker.
 */
import {test, expect} from './fixtures';
import type {Page} from '@playwright/test';
import {HOSTED_PORT} from '../playwright.config';

test.describe.configure({mode: 'serial'});
// the first test ends offline, which fails any request its pages still make (a prefetch)
test.use({allowConsoleErrors: [/ERR_INTERNET_DISCONNECTED/]});

const OTHER_ORIGIN = `http://127.0.0.1:${HOSTED_PORT}`;
const LEFT = {storage: 'left by the previous test', route: '/llms.txt', page: '/llms-full.txt'};
let previous: Page | undefined;
const heard: string[] = [];

test('a test leaves storage on two origins, a cookie, a tab, routes, a listener, a permission, emulated media, the mouse on a link and offline mode behind', async ({page, context}) => {
  for (const url of ['/', `${OTHER_ORIGIN}/`]) {
    await page.goto(url);
    await page.evaluate((value) => {
      localStorage.setItem('left', value);
      sessionStorage.setItem('left', value);
      document.cookie = `left${location.port}=${encodeURIComponent(value)}; max-age=3600`;
    }, LEFT.storage);
  }
  const tab = await context.newPage();
  await tab.goto('/');
  await context.route(`**${LEFT.route}`, (route) => route.fulfill({body: LEFT.storage}));
  await page.route(`**${LEFT.page}`, (route) => route.fulfill({body: LEFT.storage}));
  expect(await (await tab.goto(LEFT.route))!.text()).toBe(LEFT.storage);
  expect(await (await page.goto(LEFT.page))!.text()).toBe(LEFT.storage);
  page.on('console', (message) => heard.push(message.text()));
  await page.goto('/');
  await page.locator('.navbar__brand').hover();
  expect(await page.locator('.navbar__brand:hover').count()).toBe(1);
  await page.emulateMedia({media: 'print', forcedColors: 'active'});
  expect(await page.evaluate(() => matchMedia('print').matches && matchMedia('(forced-colors: active)').matches)).toBe(true);
  await context.grantPermissions(['clipboard-read']);
  expect((await context.cookies()).length).toBe(2);
  expect(await page.evaluate(() => navigator.permissions.query({name: 'clipboard-read' as PermissionName}).then((p) => p.state))).toBe('granted');
  await context.setOffline(true);
  previous = page;
});

test('the next test in the worker finds none of it, in the same page', async ({page, context}) => {
  // the same page, or this test would not show that its reuse keeps tests apart
  expect(page).toBe(previous);
  for (const url of ['/', `${OTHER_ORIGIN}/`]) {
    await page.goto(url);
    expect(await page.evaluate(() => [localStorage.getItem('left'), sessionStorage.getItem('left')]), url).toEqual([null, null]);
  }
  expect(await page.locator(':hover').evaluateAll((hovered) => hovered.map((e) => e.tagName).filter((tag) => tag !== 'HTML' && tag !== 'BODY'))).toEqual([]);
  expect(await page.evaluate(() => [matchMedia('print').matches, matchMedia('(forced-colors: active)').matches])).toEqual([false, false]);
  await page.evaluate(() => console.log('heard by the previous test?'));
  expect(heard).toEqual([]);
  expect(await context.cookies()).toEqual([]);
  expect(context.pages().filter((p) => p !== page && p.url() !== 'about:blank')).toEqual([]);
  expect(await page.evaluate(() => navigator.permissions.query({name: 'clipboard-read' as PermissionName}).then((p) => p.state))).toBe('prompt');
  expect(await page.evaluate(() => navigator.onLine)).toBe(true);
  expect(await (await page.goto(LEFT.route))!.text()).not.toBe(LEFT.storage);
  expect(await (await page.goto(LEFT.page))!.text()).not.toBe(LEFT.storage);
});

type Left = {leftByPageScript?: boolean; leftByContextScript?: boolean; leftByPage?: () => Promise<string>; leftByContext?: () => Promise<string>};
const leftBehind = (page: Page) =>
  page.evaluate(async () => {
    const w = window as Left;
    return [w.leftByPageScript, w.leftByContextScript, await w.leftByPage?.(), await w.leftByContext?.()];
  });

test('a test adds init scripts and exposed functions to its page and its context', async ({page, context}) => {
  await page.addInitScript(() => Object.assign(window, {leftByPageScript: true}));
  await context.addInitScript(() => Object.assign(window, {leftByContextScript: true}));
  await page.exposeFunction('leftByPage', () => 'page');
  await context.exposeBinding('leftByContext', () => 'context');
  await page.goto('/');
  expect(await leftBehind(page)).toEqual([true, true, 'page', 'context']);
  previous = page;
});

test('the next test finds none of them, in the same page', async ({page}) => {
  // kept: taking them back is cheaper than a new page
  expect(page).toBe(previous);
  await page.goto('/');
  expect(await leftBehind(page)).toEqual([undefined, undefined, undefined, undefined]);
});

test('a test that changes its page for good (extra headers) and its context (the clock) leaves them behind', async ({page}) => {
  await page.setExtraHTTPHeaders({'x-left-behind': 'yes'});
  await page.clock.install({time: new Date('2001-02-03T04:05:06Z')});
  const response = await page.goto('/');
  expect((await response!.request().allHeaders())['x-left-behind']).toBe('yes');
  expect(await page.evaluate(() => new Date().getUTCFullYear())).toBe(2001);
  previous = page;
});

test('the next test gets a new page in a new context, with neither', async ({page}) => {
  expect(page).not.toBe(previous);
  expect(previous!.isClosed()).toBe(true);
  const response = await page.goto('/');
  expect((await response!.request().allHeaders())['x-left-behind']).toBeUndefined();
  expect(await page.evaluate(() => new Date().getUTCFullYear())).toBeGreaterThanOrEqual(2026);
});
