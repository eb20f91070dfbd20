/**
 * The classes of false BREAKING lines and unreadable reports that issue 53
 * found on release pairs nobody here had tuned for, each on the smallest
 * schema pair (or stderr, or value) that shows it. packages/mcp-surface-gate/src/compare/README.md
 * ("Default rules" among them) states the rules these hold.
 */
import {test, expect} from '@playwright/test';
import {diffSurfaces} from '@site/packages/mcp-surface-gate/src/compare/diff';
import type {Change} from '@site/packages/mcp-surface-gate/src/compare/change';
import {errorLine} from '@site/packages/mcp-surface-gate/src/read/readErrors';
import type {Schema, Surface} from '@site/packages/mcp-surface-gate/src/surface/surface';
import {formatChanges} from '@site/packages/mcp-surface-gate/src/write/report';
import {annotation, githubReport} from '@site/packages/mcp-surface-gate/src/write/github';
import {markdownReport} from '@site/packages/mcp-surface-gate/src/write/markdown';
import {asJob} from '../support/reference-json';

/** A surface of one tool with this input schema (and, when given, capabilities and instructions). */
function surface(inputSchema: Schema, server: Partial<Surface['server']> = {}): Surface {
  return {
    server: {serverInfo: {name: 'gate', version: '1.0.0'}, protocolVersion: '2025-11-25', capabilities: {tools: {}}, ...server},
    tools: [{name: 'make_page', inputSchema}],
    prompts: [],
    resources: [],
    resourceTemplates: [],
  };
}
/** The changes between two input schemas, as --json gives them without the words (ids and values). */
const diffInputs = (a: Record<string, unknown>, b: Record<string, unknown>) =>
  asJob(diffSurfaces(surface({type: 'object', ...a} as Schema), surface({type: 'object', ...b} as Schema)));
const breaking = (changes: Record<string, unknown>[]) => changes.filter((c) => c.class === 'breaking');

/** The page-properties object of notion-mcp-server 2.0.0 → 2.4.1, cut down: a strict form, then anyOf[any object, string]. */
const STRICT_PROPERTIES = {
  type: 'object',
  properties: {title: {type: 'array', items: {type: 'object', properties: {text: {type: 'string'}}, required: ['text'], additionalProperties: false}}, type: {type: 'string', enum: ['title']}},
  required: ['title'],
  additionalProperties: false,
};

test.describe('reference gate: a branch that still accepts everything removes nothing (class 1)', () => {
  test('an object that lets any property through, beside a string', () => {
    const changes = diffInputs(
      {properties: {properties: {...STRICT_PROPERTIES, description: 'The page properties.'}}},
      {properties: {properties: {anyOf: [{type: 'object', description: 'The page properties.', additionalProperties: true}, {type: 'string'}]}}},
    );
    expect(breaking(changes)).toEqual([]);
    expect(changes).toContainEqual({id: 'parameter-variant-added', class: 'additive', subject: 'tool make_page', path: 'parameters.properties', values: {variant: 'string'}});
  });

  test('{} beside a stricter form, and a plain string beside an enum', () => {
    expect(breaking(diffInputs({properties: {filter: STRICT_PROPERTIES}}, {properties: {filter: {anyOf: [{...STRICT_PROPERTIES, properties: {}}, {}]}}}))).toEqual([]);
    const mode = diffInputs({properties: {mode: {type: 'string', enum: ['fast', 'slow']}}}, {properties: {mode: {anyOf: [{type: 'string', enum: ['fast']}, {type: 'string'}]}}});
    expect(breaking(mode)).toEqual([]);
  });

  test('an object the new schema only leaves open by default still loses what it no longer names', () => {
    // additionalProperties left out: a tool built with Zod drops keys it does not list, so the parameter is gone
    expect(breaking(diffInputs({properties: {a: {type: 'string'}, b: {type: 'string'}}}, {properties: {a: {type: 'string'}}}))).toEqual([{id: 'parameter-removed', class: 'breaking', subject: 'tool make_page', path: 'parameters.b'}]);
    expect(breaking(diffInputs({properties: {p: STRICT_PROPERTIES}}, {properties: {p: {type: 'object'}}}))).toEqual([
      {id: 'parameter-removed', class: 'breaking', subject: 'tool make_page', path: 'parameters.p.title'},
      {id: 'parameter-removed', class: 'breaking', subject: 'tool make_page', path: 'parameters.p.type'},
    ]);
  });
});

test.describe('reference gate: what a caller who leaves a parameter out now gets (class 2)', () => {
  const param = (schema: Record<string, unknown>, required = false) => ({properties: {q: schema}, ...(required ? {required: ['q']} : {})});
  // [what, before, after, the default line expected (or none)]
  const RULES: [string, Record<string, unknown>, Record<string, unknown>, Record<string, unknown> | undefined][] = [
    ['nullable with default null: still no value', {type: 'string'}, {anyOf: [{type: 'string'}, {type: 'null'}], default: null}, {id: 'parameter-default-changed', class: 'docs', subject: 'tool make_page', path: 'parameters.q', values: {rule: 'still-no-value'}}],
    ['default null dropped: still no value', {type: ['string', 'null'], default: null}, {type: ['string', 'null']}, {id: 'parameter-default-changed', class: 'docs', subject: 'tool make_page', path: 'parameters.q', values: {rule: 'still-no-value'}}],
    ['a default written where there was none', {type: 'integer'}, {type: 'integer', default: 20}, {id: 'parameter-default-changed', class: 'breaking', subject: 'tool make_page', path: 'parameters.q', values: {rule: 'now-a-value-unwritten-before'}, after: 20}],
    ['a default removed', {type: 'integer', default: 20}, {type: 'integer'}, {id: 'parameter-default-changed', class: 'breaking', subject: 'tool make_page', path: 'parameters.q', values: {rule: 'no-longer-a-value'}, before: 20}],
    ['a default changed', {type: 'integer', default: 20}, {type: 'integer', default: 10}, {id: 'parameter-default-changed', class: 'breaking', subject: 'tool make_page', path: 'parameters.q', values: {rule: 'another-value'}, before: 20, after: 10}],
    ['a value default replaced by null', {type: ['integer', 'null'], default: 20}, {type: ['integer', 'null'], default: null}, {id: 'parameter-default-changed', class: 'breaking', subject: 'tool make_page', path: 'parameters.q', values: {rule: 'no-longer-a-value'}, before: 20}],
  ];
  for (const [what, before, after, expected] of RULES) {
    test(what, () => {
      const found = diffInputs(param(before), param(after)).filter((c) => c.id === 'parameter-default-changed');
      expect(found).toEqual(expected ? [expected] : []);
    });
  }

  test('a default no caller relied on: the parameter was required before, or is required now', () => {
    expect(diffInputs(param({type: 'integer'}, true), param({type: 'integer', default: 20}))).toContainEqual({id: 'parameter-default-changed', class: 'docs', subject: 'tool make_page', path: 'parameters.q', values: {rule: 'every-call-sent-it'}, after: 20});
    const now = diffInputs(param({type: 'integer', default: 20}), param({type: 'integer'}, true));
    expect(now).toEqual([{id: 'parameter-became-required', class: 'breaking', subject: 'tool make_page', path: 'parameters.q', before: false, after: true}, {id: 'parameter-default-changed', class: 'docs', subject: 'tool make_page', path: 'parameters.q', values: {rule: 'every-call-must-send-it'}, before: 20}]);
  });
});

test.describe('reference gate: capabilities the specification does not define (class 3)', () => {
  test('a string under capabilities is words, compared once, on one line', () => {
    const text = 'Use search first.\nThen fetch.';
    const changes = diffSurfaces(
      surface({type: 'object'}, {capabilities: {tools: {}, instructions: text}}),
      surface({type: 'object'}, {capabilities: {tools: {}, instructions: `${text}\nAsk before writing.`}}),
    );
    expect(asJob(changes)).toEqual([{id: 'capability-unknown-changed', class: 'docs', subject: 'server gate', path: 'capabilities.instructions', values: {capability: 'instructions'}, before: 'Use search first.\nThen fetch.', after: 'Use search first.\nThen fetch.\nAsk before writing.'}]);
  });

  test('keys the specification does not define, gone or inside a defined capability, are docs only; a defined one still counts', () => {
    const changes = asJob(diffSurfaces(
      surface({type: 'object'}, {capabilities: {tools: {listChanged: true, mysql_query: {description: 'Run SQL'}}, vendor: {x: 1}}}),
      surface({type: 'object'}, {capabilities: {tools: {}}}),
    ));
    expect(changes).toEqual([
      {id: 'capability-flag-turned-off', class: 'breaking', subject: 'server gate', path: 'capabilities.tools.listChanged', values: {capability: 'tools', flag: 'listChanged', leftOut: ['after']}, before: true, after: false},
      {id: 'capability-unknown-changed', class: 'docs', subject: 'server gate', path: 'capabilities.tools.mysql_query', values: {capability: 'tools.mysql_query'}},
      {id: 'capability-unknown-changed', class: 'docs', subject: 'server gate', path: 'capabilities.vendor', values: {capability: 'vendor'}},
    ]);
  });
});

test.describe('reference gate: one change, one line (class 4)', () => {
  test('values and names with newlines or other control characters are escaped where they are shown', () => {
    const changes = diffSurfaces(surface({type: 'object'}, {instructions: 'a\nb'}), surface({type: 'object'}, {instructions: 'a\r\nb\tc'}));
    expect(changes.map((c) => c.text)).toEqual(['instructions "a\\nb" → "a\\r\\nb\\tc"']);
    // the words are what this class is about: the line as every format prints it
    const linesOf = (a: Record<string, unknown>, b: Record<string, unknown>) =>
      diffSurfaces(surface({type: 'object', ...a} as Schema), surface({type: 'object', ...b} as Schema)).map((c) => `${c.class}: ${c.text}`);
    expect(linesOf({properties: {q: {type: 'string', pattern: '^a$'}}}, {properties: {q: {type: 'string', pattern: '^a\n$'}}})).toEqual(['breaking: parameter q: pattern ^a$ → ^a\\n$']);
    const described = linesOf({properties: {q: {type: 'string', description: 'one\ntwo'}}}, {properties: {q: {type: 'string', description: 'one\u2028two'}}});
    for (const line of described) expect(line).not.toMatch(/[\n\r\u2028\u2029]/);
  });
});

test.describe('reference gate: the reason a server gave (class 5)', () => {
  test('the error and its cause, not the fields Node prints after them', () => {
    // what Node prints for an uncaught fetch failure that a server catches and logs before exiting
    const stderr = [
      'Fatal error in main(): TypeError: fetch failed',
      '    at node:internal/deps/undici/undici:13502:13',
      '    at async main (file:///srv/index.js:12:3) {',
      '  [cause]: Error: getaddrinfo ENOTFOUND api.example.com',
      '      at GetAddrInfoReqWrap.onlookupall [as oncomplete] (node:dns:120:26) {',
      '    errno: -3008,',
      "    code: 'ENOTFOUND',",
      "    syscall: 'getaddrinfo',",
      "    hostname: 'api.example.com'",
      '  }',
      '}',
      '',
      'Node.js v20.20.2',
    ].join('\n');
    expect(errorLine(stderr)).toBe('fetch failed: getaddrinfo ENOTFOUND api.example.com');
  });

  test('an error line after a prefix, with its fields after it', () => {
    const stderr = 'MySQL pool created successfully\nFatal error during server startup: Error: connect ECONNREFUSED 127.0.0.1:9\n    at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1611:16) {\n  errno: -111,\n  code: \'ECONNREFUSED\',\n  fatal: true\n}\n';
    expect(errorLine(stderr)).toBe('Error: connect ECONNREFUSED 127.0.0.1:9');
  });

  test("a runner's source line is never the reason", () => {
    // jiti, given a module path that does not exist, prints a line of its own bundle before the error
    const bundle = `(()=>{var __webpack_modules__={${'"a":(e,t,r)=>{const n=r(1);'.repeat(400)}`;
    const stderr = `/app/node_modules/jiti/dist/jiti.js:1\n${bundle}\n${' '.repeat(900)}^\n\nError: Cannot find module '/app/srver.ts'\nRequire stack:\n- /app/index.js\n    at Module._resolveFilename (node:internal/modules/cjs/loader:1207:15) {\n  code: 'MODULE_NOT_FOUND',\n  requireStack: [ '/app/index.js' ]\n}\n\nNode.js v20.20.2\n`;
    expect(errorLine(stderr)).toBe("Error: Cannot find module '/app/srver.ts'");
    // and when only the bundle's line came through, it is not shown
    expect(errorLine(`/app/node_modules/jiti/dist/jiti.js:1\n${bundle}`)).toBe('');
  });
});

test.describe('reference gate: smaller (class 8)', () => {
  test('additionalProperties true written out is not "left out"', () => {
    const changes = diffInputs({properties: {p: STRICT_PROPERTIES}}, {properties: {p: {type: 'object', additionalProperties: true}}});
    expect(changes).toEqual([{id: 'parameter-additional-properties-changed', class: 'additive', subject: 'tool make_page', path: 'parameters.p', before: false}]);
  });

  test('a description that moved into a branch of an anyOf is no change', () => {
    const d = 'Search query to filter results by name or slug.';
    expect(diffInputs(
      {properties: {q: {anyOf: [{type: 'string', description: d}, {type: 'null'}], description: d, default: null}}},
      {properties: {q: {anyOf: [{type: 'string', description: d}, {type: 'null'}], default: null}}},
    )).toEqual([]);
    expect(diffInputs({properties: {q: {type: 'object', description: d}}}, {properties: {q: {anyOf: [{type: 'object', description: d}, {type: 'string'}]}}}))
      .toEqual([{id: 'parameter-variant-added', class: 'additive', subject: 'tool make_page', path: 'parameters.q', values: {variant: 'string'}}]);
  });

  test('a list of types and an anyOf of the same types accept the same values', () => {
    expect(diffInputs({properties: {q: {anyOf: [{type: 'string'}, {type: 'null'}]}}}, {properties: {q: {type: ['string', 'null']}}})).toEqual([]);
  });
});

test.describe('reference gate: the report formats keep one change on one line', () => {
  const named: Change = {id: 'prompt-removed', class: 'breaking', kind: 'prompt', name: 'review\nnow', text: 'prompt review\nnow removed'};

  test('words: a name with a newline is escaped in the group heading and the line', () => {
    const text = formatChanges([named], () => undefined);
    expect(text.split('\n').filter(Boolean)).toEqual(['  prompt review\\nnow', '    BREAKING   prompt review\\nnow removed']);
  });

  test('GitHub annotations escape data and properties as the runner reads them', () => {
    expect(annotation({level: 'error', title: 'BREAKING: tool a, b', file: 'src/data/tools.json', line: 7, message: '100% of\r\nit'}))
      .toBe('::error file=src/data/tools.json,line=7,title=BREAKING%3A tool a%2C b::100%25 of%0D%0Ait');
    expect(annotation({level: 'notice', message: 'plain'})).toBe('::notice::plain');
    expect(githubReport([named], [], [], () => undefined)).toBe('::error title=BREAKING prompt-removed%3A prompt review%0Anow::prompt review%0Anow removed');
  });

  test('the pull-request comment: one item a change, words in a code span, long groups cut', () => {
    const many: Change[] = Array.from({length: 60}, (_, i) => ({id: 'tool-removed', class: 'breaking', kind: 'tool', name: `t${i}`, text: `tool t${i} removed`}));
    const comment = markdownReport('reference:diff: a → b', [...many, named, {id: 'tool-description-changed', class: 'docs', kind: 'tool', name: 'x', text: 'description "use `a` | <b>" → none'}], [], []);
    const lines = comment.split('\n');
    expect(lines[0]).toBe('## reference:diff: a → b');
    expect(lines).toContain('**62 changes (61 breaking, 0 additive, 1 docs only)**');
    expect(lines).toContain('### Breaking (61)');
    expect(lines.filter((l) => l.startsWith('- **tool t'))).toHaveLength(50);
    expect(lines).toContain('- … and 11 more (`--json` lists every one)');
    expect(lines).toContain('<summary>Docs only (1)</summary>');
    expect(lines).toContain('- **tool x** (`tool-description-changed`): ``description "use `a` | <b>" → none``');
    expect(comment).not.toContain('review\nnow');
  });
});
