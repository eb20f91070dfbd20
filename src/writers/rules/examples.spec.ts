/**
 * Rule json-example (./examples.ts): each tool page holds a request and a validated answer
 * for its own tool, a broken example is caught, and a problem is named at the line inside the
 * JSON that breaks the schema. That no page breaks it is the writers' check's (`npm run check`, which npm test runs first).
 */
import {test, expect} from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import toolDocs from '../../data/tool-docs.json';
import {codeBlocks} from '../../lib/data/docExamples';
import {checkExamples, loadDefinitions, makeValidator, templateRegExp} from './examples';

const root = path.resolve(__dirname, '../../..');
const definitions = loadDefinitions();
const compile = makeValidator(definitions.defs);

test('each tool page has a tools/call request and a validated response for its own tool', () => {
  for (const [name, doc] of Object.entries(toolDocs)) {
    const text = fs.readFileSync(path.join(root, 'docs/api/tools', `${doc.slug}.mdx`), 'utf8');
    const {problems, counts} = checkExamples(text, definitions, compile);
    expect(problems, name).toEqual([]);
    expect(counts.toolResults, name).toBeGreaterThanOrEqual(1);
    expect(text).toContain(`"name": "${name}"`);
  }
});

test('a broken example is caught: arguments the schema rejects, a result missing a field, JSON that does not parse', () => {
  const request = {jsonrpc: '2.0', id: 1, method: 'tools/call', params: {name: 'search_companies', arguments: {query: 'x', items_per_page: 500}}};
  const response = {jsonrpc: '2.0', id: 1, result: {content: [{type: 'text', text: '{}'}], structuredContent: {query: 'x'}}};
  const page = ['```json', JSON.stringify(request), '```', '```json', JSON.stringify(response), '```', '```json', '{"a": 1,}', '```'].join('\n');
  const messages = checkExamples(page, definitions, compile).problems.map((p) => p.message);
  expect(messages.some((m) => m.includes('items_per_page must be <= 100'))).toBe(true);
  expect(messages.some((m) => m.includes("must have required property 'total_results'"))).toBe(true);
  expect(messages.some((m) => m.includes('invalid JSON'))).toBe(true);
});

test('a problem names the line inside the JSON that breaks the schema, not the opening fence', () => {
  const request = {jsonrpc: '2.0', id: 7, method: 'tools/call', params: {name: 'search_companies', arguments: {query: 'acme', items_per_page: 500, colour: 'red'}}};
  const page = ['Intro.', '```json', JSON.stringify(request, null, 2), '```', '', '```json', '{', '  "a": 1,', '}', '```'].join('\n');
  const lines = page.split('\n');
  const lineWith = (text: string) => lines.findIndex((l) => l.includes(text)) + 1;
  const {problems} = checkExamples(page, definitions, compile);
  expect(problems).toContainEqual({line: lineWith('"items_per_page"'), message: 'arguments for search_companies invalid: /items_per_page must be <= 100'});
  expect(problems).toContainEqual({line: lineWith('"colour"'), message: 'arguments for search_companies invalid: (root) must NOT have additional properties ("colour")'});
  // the trailing comma's block: the line of the closing brace the parser stopped at
  expect(problems.find((p) => p.message.startsWith('invalid JSON'))?.line).toBe(lines.length - 1);
});

test('code block scanner and URI templates', () => {
  const blocks = codeBlocks('text\n```json title="x"\n{"a":1}\n```\n  ```bash\n  echo hi\n  ```\n');
  expect(blocks).toEqual([
    {lang: 'json', meta: 'title="x"', line: 2, code: '{"a":1}'},
    {lang: 'bash', meta: '', line: 5, code: 'echo hi'},
  ]);
  const re = templateRegExp('companylens://company/{company_number}/officers');
  expect(re.test('companylens://company/SC612345/officers')).toBe(true);
  expect(re.test('companylens://company/612345/officers')).toBe(false);
});
