// The JavaScript a first visit to each route downloads (gzip), measured in
// Chromium against the production build served on 127.0.0.1: before the load
// event (the budget: within 5% of the stock Docusaurus template's doc page,
// measured the same way once bench/.cache/stock is built, else 176 KB) and in
// all. Usage: node bench/run.mjs [-- --no-build] (npm run bench runs it with
// bench/build-time.mjs and bench/search.mjs). Writes bench/results/latest.json.
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {launchChromium, serveBuild, serveGzip} from './serve.mjs';

const root = path.resolve(import.meta.dirname, '..');
const TEMPLATE_KB = 176; // stock Docusaurus 3.10 classic template, first visit to a doc page
const STOCK_BUILD = path.join(root, 'bench/.cache/stock/build');
const PORT = 4180;
const args = new Set(process.argv.slice(2));

const result = {date: new Date().toISOString(), routes: []};
if (!args.has('--no-build')) {
  // Production build: no test routes.
  const r = spawnSync('npx', ['docusaurus', 'build'], {cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env: {...process.env, DOCS_TEST_ROUTES: '0'}});
  if (r.status !== 0) throw new Error('build failed');
}

// Every doc page, as the build listed them (src/plugins/page-list).
const DOC_ROUTES = JSON.parse(fs.readFileSync(path.join(root, '.docusaurus/companylens-page-list/pages.json'), 'utf8'));

const {base, stop} = await serveBuild(root, 'build', PORT);
const stock = fs.existsSync(STOCK_BUILD) ? await serveGzip(STOCK_BUILD, PORT + 1) : null;

const gzipCache = new Map();
function gzipSize(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, zlib.gzipSync(fs.readFileSync(file), {level: 9}).length);
  return gzipCache.get(file);
}

/**
 * Scripts a first visit to `url` runs, split at the load event by the page's
 * own resource timing (<link rel="prefetch"> of linked pages is reported apart).
 */
async function firstVisit(browser, url, dir) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(url, {waitUntil: 'load'});
  await page.waitForFunction(() => performance.getEntriesByType('navigation')[0].loadEventEnd > 0);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  const {early, late, prefetched} = await page.evaluate(() => {
    const load = performance.getEntriesByType('navigation')[0].loadEventStart;
    const js = performance.getEntriesByType('resource').filter((e) => new URL(e.name).pathname.endsWith('.js'));
    const paths = (list) => list.map((e) => new URL(e.name).pathname);
    const run = js.filter((e) => e.initiatorType !== 'link');
    return {
      early: paths(run.filter((e) => e.startTime < load)),
      late: paths(run.filter((e) => e.startTime >= load)),
      prefetched: paths(js.filter((e) => e.initiatorType === 'link')),
    };
  });
  await context.close();
  const toFile = (p) => path.join(dir, decodeURIComponent(p));
  const kb = (list) => +([...new Set(list)].reduce((sum, p) => sum + gzipSize(toFile(p)), 0) / 1024).toFixed(1);
  const all = [...new Set([...early, ...late])];
  return {
    files: all.length,
    gzipKB: kb(early),
    allGzipKB: kb(all),
    rawKB: +(all.reduce((sum, p) => sum + fs.statSync(toFile(p)).size, 0) / 1024).toFixed(1),
    prefetchGzipKB: kb(prefetched.filter((p) => !all.includes(p))),
  };
}

const browser = await launchChromium();
let templateKB = TEMPLATE_KB;
try {
  if (stock) {
    templateKB = (await firstVisit(browser, `${stock.base}/docs/intro`, STOCK_BUILD)).gzipKB;
    result.template = {route: '/docs/intro', gzipKB: templateKB};
  }
  for (const {path: route} of DOC_ROUTES) {
    result.routes.push({route, ...(await firstVisit(browser, base + route, path.join(root, 'build')))});
  }
} finally {
  await browser.close();
  stop();
  stock?.stop();
}
const BUDGET_KB = +(templateKB * 1.05).toFixed(1);

console.log('\nFirst-visit JavaScript per route (gzip level 9):');
console.log(
  'route'.padEnd(42) + 'files'.padStart(6) + 'load KB'.padStart(10) + 'all KB'.padStart(10) + 'raw KB'.padStart(10) + '  prefetch KB (idle, not counted)',
);
for (const r of result.routes) {
  const flag = r.gzipKB > BUDGET_KB ? '  OVER BUDGET' : '';
  console.log(
    r.route.padEnd(42) + String(r.files).padStart(6) + r.gzipKB.toFixed(1).padStart(10) + r.allGzipKB.toFixed(1).padStart(10) + r.rawKB.toFixed(1).padStart(10) +
      r.prefetchGzipKB.toFixed(1).padStart(10) + flag,
  );
}
const max = Math.max(...result.routes.map((r) => r.gzipKB));
const over = result.routes.filter((r) => r.gzipKB > BUDGET_KB).map((r) => r.route);
result.templateKB = templateKB;
result.budgetKB = BUDGET_KB;
result.maxGzipKB = max;
console.log(
  `\nbudget: ${BUDGET_KB} KB gzip before the load event on every route (the stock template's doc page, ${templateKB} KB${stock ? ', measured now' : ''}, + 5%)`,
);
console.log(`largest first visit before load: ${max.toFixed(1)} KB gzip${over.length ? `; over budget: ${over.join(', ')}` : ''}`);
fs.mkdirSync(path.join(root, 'bench/results'), {recursive: true});
fs.writeFileSync(path.join(root, 'bench/results/latest.json'), JSON.stringify(result, null, 2));
process.exit(over.length ? 1 : 0);
