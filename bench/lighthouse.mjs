// Side by side with the stock template: Lighthouse (mobile preset, simulated
// throttling) on the stock Docusaurus 3.10.2 classic template's /docs/intro and
// on every route of this site, both production builds served with gzip from
// 127.0.0.1. Runs alternate (stock, ours, stock, ours, …) and the table shows
// medians, so load from other processes on the machine hits both sides alike.
//
// Usage: npm run bench:lighthouse [-- options]
//   --runs N        runs per page (default 3)
//   --quick         three routes only: /, a tool page, the SIC codes page
//   --routes a,b    these routes only
//   --no-build      reuse bench/.cache/ours (and the cached stock build)
//   --stock-every K one stock run before every K routes (default 1: strict alternation)
//   --dir PATH      measure this existing build of the site instead (e.g. an older one)
//   --out NAME      results file name in bench/results/ (default lighthouse.json)
// Writes bench/results/lighthouse.json. Exits 1 when a route scores below the
// template or fetches more than 5% more script before the load event.
import fs from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import {serveGzip} from './serve.mjs';
import {cacheDir, ensureStock, root, run, stockDir} from './stock.mjs';
import {findChromium, HOW_TO_GET_CHROMIUM, CHROMIUM_ARGS} from '../tests/tools/find-chromium.cjs';


const STOCK_ROUTE = '/docs/intro';
const STOCK_PORT = 5880;
const OURS_PORT = 5881;
const QUICK = ['/', '/api/tools/search-companies', '/reference/sic-codes'];

const argv = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : fallback;
};
const RUNS = Number(opt('--runs', 3));
const STOCK_EVERY = Number(opt('--stock-every', 1));
const oursOut = opt('--dir') ? path.resolve(opt('--dir')) : path.join(cacheDir, 'ours');
const OUT = opt('--out', 'lighthouse.json');

function routesToMeasure() {
  // every doc page, as the last build listed them (src/plugins/page-list)
  const all = JSON.parse(fs.readFileSync(path.join(root, '.docusaurus/companylens-page-list/pages.json'), 'utf8')).map((p) => p.path);
  if (argv.includes('--quick')) return QUICK;
  const only = opt('--routes');
  if (only) return only.split(',');
  return all;
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/** One Lighthouse run; returns the figures the table shows plus where main-thread time went. */
async function measure(port, url) {
  const {lhr} = await lighthouse(url, {port, output: 'json', logLevel: 'error', onlyCategories: ['performance']});
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const a = lhr.audits;
  const load = a.metrics.details.items[0].observedLoad;
  const origin = new URL(url).origin;
  const scripts = a['network-requests'].details.items.filter((r) => r.resourceType === 'Script' && r.url.startsWith(origin));
  const kb = (rs) => rs.reduce((sum, r) => sum + r.transferSize, 0) / 1024;
  const breakdown = Object.fromEntries(a['mainthread-work-breakdown'].details.items.map((i) => [i.group, Math.round(i.duration)]));
  return {
    score: Math.round(lhr.categories.performance.score * 100),
    tbt: Math.round(a['total-blocking-time'].numericValue),
    fcp: Math.round(a['first-contentful-paint'].numericValue),
    lcp: Math.round(a['largest-contentful-paint'].numericValue),
    dom: a['dom-size'].numericValue,
    scriptKB: +kb(scripts.filter((r) => r.networkEndTime <= load)).toFixed(1),
    allScriptKB: +kb(scripts).toFixed(1),
    mainThreadMs: Math.round(a['mainthread-work-breakdown'].numericValue),
    scriptEvalMs: breakdown.scriptEvaluation ?? 0,
    styleLayoutMs: breakdown.styleLayout ?? 0,
    bootup: a['bootup-time'].details.items
      .filter((i) => i.url.startsWith(origin))
      .map((i) => ({url: i.url.slice(origin.length), scripting: Math.round(i.scripting)})),
  };
}

ensureStock();
if (!argv.includes('--no-build') && !opt('--dir')) {
  // Production build of this site, apart from build/ so the tests' build stays.
  run('build', 'npx', ['docusaurus', 'build', '--out-dir', oursOut], root, {
    DOCS_TEST_ROUTES: '0',
    ALGOLIA_APP_ID: '',
    ALGOLIA_SEARCH_API_KEY: '',
    ALGOLIA_INDEX_NAME: '',
  });
}
const routes = routesToMeasure();
const executablePath = findChromium();
if (!executablePath) {
  console.error(HOW_TO_GET_CHROMIUM);
  process.exit(1);
}

const stock = await serveGzip(path.join(stockDir, 'build'), STOCK_PORT);
const ours = await serveGzip(oursOut, OURS_PORT);
const chrome = await chromeLauncher.launch({chromePath: executablePath, chromeFlags: CHROMIUM_ARGS});
const samples = {stock: [], ours: Object.fromEntries(routes.map((r) => [r, []]))};
const started = Date.now();
try {
  for (let round = 1; round <= RUNS; round++) {
    for (const [i, route] of routes.entries()) {
      if (i % STOCK_EVERY === 0) samples.stock.push(await measure(chrome.port, stock.base + STOCK_ROUTE));
      samples.ours[route].push(await measure(chrome.port, ours.base + route));
      const done = (round - 1) * routes.length + i + 1;
      process.stdout.write(`\rrun ${round}/${RUNS}, ${done}/${RUNS * routes.length} pages, ${Math.round((Date.now() - started) / 1000)} s   `);
    }
  }
} finally {
  await chrome.kill();
  stock.stop();
  ours.stop();
}
console.log('\n');

const FIELDS = ['score', 'tbt', 'fcp', 'lcp', 'dom', 'scriptKB', 'allScriptKB', 'mainThreadMs', 'scriptEvalMs', 'styleLayoutMs'];
const summarise = (runs) => Object.fromEntries(FIELDS.map((f) => [f, median(runs.map((r) => r[f]))]));
const stockMedian = summarise(samples.stock);
const rows = routes.map((route) => {
  const m = summarise(samples.ours[route]);
  return {
    route,
    ...m,
    scoreRatio: +(m.score / stockMedian.score).toFixed(3),
    tbtRatio: +(m.tbt / stockMedian.tbt).toFixed(2),
    domRatio: +(m.dom / stockMedian.dom).toFixed(2),
    scriptRatio: +(m.scriptKB / stockMedian.scriptKB).toFixed(3),
  };
});

const cols = [
  ['page', 40],
  ['score', 6],
  ['×', 6],
  ['TBT ms', 8],
  ['×', 6],
  ['DOM', 6],
  ['×', 6],
  ['JS KB', 7],
  ['×', 6],
  ['eval ms', 8],
  ['layout', 7],
];
const line = (vals) => vals.map((v, i) => (i === 0 ? String(v).padEnd(cols[i][1]) : String(v).padStart(cols[i][1]))).join('');
console.log(`Lighthouse ${lhVersion()} mobile, median of ${RUNS} runs per page (stock: ${samples.stock.length} runs, alternated)`);
console.log('JS KB: script bytes on the wire (gzip) fetched before the load event; × = ratio to the stock template.\n');
console.log(line(cols.map((c) => c[0])));
console.log(
  line([`stock template ${STOCK_ROUTE}`, stockMedian.score, '', stockMedian.tbt, '', stockMedian.dom, '', stockMedian.scriptKB.toFixed(1), '', stockMedian.scriptEvalMs, stockMedian.styleLayoutMs]),
);
const failures = [];
for (const r of rows) {
  const flags = [];
  if (r.score < stockMedian.score) flags.push('score');
  if (r.scriptRatio > 1.05) flags.push('JS');
  if (flags.length) failures.push(`${r.route} (${flags.join(', ')})`);
  console.log(
    line([r.route, r.score, r.scoreRatio.toFixed(2), r.tbt, r.tbtRatio.toFixed(2), r.dom, r.domRatio.toFixed(2), r.scriptKB.toFixed(1), r.scriptRatio.toFixed(2), r.scriptEvalMs, r.styleLayoutMs]) +
      (flags.length ? `  ← ${flags.join(', ')}` : ''),
  );
}
console.log(failures.length ? `\nBelow the template: ${failures.join('; ')}` : '\nEvery route at least matches the template.');

function lhVersion() {
  return JSON.parse(fs.readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8')).version;
}

fs.mkdirSync(path.join(root, 'bench/results'), {recursive: true});
fs.writeFileSync(
  path.join(root, 'bench/results', OUT),
  JSON.stringify(
    {
      date: new Date().toISOString(),
      site: path.relative(root, oursOut),
      lighthouse: lhVersion(),
      runs: RUNS,
      stock: {route: STOCK_ROUTE, median: stockMedian, samples: samples.stock},
      routes: rows.map((r) => ({...r, samples: samples.ours[r.route]})),
    },
    null,
    2,
  ),
);
process.exit(failures.length ? 1 : 0);
