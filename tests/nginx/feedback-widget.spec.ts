/**
 * The page widget and the search reporter against the real service behind
 * nginx (deploy/serve.mjs, as playwright.config.ts starts it), read back from
 * the service's own store: what a reader sends is what is kept, and asking
 * whether this copy collects feedback costs no console error.
 */
import path from 'node:path';
import {randomUUID} from 'node:crypto';
import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated, openSearch} from '../browser/fixtures';
import {openStore} from '@site/packages/companylens-docs-service/src/store';
import {NGINX_PORT} from '../playwright.config';
import {NGINX} from './support';

const PAGE = '/concepts/data-model';
const STORE_FILE = path.resolve(__dirname, `../../test-results/feedback-${NGINX_PORT}.sqlite`);
const widget = (page: Page) => page.locator('[data-page-feedback]');

async function rowsSince(since: Date) {
  const store = await openStore({file: STORE_FILE});
  try {
    return {feedback: await store.feedbackSince(since), searches: await store.searchEventsSince(since)};
  } finally {
    await store.close();
  }
}

test('No with a reason and a comment is stored as sent (real service, nginx)', async ({page}) => {
  const since = new Date(Date.now() - 1000);
  const comment = `Which register holds charges? ${randomUUID()}`;
  await gotoHydrated(page, `${NGINX}${PAGE}`);
  await widget(page).getByRole('button', {name: 'No', exact: true}).click();
  await widget(page).getByRole('radio', {name: 'Information is missing'}).check();
  await widget(page).getByRole('textbox', {name: 'Comment (optional)'}).fill(comment);
  await widget(page).getByRole('button', {name: 'Send'}).click();
  await expect(widget(page).getByRole('status')).toHaveText('Thank you for your feedback.');
  const {feedback} = await rowsSince(since);
  const mine = feedback.filter((r) => r.comment === comment);
  expect(mine).toEqual([expect.objectContaining({page: PAGE, topic: null, helpful: false, reason: 'missing', source: 'page'})]);
});

test('a search that found nothing is stored once, when the modal closes (real service, nginx)', async ({page}) => {
  const since = new Date(Date.now() - 1000);
  const query = `zq${randomUUID().slice(0, 8)}`;
  await gotoHydrated(page, `${NGINX}${PAGE}`);
  const input = await openSearch(page);
  await input.fill(query);
  await expect(page.locator('.DocSearch-NoResults')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect.poll(async () => (await rowsSince(since)).searches.filter((r) => r.query === query)).toEqual([
    expect.objectContaining({query, source: 'modal', results: 0, chosen: null}),
  ]);
});
