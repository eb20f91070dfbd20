// Benchmarks: build time (cold and warm) and the JavaScript a first visit to
// each route downloads (gzip), measured in Chromium against the production
// build served on 127.0.0.1. Usage: npm run bench [-- --no-build]
// Prints a table and writes bench/results/latest.json.
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {launchChromium, serveBuild} from './serve.mjs';

const root = path.resolve(import.meta.dirname, '..');
const BUDGET_KB = 176; // stock Docusaurus 3.10 classic template, first visit to a doc page
const PORT = 4180;
const args = new Set(process.argv.slice(2));

function timed(label, cmd, cmdArgs, env = {}) {
  const start = process.hrtime.bigint();
  const r = spawnSync(cmd, cmdArgs, {cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env: {...process.env, ...env}});
  if (r.status !== 0) throw new Error(`${label} failed`);
  return Number(process.hrtime.bigint() - start) / 1e9;
}

const result = {date: new Date().toISOString(), build: {}, routes: []};
if (!args.has('--no-build')) {
  // Production build: no test routes.
  const env = {DOCS_TEST_ROUTES: '0'};
  timed('clear', 'npx', ['docusaurus', 'clear'], env);
  fs.rmSync(path.join(root, 'node_modules/.cache'), {recursive: true, force: true});
  result.build.coldSeconds = timed('cold build', 'npx', ['docusaurus', 'build'], env);
  result.build.warmSeconds = timed('warm build', 'npx', ['docusaurus', 'build'], env);
  console.log(`build: cold ${result.build.coldSeconds.toFixed(1)} s, warm ${result.build.warmSeconds.toFixed(1)} s`);
}

// The route list is TypeScript shared with the tests; read its paths as text.
const DOC_ROUTES = [...fs.readFileSync(path.join(root, 'tests/routes.ts'), 'utf8').matchAll(/path: '([^']+)'/g)].map((m) => ({
  path: m[1],
}));

const {base, stop} = await serveBuild(root, 'build', PORT);

const gzipCache = new Map();
function gzipSize(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, zlib.gzipSync(fs.readFileSync(file), {level: 9}).length);
  return gzipCache.get(file);
}

const browser = await launchChromium();
try {
  for (const {path: route} of DOC_ROUTES) {
    const context = await browser.newContext();
    const page = await context.newPage();
    // Scripts the page executes, apart from Docusaurus's low-priority
    // <link rel="prefetch"> of pages the visible links lead to (reported separately).
    const scripts = new Set();
    const prefetched = new Set();
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (url.origin !== base || !url.pathname.endsWith('.js')) return;
      (req.resourceType() === 'script' ? scripts : prefetched).add(url.pathname);
    });
    await page.goto(base + route, {waitUntil: 'networkidle'});
    await page.waitForTimeout(300);
    const toFile = (p) => path.join(root, 'build', decodeURIComponent(p));
    const files = [...scripts].map(toFile);
    const gz = files.reduce((sum, f) => sum + gzipSize(f), 0);
    const raw = files.reduce((sum, f) => sum + fs.statSync(f).size, 0);
    const pre = [...prefetched].filter((p) => !scripts.has(p)).map(toFile);
    const preGz = pre.reduce((sum, f) => sum + gzipSize(f), 0);
    result.routes.push({
      route,
      files: files.length,
      gzipKB: +(gz / 1024).toFixed(1),
      rawKB: +(raw / 1024).toFixed(1),
      prefetchGzipKB: +(preGz / 1024).toFixed(1),
    });
    await context.close();
  }
} finally {
  await browser.close();
  stop();
}

console.log('\nFirst-visit JavaScript per route (gzip level 9):');
console.log('route'.padEnd(42) + 'files'.padStart(6) + 'gzip KB'.padStart(10) + 'raw KB'.padStart(10) + '  prefetch KB (idle, not counted)');
for (const r of result.routes) {
  const flag = r.gzipKB > BUDGET_KB ? '  OVER BUDGET' : '';
  console.log(
    r.route.padEnd(42) + String(r.files).padStart(6) + r.gzipKB.toFixed(1).padStart(10) + r.rawKB.toFixed(1).padStart(10) +
      r.prefetchGzipKB.toFixed(1).padStart(10) + flag,
  );
}
const max = Math.max(...result.routes.map((r) => r.gzipKB));
const home = result.routes.find((r) => r.route === '/');
result.budgetKB = BUDGET_KB;
result.maxGzipKB = max;
result.homeGzipKB = home?.gzipKB;
console.log(`\ndocs home: ${home?.gzipKB.toFixed(1)} KB gzip (budget ${BUDGET_KB} KB, the stock classic template's doc page)`);
console.log(`largest first visit: ${max.toFixed(1)} KB gzip (pages with diagrams load Mermaid; reference pages their tables and examples)`);
fs.mkdirSync(path.join(root, 'bench/results'), {recursive: true});
fs.writeFileSync(path.join(root, 'bench/results/latest.json'), JSON.stringify(result, null, 2));
// The budget is the framework's weight, measured on the docs home (text only).
process.exit(!home || home.gzipKB > BUDGET_KB ? 1 : 0);
