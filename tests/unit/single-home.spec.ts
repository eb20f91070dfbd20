/**
 * Each fact has one home page and is linked from elsewhere: these tests read the
 * pages (docs/**.mdx) and fail when a repeated table, exchange, example reply or
 * warning comes back on a second page.
 */
import {test, expect} from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import {codeBlocks, listDocFiles} from '../tools/docExamples';

const root = path.resolve(__dirname, '../..');
const docs: {file: string; text: string}[] = listDocFiles().map((f: string) => ({file: path.relative(root, f), text: fs.readFileSync(f, 'utf8')}));
const prose = (text: string) => text.replace(/^(\s*)(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1\2\s*$/gm, '');

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

test('the Harbour Lane search result, profile and financial summary each have one home', () => {
  const items = (v: Record<string, unknown>) => (Array.isArray(v.items) ? (v.items as {company_number?: string}[]) : []);
  expect(pagesWithJson((v) => items(v).some((i) => i.company_number === '11223344'))).toEqual(['docs/api/tools/search-companies.mdx']);
  expect(pagesWithJson((v) => v.company_number === '11223344' && 'registered_office_address' in v)).toEqual([
    'docs/api/tools/get-company-details.mdx',
  ]);
  expect(pagesWithJson((v) => v.company_number === '11223344' && 'current' in v)).toEqual(['docs/api/tools/quick-financial-summary.mdx']);
});

test('the tool pages carry no shared boilerplate paragraphs', () => {
  for (const {file, text} of docs) {
    expect(text, file).not.toContain('Every CompanyLens tool, and anything else using your key, draws on the same allowance');
    expect(text, file).not.toContain('Apart from an unknown tool name, which gets a protocol error, every error below comes back');
  }
});

test('"600 requests per 5 minutes" is stated in prose on the installation page only', () => {
  const pages = docs.filter(({text}) => /\b600 requests\b/.test(prose(text))).map((d) => d.file);
  expect(pages).toEqual(['docs/getting-started/installation.mdx']);
  for (const {file, text} of docs) {
    if (/rate limit/i.test(prose(text)) && file !== 'docs/getting-started/installation.mdx') {
      // a tool page links it through <ToolUpstream>, whose sentence says where the limit is explained
      const link = text.includes('<ToolUpstream ') ? 'src/components/ToolReference/index.tsx' : file;
      expect(fs.readFileSync(path.join(root, link), 'utf8'), file).toContain('/getting-started/installation#companies-house-rate-limit-reached');
    }
  }
});

test('the personal-data warning lives in the privacy policy; other pages link to it', () => {
  for (const {file, text} of docs) {
    if (file === 'docs/legal/privacy-policy.mdx') continue;
    const body = prose(text);
    expect(body, file).not.toMatch(/:::(info|warning|note|tip)[^\n]*\n[^:]*personal data/);
    if (/personal data/i.test(body)) expect(body, file).toContain('/legal/privacy-policy#company-data-and-personal-data');
  }
});

test('the quickstart shows the Claude Code command once, in its client panel', () => {
  expect(fs.readFileSync(path.join(root, 'docs/getting-started/quickstart.mdx'), 'utf8')).not.toContain('claude mcp add');
  expect(fs.readFileSync(path.join(root, 'docs/getting-started/quickstart.mdx'), 'utf8')).toContain('<ClientConfigTabs />');
  expect(fs.readFileSync(path.join(root, 'src/lib/clients.ts'), 'utf8')).toContain('f.claudeCodeCommand(s)');
});
