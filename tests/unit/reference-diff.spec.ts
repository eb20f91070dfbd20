import {test, expect} from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import {diffSurfaces} from '@site/packages/mcp-surface-gate/src/compare/diff';
import type {Change} from '@site/packages/mcp-surface-gate/src/compare/change';
import {inlineRefs} from '@site/packages/mcp-surface-gate/src/compare/schemaRefs';
import {readDataSurface, slugOf, surfaceProblem, type Schema, type Surface, type SurfaceTool} from '@site/packages/mcp-surface-gate/src/surface/surface';
import {formatLike} from '@site/packages/mcp-surface-gate/src/write/jsonLayout';
import {withEntry} from '@site/packages/mcp-surface-gate/src/write/changelog';
import {DEFAULTS} from '@site/packages/mcp-surface-gate/src/surface/defaults';
import {REVISIONS} from '@site/packages/mcp-surface-gate/src/surface/revisions';
import {toolHistory} from '@site/src/lib/data/changelog';
import {changelogFeed} from '@site/src/plugins/changelog-feed';
import {SITE_TITLE} from '@site/src/constants';
import * as cheerio from 'cheerio';
import {asJob} from '../support/reference-json';

const dataDir = path.resolve(__dirname, '../../src/data');
const base = (): Surface => structuredClone(readDataSurface(dataDir));
const tool = (s: Surface, name: string) => s.tools.find((t) => t.name === name) as SurfaceTool & {inputSchema: any; outputSchema: any; annotations: any};
/** The changes as --json gives them, without the words: id, class, subject, path, values, plain before and after. */
const brief = asJob;

/** Applies `edit` to a copy of the committed surface and returns the classified changes. */
function changesAfter(edit: (s: Surface) => void): Change[] {
  const after = base();
  edit(after);
  return diffSurfaces(base(), after);
}

test.describe('reference: classifying changes', () => {
  test('the committed data against itself has no change', () => {
    expect(diffSurfaces(base(), base())).toEqual([]);
  });

  // [what changes, the edit, the change(s) expected]
  const CASES: [string, (s: Surface) => void, object | object[]][] = [
    ['tool removed', (s) => s.tools.splice(3, 1), {id: 'tool-removed', class: 'breaking', subject: 'tool quick_financial_summary'}],
    ['tool renamed', (s) => (tool(s, 'search_companies').name = 'find_companies'), [
      {id: 'tool-removed', class: 'breaking', subject: 'tool search_companies', values: {renamedTo: 'find_companies'}},
      {id: 'tool-added', class: 'additive', subject: 'tool find_companies'},
    ]],
    ['required parameter added', (s) => {
      tool(s, 'search_companies').inputSchema.properties.sort = {type: 'string'};
      tool(s, 'search_companies').inputSchema.required.push('sort');
    }, {id: 'required-parameter-added', class: 'breaking', subject: 'tool search_companies', path: 'parameters.sort'}],
    ['optional parameter added', (s) => (tool(s, 'search_companies').inputSchema.properties.sort = {type: 'string'}), {id: 'optional-parameter-added', class: 'additive', subject: 'tool search_companies', path: 'parameters.sort'}],
    ['parameter removed', (s) => delete tool(s, 'search_companies').inputSchema.properties.active_only, {id: 'parameter-removed', class: 'breaking', subject: 'tool search_companies', path: 'parameters.active_only'}],
    ['parameter type widened', (s) => (tool(s, 'search_companies').inputSchema.properties.start_index.type = 'number'), {id: 'parameter-type-changed', class: 'additive', subject: 'tool search_companies', path: 'parameters.start_index', values: {types: [['integer'], ['number']]}, before: 'integer', after: 'number'}],
    ['parameter type changed', (s) => (tool(s, 'search_companies').inputSchema.properties.start_index.type = 'string'), {id: 'parameter-type-changed', class: 'breaking', subject: 'tool search_companies', path: 'parameters.start_index', values: {types: [['integer'], ['string']]}, before: 'integer', after: 'string'}],
    ['result type widened', (s) => (tool(s, 'search_companies').outputSchema.properties.total_results.type = ['integer', 'null']), {id: 'result-field-type-changed', class: 'breaking', subject: 'tool search_companies', path: 'result.total_results', values: {types: [['integer'], ['integer', 'null']]}, before: 'integer', after: ['integer', 'null']}],
    ['optional parameter made required', (s) => {
      delete tool(s, 'search_companies').inputSchema.properties.start_index.default;
      tool(s, 'search_companies').inputSchema.required.push('start_index');
    }, [{id: 'parameter-became-required', class: 'breaking', subject: 'tool search_companies', path: 'parameters.start_index', before: false, after: true}, {id: 'parameter-default-changed', class: 'docs', subject: 'tool search_companies', path: 'parameters.start_index', values: {rule: 'every-call-must-send-it'}, before: 0}]],
    ['optional parameter listed as required beside its default', (s) => tool(s, 'search_companies').inputSchema.required.push('start_index'), {id: 'parameter-became-required', class: 'docs', subject: 'tool search_companies', path: 'parameters.start_index', values: {asWritten: true, default: 0}, before: false, after: true}],
    ['required parameter made optional', (s) => (tool(s, 'search_companies').inputSchema.required = []), {id: 'parameter-became-optional', class: 'additive', subject: 'tool search_companies', path: 'parameters.query', before: true, after: false}],
    ['enum value removed', (s) => tool(s, 'calculate_financial_ratios').inputSchema.properties.period.enum.pop(), {id: 'parameter-enum-value-removed', class: 'breaking', subject: 'tool calculate_financial_ratios', path: 'parameters.period', values: {values: ['prior']}, before: ['current', 'prior'], after: ['current']}],
    ['enum value added', (s) => tool(s, 'calculate_financial_ratios').inputSchema.properties.period.enum.push('interim'), {id: 'parameter-enum-value-added', class: 'additive', subject: 'tool calculate_financial_ratios', path: 'parameters.period', values: {values: ['interim']}, before: ['current', 'prior'], after: ['current', 'prior', 'interim']}],
    ['enum value removed inside items', (s) => tool(s, 'calculate_financial_ratios').inputSchema.properties.ratios.items.enum.shift(), {
      id: 'parameter-enum-value-removed', class: 'breaking', subject: 'tool calculate_financial_ratios', path: 'parameters.ratios[]', values: {values: ['current_ratio']},
      before: expect.arrayContaining(['current_ratio', 'quick_ratio']), after: expect.not.arrayContaining(['current_ratio']),
    }],
    ['pattern changed', (s) => (tool(s, 'get_company_details').inputSchema.properties.company_number.pattern = '^[A-Z0-9]+$'), {id: 'parameter-pattern-changed', class: 'breaking', subject: 'tool get_company_details', path: 'parameters.company_number', before: '^[A-Za-z0-9 ]+$', after: '^[A-Z0-9]+$'}],
    ['pattern dropped', (s) => delete tool(s, 'get_company_details').inputSchema.properties.company_number.pattern, {id: 'parameter-pattern-removed', class: 'additive', subject: 'tool get_company_details', path: 'parameters.company_number', before: '^[A-Za-z0-9 ]+$'}],
    ['maximum narrowed', (s) => (tool(s, 'search_companies').inputSchema.properties.items_per_page.maximum = 50), {id: 'parameter-maximum-decreased', class: 'breaking', subject: 'tool search_companies', path: 'parameters.items_per_page', values: {keyword: 'maximum', narrowed: true}, before: 100, after: 50}],
    ['maximum widened', (s) => (tool(s, 'search_companies').inputSchema.properties.items_per_page.maximum = 200), {id: 'parameter-maximum-increased', class: 'additive', subject: 'tool search_companies', path: 'parameters.items_per_page', values: {keyword: 'maximum', narrowed: false}, before: 100, after: 200}],
    ['minimum narrowed', (s) => (tool(s, 'search_companies').inputSchema.properties.start_index.minimum = 1), {id: 'parameter-minimum-increased', class: 'breaking', subject: 'tool search_companies', path: 'parameters.start_index', values: {keyword: 'minimum', narrowed: true}, before: 0, after: 1}],
    ['maxLength narrowed', (s) => (tool(s, 'search_companies').inputSchema.properties.query.maxLength = 100), {id: 'parameter-max-length-decreased', class: 'breaking', subject: 'tool search_companies', path: 'parameters.query', values: {keyword: 'maxLength', narrowed: true}, before: 160, after: 100}],
    ['maxLength added', (s) => (tool(s, 'quick_financial_summary').outputSchema.properties.company_name.maxLength = 160), {id: 'result-field-max-length-added', class: 'additive', subject: 'tool quick_financial_summary', path: 'result.company_name', values: {keyword: 'maxLength', narrowed: true}, after: 160}],
    ['default changed', (s) => (tool(s, 'search_companies').inputSchema.properties.items_per_page.default = 10), {id: 'parameter-default-changed', class: 'breaking', subject: 'tool search_companies', path: 'parameters.items_per_page', values: {rule: 'another-value'}, before: 20, after: 10}],
    ['extra properties accepted (additionalProperties: false dropped)', (s) => delete tool(s, 'search_companies').inputSchema.additionalProperties, {id: 'parameter-additional-properties-changed', class: 'additive', subject: 'tool search_companies', path: 'parameters', values: {leftOut: ['after']}, before: false}],
    ['output field removed', (s) => delete tool(s, 'search_companies').outputSchema.properties.total_results, {id: 'result-field-removed', class: 'breaking', subject: 'tool search_companies', path: 'result.total_results'}],
    ['output field made optional', (s) => tool(s, 'search_companies').outputSchema.required.pop(), {id: 'result-field-became-optional', class: 'breaking', subject: 'tool search_companies', path: 'result.items', before: true, after: false}],
    ['output field added', (s) => (tool(s, 'search_companies').outputSchema.properties.kind = {type: 'string'}), {id: 'result-field-added', class: 'additive', subject: 'tool search_companies', path: 'result.kind'}],
    ['nested output field removed', (s) => delete tool(s, 'search_companies').outputSchema.properties.items.items.properties.description, {id: 'result-field-removed', class: 'breaking', subject: 'tool search_companies', path: 'result.items[].description'}],
    ['output schema removed', (s) => delete tool(s, 'search_companies').outputSchema, {id: 'tool-output-schema-removed', class: 'breaking', subject: 'tool search_companies'}],
    ['readOnlyHint true → false', (s) => (tool(s, 'search_companies').annotations.readOnlyHint = false), {id: 'tool-hint-promises-less', class: 'breaking', subject: 'tool search_companies', path: 'annotations.readOnlyHint', values: {hint: 'readOnlyHint'}, before: true, after: false}],
    ['destructiveHint false → true', (s) => (tool(s, 'search_companies').annotations.destructiveHint = true), {id: 'tool-hint-promises-less', class: 'breaking', subject: 'tool search_companies', path: 'annotations.destructiveHint', values: {hint: 'destructiveHint'}, before: false, after: true}],
    ['destructiveHint left out (its default is true)', (s) => delete tool(s, 'search_companies').annotations.destructiveHint, {id: 'tool-hint-promises-less', class: 'breaking', subject: 'tool search_companies', path: 'annotations.destructiveHint', values: {hint: 'destructiveHint', leftOut: ['after']}, before: false, after: true}],
    ['idempotentHint true → false', (s) => (tool(s, 'search_companies').annotations.idempotentHint = false), {id: 'tool-hint-promises-less', class: 'breaking', subject: 'tool search_companies', path: 'annotations.idempotentHint', values: {hint: 'idempotentHint'}, before: true, after: false}],
    ['openWorldHint true → false', (s) => (tool(s, 'search_companies').annotations.openWorldHint = false), {id: 'tool-hint-promises-more', class: 'additive', subject: 'tool search_companies', path: 'annotations.openWorldHint', values: {hint: 'openWorldHint'}, before: true, after: false}],
    ['tool added', (s) => s.tools.push({name: 'search_officers', inputSchema: {type: 'object'}}), {id: 'tool-added', class: 'additive', subject: 'tool search_officers'}],
    ['tool title', (s) => (tool(s, 'search_companies').title = 'Find companies'), {id: 'tool-title-changed', class: 'docs', subject: 'tool search_companies', path: 'title', before: 'Search companies', after: 'Find companies'}],
    ['tool description', (s) => (tool(s, 'search_companies').description = 'Finds companies.'), {id: 'tool-description-changed', class: 'docs', subject: 'tool search_companies', path: 'description', before: 'Search the Companies House register by company name or number. Returns up to items_per_page matches with their company number, status, type, incorporation date and a one-line registered address. Use it first when you only have a name, then pass a company_number to the other tools.', after: 'Finds companies.'}],
    ['parameter description', (s) => (tool(s, 'search_companies').inputSchema.properties.query.description = 'A name.'), {id: 'parameter-description-changed', class: 'docs', subject: 'tool search_companies', path: 'parameters.query', before: 'Company name, part of a name, or a company number.', after: 'A name.'}],
    ['parameter examples', (s) => (tool(s, 'search_companies').inputSchema.properties.query.examples = ['tesco']), {id: 'parameter-docs-keyword-changed', class: 'docs', subject: 'tool search_companies', path: 'parameters.query', values: {keyword: 'examples'}, after: ['tesco']}],
    ['prompt added', (s) => s.prompts.push({name: 'filing_health'}), {id: 'prompt-added', class: 'additive', subject: 'prompt filing_health'}],
    ['prompt removed', (s) => s.prompts.pop(), {id: 'prompt-removed', class: 'breaking', subject: 'prompt officer_review'}],
    ['prompt required argument added', (s) => s.prompts[2].arguments!.push({name: 'since', required: true}), {id: 'prompt-required-argument-added', class: 'breaking', subject: 'prompt officer_review', values: {argument: 'since'}}],
    ['prompt optional argument added', (s) => s.prompts[2].arguments!.push({name: 'since'}), {id: 'prompt-optional-argument-added', class: 'additive', subject: 'prompt officer_review', values: {argument: 'since'}}],
    ['prompt argument title', (s) => (s.prompts[2].arguments![0].title = 'Number'), {id: 'prompt-argument-title-changed', class: 'docs', subject: 'prompt officer_review', values: {argument: 'company_number'}, before: 'Company number', after: 'Number'}],
    ['template added', (s) => s.resourceTemplates.push({name: 'company_filings', uriTemplate: 'companylens://company/{n}/filings'}), {id: 'resource-template-added', class: 'additive', subject: 'resource template company_filings'}],
    ['template removed', (s) => s.resourceTemplates.pop(), {id: 'resource-template-removed', class: 'breaking', subject: 'resource template company_officers'}],
    ['template URI changed', (s) => (s.resourceTemplates[0].uriTemplate = 'companylens://companies/{company_number}'), {id: 'resource-template-field-changed', class: 'breaking', subject: 'resource template company', values: {key: 'uriTemplate'}, before: 'companylens://company/{company_number}', after: 'companylens://companies/{company_number}'}],
    ['template description', (s) => (s.resourceTemplates[0].description = 'The profile.'), {
      id: 'resource-template-metadata-changed', class: 'docs', subject: 'resource template company', values: {key: 'description'}, before: expect.stringMatching(/^The company's profile as JSON/), after: 'The profile.',
    }],
    ['capability removed', (s) => delete s.server.capabilities.prompts, {id: 'capability-removed', class: 'breaking', subject: 'server companylens-mcp', path: 'capabilities.prompts', values: {capability: 'prompts'}}],
    ['instructions', (s) => (s.server.instructions = 'Search first.'), {id: 'instructions-changed', class: 'docs', subject: 'server companylens-mcp', path: 'instructions', after: 'Search first.'}],
  ];
  for (const [what, edit, expected] of CASES) {
    test(what, () => {
      expect(brief(changesAfter(edit))).toEqual([expected].flat());
    });
  }

  test('a change inside a shared $defs entry shows in every tool that refers to it, with its field path', () => {
    const changes = changesAfter((s) => {
      for (const t of s.tools) delete ((t.outputSchema?.$defs as any)?.companyDetails?.properties ?? {}).subtype;
    });
    expect(changes.map((c) => `${c.name} ${c.part} ${c.field}: ${c.class}`)).toEqual([
      'get_company_details result subtype: breaking',
      'get_company_by_name result company.subtype: breaking',
    ]);
  });

  test('inlining a $ref, or moving a fragment into $defs, is no change', () => {
    const inlined = changesAfter((s) => {
      for (const t of s.tools) if (t.outputSchema) t.outputSchema = inlineRefs(t.outputSchema);
    });
    expect(inlined).toEqual([]);
    const cyclic: Schema = {type: 'object', properties: {child: {$ref: '#/$defs/node'}}, $defs: {node: {type: 'object', properties: {child: {$ref: '#/$defs/node'}}}}} as Schema;
    expect(inlineRefs(cyclic)).toEqual({type: 'object', properties: {child: {type: 'object', properties: {child: {$ref: '#/$defs/node'}}}}});
  });

  test('a change records which list and field it touches, for its anchor on the tool page', () => {
    const [change] = changesAfter((s) => (tool(s, 'search_companies').outputSchema.properties.items.items.properties.title.type = 'integer'));
    expect(change).toMatchObject({kind: 'tool', name: 'search_companies', part: 'result', field: 'items[].title', class: 'breaking'});
  });
});

test.describe('reference: a default and a field left out are the same', () => {
  test('every default of the table, sent explicitly or left out, is no change', () => {
    const explicit = base();
    for (const t of explicit.tools) {
      t.execution = {taskSupport: 'forbidden'};
      t.annotations = {readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: true, ...t.annotations};
    }
    explicit.server.capabilities = {...explicit.server.capabilities, tools: {}};
    const plain = (items: object, open: object) => ({name: 'plain', inputSchema: {type: 'object', properties: {list: {type: 'array', ...items}}, ...open} as Schema});
    const before = base();
    before.tools.push(plain({}, {}));
    explicit.tools.push(plain({items: true}, {additionalProperties: true}));
    expect(diffSurfaces(before, explicit)).toEqual([]);
    expect(DEFAULTS.every((d) => d.source.length > 0)).toBe(true);
    expect(DEFAULTS.find((d) => d.key === 'taskSupport')).toMatchObject({value: 'forbidden', source: 'MCP 2025-11-25 (ToolExecution)'});
  });

  test('a default changed for real still counts, with before and after', () => {
    expect(brief(changesAfter((s) => (tool(s, 'search_companies').execution = {taskSupport: 'required'})))).toEqual([
      {id: 'tool-execution-changed', class: 'breaking', subject: 'tool search_companies', path: 'execution.taskSupport', values: {key: 'taskSupport', leftOut: ['before']}, before: 'forbidden', after: 'required'},
    ]);
    expect(brief(changesAfter((s) => (tool(s, 'search_companies').execution = {taskSupport: 'optional'})))).toEqual([
      {id: 'tool-task-support-widened', class: 'additive', subject: 'tool search_companies', path: 'execution.taskSupport', values: {leftOut: ['before']}, before: 'forbidden', after: 'optional'},
    ]);
    expect(brief(changesAfter((s) => (s.server.capabilities.tools = {listChanged: true})))).toEqual([{id: 'capability-flag-turned-on', class: 'additive', subject: 'server companylens-mcp', path: 'capabilities.tools.listChanged', values: {capability: 'tools', flag: 'listChanged'}, before: false, after: true}]);
  });
});

test.describe('reference: protocol revisions, and what only one era sends', () => {
  /** A surface that speaks `supported` and is known not to speak the rest (`open` are neither). */
  const speaking = (supported: string[], open: string[] = []): Surface => {
    const s = base();
    s.server.protocolVersions = {supported, unsupported: REVISIONS.filter((v) => !supported.includes(v) && !open.includes(v))};
    return s;
  };
  const changes = (a: Surface, b: Surface) => brief(diffSurfaces(a, b));

  test('the docs name their revisions, and every other one is one the server does not speak', () => {
    expect(base().server.protocolVersions).toEqual({supported: ['2025-11-25', '2025-06-18'], unsupported: ['2026-07-28', '2025-03-26', '2024-11-05', '2024-10-07']});
  });

  test('a revision dropped is breaking and names the clients that lose the server; one added is additive', () => {
    expect(changes(speaking(['2025-11-25', '2025-06-18']), speaking(['2025-11-25']))).toEqual([
      {id: 'protocol-revisions-dropped', class: 'breaking', subject: 'server companylens-mcp', path: 'protocolVersions', values: {revisions: ['2025-06-18']}, before: ['2025-11-25', '2025-06-18'], after: ['2025-11-25']},
    ]);
    // a release that moves to 2026-07-28 only: both older revisions go, the new one comes
    expect(changes(speaking(['2025-11-25', '2025-06-18']), speaking(['2026-07-28']))).toEqual([
      {id: 'protocol-revisions-dropped', class: 'breaking', subject: 'server companylens-mcp', path: 'protocolVersions', values: {revisions: ['2025-11-25', '2025-06-18']}, before: ['2025-11-25', '2025-06-18'], after: ['2026-07-28']},
      {id: 'protocol-revisions-added', class: 'additive', subject: 'server companylens-mcp', path: 'protocolVersions', values: {revisions: ['2026-07-28']}, before: ['2025-11-25', '2025-06-18'], after: ['2026-07-28']},
    ]);
    expect(changes(speaking(['2025-11-25']), speaking(['2026-07-28', '2025-11-25']))).toEqual([{id: 'protocol-revisions-added', class: 'additive', subject: 'server companylens-mcp', path: 'protocolVersions', values: {revisions: ['2026-07-28']}, before: ['2025-11-25'], after: ['2026-07-28', '2025-11-25']}]);
  });

  test('a revision one side did not settle is no change either way', () => {
    expect(changes(speaking(['2025-11-25', '2025-06-18']), speaking(['2025-11-25'], ['2025-06-18', '2024-10-07']))).toEqual([]);
    expect(changes(speaking(['2025-11-25'], ['2026-07-28']), speaking(['2026-07-28', '2025-11-25']))).toEqual([]);
  });

  test('a snapshot written before revisions were recorded still compares: its one revision, and 2025-11-25 when it answered an older one', () => {
    const old = (version: string): Surface => {
      const s = base();
      delete s.server.protocolVersions;
      s.server.protocolVersion = version;
      return s;
    };
    expect(changes(old('2025-11-25'), speaking(['2026-07-28', '2025-11-25', '2025-06-18']))).toEqual([]);
    expect(changes(old('2025-11-25'), speaking(['2025-06-18']))).toEqual([
      {id: 'protocol-revisions-dropped', class: 'breaking', subject: 'server companylens-mcp', path: 'protocolVersions', values: {revisions: ['2025-11-25']}, before: ['2025-11-25'], after: ['2025-06-18']},
    ]);
    expect(changes(old('2024-11-05'), speaking(['2025-11-25', '2024-11-05']))).toEqual([{id: 'protocol-revisions-added', class: 'additive', subject: 'server companylens-mcp', path: 'protocolVersions', values: {revisions: ['2025-11-25']}, before: ['2024-11-05'], after: ['2025-11-25', '2024-11-05']}]);
  });

  test('cache hints, the result type and io.modelcontextprotocol/ _meta keys never make a change; other _meta keys still do', () => {
    const modern = base();
    const stamp = {resultType: 'complete', ttlMs: 3_600_000, cacheScope: 'public'};
    const meta = {'io.modelcontextprotocol/serverInfo': {name: 'companylens-mcp', version: '1.0.0'}, 'io.modelcontextprotocol/ui': {resourceUri: 'ui://x'}};
    modern.tools = modern.tools.map((t) => ({...t, ...stamp, _meta: meta}));
    modern.prompts = modern.prompts.map((p) => ({...p, ...stamp, _meta: meta}));
    modern.resourceTemplates = modern.resourceTemplates.map((r) => ({...r, ...stamp}));
    expect(changes(base(), modern)).toEqual([]);
    tool(modern, 'search_companies')._meta = {...meta, 'com.example/rank': 2};
    expect(changes(base(), modern)).toEqual([{id: 'tool-field-changed', class: 'docs', subject: 'tool search_companies', path: '_meta', values: {key: '_meta'}}]);
  });
});

test.describe('reference: references inside a schema (JSON Schema 2020-12)', () => {
  const toolOf = (input: object): Surface => {
    const s = base();
    s.tools = [{name: 'walk', inputSchema: {type: 'object', ...input} as Schema}];
    return s;
  };
  const changes = (a: object, b: object) => brief(diffSurfaces(toolOf(a), toolOf(b)));
  const tree = (leaf: object) => ({
    properties: {root: {$ref: '#/$defs/node'}},
    $defs: {node: {type: 'object', properties: {name: leaf, children: {type: 'array', items: {$ref: '#/$defs/node'}}, next: {$ref: '#/$defs/link'}}}, link: {anyOf: [{type: 'null'}, {$ref: '#/$defs/node'}]}},
  });

  test('a JSON Pointer into the schema, a $anchor and the root are followed; keywords beside a $ref apply too', () => {
    const inline = {properties: {id: {type: 'string', pattern: '^[0-9]+$'}, copy: {type: 'string', pattern: '^[0-9]+$'}}, required: ['id']};
    expect(changes(inline, {properties: {id: {$ref: '#/properties/copy'}, copy: {type: 'string', pattern: '^[0-9]+$'}}, required: ['id']})).toEqual([]);
    expect(changes(inline, {properties: {id: {$ref: '#digits'}, copy: {$anchor: 'digits', type: 'string', pattern: '^[0-9]+$'}}, required: ['id']})).toEqual([]);
    expect(inlineRefs({type: 'object', properties: {self: {$ref: '#'}}} as Schema)).toEqual({type: 'object', properties: {self: {$ref: '#'}}});
    const beside = inlineRefs({$defs: {base: {type: 'object', properties: {a: {type: 'string'}}, required: ['a']}}, properties: {x: {$ref: '#/$defs/base', required: ['b'], description: 'X.'}}} as Schema);
    expect(beside).toEqual({properties: {x: {type: 'object', properties: {a: {type: 'string'}}, required: ['b', 'a'], description: 'X.'}}});
  });

  test('recursive schemas (a tree, and two definitions naming each other) end, and a change inside is found', () => {
    const started = performance.now();
    expect(changes(tree({type: 'string'}), tree({type: 'string'}))).toEqual([]);
    expect(changes(tree({type: 'string'}), tree({type: 'string', maxLength: 80}))).toEqual([
      {id: 'parameter-max-length-added', class: 'breaking', subject: 'tool walk', path: 'parameters.root.name', values: {keyword: 'maxLength', narrowed: true}, after: 80},
    ]);
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  test('references that fan out stop being resolved at a bound instead of growing without end', () => {
    // each level names the next twice: 2^30 nodes if every reference were resolved
    const $defs = Object.fromEntries(Array.from({length: 30}, (_, i) => [`l${i}`, i === 29 ? {type: 'string'} : {type: 'object', properties: {a: {$ref: `#/$defs/l${i + 1}`}, b: {$ref: `#/$defs/l${i + 1}`}}}]));
    const started = performance.now();
    const resolved = inlineRefs({type: 'object', properties: {top: {$ref: '#/$defs/l0'}}, $defs} as Schema);
    expect(JSON.stringify(resolved)).toContain('"$ref":"#/$defs/l');
    expect(changes({properties: {top: {$ref: '#/$defs/l0'}}, $defs}, {properties: {top: {$ref: '#/$defs/l0'}}, $defs})).toEqual([]);
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});

test.describe('reference: composite schemas, branch by branch, from the caller\'s side', () => {
  const item = (type: string[], extra: Record<string, unknown> = {}) => ({
    type: 'object', properties: {type: {type: 'string', enum: type}, data: {type: 'string'}, ...extra}, required: ['type', 'data'], additionalProperties: false,
  });
  const withSchemas = (input: object, output: object, $defs?: object): Surface => {
    const s = base();
    s.tools = [{name: 'read_media', inputSchema: {type: 'object', properties: {value: input}, ...($defs ? {$defs} : {})} as Schema, outputSchema: {type: 'object', properties: {content: {type: 'array', items: output}}} as Schema}];
    return s;
  };
  const diff = (a: [object, object, object?], b: [object, object, object?]) => brief(diffSurfaces(withSchemas(...a), withSchemas(...b)));

  test('a branch added: more accepted is additive, more returned is breaking; the matched branch reports its own change', () => {
    const before = item(['image', 'audio', 'blob']);
    const after = {anyOf: [item(['image', 'audio']), {type: 'object', properties: {type: {type: 'string', const: 'resource'}, resource: {type: 'object'}}, required: ['type', 'resource'], additionalProperties: false}]};
    expect(diff([{type: 'string'}, before], [{type: 'string'}, after])).toEqual([
      {id: 'result-field-variant-added', class: 'breaking', subject: 'tool read_media', path: 'result.content[]', values: {variant: 'type "resource"'}},
      {id: 'result-field-enum-value-removed', class: 'additive', subject: 'tool read_media', path: 'result.content[].type', values: {values: ['blob'], inVariant: 'type "image" | "audio"'}, before: ['image', 'audio', 'blob'], after: ['image', 'audio']},
    ]);
    expect(diff([before, {type: 'string'}], [after, {type: 'string'}])).toEqual([
      {id: 'parameter-variant-added', class: 'additive', subject: 'tool read_media', path: 'parameters.value', values: {variant: 'type "resource"'}},
      {id: 'parameter-enum-value-removed', class: 'breaking', subject: 'tool read_media', path: 'parameters.value.type', values: {values: ['blob'], inVariant: 'type "image" | "audio"'}, before: ['image', 'audio', 'blob'], after: ['image', 'audio']},
    ]);
  });

  test('branches without a discriminator pair by shape; $ref and allOf are read through', () => {
    const a = {oneOf: [{type: 'string'}, {type: 'object', properties: {id: {type: 'string'}, n: {type: 'integer'}}}]};
    const b = {oneOf: [{$ref: '#/$defs/obj'}, {type: 'string', maxLength: 10}]};
    const $defs = {obj: {allOf: [{type: 'object', properties: {id: {type: 'string'}}}, {properties: {n: {type: 'number'}}}]}};
    expect(diff([a, {type: 'string'}], [b, {type: 'string'}, $defs])).toEqual([
      {id: 'parameter-max-length-added', class: 'breaking', subject: 'tool read_media', path: 'parameters.value', values: {keyword: 'maxLength', narrowed: true, inVariant: 'string'}, after: 10},
      {id: 'parameter-type-changed', class: 'additive', subject: 'tool read_media', path: 'parameters.value.n', values: {types: [['integer'], ['number']], inVariant: '{id?, n?}'}, before: 'integer', after: 'number'},
    ]);
  });

  test('a branch removed from a result is additive (no longer returned), from a parameter breaking', () => {
    const two = {anyOf: [{type: 'string'}, {type: 'integer'}]};
    expect(diff([two, two], [{type: 'string'}, {type: 'string'}])).toEqual([
      {id: 'parameter-variant-removed', class: 'breaking', subject: 'tool read_media', path: 'parameters.value', values: {variant: 'integer'}},
      {id: 'result-field-variant-removed', class: 'additive', subject: 'tool read_media', path: 'result.content[]', values: {variant: 'integer'}},
    ]);
  });
});

test.describe('reference: what a schema accepts decides, not how it is written', () => {
  const param = (schema: object, required = false): Surface => {
    const s = base();
    s.tools = [{name: 'search', inputSchema: {type: 'object', properties: {value: schema}, ...(required ? {required: ['value']} : {})} as Schema}];
    return s;
  };
  const diff = (a: object, b: object, req: [boolean, boolean] = [false, false]) => brief(diffSurfaces(param(a, req[0]), param(b, req[1])));

  test('the same values written another way are no change; words still are', () => {
    expect(diff({type: 'string', enum: ['metric', 'imperial']}, {anyOf: [{type: 'string', const: 'metric'}, {type: 'string', const: 'imperial'}]})).toEqual([]);
    expect(diff({type: 'object', properties: {a: {type: 'string'}}}, {type: 'object', properties: {a: {type: 'string'}}, propertyNames: {type: 'string'}})).toEqual([]);
    expect(diff({type: 'string', enum: ['a', 'b']}, {anyOf: [{const: 'b', description: 'the second'}, {const: 'a'}], description: 'A letter.'})).toEqual([{id: 'parameter-description-changed', class: 'docs', subject: 'tool search', path: 'parameters.value', after: 'A letter.'}]);
  });

  test('branches pair by what they accept: a value still accepted is not removed, a wider branch is not narrowed', () => {
    const old = {anyOf: [{type: 'string', const: 'pd'}, {type: 'string', const: 'pw'}, {type: 'string', const: 'pm'}, {type: 'string'}], default: 'pd'};
    const now = {anyOf: [{type: 'string', enum: ['pd', 'pw', 'pm', 'py']}, {type: 'string', pattern: '^\\d{4}$'}], default: 'pd'};
    expect(diff(old, now)).toEqual([{id: 'parameter-pattern-added', class: 'breaking', subject: 'tool search', path: 'parameters.value', values: {inVariant: 'string matching ^\\d{4}$'}, after: '^\\d{4}$'}]);
    // the same branches in another order, one widened: additive only
    expect(diff({anyOf: [{type: 'integer'}, {type: 'string', enum: ['a']}]}, {anyOf: [{type: 'string', enum: ['a', 'b', 'c', 'd']}, {type: 'integer'}]})).toEqual([
      {id: 'parameter-enum-value-added', class: 'additive', subject: 'tool search', path: 'parameters.value', values: {values: ['b', 'c', 'd'], inVariant: '"a" | "b" | "c" | "d"'}, before: ['a'], after: ['a', 'b', 'c', 'd']},
    ]);
  });

  test('a default beside anyOf is one line; a default written for a formerly required parameter is docs', () => {
    expect(diff({anyOf: [{type: 'string'}, {type: 'integer'}], default: 'a'}, {anyOf: [{type: 'string'}, {type: 'integer'}], default: 'b'})).toEqual([{id: 'parameter-default-changed', class: 'breaking', subject: 'tool search', path: 'parameters.value', values: {rule: 'another-value'}, before: 'a', after: 'b'}]);
    expect(diff({type: 'boolean'}, {type: 'boolean', default: true}, [true, false])).toEqual([{id: 'parameter-became-optional', class: 'additive', subject: 'tool search', path: 'parameters.value', before: true, after: false}, {id: 'parameter-default-changed', class: 'docs', subject: 'tool search', path: 'parameters.value', values: {rule: 'every-call-sent-it'}, after: true}]);
    expect(diff({type: 'boolean'}, {type: 'boolean', default: true})).toEqual([{id: 'parameter-default-changed', class: 'breaking', subject: 'tool search', path: 'parameters.value', values: {rule: 'now-a-value-unwritten-before'}, after: true}]);
  });

  test('a type change to a type with no value in common is one line', () => {
    expect(diff({type: 'object', properties: {country: {type: 'string'}}}, {type: 'string', minLength: 2})).toEqual([{id: 'parameter-type-changed', class: 'breaking', subject: 'tool search', path: 'parameters.value', values: {types: [['object'], ['string']]}, before: 'object', after: 'string'}]);
  });

  test('Zod 4\'s safe-integer bound is one line for the release, whatever the number of parameters', () => {
    const [a, b] = [base(), base()];
    for (const s of [a, b]) for (const t of s.tools) t.inputSchema.properties = {...t.inputSchema.properties, page: {type: 'integer'}} as Schema['properties'];
    for (const t of b.tools) {
      for (const p of Object.values(t.inputSchema.properties ?? {}) as Schema[]) if (p.type === 'integer' && p.maximum === undefined) Object.assign(p, {maximum: 9007199254740991});
      Object.assign((t.inputSchema.properties as Record<string, Schema>).page, {minimum: -9007199254740991});
    }
    const changes = diffSurfaces(a, b);
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({id: 'parameter-safe-integer-bounds-added', class: 'breaking', kind: 'tool', name: '', part: 'parameters'});
    // every integer parameter that gained the bound, as `tool parameter`: search_companies' start_index and each tool's page
    expect(changes[0].values).toEqual({fields: ['search_companies start_index', ...['search_companies', 'get_company_details', 'get_company_by_name', 'quick_financial_summary', 'calculate_financial_ratios'].map((t) => `${t} page`)]});
  });

  test('what the server says of itself and annotation keys outside the specification are docs only', () => {
    const a = base();
    const b = base();
    Object.assign(b.server.serverInfo, {websiteUrl: 'https://companylens.example', description: 'UK company intelligence.', icons: [{src: 'https://companylens.example/icon.png'}]});
    tool(b, 'search_companies').annotations = {...tool(b, 'search_companies').annotations, category: 'search'};
    expect(brief(diffSurfaces(a, b))).toEqual([
      {id: 'server-info-changed', class: 'docs', subject: 'server companylens-mcp', path: 'serverInfo.websiteUrl', values: {key: 'websiteUrl'}, after: 'https://companylens.example'},
      {id: 'server-info-changed', class: 'docs', subject: 'server companylens-mcp', path: 'serverInfo.description', values: {key: 'description'}, after: 'UK company intelligence.'},
      {id: 'server-info-changed', class: 'docs', subject: 'server companylens-mcp', path: 'serverInfo.icons', values: {key: 'icons'}, after: [{src: 'https://companylens.example/icon.png'}]},
      {id: 'tool-annotation-changed', class: 'docs', subject: 'tool search_companies', path: 'annotations.category', values: {key: 'category'}, after: 'search'},
    ]);
  });
});

test.describe('reference: what cannot be documented', () => {
  test('names follow the MCP rules, not slug rules; a slug is derived only for a page path', () => {
    const legal = base();
    tool(legal, 'search_companies').name = 'API-get-user';
    tool(legal, 'get_company_details').name = 'files.read_v2';
    legal.resourceTemplates[0].name = 'Dynamic Text Resource';
    legal.resources.push({uri: 'demo://architecture.md', name: 'architecture.md'});
    expect(surfaceProblem(legal)).toBeNull();
    expect(slugOf('API-get-user')).toBe('api-get-user');
    expect(slugOf('files.read_v2')).toBe('files-read-v2');
    const bad = base();
    tool(bad, 'search_companies').name = '../Search';
    expect(surfaceProblem(bad)).toBe('tool name "../Search" is not an MCP tool name (it holds "/"; MCP allows 1 to 128 of A-Z, a-z, 0-9, _, - and .)');
    const long = base();
    tool(long, 'search_companies').name = 'x'.repeat(129);
    expect(surfaceProblem(long)).toMatch(/is not an MCP tool name \(129 characters, more than 128; /);
    const clash = base();
    tool(clash, 'search_companies').name = 'get-company-details';
    expect(surfaceProblem(clash)).toBe('tools get-company-details and get_company_details would share the page docs/api/tools/get-company-details.mdx');
    const twice = base();
    twice.prompts.push(structuredClone(twice.prompts[0]));
    expect(surfaceProblem(twice)).toBe('prompt company_assessment is listed twice');
    const empty = base();
    empty.resourceTemplates[0].name = ' ';
    expect(surfaceProblem(empty)).toBe('a resource template has no name (" ")');
    expect(surfaceProblem(base())).toBeNull();
  });

  test('schemas must be JSON Schema, in the dialect they name', () => {
    const s = base();
    tool(s, 'search_companies').inputSchema.properties.query.type = 'strin';
    expect(surfaceProblem(s)).toBe('tool search_companies: inputSchema is not valid JSON Schema 2020-12 (/properties/query/type must be equal to one of the allowed values)');
    const unresolved = base();
    tool(unresolved, 'search_companies').inputSchema.properties.query = {$ref: '#/$defs/missing'};
    expect(surfaceProblem(unresolved)).toMatch(/^tool search_companies: inputSchema is not valid JSON Schema 2020-12 \(can't resolve reference #\/\$defs\/missing/);
    // each dialect by its own meta-schema, its URI written either way
    const dialect = (uri: string, edit: (schema: any) => void = () => {}) => {
      const d = base();
      const schema = tool(d, 'search_companies').inputSchema;
      schema.$schema = uri;
      edit(schema);
      return surfaceProblem(d);
    };
    for (const uri of ['http://json-schema.org/draft-07/schema#', 'https://json-schema.org/draft-07/schema', 'http://json-schema.org/draft-06/schema#', 'https://json-schema.org/draft/2019-09/schema', 'https://json-schema.org/draft/2020-12/schema#']) {
      expect(dialect(uri), uri).toBeNull();
    }
    // draft-04's boolean exclusiveMaximum is draft-04 only
    const bounded = (schema: any) => (schema.properties.items_per_page = {type: 'integer', maximum: 100, exclusiveMaximum: true});
    expect(dialect('http://json-schema.org/draft-04/schema#', bounded)).toBeNull();
    expect(dialect('https://json-schema.org/draft-07/schema', bounded)).toBe('tool search_companies: inputSchema is not valid JSON Schema draft-07 (/properties/items_per_page/exclusiveMaximum must be number)');
    expect(dialect('https://json-schema.org/draft-03/schema')).toBe('tool search_companies: inputSchema names $schema "https://json-schema.org/draft-03/schema", a dialect this check cannot read (it reads JSON Schema draft-04, draft-06, draft-07, 2019-09, 2020-12)');
  });
});

test.describe('reference: writing files as they were laid out', () => {
  test('an unchanged value is written with the same bytes, for every data file', () => {
    for (const file of ['server.json', 'tools.json', 'schema-defs.json', 'prompts.json', 'resources.json', 'tool-docs.json', 'changelog.json']) {
      const text = fs.readFileSync(path.join(dataDir, file), 'utf8');
      expect(formatLike(JSON.parse(text), text), file).toBe(text);
    }
  });

  test('a changed value changes its own line only, and keys keep the file\'s order', () => {
    const text = fs.readFileSync(path.join(dataDir, 'server.json'), 'utf8');
    const value = JSON.parse(text);
    value.serverInfo.version = '1.1.0';
    value.capabilities = {resources: value.capabilities.resources, prompts: value.capabilities.prompts, tools: value.capabilities.tools};
    const changed = formatLike(value, text).split('\n');
    const before = text.split('\n');
    const differing = before.filter((line, i) => changed[i] !== line);
    expect(differing).toEqual(['  "serverInfo": { "name": "companylens-mcp", "title": "CompanyLens", "version": "1.0.0" },']);
    expect(changed.length).toBe(before.length);
  });
});

test.describe('reference: the changelog', () => {
  test('a tool page reads "added in" and "changed in" from the entries', () => {
    const first = {version: '1.0.0', date: '2026-01-01', first: true, changes: [{class: 'additive' as const, kind: 'tool' as const, name: 'a', text: 'tool a added'}]};
    let log = withEntry(null, '1.0.0', '2026-01-01T09:00:00Z', first.changes);
    log = withEntry(log, '1.1.0', '2026-02-01T10:30:00Z', [{class: 'breaking', kind: 'tool', name: 'a', part: 'parameters', field: 'q', text: 'parameter q removed'}]);
    log = withEntry(log, '1.1.0', '2026-02-02T08:15:30Z', [{class: 'additive', kind: 'tool', name: 'b', text: 'tool b added'}]);
    expect(log.entries.map((e) => `${e.version} ${e.date} ${e.updated} ${e.changes.length}`)).toEqual(['1.1.0 2026-02-02 2026-02-02T08:15:30Z 2', '1.0.0 2026-01-01 2026-01-01T09:00:00Z 1']);
    expect(toolHistory(log, 'a').added?.version).toBe('1.0.0');
    expect(toolHistory(log, 'a').changed.map((e) => e.version)).toEqual(['1.1.0']);
    expect(toolHistory(log, 'b').added?.version).toBe('1.1.0');
    expect(toolHistory(log, 'b').changed).toEqual([]);
  });

  test('the Atom feed names its author (RFC 4287 §4.1.1) and gives every entry a full timestamp', () => {
    const $ = cheerio.load(changelogFeed('https://docs.example.com', '/'), {xml: true});
    expect($('feed > author > name').text()).toBe(SITE_TITLE);
    const times = $('updated').toArray().map((e) => $(e).text());
    expect(times.length).toBeGreaterThan(1);
    for (const time of times) expect(time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);
  });
});
