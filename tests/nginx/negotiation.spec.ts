/**
 * Markdown for agents through deploy/nginx/companylens.conf: the twins the
 * build writes (src/plugins/llms-txt) are served as text/markdown, and a page
 * URL asked for with `Accept: text/markdown` answers with its twin, while
 * browsers keep getting HTML. Both answers say `Vary: Accept`.
 */
import fs from 'node:fs';
import path from 'node:path';
import {test, expect, type APIResponse} from '@playwright/test';
import {DOC_ROUTES} from '../routes';
import {NGINX, ROOT} from './support';

const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';
const twinFile = (route: string) => path.join(ROOT, 'build', route === '/' ? 'index.md' : `${route}.md`);
const vary = (res: APIResponse) =>
  res
    .headersArray()
    .filter((h) => h.name.toLowerCase() === 'vary')
    .flatMap((h) => h.value.split(',').map((v) => v.trim()));

function expectMarkdown(res: APIResponse, what: string) {
  expect(res.status(), what).toBe(200);
  expect(res.headers()['content-type'], what).toBe('text/markdown; charset=utf-8');
  expect(res.headers()['cache-control'], what).toBe('no-cache');
  expect(res.headers()['etag'], what).toBeTruthy();
  expect(vary(res), what).toContain('Accept');
  expect(res.headers()['x-content-type-options'], what).toBe('nosniff');
}

test('a twin URL (.md) is served as text/markdown; charset=utf-8, revalidated with its ETag', async ({request}) => {
  const res = await request.get(`${NGINX}/getting-started/installation.md`, {headers: {'accept-encoding': 'gzip'}});
  expectMarkdown(res, 'installation.md');
  expect(res.headers()['content-encoding']).toBe('gzip');
  expect(await res.text()).toBe(fs.readFileSync(twinFile('/getting-started/installation'), 'utf8'));
  const again = await request.get(`${NGINX}/getting-started/installation.md`, {headers: {'if-none-match': res.headers()['etag']}});
  expect(again.status()).toBe(304);
});

test('every page URL asked for as Markdown answers with that page’s twin (/ with /index.md), with or without the slash', async ({request}) => {
  for (const {path: route, title} of DOC_ROUTES) {
    const twin = fs.readFileSync(twinFile(route), 'utf8');
    expect(twin, route).toContain(title);
    for (const url of route === '/' ? ['/'] : [route, `${route}/`]) {
      const res = await request.get(`${NGINX}${url}`, {headers: {accept: 'text/markdown'}, maxRedirects: 0});
      expectMarkdown(res, url);
      expect(await res.text(), url).toBe(twin);
    }
  }
});

test('agents that list Markdown among other types get Markdown; q=0 refuses it', async ({request}) => {
  const twin = fs.readFileSync(twinFile('/concepts/data-model'), 'utf8');
  const wants = await request.get(`${NGINX}/concepts/data-model`, {headers: {accept: 'text/markdown, text/html;q=0.9, */*;q=0.8'}});
  expectMarkdown(wants, 'listed first');
  expect(await wants.text()).toBe(twin);
  const refuses = await request.get(`${NGINX}/concepts/data-model`, {headers: {accept: 'text/html, text/markdown;q=0'}});
  expect(refuses.headers()['content-type']).toBe('text/html; charset=utf-8');
});

test('browsers (and clients that do not ask for Markdown) get the HTML page, which also says Vary: Accept', async ({request}) => {
  for (const accept of [BROWSER_ACCEPT, '*/*']) {
    const res = await request.get(`${NGINX}/concepts/data-model`, {headers: {accept}});
    expect(res.status(), accept).toBe(200);
    expect(res.headers()['content-type'], accept).toBe('text/html; charset=utf-8');
    expect(await res.text(), accept).toContain('<h1>Data model</h1>');
    expect(vary(res), accept).toContain('Accept');
  }
});

test('Markdown asked for where no page has a twin: the HTML page, or the 404 page', async ({request}) => {
  // /search is a page without a twin: the only representation is HTML.
  const search = await request.get(`${NGINX}/search`, {headers: {accept: 'text/markdown'}});
  expect(search.status()).toBe(200);
  expect(search.headers()['content-type']).toBe('text/html; charset=utf-8');
  const missing = await request.get(`${NGINX}/no-such-page`, {headers: {accept: 'text/markdown'}});
  expect(missing.status()).toBe(404);
});

test('llms.txt and llms-full.txt: UTF-8 text, no-cache with an ETag', async ({request}) => {
  for (const url of ['/llms.txt', '/llms-full.txt']) {
    const res = await request.get(`${NGINX}${url}`, {headers: {'accept-encoding': 'gzip'}});
    expect(res.status(), url).toBe(200);
    expect(res.headers()['content-type'], url).toBe('text/plain; charset=utf-8');
    expect(res.headers()['cache-control'], url).toBe('no-cache');
    expect(res.headers()['etag'], url).toBeTruthy();
    expect(res.headers()['content-encoding'], url).toBe('gzip');
    expect(await res.text(), url).toContain('CompanyLens');
  }
});
