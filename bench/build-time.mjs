// Build time side by side with the stock Docusaurus 3.10.2 classic template:
// cold production builds (generated files, build output and the bundler's
// cache removed first), alternating stock and ours, medians and their ratio,
// and what each of this site's post-build steps took (from their log lines).
//
// Usage: node bench/build-time.mjs [-- --runs N]   (default 3)
// Writes bench/results/build-time.json.
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {cacheDir, ensureStock, root, stockDir} from './stock.mjs';

const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg >= 0 ? Number(process.argv[runsArg + 1]) : 3;
const OURS_OUT = path.join(cacheDir, 'build-time-ours');

function coldBuild(dir, outDir, env = {}) {
  for (const p of ['.docusaurus', 'node_modules/.cache', outDir]) fs.rmSync(path.resolve(dir, p), {recursive: true, force: true});
  const started = process.hrtime.bigint();
  const r = spawnSync('npx', ['docusaurus', 'build', '--out-dir', outDir], {cwd: dir, encoding: 'utf8', env: {...process.env, ...env}});
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (r.status !== 0) throw new Error(`build in ${dir} failed:\n${r.stderr}`);
  const steps = Object.fromEntries([...`${r.stdout}${r.stderr}`.matchAll(/^\[([\w-]+)\] .* in (\d+) ms$/gm)].map((m) => [m[1], Number(m[2])]));
  return {seconds, steps};
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

ensureStock({build: false});
const stock = [];
const ours = [];
for (let i = 1; i <= RUNS; i++) {
  stock.push(coldBuild(stockDir, 'build'));
  ours.push(coldBuild(root, OURS_OUT, {DOCS_TEST_ROUTES: '0', ALGOLIA_APP_ID: '', ALGOLIA_SEARCH_API_KEY: '', ALGOLIA_INDEX_NAME: ''}));
  console.log(`run ${i}/${RUNS}: stock ${stock.at(-1).seconds.toFixed(2)} s, ours ${ours.at(-1).seconds.toFixed(2)} s`);
}
const result = {
  date: new Date().toISOString(),
  runs: RUNS,
  stockSeconds: +median(stock.map((r) => r.seconds)).toFixed(2),
  oursSeconds: +median(ours.map((r) => r.seconds)).toFixed(2),
  postBuildMs: Object.fromEntries(Object.keys(ours[0].steps).map((k) => [k, median(ours.map((r) => r.steps[k]))])),
};
result.ratio = +(result.oursSeconds / result.stockSeconds).toFixed(2);
console.log(`\ncold build, median of ${RUNS}: stock ${result.stockSeconds} s, ours ${result.oursSeconds} s, ratio ${result.ratio}`);
console.log(`post-build steps (median ms): ${Object.entries(result.postBuildMs).map(([k, v]) => `${k} ${v}`).join(', ')}`);
fs.mkdirSync(path.join(root, 'bench/results'), {recursive: true});
fs.writeFileSync(path.join(root, 'bench/results/build-time.json'), JSON.stringify(result, null, 2));
fs.rmSync(OURS_OUT, {recursive: true, force: true});
