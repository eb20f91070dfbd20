/**
 * Each fact has one home page and is linked from elsewhere: these tests read the
 * pages (docs/**.mdx) and fail when a repeated table, exchange, example reply or
 * warning comes back on a second page. The rules every page keeps, a new one
 * included (the rate limit and the personal-data warning said once, and linked),
 * are in src/writers/rules/content/rules.ts.
 */
import {test, expect} from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import {codeBlocks} from '@site/src/lib/data/docExamples';
import {listPageFiles} from '@site/src/writers/site/pageFiles';

const root = path.resolve(__dirname, '../..');
const docs: {file: string; text: string}[] = listPageFiles(root).map((f) => ({file: f, text: fs.readFileSync(path.join(root, f), 'utf8')}));

/** Pages with a json block for which `test` holds (resources/read text is parsed too). */
function pagesWithJson(test: (value: Record<string, unknown>) => boolean): string[] {
  const found = new Set<string>();
  for (const {file, text} of docs) {
    for (const b of codeBlocks(text)) {
      if (b.lang !== 'json') continue;
      const value = JSON.parse(b.code);
      const candidates = [value, value.result?.structuredContent];
      for (const c of value.result?.contents ?? []) {
        try {
          candidates.push(JSON.parse(c.text));
        } catch {
          // shortened text: not a whole object
        }
      }
      if (candidates.some((c) => c && typeof c === 'object' && test(c))) found.add(file);
    }
  }
  return [...found];
}
/** Pages with a table row that starts with `start`. */
const pagesWithRow = (start: string) => docs.filter(({text}) => text.split('\n').some((l) => l.startsWith(start))).map((d) => d.file);

test('the enumeration tables live in data-fields only', () => {
  for (const row of ['| `liquidation` |', '| `ltd` |', '| `llp` |', '| `director`, `corporate-director` |', '| `micro-entity` |']) {
    expect(pagesWithRow(row), row).toEqual(['docs/reference/data-fields.mdx']);
  }
});

test('the initialize exchange lives on the MCP protocol page, the terminal check on the installation page', () => {
  expect(pagesWithJson((v) => v.method === 'initialize')).toEqual(['docs/concepts/mcp-protocol.mdx']);
  expect(pagesWithJson((v) => !!(v.result as {serverInfo?: unknown} | undefined)?.serverInfo)).toEqual(['docs/concepts/mcp-protocol.mdx']);
  // and the handshake typed into a terminal, once, on the installation page
  expect(docs.filter(({text}) => text.includes('"method":"initialize"')).map((d) => d.file)).toEqual(['docs/getting-started/installation.mdx']);
  expect(docs.filter(({text}) => (text.match(/"method":"initialize"/g) ?? []).length > 1)).toEqual([]);
});

test('the Harbour Lane search result, profile, financial summary and ratios, and Pennine\'s ratios, each have one home', () => {
  const items = (v: Record<string, unknown>) => (Array.isArray(v.items) ? (v.items as {company_number?: string}[]) : []);
  expect(pagesWithJson((v) => items(v).some((i) => i.company_number === '11223344'))).toEqual(['docs/api/tools/search-companies.mdx']);
  expect(pagesWithJson((v) => v.company_number === '11223344' && 'registered_office_address' in v)).toEqual([
    'docs/api/tools/get-company-details.mdx',
  ]);
  expect(pagesWithJson((v) => v.company_number === '11223344' && 'current' in v)).toEqual(['docs/api/tools/quick-financial-summary.mdx']);
  // a worked ratio result (its ratios are objects; a request lists names)
  const ratiosOf = (company: string) => (v: Record<string, unknown>) => v.company_number === company && Array.isArray(v.ratios) && typeof v.ratios[0] === 'object';
  expect(pagesWithJson(ratiosOf('11223344'))).toEqual(['docs/api/tools/calculate-financial-ratios.mdx']);
  expect(pagesWithJson(ratiosOf('04567123'))).toEqual(['docs/examples/due-diligence.mdx']);
});

test('the quickstart shows the Claude Code command once, in its client panel', () => {
  expect(fs.readFileSync(path.join(root, 'docs/getting-started/quickstart.mdx'), 'utf8')).not.toContain('claude mcp add');
  expect(fs.readFileSync(path.join(root, 'docs/getting-started/quickstart.mdx'), 'utf8')).toContain('<ClientConfigTabs />');
  // the built page shows it once: in the Claude Code panel
  const built = fs.readFileSync(path.join(root, 'build/getting-started/quickstart/index.html'), 'utf8');
  expect(built.split('claude mcp add').length - 1).toBe(1);
  const panel = built.split('data-client=').find((part) => /^"?claude-code\b/.test(part));
  expect(panel).toContain('claude mcp add');
});
