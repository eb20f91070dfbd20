/**
 * Issue 65's security and bounds, each on the smallest case that shows it: a key given as a
 * positional argument of `--stdio` is never printed; numeric options take whole numbers only; what a
 * server said is kept up to 1,000 characters with a mark where it is cut; one rule guesses a rename
 * across case and separators; `--fail-on` sets the least change that fails. (The time a read takes, and revisions offered on a fixed port, are reference-read.spec.ts's.)
 */
import {test, expect} from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describeTarget, parseArgs, redactor} from '@site/packages/mcp-surface-gate/src/args';
import {errorLine, explain} from '@site/packages/mcp-surface-gate/src/read/readErrors';
import {diffSurfaces} from '@site/packages/mcp-surface-gate/src/compare/diff';
import type {Schema, Surface, SurfacePrompt, SurfaceTool} from '@site/packages/mcp-surface-gate/src/surface/surface';
import {cliAsync} from '../support/reference-cli';
import {FIXTURE} from '../support/fixture-server';


/** Keys as their issuers write them (made up here): Neon, OpenAI, GitHub, Slack, and a bare random token. */
const KEYS = ['napi_k3j9x0q2w8e7r6t5y4u1i0o9p8', 'sk-proj-Ab12Cd34Ef56Gh78', 'ghp_AbCdEf1234567890AbCdEf1234567890AbCd', 'xoxb-1234567890-0987654321-AbCdEfGhIjKlMnOp', 'd41d8cd98f00b204e9800998ecf8427e'];
/** Words, paths, versions, ports and package names a command holds that are no secret. */
const ORDINARY = '@neondatabase/mcp-server-neon@0.6.4 start --config ./conf/server-2026.json build/index.js server-everything stdio --port 3001 v1.2.3 node_modules sk-learn';

test.describe('a key given as a positional argument of --stdio', () => {
  test('is hidden where the command is named and wherever a line repeats it; ordinary words, paths and versions stay', () => {
    const command = `npx -y ${ORDINARY} ${KEYS.join(' ')} --flag=${KEYS[0]}`;
    const target = {stdio: command};
    expect(describeTarget(target)).toBe(`stdio "npx -y ${ORDINARY} … … … … … --flag=…"`);
    const redact = redactor(target);
    for (const key of KEYS) expect(redact(`the server said: invalid key "${key}".`)).toBe('the server said: invalid key "…".');
    expect(redact(ORDINARY)).toBe(ORDINARY);
  });

  test('in every format: text, --json, GitHub annotations and Markdown', async () => {
    const key = KEYS[0];
    const [text, json, github, markdown] = await Promise.all([
      cliAsync('check', '--stdio', `${FIXTURE} --variant release-1.1.0 start ${key}`),
      cliAsync('check', '--stdio', `${FIXTURE} --variant no-start start ${key}`, '--json'),
      cliAsync('check', '--stdio', `${FIXTURE} --variant no-start start ${key}`, '--format', 'github'),
      cliAsync('check', '--stdio', `${FIXTURE} --variant release-1.1.0 start ${key}`, '--format', 'markdown'),
    ]);
    expect([text.status, json.status, github.status, markdown.status]).toEqual([1, 2, 2, 1]);
    for (const run of [text, json, github, markdown]) expect(run.stdout + run.stderr).not.toContain(key.slice(5));
    expect(text.stdout.split('\n')[0]).toMatch(new RegExp(`^reference:check: stdio "${FIXTURE} --variant release-1\\.1\\.0 start …" \\(companylens-mcp 1\\.1\\.0`));
    expect(JSON.parse(json.stdout).error.failed).toBe(`reference:check: stdio "${FIXTURE} --variant no-start start …"`);
    expect(github.stdout.trim()).toMatch(/^::error title=reference%3Acheck%3A stdio ".* start …"::/);
    expect(markdown.stdout).toContain(' start …');
  });
});

test.describe('numeric options take whole numbers only', () => {
  const refused = (...argv: string[]) => () => parseArgs(argv);
  test('--min-score and --timeout refuse a space, hex, exponents, fractions and signs, naming the value', () => {
    for (const bad of [' ', '0x40', '1e1', '50.5', '+5', '-1', '٥٠']) {
      expect(refused('lint', '--min-score', bad)).toThrow(/^--min-score takes a whole number from 0 to 100, not /);
      expect(refused('check', '--stdio', 'x', '--timeout', bad)).toThrow(/^--timeout takes a whole number of seconds from 1 to 600, not /);
    }
    expect(refused('lint', '--min-score', ' ')).toThrow('not " "');
    expect(refused('check', '--stdio', 'x', '--timeout', '0')).toThrow(/from 1 to 600, not 0$/);
    expect(parseArgs(['lint', '--min-score', '0']).minScore).toBe(0);
    expect(parseArgs(['lint', '--min-score', '100']).minScore).toBe(100);
    expect(parseArgs(['check', '--stdio', 'x', '--timeout', '600']).timeoutMs).toBe(600_000);
  });

  test('the command exits 2 with one line', async () => {
    const runs = await Promise.all([cliAsync('lint', '--min-score', ' '), cliAsync('check', '--stdio', 'true', '--timeout', '0x40')]);
    expect(runs.map((r) => [r.status, r.stderr.trim().split('\n')])).toEqual([
      [2, ['reference: --min-score takes a whole number from 0 to 100, not " "']],
      [2, ['reference: --timeout takes a whole number of seconds from 1 to 600, not 0x40']],
    ]);
  });
});

test('what a server said is kept up to 1,000 characters, and a cut is marked', () => {
  const said = `Error: ${'the database refused the connection; '.repeat(16)}`.trim();
  expect(said.length).toBeGreaterThan(200);
  expect(errorLine(`starting\n${said}\n`)).toBe(said);
  const long = 'x'.repeat(1500);
  const line = explain({code: -32603, message: long}, {step: 'tools/list', stderr: ''}, 30_000, undefined, {code: -32603, message: long});
  expect(line).toBe(`the server answered tools/list with an error of its own: -32603 "${'x'.repeat(1000)} [cut: 1,500 characters in all]"`);
});

test.describe('a rename is guessed by one rule across case and separators', () => {
  const tool = (name: string, properties: Record<string, unknown>): SurfaceTool => ({name, inputSchema: {type: 'object', properties} as Schema});
  const prompt = (name: string, args: string[]): SurfacePrompt => ({name, arguments: args.map((a) => ({name: a}))});
  const surface = (tools: SurfaceTool[], prompts: SurfacePrompt[]): Surface => ({
    server: {serverInfo: {name: 'everything', version: '1'}, protocolVersion: '2025-11-25', capabilities: {tools: {}, prompts: {}}},
    tools, prompts, resources: [], resourceTemplates: [],
  });
  const renames = (a: Surface, b: Surface) => diffSurfaces(a, b).filter((c) => c.id.endsWith('-removed')).map((c) => [c.id, c.name, c.values?.renamedTo]);

  test('snake_case, kebab-case and camelCase of one name are a rename whatever else changed; other names only when the shape is the same', () => {
    const before = surface(
      [tool('getTinyImage', {}), tool('print_env', {}), tool('delete_file', {path: {type: 'string'}}), tool('longRunningOperation', {duration: {type: 'number'}})],
      [prompt('simple_prompt', []), prompt('resource_prompt', ['resourceId'])],
    );
    const after = surface(
      [tool('get-tiny-image', {size: {type: 'string'}}), tool('get-env', {}), tool('remove-file', {path: {type: 'string'}, force: {type: 'boolean'}}), tool('long-running-operation', {duration: {type: 'integer'}})],
      [prompt('simple-prompt', []), prompt('resource-prompt', ['resourceType', 'resourceId'])],
    );
    expect(renames(before, after)).toEqual([
      ['tool-removed', 'getTinyImage', 'get-tiny-image'],
      ['tool-removed', 'print_env', 'get-env'],
      ['tool-removed', 'delete_file', undefined],
      ['tool-removed', 'longRunningOperation', 'long-running-operation'],
      ['prompt-removed', 'simple_prompt', 'simple-prompt'],
      ['prompt-removed', 'resource_prompt', 'resource-prompt'],
    ]);
  });
});

test('--fail-on: a version-only change fails diff by default and passes at breaking; check takes it too', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fail-on-'));
  const snapshot = (version: string) => {
    const file = path.join(dir, `${version}.json`);
    fs.writeFileSync(file, JSON.stringify({server: {serverInfo: {name: 'one', version}, protocolVersion: '2025-11-25', capabilities: {}}, tools: [], prompts: [], resources: [], resourceTemplates: []}));
    return file;
  };
  const [a, b] = [snapshot('1.0.0'), snapshot('1.0.1')];
  const runs = await Promise.all([
    cliAsync('diff', a, b, '--json'),
    cliAsync('diff', a, b, '--fail-on', 'docs'),
    cliAsync('diff', a, b, '--fail-on', 'additive'),
    cliAsync('diff', a, b, '--fail-on', 'breaking'),
    cliAsync('check', '--stdio', `${FIXTURE} --variant release-1.1.0`, '--fail-on', 'breaking', '--json'),
    cliAsync('diff', a, b, '--fail-on', 'minor'),
  ]);
  expect(JSON.parse(runs[0].stdout).changes.map((c: {id: string; class: string}) => [c.id, c.class])).toEqual([['server-info-changed', 'docs']]);
  expect(runs.map((r) => r.status)).toEqual([1, 1, 0, 0, 1, 2]);
  expect(JSON.parse(runs[4].stdout).changes.some((c: {class: string}) => c.class === 'breaking')).toBe(true);
  expect(runs[5].stderr.trim()).toBe('reference: --fail-on takes breaking, additive, docs, not minor');
  fs.rmSync(dir, {recursive: true, force: true});
});
