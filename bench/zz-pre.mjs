import fs from 'node:fs';
import path from 'node:path';
import {chromium} from 'playwright-core';
import {serveGzip} from './serve.mjs';
const dir = '/tmp/build-pre';
const routes = process.argv.slice(2);
const srv = await serveGzip(dir, 5895);
const browser = await chromium.launch({executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking']});
for (const r of routes) {
  const ctx = await browser.newContext();
  const page = await ctx.newPage();
  await page.goto(srv.base + r, {waitUntil: 'load'});
  const scripts = await page.evaluate(() => {
    const load = performance.getEntriesByType('navigation')[0].loadEventStart;
    return performance.getEntriesByType('resource').filter((e) => e.name.endsWith('.js') && e.initiatorType !== 'link' && e.startTime < load).map((e) => new URL(e.name).pathname);
  });
  await ctx.close();
  const file = path.join(dir, r, 'index.html');
  let html = fs.readFileSync(file, 'utf8');
  const extra = scripts.filter((s) => !/runtime~main|\/main\./.test(s)).map((s) => `<script src=${s} defer></script>`).join('');
  html = html.replace(/(<script src=\/assets\/js\/main\.[0-9a-f]+\.js defer><\/script>)/, `$1${extra}`);
  fs.writeFileSync(file, html);
  console.log(r, scripts.length, 'scripts; added', extra.split('<script').length - 1);
}
await browser.close(); srv.stop();
