/**
 * The seventh review's items, each as its primary source has it (the issue's
 * closing note names the source of each): what the pages, the skill, the
 * client list and the service's README must keep saying. The facts said once
 * are content rules (src/writers/rules/content/saidOnce.ts); the rest of each page's
 * wording is in tests/unit/facts-pages.spec.ts.
 */
import {test, expect} from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {docsMcpRevisions} from 'companylens-docs-contract';
import {DOCS_MCP_REVISIONS, MCP_SERVER} from '@site/src/constants';
import {MCP_CLIENTS} from '@site/src/lib/clients/clients';
import {zedConfig} from '@site/src/lib/clients/installLinks';
import {EMAIL_REMOVED, PHONE_REMOVED} from '@site/packages/companylens-docs-service/src/feedback/redact';
import {prose} from '@site/src/writers/rules/content/rules';
import {objects, page, read, row, section} from '../support/doc-sections';

const install = page('getting-started/installation');
const policy = page('legal/privacy-policy');
const skill = read('src/skill/SKILL.md');

test('the docs MCP server has four tools over HTTP, submit_feedback the one that is not read-only (packages/companylens-docs-service/README.md)', () => {
  const tools = section(install, 'Add these docs to your assistant');
  expect(tools).toMatch(/It has four tools, three that only read and one that sends:/);
  expect(tools.split('\n').filter((l) => l.startsWith('- `')).map((l) => /^- `(\w+)`/.exec(l)![1])).toEqual(['search_docs', 'get_page', 'list_pages', 'submit_feedback']);
  expect(row(tools, '- `submit_feedback`')).toMatch(/the one tool that is not read-only/);
  expect(install).not.toMatch(/three read-only tools/);
  // the server's own tools/list says so too: tests/support/docs-mcp.ts (stdio and HTTP)
});

test('2024-10-07 is no specification revision (the schema folder starts at 2024-11-05) but a version string the TypeScript SDK accepts', () => {
  expect(DOCS_MCP_REVISIONS.preRelease).toBe('2024-10-07');
  expect(DOCS_MCP_REVISIONS.legacy).toContain(DOCS_MCP_REVISIONS.preRelease);
  const revisions = row(section(install, 'Add these docs to your assistant'), 'The server speaks MCP revisions');
  expect(revisions).toContain('It also accepts <DocsMcpRevisions transport="http" of="pre-release" />, which is no revision of the specification (the first is `2024-11-05`) but an earlier version string that the MCP TypeScript SDK still accepts');
  // the lists the sentence calls revisions, as the built page shows them (build the site first), leave it out
  const built = path.resolve(__dirname, '../../build/getting-started/installation/index.html');
  expect(fs.existsSync(built), 'the built installation page (build the site first)').toBe(true);
  const $ = load(fs.readFileSync(built, 'utf8'));
  const sentence = $('article p').filter((_, el) => $(el).text().includes('The server speaks MCP revisions')).first();
  // "The server speaks MCP revisions <list>, so a client … over stdio speaks <list>: that transport …"
  const html = sentence.html()!;
  const between = (start: string, end: string) => html.slice(html.indexOf(start) + start.length, html.indexOf(end, html.indexOf(start)));
  const lists = {http: between('The server speaks MCP revisions', ', so a client'), stdio: between('over stdio speaks', ': that transport')};
  for (const transport of ['http', 'stdio'] as const) {
    const list = load(lists[transport], null, false);
    expect(list.root().text(), `${transport}: a list in a sentence`).toMatch(/(\d{4}-\d\d-\d\d, )*\d{4}-\d\d-\d\d and \d{4}-\d\d-\d\d/);
    const named = list('code').map((_, el) => list(el).text()).get();
    expect(named, transport).not.toContain(DOCS_MCP_REVISIONS.preRelease);
    expect(named, transport).toContain('2024-11-05'); // the first revision of the specification
    // every other version string the server speaks over the transport
    expect(docsMcpRevisions(transport), transport).toEqual(expect.arrayContaining([...named, DOCS_MCP_REVISIONS.preRelease]));
    expect(named, transport).toHaveLength(docsMcpRevisions(transport).length - 1);
  }
});

test('Pennine: three of four officers left in six weeks and a day (31 July to 12 September 2025 is 43 days)', () => {
  const text = prose(page('examples/due-diligence'));
  const profile = objects('examples/due-diligence').find((o) => o.company_number === '04567123' && 'officers' in o) as {officers: {items: {resigned_on?: string}[]}};
  const left = profile.officers.items.flatMap((o) => (o.resigned_on ? [Date.parse(o.resigned_on)] : []));
  expect(left).toHaveLength(3);
  expect((Math.max(...left) - Math.min(...left)) / 86_400_000).toBe(43);
  expect(text).toMatch(/Three of four officers left in six weeks and a day/);
  expect(text).not.toMatch(/within six weeks/);
});

test('the rate limit is per application, as the Companies House guide says, in the skill as on the pages', () => {
  expect(skill).toMatch(/Every call spends requests from the Companies House rate limit, which is set per application/);
  expect(skill).toMatch(/Companies House allows :limit\[rateLimit\] per application \(\[the rate limit\]\(\/getting-started\/installation#companies-house-rate-limit-reached\)\)/);
  expect(skill).not.toMatch(/key's allowance|who shares that allowance/);
});

test("one address for VS Code's MCP configuration reference, the current one", () => {
  const current = 'https://code.visualstudio.com/docs/agents/reference/mcp-configuration';
  expect(MCP_CLIENTS.find((c) => c.id === 'vscode')!.vendor.url).toBe(current);
  expect(section(install, 'VS Code')).toContain(`(${current})`);
  // nor the old one anywhere in a client's panel (its vendor page, notes, links)
  expect(JSON.stringify(MCP_CLIENTS.map((c) => ({...c, setup: c.product(MCP_SERVER)})))).not.toContain('code.visualstudio.com/docs/copilot/');
});

test('officers: the privacy policy and the skill name the same personal details, those the officer schema returns', () => {
  const schema = JSON.parse(read('src/data/schema-defs.json')).$defs.officer.properties as Record<string, unknown>;
  const personal = ['name', 'date_of_birth', 'nationality', 'occupation', 'country_of_residence'];
  for (const field of personal) expect(Object.keys(schema), field).toContain(field);
  expect(Object.keys(schema).join(' ')).not.toMatch(/address/);
  const notice = section(policy, 'Company data and personal data');
  expect(notice).toMatch(/the officer details CompanyLens returns, an officer's name, date of birth as the register shows it, nationality, occupation and country of residence, are personal data/);
  expect(notice).toMatch(/correspondence address, which CompanyLens does not return/);
  expect(section(skill, 'Personal data')).toMatch(/their names, :field\[get_company_details\.officers\.items\[\]\.date_of_birth\], nationality, occupation and country of residence are personal data/);
});

test("Claude's skill upload named loosely, with Anthropic's help page; Claude Desktop's Windows logs in both folders", () => {
  // Claude Desktop's "Add the skill", as the installation page's Markdown twin has it
  const claude = row(read('build/getting-started/installation.md'), "Claude's apps take custom skills as a zip uploaded in their settings");
  expect(claude).not.toMatch(/Settings → (Features|Capabilities)/);
  expect(claude).toContain('[How to create custom Skills](https://support.claude.com/en/articles/12512198-how-to-create-custom-skills)');
  const logs = row(section(install, 'Where to find logs'), '| Claude Desktop on Windows |');
  expect(logs).toMatch(/^\| Claude Desktop on Windows \| `%LOCALAPPDATA%\\Claude\\Logs\\` in current builds; older ones wrote to `%APPDATA%\\Claude\\Logs\\`, so look in both/);
  expect(logs).toContain('https://github.com/wonderwhy-er/DesktopCommanderMCP/pull/656');
});

// 2026-07-28's Mcp-Name on tools/call, resources/read and prompts/get: the server's answers in tests/nginx/docs-mcp-modern.spec.ts
test('Zed takes the entry without "source" (its current page)', () => {
  const zed = MCP_CLIENTS.find((c) => c.id === 'zed')!;
  expect(zed.vendor.url).toBe('https://zed.dev/docs/ai/mcp');
  expect(zedConfig(MCP_SERVER)).toEqual({context_servers: {companylens: {command: 'npx', args: ['-y', 'companylens-mcp'], env: {COMPANIES_HOUSE_API_KEY: 'your-companies-house-api-key'}}}});
});

test('the privacy policy names the marks the service puts in place of email addresses and phone numbers (packages/companylens-docs-service/src/feedback/redact.ts)', () => {
  const records = section(policy, 'Page feedback and search reports');
  expect(records).toContain(`replaces every email address in it with \`${EMAIL_REMOVED}\` and every phone number with \`${PHONE_REMOVED}\``);
  expect(records).toMatch(/company numbers, dates and amounts stay as written/);
});
