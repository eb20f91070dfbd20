import {test, expect} from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import {codeBlocks, listDocFiles} from '../tools/docExamples';
import {tools, type JSONSchema} from '@site/src/data/mcp';
import sic from '@site/src/data/sic-codes.json';
import server from '@site/src/data/server.json';

// The fourth content review: each test reads the pages and data a reader gets, checks the fact
// against what its primary source says, and fails if the old statement comes back.

const root = path.resolve(__dirname, '../..');
const read = (rel: string) => fs.readFileSync(path.join(root, rel), 'utf8');
const docs = listDocFiles().map((f: string) => ({file: path.relative(root, f), text: fs.readFileSync(f, 'utf8')}));
const page = (rel: string) => read(`docs/${rel}.mdx`);
/** A page without its fenced code blocks (what the reader reads as prose). */
const prose = (text: string) => text.replace(/^(\s*)(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1\2\s*$/gm, '');
/** The markdown section under a heading, up to the next heading of the same or a higher level. */
function section(text: string, heading: string): string {
  const lines = text.split('\n');
  const start = lines.findIndex((l) => /^#+ /.test(l) && l.replace(/^#+ /, '') === heading);
  expect(start, heading).toBeGreaterThanOrEqual(0);
  const level = lines[start].indexOf(' ');
  const end = lines.findIndex((l, i) => i > start && /^#+ /.test(l) && l.indexOf(' ') <= level);
  return lines.slice(start, end < 0 ? undefined : end).join('\n');
}
const row = (text: string, start: string) => text.split('\n').find((l) => l.startsWith(start)) ?? '';

/** Every object in the JSON examples of the docs, including JSON carried as text in results. */
function exampleObjects(): {file: string; value: Record<string, unknown>}[] {
  const out: {file: string; value: Record<string, unknown>}[] = [];
  const visit = (file: string, v: unknown): void => {
    if (Array.isArray(v)) return v.forEach((x) => visit(file, x));
    if (!v || typeof v !== 'object') return;
    out.push({file, value: v as Record<string, unknown>});
    for (const x of Object.values(v)) {
      if (typeof x === 'string' && x.startsWith('{')) {
        try {
          visit(file, JSON.parse(x));
        } catch {
          // shortened text, not a whole object
        }
      } else visit(file, x);
    }
  };
  for (const {file, text} of docs) for (const b of codeBlocks(text)) if (b.lang === 'json') visit(file, JSON.parse(b.code));
  return out;
}

/** `iso` plus `months`, where a month end stays a month end (Companies Act 2006 s443). */
function addMonths(iso: string, months: number): string {
  const [y, m, d] = iso.split('-').map(Number);
  const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
  const total = m - 1 + months;
  const year = y + Math.floor(total / 12);
  const month = (total % 12) + 1;
  const day = d === lastDay(y, m) ? lastDay(year, month) : Math.min(d, lastDay(year, month));
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

test('1. every example profile: next accounts due nine months (a plc six) after the year that follows the last accounts', () => {
  expect(addMonths('2027-06-30', 9)).toBe('2028-03-31');
  expect(addMonths('2026-02-28', 9)).toBe('2026-11-30');
  let checked = 0;
  for (const {file, value} of exampleObjects()) {
    const accounts = value.accounts as {last_accounts_made_up_to?: string; next_accounts_due_on?: string} | undefined;
    if (!accounts?.last_accounts_made_up_to || !accounts.next_accounts_due_on) continue;
    const months = value.type === 'plc' ? 6 : 9; // s442: private companies (and LLPs) 9 months, public 6
    const expected = addMonths(addMonths(accounts.last_accounts_made_up_to, 12), months);
    expect(accounts.next_accounts_due_on, `${file}: ${String(value.company_name)}`).toBe(expected);
    checked++;
  }
  expect(checked).toBeGreaterThanOrEqual(8);
});

test('2. the SIC list is Crown copyright on Companies House terms, said the same way in data, generator and page', () => {
  expect(sic.licence).toMatch(/^© Crown copyright\. /);
  const generator = read('src/data/sic-from-constants.mjs');
  for (const text of [sic.licence, generator, page('reference/sic-codes')]) expect(text).not.toMatch(/Open Government Licence|\bOGL\b/);
  expect(generator).toContain(`'${sic.licence}'`);
  const home = section(page('reference/sic-codes'), 'Source and copyright');
  expect(home).toContain(`${sic.licence.replace(/\.$/, '')} ([Companies House: Information Fair Trader Scheme]`);
  expect(home).toContain('https://www.gov.uk/government/publications/companies-house-accreditation-to-information-fair-traders-scheme');
});

test('3. a SIC code may be four digits (SIC 2003, passed through); the schema and every page agree', () => {
  const details = tools.find((t) => t.name === 'get_company_details')!;
  const defs = JSON.parse(read('src/data/schema-defs.json')).$defs;
  const re = new RegExp(defs.companyDetails.properties.sic_codes.items.properties.code.pattern);
  for (const good of ['01110', '62012', '0111', '7415']) expect(re.test(good), good).toBe(true);
  for (const bad of ['111', '011100', '01a10', '']) expect(re.test(bad), bad).toBe(false);
  // a result with a four-digit code validates against the real schema
  const ajv = new Ajv2020({strict: true});
  addFormats(ajv);
  const validate = ajv.compile(details.outputSchema as JSONSchema);
  const example = exampleObjects().find(({value}) => value.company_number === '11223344' && 'registered_office_address' in value)!.value;
  const legacy = {...example, sic_codes: [{code: '1583', description: 'Manufacture of sugar'}]};
  expect(validate(legacy), JSON.stringify(validate.errors)).toBe(true);
  expect(validate({...example, sic_codes: [{code: '158', description: 'x'}]})).toBe(false);

  const home = section(page('reference/sic-codes'), 'How the codes work');
  expect(home).toMatch(/four-digit/);
  expect(home).toMatch(/SIC 2003/);
  expect(home).toMatch(/neither padded nor mapped/);
  expect(home).toContain('https://github.com/companieshouse/api-enumerations/blob/master/constants.yml');
  expect(home).toContain('https://forum.aws.chdev.org/t/companies-with-4-digit-sic-codes/4946');
  for (const {file, text} of docs) {
    expect(prose(text), file).not.toMatch(/5-character string of digits|Five-digit strings|5-digit `code`|four five-digit|always five digits/i);
  }
  for (const rel of ['concepts/company-identifiers', 'reference/data-fields', 'concepts/data-model', 'api/tools/get-company-details']) {
    expect(page(rel), rel).toContain('/reference/sic-codes#how-the-codes-work');
  }
});

test('4. version negotiation: a client that speaks both eras falls back, one that speaks only 2026-07-28 cannot connect; one home', () => {
  const home = section(page('concepts/mcp-protocol'), 'Version negotiation');
  expect(home).toMatch(/speaks both this revision and older ones/);
  expect(home).toMatch(/falls back to `initialize`/);
  expect(home).toMatch(/speaks only `2026-07-28` cannot use/);
  const startUp = section(page('getting-started/installation'), 'What happens at start-up');
  expect(startUp).not.toMatch(/falls back/);
  expect(startUp).toContain('/concepts/mcp-protocol#version-negotiation');
  const fallsBack = docs.filter(({text}) => /falls back to `initialize`/.test(prose(text))).map((d) => d.file);
  expect(fallsBack).toEqual(['docs/concepts/mcp-protocol.mdx']);
});

test('5. active-proposal-to-strike-off is a proposal, explained once in the enumerations and linked elsewhere', () => {
  const home = page('reference/data-fields');
  const para = home.split('\n').find((l) => l.startsWith('`company_status_detail` qualifies'))!;
  expect(para).toMatch(/proposal, not an outcome/);
  expect(para).toMatch(/objection/);
  expect(para).toMatch(/withdraw/);
  expect(para).toContain('https://www.gov.uk/government/publications/company-strike-off-dissolution-and-restoration/strike-off-dissolution-and-restoration');
  let linked = 0;
  for (const {file, text} of docs) {
    const body = prose(text);
    expect(body, file).not.toMatch(/will be struck off|strike-off notice has been issued|notice that it will be/);
    if (file === 'docs/reference/data-fields.mdx') continue;
    // a page that explains the value in words links to its home
    if (/`active-proposal-to-strike-off` (means|marks)|It means a proposal/.test(body)) {
      expect(body, file).toContain('/reference/data-fields#company_status-values');
      linked++;
    }
  }
  expect(linked).toBeGreaterThanOrEqual(3);
});

test('6. converted-closed carries no overseas-branch example', () => {
  const r = row(page('reference/data-fields'), '| `converted-closed` |');
  expect(r).toMatch(/Converted into another type of entity, or closed/);
  expect(r).not.toMatch(/branch|overseas/i);
});

test('7. Companies House names three API client types; CompanyLens needs the one called "API key"', () => {
  const key = section(page('getting-started/installation'), 'Get a Companies House API key');
  expect(key).toMatch(/three types of API client: an API key, a stream key and an OAuth web client/);
  expect(key).toMatch(/choose \*\*API key\*\* as its client type/);
  expect(key).toContain('https://developer.company-information.service.gov.uk/how-to-create-an-application');
  expect(page('getting-started/quickstart')).toMatch(/client type \*\*API key\*\*/);
  for (const {file, text} of docs) {
    expect(text, file).not.toMatch(/two kinds of key|\*\*REST\*\*|REST API key|Streaming API key|Streaming key/);
  }
  const unauthorised = server.commonErrors.find((e) => /401/.test(e.when))!.message;
  expect(unauthorised).not.toMatch(/REST|Streaming/);
  expect(section(page('getting-started/installation'), '"Companies House rejected the API key (HTTP 401)"')).toContain(unauthorised);
});

test('8. Node.js 20 is past end of life: pages and server data name 22 or later; this repository still accepts 20', () => {
  expect(Number(server.requirements.node)).toBeGreaterThanOrEqual(22);
  for (const {file, text} of docs) expect(text, file).not.toMatch(/Node\.js 20 or later|v20(\.0\.0)? or (later|higher)|below 20\b/);
  const requirement = row(page('getting-started/installation'), '| Node.js ');
  expect(requirement).toContain(`Node.js ${server.requirements.node} or later`);
  expect(requirement).toMatch(/22 or 24/);
  expect(requirement).toContain('30 April 2026');
  expect(requirement).toContain('https://github.com/nodejs/Release#release-schedule');
  // the README recommends a supported line, and the engines field still lets this repository's Node 20 run it
  const readme = read('README.md');
  expect(readme).toMatch(/Node\.js 22 or 24 is recommended/);
  const engines = JSON.parse(read('package.json')).engines.node as string;
  const min = /^>=(\d+)(?:\.(\d+))?/.exec(engines)!;
  expect(Number(min[1])).toBeLessThanOrEqual(20);
  expect(readme).toContain(`\`engines\` (\`${engines}\`) accepts it`);
});

test('9. Claude Code logs on Linux: only the folder Anthropic gives', () => {
  const r = row(section(page('getting-started/installation'), 'Where to find logs'), '| Claude Code |');
  expect(r).toContain('`~/.cache/claude-cli`');
  expect(r).not.toMatch(/~\/\.cache\/claude-cli[-\w]*\/</);
  expect(r).toContain('https://github.com/anthropics/claude-code/issues/72');
  expect(r).toContain('https://github.com/anthropics/claude-code/issues/69427');
});

test('10. revisions table: structuredContent is an object from 2025-06-18; 2025-11-25 brings input-validation errors as tool errors', () => {
  const text = page('concepts/mcp-protocol');
  const rev = (r: string) => text.split('\n').find((l) => l.startsWith(`| \`${r}\` |`) && l.split('|').length === 5)!;
  expect(rev('2025-06-18')).toMatch(/`structuredContent`, a JSON object/);
  expect(rev('2025-11-25')).not.toMatch(/`structuredContent`/);
  expect(rev('2025-11-25')).toMatch(/input validation[^|]*`isError: true`[^|]*not as a protocol error/);
  expect(rev('2025-11-25')).toContain('https://modelcontextprotocol.io/specification/2025-11-25/changelog');
});

test('11. equity and net assets are the stated totals; the lines kept apart from creditors are named', () => {
  const ratios = section(page('api/tools/calculate-financial-ratios'), 'Ratio reference');
  const intro = ratios.split('\n').find((l) => l.startsWith('All ratios are computed'))!;
  expect(intro).toMatch(/provisions for liabilities, and accruals and deferred income shown apart from creditors, are left out/);
  expect(intro).toMatch(/matches the balance sheet/);
  expect(intro).toContain('/api/tools/quick-financial-summary#how-the-fields-map-to-the-accounts');
  expect(row(ratios, '| `equity_ratio` |')).toMatch(/accruals and deferred income/);
  const mapping = section(page('api/tools/quick-financial-summary'), 'How the fields map to the accounts');
  expect(mapping).toMatch(/`net_assets` and `equity` are not: they are the totals the accounts state/);
  expect(mapping).toContain('https://www.legislation.gov.uk/uksi/2008/409/schedule/1');
  // the worked examples show no separate lines, so their figures add up
  let periods = 0;
  for (const {value} of exampleObjects()) {
    const {total_assets: ta, current_liabilities: cl, long_term_liabilities: lt, net_assets: na} = value as Record<string, number | null>;
    if (typeof na !== 'number' || typeof ta !== 'number' || typeof cl !== 'number') continue;
    expect(ta - cl - (lt ?? 0)).toBe(na);
    periods++;
  }
  expect(periods).toBeGreaterThanOrEqual(4);
});

test('12. the cache duration is stated once, on the installation page, and linked from elsewhere', () => {
  const duration = /\b\d+ minutes? per server process|\b\d+-minute cache|cached? [^.]*for \d+ minutes|within \d+ minutes/i;
  const stating = docs.filter(({text}) => duration.test(prose(text))).map((d) => d.file);
  expect(stating).toEqual(['docs/getting-started/installation.mdx']);
  const home = section(page('getting-started/installation'), '"Companies House rate limit reached"');
  expect(home).toContain(`in memory for ${server.cacheMinutes} minutes per server process`);
  const upstream = read('src/components/ToolReference/index.tsx');
  expect(upstream).not.toMatch(/cacheMinutes|\{\w+\} minutes/);
  for (const {file, text} of docs) {
    if (file === 'docs/getting-started/installation.mdx' || !/\bcache/i.test(prose(text))) continue;
    const source = text.includes('<ToolUpstream ') ? upstream : text;
    expect(source, file).toContain('/getting-started/installation#companies-house-rate-limit-reached');
  }
});
