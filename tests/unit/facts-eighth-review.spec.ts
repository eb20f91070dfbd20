/**
 * The eighth review's items, each as its primary source has it (the issue's
 * closing note names the source of each): what the pages, the client list and
 * the deployment README must keep saying. Restatements on other pages are
 * content rules (src/writers/rules/content/), which these tests do not repeat.
 */
import {test, expect} from '@playwright/test';
import {MCP_SERVER} from '@site/src/constants';
import {MCP_CLIENTS} from '@site/src/lib/clients/clients';
import {page, read, row, section} from '../support/doc-sections';

const qfs = page('api/tools/quick-financial-summary');
const policy = page('legal/privacy-policy');
const protocol = page('concepts/mcp-protocol');
const install = page('getting-started/installation');
const client = (id: string) => MCP_CLIENTS.find((c) => c.id === id)!.product(MCP_SERVER);
/** The installation page's Markdown twin, which has every client's panel. */
const twin = () => read('build/getting-started/installation.md');

test('a profit and loss account without turnover: abridged accounts (SI 2008/409, Sch 1 para 1A) are a reason for null, and the accounts types it names are in Data fields', () => {
  const nulls = section(qfs, 'Why figures are null');
  const abridged = row(nulls, '- **A profit and loss account without turnover.**');
  expect(abridged).toContain('https://www.legislation.gov.uk/uksi/2008/409/schedule/1/paragraph/1A');
  expect(abridged).toMatch(/"Gross profit or loss"[^\n]*turnover, cost of sales, gross profit and other operating income/);
  expect(abridged).toMatch(/`turnover` is then `null`, and so is every margin/);
  const types = [...abridged.matchAll(/`([a-z-]+-abridged)`/g)].map((m) => m[1]);
  expect(types).toEqual(['audited-abridged', 'unaudited-abridged']);
  for (const type of types) expect(row(page('reference/data-fields'), `| \`${type}\` |`), type).not.toBe('');
  // the example whose reason the section now covers links it
  expect(page('examples/competitive-analysis')).toMatch(/`turnover not filed`[^\n]*\(\/api\/tools\/quick-financial-summary#why-figures-are-null\) says which accounts have a profit and loss account without turnover/);
});

test('the accounts filing reforms: dated, sourced, not yet in force, and linked from the sections they will change', () => {
  const reforms = section(qfs, 'Accounts filing reforms');
  expect(reforms).toMatch(/holds on 7 December 2026\. The Economic Crime and Corporate Transparency Act 2023 is set to change it/);
  expect(reforms).toContain('https://www.legislation.gov.uk/ukpga/2023/56/part/1/crossheading/accounts-and-reports');
  expect(reforms).toContain('https://www.gov.uk/government/publications/economic-crime-and-corporate-transparency-bill-2022-factsheets/fact-sheet-company-accounts');
  expect(reforms).toMatch(/Small companies and micro-entities will have to file a profit and loss account/);
  expect(reforms).toMatch(/kept off the public record/);
  expect(reforms).toMatch(/Abridged accounts will no longer be an option/);
  expect(reforms).toMatch(/filed through software only/);
  expect(reforms).toMatch(/not yet in force[^\n]*start date has moved before[^\n]*Companies House/);
  expect(section(qfs, 'Why figures are null')).toMatch(/as accounts are filed on 7 December 2026 \(\[what is set to change\]\(#accounts-filing-reforms\)\)/);
  expect(section(qfs, 'Where the figures come from')).toContain('(#accounts-filing-reforms)');
});

test("server logs: up to 15 days (Debian's logrotate: daily, rotate 14, the live file kept too), the error log said, in the policy and the deployment README", () => {
  const logs = section(policy, 'Server logs');
  expect(logs).toMatch(/the access log is rotated daily and kept for up to 15 days/);
  expect(logs).toMatch(/The error log is rotated and kept the same way\. Debian's rotation keeps the current file and the 14 before it, so a line in either log is deleted between 14 and 15 days after it was written/);
  expect(logs).toMatch(/an error log, which records problems rather than requests[^\n]*body was too large[^\n]*did not answer\. A line there holds your IP address/);
  expect(logs).toMatch(/we treat both logs as personal data/);
  expect(row(policy, 'In short:')).toMatch(/access and error logs for up to 15 days/);
  const deploy = read('deploy/README.md');
  expect(deploy).toMatch(/`\/etc\/logrotate\.d\/nginx` rotates both daily with `rotate 14` and `delaycompress`: the live file and\s+14 older ones, so a line is deleted 14 to 15 days after it was written/);
  expect(deploy).toMatch(/error log \(`\/var\/log\/nginx\/error\.log`/);
  expect(deploy).not.toMatch(/keeps for 14 days/);
});

test('complaints: to us first, acknowledged within 30 days (DPA 2018 s164A, added by the Data (Use and Access) Act 2025), then the ICO', () => {
  const complaints = section(policy, 'Complaints');
  expect(complaints).toMatch(/We acknowledge a complaint within 30 days of receiving it/);
  expect(complaints).toMatch(/tell you the outcome without undue delay/);
  expect(complaints).toContain('Section 164A of the Data Protection Act 2018');
  expect(complaints).toContain('https://www.legislation.gov.uk/ukpga/2025/18/section/103');
  expect(complaints).toMatch(/in force since 19 June 2026[^\n]*https:\/\/www\.legislation\.gov\.uk\/uksi\/2026\/82/);
  expect(complaints.indexOf('complain to us')).toBeLessThan(complaints.indexOf('ico.org.uk'));
  expect(section(policy, 'Contact')).toContain('[complaint](#complaints)');
});

test('"any MCP client" qualified: a local stdio server and a supported revision, on the protocol page and in the requirements', () => {
  expect(row(section(protocol, 'What MCP is'), 'For CompanyLens')).toMatch(/any client that can start a local stdio server and speaks one of the revisions in \[Protocol revisions\]\(#protocol-revisions\)/);
  expect(row(install, '| An MCP client |')).toMatch(/can start a local stdio server and speaks a protocol revision the server supports \(\[Protocol revisions\]\(\/concepts\/mcp-protocol#protocol-revisions\)/);
});

test('2024-11-05: not supported because it has no structured tool output (annotations 2025-03-26, output schemas 2025-06-18), not because of HTTP+SSE', () => {
  const revisions = section(protocol, 'Protocol revisions');
  expect(revisions).toMatch(/Nor does it support `2024-11-05`[^\n]*no `outputSchema` and no `structuredContent`[^\n]*\(both came in `2025-06-18`\) and no annotations \(which came in `2025-03-26`/);
  expect(revisions).toContain('https://modelcontextprotocol.io/specification/2025-03-26/changelog');
  expect(revisions).toMatch(/That revision's HTTP\+SSE transport is not the reason: over stdio it makes no difference/);
  const row2024 = revisions.split('\n').find((l) => l.startsWith('| `2024-11-05` |'))!;
  expect(row2024.split('|')).toHaveLength(5);
  expect(row2024).toMatch(/\| Not supported: no structured tool output \|$/);
  // the home page promises the reason
  expect(page('intro')).toMatch(/lists the revisions it supports and why not the others/);
});

test("VS Code: the prompted key is safe to commit, but such a server is not forwarded to Copilot harness sessions (VS Code's MCP configuration reference)", () => {
  const vscode = section(install, 'VS Code');
  expect(vscode).toMatch(/safe to commit\. The prompt has one cost: agent sessions on the Copilot harness read servers from the portable `\.mcp\.json` file, and VS Code forwards the servers in `\.vscode\/mcp\.json` to them except those that need interactive input, such as a `\$\{input:…\}` variable/);
  expect(vscode).toContain('https://code.visualstudio.com/docs/agents/reference/mcp-configuration#configuration-file');
  expect(row(twin(), 'VS Code asks for your Companies House API key')).toMatch(/\(\[VS Code\]\(\S*\/getting-started\/installation(\.md)?#vs-code\) says what to do\)/);
});

test("Claude Desktop: Settings → Developer → Edit Config first; the Windows path hedged (Store and MSIX installs keep the file elsewhere)", () => {
  const desktop = client('claude-desktop');
  const note = row(twin(), 'Open **Settings → Developer → Edit Config**: it opens the file your copy of Claude Desktop reads');
  expect(note).toMatch(/not always \(\[Claude Desktop\]\(\S*\/getting-started\/installation(\.md)?#claude-desktop\) says when it is elsewhere\)/);
  expect(section(install, 'Claude Desktop')).toMatch(/Microsoft Store or as an MSIX package is \[reported\]\(https:\/\/[^)]+\) to keep it in its own folder under `%LOCALAPPDATA%\\Packages\\`/);
  expect(desktop.files!.find((f) => f.path.startsWith('%APPDATA%'))!.where).toBe('Windows, usually');
});

test("Claude Code: a custom command is a skill in .claude/skills/<name>/SKILL.md (Anthropic's skills page); .claude/commands/ only as still working", () => {
  const prompts = page('api/prompts/custom-prompts');
  expect(prompts).toContain('```text title=".claude/skills/credit-check/SKILL.md"');
  expect(prompts).toContain('[Extend Claude with skills](https://code.claude.com/docs/en/skills)');
  expect(prompts).toMatch(/a Markdown file in `\.claude\/commands\/` still makes the same command/);
  expect(prompts).not.toContain('title=".claude/commands/');
  expect(prompts).toMatch(/disable-model-invocation: true\n---\nRun a credit check on the UK company \$ARGUMENTS/);
});
