// Installs tests/corpus/, the published MCP servers the reference tests read, when
// any of them is missing or at another version than tests/corpus/package.json pins.
// It is its own npm project (own lock file), so the root `npm install` stays lean;
// `npm test` runs this beside the builds, and tests/unit/reference-corpus.spec.ts
// runs it too when started alone. Nothing downloads a browser: the corpus's
// .npmrc sets ignore-scripts, and the two browser downloads are also turned off
// by their own variables. Run as `node tests/tools/corpus.cjs`.
const {spawnSync} = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const CORPUS = path.resolve(__dirname, '../corpus');

/** The aliases whose installed version is not the pinned one (all of them when nothing is installed). */
function stale() {
  const {dependencies} = JSON.parse(fs.readFileSync(path.join(CORPUS, 'package.json'), 'utf8'));
  return Object.entries(dependencies).filter(([alias, spec]) => {
    const pinned = spec.slice(spec.lastIndexOf('@') + 1);
    try {
      return JSON.parse(fs.readFileSync(path.join(CORPUS, 'node_modules', alias, 'package.json'), 'utf8')).version !== pinned;
    } catch {
      return true;
    }
  }).map(([alias]) => alias);
}

/** Installs the corpus if it needs it; returns null when done, or the reason it failed. Two callers at once: one installs, the other waits. */
function ensureCorpus(log = console.log) {
  const missing = stale();
  if (!missing.length) return null;
  const lock = path.join(CORPUS, '.installing');
  try {
    fs.mkdirSync(lock);
  } catch {
    const end = Date.now() + 10 * 60_000;
    while (fs.existsSync(lock) && Date.now() < end) spawnSync('sleep', ['1']);
    return stale().length ? 'another install of tests/corpus did not finish' : null;
  }
  try {
    return install(missing, log);
  } finally {
    fs.rmSync(lock, {recursive: true, force: true});
  }
}

function install(missing, log) {
  log(`Installing the reference corpus in tests/corpus/ (${missing.length} server${missing.length > 1 ? 's' : ''} missing or at another version)`);
  const run = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: CORPUS,
    encoding: 'utf8',
    env: {...process.env, PUPPETEER_SKIP_DOWNLOAD: '1', PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1'},
  });
  if (run.status !== 0) return `npm install in tests/corpus failed (exit ${run.status}): ${(run.stderr || run.stdout).trim().split('\n').slice(-3).join(' ')}`;
  const still = stale();
  return still.length ? `npm install in tests/corpus left ${still.join(', ')} missing` : null;
}

module.exports = {CORPUS, ensureCorpus};

if (require.main === module) {
  const problem = ensureCorpus();
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}
