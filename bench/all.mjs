// `npm run bench`: every benchmark in turn, then one Markdown table of their figures side by side
// with the stock Docusaurus 3.10.2 classic template, for a note to paste:
//   build-time.mjs (cold builds, and where their time goes), check-time.mjs (the writers' check),
//   run.mjs (production build/ and first-visit JavaScript per
//   route), search.mjs (index, first results, keystrokes), lighthouse.mjs (on that build/),
//   mcp-load.mjs --open (docs MCP server, open loop) and feedback-load.mjs (feedback posts
//   through nginx on SQLite and PostgreSQL).
// A benchmark that fails (exit status ≠ 0, e.g. over a budget) still gives its row, marked.
//
// Usage: npm run bench [-- --quick]   (--quick: 1 build each, 1 search round, Lighthouse on three
// routes once; for a look on a busy machine, not for a closing note)
// Writes bench/results/table.md (and each benchmark's JSON beside it). Timings depend on the
// machine: the table gives the load average before and after.
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const results = path.join(root, 'bench/results');
const quick = process.argv.includes('--quick');
const load = () => os.loadavg().map((l) => l.toFixed(2)).join(', ');
const loadBefore = load();
const started = new Date();

const status = {};
function bench(name, cmd, args) {
  console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
  status[name] = spawnSync(cmd, args, {cwd: root, stdio: 'inherit'}).status ?? 1;
}
bench('build', 'node', ['bench/build-time.mjs', '--runs', quick ? '1' : '3']);
bench('check', 'node', ['bench/check-time.mjs', '--runs', quick ? '1' : '3']);
bench('first visit', 'node', ['bench/run.mjs']);
bench('search', 'node', ['bench/search.mjs', '--rounds', quick ? '1' : '3']);
bench('lighthouse', 'node', ['bench/lighthouse.mjs', '--dir', 'build', ...(quick ? ['--quick', '--runs', '1'] : ['--runs', '5'])]);
bench('docs MCP', 'node', ['bench/mcp-load.mjs', '--open']);
bench('feedback', 'node', ['bench/feedback-load.mjs']);

/** A benchmark's JSON, if it wrote one in this run. */
function read(file) {
  const p = path.join(results, file);
  return fs.existsSync(p) && fs.statSync(p).mtime >= started ? JSON.parse(fs.readFileSync(p, 'utf8')) : undefined;
}
const mark = (name) => (status[name] ? ` (exit ${status[name]}: see its output)` : '');
const NA = '—';
const rows = [];
const row = (what, stock, ours) => rows.push(`| ${what} | ${stock} | ${ours} |`);

const lh = read('lighthouse.json');
if (lh) {
  for (const r of lh.routes) {
    row(`Lighthouse mobile ${r.route}: score, TBT (median of ${lh.runs})${mark('lighthouse')}`, `${lh.stock.median.score}, ${lh.stock.median.tbt} ms`, `${r.score}, ${r.tbt} ms`);
  }
} else row(`Lighthouse mobile${mark('lighthouse')}`, NA, 'no result');

const build = read('build-time.json');
if (build) {
  const steps = Object.entries(build.plugins)
    .filter(([k]) => k.endsWith('postBuild'))
    .map(([k, v]) => `${k.replace(': postBuild', '')} ${Math.round(v)} ms`)
    .join(', ');
  row(`Cold build, median of ${build.runs}${mark('build')}`, `${build.stockSeconds} s`, `${build.oursSeconds} s (${build.ratio}×), after npm run check ${build.oursAfterCheckSeconds} s (${build.ratioAfterCheck}×); post-build steps: ${steps}`);
} else row(`Cold build${mark('build')}`, NA, 'no result');

const check = read('check-time.json');
if (check) row(`npm run check, median of ${check.runs}: whole docs / again with the answer kept / one page${mark('check')}`, `${NA} (none)`, `${check.wholeSeconds} / ${check.keptSeconds} / ${check.onePageSeconds} s`);
else row(`npm run check${mark('check')}`, NA, 'no result');

const fv = read('latest.json');
if (fv) {
  const largest = fv.routes.reduce((a, b) => (b.gzipKB > a.gzipKB ? b : a));
  row(`First-visit JavaScript before load, gzip (stock: its doc page; ours: largest route)${mark('first visit')}`, `${fv.templateKB} KB`, `${largest.gzipKB} KB (${largest.route})`);
} else row(`First-visit JavaScript${mark('first visit')}`, NA, 'no result');

const search = read('search.json');
if (search) {
  const ours = search.builds.at(-1);
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const p95 = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)];
  row(`Search index on first search, gzip${mark('search')}`, `${NA} (no search)`, `${(ours.indexGzip / 1024).toFixed(1)} KB`);
  row(`Search: Ctrl+K to first results, CPU 4× slower (median of ${search.rounds})`, NA, `${median(ours.first)} ms`);
  row('Search: keystroke to results, median / p95', NA, `${median(ours.keys).toFixed(1)} / ${p95(ours.keys).toFixed(1)} ms`);
} else row(`Search${mark('search')}`, NA, 'no result');

const mcp = read('mcp-load.json')?.openLoop;
if (mcp) {
  for (const t of mcp.byTarget) {
    row(
      `Docs MCP, open loop ${mcp.rate} calls/s for ${mcp.seconds} s, ${t.target}, ${t.era} clients: p50 / p95, errors, MCP CPU a call${mark('docs MCP')}`,
      `${NA} (none)`,
      `${t.p50} / ${t.p95} ms, ${t.errors} errors, ${t.mcpCpuMsPerCall} ms`,
    );
  }
} else row(`Docs MCP, open loop${mark('docs MCP')}`, NA, 'no result');

const feedback = read('feedback-load.json');
if (feedback) {
  for (const r of feedback.runs) {
    row(
      `Feedback posts, open loop ${feedback.rate}/s for ${feedback.seconds} s, ${r.engine}: p50 / p95, errors, rows stored = accepted${mark('feedback')}`,
      `${NA} (none)`,
      `${r.p50} / ${r.p95} ms, ${r.errors} errors, ${r.rowsMatch ? 'yes' : 'NO'}; service CPU ${r.serviceCpuMsPerPost} ms a post`,
    );
  }
} else row(`Feedback posts${mark('feedback')}`, NA, 'no result');

const table = [
  `Benchmarks, ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC${quick ? ', --quick' : ''}; load average (1, 5, 15 min) ${loadBefore} before, ${load()} after.`,
  '',
  '| measure | stock template | this site |',
  '| --- | --- | --- |',
  ...rows,
  '',
].join('\n');
fs.mkdirSync(results, {recursive: true});
fs.writeFileSync(path.join(results, 'table.md'), table);
console.log(`\n${table}\n(bench/results/table.md)`);
process.exit(Object.values(status).some(Boolean) ? 1 : 0);
