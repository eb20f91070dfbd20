/**
 * The MCP project's conformance suite (@modelcontextprotocol/conformance, on
 * Node 22 from tests/tools/node22) against /mcp through nginx, once for each
 * era: the server scenarios 2026-07-28 requires, and those 2025-11-25
 * requires, run with initialize as older clients do. What does not apply to a
 * documentation server is in ./conformance/<revision>.yaml with why; the suite
 * fails the run on any other failure, and on one of those that passes.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {NGINX, ROOT} from './support';

const TOOLS = path.join(ROOT, 'tests/tools/node22/node_modules');
const NODE22 = path.join(TOOLS, '.bin/node');
const SUITE = path.join(TOOLS, '@modelcontextprotocol/conformance/dist/index.js');

/** The scenarios that apply, by revision: each must run and pass at least one check (the rest of its checks pass or are in the baseline). */
const APPLIES: Record<string, string[]> = {
  '2026-07-28': [
    'server-stateless',
    'tools-list',
    'resources-list',
    'sep-2164-resource-not-found',
    'caching',
    'dns-rebinding-protection',
    'server-sse-multiple-streams',
    'http-header-validation',
    'input-required-result-unsupported-methods',
    'input-required-result-validate-input',
  ],
  '2025-11-25': ['server-initialize', 'ping', 'tools-list', 'resources-list', 'dns-rebinding-protection'],
};

for (const [revision, applies] of Object.entries(APPLIES)) {
  test(`the conformance suite's ${revision} server scenarios: all that apply pass, and only the baseline's fail`, () => {
    test.setTimeout(120_000);
    expect(fs.existsSync(SUITE) && fs.existsSync(NODE22), 'tests/tools/node22 is not installed: `npm test` installs it, or run `npm install --prefix tests/tools/node22`').toBe(true);
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'conformance-'));
    try {
      const baseline = path.join(__dirname, 'conformance', `${revision}.yaml`);
      const run = spawnSync(NODE22, [SUITE, 'server', '--url', `${NGINX}/mcp`, '--requirements', revision, '--expected-failures', baseline, '-o', out], {
        cwd: out,
        env: {...process.env, HOME: out, NO_COLOR: '1'},
        encoding: 'utf8',
        timeout: 100_000,
      });
      expect(run.status, `${run.stdout.slice(-4000)}${run.stderr}`).toBe(0);
      expect(run.stdout).toContain('Baseline check passed');
      // Which scenarios ran, and their checks' outcomes (results folders are server-<scenario>-<time>).
      const ran = new Map(
        fs.readdirSync(out).map((dir) => [dir.replace(/^server-/, '').replace(/-\d{4}-\d\d-\d\dT[\d-]+Z$/, ''), JSON.parse(fs.readFileSync(path.join(out, dir, 'checks.json'), 'utf8')) as {status: string}[]]),
      );
      for (const scenario of applies) {
        expect(ran.get(scenario)?.some((c) => c.status === 'SUCCESS'), scenario).toBe(true);
      }
    } finally {
      fs.rmSync(out, {recursive: true, force: true});
    }
  });
}
