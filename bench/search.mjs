// Search benchmarks on production builds, this site's build/ and, with
// --baseline <git ref>, the same site at that revision (exported and built once
// into bench/.cache/search-baseline-<sha>/), side by side:
//   - the local index a first search fetches, raw and gzip;
//   - first visit, CPU slowed 4× (Chromium throttling): Ctrl+K, type a query,
//     until its first results are on screen (index fetch, parse, indexing, search);
//   - keystroke → results on screen once the index is loaded: median and p95;
//   - for this build, the search code loaded on intent (hovering the search button).
// Rounds alternate between the builds; each figure is the median over rounds.
//
// Usage: node bench/search.mjs [-- --baseline <ref>] [--rounds N]   (default 3)
// Writes bench/results/search.json; exits 1 over a budget.
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {createRequire} from 'node:module';
import {launchChromium, serveGzip} from './serve.mjs';

const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, '..');
const PORT = 4181;
const argOf = (name) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
const ROUNDS = Number(argOf('--rounds') ?? 3);
const BUDGET = {indexKB: 100, searchCodeKB: 15, keystrokeMs: 25, firstResultsOverBaselineMs: 100};
const QUERIES = ['financial ratios', 'company number', 'claude desktop', 'sic codes', 'rate limit', 'officers'];
const gz = (buf) => zlib.gzipSync(buf, {level: 9}).length;
const kb = (n) => +(n / 1024).toFixed(1);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const p95 = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)];
const {readBuiltIndex} = require('jiti')(import.meta.filename)('docs-search-engine/node');

/** A production build of `ref`, made once: the revision's files exported, our node_modules linked in. */
function baselineBuild(ref) {
  const sha = spawnSync('git', ['rev-parse', '--short', ref], {cwd: root, encoding: 'utf8'}).stdout.trim();
  if (!sha) throw new Error(`--baseline: "${ref}" is not a revision of this repository`);
  const dir = path.join(root, 'bench/.cache', `search-baseline-${sha}`);
  if (!fs.existsSync(path.join(dir, 'build/index.html'))) {
    fs.rmSync(dir, {recursive: true, force: true});
    fs.mkdirSync(dir, {recursive: true});
    const archive = spawnSync('git', ['archive', sha], {cwd: root, maxBuffer: 1 << 30});
    spawnSync('tar', ['-x', '-C', dir], {input: archive.stdout});
    fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
    console.log(`building ${sha} into ${path.relative(root, dir)}/build …`);
    const r = spawnSync('npx', ['docusaurus', 'build'], {cwd: dir, stdio: ['ignore', 'ignore', 'inherit'], env: {...process.env, DOCS_TEST_ROUTES: '0'}});
    if (r.status !== 0) throw new Error(`build of ${sha} failed`);
  }
  return {label: `baseline ${sha}`, dir: path.join(dir, 'build')};
}

/** Until `text` is the input's value and its results (or "No results") are on screen; ms from `start`. */
function resultsShownFor(page, text) {
  return page.evaluate(
    ([query]) =>
      new Promise((resolve) => {
        const input = document.querySelector('.DocSearch-Input');
        const start = performance.now();
        const done = () => {
          const dropdown = document.querySelector('.DocSearch-Dropdown');
          if (dropdown?.querySelector('.DocSearch-Hit, .DocSearch-NoResults') && input.value === query) {
            observer.disconnect();
            requestAnimationFrame(() => resolve(performance.now() - start)); // the frame that shows it
          }
        };
        const observer = new MutationObserver(done);
        observer.observe(document.querySelector('.DocSearch-Modal'), {childList: true, subtree: true, characterData: true});
        const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
        setter.call(input, query);
        input.dispatchEvent(new Event('input', {bubbles: true}));
        setTimeout(() => {
          observer.disconnect();
          resolve(-1);
        }, 10_000);
      }),
    [text],
  );
}

/** First visit with the CPU slowed 4×: Ctrl+K pressed, a query typed, until its results show. */
async function firstResults(browser, base) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await page.goto(`${base}/`, {waitUntil: 'networkidle'});
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
  const started = Date.now();
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').waitFor();
  const typed = await resultsShownFor(page, 'company number');
  const ms = typed < 0 ? -1 : Date.now() - started;
  await context.close();
  return ms;
}

/** Keystroke → results, index loaded: every prefix of each query, typed one character at a time. */
async function keystrokes(browser, base) {
  const page = await browser.newPage();
  await page.goto(`${base}/`, {waitUntil: 'networkidle'});
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').waitFor();
  await resultsShownFor(page, 'warm');
  const out = [];
  for (const q of QUERIES) {
    for (let i = 1; i <= q.length; i++) {
      if (q[i - 1] === ' ') continue;
      const ms = await resultsShownFor(page, q.slice(0, i));
      if (ms >= 0) out.push(ms);
    }
  }
  await page.close();
  return out;
}

/** Search code loaded on intent (hovering the search button), gzip. */
async function searchCode(browser, base, buildDir) {
  const page = await browser.newPage();
  const loaded = [];
  page.on('response', (res) => {
    const p = new URL(res.url()).pathname;
    if (p.endsWith('.js') && !loaded.includes(p)) loaded.push(p);
  });
  await page.goto(`${base}/`, {waitUntil: 'networkidle'});
  const before = loaded.length;
  await page.locator('button.DocSearch-Button').hover();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  await page.close();
  return loaded.slice(before).map((p) => {
    const text = fs.readFileSync(path.join(buildDir, p));
    const s = text.toString();
    const kind = s.includes('companylens-local-search-engine') ? 'local engine + client' : s.includes('DocSearch-Modal') ? 'DocSearch modal (third party)' : 'other';
    return {file: p, kind, gzip: gz(text)};
  });
}

const builds = [{label: 'this build', dir: path.join(root, 'build')}];
if (argOf('--baseline')) builds.unshift(baselineBuild(argOf('--baseline')));
for (const [i, b] of builds.entries()) {
  const {bytes, records} = readBuiltIndex(b.dir);
  Object.assign(b, {port: PORT + i, indexRaw: bytes.length, indexGzip: gz(bytes), records: records.length, first: [], keys: []});
  b.server = await serveGzip(b.dir, b.port);
}
const browser = await launchChromium();
let onIntent = [];
try {
  for (let round = 0; round < ROUNDS; round++) {
    for (const b of round % 2 ? [...builds].reverse() : builds) {
      b.first.push(await firstResults(browser, b.server.base));
      b.keys.push(...(await keystrokes(browser, b.server.base)));
    }
  }
  const ours = builds[builds.length - 1];
  onIntent = await searchCode(browser, ours.server.base, ours.dir);
} finally {
  await browser.close();
  for (const b of builds) b.server.stop();
}

const rows = [['', ...builds.map((b) => b.label)]];
rows.push(['index on first search, gzip', ...builds.map((b) => `${kb(b.indexGzip)} KB`)]);
rows.push(['index on first search, raw', ...builds.map((b) => `${kb(b.indexRaw)} KB (${b.records} records)`)]);
rows.push(['modal → first results, CPU 4× slower (median)', ...builds.map((b) => `${median(b.first)} ms (${b.first.join(', ')})`)]);
rows.push(['keystroke → results, median', ...builds.map((b) => `${median(b.keys).toFixed(1)} ms`)]);
rows.push(['keystroke → results, p95', ...builds.map((b) => `${p95(b.keys).toFixed(1)} ms (${b.keys.length} keystrokes)`)]);
const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => r[c].length)));
for (const r of rows) console.log(r.map((cell, c) => cell.padEnd(widths[c])).join('  '));

const ours = builds[builds.length - 1];
const baseline = builds.length > 1 ? builds[0] : null;
const engineKB = kb(onIntent.filter((f) => f.kind === 'local engine + client').reduce((s, f) => s + f.gzip, 0));
const docsearchKB = kb(onIntent.filter((f) => f.kind !== 'local engine + client').reduce((s, f) => s + f.gzip, 0));
console.log(`\nthis build's search code on intent: local engine + client ${engineKB} KB gzip, DocSearch modal ${docsearchKB} KB gzip`);
const over = [
  kb(ours.indexGzip) > BUDGET.indexKB && `index over ${BUDGET.indexKB} KB gzip`,
  engineKB > BUDGET.searchCodeKB && `engine + client over ${BUDGET.searchCodeKB} KB gzip`,
  !(median(ours.keys) <= BUDGET.keystrokeMs) && `keystroke median over ${BUDGET.keystrokeMs} ms`,
  baseline && median(ours.first) > median(baseline.first) + BUDGET.firstResultsOverBaselineMs && `first results over the baseline's + ${BUDGET.firstResultsOverBaselineMs} ms`,
].filter(Boolean);
for (const o of over) console.log(`over budget: ${o}`);
fs.mkdirSync(path.join(root, 'bench/results'), {recursive: true});
fs.writeFileSync(
  path.join(root, 'bench/results/search.json'),
  JSON.stringify({date: new Date().toISOString(), rounds: ROUNDS, builds: builds.map(({server, port, ...b}) => b), onIntent}, null, 2),
);
process.exit(over.length ? 1 : 0);
