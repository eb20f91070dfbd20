// Build time side by side with the stock Docusaurus 3.10.2 classic template: cold production
// builds (generated files, build output and the bundler's cache removed first), alternating stock
// and ours, medians and their ratio; and where the time goes: Docusaurus's own performance log
// (DOCUSAURUS_PERF_LOGGER) for each phase and each plugin's hooks, and our post-build steps from
// their own log lines ("[search] … in 583 ms"). Ours is built twice a round: truly cold, where
// the build runs the writers' check (src/plugins/writer-check) beside bundling, and after
// `npm run check` (its answer kept, as in npm test and a writer's loop), where it reads it.
//
// Usage: node bench/build-time.mjs [--runs N]   (default 3)
// Writes bench/results/build-time.json.
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {stripVTControlCharacters} from 'node:util';
import {cacheDir, ensureStock, root, stockDir} from './stock.mjs';

const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg >= 0 ? Number(process.argv[runsArg + 1]) : 3;
const OURS_OUT = path.join(cacheDir, 'build-time-ours');

/** The phases of Docusaurus's performance log, by the label it prints (the first that matches names the row). */
const PHASES = [
  ['config', /^Get locales to build$/],
  ['context (VCS: last-update times)', /^Build > \w+ > Load site > Load context$/],
  ['plugins: init', /^Build > \w+ > Load site > Load plugins > Init plugins$/],
  ['plugins: load content', /^Build > \w+ > Load site > Load plugins > Load plugins content$/],
  ['plugins: allContentLoaded', /^Build > \w+ > Load site > Load plugins > allContentLoaded\(\)$/],
  ['bundling', /^Build > \w+ > Bundling with \w+$/],
  ['static generation (SSG)', /^Build > \w+ > SSG$/],
  ['postBuild (all plugins)', /^Build > \w+ > postBuild\(\)$/],
  ['broken links (Docusaurus)', /^Build > \w+ > Broken links checker$/],
];

const toMs = (value, unit) => Number(value) * (unit.startsWith('second') ? 1000 : 1);

/**
 * CPU seconds (user + system) of the children this process has waited for, from /proc (Linux;
 * undefined elsewhere): less sensitive than wall-clock time to what else the machine runs.
 */
function childrenCpuSeconds() {
  try {
    const stat = fs.readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // cutime and cstime, fields 16 and 17 of proc(5), in clock ticks (100 a second on Linux)
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return undefined;
  }
}

function coldBuild(dir, outDir, env = {}, {afterCheck = false} = {}) {
  for (const p of ['.docusaurus', 'node_modules/.cache', outDir]) fs.rmSync(path.resolve(dir, p), {recursive: true, force: true});
  if (afterCheck && spawnSync(process.execPath, ['src/writers/cli.mjs'], {cwd: dir}).status !== 0) throw new Error('npm run check found problems');
  const cpuBefore = childrenCpuSeconds();
  const started = process.hrtime.bigint();
  const r = spawnSync('npx', ['docusaurus', 'build', '--out-dir', outDir], {cwd: dir, encoding: 'utf8', env: {...process.env, DOCUSAURUS_PERF_LOGGER: 'true', ...env}});
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const cpuSeconds = cpuBefore === undefined ? undefined : childrenCpuSeconds() - cpuBefore;
  if (r.status !== 0) throw new Error(`build in ${dir} failed:\n${r.stderr}`);
  const log = stripVTControlCharacters(`${r.stdout}${r.stderr}`);
  const phases = {};
  const plugins = {};
  for (const [, label, value, unit] of log.matchAll(/^\[PERF\] (.+?) - ([\d.]+) (ms|seconds?)!?/gm)) {
    const row = PHASES.find(([, re]) => re.test(label));
    if (row) phases[row[0]] = toMs(value, unit);
    // our plugins' own hooks: "Load <plugin>@default > loadContent()", "allContentLoaded() - <plugin>@default"
    const [, plugin, hook] = /Load ([\w-]+)@\w+ > (\w+)\(\)$/.exec(label) ?? /> allContentLoaded\(\) - ([\w-]+)@\w+$/.exec(label)?.concat('allContentLoaded') ?? [];
    if (plugin && /^(companylens-|changelog-feed)/.test(plugin)) plugins[`${plugin.replace('companylens-', '')}: ${hook}`] = toMs(value, unit);
  }
  for (const [, name, ms] of log.matchAll(/^\[([\w-]+)\] .* in (\d+) ms$/gm)) plugins[`${name}: postBuild`] = Number(ms);
  return {seconds, cpuSeconds, phases, plugins};
}

const median = (xs) => {
  const s = xs.filter((x) => x !== undefined).sort((a, b) => a - b);
  if (!s.length) return undefined;
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const medians = (runs, key) => Object.fromEntries([...new Set(runs.flatMap((r) => Object.keys(r[key])))].map((k) => [k, median(runs.map((r) => r[key][k]))]));

ensureStock({build: false});
console.log(`load before: ${os.loadavg()[0].toFixed(2)}`);
const stock = [];
const ours = [];
const oursAfterCheck = [];
const OURS_ENV = {DOCS_TEST_ROUTES: '0', ALGOLIA_APP_ID: '', ALGOLIA_SEARCH_API_KEY: '', ALGOLIA_INDEX_NAME: ''};
for (let i = 1; i <= RUNS; i++) {
  stock.push(coldBuild(stockDir, 'build'));
  ours.push(coldBuild(root, OURS_OUT, OURS_ENV));
  oursAfterCheck.push(coldBuild(root, OURS_OUT, OURS_ENV, {afterCheck: true}));
  const both = (r) => `${r.seconds.toFixed(2)} s${r.cpuSeconds === undefined ? '' : ` (${r.cpuSeconds.toFixed(1)} CPU-s)`}`;
  console.log(`run ${i}/${RUNS}: stock ${both(stock.at(-1))}, ours ${both(ours.at(-1))}, ours after npm run check ${both(oursAfterCheck.at(-1))}`);
}
const result = {
  date: new Date().toISOString(),
  runs: RUNS,
  loadAfter: +os.loadavg()[0].toFixed(2),
  stockSeconds: +median(stock.map((r) => r.seconds)).toFixed(2),
  oursSeconds: +median(ours.map((r) => r.seconds)).toFixed(2),
  oursAfterCheckSeconds: +median(oursAfterCheck.map((r) => r.seconds)).toFixed(2),
  cpuSeconds: Object.fromEntries(Object.entries({stock, ours, oursAfterCheck}).map(([k, runs]) => [k, median(runs.map((r) => r.cpuSeconds))?.toFixed(1)])),
  phases: {stock: medians(stock, 'phases'), ours: medians(ours, 'phases'), oursAfterCheck: medians(oursAfterCheck, 'phases')},
  plugins: medians(oursAfterCheck, 'plugins'),
};
result.ratio = +(result.oursSeconds / result.stockSeconds).toFixed(2);
result.ratioAfterCheck = +(result.oursAfterCheckSeconds / result.stockSeconds).toFixed(2);
const ms = (v) => (v === undefined ? '—' : `${Math.round(v)} ms`);
console.log(`\ncold build, median of ${RUNS}: stock ${result.stockSeconds} s; ours ${result.oursSeconds} s (${result.ratio}×), after npm run check ${result.oursAfterCheckSeconds} s (${result.ratioAfterCheck}×) (load after: ${result.loadAfter})`);
const cpu = result.cpuSeconds;
if (cpu.stock) console.log(`CPU seconds (user + system, median): stock ${cpu.stock}; ours ${cpu.ours}, after npm run check ${cpu.oursAfterCheck}`);
console.log('\n| phase (median) | stock | ours | ours after npm run check |\n|---|---|---|---|');
for (const [name] of PHASES) console.log(`| ${name} | ${ms(result.phases.stock[name])} | ${ms(result.phases.ours[name])} | ${ms(result.phases.oursAfterCheck[name])} |`);
console.log('\n| our plugin: hook (median, after npm run check) | time |\n|---|---|');
for (const [name, v] of Object.entries(result.plugins).sort((a, b) => b[1] - a[1])) console.log(`| ${name} | ${ms(v)} |`);
fs.mkdirSync(path.join(root, 'bench/results'), {recursive: true});
fs.writeFileSync(path.join(root, 'bench/results/build-time.json'), JSON.stringify(result, null, 2));
fs.rmSync(OURS_OUT, {recursive: true, force: true});
