/**
 * The response headers of deploy/nginx/companylens.conf, per kind of file,
 * from Debian's nginx serving the real build (started by playwright.config.ts).
 * Plain HTTP requests: no browser needed.
 */
import fs from 'node:fs';
import path from 'node:path';
import {test, expect, type APIResponse} from '@playwright/test';
import crypto from 'node:crypto';
import {FAKE_HOST_PORTS} from '../playwright.config';
import {NGINX, NGINX_HOSTED, NGINX_PLAIN, ROOT, builtFile, parseCsp, servesBrotli} from './support';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const PAGE = '/getting-started/quickstart';

/**
 * The hashes of a page's inline scripts, found with a regular expression rather than the build's
 * HTML parser (src/plugins/csp), so the two can disagree: every script without src, but data
 * blocks (JSON-LD), which a browser does not run.
 */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([^]*?)<\/script>/gi)]
    .filter(([, attributes]) => !/\bsrc=/i.test(attributes!) && !/\btype=["']?application\/(ld\+)?json/i.test(attributes!))
    .map(([, , text]) => `'sha256-${crypto.createHash('sha256').update(text!, 'utf8').digest('base64')}'`);
}

/** Every value of a header that may come more than once (Vary). */
const all = (res: APIResponse, name: string) =>
  res
    .headersArray()
    .filter((h) => h.name.toLowerCase() === name)
    .flatMap((h) => h.value.split(',').map((v) => v.trim()));

function expectSecurityHeaders(res: APIResponse) {
  const h = res.headers();
  expect(h['x-content-type-options']).toBe('nosniff');
  expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(h['permissions-policy']).toMatch(/(^|, )camera=\(\)/);
  expect(h['permissions-policy']).toMatch(/(^|, )microphone=\(\)/);
  const csp = parseCsp(h['content-security-policy'] ?? '');
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('default-src')).toEqual(["'self'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  const scriptSrc = csp.get('script-src') ?? [];
  expect(scriptSrc).toContain("'self'");
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(scriptSrc).not.toContain("'unsafe-eval'");
  return csp;
}

test('an HTML page: no-cache with an ETag (304 when unchanged), security headers, CSP hashes of its inline scripts', async ({request}) => {
  const res = await request.get(`${NGINX}${PAGE}`, {headers: {'accept-encoding': 'gzip'}});
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('text/html; charset=utf-8');
  expect(res.headers()['cache-control']).toBe('no-cache');
  expect(all(res, 'vary')).toEqual(expect.arrayContaining(['Accept', 'Accept-Encoding']));
  const etag = res.headers()['etag'];
  expect(etag).toBeTruthy();
  const csp = expectSecurityHeaders(res);
  // The page's own inline scripts (theme set-up, ...) are allowed by hash, and by nothing broader.
  const html = await res.text();
  const pageHashes = inlineScriptHashes(html);
  expect(pageHashes.length).toBeGreaterThan(0);
  expect(csp.get('script-src')).toEqual(expect.arrayContaining(pageHashes));
  expect(csp.get('script-src')!.every((s) => s === "'self'" || /^'sha256-[A-Za-z0-9+/]+=*'$/.test(s))).toBe(true);
  // The local-index build connects to nothing but the site.
  expect(csp.get('connect-src')).toEqual(["'self'"]);

  const again = await request.get(`${NGINX}${PAGE}`, {headers: {'accept-encoding': 'gzip', 'if-none-match': etag}});
  expect(again.status()).toBe(304);
});

test('/page and /page/ both serve the page, without a redirect', async ({request}) => {
  for (const url of [PAGE, `${PAGE}/`]) {
    const res = await request.get(`${NGINX}${url}`, {maxRedirects: 0});
    expect(res.status(), url).toBe(200);
    expect(await res.text(), url).toContain('<h1>Quickstart</h1>');
  }
  const home = await request.get(`${NGINX}/`, {maxRedirects: 0});
  expect(home.status()).toBe(200);
  expect(await home.text()).toContain('<title data-rh=true>CompanyLens MCP');
});

test('hashed assets are cached for a year and compressed (brotli when the module is installed, else gzip)', async ({request}) => {
  const encoding = servesBrotli() ? 'br' : 'gzip';
  const assets: [string, string][] = [
    [builtFile('assets/js', /^main\.[0-9a-f]+\.js$/), 'application/javascript; charset=utf-8'],
    [builtFile('assets/css', /^styles\.[0-9a-f]+\.css$/), 'text/css; charset=utf-8'],
  ];
  for (const [url, type] of assets) {
    const res = await request.get(`${NGINX}${url}`, {headers: {'accept-encoding': 'br, gzip'}});
    expect(res.status(), url).toBe(200);
    expect(res.headers()['content-type'], url).toBe(type);
    expect(res.headers()['cache-control'], url).toBe(IMMUTABLE);
    expect(res.headers()['content-encoding'], url).toBe(encoding);
    expect(all(res, 'vary'), url).toContain('Accept-Encoding');
    expect(res.headers()['x-content-type-options'], url).toBe('nosniff');
    // a gzip-only client gets gzip
    const gz = await request.get(`${NGINX}${url}`, {headers: {'accept-encoding': 'gzip'}});
    expect(gz.headers()['content-encoding'], url).toBe('gzip');
  }
});

test('the search index: JSON, compressed, cached for a year (its name changes with its content)', async ({request}) => {
  const url = builtFile('.', /^search-index\.[0-9a-f]+\.json$/);
  const res = await request.get(`${NGINX}${url}`, {headers: {'accept-encoding': 'gzip'}});
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('application/json; charset=utf-8');
  expect(res.headers()['cache-control']).toBe(IMMUTABLE);
  expect(res.headers()['content-encoding']).toBe('gzip');
  expect(Object.keys(await res.json()).length).toBeGreaterThan(0);
});

test('unknown paths: status 404 with the site’s not-found page, not cached, same security headers', async ({request}) => {
  for (const url of ['/no-such-page', '/getting-started/no-such-page/', builtFile('assets/js', /^main\.[0-9a-f]+\.js$/).replace(/main\./, 'gone.')]) {
    const res = await request.get(`${NGINX}${url}`);
    expect(res.status(), url).toBe(404);
    expect(res.headers()['content-type'], url).toBe('text/html; charset=utf-8');
    expect(res.headers()['cache-control'], url).toBe('no-cache');
    expect(await res.text(), url).toContain('Page not found');
    expectSecurityHeaders(res);
  }
});

test('the build’s nginx include (.nginx/csp.conf) is not served', async ({request}) => {
  expect(fs.existsSync(path.join(ROOT, 'build/.nginx/csp.conf'))).toBe(true);
  const res = await request.get(`${NGINX}/.nginx/csp.conf`);
  expect(res.status()).toBe(404);
  expect(await res.text()).not.toContain('companylens_csp');
});

test('without the brotli module (plain Debian nginx) the same configuration serves gzip', async ({request}) => {
  const url = builtFile('assets/js', /^main\.[0-9a-f]+\.js$/);
  const res = await request.get(`${NGINX_PLAIN}${url}`, {headers: {'accept-encoding': 'br, gzip'}});
  expect(res.status()).toBe(200);
  expect(res.headers()['content-encoding']).toBe('gzip');
  expect(res.headers()['cache-control']).toBe(IMMUTABLE);
  const page = await request.get(`${NGINX_PLAIN}${PAGE}`, {headers: {'accept-encoding': 'br, gzip'}});
  expect(page.headers()['content-encoding']).toBe('gzip');
  expectSecurityHeaders(page);
});

test('the hosted-search build adds only its search hosts to connect-src', async ({request}) => {
  const res = await request.get(`${NGINX_HOSTED}/`);
  expect(res.status()).toBe(200);
  const csp = expectSecurityHeaders(res);
  // build-algolia/ is built with ALGOLIA_HOSTS pointing at the stand-in hosts on 127.0.0.1.
  expect(csp.get('connect-src')).toEqual(["'self'", ...FAKE_HOST_PORTS.map((p) => `http://127.0.0.1:${p}`)]);
  expect(csp.get('script-src')).toEqual(expect.arrayContaining(inlineScriptHashes(await res.text())));
});
