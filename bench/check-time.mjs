// The writers' check (npm run check, src/writers) timed: the whole of docs/ and the sources
// beside it with nothing kept (its answer cache removed first), the same again with the answer
// kept, the whole again after one page was edited (the answers kept per file spare the rest),
// and one page with nothing kept; medians of N runs (default 3). The cold figure is what a check
// costs when nothing was checked before; the after-an-edit figure what a writer waits for when
// they check everything again.
// Usage: node bench/check-time.mjs [--runs N]. Writes bench/results/check-time.json.
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {root} from './stock.mjs';

const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg >= 0 ? Number(process.argv[runsArg + 1]) : 3;
const CACHE = path.join(root, 'node_modules/.cache/companylens-check');

function time(args, {keep}) {
  if (!keep) fs.rmSync(CACHE, {recursive: true, force: true});
  const started = process.hrtime.bigint();
  const r = spawnSync(process.execPath, ['src/writers/cli.mjs', ...args], {cwd: root, encoding: 'utf8'});
  if (r.status === 2) throw new Error(r.stderr);
  return Number(process.hrtime.bigint() - started) / 1e9;
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const EDITED = path.join(root, 'docs/concepts/data-model.mdx');
const runs = {whole: [], kept: [], afterEdit: [], onePage: []};
console.log(`load before: ${os.loadavg()[0].toFixed(2)}`);
for (let i = 0; i < RUNS; i++) {
  runs.whole.push(time([], {keep: false}));
  runs.kept.push(time([], {keep: true}));
  // the page most others link to, edited as a writer would: a sentence added (a new one each run)
  const text = fs.readFileSync(EDITED, 'utf8');
  try {
    fs.writeFileSync(EDITED, `${text}\nA sentence added for run ${i + 1} of ${Date.now()}.\n`);
    runs.afterEdit.push(time([], {keep: true}));
  } finally {
    fs.writeFileSync(EDITED, text);
  }
  runs.onePage.push(time(['docs/concepts/data-model.mdx'], {keep: false}));
}
const result = {date: new Date().toISOString(), runs: RUNS, loadAfter: +os.loadavg()[0].toFixed(2), ...Object.fromEntries(Object.entries(runs).map(([k, v]) => [`${k}Seconds`, +median(v).toFixed(2)]))};
console.log(`npm run check, median of ${RUNS}: whole ${result.wholeSeconds} s, again with the answer kept ${result.keptSeconds} s, whole after one page edited ${result.afterEditSeconds} s, one page ${result.onePageSeconds} s (load after: ${result.loadAfter})`);
fs.mkdirSync(path.join(root, 'bench/results'), {recursive: true});
fs.writeFileSync(path.join(root, 'bench/results/check-time.json'), JSON.stringify(result, null, 2));
