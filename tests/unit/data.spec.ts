import {test, expect} from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import {tools, prompts, resourceTemplates, selfContained, schemaDefs} from '@site/src/data/mcp';
import toolDocs from '@site/src/data/tool-docs.json';
import toolsJson from '@site/src/data/tools.json';
import {LISTED_ROUTES} from '../routes';

const root = path.resolve(__dirname, '../..');

test.describe('MCP surface data', () => {
  test('tools/list entries have unique snake_case names and object input schemas', () => {
    expect(tools.map((t) => t.name).sort()).toEqual(
      ['calculate_financial_ratios', 'get_company_by_name', 'get_company_details', 'quick_financial_summary', 'search_companies'],
    );
    for (const tool of tools) {
      expect(tool.name).toMatch(/^[a-z][a-z0-9_]*$/);
      expect(tool.description.length).toBeGreaterThan(40);
      expect(tool.inputSchema.type).toBe('object');
      expect(tool.outputSchema?.type).toBe('object');
      for (const req of tool.inputSchema.required ?? []) expect(Object.keys(tool.inputSchema.properties ?? {})).toContain(req);
    }
  });

  test('every schema compiles under JSON Schema 2020-12 in strict mode and stands alone', () => {
    const ajv = new Ajv2020({strict: true});
    addFormats(ajv);
    for (const tool of tools) {
      // selfContained() attached every $defs entry a $ref needs: compiling without extra defs proves it.
      expect(() => ajv.compile(tool.inputSchema), tool.name).not.toThrow();
      expect(() => ajv.compile(tool.outputSchema!), tool.name).not.toThrow();
    }
  });

  test('selfContained attaches only the definitions a schema refers to', () => {
    const details = tools.find((t) => t.name === 'get_company_details')!.outputSchema!;
    expect(Object.keys(details.$defs ?? {}).sort()).toEqual(['address', 'companyDetails', 'officer']);
    const search = tools.find((t) => t.name === 'search_companies')!.outputSchema!;
    expect(search.$defs).toBeUndefined();
    expect(selfContained({type: 'object'})).toEqual({type: 'object'});
    // the raw file keeps the $ref, the exported list resolves against $defs
    const raw: {outputSchema?: unknown} = toolsJson.tools.find((t) => t.name === 'get_company_details')!;
    expect(raw.outputSchema).toEqual({type: 'object', $ref: '#/$defs/companyDetails'});
  });

  test('every tool is read-only, non-destructive, idempotent and open-world', () => {
    for (const tool of tools) {
      expect(tool.annotations).toMatchObject({readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: true});
    }
  });

  test('every tool has docs metadata, a page, and related tools that exist', () => {
    for (const tool of tools) {
      const doc = toolDocs[tool.name as keyof typeof toolDocs];
      expect(doc, tool.name).toBeTruthy();
      expect(fs.existsSync(path.join(root, 'docs/api/tools', `${doc.slug}.mdx`)), doc.slug).toBe(true);
      expect(LISTED_ROUTES.map((r) => r.path)).toContain(`/api/tools/${doc.slug}`);
      for (const other of doc.related) expect(tools.map((t) => t.name)).toContain(other);
      expect(doc.upstream.length).toBeGreaterThan(0);
    }
  });

  test('prompts and resource templates have the prompts/list and resources/templates/list shape', () => {
    expect(prompts.length).toBeGreaterThanOrEqual(2);
    for (const p of prompts) {
      expect(p.name).toMatch(/^[a-z_]+$/);
      expect(p.arguments?.some((a) => a.required)).toBe(true);
    }
    expect(resourceTemplates.map((r) => r.name)).toEqual(['company', 'company_financials', 'company_officers']);
    for (const r of resourceTemplates) {
      expect(r.uriTemplate).toMatch(/^companylens:\/\/company\/\{company_number\}(\/[a-z]+)?$/);
      expect(r.mimeType).toBe('application/json');
    }
  });

  test('shared definitions are all used by some tool', () => {
    const used = new Set(tools.flatMap((t) => Object.keys(t.outputSchema?.$defs ?? {})));
    expect([...used].sort()).toEqual(Object.keys(schemaDefs).sort());
  });
});
