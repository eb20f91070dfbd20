// Lighthouse's best-practices category for the site as nginx serves it with
// the production configuration (deploy/serve.mjs): console errors and browser
// issues (CSP violations among them), deprecated APIs, clickjacking
// protection, origin isolation. Part of `npm run bench:lighthouse`; needs a
// build in build/ and Debian's nginx. Exits 1 below 100 or on a finding.
//
// Usage: node bench/best-practices.mjs [-- --dir build]
import {spawn} from 'node:child_process';
import path from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import {findChromium, HOW_TO_GET_CHROMIUM, CHROMIUM_ARGS} from '../tests/tools/find-chromium.cjs';

const root = path.resolve(import.meta.dirname, '..');
const PORT = 5890;
const dirArg = process.argv.indexOf('--dir');
const dir = dirArg >= 0 ? process.argv[dirArg + 1] : 'build';
// The home page, a page with Mermaid diagrams and reference tables, and the SIC code table.
const PAGES = ['/', '/concepts/data-model', '/reference/sic-codes'];

const executablePath = findChromium();
if (!executablePath) {
  console.error(HOW_TO_GET_CHROMIUM);
  process.exit(1);
}

const nginx = spawn(process.execPath, [path.join(root, 'deploy/serve.mjs'), '--dir', dir], {
  cwd: root,
  env: {...process.env, PORT: String(PORT), HOST: '127.0.0.1'},
  stdio: ['ignore', 'ignore', 'inherit'],
});
const base = `http://127.0.0.1:${PORT}`;
let up = false;
for (let i = 0; i < 100 && !up && nginx.exitCode === null; i++) {
  up = await fetch(base).then((r) => r.ok, () => false);
  if (!up) await new Promise((r) => setTimeout(r, 100));
}
if (!up) {
  nginx.kill();
  console.error(`nginx did not answer on ${base} (is there a build in ${dir}/?)`);
  process.exit(1);
}

const chrome = await chromeLauncher.launch({chromePath: executablePath, chromeFlags: CHROMIUM_ARGS});
const failures = [];
try {
  for (const url of PAGES.map((p) => base + p)) {
    const {lhr} = await lighthouse(
      url,
      {port: chrome.port, logLevel: 'error', output: 'json'},
      {
        extends: 'lighthouse:default',
        settings: {
          onlyCategories: ['best-practices'],
          formFactor: 'desktop',
          screenEmulation: {mobile: false, width: 1350, height: 940, deviceScaleFactor: 1, disabled: false},
          throttlingMethod: 'provided',
        },
      },
    );
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    const score = Math.round(lhr.categories['best-practices'].score * 100);
    // the audits that count towards the score, for a readable report
    const failing = lhr.categories['best-practices'].auditRefs
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id].score ?? 1) < 1)
      .map((ref) => `${ref.id}: ${lhr.audits[ref.id].title}`);
    // unweighted audits these headers answer: framing (frame-ancestors), origin isolation (COOP), CSP
    const findings = (id) => lhr.audits[id].details?.items ?? [];
    if (findings('clickjacking-mitigation').length) failing.push('clickjacking-mitigation has findings');
    if (findings('origin-isolation').length) failing.push('origin-isolation has findings');
    if (findings('csp-xss').some((f) => f.severity === 'High')) failing.push('csp-xss has a high-severity finding');
    console.log(`best practices ${url.slice(base.length)}: ${score}${failing.length ? `  ← ${failing.join('; ')}` : ''}`);
    if (score < 100 || failing.length) failures.push(url);
  }
} finally {
  await chrome.kill();
  nginx.kill('SIGTERM');
}
process.exit(failures.length ? 1 : 0);
