/**
 * mcp-surface-gate's GitHub Action (packages/mcp-surface-gate/action.yml): the YAML and the README's
 * workflow checked by action-validator (the schema GitHub's runner reads, compiled to WebAssembly),
 * and each step's script run as the runner would, inputs in its environment, with `npx` standing for
 * the package's own bin, on a published server of tests/corpus.
 */
import {test, expect} from '@playwright/test';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parse} from 'yaml';
import {corpusBin, ensureCorpusOrFail} from '../support/reference-corpus';

const root = path.resolve(__dirname, '../..');
const PACKAGE = path.join(root, 'packages/mcp-surface-gate');
const ACTION = path.join(PACKAGE, 'action.yml');

interface Step {name: string; if?: string; env: Record<string, string>; run: string}
interface Action {inputs: Record<string, {default: string}>; runs: {using: string; steps: Step[]}}

let dir = '';
test.beforeAll(() => {
  ensureCorpusOrFail();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'surface-action-'));
});
test.afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));

const validate = (file: string) => spawnSync('npx', ['--no-install', 'action-validator', file], {cwd: root, encoding: 'utf8'});

test('action.yml and the README workflow pass action-validator; a broken action does not', () => {
  const action = validate(ACTION);
  expect([action.status, action.stdout + action.stderr]).toEqual([0, '']);
  const readme = fs.readFileSync(path.join(PACKAGE, 'README.md'), 'utf8');
  const workflows = [...readme.matchAll(/```yaml\n(# \.github\/workflows\/[^\n]+\n[\s\S]*?)```/g)].map((m) => m[1]);
  expect(workflows).toHaveLength(2);
  workflows.forEach((text, i) => {
    const file = path.join(dir, `.github/workflows/example-${i}.yml`);
    fs.mkdirSync(path.dirname(file), {recursive: true});
    fs.writeFileSync(file, text);
    const run = validate(file);
    expect([run.status, run.stdout + run.stderr]).toEqual([0, '']);
  });
  // the validator reads the schema: a step with no shell is refused
  const broken = path.join(dir, 'action.yml');
  fs.writeFileSync(broken, fs.readFileSync(ACTION, 'utf8').replace(/^ {6}shell: bash\n/m, ''));
  expect(validate(broken).status).not.toBe(0);
});

/** Runs a step's script as the runner does: its env with the inputs filled in, `npx --yes <package>` as the package's bin. */
function runStep(step: Step, inputs: Record<string, string>) {
  const action = parse(fs.readFileSync(ACTION, 'utf8')) as Action;
  const value = (name: string) => inputs[name] ?? action.inputs[name].default;
  const fill = (text: string) => text.replace(/\$\{\{ inputs\.([\w-]+) \}\}/g, (_, name) => value(name));
  const bin = path.join(dir, 'bin');
  fs.mkdirSync(bin, {recursive: true});
  fs.writeFileSync(path.join(bin, 'npx'), `#!/bin/sh\n[ "$1" = --yes ] && shift 2\nexec node ${root}/src/run-ts.cjs ${PACKAGE}/src/cli.ts "$@"\n`, {mode: 0o755});
  const env = Object.fromEntries(Object.entries(step.env).map(([k, v]) => [k, fill(v)]));
  return spawnSync('bash', ['-e', '-c', step.run], {cwd: root, encoding: 'utf8', env: {...process.env, ...env, PATH: `${bin}:${process.env.PATH}`, RUNNER_TEMP: dir}, timeout: 120_000});
}

test('its steps lint the server and diff it with a snapshot, failing at the level asked for', () => {
  test.setTimeout(180_000);
  const [older, newer] = ['memory-2025-4-25', 'memory-2026-8-31'].map((alias) => corpusBin(alias));
  const [lintStep, compareStep] = (parse(fs.readFileSync(ACTION, 'utf8')) as Action).runs.steps;
  const snapshot = path.join(dir, 'release.json');
  const snap = spawnSync('node', ['src/run-ts.cjs', `${PACKAGE}/src/cli.ts`, 'snapshot', '--stdio', older, '--out', snapshot], {cwd: root, encoding: 'utf8'});
  expect(snap.status, snap.stderr).toBe(0);

  // the lint: annotations, passing at the default score of 0, failing at 90 (the server scores 60)
  const lint = runStep(lintStep, {stdio: older});
  expect(lint.status, lint.stderr).toBe(0);
  expect(lint.stdout).toMatch(/^::warning title=lint annotations-missing%3A tool create_entities::/m);
  expect(runStep(lintStep, {stdio: older, 'min-score': '90'}).status).toBe(1);

  // the comparison: the newer release adds and promises more, breaks nothing
  const additive = runStep(compareStep, {stdio: newer, 'compare-with': snapshot});
  expect(additive.status, additive.stderr).toBe(0);
  expect(additive.stdout).toMatch(/^::warning title=additive tool-hint-promises-more%3A tool create_entities::destructiveHint/m);
  expect(runStep(compareStep, {stdio: newer, 'compare-with': snapshot, 'fail-on': 'additive'}).status).toBe(1);
  const json = runStep(compareStep, {stdio: newer, 'compare-with': snapshot, format: 'json'});
  expect(JSON.parse(json.stdout).changes.map((c: {id: string}) => c.id)).toContain('tool-output-schema-added');
  // no server given: one error annotation, exit 2
  expect([runStep(compareStep, {'compare-with': snapshot}).status, runStep(compareStep, {'compare-with': snapshot}).stdout.trim()])
    .toEqual([2, '::error title=mcp-surface-gate::give the stdio or the url input']);
});
