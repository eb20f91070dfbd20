/**
 * Every change mcp-surface-gate reports carries a stable kebab-case id and its values
 * (packages/mcp-surface-gate/src/compare/ids.ts); ignore entries match an id and a subject; the
 * package README lists every id. These tests read ids and values, not the report's words.
 */
import {test, expect} from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {diffSurfaces} from '@site/packages/mcp-surface-gate/src/compare/diff';
import {allIds, ID_FAMILIES} from '@site/packages/mcp-surface-gate/src/compare/ids';
import {applyIgnores, readIgnoreFile} from '@site/packages/mcp-surface-gate/src/compare/ignore';
import {lineOf} from '@site/packages/mcp-surface-gate/src/compare/lines';
import {RULES} from '@site/packages/mcp-surface-gate/src/lint/lint';
import {applyLintIgnores, readLintIgnoreFile} from '@site/packages/mcp-surface-gate/src/lint/ignore';
import type {Finding} from '@site/packages/mcp-surface-gate/src/lint/finding';
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

test('the README lists every id family, and every lint rule, as the code has them', () => {
  const section = README.slice(README.indexOf('\n## Ids\n'), README.indexOf('\n## ', README.indexOf('\n## Ids\n') + 1));
  const rows = [...section.matchAll(/^\| `([^`]+)` \|/gm)].map((m) => m[1]);
  expect(rows).toEqual(ID_FAMILIES.map((f) => f.id));
  // the lint's ids, listed in one sentence: the same set as the rules, none left out or made up
  const sentence = section.slice(section.indexOf("A lint finding's id is its rule:"), section.indexOf('(['));
  expect([...sentence.matchAll(/`([a-z-]+)`/g)].map((m) => m[1]).sort()).toEqual([...RULES.keys()].sort());
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
    {rule: 'output-schema-missing', kind: 'tool', name: 'get_sum', message: 'm'},
    {rule: 'title-missing', kind: 'tool', name: 'get_sum', message: 'm'},
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
