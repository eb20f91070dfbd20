/**
 * Facts corrected in review, each checked against a primary source, as the
 * wording of the one page (or data file) that is their home: one describe block
 * per page, so a writer who changes that page finds here what it must keep
 * saying and why. Rules every page must keep, a new one included, are in
 * src/writers/rules/content/rules.ts (and its rules.spec.ts).
 */
import {test, expect} from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import {tools, type JSONSchema} from '@site/src/data/mcp';
import toolDocs from '@site/src/data/tool-docs.json';
import sic from '@site/src/data/sic-codes.json';
import server from '@site/src/data/server.json';
import {MCP_SERVER} from '@site/src/constants';
import {claudeCodeCommand} from '@site/src/lib/clients/installLinks';
import {MCP_CLIENTS} from '@site/src/lib/clients/clients';
import {codeBlocks} from '@site/src/lib/data/docExamples';
import {prose} from '@site/src/writers/rules/content/rules';
import {objects, page, read, ROOT, row, section} from '../support/doc-sections';

const root = ROOT;
/** A row of the revisions table (four cells). */
const revision = (text: string, rev: string) => text.split('\n').find((l) => l.startsWith(`| \`${rev}\` |`) && l.split('|').length === 5) ?? '';

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

test.describe('src/data: the server as data', () => {
  test('company numbers can end in a letter: every company_number pattern accepts IP00525R', () => {
    for (const p of tools.flatMap((t) => companyNumberPatterns(t.inputSchema))) {
      for (const good of ['IP00525R', 'ip 00525r']) expect(new RegExp(p).test(good), `${p} ${good}`).toBe(true);
    }
    const patterns = tools.flatMap((t) => companyNumberPatterns(t.outputSchema));
    expect(patterns.length).toBeGreaterThanOrEqual(4);
    for (const p of patterns) {
      const re = new RegExp(p);
      // IP00525R is Co-operative Group Ltd; 00445790 Tesco PLC.
      for (const good of ['IP00525R', '00445790', 'SC012345', 'R0000123']) expect(re.test(good), `${p} ${good}`).toBe(true);
      for (const bad of ['IP0525R', 'ip00525r', 'SC0123456', 'SC 01234']) expect(re.test(bad), `${p} ${bad}`).toBe(false);
    }
    const ajv = new Ajv2020({strict: true});
    addFormats(ajv);
    const validate = ajv.compile(tools.find((t) => t.name === 'get_company_details')!.outputSchema as JSONSchema);
    const example = objects('api/tools/get-company-details').find((o) => o.company_number === '11223344' && 'registered_office_address' in o)!;
    expect(validate({...example, company_number: 'IP00525R'}), JSON.stringify(validate.errors)).toBe(true);
    expect(validate({...example, company_number: 'IP525R'})).toBe(false);
    // a SIC code may have four digits (SIC 2003, passed through)
    expect(validate({...example, sic_codes: [{code: '1583', description: 'Manufacture of sugar'}]}), JSON.stringify(validate.errors)).toBe(true);
    expect(validate({...example, sic_codes: [{code: '158', description: 'x'}]})).toBe(false);
    expect(Object.values(toolDocs).flatMap((d) => d.errors.map((e) => e.message)).some((m) => m.includes('IP00525R'))).toBe(true);
  });

  test('normalisation pads a prefixed number to 6 digits; the rate limit is 600 requests per 5 minutes', () => {
    expect(tools.find((t) => t.name === 'get_company_details')!.description).toMatch(/padded to 6 \(SC12345 becomes SC012345\)/);
    expect(server.rateLimit).toEqual({requests: 600, windowMinutes: 5});
    const message = server.commonErrors.find((e) => /rate limit/.test(e.when))!.message;
    expect(message).toContain(`(${server.rateLimit.requests} requests per ${server.rateLimit.windowMinutes} minutes)`);
    expect(server.commonErrors.find((e) => /401/.test(e.when))!.message).not.toMatch(/REST|Streaming/);
    expect(Number(server.requirements.node)).toBeGreaterThanOrEqual(22);
  });

  test('the server claims no revision whose batches it cannot take: 2025-03-26 is not among its protocol versions', () => {
    expect(server.protocolVersions).toEqual(['2025-11-25', '2025-06-18']);
  });

  test('both tools that read the accounts list the no-accounts error', () => {
    const noAccounts = (tool: keyof typeof toolDocs) => toolDocs[tool].errors.find((e) => /filed no accounts/.test(e.when))?.message;
    expect(noAccounts('calculate_financial_ratios')).toBe('{company_number} has not filed any accounts yet.');
    expect(noAccounts('calculate_financial_ratios')).toBe(noAccounts('quick_financial_summary'));
  });

  test('the SIC list is Crown copyright on Companies House terms, the same in data and generator', () => {
    expect(sic.licence).toMatch(/^© Crown copyright\. /);
    const generator = read('src/data/sic-from-constants.mjs');
    expect(generator).toContain(`'${sic.licence}'`);
    for (const text of [sic.licence, generator]) expect(text).not.toMatch(/Open Government Licence|\bOGL\b/);
  });

  test('a tool page\'s "Rate limits" sentence counts retries and names no cache duration (the built pages)', () => {
    for (const tool of tools) {
      const html = fs.readFileSync(path.join(root, 'build/api/tools', tool.name.replaceAll('_', '-'), 'index.html'), 'utf8');
      const text = html.replace(/<[^>]+>/g, '');
      const sentence = /An uncached call makes up to[^\n]*?says for how long\./.exec(text)?.[0];
      expect(sentence, tool.name).toContain(
        `So does each retry: a request that fails with HTTP ${server.upstreamRetries.statuses} is tried up to ${server.upstreamRetries.attempts} times in all.`,
      );
      expect(sentence, tool.name).not.toMatch(/minutes|requests \//);
    }
  });

  test('client panels: Claude Code puts -e after the name; a committed Cursor file uses ${env:...}', () => {
    const claudeCode = MCP_CLIENTS.find((c) => c.id === 'claude-code')!.product(MCP_SERVER);
    expect(claudeCode.command!.split('\n')[0]).toBe(claudeCodeCommand(MCP_SERVER));
    expect(claudeCodeCommand(MCP_SERVER)).toMatch(new RegExp(`^claude mcp add ${MCP_SERVER.name} -e \\S+=\\S+ -- `));
    // the panels' notes as the installation page's Markdown twin has them
    const twin = read('build/getting-started/installation.md');
    expect(row(twin, 'Replace `your-companies-house-api-key` with your key and run the command. Put `-e` after the server name')).not.toBe('');
    expect(twin).not.toMatch(/options go before the (server )?name/i);
    expect(row(twin, 'Cursor opens with the server filled in: replace')).toContain('put `${env:COMPANIES_HOUSE_API_KEY}` in place of your key');
  });
});

test.describe('docs/getting-started/installation.mdx', () => {
  const text = page('getting-started/installation');

  test('Claude Code logs: the cache folder per project and server, with the -nodejs suffix on Linux too', () => {
    const r = row(section(text, 'Where to find logs'), '| Claude Code |');
    expect(r).toContain('~/Library/Caches/claude-cli-nodejs/<project>/mcp-logs-companylens/');
    expect(r).toContain('~/.cache/claude-cli-nodejs/<project>/mcp-logs-companylens/');
    expect(r).toContain('$XDG_CACHE_HOME');
    expect(r).toContain('https://github.com/sindresorhus/env-paths');
    expect(r).toContain('https://github.com/anthropics/claude-code/issues/72');
    expect(r).toContain('https://github.com/anthropics/claude-code/issues/69427');
    expect(r).not.toMatch(/`\/mcp`|claude mcp get/);
  });

  test('start-up links the revisions the server speaks (said once, on the MCP protocol page) and the negotiation', () => {
    const startUp = section(text, 'What happens at start-up');
    expect(startUp).toContain('(one it supports: [Protocol revisions](/concepts/mcp-protocol#protocol-revisions) lists them');
    expect(startUp).not.toMatch(/`20\d\d-\d\d-\d\d` or `20/);
    expect(startUp).not.toMatch(/falls back/);
    expect(startUp).toContain('/concepts/mcp-protocol#version-negotiation');
  });

  test('the rate limit and cache: per application, as the rate-limiting guide puts it, nothing it does not say about keys; the duration said here', () => {
    const home = section(text, '"Companies House rate limit reached"');
    expect(home).toContain('https://developer.company-information.service.gov.uk/developer-guidelines');
    expect(home).toContain('[rate-limiting guide](https://developer-specs.company-information.service.gov.uk/guides/rateLimiting) gives the figure under "Per application rates"');
    expect(home).toMatch(/allows each application 600 requests in each 5-minute period[^\n]*Neither says how the keys of one application count against it, so plan as if they[^\n]*share that one allowance/);
    expect(home).not.toMatch(/Every key of one application shares/);
    expect(home).toContain(`in memory for ${server.cacheMinutes} minutes per server process`);
  });

  test('the key: three client types, CompanyLens needs "API key"; the 401 message as the server sends it', () => {
    const key = section(text, 'Get a Companies House API key');
    expect(key).toMatch(/three types of API client: an API key, a stream key and an OAuth web client/);
    expect(key).toMatch(/choose \*\*API key\*\* as its client type/);
    expect(key).toContain('https://developer.company-information.service.gov.uk/how-to-create-an-application');
    expect(section(text, '"Companies House rejected the API key (HTTP 401)"')).toContain(server.commonErrors.find((e) => /401/.test(e.when))!.message);
  });

  test('Node.js: 22 or later, 20 past its end of life', () => {
    const requirement = row(text, '| Node.js ');
    expect(requirement).toContain(`Node.js ${server.requirements.node} or later`);
    expect(requirement).toMatch(/22 or 24/);
    expect(requirement).toContain('30 April 2026');
    expect(requirement).toContain('https://github.com/nodejs/Release#release-schedule');
  });

  test('Cursor: a committed project file uses ${env:...}, sourced', () => {
    const cursor = section(text, 'Cursor');
    expect(cursor).toContain('${env:COMPANIES_HOUSE_API_KEY}');
    expect(cursor).toContain('https://cursor.com/docs/mcp');
  });
});

test.describe('docs/concepts/mcp-protocol.mdx', () => {
  const text = page('concepts/mcp-protocol');

  test('supported revisions: the two in server.json; 2025-03-26 refused because it requires batches', () => {
    const table = section(text, 'Protocol revisions').split('\n').filter((l) => /^\| `\d{4}-\d\d-\d\d` \| [^|]+ \|$/.test(l));
    expect(table.map((l) => l.split('`')[1])).toEqual(server.protocolVersions);
    const why = section(text, 'Protocol revisions');
    expect(why).toMatch(/does not support `2025-03-26`, the one revision that requires every implementation to accept JSON-RPC batches/);
    expect(why).toContain('https://modelcontextprotocol.io/specification/2025-03-26/basic#batching');
    expect(why).toMatch(/answered with `2025-11-25`/);
  });

  test('the changes table: batching added in 2025-03-26 and removed in 2025-06-18; structured output from 2025-06-18', () => {
    expect(revision(text, '2025-03-26')).toMatch(/JSON-RPC batching added: implementations must accept an array[^|]*answer with an array/);
    expect(revision(text, '2025-03-26')).toMatch(/`content` only \| Not supported: no batches \|$/);
    expect(revision(text, '2025-06-18')).toMatch(/JSON-RPC batching removed: every message is one request, notification or response/);
    expect(revision(text, '2025-06-18')).toContain('https://modelcontextprotocol.io/specification/2025-06-18/changelog');
    expect(revision(text, '2025-06-18')).toMatch(/`outputSchema`[^|]*`structuredContent`, a JSON object/);
    expect(revision(text, '2025-06-18')).toMatch(/`title`/);
    expect(revision(text, '2025-11-25')).not.toMatch(/`structuredContent`|structured (tool )?output/i);
    expect(revision(text, '2025-11-25')).toMatch(/input validation[^|]*`isError: true`[^|]*not as a protocol error/);
    expect(revision(text, '2025-11-25')).toContain('https://modelcontextprotocol.io/specification/2025-11-25/changelog');
    expect(text).toMatch(/full result twice: as `structuredContent`[^.]*and as JSON in its text block/);
  });

  test('version negotiation: a dual-era client probes with server/discover and falls back; a 2026-07-28-only client cannot connect', () => {
    const home = section(text, 'Version negotiation');
    expect(home).toContain('`server/discover`');
    expect(home).toMatch(/speaks both this revision and older ones/);
    expect(home).toMatch(/falls back to `initialize`/);
    expect(home).toMatch(/speaks only `2026-07-28` cannot use/);
    expect(home).toContain('https://modelcontextprotocol.io/specification/2026-07-28/basic/transports/stdio#backward-compatibility');
  });
});

test.describe('docs/intro.mdx', () => {
  test('the rate limit is set per application, as the guide says; revisions linked, not listed; officers from three places; numbers stable in practice', () => {
    const text = page('intro');
    expect(text).toMatch(/counts against \[the Companies House rate limit\]\([^)]+\), which Companies House sets per application\./);
    expect(text).not.toMatch(/shared by every key/);
    expect(text).not.toMatch(/rate limit\]\([^)]+\) for your key/);
    expect(row(text, '- **Protocol versions.**')).toContain('[Protocol revisions](/concepts/mcp-protocol#protocol-revisions) lists the revisions it supports');
    expect(text).not.toMatch(/`20\d\d-\d\d-\d\d`/);
    const officers = row(text, 'Officer information comes from');
    expect(officers).toMatch(/^Officer information comes from three places:/);
    for (const home of ['/api/tools/get-company-details', '/api/tools/get-company-by-name', '/api/resources/officers-resource']) expect(officers).toContain(`](${home})`);
    expect(row(text, '- **Company numbers are the key.**')).toMatch(/company number, in practice, does not/);
  });
});

test.describe('docs/concepts/data-model.mdx', () => {
  const text = page('concepts/data-model');

  test('date of birth: month and year on the register since 10 October 2015, sourced', () => {
    const home = section(text, 'Date of birth: month and year only');
    expect(home).toContain('10 October 2015');
    expect(home).toMatch(/credit reference agencies/);
    expect(home).toContain('https://www.legislation.gov.uk/uksi/2015/1694');
    expect(home).toContain('https://changestoukcompanylaw.campaign.gov.uk/protecting-your-information/');
    expect(JSON.parse(read('src/data/schema-defs.json')).$defs.officer.properties.date_of_birth.description).toContain('10 October 2015');
  });

  test('confirmation dates: two rules by date of incorporation, due 14 days later, sourced', () => {
    const home = section(text, 'Confirmation dates');
    expect(home).toContain('https://www.legislation.gov.uk/ukpga/2006/46/section/853A');
    // companies under SI 2016/321, LLPs under SI 2016/599; a company that never filed an annual return starts on incorporation
    expect(home).toMatch(/\[The Small Business, Enterprise and Employment Act 2015 \(Commencement No\. 4, Transitional and Savings Provisions\) Regulations 2016\]\(https:\/\/www\.legislation\.gov\.uk\/uksi\/2016\/321\) for companies/);
    expect(home).toMatch(/\(https:\/\/www\.legislation\.gov\.uk\/uksi\/2016\/599\), regulation 3, for LLPs/);
    expect(home).toMatch(/\*\*Incorporated on or after 1 July 2015, so no annual return was ever due:\*\*[^\n]*day before the anniversary[^\n]*incorporated before 30 June 2016 that never reached their first return date/);
    // the two groups meet: 30 June 2015 is in the first (SI 2016/599 reg 3(3) for LLPs; SI 2016/321 for companies)
    expect(home).toMatch(/\*\*Incorporated on or before 30 June 2015:\*\*[^\n]*keeps that day[^\n]*incorporated on 30 June 2015 itself[^\n]*day after incorporation, so it keeps the anniversary too/);
    expect(home).not.toMatch(/Incorporated before 30 June 2015/);
    expect(home).toMatch(/due 14 days after the period ends/);
  });
});

test.describe('docs/reference/data-fields.mdx and sic-codes.mdx', () => {
  test('the status rows: `open` is a UK establishment, converted-closed has no overseas example, strike-off is a proposal', () => {
    const text = page('reference/data-fields');
    expect(row(text, '| `open` |')).toMatch(/UK establishment/);
    expect(row(text, '| `converted-closed` |')).toMatch(/Converted into another type of entity, or closed/);
    expect(row(text, '| `converted-closed` |')).not.toMatch(/branch|overseas/i);
    const para = row(text, '`company_status_detail` qualifies');
    expect(para).toMatch(/proposal, not an outcome/);
    expect(para).toMatch(/objection/);
    expect(para).toMatch(/withdraw/);
    expect(para).toContain('https://www.gov.uk/government/publications/company-strike-off-dissolution-and-restoration/strike-off-dissolution-and-restoration');
    expect(text).toContain('`IP00525R`');
  });

  test('SIC codes: four-digit codes passed through, other entities may have none, Crown copyright on Companies House terms', () => {
    const text = page('reference/sic-codes');
    const how = section(text, 'How the codes work');
    expect(how).toMatch(/four-digit/);
    expect(how).toMatch(/SIC 2003/);
    expect(how).toMatch(/neither padded nor mapped/);
    expect(how).toContain('https://github.com/companieshouse/api-enumerations/blob/master/constants.yml');
    expect(how).toContain('https://forum.aws.chdev.org/t/companies-with-4-digit-sic-codes/4946');
    expect(text).toMatch(/limited liability partnerships, may have none/);
    const source = section(text, 'Source and copyright');
    expect(source).toContain(`${sic.licence.replace(/\.$/, '')} ([Companies House: Information Fair Trader Scheme]`);
    expect(source).toContain('https://www.gov.uk/government/publications/companies-house-accreditation-to-information-fair-traders-scheme');
    expect(text).not.toMatch(/Open Government Licence|\bOGL\b/);
  });
});

test.describe('docs/api: tool and resource pages', () => {
  test('calculate_financial_ratios: equity_ratio, totals as stated, the lines kept apart named', () => {
    const text = page('api/tools/calculate-financial-ratios');
    expect(row(text, '| `equity_ratio`')).toMatch(/only when there are no provisions/);
    expect(row(text, '| `equity_ratio`')).toMatch(/accruals and deferred income/);
    const intro = row(section(text, 'Ratio reference'), 'All ratios are computed');
    expect(intro).toMatch(/provisions for liabilities, and accruals and deferred income shown apart from creditors, are left out/);
    expect(intro).toMatch(/matches the balance sheet/);
    expect(intro).toContain('/api/tools/quick-financial-summary#how-the-fields-map-to-the-accounts');
  });

  test('quick_financial_summary: net_assets and equity are stated totals; null and total_assets explained here', () => {
    const text = page('api/tools/quick-financial-summary');
    const mapping = section(text, 'How the fields map to the accounts');
    expect(mapping).toMatch(/`net_assets`, `net_current_assets` and `equity` are not: they are the totals the accounts state/);
    expect(mapping).toContain('https://www.legislation.gov.uk/uksi/2008/409/schedule/1');
    // every line of the statutory format outside the fields, and why working capital can differ from net current assets
    expect(mapping).toMatch(/called up share capital not paid \(item A\), prepayments and accrued income shown apart from current assets \(item D\), provisions for liabilities \(item I\), and accruals and deferred income shown apart from creditors \(item J\)/);
    expect(mapping).toMatch(/`net_current_assets` \(item F\) takes prepayments and accrued income into account[^\n]*`working_capital`/);
    expect(row(page('api/tools/calculate-financial-ratios'), '| `working_capital` |')).not.toMatch(/the same as net current assets/);
    expect(row(mapping, '| `total_assets` |')).toMatch(/\*\*Derived\*\*: `fixed_assets` \+ `current_assets`/);
    expect(section(text, 'Why figures are null')).toMatch(/It never means zero[\s\S]*Micro-entity accounts, and "filleted" small-company accounts/);
  });

  test('the financials resource says what resources/read returns for a company with no figures', () => {
    const none = section(page('api/resources/financials-resource'), 'When there are no figures to read');
    expect(none).toMatch(/filed no accounts yet, or whose latest accounts were filed on paper/);
    expect(none).toContain('`-32002` with `data.uri`');
    expect(none).toContain('/concepts/mcp-protocol#when-the-company-does-not-exist');
    expect(none).toContain('/api/tools/quick-financial-summary#errors');
  });
});

test.describe('docs/getting-started/quickstart.mdx', () => {
  test('net assets grew by the year\'s profit, not by the rise in profit; the key type named', () => {
    const text = page('getting-started/quickstart');
    const summary = objects('api/tools/quick-financial-summary').find((o) => o.company_number === '11223344' && 'current' in o) as {
      current: {net_assets: number; profit_after_tax: number};
      prior: {net_assets: number};
    };
    expect(summary.current.net_assets - summary.prior.net_assets).toBe(summary.current.profit_after_tax);
    expect(text).toContain('Net assets grew from £1,080,500 to £1,403,000, an increase of £322,500, equal to the year\'s profit.');
    expect(text).not.toMatch(/grew by the same amount/);
    expect(text).toMatch(/client type \*\*API key\*\*/);
  });
});

test.describe('docs/examples: figures only from the tool results shown', () => {
  test('competitive analysis quotes no balance-sheet amounts and derives the ROE gap from the ratios shown', () => {
    const text = prose(page('examples/competitive-analysis'));
    expect(text).not.toMatch(/301,600|356,200|54,600|194,300|funds more of its assets with creditors|small equity base|thinnest equity/);
    expect(text).not.toMatch(/tag a gross profit/);
    // Harbour Lane's ratios live on the tool page (said once, linked from here)
    const ratio = (company: string, name: string) =>
      (objects(company === '11223344' ? 'api/tools/calculate-financial-ratios' : 'examples/competitive-analysis').find((o) => o.company_number === company && Array.isArray(o.ratios) && typeof o.ratios[0] === 'object')!.ratios as {name: string; value: number}[]).find(
        (r) => r.name === name,
      )!.value;
    const turnoverToEquity = (c: string) => (ratio(c, 'return_on_equity') / ratio(c, 'net_margin')).toFixed(1);
    expect([turnoverToEquity('08765432'), turnoverToEquity('11223344')]).toEqual(['4.3', '3.5']);
    expect(text).toMatch(/Severn Bean's turnover is about 4\.3 times its equity \(26\.2485 ÷ 6\.1505\), Harbour Lane's about 3\.5 times \(22\.9865 ÷ 6\.6495\)/);
  });

  test('due diligence quotes no loss, turnover or net liabilities in pounds; "about 1.8 times" from the current ratio', () => {
    const text = prose(page('examples/due-diligence'));
    expect(text).not.toMatch(/318,900|£3\.92m|125,000|nearly twice/);
    const current = (objects('examples/due-diligence').find((o) => o.company_number === '04567123' && Array.isArray(o.ratios) && typeof o.ratios[0] === 'object')!.ratios as {name: string; value: number}[]).find(
      (r) => r.name === 'current_ratio',
    )!.value;
    expect((1 / current).toFixed(1)).toBe('1.8');
    expect(text).toMatch(/about 1\.8 times its current assets \(1 ÷ 0\.5594\)/);
    // only a pending strike-off among status details stops the check
    const chart = codeBlocks(page('examples/due-diligence')).find((b) => b.lang === 'mermaid')!.code;
    expect(chart).not.toMatch(/company_status_detail present/);
    expect(chart).toMatch(/company_status_detail is( |<br\/>)active-proposal-to-strike-off/);
    expect(text).not.toMatch(/`company_status_detail` is absent\./);
  });
});

test.describe('links to each fact\'s home', () => {
  const links: [string, string[]][] = [
    ['/concepts/data-model#date-of-birth-month-and-year-only', ['api/tools/get-company-details', 'api/resources/officers-resource', 'api/prompts/custom-prompts', 'reference/data-fields']],
    ['/concepts/company-identifiers#how-companylens-normalises-input', ['api/tools/get-company-details', 'api/tools/quick-financial-summary', 'api/tools/calculate-financial-ratios']],
    ['/reference/sic-codes#how-the-codes-work', ['concepts/company-identifiers', 'reference/data-fields', 'concepts/data-model', 'api/tools/get-company-details']],
    ['/api/tools/quick-financial-summary#why-figures-are-null', ['intro', 'getting-started/quickstart', 'concepts/data-model', 'reference/data-fields', 'api/tools/calculate-financial-ratios', 'api/resources/financials-resource', 'examples/investment-research']],
    ['/api/tools/quick-financial-summary#how-the-fields-map-to-the-accounts', ['concepts/data-model', 'reference/data-fields', 'api/tools/calculate-financial-ratios', 'api/resources/financials-resource', 'examples/claude-integration']],
    ['/concepts/mcp-protocol#protocol-revisions', ['intro', 'getting-started/installation']],
  ];
  for (const [home, pages] of links) {
    test(`${home} is linked from ${pages.length} pages`, () => {
      for (const rel of pages) expect(page(rel), rel).toContain(home);
    });
  }

  test('"null is not zero", micro and filleted accounts, and total_assets = fixed + current are explained on one page', () => {
    const pagesSaying = (re: RegExp) =>
      fs
        .readdirSync(path.join(root, 'docs'), {recursive: true})
        .map(String)
        .filter((f) => f.endsWith('.mdx') && re.test(prose(read(`docs/${f}`))))
        .sort();
    expect(pagesSaying(/never (means )?zero|is not zero|never as zero|as if `null` were `0`/i)).toEqual(['api/tools/quick-financial-summary.mdx']);
    expect(pagesSaying(/filleted/i)).toEqual(['api/tools/quick-financial-summary.mdx']);
    expect(pagesSaying(/fixed assets plus current assets|fixed plus current assets|`fixed_assets` \+ `current_assets`/)).toEqual(['api/tools/quick-financial-summary.mdx']);
  });
});

test.describe('sixth review: each item as its primary source has it', () => {
  const install = page('getting-started/installation');

  test('VS Code: only its own mcp.json files need the `servers` key; no blanket "loads nothing"', () => {
    const vscode = section(install, 'VS Code');
    expect(vscode).not.toMatch(/A file copied from Claude Desktop or Cursor loads nothing/);
    expect(vscode).toMatch(/In `\.vscode\/mcp\.json` and in your user `mcp\.json`, VS Code reads servers under a top-level `servers` key/);
    expect(vscode).toContain('https://code.visualstudio.com/docs/agents/reference/mcp-configuration');
  });

  test('a company number is stable in practice: the registrar may renumber (Companies Act 2006 s1066(3))', () => {
    for (const rel of ['intro', 'concepts/company-identifiers', 'api/tools/get-company-details', 'api/tools/get-company-by-name']) {
      expect(prose(page(rel)), rel).not.toMatch(/number never changes|never does\.|numbers do not\./);
    }
    expect(section(page('concepts/company-identifiers'), 'The rules in brief')).toContain('[Companies Act 2006, section 1066(3)](https://www.legislation.gov.uk/ukpga/2006/46/section/1066)');
  });

  test('the key: no promised shape; an IP-restricted key may get 403, as developers report', () => {
    const key = section(install, 'Get a Companies House API key');
    expect(key).not.toMatch(/It looks like a UUID/);
    expect(key).toMatch(/does not document a format for keys/);
    const rejected = section(install, '"Companies House rejected the API key (HTTP 401)"');
    expect(rejected).toMatch(/not necessarily with `401`[^\n]*report `403` \(Forbidden\)/);
  });

  test('filing_date is the filing-history date, which the API defines as the date the filing was processed', () => {
    const defs = JSON.parse(read('src/data/schema-defs.json')).$defs;
    expect(defs.accountsSource.properties.filing_date.description).toMatch(/processed/);
    for (const rel of ['concepts/data-model', 'api/tools/quick-financial-summary', 'getting-started/quickstart', 'examples/claude-integration', 'examples/due-diligence']) {
      expect(prose(page(rel)), rel).not.toMatch(/\breceived (it|on)\b|House received|arrived on/);
    }
  });

  test('due diligence: due by 16 October 2025 is overdue from 17 October; a credit assessment is not a credit note', () => {
    const text = prose(page('examples/due-diligence'));
    expect(text).not.toMatch(/overdue since 16 October/);
    expect(text).toMatch(/\| Next confirmation statement due \| 16 October 2025, \*\*overdue\*\* \|/);
    expect(text).toMatch(/has been overdue since 17 October 2025, the day after the deadline in the table: the deadline day itself is still in time/);
    for (const f of fs.readdirSync(path.join(root, 'docs'), {recursive: true}).map(String).filter((f) => f.endsWith('.mdx'))) {
      expect(read(`docs/${f}`), f).not.toMatch(/credit note/i);
    }
  });

  test('registered societies: registered with the FCA, so IP00525R may return a thin profile', () => {
    const text = section(page('concepts/company-identifiers'), 'Structure of a company number');
    expect(text).toMatch(/registered with the Financial Conduct Authority[^\n]*thin profile/);
    expect(text).toContain('https://www.fca.org.uk/firms/request-information-mutual-society');
  });

  test('SIC codes: no count of four-digit companies the source cannot confirm', () => {
    expect(section(page('reference/sic-codes'), 'How the codes work')).not.toMatch(/18,000/);
  });

  test('JSON-RPC: an error about an unreadable request has a null id (or none, in MCP 2025-11-25); server/discover is a SHOULD', () => {
    const text = page('concepts/mcp-protocol');
    expect(row(text, '| Error response |')).toMatch(/same as the request, if it could be read/);
    expect(section(text, 'Message shapes')).toMatch(/JSON-RPC 2\.0 then sets it to `null` \(\[response object\]\(https:\/\/www\.jsonrpc\.org\/specification#response_object\)\), and the MCP schema from `2025-11-25` lets it be left out/);
    expect(section(text, 'Version negotiation')).toMatch(/is expected to send `server\/discover` first[^\n]*the specification says it SHOULD/);
  });

  test('the privacy policy says what the software does: what leaves the browser, 90 days for both records, deleted by the service itself', () => {
    const text = page('legal/privacy-policy');
    expect(text).not.toMatch(/entirely in your browser|Feedback has no fixed period|the site's operator deletes older ones/);
    const search = section(text, 'Search');
    expect(search).toMatch(/A report of each finished search[^\n]*final query \(at most 64 characters\)/);
    expect(search).toMatch(/reported once you have stopped typing for 2 seconds/);
    const records = section(text, 'Page feedback and search reports');
    expect(records).toMatch(/We keep both kinds of record for 90 days\. The service deletes older records itself, when it starts and once a day/);
    expect(records).toMatch(/`npm run feedback:purge`/);
    expect(section(text, 'Server logs')).toMatch(/kept for up to 15 days/);
    expect(section(text, 'Contact')).toContain('https://www.companylens.co.uk');
  });
});
