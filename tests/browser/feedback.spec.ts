// Issue 32: "Was this page helpful?" below every doc page but the home page.
// The flows run against a loopback recorder standing in for the site's
// feedback service (tests/support/feedback-recorder.ts), for the answers the
// service cannot be made to give on cue; the service-absent test runs against
// the plain static server; tests/nginx/feedback-widget.spec.ts runs the widget
// against the real service and its store.
import fs from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {load} from 'cheerio';
import {test, expect, axeInBothModes, gotoHydrated, useFeedbackRecorder} from './fixtures';
import {DOC_ROUTES} from '../routes';
import {markdownTwinPath} from '@site/src/lib/agents/markdownTwin';
import {DOCS_REPOSITORY_URL} from '@site/src/constants';
import {FEEDBACK_ENDPOINT, FEEDBACK_STATUS_ENDPOINT} from 'companylens-docs-contract';

const PAGE = '/concepts/company-identifiers';
const build = path.resolve(__dirname, '../../build');
const widget = (page: Page) => page.locator('[data-page-feedback]');
const button = (page: Page, name: string) => widget(page).getByRole('button', {name, exact: true});
const status = (page: Page) => widget(page).getByRole('status');

const recorder = useFeedbackRecorder();

test('every doc page but the home page has the question after its article; no twin or search index holds it', async ({request}) => {
  for (const {path: route} of DOC_ROUTES) {
    const $ = load(await (await request.get(route)).text());
    const shell = $('[data-page-feedback]');
    expect(shell, route).toHaveLength(route === '/' ? 0 : 1);
    if (route === '/') continue;
    expect(shell.closest('article'), route).toHaveLength(0);
    expect(shell.prev().is('article'), route).toBe(true);
    expect(shell.text(), route).toContain('Was this page helpful?');
    // as often as the article itself says it (the privacy policy names the question)
    const times = (text: string) => text.split('Was this page helpful').length - 1;
    const twin = fs.readFileSync(path.join(build, markdownTwinPath(route)), 'utf8');
    expect(times(twin), route).toBe(times($('article').text()));
  }
  const index = fs.readdirSync(build).find((f) => f.startsWith('search-index.'))!;
  expect(fs.readFileSync(path.join(build, index), 'utf8')).not.toMatch(/Was this page helpful\?\s*Yes/);
});

test('the widget code is not loaded with the page, only on intent, and the shell keeps its height', async ({page, browser}) => {
  const scripts: string[] = [];
  page.on('request', (r) => void (r.resourceType() === 'script' && scripts.push(r.url())));
  await gotoHydrated(page, PAGE);
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((s) => s.includes('feedback-widget'))).toEqual([]);
  const hydrated = (await widget(page).boundingBox())!.height;
  await widget(page).hover();
  await expect.poll(() => scripts.filter((s) => s.includes('feedback-widget')).length).toBe(1);
  // the server's HTML, without any script, lays the shell out at the same height
  const context = await browser.newContext({javaScriptEnabled: false});
  const bare = await context.newPage();
  await bare.goto(PAGE);
  expect((await widget(bare).boundingBox())!.height).toBe(hydrated);
  await context.close();
});

test('Yes sends at once and thanks, announced, with a link to open an issue (loopback recorder)', async ({page}) => {
  await gotoHydrated(page, `${recorder().url}${PAGE}`);
  await button(page, 'Yes').click();
  await expect(widget(page).getByText('Thank you for your feedback.', {exact: true}).first()).toBeVisible();
  await expect(status(page)).toHaveText('Thank you for your feedback.');
  expect(recorder().posts).toEqual([{path: FEEDBACK_ENDPOINT, body: {page: PAGE, helpful: true}, contentType: 'application/json'}]);
  const link = widget(page).getByRole('link', {name: 'Open an issue about this page'});
  const href = new URL((await link.getAttribute('href'))!);
  expect(`${href.origin}${href.pathname}`).toBe(`${DOCS_REPOSITORY_URL}/issues/new`);
  const title = await page.getByRole('heading', {level: 1}).textContent();
  expect(href.searchParams.get('title')).toBe(`Docs: ${title}`);
  expect(href.searchParams.get('body')).toContain(`${PAGE}\n`);
  await expect(link).toHaveAttribute('target', '_blank');
});

test('No asks for a reason and a comment, counts its characters, then sends and thanks (loopback recorder)', async ({page}) => {
  await gotoHydrated(page, `${recorder().url}${PAGE}`);
  await button(page, 'No').click();
  const reasons = widget(page).getByRole('group', {name: 'What was wrong?'});
  await expect(reasons.getByRole('radio')).toHaveCount(5);
  await expect(reasons.getByRole('radio').first()).toBeFocused();
  // Send without a reason: one line, and nothing sent
  await widget(page).getByRole('button', {name: 'Send'}).click();
  await expect(widget(page).getByText('Choose a reason first.').first()).toBeVisible();
  await reasons.getByRole('radio', {name: 'Information is missing'}).check();
  const comment = widget(page).getByRole('textbox', {name: 'Comment (optional)'});
  // at the box, what to leave out and what the service takes out, read with it
  await expect(comment).toHaveAccessibleDescription('Leave out names and contact details: email addresses and phone numbers are replaced before the comment is kept. 0 of 1,000 characters');
  await comment.fill('No example of a Scottish company number.');
  await expect(widget(page).getByText('40 of 1,000 characters')).toBeVisible();
  await expect(comment).toHaveAttribute('maxlength', '1000');
  await widget(page).getByRole('button', {name: 'Send'}).click();
  await expect(status(page)).toHaveText('Thank you for your feedback.');
  expect(recorder().posts.map((p) => p.body)).toEqual([
    {page: PAGE, helpful: false, reason: 'missing', comment: 'No example of a Scottish company number.'},
  ]);
  const href = new URL((await widget(page).getByRole('link', {name: 'Open an issue about this page'}).getAttribute('href'))!);
  expect(href.searchParams.get('body')).toContain('Reason: Information is missing');
  expect(href.searchParams.get('body')).toContain('No example of a Scottish company number.');
});

test('the whole flow works from the keyboard, with a visible focus ring (loopback recorder)', async ({page}) => {
  await gotoHydrated(page, `${recorder().url}${PAGE}`);
  await button(page, 'Yes').focus();
  await page.keyboard.press('Tab');
  await expect(button(page, 'No')).toBeFocused();
  const ring = (loc: ReturnType<Page['locator']>) => loc.evaluate((el) => getComputedStyle(el).outlineStyle);
  expect(await ring(button(page, 'No'))).toBe('solid');
  await page.keyboard.press('Enter');
  const radios = widget(page).getByRole('radio');
  await expect(radios.first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(widget(page).getByRole('radio', {name: 'It is hard to follow'})).toBeChecked();
  await page.keyboard.press('Tab');
  await page.keyboard.type('Too many steps at once.');
  await page.keyboard.press('Tab');
  await expect(widget(page).getByRole('button', {name: 'Send'})).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(status(page)).toHaveText('Thank you for your feedback.');
  // the form is gone: focus is on what remains, the issue link
  await expect(widget(page).getByRole('link', {name: 'Open an issue about this page'})).toBeFocused();
  expect(recorder().posts.map((p) => p.body)).toEqual([{page: PAGE, helpful: false, reason: 'hard-to-follow', comment: 'Too many steps at once.'}]);
});

test.describe('refusals from the service', () => {
  // Chromium prints its own network line for each refused post
  test.use({allowConsoleErrors: [/status of (400|403|413|429)/]});
  test('each shows one line, keeps what the reader chose and typed, and Send tries again (loopback recorder)', async ({page}) => {
    await gotoHydrated(page, `${recorder().url}${PAGE}`);
    await button(page, 'No').click();
    await widget(page).getByRole('radio', {name: 'An example does not work'}).check();
    const comment = widget(page).getByRole('textbox', {name: 'Comment (optional)'});
    await comment.fill('The curl example returns 401.');
    const send = widget(page).getByRole('button', {name: 'Send'});
    const cases: [number, string | undefined, string][] = [
      [429, undefined, 'Too many posts in a short time. Wait a minute and send again.'],
      [413, undefined, 'This is too long to send. Shorten the comment and send again.'],
      [403, undefined, 'The feedback service does not take posts from this copy of the site.'],
      [400, 'Unknown page', 'Not sent: Unknown page'],
    ];
    for (const [code, error, line] of cases) {
      recorder().answerNext({status: code, error});
      await send.click();
      await expect(widget(page).getByText(line, {exact: true}).first()).toBeVisible();
      await expect(status(page)).toHaveText(line);
      await expect(widget(page).getByRole('radio', {name: 'An example does not work'})).toBeChecked();
      await expect(comment).toHaveValue('The curl example returns 401.');
    }
    expect(recorder().posts).toEqual([]);
    await send.click();
    await expect(status(page)).toHaveText('Thank you for your feedback.');
    expect(recorder().posts.map((p) => p.body)).toEqual([{page: PAGE, helpful: false, reason: 'example-broken', comment: 'The curl example returns 401.'}]);
  });
});

test('without the service (a static server) it offers what works there, a prefilled issue, and sends nothing, logs nothing', async ({page}) => {
  const posts: string[] = [];
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST') posts.push(new URL(r.url()).pathname);
    if (r.url().endsWith(FEEDBACK_STATUS_ENDPOINT)) asked.push(r.url());
  });
  const logged: string[] = [];
  page.on('console', (m) => void (m.type() === 'error' && logged.push(m.text())));
  await gotoHydrated(page, PAGE);
  const height = (await widget(page).boundingBox())!.height;
  // reaching for the question: Yes and No give way to the issue link, nothing else moves
  await widget(page).hover();
  const issue = widget(page).getByRole('link', {name: 'tell us in an issue'});
  await expect(issue).toBeVisible();
  await expect(button(page, 'Yes')).toHaveCount(0);
  await expect(widget(page)).toContainText('Answers are not collected here: tell us in an issue');
  expect((await widget(page).boundingBox())!.height).toBe(height);
  const href = new URL((await issue.getAttribute('href'))!);
  expect(`${href.origin}${href.pathname}`).toBe(`${DOCS_REPOSITORY_URL}/issues/new`);
  expect(href.searchParams.get('title')).toBe(`Docs: ${await page.getByRole('heading', {level: 1}).textContent()}`);
  expect(href.searchParams.get('body')).toContain(`${PAGE}\n`);
  await expect(issue).toHaveAttribute('target', '_blank');
  // another page of the same visit, No chosen before anything was fetched: the reasons and comment go into the issue
  const title = await page.getByRole('heading', {level: 1}).textContent();
  await page.getByRole('link', {name: /Next/}).click();
  await expect(page).not.toHaveURL(new RegExp(`${PAGE}$`));
  // the address changes as the next page starts to load; its widget is there once its title is
  await expect(page.getByRole('heading', {level: 1})).not.toHaveText(title!);
  // tapped, as on a touch screen: a pointer reaching for it would hover first, and the hover gives
  // Yes and No way to the issue link, as above (under load that came before the click)
  await button(page, 'No').dispatchEvent('click');
  await widget(page).getByRole('radio', {name: 'Information is missing'}).check();
  await widget(page).getByRole('textbox', {name: 'Comment (optional)'}).fill('No Welsh example.');
  const withIt = widget(page).getByRole('link', {name: 'Open an issue with this'});
  await expect(withIt).toBeVisible();
  // an issue is public and nothing takes details out of it: the box says so
  await expect(widget(page).getByRole('textbox', {name: 'Comment (optional)'})).toHaveAccessibleDescription(/^An issue is public: leave out names, email addresses and phone numbers\. /);
  await expect(widget(page).getByRole('button', {name: 'Send'})).toHaveCount(0);
  const body = new URL((await withIt.getAttribute('href'))!).searchParams.get('body')!;
  expect(body).toContain('Reason: Information is missing');
  expect(body).toContain('No Welsh example.');
  expect(posts).toEqual([]);
  expect(asked).toHaveLength(1);
  expect(logged).toEqual([]);
});

test('at 390 px the widget fits and passes axe in light and dark mode in every state (loopback recorder)', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await gotoHydrated(page, `${recorder().url}${PAGE}`);
  const fits = () =>
    page.evaluate(() => {
      const box = document.querySelector('[data-page-feedback]')!.getBoundingClientRect();
      return document.documentElement.scrollWidth <= 390 && box.left >= 0 && box.right <= 390;
    });
  const clean = {light: [], dark: []};
  await widget(page).scrollIntoViewIfNeeded();
  expect(await fits()).toBe(true);
  expect(await axeInBothModes(page, {include: '[data-page-feedback]'}), 'asked').toEqual(clean);
  await button(page, 'No').click();
  await widget(page).getByRole('button', {name: 'Send'}).click();
  await expect(widget(page).getByText('Choose a reason first.').first()).toBeVisible();
  await widget(page).getByRole('radio', {name: 'Something else'}).check();
  expect(await fits()).toBe(true);
  expect(await axeInBothModes(page, {include: '[data-page-feedback]'}), 'a reason and a comment').toEqual(clean);
  await widget(page).getByRole('button', {name: 'Send'}).click();
  await expect(status(page)).toHaveText('Thank you for your feedback.');
  expect(await fits()).toBe(true);
  expect(await axeInBothModes(page, {include: '[data-page-feedback]'}), 'thanked').toEqual(clean);
});
