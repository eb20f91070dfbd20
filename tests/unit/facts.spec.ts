import {test, expect} from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import {codeBlocks, listDocFiles} from '../tools/docExamples';
import {tools, type JSONSchema} from '@site/src/data/mcp';
import {toolDocsTable} from '@site/src/lib/dataTables';
import {MCP_SERVER} from '@site/src/constants';
import {claudeCodeCommand} from '@site/src/lib/installLinks';
import {MCP_CLIENTS} from '@site/src/lib/clients';

// Facts corrected in review, each checked against a primary source: every test reads the page or
// data a reader gets and fails if the old, wrong statement comes back.

const root = path.resolve(__dirname, '../..');
const read = (rel: string) => fs.readFileSync(path.join(root, rel), 'utf8');
const docs = listDocFiles().map((f: string) => ({file: path.relative(root, f), text: fs.readFileSync(f, 'utf8')}));
const dataFiles = ['schema-defs.json', 'tools.json', 'resources.json', 'tool-docs.json', 'server.json', 'prompts.json'].map((f) => ({
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
    const errors = Object.values(toolDocsTable).flatMap((d) => d.errors.map((e) => e.message));
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
    const claudeCode = MCP_CLIENTS.find((c) => c.id === 'claude-code')!.product(MCP_SERVER);
    // the panel shows the command built from the one server definition, and says where -e goes
    expect(claudeCode.command!.split('\n')[0]).toBe(claudeCodeCommand(MCP_SERVER));
    expect(claudeCodeCommand(MCP_SERVER)).toMatch(new RegExp(`^claude mcp add ${MCP_SERVER.name} -e \\S+=\\S+ -- `));
    expect(claudeCode.note).toContain('Put `-e` after the server name');
    const clients = read('src/lib/clients.ts');
    for (const {file, text} of [...docs, {file: 'src/lib/clients.ts', text: clients}]) {
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

/** A page without its fenced code blocks (what the reader reads as prose). */
const prose = (text: string) => text.replace(/^(\s*)(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1\2\s*$/gm, '');
const page = (rel: string) => read(`docs/${rel}.mdx`);
/** The markdown section under a heading, up to the next heading of the same or a higher level. */
function section(text: string, heading: string): string {
  const lines = text.split('\n');
  const start = lines.findIndex((l) => l.replace(/^#+ /, '') === heading && /^#+ /.test(l));
  expect(start, heading).toBeGreaterThanOrEqual(0);
  const level = lines[start].indexOf(' ');
  const end = lines.findIndex((l, i) => i > start && /^#+ /.test(l) && l.indexOf(' ') <= level);
  return lines.slice(start, end < 0 ? undefined : end).join('\n');
}

test.describe('third review: errors', () => {
  test('date of birth: month and year on the register since 10 October 2015, not "never published"', () => {
    for (const {file, text} of [...docs, ...dataFiles]) {
      expect(text, file).not.toMatch(/never publish|publishes only the month|day is never published|day of birth is never/i);
    }
    const home = section(page('concepts/data-model'), 'Date of birth: month and year only');
    expect(home).toContain('10 October 2015');
    expect(home).toMatch(/credit reference agencies/);
    expect(home).toContain('https://www.legislation.gov.uk/uksi/2015/1694');
    expect(home).toContain('https://changestoukcompanylaw.campaign.gov.uk/protecting-your-information/');
    const schema = JSON.parse(read('src/data/schema-defs.json')).$defs.officer.properties.date_of_birth.description;
    expect(schema).toContain('10 October 2015');
    for (const rel of ['api/tools/get-company-details', 'api/resources/officers-resource', 'api/prompts/custom-prompts', 'reference/data-fields']) {
      expect(page(rel), rel).toContain('/concepts/data-model#date-of-birth-month-and-year-only');
    }
  });

  test('start-up: no client sends 2026-07-28 in initialize; a dual-era client probes with server/discover', () => {
    for (const {file, text} of docs) {
      expect(prose(text), file).not.toMatch(/(asks?|propos\w*|requests?) (for )?[^.\n]*`2026-07-28`/);
      expect(prose(text), file).not.toMatch(/`2026-07-28`[^.\n]*in `initialize`/);
    }
    const negotiation = section(page('concepts/mcp-protocol'), 'Version negotiation');
    expect(negotiation).toContain('`server/discover`');
    expect(negotiation).toMatch(/falls back to `initialize`/);
    expect(negotiation).toContain('https://modelcontextprotocol.io/specification/2026-07-28/basic/transports/stdio#backward-compatibility');
    expect(section(page('getting-started/installation'), 'What happens at start-up')).toContain('/concepts/mcp-protocol#version-negotiation');
  });

  test('Claude Code logs: the cache folder per project and server, not /mcp or claude mcp get', () => {
    const logs = section(page('getting-started/installation'), 'Where to find logs');
    const row = logs.split('\n').find((l) => l.startsWith('| Claude Code |'))!;
    expect(row).toContain('~/Library/Caches/claude-cli-nodejs/<project>/mcp-logs-companylens/');
    expect(row).toContain('https://github.com/anthropics/claude-code/issues/72');
    expect(row).not.toMatch(/`\/mcp`|claude mcp get/);
  });
});

test.describe('third review: contradictions', () => {
  test('quick_financial_summary costs up to four requests, and retries count too', () => {
    for (const {file, text} of docs) expect(text, file).not.toMatch(/(?<!up to )\bfour (requests )?for `quick_financial_summary`/);
    const upstream = read('src/components/ToolReference/index.tsx');
    expect(upstream).toContain('server.upstreamRetries.attempts');
    expect(upstream).toMatch(/So does each retry/);
  });

  test('every description of company-number normalisation includes the prefix padding', () => {
    const description = tools.find((t) => t.name === 'get_company_details')!.description;
    expect(description).toMatch(/padded to 6 \(SC12345 becomes SC012345\)/);
    for (const {file, text} of docs) {
      if (/zero-padded to 8|padded with zeros to 8/.test(text)) expect(text, file).toMatch(/SC0?12345`? (becomes|→)|`SC012345`/);
    }
    for (const rel of ['api/tools/get-company-details', 'api/tools/quick-financial-summary', 'api/tools/calculate-financial-ratios']) {
      expect(page(rel), rel).toContain('/concepts/company-identifiers#how-companylens-normalises-input');
    }
  });

  test('get_company_by_name: every example obeys one rule for exact matches (LTD = LIMITED, no suffix is not exact)', () => {
    const norm = (name: string) =>
      ` ${name.toUpperCase().replace(/[^A-Z0-9 ]/g, '').replace(/\s+/g, ' ').trim()} `
        .replace(/ PUBLIC LIMITED COMPANY $/, ' PLC ')
        .replace(/ LIMITED $/, ' LTD ')
        .trim();
    let exact = 0;
    let best = 0;
    for (const {file, text} of docs) {
      for (const b of codeBlocks(text)) {
        if (b.lang !== 'json') continue;
        const sc = JSON.parse(b.code).result?.structuredContent;
        if (!sc?.match_type) continue;
        const same = norm(sc.query) === norm(sc.company.company_name);
        expect(same, `${file}: "${sc.query}" vs "${sc.company.company_name}" is ${sc.match_type}`).toBe(sc.match_type === 'exact');
        if (sc.match_type === 'exact') exact++;
        else best++;
      }
    }
    expect(exact).toBeGreaterThan(0);
    expect(best).toBeGreaterThan(0);
  });

  test('due diligence: only a pending strike-off among status details stops the check', () => {
    const text = page('examples/due-diligence');
    const chart = codeBlocks(text).find((b: {lang: string}) => b.lang === 'mermaid')!.code;
    expect(chart).not.toMatch(/company_status_detail present/);
    expect(chart).toMatch(/company_status_detail is active-proposal-to-strike-off/);
    expect(text).not.toMatch(/`company_status_detail` is absent\./);
  });
});

test.describe('third review: doubtful claims, sourced or corrected', () => {
  test('the rate limit is 600 requests per 5 minutes, from the guidelines, never "per key"', () => {
    const server = JSON.parse(read('src/data/server.json'));
    expect(server.rateLimit).toEqual({requests: 600, windowMinutes: 5});
    const message = server.commonErrors.find((e: {when: string}) => /rate limit/.test(e.when)).message;
    expect(message).toContain(`(${server.rateLimit.requests} requests per ${server.rateLimit.windowMinutes} minutes)`);
    for (const {file, text} of [...docs, ...dataFiles]) expect(text, file).not.toMatch(/per (API )?key\b|for each API key|your (API )?key allows/);
    expect(section(page('getting-started/installation'), '"Companies House rate limit reached"')).toContain(
      'https://developer.company-information.service.gov.uk/developer-guidelines',
    );
  });

  test('`open` is the status of an open UK establishment, not of overseas entities', () => {
    for (const {file, text} of docs) expect(text, file).not.toMatch(/`open` \| Used for overseas entities/);
    const row = page('reference/data-fields')
      .split('\n')
      .find((l) => l.startsWith('| `open` |'))!;
    expect(row).toMatch(/UK establishment/);
  });

  test('SIC codes: a company gives up to four; other entities may have none', () => {
    for (const {file, text} of docs) expect(text, file).not.toMatch(/Every company on the register gives up to four/);
    expect(page('reference/sic-codes')).toMatch(/limited liability partnerships, may have none/);
    expect(page('reference/sic-codes')).not.toMatch(/Open Government Licence/);
  });

  test('Cursor: a committed project file uses ${env:...}; the global file is no way to supply the key', () => {
    for (const {file, text} of docs) expect(text, file).not.toMatch(/in their global file/);
    const cursor = section(page('getting-started/installation'), 'Cursor');
    expect(cursor).toContain('${env:COMPANIES_HOUSE_API_KEY}');
    expect(cursor).toContain('https://cursor.com/docs/mcp');
    expect(MCP_CLIENTS.find((c) => c.id === 'cursor')!.product(MCP_SERVER).note).toContain('`${env:COMPANIES_HOUSE_API_KEY}`');
  });
});
