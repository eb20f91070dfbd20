// The whole test suite: lint the Markdown and its spelling (seconds; a failure
// stops the run before any build), the writer checks (tests/unit/writer-checks.spec.ts,
// throwaway builds of the site with a mistake each), type-check while building the site (with the
// test-only crash routes), then run the unit and browser tests with Playwright in Chromium
// against the built site on 127.0.0.1. Ends with "N passed, N failed".
// Set SKIP_BUILD=1 to reuse existing builds (they must have the test routes).
// Extra arguments go to Playwright, e.g. `npm test -- tests/browser/search.spec.ts`.
import {spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import {findChromium, HOW_TO_GET_CHROMIUM} from './find-chromium.cjs';

function run(cmd, args, env = {}) {
  console.log(`\n$ ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, {stdio: 'inherit', env: {...process.env, ...env}});
  return r.status ?? 1;
}

const chromium = findChromium();
if (!chromium) {
  console.error(HOW_TO_GET_CHROMIUM);
  process.exit(1);
}
console.log(`Chromium: ${chromium}`);

if (run('npm', ['run', '--silent', 'lint']) !== 0) {
  console.error('Lint failed: fix what it names above (CONTRIBUTING.md says how).');
  process.exit(1);
}

// Pass/fail counts of the last Playwright run (test-results/results.json).
function results() {
  try {
    const stats = JSON.parse(fs.readFileSync('test-results/results.json', 'utf8')).stats;
    return {passed: stats.expected, failed: stats.unexpected + stats.flaky, skipped: stats.skipped};
  } catch {
    return {passed: 0, failed: 1, skipped: 0};
  }
}
const extraArgs = process.argv.slice(2);
// The writer checks build throwaway copies of the site: on their own, before the
// builds, so they never slow the browser tests (whose timing they would upset).
let writer = {passed: 0, failed: 0, skipped: 0};
if (!extraArgs.length) {
  const status = run('npx', ['playwright', 'test', '-c', 'tests/playwright.config.ts', '--project=writer'], {TEST_NO_SERVER: '1'});
  writer = results();
  if (status !== 0) writer.failed = Math.max(writer.failed, 1);
}

// The type check runs beside the builds (one core each, mostly); its output is
// shown when it ends, and a failure stops the run after the builds.
console.log('\n$ npx tsc   (beside the builds)');
const typecheck = new Promise((resolve) => {
  const tsc = spawn('npx', ['tsc'], {stdio: ['ignore', 'pipe', 'pipe']});
  let output = '';
  tsc.stdout.on('data', (d) => (output += d));
  tsc.stderr.on('data', (d) => (output += d));
  tsc.on('close', (code) => resolve({code: code ?? 1, output}));
});
// Two builds: the default one (local search index) and one configured for the
// hosted search service, whose hosts are the stand-in servers the tests start
// on 127.0.0.1 (the real service cannot be reached from here).
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
if (process.env.SKIP_BUILD !== '1') {
  if (run('npx', ['docusaurus', 'build'], LOCAL_ENV) !== 0) {
    console.error('Build failed.');
    process.exit(1);
  }
  if (run('npx', ['docusaurus', 'build', '--out-dir', 'build-algolia'], HOSTED_ENV) !== 0) {
    console.error('Build (hosted search configuration) failed.');
    process.exit(1);
  }
}
const {code: tscStatus, output: tscOutput} = await typecheck;
if (tscStatus !== 0) {
  process.stdout.write(tscOutput);
  console.error('Type check failed.');
  process.exit(1);
}
const projects = extraArgs.length ? [] : ['--project=unit', '--project=browser', '--project=nginx'];
const status = run('npx', ['playwright', 'test', '-c', 'tests/playwright.config.ts', ...projects, ...extraArgs], {CHROMIUM_PATH: chromium});
const main = results();
const passed = main.passed + writer.passed;
const failed = main.failed + writer.failed;
const skipped = main.skipped + writer.skipped;
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(status !== 0 || failed > 0 || passed === 0 ? 1 : 0);
