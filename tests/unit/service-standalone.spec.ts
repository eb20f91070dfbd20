/**
 * companylens-docs-service stands alone: packed with the two packages it shares with the site
 * (companylens-docs-contract, docs-search-engine), installed from the tarballs in an empty
 * folder, and run by its bins on this site's build, with none of the site installed beside it
 * (packages/companylens-docs-service/README.md). npm takes the dependencies from its cache when it
 * has them (--prefer-offline), so a second run needs no network. Needs `npm run build` first.
 */
import {test, expect} from '@playwright/test';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const PACKAGES = ['docs-search-engine', 'companylens-docs-contract', 'companylens-docs-service'];
/** At most this many packages installed with it: 34 on 7 December 2026. */
const MAX_PACKAGES = 45;

let dir = '';
test.beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-service-'));
});
test.afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));

const run = (command: string, args: string[], cwd: string, options: {input?: string; env?: Record<string, string>} = {}) =>
  spawnSync(command, args, {cwd, encoding: 'utf8', timeout: 120_000, input: options.input, env: {...process.env, npm_config_update_notifier: 'false', ...options.env}});

test('packed, installed in an empty folder and run by its bins: the docs MCP server over stdio on this build, and the feedback command', () => {
  test.setTimeout(180_000);
  const tarballs = PACKAGES.map((name) => {
    const pack = run('npm', ['pack', '--silent', '--pack-destination', dir], path.join(root, 'packages', name));
    expect(pack.status, pack.stderr).toBe(0);
    return path.join(dir, pack.stdout.trim().split('\n').pop()!);
  });
  const app = path.join(dir, 'app');
  fs.mkdirSync(app);
  fs.writeFileSync(path.join(app, 'package.json'), '{"private": true}\n');
  const install = run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', ...tarballs], app);
  expect(install.status, install.stderr).toBe(0);

  // what came with it: few packages, none of the site's
  const lock = JSON.parse(fs.readFileSync(path.join(app, 'node_modules/.package-lock.json'), 'utf8')) as {packages: Record<string, unknown>};
  const installed = Object.keys(lock.packages).map((p) => p.replace(/^.*node_modules\//, ''));
  expect(installed).toEqual(expect.arrayContaining([...PACKAGES, 'pg', 'libsql', 'libphonenumber-js']));
  expect(installed.length).toBeLessThanOrEqual(MAX_PACKAGES);
  expect(installed.filter((name) => /^(@docusaurus\/|react$|react-dom$|webpack$|@rspack\/)/.test(name))).toEqual([]);

  // the docs MCP server over stdio, serving this site's build: it answers initialize and a search
  const messages = [
    {jsonrpc: '2.0', id: 1, method: 'initialize', params: {protocolVersion: '2025-11-25', capabilities: {}, clientInfo: {name: 'test', version: '1'}}},
    {jsonrpc: '2.0', method: 'notifications/initialized'},
    {jsonrpc: '2.0', id: 2, method: 'tools/call', params: {name: 'search_docs', arguments: {query: 'rate limit'}}},
  ];
  const served = run(path.join(app, 'node_modules/.bin/companylens-docs-mcp'), ['--dir', path.join(root, 'build')], app, {input: messages.map((m) => JSON.stringify(m)).join('\n') + '\n'});
  const answers = served.stdout.trim().split('\n').map((line) => JSON.parse(line) as {id: number; result: {serverInfo?: {name: string}; structuredContent?: {hits: {url: string}[]}}});
  expect(answers.find((a) => a.id === 1)?.result.serverInfo?.name, served.stderr).toBe('companylens-docs');
  expect(answers.find((a) => a.id === 2)?.result.structuredContent?.hits.length, served.stderr).toBeGreaterThan(0);

  // the feedback command, on a store of its own
  const purge = run(path.join(app, 'node_modules/.bin/companylens-docs-feedback'), ['purge', '--days', '30'], app, {env: {FEEDBACK_DB: path.join(dir, 'feedback.sqlite')}});
  expect(purge.status, purge.stderr).toBe(0);
  expect(purge.stdout).toMatch(/^feedback:purge: deleted 0 feedback posts and 0 search events older than 30 days/);
});
