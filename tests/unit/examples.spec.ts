import {test, expect} from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {checkAll, checkFile, codeBlocks, listDocFiles, loadDefinitions, makeValidator, templateRegExp} from '../tools/docExamples';
import {DOC_ROUTES} from '../routes';
import toolDocs from '@site/src/data/tool-docs.json';

test.describe('JSON examples in the docs', () => {
  test('every json block parses and every MCP message matches its schema', () => {
    const {problems, totals} = checkAll();
    expect(problems).toEqual([]);
    // every page's source is among the files checked
    const checked = listDocFiles().map((f) => path.relative(path.resolve(__dirname, '../..'), f));
    expect(checked).toEqual(expect.arrayContaining(DOC_ROUTES.map((r) => r.source)));
    expect(totals.files).toBe(checked.length);
    expect(totals.toolCalls).toBeGreaterThanOrEqual(15);
    expect(totals.toolResults).toBeGreaterThanOrEqual(10);
  });

  test('each tool page has a tools/call request and a validated response for its own tool', () => {
    const definitions = loadDefinitions();
    const compile = makeValidator(definitions.defs);
    for (const [name, doc] of Object.entries(toolDocs)) {
      const file = path.resolve(__dirname, '../../docs/api/tools', `${doc.slug}.mdx`);
      const {problems, counts} = checkFile(file, definitions, compile);
      expect(problems, name).toEqual([]);
      expect(counts.toolResults, name).toBeGreaterThanOrEqual(1);
      expect(fs.readFileSync(file, 'utf8')).toContain(`"name": "${name}"`);
    }
  });

  test('the checker catches a broken example (it is not vacuous)', () => {
    const definitions = loadDefinitions();
    const compile = makeValidator(definitions.defs);
    const tmp = path.join(os.tmpdir(), `bad-example-${process.pid}.md`);
    const request = {jsonrpc: '2.0', id: 1, method: 'tools/call', params: {name: 'search_companies', arguments: {query: 'x', items_per_page: 500}}};
    const response = {jsonrpc: '2.0', id: 1, result: {content: [{type: 'text', text: '{}'}], structuredContent: {query: 'x'}}};
    fs.writeFileSync(
      tmp,
      ['```json', JSON.stringify(request), '```', '```json', JSON.stringify(response), '```', '```json', '{"a": 1,}', '```'].join('\n'),
    );
    const {problems} = checkFile(tmp, definitions, compile);
    fs.unlinkSync(tmp);
    expect(problems.some((p) => p.includes('items_per_page must be <= 100'))).toBe(true);
    expect(problems.some((p) => p.includes("must have required property 'total_results'"))).toBe(true);
    expect(problems.some((p) => p.includes('invalid JSON'))).toBe(true);
  });

  test('a problem names the line inside the JSON that breaks the schema, not the opening fence', () => {
    const definitions = loadDefinitions();
    const compile = makeValidator(definitions.defs);
    const tmp = path.join(os.tmpdir(), `bad-example-lines-${process.pid}.md`);
    const request = {jsonrpc: '2.0', id: 7, method: 'tools/call', params: {name: 'search_companies', arguments: {query: 'acme', items_per_page: 500, colour: 'red'}}};
    // line 1 prose, line 2 the fence; pretty-printed, "items_per_page" is on line 9 and "colour" on line 10
    const page = ['Intro.', '```json', JSON.stringify(request, null, 2), '```', '', '```json', '{', '  "a": 1,', '}', '```'].join('\n');
    fs.writeFileSync(tmp, page);
    const {problems} = checkFile(tmp, definitions, compile);
    fs.unlinkSync(tmp);
    const rel = path.relative(path.resolve(__dirname, '../..'), tmp);
    const lines = page.split('\n');
    const lineWith = (text: string) => lines.findIndex((l) => l.includes(text)) + 1;
    expect(problems).toContain(`${rel}:${lineWith('"items_per_page"')}: arguments for search_companies invalid: /items_per_page must be <= 100`);
    expect(problems).toContain(`${rel}:${lineWith('"colour"')}: arguments for search_companies invalid: (root) must NOT have additional properties ("colour")`);
    // the trailing comma's block: the line of the closing brace the parser stopped at
    expect(problems.find((p) => p.includes('invalid JSON'))).toMatch(new RegExp(`^${rel.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:${lines.length - 1}: invalid JSON`));
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
});
