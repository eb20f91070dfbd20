import {test, expect} from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import {codeBlocks, listDocFiles} from '../tools/docExamples';
import {tools, type JSONSchema} from '@site/src/data/mcp';
import toolDocs from '@site/src/data/tool-docs.json';
import {MCP_SERVER} from '@site/src/constants';
import {claudeCodeCommand} from '@site/src/lib/installLinks';

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

test.describe('the other corrected facts', () => {
  test('equity_ratio is 1 − debt_ratio only without provisions', () => {
    const page = read('docs/api/tools/calculate-financial-ratios.mdx');
    const row = page.split('\n').find((l) => l.startsWith('| `equity_ratio`'))!;
    expect(row).toMatch(/provisions/);
    expect(row).toMatch(/only when there are no provisions/);
    expect(page).not.toMatch(/With the definitions above it is 1 minus `debt_ratio`/);
  });

  test('the revisions table says structured output arrived in 2025-06-18 and what a 2025-03-26 client sees', () => {
    const page = read('docs/concepts/mcp-protocol.mdx');
    const row = (rev: string) => page.split('\n').find((l) => l.startsWith(`| \`${rev}\` |`) && l.split('|').length === 5)!;
    expect(row('2025-06-18')).toMatch(/`outputSchema`/);
    expect(row('2025-06-18')).toMatch(/`structuredContent`/);
    expect(row('2025-06-18')).toMatch(/`title`/);
    expect(row('2025-03-26')).toMatch(/`content` only/);
    expect(row('2025-11-25')).not.toMatch(/structured (tool )?output/i);
    // and what that means for CompanyLens results
    expect(page).toMatch(/negotiates `2025-03-26`[^.]*reads only `content`/);
    expect(page).toMatch(/full result as JSON in its text block/);
  });

  test('Claude Code: -e goes after the server name, and no page states the opposite rule', () => {
    const tabs = read('src/components/ClientConfigTabs/index.tsx');
    // the tab shows the command built from the one server definition
    expect(tabs).toContain('claudeCodeCommand(MCP_SERVER)');
    expect(claudeCodeCommand(MCP_SERVER)).toMatch(new RegExp(`^claude mcp add ${MCP_SERVER.name} -e \\S+=\\S+ -- `));
    expect(tabs).toContain('Put {env} after the server name');
    for (const {file, text} of [...docs, {file: 'ClientConfigTabs', text: tabs}]) {
      expect(text, file).not.toMatch(/options go before the (server )?name/i);
      for (const m of text.matchAll(/claude mcp add [^\n]*/g)) expect(m[0], file).not.toMatch(/ -e \S+ (?!--)[a-z]/);
    }
  });

  test('no page advises extra API keys for batch jobs', () => {
    for (const {file, text} of docs) expect(text, file).not.toMatch(/(their|its|a separate|a second|another) (own )?(API )?key\b/i);
  });

  test('no exact per-window capacity is computed for the financial tools', () => {
    for (const {file, text} of docs) expect(text, file).not.toMatch(/\b150 (summaries|calls|companies)\b/);
    expect(read('src/components/ToolReference/index.tsx')).not.toMatch(/requests \/ /);
  });

  test('no example shows an LLP with a SIC code (not verified)', () => {
    let llps = 0;
    const visit = (v: unknown): void => {
      if (Array.isArray(v)) return v.forEach(visit);
      if (!v || typeof v !== 'object') return;
      const o = v as Record<string, unknown>;
      if (o.type === 'llp' || o.company_type === 'llp') {
        llps++;
        expect(o.sic_codes ?? [], String(o.company_number)).toEqual([]);
      }
      for (const x of Object.values(o)) {
        if (typeof x === 'string' && x.startsWith('{')) {
          try {
            visit(JSON.parse(x));
          } catch {
            // not JSON text
          }
        } else visit(x);
      }
    };
    for (const {text} of docs) for (const b of codeBlocks(text)) if (b.lang === 'json') visit(JSON.parse(b.code));
    expect(llps).toBeGreaterThan(0);
  });
});
