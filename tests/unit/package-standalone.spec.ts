/**
 * mcp-surface-gate stands alone: packed (its prepack compiles it), installed from the tarball in an
 * empty folder, and run by its bin on two published servers of tests/corpus (and check on this site's test server), with none of the site
 * installed beside it (packages/mcp-surface-gate/README.md). npm takes the dependencies from its
 * cache when it has them (--prefer-offline), so a second run needs no network.
 */
import {test, expect} from '@playwright/test';
import {spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {corpusBin, ensureCorpusOrFail} from '../support/reference-corpus';
import {FIXTURE_ABSOLUTE} from '../support/fixture-server';

const root = path.resolve(__dirname, '../..');
const PACKAGE = path.join(root, 'packages/mcp-surface-gate');
/** At most this many packages installed with it (the issue asks under 60; 150 is the ceiling). */
const MAX_PACKAGES = 60;

let dir = '';
test.beforeAll(() => {
  ensureCorpusOrFail();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'surface-gate-'));
});
test.afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));

const run = (command: string, args: string[], cwd = dir) => spawnSync(command, args, {cwd, encoding: 'utf8', timeout: 120_000, env: {...process.env, npm_config_update_notifier: 'false'}});

test('packed, installed in an empty folder and run by its bin: lint, snapshot, diff and check', async () => {
  test.setTimeout(180_000);
  const pack = run('npm', ['pack', '--silent', '--pack-destination', dir], PACKAGE);
  expect(pack.status, pack.stderr).toBe(0);
  const tarball = path.join(dir, pack.stdout.trim().split('\n').pop()!);
  const app = path.join(dir, 'app');
  fs.mkdirSync(app);
  fs.writeFileSync(path.join(app, 'package.json'), '{"private": true}\n');
  const install = run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', tarball], app);
  expect(install.status, install.stderr).toBe(0);

  // what came with it: few packages, none of the site's, and no TypeScript loader
  const lock = JSON.parse(fs.readFileSync(path.join(app, 'node_modules/.package-lock.json'), 'utf8')) as {packages: Record<string, unknown>};
  const installed = Object.keys(lock.packages).map((p) => p.replace(/^.*node_modules\//, ''));
  expect(installed.length).toBeLessThanOrEqual(MAX_PACKAGES);
  expect(installed.filter((name) => /^(@docusaurus\/|react$|react-dom$|jiti$|typescript$|tsx$|ts-node$)/.test(name))).toEqual([]);
  const bin = JSON.parse(fs.readFileSync(path.join(app, 'node_modules/mcp-surface-gate/package.json'), 'utf8')).bin['mcp-surface-gate'];
  expect(bin).toMatch(/\.js$/);

  // the bin as npx finds it, then (faster, side by side) as the link npm made for it
  const usage = run('npx', ['--no-install', 'mcp-surface-gate', 'check'], app);
  expect(usage.stderr.trim()).toMatch(/^mcp-surface-gate: give exactly one of --stdio and --url \(usage: mcp-surface-gate check\|sync \(--stdio /);
  const gate = (...args: string[]) => new Promise<{status: number | null; stdout: string; stderr: string}>((resolve) => {
    const child = spawn(path.join(app, 'node_modules/.bin/mcp-surface-gate'), args, {cwd: app});
    let [stdout, stderr] = ['', ''];
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (status) => resolve({status, stdout, stderr}));
  });
  const [older, newer] = ['memory-2025-4-25', 'memory-2026-8-31'].map((alias) => corpusBin(alias).replace(/^node /, `node ${root}/`));
  // check: the test server built from this site's data matches it; a narrowed release does not
  const fixture = FIXTURE_ABSOLUTE;
  const [lint, snapOld, snapNew, check, narrowed] = await Promise.all([
    gate('lint', '--stdio', older, '--json'),
    gate('snapshot', '--stdio', older, '--out', 'old.json'),
    gate('snapshot', '--stdio', newer, '--out', 'new.json'),
    gate('check', '--stdio', fixture, '--data', path.join(root, 'src/data')),
    gate('check', '--stdio', `${fixture} --variant maxlength-narrowed`, '--data', path.join(root, 'src/data')),
  ]);
  expect(lint.status, lint.stderr).toBe(1);
  const linted = JSON.parse(lint.stdout);
  expect(linted.server).toEqual({name: 'memory-server', version: '0.6.3'});
  expect(linted.passed).toBe(false);
  expect(linted.findings).toContainEqual(expect.objectContaining({id: 'annotations-missing', subject: 'tool create_entities'}));
  expect([snapOld.status, snapNew.status], snapOld.stderr + snapNew.stderr).toEqual([0, 0]);
  expect([check.status, check.stdout.split('\n')[0]]).toEqual([0, expect.stringMatching(/^mcp-surface-gate check: stdio ".*" \(companylens-mcp .*\) matches .*src\/data\/: /)]);
  expect(narrowed.status).toBe(1);
  // the bin names itself, and the command it suggests is its own
  expect(narrowed.stdout).toContain(`  1. mcp-surface-gate sync --stdio "${fixture} --variant maxlength-narrowed"`);
  const text = await gate('lint', 'old.json');
  expect(text.stdout.split('\n')[0]).toMatch(/^mcp-surface-gate lint: old\.json \(memory-server 0\.6\.3, protocol 2024-11-05\): 9 tools, /);

  const diff = await gate('diff', 'old.json', 'new.json', '--json');
  expect(diff.status, diff.stderr).toBe(1);
  const {changes} = JSON.parse(diff.stdout);
  // the newer release says the tool does not destroy (left out, the hint reads true): a promise more
  expect(changes).toContainEqual(expect.objectContaining({class: 'additive', subject: 'tool create_entities', path: 'annotations.destructiveHint', before: true, after: false}));
  expect(changes.filter((c: {class: string}) => c.class === 'breaking')).toEqual([]);
});
