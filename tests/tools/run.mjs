// The whole test suite, in three phases:
// 1. the writers' check, `npm run check` (seconds; a failure stops the run with its list, so a
//    writer's mistake is reported in the first minute), with what reads no page started beside
//    it and going on into phase 2: the type check, the house's rules (dependency-cruiser: which
//    room may import which, no circles; knip: nothing nobody calls; ESLint: the code's own rules,
//    tests/tools/eslint.config.mjs), the install of the published
//    MCP servers the reference tests read (tests/corpus/, when missing) and of the tools that
//    need Node.js 22 (tests/tools/node22/);
// 2. the two builds of the site (with the test-only crash routes), beside those and the writer
//    project (tests/unit/writer-checks.spec.ts and the development-server test, which build or
//    run throwaway copies of the site, reusing the check's answers);
// 3. the unit, browser and nginx tests with Playwright in Chromium against the builds on
//    127.0.0.1, as soon as the builds have ended, and beside them the few that mostly wait (the
//    `waiting` project), with Playwright on tests/tools/node22's Node 22 (PLAYWRIGHT_ON_22). The
//    writer project goes on beside them: alone, its copies' builds and checks kept about a third
//    of the two cores idle for the last minute of phase 2. What started
//    beside the check is waited for, and its failures named, at the end.
// Prints what each phase took and ends with "N passed, N failed".
// Set SKIP_BUILD=1 to reuse existing builds (they must have the test routes).
// Extra arguments go to Playwright, e.g. `npm test -- tests/browser/search.spec.ts` (then the
// writer project is left out).
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {findChromium, HOW_TO_GET_CHROMIUM} from './find-chromium.cjs';
import {NODE22} from './node22.cjs';

const started = performance.now();
/** A package's command from node_modules/.bin, run as it is: npx would cost about 0.4 CPU-s a start to find it. */
const BIN = (name) => `node_modules/.bin/${name}`;
const seconds = (since) => Math.round((performance.now() - since) / 1000);
const timings = [];

/**
 * Phase 3's Playwright lanes run on tests/tools/node22's Node 22, whose compile cache their
 * processes (the runner and each worker it starts) share: the in-process tests cost about a third
 * less CPU than on Node 20. What the tests start as a command (`node`, npm, the servers) is the
 * PATH's Node 20, which the packages' `engines` promise; `tsc` checks the code against Node 20's
 * types.
 */
const PLAYWRIGHT_ON_22 = [NODE22, 'node_modules/@playwright/test/cli.js'];
const COMPILE_CACHE = {NODE_COMPILE_CACHE: path.join(os.tmpdir(), 'companylens-node22-cache')};

/** Runs a command with its output on the terminal as it comes; resolves to its exit status. */
function run(cmd, args, env = {}) {
  console.log(`\n$ ${cmd} ${args.join(' ')}`);
  return new Promise((resolve) => {
    spawn(cmd, args, {stdio: 'inherit', env: {...process.env, ...env}}).on('close', (code) => resolve(code ?? 1));
  });
}

const besides = new Set();
/**
 * Runs a command beside others, keeping its output until it ends, then prints it whole
 * (so outputs do not interleave); resolves to its exit status.
 */
function runBeside(label, cmd, args, env = {}) {
  console.log(`\n$ ${cmd} ${args.join(' ')}   (${label}, beside the others; output when it ends)`);
  const since = performance.now();
  return new Promise((resolve) => {
    // in a process group of its own, so that stopping the run stops its children too
    const child = spawn(cmd, args, {stdio: ['ignore', 'pipe', 'pipe'], env: {...process.env, ...env}, detached: true});
    besides.add(child);
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => {
      besides.delete(child);
      timings.push(`${label} ${seconds(since)} s`);
      const head = `\n── ${label}: exit ${code ?? 1} after ${seconds(since)} s`;
      console.log(output.trim() ? `${head} ──\n${output.trimEnd()}\n── end of ${label} ──` : head);
      resolve(code ?? 1);
    });
  });
}

/** Stops what runs beside (each with its children): on a stopped run, and on Ctrl+C. */
function stopBesides() {
  for (const child of besides) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}
process.on('exit', stopBesides);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => process.exit(130));

const chromium = findChromium();
if (!chromium) {
  console.error(HOW_TO_GET_CHROMIUM);
  process.exit(1);
}
console.log(`Chromium: ${chromium}`);

// What reads no page starts at once, beside the writers' check (which uses one core).
const typecheck = runBeside('type check', 'npm', ['run', '--silent', 'typecheck']);
const deps = runBeside('import rules (dependency-cruiser)', 'npm', ['run', '--silent', 'deps']);
const unused = runBeside('nothing unused (knip)', 'npm', ['run', '--silent', 'knip']);
const lint = runBeside('lint (ESLint)', 'npm', ['run', '--silent', 'lint']);
const corpus = runBeside('reference corpus', 'node', ['tests/tools/corpus.cjs']);
const node22 = runBeside('Node 22 tools', 'npm', ['install', '--prefix', 'tests/tools/node22', '--no-audit', '--no-fund', '--loglevel=error']);

// Pass/fail counts of the last Playwright run of a lane (test-results/results[-lane].json).
function results(lane) {
  try {
    const stats = JSON.parse(fs.readFileSync(`test-results/results${lane ? `-${lane}` : ''}.json`, 'utf8')).stats;
    return {passed: stats.expected, failed: stats.unexpected + stats.flaky, skipped: stats.skipped};
  } catch {
    return {passed: 0, failed: 1, skipped: 0};
  }
}
const extraArgs = process.argv.slice(2);

/**
 * A Playwright project run beside the others, as a lane of its own (its own results file and
 * artifacts: playwright.config.ts); resolves to its pass/fail counts.
 */
function lane(label, project, workers = 2, onNode22 = false) {
  const [command, ...first] = onNode22 ? PLAYWRIGHT_ON_22 : [BIN('playwright')];
  const env = {TEST_NO_SERVER: '1', TEST_LANE: project, ...(onNode22 ? COMPILE_CACHE : {})};
  return runBeside(label, command, [...first, 'test', '-c', 'tests/playwright.config.ts', `--project=${project}`, `--workers=${workers}`], env).then((status) => {
    const counts = results(project);
    if (status !== 0) counts.failed = Math.max(counts.failed, 1);
    return counts;
  });
}
const NONE = {passed: 0, failed: 0, skipped: 0};

let since = performance.now();
if ((await run('npm', ['run', '--silent', 'check'])) !== 0) {
  console.error("The writers' check failed: fix each problem where it says (CONTRIBUTING.md, \"The checks\").");
  process.exit(1);
}
timings.push(`check ${seconds(since)} s`);

// The writer project starts once the check has kept its answers, which its copies of the site
// reuse (tests/support/site-copy.ts): each copy's check then works out only what its test changed.
// One worker: its tests (about 200 s in all) still end minutes before phase 3, and the builds of
// phase 2 share the two cores with one copy's build or check rather than two.
const writerDone = extraArgs.length ? Promise.resolve(NONE) : lane('writer project', 'writer', 1);

// Phase 2: the builds, while what started beside the check goes on.
since = performance.now();

// Two builds: the default one (local search index) and one configured for the
// hosted search service, whose hosts are the stand-in servers the tests start
// on 127.0.0.1 (the real service cannot be reached from here). The second is not
// minified: its tests read its search, CSP and headers, never its sizes (the first
// build's budgets do), and minifying it cost about 4 CPU-s and 2.5 s that every
// later test waits for.
const LOCAL_ENV = {DOCS_TEST_ROUTES: '1', ALGOLIA_APP_ID: '', ALGOLIA_SEARCH_API_KEY: '', ALGOLIA_INDEX_NAME: ''};
// Ports follow TEST_PORT (see FAKE_HOST_PORTS in playwright.config.ts), so two
// checkouts can run their suites side by side.
const PORT = Number(process.env.TEST_PORT ?? 4173);
const HOSTED_ENV = {
  DOCS_TEST_ROUTES: '1',
  ALGOLIA_APP_ID: 'TESTAPPID',
  ALGOLIA_SEARCH_API_KEY: 'test-search-only-key',
  ALGOLIA_INDEX_NAME: 'companylens-test',
  ALGOLIA_HOSTS: `http://127.0.0.1:${PORT + 18},http://127.0.0.1:${PORT + 19}`,
  // the stand-in index holds a page of another site (tests/support/fake-algolia.ts)
  SEARCH_EXTERNAL_URL_REGEX: '^https://status\\.example\\.com/',
};
let buildFailed = '';
if (process.env.SKIP_BUILD !== '1') {
  const buildsSince = performance.now();
  if ((await run(BIN('docusaurus'), ['build'], LOCAL_ENV)) !== 0) buildFailed = 'Build failed.';
  else if ((await run(BIN('docusaurus'), ['build', '--no-minify', '--out-dir', 'build-algolia'], HOSTED_ENV)) !== 0) {
    buildFailed = 'Build (hosted search configuration) failed.';
  }
  timings.push(`builds ${seconds(buildsSince)} s`);
}
// Phase 3 needs the builds and the two installs; the type check, the house's rules and the
// writer project may still run: their answers are read at the end.
const [corpusStatus, node22Status] = await Promise.all([corpus, node22]);
timings.push(`phase 2 ${seconds(since)} s`);
if (buildFailed) {
  console.error(buildFailed);
  process.exit(1);
}
if (corpusStatus !== 0) {
  console.error('Installing tests/corpus failed (see above).');
  process.exit(1);
}
if (node22Status !== 0) {
  console.error('Installing tests/tools/node22 failed (see above).');
  process.exit(1);
}

since = performance.now();
// The tests that mostly wait (on servers that never answer or will not stop) run beside: in the
// main run each would hold a worker, and so a core, idle for seconds (about 40 test-seconds in all).
const waitingDone = extraArgs.length ? Promise.resolve(NONE) : lane('waiting tests', 'waiting', 2, true);
const projects = extraArgs.length ? [] : ['--project=src', '--project=unit', '--project=browser', '--project=nginx'];
// Two workers, one a core: three filled the few seconds the cores idled, but made each test
// half as slow again under load, and the phase no shorter (411 and 426 s against 413 and 426 s).
const [pw, ...pwFirst] = PLAYWRIGHT_ON_22;
const status = await run(pw, [...pwFirst, 'test', '-c', 'tests/playwright.config.ts', ...projects, ...extraArgs], {CHROMIUM_PATH: chromium, ...COMPILE_CACHE});
const waiting = await waitingDone;
timings.push(`unit, browser and nginx tests ${seconds(since)} s`);
const main = results();
const [tscStatus, depsStatus, unusedStatus, lintStatus, writer] = await Promise.all([typecheck, deps, unused, lint, writerDone]);
const houseRules = [
  tscStatus && 'Type check failed.',
  depsStatus && 'An import breaks the rules of .dependency-cruiser.json (above).',
  unusedStatus && 'knip found code or dependencies nothing uses (above).',
  lintStatus && 'ESLint found problems in the code (above; `npm run lint` runs it alone).',
].filter(Boolean);
if (houseRules.length) console.error(houseRules.join(' '));
const counts = [main, writer, waiting];
const sum = (key) => counts.reduce((n, c) => n + c[key], 0);
const [passed, failed, skipped] = [sum('passed'), sum('failed'), sum('skipped')];
const total = seconds(started);
console.log(`\ntook ${Math.floor(total / 60)} min ${total % 60} s (${timings.join('; ')})`);
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(status !== 0 || failed > 0 || passed === 0 || houseRules.length ? 1 : 0);
