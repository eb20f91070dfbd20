// Search benchmarks on the production build in build/ (run bench/run.mjs or
// `npm run build` first): size of the local index, JavaScript the search adds
// (on first load, and on intent), and keystroke → rendered results latency in
// Chromium once the index is loaded. Prints a table; exits 1 over a budget.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {createRequire} from 'node:module';
import {launchChromium, serveBuild} from './serve.mjs';

const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, '..');
const build = path.join(root, 'build');
const PORT = 4181;
const BUDGET = {indexKB: 60, searchCodeKB: 15, keystrokeMs: 50};
const gz = (buf) => zlib.gzipSync(buf, {level: 9}).length;
const kb = (n) => +(n / 1024).toFixed(1);

// 1. The index.
const {readBuiltIndex} = require('jiti')(import.meta.filename)('../src/plugins/search/server/builtIndex.ts');
const {bytes: indexRaw, records: indexRecords} = readBuiltIndex(build);
const records = indexRecords.length;

// 2. Search code on first load: the navbar button, shortcuts, loader and offline screen,
// minified the way the bundler does (SWC), imports left out.
const swc = require('@swc/core');
let firstLoad = 0;
for (const f of ['index.tsx', 'Unavailable.tsx', '../SearchTranslations/index.ts', '../../client/loadBackend.ts', '../../shared/types.ts'].map((f) => path.join('src/plugins/search/theme/SearchBar', f))) {
  const {code} = swc.transformSync(fs.readFileSync(path.join(root, f), 'utf8'), {
    filename: f,
    minify: true,
    jsc: {parser: {syntax: 'typescript', tsx: true}, transform: {react: {runtime: 'automatic'}}, target: 'es2020', minify: {compress: true, mangle: true}},
  });
  firstLoad += gz(Buffer.from(code));
}

// 3. In the browser: what loads on intent, and keystroke latency.
const {base, stop} = await serveBuild(root, 'build', PORT);
const browser = await launchChromium();
let onIntent = [];
const latencies = [];
try {
  const page = await browser.newPage();
  const seen = new Set();
  const loaded = [];
  page.on('response', (res) => {
    const p = new URL(res.url()).pathname;
    if (p.endsWith('.js') && !seen.has(p)) {
      seen.add(p);
      loaded.push(p);
    }
  });
  await page.goto(`${base}/`, {waitUntil: 'networkidle'});
  const before = loaded.length;
  await page.locator('button.DocSearch-Button').hover();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  onIntent = loaded.slice(before).map((p) => {
    const text = fs.readFileSync(path.join(build, p));
    const s = text.toString();
    const kind = s.includes('companylens-local-search-engine') ? 'local engine + client' : s.includes('DocSearch-Modal') ? 'DocSearch modal (third party)' : 'other';
    return {file: p, kind, gzip: gz(text)};
  });

  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').waitFor();
  // Wait for the index, then time each keystroke until the hits for that exact query are on screen.
  await page.locator('.DocSearch-Input').fill('warm');
  await page.waitForTimeout(1000);
  const queries = ['financial ratios', 'company number', 'claude desktop', 'sic codes', 'rate limit', 'officers'];
  for (const q of queries) {
    await page.locator('.DocSearch-Input').fill('');
    await page.waitForTimeout(100);
    for (let i = 1; i <= q.length; i++) {
      const partial = q.slice(0, i);
      if (partial.endsWith(' ')) continue;
      const ms = await page.evaluate(
        ([text]) =>
          new Promise((resolve) => {
            const input = document.querySelector('.DocSearch-Input');
            const dropdown = document.querySelector('.DocSearch-Dropdown');
            const start = performance.now();
            const done = () => {
              const title = dropdown.querySelector('.DocSearch-Hit, .DocSearch-NoResults');
              if (title && input.value === text) {
                observer.disconnect();
                // the frame that shows it
                requestAnimationFrame(() => resolve(performance.now() - start));
              }
            };
            const observer = new MutationObserver(done);
            observer.observe(dropdown, {childList: true, subtree: true, characterData: true});
            const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
            setter.call(input, text);
            input.dispatchEvent(new Event('input', {bubbles: true}));
            setTimeout(() => {
              observer.disconnect();
              resolve(-1);
            }, 3000);
          }),
        [partial],
      );
      if (ms >= 0) latencies.push(ms);
    }
  }
} finally {
  await browser.close();
  stop();
}
latencies.sort((a, b) => a - b);
const median = latencies[Math.floor(latencies.length / 2)];
const p95 = latencies[Math.floor(latencies.length * 0.95)];
const engineKB = kb(onIntent.filter((f) => f.kind === 'local engine + client').reduce((s, f) => s + f.gzip, 0));
const docsearchKB = kb(onIntent.filter((f) => f.kind !== 'local engine + client').reduce((s, f) => s + f.gzip, 0));

const rows = [
  ['local index', `${kb(gz(indexRaw))} KB gzip (${kb(indexRaw.length)} KB raw, ${records} records)`, `< ${BUDGET.indexKB} KB`],
  ['search code on first load (button, shortcuts, loader)', `${kb(firstLoad)} KB gzip`, ''],
  ['search code on intent: local engine + client', `${engineKB} KB gzip`, ''],
  ['our search code, total', `${kb(firstLoad + engineKB * 1024)} KB gzip`, `< ${BUDGET.searchCodeKB} KB`],
  ['DocSearch modal on intent (third party, spec UI)', `${docsearchKB} KB gzip`, ''],
  ['keystroke → results on screen', `median ${median?.toFixed(1)} ms, p95 ${p95?.toFixed(1)} ms (${latencies.length} keystrokes)`, `median < ${BUDGET.keystrokeMs} ms`],
];
for (const [a, b, c] of rows) console.log(`${a.padEnd(52)} ${b.padEnd(48)} ${c}`);
const over =
  kb(gz(indexRaw)) >= BUDGET.indexKB || kb(firstLoad) + engineKB >= BUDGET.searchCodeKB || !(median < BUDGET.keystrokeMs);
fs.mkdirSync(path.join(root, 'bench/results'), {recursive: true});
fs.writeFileSync(
  path.join(root, 'bench/results/search.json'),
  JSON.stringify({indexGzipKB: kb(gz(indexRaw)), records, firstLoadKB: kb(firstLoad), engineKB, docsearchKB, onIntent, latencies}, null, 2),
);
process.exit(over ? 1 : 0);
