/**
 * `npm run reference:lint` as a maintainer and a CI run it: on src/data/ (which
 * passes its own lint), on a copy of it made worse (text, --json, --format github
 * on the lines of tools.json, the ignore file), on a snapshot with --min-score, with
 * bad input; and the docs-quality lines `check` and `diff` print when a tool's
 * findings grew. Against the fixture server (tests/support/reference-server.ts) once.
 */
import {test, expect} from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {cliAsync, root} from '../support/reference-cli';
import {readDataSurface} from '@site/packages/mcp-surface-gate/src/surface/surface';
import {FIXTURE} from '../support/fixture-server';

// Made in beforeAll: with fullyParallel a worker may run this file's tests in
// several groups, each closed by afterAll, while the module is loaded once.
let work = '';
test.beforeAll(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'reference-lint-'));
});
test.afterAll(() => fs.rmSync(work, {recursive: true, force: true}));

/** A copy of src/data/ with search_companies described worse: a short description and an undescribed query. */
function worseData(): string {
  const dir = fs.mkdtempSync(path.join(work, 'data-'));
  fs.cpSync(path.join(root, 'src/data'), dir, {recursive: true});
  const file = path.join(dir, 'tools.json');
  const tools = JSON.parse(fs.readFileSync(file, 'utf8'));
  tools.tools[0].description = 'Search companies.';
  delete tools.tools[0].inputSchema.properties.query.description;
  fs.writeFileSync(file, `${JSON.stringify(tools, null, 2)}\n`);
  return dir;
}
/** The line (from 1) of the first line of `file` holding `text` at or after line `after`. */
const lineOf = (file: string, text: string, after = 0) => fs.readFileSync(file, 'utf8').split('\n').findIndex((l, i) => i >= after && l.includes(text)) + 1;
const write = (name: string, value: unknown) => {
  const file = path.join(work, name);
  fs.writeFileSync(file, typeof value === 'string' ? value : JSON.stringify(value));
  return file;
};

test('src/data/ passes its own lint: exit 0, score 100, no findings', async () => {
  const run = await cliAsync('lint');
  expect([run.status, run.stderr]).toEqual([0, '']);
  expect(run.stdout.trim()).toBe('reference:lint: src/data/ (companylens-mcp 1.0.0, protocol 2025-11-25): 5 tools, 3 prompts, 0 resources, 3 resource templates: score 100/100 (average 100), no findings');
});

test('findings as `tool[.parameter]  rule  message — fix` under the tool\'s score, why each matters, --json, and annotations on the lines of tools.json', async () => {
  const dir = worseData();
  const [text, json, github] = await Promise.all([cliAsync('lint', '--data', dir), cliAsync('lint', '--data', dir, '--json'), cliAsync('lint', '--data', dir, '--format', 'github')]);
  expect(text.status).toBe(1);
  expect(text.stdout.split('\n')).toEqual([
    `reference:lint: ${path.relative(root, dir)}/ (companylens-mcp 1.0.0, protocol 2025-11-25): 5 tools, 3 prompts, 0 resources, 3 resource templates: score 85/100 (average 97, worst search_companies 72), 2 findings`,
    '',
    '  tool search_companies  72/100',
    '    search_companies  description-short  "Search companies." adds nothing to the name — say what it acts on, what it returns and when to call it, in words the name does not already hold',
    '    search_companies.query  parameter-undescribed  no description (required) — describe it: what it means, its unit or form, and what leaving it out does',
    '',
    '  why each matters to an agent:',
    '    description-short      a description that only repeats the name gives an agent nothing to choose or call by',
    '    parameter-undescribed  an agent fills a parameter from its name alone when nothing says what it means, its unit or its default',
    '',
  ]);
  const report = JSON.parse(json.stdout);
  expect([json.status, report.score, report.passed, report.worst]).toEqual([1, 85, false, {subject: 'tool search_companies', score: 72}]);
  expect(report.findings[0]).toMatchObject({id: 'description-short', values: {description: 'Search companies.', beyondName: [], sharedWords: []}});
  expect(report.findings[1]).toEqual({
    id: 'parameter-undescribed', subject: 'tool search_companies', path: 'query', rule: 'parameter-undescribed', message: 'no description (required)', values: {required: true},
    fix: 'describe it: what it means, its unit or form, and what leaving it out does',
    why: 'an agent fills a parameter from its name alone when nothing says what it means, its unit or its default',
  });
  const tools = path.join(dir, 'tools.json');
  const file = path.relative(root, tools);
  const tool = lineOf(tools, '"name": "search_companies"');
  expect(github.status).toBe(1);
  expect(github.stdout.trim().split('\n')).toEqual([
    `::warning file=${file},line=${tool},title=lint description-short%3A tool search_companies::search_companies: "Search companies." adds nothing to the name — say what it acts on, what it returns and when to call it, in words the name does not already hold`,
    `::warning file=${file},line=${lineOf(tools, '"query"', tool)},title=lint parameter-undescribed%3A tool search_companies::search_companies.query: no description (required) — describe it: what it means, its unit or form, and what leaving it out does`,
    expect.stringMatching(/^::error title=reference%3Alint::reference:lint: .*: score 85\/100 \(average 97, worst search_companies 72\), 2 findings$/),
  ]);
});

test('the data\'s ignore file accepts a finding with its reason, and names an entry that matched nothing', async () => {
  const dir = worseData();
  fs.writeFileSync(path.join(dir, 'reference-lint-ignore.json'), JSON.stringify({ignore: [
    {subject: 'tool search_companies', rule: 'parameter-undescribed', path: 'query', reason: 'the query is described on the page'},
    {subject: 'tool gone_tool', reason: 'kept to show a stale entry'},
  ]}));
  const run = await cliAsync('lint', '--data', dir);
  expect(run.status).toBe(1);
  expect(run.stdout).toContain('score 89/100 (average 98, worst search_companies 80), 1 finding (1 ignored)');
  // a file outside the repository is named whole
  const shown = path.join(dir, 'reference-lint-ignore.json');
  expect(run.stdout).toContain(`  ignored (accepted in ${shown}):\n    search_companies.query  parameter-undescribed  no description (required) — describe it: what it means, its unit or form, and what leaving it out does  (the query is described on the page)`);
  expect(run.stdout).toContain(`  note: ${shown} entry for tool gone_tool matched no finding; remove it if the finding is gone`);
});

test('a snapshot is linted without a server; --min-score decides the exit code', async () => {
  const snapshot = write('snapshot.json', {
    server: {serverInfo: {name: 'tiny', version: '0.1.0'}, protocolVersion: '2025-06-18', capabilities: {tools: {}}},
    tools: [{name: 'get thing', description: 'Get a thing.', inputSchema: {type: 'object'}}],
    prompts: [], resources: [], resourceTemplates: [],
  });
  const [low, high] = await Promise.all([cliAsync('lint', snapshot, '--min-score', '10', '--json'), cliAsync('lint', snapshot, '--min-score', '50')]);
  const report = JSON.parse(low.stdout);
  // a name the specification refuses is a finding here, not a refusal as in check
  expect([low.status, report.score, report.minScore, report.passed, report.findings.map((f: {rule: string}) => f.rule)]).toEqual([
    0, 42, 10, true, ['annotations-missing', 'title-missing', 'output-schema-missing', 'name-invalid'],
  ]);
  expect(high.status).toBe(1);
  expect(high.stdout.trim().split('\n').at(-1)).toBe('score 42 is below --min-score 50');
});

test('bad input ends in one line saying what failed, exit 2 (and JSON with --json)', async () => {
  const noReason = write('no-reason.json', {ignore: [{subject: 'tool search_companies'}]});
  const noRule = write('no-rule.json', {ignore: [{subject: 'tool search_companies', rule: 'description-shrt', reason: 'x'}]});
  const runs = await Promise.all([
    cliAsync('lint', '--min-score', '101'),
    cliAsync('lint', '--format', 'markdown'),
    cliAsync('lint', 'a.json', 'b.json'),
    cliAsync('lint', '--header', 'X-Api-Key: k'),
    cliAsync('lint', '--ignore', noReason),
    cliAsync('lint', '--ignore', noRule),
    cliAsync('lint', write('not-json.json', '{'), '--json'),
  ]);
  for (const run of runs) {
    expect(run.status).toBe(2);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
  }
  expect(runs.map((r) => r.stderr.trim().replace(work, '<work>'))).toEqual([
    'reference: --min-score takes a whole number from 0 to 100, not 101',
    "reference: lint's --format takes text, json, github, not markdown",
    expect.stringMatching(/^reference: lint reads one server: --stdio, --url, a snapshot file, or none for the data \(usage: /),
    'reference: --header goes with --url',
    'reference:lint: ignore file <work>/no-reason.json, entry 1 (tool search_companies): "reason" is missing; say why the finding is accepted',
    expect.stringMatching(/^reference:lint: ignore file <work>\/no-rule\.json, entry 1 \(tool search_companies\): no rule is called "description-shrt" \(the rules: description-missing, /),
    expect.stringMatching(/^reference:lint: .*not-json\.json cannot be read as JSON \(/),
  ]);
  expect(JSON.parse(runs[6].stdout).error).toMatchObject({failed: 'reference:lint', exitCode: 2});
});

test('check and diff report a tool whose lint findings grew as a docs-only change', async () => {
  // snapshots of the data as reference:snapshot writes them, one with a tool described worse
  const data = readDataSurface();
  const worse = structuredClone(data);
  worse.tools[3].description = 'Quick financial summary.';
  const [older, newer] = [write('older.json', data), write('newer.json', worse)];
  const [diff, check] = await Promise.all([cliAsync('diff', older, newer), cliAsync('check', '--stdio', `${FIXTURE} --variant tool-added`)]);
  expect(diff.status).toBe(1);
  expect(diff.stdout).toContain('2 changes (0 breaking, 0 additive, 2 docs only)');
  expect(diff.stdout).toContain('\n  tool quick_financial_summary\n    docs only  description "Read the latest electronically filed (iXBRL) accounts of a company a… → "Quick financial summary."\n    docs only  lint: 1 new finding (score 100 → 80): description-short\n');
  // the fixture's new tool copies search_companies' description: both now read alike, and the lint lines are not for the changelog
  expect(check.status).toBe(1);
  expect(check.stdout.split('\n').slice(0, 8)).toEqual([
    `reference:check: stdio "${FIXTURE} --variant tool-added" (companylens-mcp 1.0.0, protocol 2025-11-25) differs from src/data/: 3 changes (0 breaking, 1 additive, 2 docs only)`,
    '',
    '  tool search_officers',
    '    additive   tool search_officers added',
    '    docs only  lint: 1 finding on a new tool (score 85): siblings-alike',
    '',
    '  tool search_companies (docs/api/tools/search-companies.mdx)',
    '    docs only  lint: 1 new finding (score 100 → 85): siblings-alike',
  ]);
  expect(check.stdout.trim().split('\n').slice(-2)).toEqual([
    'The lint lines are not recorded: the server describes a tool worse than the docs did. Fix its description in the',
    'server, or accept the finding in src/data/reference-lint-ignore.json with its reason (npm run reference:lint shows each).',
  ]);
});
