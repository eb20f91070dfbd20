// The JavaScript a first visit to each route downloads (gzip), measured in
// Chromium against the production build served on 127.0.0.1, as the suite's
// budgets measure it (tests/tools/first-visit.cjs): before the load event (at
// most the stock Docusaurus template's doc page, measured the same way once
// bench/.cache/stock is built, else the figure committed there) and in all. Usage: node bench/run.mjs [-- --no-build] (npm run bench runs it; see
// bench/README.md). Writes bench/results/latest.json.
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {launchChromium, serveBuild, serveGzip} from './serve.mjs';
import firstVisitModule from '../tests/tools/first-visit.cjs';

const {firstVisit, gzipKB, STOCK_DOC_PAGE_KB} = firstVisitModule;

const root = path.resolve(import.meta.dirname, '..');
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

/** A first visit to `url`, its scripts' sizes from the build in `dir`. */
async function measure(browser, url, dir) {
  const {early, late, prefetched} = await firstVisit(browser, url);
  const all = [...new Set([...early, ...late])];
  return {
    files: all.length,
    gzipKB: gzipKB(dir, early),
    allGzipKB: gzipKB(dir, all),
    rawKB: +(all.reduce((sum, p) => sum + fs.statSync(path.join(dir, decodeURIComponent(p))).size, 0) / 1024).toFixed(1),
    prefetchGzipKB: gzipKB(dir, prefetched.filter((p) => !all.includes(p))),
  };
}

const browser = await launchChromium();
let templateKB = STOCK_DOC_PAGE_KB;
try {
  if (stock) {
    templateKB = (await measure(browser, `${stock.base}/docs/intro`, STOCK_BUILD)).gzipKB;
    result.template = {route: '/docs/intro', gzipKB: templateKB};
  }
  for (const {path: route} of DOC_ROUTES) {
    result.routes.push({route, ...(await measure(browser, base + route, path.join(root, 'build')))});
  }
} finally {
  await browser.close();
  stop();
  stock?.stop();
}
const BUDGET_KB = templateKB;

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
  `\nbudget: ${BUDGET_KB} KB gzip before the load event on every route (the stock template's doc page${stock ? ', measured now' : ''})`,
);
console.log(`largest first visit before load: ${max.toFixed(1)} KB gzip${over.length ? `; over budget: ${over.join(', ')}` : ''}`);
fs.mkdirSync(path.join(root, 'bench/results'), {recursive: true});
fs.writeFileSync(path.join(root, 'bench/results/latest.json'), JSON.stringify(result, null, 2));
process.exit(over.length ? 1 : 0);
