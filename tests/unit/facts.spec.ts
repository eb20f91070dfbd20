import {test, expect} from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import {codeBlocks, listDocFiles} from '../tools/doc-examples.cjs';
import {tools, type JSONSchema} from '@site/src/data/mcp';
import toolDocs from '@site/src/data/tool-docs.json';

// Facts corrected in review (FACTS.md §2, §5, §7, §8, §11): each test reads the page or data a
// reader gets and fails if the old, wrong statement comes back.

const root = path.resolve(__dirname, '../..');
const read = (rel: string) => fs.readFileSync(path.join(root, rel), 'utf8');
const docs = listDocFiles().map((f: string) => ({file: path.relative(root, f), text: fs.readFileSync(f, 'utf8')}));
const dataFiles = ['schema-defs.json', 'tools.json', 'resources.json', 'tool-docs.json', 'server.json'].map((f) => ({
  file: `src/data/${f}`,
  text: read(`src/data/${f}`),
}));

/** Every `company_number` pattern anywhere in a schema. */
function companyNumberPatterns(schema: unknown, out: string[] = []): string[] {
  if (Array.isArray(schema)) schema.forEach((s) => companyNumberPatterns(s, out));
  else if (schema && typeof schema === 'object') {
    for (const [k, v] of Object.entries(schema)) {
      if (k === 'company_number' && v && typeof v === 'object' && 'pattern' in v) out.push((v as {pattern: string}).pattern);
      companyNumberPatterns(v, out);
    }
  }
  return out;
}

/** The first structuredContent of a get_company_details result in the tool's page. */
function detailsExample(): Record<string, unknown> {
  for (const block of codeBlocks(read('docs/api/tools/get-company-details.mdx'))) {
    if (block.lang !== 'json') continue;
    const msg = JSON.parse(block.code);
    if (msg.result?.structuredContent?.company_number) return msg.result.structuredContent;
  }
  throw new Error('no get_company_details result example');
}

test.describe('company numbers can end in a letter', () => {
  test('every company_number pattern in the tool schemas accepts real letter-suffixed numbers', () => {
    // Inputs are loose (the server normalises them); they must still let the number through.
    for (const p of tools.flatMap((t) => companyNumberPatterns(t.inputSchema))) {
      for (const good of ['IP00525R', 'ip 00525r']) expect(new RegExp(p).test(good), `${p} ${good}`).toBe(true);
    }
    // Outputs carry the normalised form.
    const patterns = tools.flatMap((t) => companyNumberPatterns(t.outputSchema));
    expect(patterns.length).toBeGreaterThanOrEqual(4);
    for (const p of patterns) {
      const re = new RegExp(p);
      // IP00525R is Co-operative Group Ltd; 00445790 Tesco PLC.
      for (const good of ['IP00525R', '00445790', 'SC012345', 'R0000123']) expect(re.test(good), `${p} ${good}`).toBe(true);
      for (const bad of ['IP0525R', 'ip00525r', 'SC0123456', 'SC 01234']) expect(re.test(bad), `${p} ${bad}`).toBe(false);
    }
  });

  test('a get_company_details result for IP00525R validates against the output schema (ajv)', () => {
    const ajv = new Ajv2020({strict: true});
    addFormats(ajv);
    const validate = ajv.compile(tools.find((t) => t.name === 'get_company_details')!.outputSchema as JSONSchema);
    const example = detailsExample();
    expect(validate({...example, company_number: 'IP00525R'}), JSON.stringify(validate.errors)).toBe(true);
    expect(validate({...example, company_number: 'IP525R'})).toBe(false);
  });

  test('no page or data file says a company number ends in six digits', () => {
    for (const {file, text} of [...docs, ...dataFiles]) {
      expect(text, file).not.toContain('up to 6 digits');
      expect(text, file).not.toMatch(/\{2\}(\[0-9\]|\\d)\{6\}/);
    }
    const errors = Object.values(toolDocs).flatMap((d) => d.errors.map((e) => e.message));
    expect(errors.some((m) => m.includes('IP00525R'))).toBe(true);
  });

  test('the identifiers and data-fields pages show a letter-suffixed number', () => {
    expect(read('docs/concepts/company-identifiers.mdx')).toMatch(/`IP00525R` \(Co-operative Group Ltd\)/);
    expect(read('docs/reference/data-fields.mdx')).toContain('`IP00525R`');
  });
});
