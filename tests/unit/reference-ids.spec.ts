/**
 * Every change mcp-surface-gate reports carries a stable kebab-case id and its values
 * (packages/mcp-surface-gate/src/compare/ids.ts), and so does every lint finding (its rule's id;
 * lint/finding.ts types the values); ignore entries match an id and a subject; the package README
 * lists every id with its values. These tests read ids and values, and check that each has words.
 */
import {test, expect} from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {diffSurfaces} from '@site/packages/mcp-surface-gate/src/compare/diff';
import {allIds, ID_FAMILIES} from '@site/packages/mcp-surface-gate/src/compare/ids';
import {applyIgnores, readIgnoreFile} from '@site/packages/mcp-surface-gate/src/compare/ignore';
import {lineOf} from '@site/packages/mcp-surface-gate/src/compare/lines';
import {lintSurface, RULES} from '@site/packages/mcp-surface-gate/src/lint/lint';
import {textReport} from '@site/packages/mcp-surface-gate/src/lint/report';
import {runLint} from '@site/packages/mcp-surface-gate/src/lint/run';
import {lineOf as lineOfFinding} from '@site/packages/mcp-surface-gate/src/lint/lines';
import {applyLintIgnores, readLintIgnoreFile} from '@site/packages/mcp-surface-gate/src/lint/ignore';
import {whereOf, type Finding} from '@site/packages/mcp-surface-gate/src/lint/finding';
import type {Schema, Surface, SurfaceTool} from '@site/packages/mcp-surface-gate/src/surface/surface';

const README = fs.readFileSync(path.resolve(__dirname, '../../packages/mcp-surface-gate/README.md'), 'utf8');

function surface(tools: Partial<SurfaceTool>[], server: Partial<Surface['server']> = {}): Surface {
  return {
    server: {serverInfo: {name: 'ids', version: '1.0.0'}, protocolVersion: '2025-11-25', capabilities: {tools: {}}, ...server},
    tools: tools.map((t) => ({name: 'make_page', inputSchema: {type: 'object'}, resourceTemplates: [], ...t})) as SurfaceTool[],
    prompts: [],
    resources: [],
    resourceTemplates: [],
  };
}
const input = (schema: Record<string, unknown>) => surface([{inputSchema: {type: 'object', ...schema} as Schema}]);
/** Each change as its id, class, subject's name, path and values: what a job reads. */
const read = (a: Surface, b: Surface) =>
  diffSurfaces(a, b).map((c) => ({id: c.id, class: c.class, name: c.name, field: c.field ?? null, before: c.before, after: c.after, values: c.values}));

/** A tool no lint rule trips but for what each case changes. */
const fine = (name: string, extra: Partial<SurfaceTool> = {}): Partial<SurfaceTool> => ({
  name, title: 'T', description: 'Fetch one filing from the register by its transaction id: its type, date and the documents it holds.',
  outputSchema: {type: 'object'}, annotations: {readOnlyHint: true, openWorldHint: true}, ...extra,
});
const params = (properties: Record<string, unknown>, required: string[] = []) => ({inputSchema: {type: 'object', properties, required} as Schema});
/** A surface that trips every lint rule, in each of the ways its values tell apart. */
const EVERY_RULE: Surface = {
  ...surface([
    {name: 'get_filing', ...params({company_id: {type: 'string'}}, ['company_id'])},
    fine('list_officers', {description: 'List officers.', ...params({x: {type: 'string'}})}),
    fine('check_register', {description: 'More detail about the register. '.repeat(80)}),
    fine('scan_filing', {description: 'Scan a filing for its documents and dates. TODO: say what it returns.'}),
    fine('rank_filings', params({freshness: {type: 'string', enum: ['pd', 'pw', 'pm', 'py', 'pa', 'pb'], description: 'How recent.'}})),
    fine('read_filing_by_date', params({filing_date: {type: 'string', description: 'When it was filed.'}}, ['filing_date'])),
    fine('open_filing', {annotations: {openWorldHint: true}}),
    fine('save_filing', {annotations: {readOnlyHint: false}}),
    fine('update_filing', {annotations: {readOnlyHint: true}}),
    fine('remove_filing', {annotations: {readOnlyHint: false, destructiveHint: false}}),
    fine('show_filing', {annotations: {readOnlyHint: true, destructiveHint: true}}),
    fine('summarise_filing', {description: 'Summarise a filing from the register. Returns the summary as JSON with its headline figures.', outputSchema: undefined}),
    fine('get filing'),
    fine(`a${'b'.repeat(128)}`),
    fine(''),
    fine('show_filing', {description: 'Show one filing of the register with the officers who signed it and when.'}),
    fine(`load_${'x'.repeat(66)}`),
    fine('filings.view'),
    fine('viewFilingNow'),
    fine('alpha_one_thing', {description: 'Compute the quarterly turnover ratio for a listed company from its accounts filings.'}),
    fine('alpha_two_thing', {description: 'Compute the quarterly turnover ratio for a listed company from its accounts filings.'}),
    fine('beta_alpha_count', {description: 'Tally quarterly turnover ratios, margins and growth for listed companies using accounts filings data.'}),
    fine('beta_alpha_counts', {description: 'Tally quarterly turnover ratios, margins and growth for listed companies using accounts filings.'}),
  ]),
  prompts: [{name: 'review', title: 'Review', description: 'Review one filing of the register and say what it changed.', arguments: [{name: 'company', required: true}]}],
};

test('the README lists every id family, and every lint rule, as the code has them', () => {
  const section = README.slice(README.indexOf('\n## Ids\n'), README.indexOf('\n## ', README.indexOf('\n## Ids\n') + 1));
  const lintAt = section.indexOf("A lint finding's id is its rule");
  const rows = (text: string) => [...text.matchAll(/^\| `([^`]+)` \| ([^|]*) \|/gm)].map((m) => [m[1], [...m[2].matchAll(/`([^`]+)`/g)].map((v) => v[1])] as const);
  expect(rows(section.slice(0, lintAt)).map(([id]) => id)).toEqual(ID_FAMILIES.map((f) => f.id));
  // the lint's table: every rule in the order the rules run, each with the values its findings carry
  const lint = rows(section.slice(lintAt));
  expect(lint.map(([id]) => id)).toEqual([...RULES.keys()]);
  const carried = new Map<string, Set<string>>();
  for (const f of lintSurface(EVERY_RULE)) carried.set(f.rule, new Set([...(carried.get(f.rule) ?? []), ...Object.keys(f.values)]));
  for (const [id, values] of lint) expect(new Set(values), id).toEqual(carried.get(id));
  // expanded, the families name each id once, all kebab-case
  const ids = allIds();
  expect(new Set(ids).size).toBe(ids.length);
  for (const id of ids) expect(id).toMatch(/^[a-z]+(-[a-z]+)*$/);
});

test('a tool removed (and a rename guessed), added; a parameter made required, its maximum lowered, an enum value removed', () => {
  const query = {type: 'integer', maximum: 100};
  const before = surface([{name: 'old_name', inputSchema: {type: 'object', properties: {q: {type: 'string'}}} as Schema}, {inputSchema: {type: 'object', properties: {n: query, kind: {type: 'string', enum: ['a', 'b', 'c']}}} as Schema}]);
  const after = surface([{name: 'new_name', inputSchema: {type: 'object', properties: {q: {type: 'string'}}} as Schema}, {inputSchema: {type: 'object', properties: {n: {...query, maximum: 50}, kind: {type: 'string', enum: ['a', 'b']}}, required: ['n']} as Schema}]);
  expect(read(before, after)).toEqual(expect.arrayContaining([
    {id: 'tool-removed', class: 'breaking', name: 'old_name', field: null, before: undefined, after: undefined, values: {renamedTo: 'new_name'}},
    {id: 'tool-added', class: 'additive', name: 'new_name', field: null, before: undefined, after: undefined, values: undefined},
    {id: 'parameter-became-required', class: 'breaking', name: 'make_page', field: 'n', before: false, after: true, values: undefined},
    {id: 'parameter-maximum-decreased', class: 'breaking', name: 'make_page', field: 'n', before: 100, after: 50, values: {keyword: 'maximum', narrowed: true}},
    {id: 'parameter-enum-value-removed', class: 'breaking', name: 'make_page', field: 'kind', before: ['a', 'b', 'c'], after: ['a', 'b'], values: {values: ['c']}},
  ]));
});

test('the same id on either side of a tool, the class from the side: a result field narrowed is additive', () => {
  const out = (maxLength: number) => surface([{outputSchema: {type: 'object', properties: {name: {type: 'string', maxLength}}} as Schema}]);
  expect(read(out(100), out(50))).toEqual([{id: 'result-field-max-length-decreased', class: 'additive', name: 'make_page', field: 'name', before: 100, after: 50, values: {keyword: 'maxLength', narrowed: true}}]);
  expect(read(input({properties: {name: {type: 'string', minLength: 1}}}), input({properties: {name: {type: 'string', minLength: 3}}})).map((c) => [c.id, c.class]))
    .toEqual([['parameter-min-length-increased', 'breaking']]);
});

test('every id the code can emit has a line of its own, written from its values (not the id itself)', () => {
  // one change per id, carrying every value some id reads; a line falls back to the bare id only when no case words it
  const values = {renamedTo: 'b', key: 'k', hint: 'readOnlyHint', revisions: ['2025-06-18'], capability: 'tools', flag: 'listChanged', argument: 'a',
    fields: ['t f'], findings: ['title-missing'], score: 90, scoreBefore: 95, keyword: 'minimum', narrowed: true, values: ['v'], variant: 'type "a"', types: [['string'], ['integer']], rule: 'another-value'};
  const unworded = allIds().filter((id) => lineOf({id, class: 'docs', kind: 'tool', name: 't', part: 'parameters', field: 'f', before: [{tool: 't'}], after: [{tool: 't'}], values}) === id);
  expect(unworded).toEqual([]);
});

test('schema changes carry what their line says: the bound and which way, the default rule, the branch', () => {
  const a = input({properties: {n: {anyOf: [{type: 'integer', minimum: 1}, {type: 'string'}], default: 1}, s: {type: 'string', default: 'a'}}});
  const b = input({properties: {n: {anyOf: [{type: 'integer', minimum: 0}, {type: 'string'}], default: 2}, s: {type: 'string'}}});
  expect(read(a, b).map(({id, class: cls, values}) => ({id, class: cls, values}))).toEqual(expect.arrayContaining([
    {id: 'parameter-default-changed', class: 'breaking', values: {rule: 'another-value'}},
    {id: 'parameter-default-changed', class: 'breaking', values: {rule: 'no-longer-a-value'}},
    {id: 'parameter-minimum-decreased', class: 'additive', values: {keyword: 'minimum', narrowed: false, inVariant: 'integer'}},
  ]));
});

test('hints, capabilities and revisions carry what changed in their values', () => {
  const a = surface([{annotations: {readOnlyHint: true}}], {capabilities: {tools: {listChanged: true}}, protocolVersions: {supported: ['2025-11-25', '2025-06-18'], unsupported: []}});
  const b = surface([{annotations: {readOnlyHint: false}}], {capabilities: {tools: {}, logging: {}}, protocolVersions: {supported: ['2025-11-25'], unsupported: ['2025-06-18']}});
  expect(read(a, b).map(({id, class: cls, values}) => ({id, class: cls, values}))).toEqual(expect.arrayContaining([
    {id: 'tool-hint-promises-less', class: 'breaking', values: {hint: 'readOnlyHint'}},
    // the flag is left out after, its default (false) standing in
    {id: 'capability-flag-turned-off', class: 'breaking', values: {capability: 'tools', flag: 'listChanged', leftOut: ['after']}},
    {id: 'capability-added', class: 'additive', values: {capability: 'logging'}},
    {id: 'protocol-revisions-dropped', class: 'breaking', values: {revisions: ['2025-06-18']}},
  ]));
});

test('an ignore entry matches an id and a subject; words, or an id no change has, stop the command', () => {
  const changes = diffSurfaces(input({properties: {n: {type: 'integer', maximum: 100}, m: {type: 'integer', maximum: 9}}}), input({properties: {n: {type: 'integer', maximum: 50}, m: {type: 'integer', maximum: 5}}}));
  const {kept, ignored, unused} = applyIgnores(changes, [
    {id: 'parameter-maximum-decreased', subject: 'tool make_page', path: 'parameters.n', reason: 'nobody sent more than 50'},
    {id: 'parameter-maximum-increased', subject: 'tool make_page', reason: 'matches nothing: the maximum went down'},
  ]);
  expect(ignored.map(({change}) => [change.id, change.field])).toEqual([['parameter-maximum-decreased', 'n']]);
  expect(kept.map((c) => [c.id, c.field])).toEqual([['parameter-maximum-decreased', 'm']]);
  expect(unused.map((e) => e.id)).toEqual(['parameter-maximum-increased']);

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ids-'));
  const file = (entry: object) => {
    const at = path.join(dir, 'ignore.json');
    fs.writeFileSync(at, JSON.stringify({ignore: [entry]}));
    return () => readIgnoreFile(at);
  };
  expect(file({subject: 'tool make_page', message: 'maximum', reason: 'r'})).toThrow(/entry 1 \(tool make_page\): "message" is not matched .*name the change's "id" instead/);
  expect(file({id: 'parameter-max-lowered', subject: 'tool make_page', reason: 'r'})).toThrow(/no change has the id "parameter-max-lowered"/);
  expect(file({id: 'parameter-maximum-decreased', subject: 'tool make_page', reason: 'r'})()).toHaveLength(1);
  fs.rmSync(dir, {recursive: true, force: true});
});

test("a lint ignore entry matches a finding's id and subject; words stop the command", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lint-ids-'));
  const read = (entry: object) => {
    const at = path.join(dir, 'ignore.json');
    fs.writeFileSync(at, JSON.stringify({ignore: [entry]}));
    return () => readLintIgnoreFile(at);
  };
  // a message would have matched every finding of the subject, as the entry's other keys do
  expect(read({subject: 'tool get_sum', message: 'no output schema', reason: 'r'})).toThrow(/entry 1 \(tool get_sum\): "message" is not matched .*name the finding's "id" instead/);
  expect(read({subject: 'tool get_sum', id: 'output-schema-missing', rule: 'title-missing', reason: 'r'})).toThrow(/"id" and "rule" name two rules/);
  expect(read({subject: 'tool get_sum', id: 'output-schema-mising', reason: 'r'})).toThrow(/no rule is called "output-schema-mising"/);
  const findings: Finding[] = [
    {rule: 'output-schema-missing', kind: 'tool', name: 'get_sum', values: {reason: 'name-fetches', verb: 'get'}},
    {rule: 'title-missing', kind: 'tool', name: 'get_sum', values: {}},
  ];
  const byId = applyLintIgnores(findings, read({subject: 'tool get_sum', id: 'output-schema-missing', reason: 'one number as text'})());
  expect([byId.kept.map((f) => f.rule), byId.ignored.map(({finding}) => finding.rule)]).toEqual([['title-missing'], ['output-schema-missing']]);
  const byRule = applyLintIgnores(findings, read({subject: 'tool get_sum', rule: 'title-missing', reason: 'named enough'})());
  expect(byRule.ignored.map(({finding}) => finding.rule)).toEqual(['title-missing']);
  fs.rmSync(dir, {recursive: true, force: true});
});

test("a change's line is written from what --json carries: its id, subject, path, before, after and values", () => {
  const prompt = (name: string, args: {name: string; required?: boolean; description?: string}[], description?: string) => ({name, arguments: args, ...(description ? {description} : {})});
  const a: Surface = {
    ...surface([{name: 'gone_tool'}, {title: 'Make', annotations: {readOnlyHint: true}, execution: {taskSupport: 'forbidden'}, icons: [{src: 'a.png'}]} as Partial<SurfaceTool>],
      {capabilities: {tools: {listChanged: true}, logging: {}, custom: 1}, instructions: 'Use it.', protocolVersions: {supported: ['2025-11-25', '2025-06-18'], unsupported: ['2025-03-26']}}),
    prompts: [prompt('review', [{name: 'code', required: false, description: 'The code'}, {name: 'old'}], 'Reviews')],
    resources: [{name: 'readme', uri: 'file:///readme', title: 'Readme'}] as Surface['resources'],
  };
  const b: Surface = {
    ...surface([{name: 'new-tool'}, {title: 'Make a page', annotations: {}, execution: {taskSupport: 'optional'}, icons: [{src: 'b.png'}]} as Partial<SurfaceTool>],
      {serverInfo: {name: 'ids', version: '1.1.0'}, capabilities: {tools: {}, prompts: {}, custom: 2}, instructions: 'Use it well.', protocolVersions: {supported: ['2025-11-25', '2025-03-26'], unsupported: ['2025-06-18']}}),
    prompts: [prompt('review', [{name: 'code', required: true, description: 'Code'}, {name: 'lang', required: true}], 'Reviews code')],
    resources: [{name: 'readme', uri: 'file:///README', title: 'Read me'}] as Surface['resources'],
  };
  const changes = diffSurfaces(a, b);
  // every id made outside the schema comparison, each once at least
  expect(new Set(changes.map((c) => c.id))).toEqual(new Set([
    'server-info-changed', 'protocol-revisions-dropped', 'protocol-revisions-added', 'capability-flag-turned-off', 'capability-removed', 'capability-added',
    'capability-unknown-changed', 'instructions-changed', 'tool-removed', 'tool-added', 'tool-title-changed', 'tool-hint-promises-less', 'tool-task-support-widened',
    'tool-field-changed', 'prompt-description-changed', 'prompt-argument-removed', 'prompt-required-argument-added', 'prompt-argument-became-required',
    'prompt-argument-description-changed', 'resource-metadata-changed', 'resource-field-changed',
  ]));
  for (const {text, ...change} of changes) expect(lineOf(JSON.parse(JSON.stringify(change)))).toBe(text);
  const line = (id: string) => changes.find((c) => c.id === id)?.text;
  expect(line('tool-removed')).toBe('tool gone_tool removed (renamed to new-tool?)');
  expect(line('tool-hint-promises-less')).toBe('readOnlyHint true → false (left out)');
  expect(line('tool-task-support-widened')).toBe('execution.taskSupport "forbidden" → "optional"');
  expect(line('prompt-argument-became-required')).toBe('argument code: optional → required');
});

test('every lint rule has words: each finding is worded from its id and values, none left as its bare id', () => {
  const findings = lintSurface(EVERY_RULE);
  expect(new Set(findings.map((f) => f.rule))).toEqual(new Set(RULES.keys()));
  for (const f of findings) {
    const line = lineOfFinding(f);
    expect(line, f.rule).not.toBe(f.rule);
    expect(line.trim().length, f.rule).toBeGreaterThan(5);
  }
});

test('each lint finding carries the values its line is made of', () => {
  expect(lintSurface(EVERY_RULE).map((f) => [whereOf(f), f.rule, f.values])).toEqual([
    ['get_filing', 'description-missing', {}],
    ['get_filing.company_id', 'parameter-undescribed', {required: true}],
    ['get_filing', 'annotations-missing', {}],
    ['get_filing', 'title-missing', {}],
    ['get_filing', 'output-schema-missing', {reason: 'name-fetches', verb: 'get'}],
    ['list_officers', 'description-short', {description: 'List officers.', beyondName: [], sharedWords: []}],
    ['list_officers.x', 'parameter-undescribed', {required: false}],
    ['check_register', 'description-long', {length: 2560, limit: 2048}],
    // the note and 20 characters either side
    ['scan_filing', 'description-leak', {leak: 'ocuments and dates. TODO: say what it return'}],
    ['rank_filings.freshness', 'enum-unexplained', {values: ['pd', 'pw', 'pm', 'py', 'pa', 'pb']}],
    ['read_filing_by_date.filing_date', 'parameter-form', {description: 'When it was filed.'}],
    ['open_filing', 'annotations-incomplete', {hint: 'readOnlyHint'}],
    ['save_filing', 'annotations-incomplete', {hint: 'destructiveHint'}],
    ['update_filing', 'annotations-contradict', {contradiction: 'read-only-name-writes', words: ['update']}],
    ['remove_filing', 'annotations-contradict', {contradiction: 'not-destructive-name-deletes', words: ['remove']}],
    ['summarise_filing', 'output-schema-missing', {reason: 'description-says-json'}],
    ['get filing', 'name-invalid', {problem: 'characters', characters: [' ']}],
    [`a${'b'.repeat(128)}`, 'name-invalid', {problem: 'too-long', length: 129}],
    ['', 'name-invalid', {problem: 'empty'}],
    // the two tools called show_filing: the first's hints contradict, the second repeats its name
    ['show_filing', 'annotations-contradict', {contradiction: 'read-only-and-destructive'}],
    ['show_filing', 'name-invalid', {problem: 'listed-twice'}],
    [`load_${'x'.repeat(66)}`, 'name-portable', {problem: 'too-long', length: 71, limit: 64}],
    ['filings.view', 'name-portable', {problem: 'characters', characters: ['.']}],
    // 18 of the 23 names are snake_case; "get filing", "abb…" and "" have no style
    ['filings.view', 'name-style', {style: 'dot.case', house: 'snake_case', count: 18, total: 23}],
    ['viewFilingNow', 'name-style', {style: 'camelCase', house: 'snake_case', count: 18, total: 23}],
    ['alpha_one_thing', 'siblings-alike', {sibling: 'alpha_two_thing', sharedPercent: 100, sameWords: true}],
    ['alpha_two_thing', 'siblings-alike', {sibling: 'alpha_one_thing', sharedPercent: 100, sameWords: true}],
    ['beta_alpha_count', 'siblings-alike', {sibling: 'beta_alpha_counts', sharedPercent: 91, sameWords: false}],
    ['beta_alpha_counts', 'siblings-alike', {sibling: 'beta_alpha_count', sharedPercent: 91, sameWords: false}],
    ['review.company', 'parameter-undescribed', {required: true}],
  ]);
});

test('the text report shows a tool listed twice once, under one heading with the findings of both', () => {
  const text = textReport({name: 'lint', head: 'lint: every rule', server: {name: 'every-rule', version: '1'}, notes: [], ...runLint(EVERY_RULE)});
  const lines = text.split('\n');
  const heads = lines.flatMap((l, i) => (/^ {2}tool show_filing {2}\d+\/100$/.test(l) ? [i] : []));
  expect(heads).toHaveLength(1);
  const block = lines.slice(heads[0] + 1, lines.indexOf('', heads[0]));
  expect(block.map((l) => l.trim().split('  ')[1])).toEqual(['annotations-contradict', 'name-invalid']);
});
