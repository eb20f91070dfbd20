/**
 * Schemas compared by the values they accept, on the smallest schema pairs
 * issue 65's review found read wrong: a narrowing inside `allOf`, a `oneOf` of
 * one-value objects against the enum that replaced it, and a required
 * parameter that carries a default (packages/mcp-surface-gate/src/compare/README.md
 * states each rule).
 */
import {test, expect} from '@playwright/test';
import {diffSurfaces} from '@site/packages/mcp-surface-gate/src/compare/diff';
import type {Schema, Surface} from '@site/packages/mcp-surface-gate/src/surface/surface';
import {asJob} from '../support/reference-json';

const surface = (inputSchema: Schema): Surface => ({
  server: {serverInfo: {name: 'values', version: '1.0.0'}, protocolVersion: '2025-11-25', capabilities: {tools: {}}},
  tools: [{name: 'search', inputSchema}],
  prompts: [],
  resources: [],
  resourceTemplates: [],
});
/** The changes from one input schema to another, as --json gives them without the words (ids and values). */
const diffInputs = (a: Record<string, unknown>, b: Record<string, unknown>) =>
  asJob(diffSurfaces(surface({type: 'object', ...a} as Schema), surface({type: 'object', ...b} as Schema)));
/** The changes to one parameter `p`. */
const diffParam = (a: Record<string, unknown>, b: Record<string, unknown>) => diffInputs({properties: {p: a}}, {properties: {p: b}});
const allOf = (...parts: Record<string, unknown>[]) => ({allOf: parts});

test.describe('allOf: what every part requires', () => {
  test('a bound narrowed in the second part is found (the first part no longer wins)', () => {
    expect(diffParam(allOf({type: 'integer', maximum: 10}, {maximum: 5}), allOf({type: 'integer', maximum: 10}, {maximum: 3}))).toEqual([
      {id: 'parameter-maximum-decreased', class: 'breaking', subject: 'tool search', path: 'parameters.p', values: {keyword: 'maximum', narrowed: true}, before: 5, after: 3},
    ]);
    // the same values written without allOf: no change
    expect(diffParam(allOf({type: 'integer', maximum: 10}, {maximum: 5}), {type: 'integer', maximum: 5})).toEqual([]);
  });
  test('enums intersect, and a property both parts name is held to both', () => {
    expect(diffParam(allOf({enum: ['a', 'b', 'c']}, {enum: ['a', 'b']}), allOf({enum: ['a', 'b', 'c']}, {enum: ['a']}))).toEqual([
      {id: 'parameter-enum-value-removed', class: 'breaking', subject: 'tool search', path: 'parameters.p', values: {values: ['b']}, before: ['a', 'b'], after: ['a']},
    ]);
    const object = (min: number) => allOf({type: 'object', properties: {n: {type: 'integer', minimum: 0}}}, {properties: {n: {minimum: min}}});
    expect(diffParam(object(2), object(5))).toEqual([{id: 'parameter-minimum-increased', class: 'breaking', subject: 'tool search', path: 'parameters.p.n', values: {keyword: 'minimum', narrowed: true}, before: 2, after: 5}]);
  });
  test('a required list in another part counts', () => {
    const part = {type: 'object', properties: {q: {type: 'string'}}};
    expect(diffParam(allOf(part, {}), allOf(part, {required: ['q']}))).toEqual([{id: 'parameter-became-required', class: 'breaking', subject: 'tool search', path: 'parameters.p.q', before: false, after: true}]);
  });
  test('parts that cannot be merged (two patterns) are "cannot tell": breaking, never no change', () => {
    const patterns = (second: string) => allOf({type: 'string', pattern: '^a'}, {pattern: second});
    expect(diffParam(patterns('b$'), patterns('c$'))).toEqual([{id: 'parameter-keyword-changed', class: 'breaking', subject: 'tool search', path: 'parameters.p', values: {keyword: 'allOf'}, before: [{pattern: 'b$'}], after: [{pattern: 'c$'}]}]);
    expect(diffParam(patterns('b$'), patterns('b$'))).toEqual([]);
  });
});

test.describe('oneOf of one-value objects and the enum that replaces it (firecrawl-mcp 2.0.2 → 3.26.0, sources[])', () => {
  const tagged = (type: string) => ({type: 'object', properties: {type: {type: 'string', enum: [type]}}, required: ['type'], additionalProperties: false});
  const before = {type: 'array', items: {oneOf: [tagged('web'), tagged('images'), tagged('news')]}};
  const after = (values: string[]) => ({type: 'array', items: {type: 'object', properties: {type: {type: 'string', enum: values}}, required: ['type'], additionalProperties: false}});
  test('the same values either way: no change', () => {
    expect(diffParam(before, after(['web', 'images', 'news']))).toEqual([]);
    expect(diffParam(after(['web', 'images', 'news']), before)).toEqual([]);
  });
  test('a value added or removed is that value only', () => {
    expect(diffParam(before, after(['web', 'images', 'news', 'maps']))).toEqual([
      {id: 'parameter-enum-value-added', class: 'additive', subject: 'tool search', path: 'parameters.p[].type', values: {values: ['maps']}, before: ['web', 'images', 'news'], after: ['web', 'images', 'news', 'maps']},
    ]);
    expect(diffParam(before, after(['web', 'news']))).toEqual([
      {id: 'parameter-enum-value-removed', class: 'breaking', subject: 'tool search', path: 'parameters.p[].type', values: {values: ['images']}, before: ['web', 'images', 'news'], after: ['web', 'news']},
    ]);
  });
});

test.describe('a required parameter with a default (Zod 4 output schemas: playwright-mcp 0.0.60)', () => {
  const param = (schema: Record<string, unknown>, required: boolean) => ({properties: {level: schema}, ...(required ? {required: ['level']} : {})});
  const level = {type: 'string', enum: ['error', 'info'], default: 'info'};
  test('listed as required beside its default: a call may leave it out, so only the words changed', () => {
    expect(diffInputs(param(level, false), param(level, true))).toEqual([
      {id: 'parameter-became-required', class: 'docs', subject: 'tool search', path: 'parameters.level', values: {asWritten: true, default: 'info'}, before: false, after: true},
    ]);
  });
  test('added listed as required with a default: an optional parameter', () => {
    expect(diffInputs({properties: {}}, param(level, true))).toEqual([
      {id: 'optional-parameter-added', class: 'additive', subject: 'tool search', path: 'parameters.level', values: {listedAsRequired: true}},
    ]);
  });
  test('without a default, required still breaks callers; a result field listed as required is always present', () => {
    const {default: _d, ...bare} = level;
    expect(diffInputs(param(bare, false), param(bare, true))).toEqual([{id: 'parameter-became-required', class: 'breaking', subject: 'tool search', path: 'parameters.level', before: false, after: true}]);
    const tool = (required: boolean): Surface => ({...surface({type: 'object'} as Schema), tools: [{name: 'search', inputSchema: {type: 'object'}, outputSchema: {type: 'object', ...param(level, required)} as Schema}]});
    expect(asJob(diffSurfaces(tool(false), tool(true)))).toEqual([{id: 'result-field-became-required', class: 'additive', subject: 'tool search', path: 'result.level', before: false, after: true}]);
  });
});
