/**
 * The agent skill the build published (build/.well-known/agent-skills/):
 * its front matter against the Agent Skills format, read with the `yaml`
 * package and with the MCP SDK's skillEntry(), which applies the format's
 * rules itself; every name it writes as code found in src/data, read here
 * straight from the JSON; the site's two worked examples covered call by
 * call; and what the renderer makes, the same bytes. Then each of the checks a
 * writer can trip in src/skill/SKILL.md, on copies of it (no build): the
 * message names the rule, the file, the line and the fix. Breaking the data
 * itself is tests/unit/writer-checks.spec.ts's (a real build stops).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {parse as parseYaml} from 'yaml';
import {skillEntry} from '@modelcontextprotocol/server/ext/skills';
import {AGENT_SKILL} from 'companylens-docs-contract';
import {CLIENT_SKILLS} from '@site/src/lib/clients/clientSkills';
import {MCP_CLIENTS} from '@site/src/lib/clients/clients';
import {jsonRpcMessages} from '@site/src/lib/data/docExamples';
import {zipOf} from '@site/src/plugins/agent-skill/files';
import {formatProblem} from '@site/src/writers/problem';
import {skillLinkProblems} from '@site/src/writers/rules/skill';
import {readPage} from '@site/src/writers/site/pages';
import {listPageFiles} from '@site/src/writers/site/pageFiles';
import {pageIds} from '@site/src/writers/site/anchors';
import {renderSkill, SKILL_TOKEN_BUDGET, SOURCE} from '@site/src/plugins/agent-skill/render';

const ROOT = path.resolve(__dirname, '../..');
const BUILD = path.join(ROOT, 'build');
const FOLDER = path.join(BUILD, AGENT_SKILL.folder);
const published = (): Record<string, string> =>
  Object.fromEntries(fs.readdirSync(FOLDER, {recursive: true, encoding: 'utf8'}).filter((f) => f.endsWith('.md')).map((f) => [f.split(path.sep).join('/'), fs.readFileSync(path.join(FOLDER, f), 'utf8')]));
/** The site address the build was made for, from its llms.txt. */
const site = () => {
  const url = new URL(/\[llms-full\.txt\]\((\S+)llms-full\.txt\)/.exec(fs.readFileSync(path.join(BUILD, 'llms.txt'), 'utf8'))![1]!);
  return {url: url.origin, baseUrl: url.pathname};
};
const frontMatterOf = (text: string) => parseYaml(/^---\n([\s\S]*?)\n---\n/.exec(text)![1]!) as Record<string, unknown>;

test('SKILL.md meets the Agent Skills format: its fields and their limits, a name that is its folder’s, a description that says when to use it; the MCP SDK’s skillEntry() accepts the folder', async () => {
  const files = published();
  const fm = frontMatterOf(files['SKILL.md']!);
  // agentskills.io/specification: these fields only; name 1–64 of a-z, 0-9 and single inner hyphens, equal to the folder; description 1–1,024; compatibility up to 500; metadata strings
  expect(Object.keys(fm).every((k) => ['name', 'description', 'license', 'compatibility', 'metadata', 'allowed-tools'].includes(k))).toBe(true);
  expect(fm.name).toMatch(/^(?=.{1,64}$)[a-z0-9]+(-[a-z0-9]+)*$/);
  expect(fm.name).toBe(path.basename(FOLDER));
  expect(typeof fm.description === 'string' && fm.description.length >= 1 && fm.description.length <= 1024).toBe(true);
  expect(fm.description).toMatch(/Use when .*UK company/);
  expect((fm.compatibility as string).length).toBeLessThanOrEqual(500);
  expect(Object.values(fm.metadata as object).every((v) => typeof v === 'string')).toBe(true);
  // the format advises under 500 lines; references one level down, each linked from SKILL.md
  expect(files['SKILL.md']!.split('\n').length).toBeLessThan(500);
  for (const ref of Object.keys(files).filter((f) => f !== 'SKILL.md')) {
    expect(ref).toMatch(/^references\/[\w-]+\.md$/);
    expect(files['SKILL.md']).toContain(`](${ref})`);
  }
  const entry = await skillEntry(AGENT_SKILL.name, files);
  expect(entry.uri).toBe(`skill://${AGENT_SKILL.name}/SKILL.md`);
  expect(entry.frontmatter).toEqual(fm);
});

test('every name the skill writes as code is in src/data: tools, arguments, result fields and their values, prompts', () => {
  // the data's own words, read straight from the JSON: every key, and every word of every string
  const known = new Set<string>(['null', 'true', 'false']);
  const walk = (value: unknown): void => {
    if (typeof value === 'string') for (const w of value.split(/[^\w\-.[\]]+/)) known.add(w.replace(/\.$/, ''));
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) {
        known.add(k);
        walk(v);
      }
    }
  };
  for (const file of ['tools', 'schema-defs', 'prompts', 'resources', 'server', 'tool-docs']) walk(JSON.parse(fs.readFileSync(path.join(ROOT, `src/data/${file}.json`), 'utf8')));
  let checked = 0;
  for (const [file, text] of Object.entries(published())) {
    for (const [, code] of text.matchAll(/`([^`\n]+)`/g)) {
      // a name, a dotted path (`officers.items[].name`), or an argument with its value (`active_only: true`)
      const m = /^([a-z][\w-]*(?:\.[a-z][\w-]*(?:\[\])?)*(?:\[\])?)(?:: (.+))?$/.exec(code!);
      if (!m) continue;
      let value: unknown;
      try {
        value = m[2] === undefined ? undefined : JSON.parse(m[2]);
      } catch {
        continue; // a message that starts with a name, not an argument
      }
      for (const part of m[1]!.split('.')) expect(known.has(part.replace(/\[\]$/, '')), `${file}: \`${code}\`: "${part}" is not in src/data`).toBe(true);
      if (value !== undefined) expect(known.has(String(value)), `${file}: \`${code}\``).toBe(true);
      checked++;
    }
  }
  expect(checked).toBeGreaterThan(100);
});

test('the skill covers the site’s worked examples call by call: every tool, argument and ratio the due-diligence and competitive-analysis examples send is in SKILL.md', () => {
  const skill = published()['SKILL.md']!;
  for (const page of ['docs/examples/due-diligence.mdx', 'docs/examples/competitive-analysis.mdx']) {
    const calls = jsonRpcMessages(fs.readFileSync(path.join(ROOT, page), 'utf8')).messages.filter((m) => m.message.method === 'tools/call');
    expect(calls.length, page).toBeGreaterThanOrEqual(3);
    for (const {message, line} of calls) {
      const {name, arguments: args} = message.params as {name: string; arguments: Record<string, unknown>};
      expect(skill, `${page}:${line}`).toContain(`\`${name}\``);
      for (const [arg, value] of Object.entries(args)) {
        expect(skill, `${page}:${line}: ${arg}`).toMatch(new RegExp(`\`${arg}(: [^\`]+)?\``));
        for (const v of Array.isArray(value) ? value : []) expect(skill, `${page}:${line}: ${v}`).toContain(`\`${v}\``);
      }
    }
  }
});

test('every client a skill set-up is written for is a client of the picker, by its id', () => {
  const ids = MCP_CLIENTS.map((c) => c.id);
  expect(Object.keys(CLIENT_SKILLS).filter((id) => !ids.includes(id))).toEqual([]);
  // most clients read skills; the rest are told the server alone is what they get
  expect(Object.keys(CLIENT_SKILLS).length).toBeGreaterThan(ids.length / 2);
});

test('the build published what the renderer makes of src/skill/SKILL.md and src/data, and its archives are the same bytes for the same files', async () => {
  const rendered = await renderSkill(ROOT, site());
  expect(rendered.problems.map(formatProblem)).toEqual([]);
  expect(rendered.files).toEqual(published());
  expect(rendered.tokens['SKILL.md']).toBeLessThanOrEqual(SKILL_TOKEN_BUDGET);
  expect(Buffer.from(zipOf(rendered.files)).equals(fs.readFileSync(path.join(BUILD, AGENT_SKILL.archive)))).toBe(true);
});

test.describe('a writer’s mistake in src/skill/SKILL.md is named with its rule, file, line and fix', () => {
  const source = fs.readFileSync(path.join(ROOT, SOURCE), 'utf8');
  /** Renders a copy of the site's source with `edit` applied; returns the problems as printed and the copy's lines. */
  const withSource = async (edit: (text: string) => string) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'companylens-skill-'));
    try {
      const text = edit(source);
      expect(text).not.toBe(source);
      fs.mkdirSync(path.join(dir, path.dirname(SOURCE)), {recursive: true});
      fs.writeFileSync(path.join(dir, SOURCE), text);
      fs.cpSync(path.join(ROOT, 'src/data'), path.join(dir, 'src/data'), {recursive: true});
      const rendered = await renderSkill(dir, site());
      return {printed: rendered.problems.map(formatProblem), lineOf: (s: string) => text.split('\n').findIndex((l) => l.includes(s)) + 1, rendered};
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  };
  const at = (line: number, rule: string) => `${SOURCE}:${line}  ${rule}  `;

  test('names the data lacks, and names written as plain code', async () => {
    const {printed, lineOf} = await withSource((t) =>
      t
        .replace('call :tool[get_company_details] with :arg[get_company_details.company_number].', 'call :tool[get_company_detail] with :arg[get_company_details.company_no] or `get_company_details`.')
        .replace(':arg[get_company_details.include_officers=true];', ':arg[get_company_details.include_officers="yes"];')
        .replace(':enum[calculate_financial_ratios.period]', ':enum[calculate_financial_ratios.periods]')
        .replace(':value[get_company_by_name.match_type=exact]', ':value[get_company_by_name.match_type=precise]'),
    );
    const line = lineOf('get_company_detail]');
    expect(printed).toContain(`${at(line, 'skill-names')}:tool[get_company_detail] names a tool "get_company_detail" that src/data/tools.json does not have — use one of search_companies, get_company_details, get_company_by_name, quick_financial_summary, calculate_financial_ratios`);
    expect(printed.find((p) => p.startsWith(`${at(line, 'skill-names')}:arg[get_company_details.company_no] names the argument "company_no" of get_company_details`))).toContain('— use one of company_number, include_officers, include_resigned_officers');
    expect(printed).toContain(`${at(line, 'skill-plain-names')}\`get_company_details\` names get_company_details as plain text, so the build cannot check it against the data — write :tool[get_company_details]`);
    expect(printed.find((p) => p.startsWith(at(lineOf('include_officers="yes"'), 'skill-names')))).toContain('the value "yes", which its schema rejects');
    expect(printed.find((p) => p.startsWith(at(lineOf('periods]'), 'skill-names')))).toContain('names the argument or result field "periods" of calculate_financial_ratios');
    expect(printed).toContain(`${at(lineOf('=precise]'), 'skill-names')}:value[get_company_by_name.match_type=precise] names "precise", which is not a value of get_company_by_name's match_type in src/data — use one of exact, best_match`);
  });

  test('a limit typed as a number, an error without advice, advice for no error, a link out, a description that does not say when', async () => {
    const {printed, lineOf} = await withSource((t) =>
      t
        .replace('- Companies House allows :limit[rateLimit]', '- Companies House allows 600 requests per :limit[cacheMinutes]')
        .replace(/- :error\[rate limit reached\].*\n/, '')
        .replace('- :error[Unknown tool]:', '- :error[Unknown resource]:')
        .replace('[Installation](/getting-started/installation)', '[Installation](https://example.com/install)')
        .replace('Use when a task', 'Handy when a task'),
    );
    expect(printed).toContain(`${at(lineOf('allows 600 requests'), 'skill-limits')}"600 requests" states a limit as typed text, which would stay behind when the data changes — write it with :limit[…] or :requests[…]`);
    const serverJsonLine = fs.readFileSync(path.join(ROOT, 'src/data/server.json'), 'utf8').split('\n').findIndex((l) => l.includes('Companies House rate limit reached')) + 1;
    expect(printed).toContain(
      `${at(lineOf(':::errors'), 'skill-errors')}the error "Companies House rate limit reached (600 requests per 5 minutes). Try again in {seconds} seconds." (src/data/server.json:${serverJsonLine}) has no advice in the errors table — add an item to :::errors: "- :error[words of the message]: what an agent should do"`,
    );
    expect(printed.find((p) => p.startsWith(at(lineOf(':error[Unknown resource]'), 'skill-errors')))).toContain(':error[Unknown resource] matches no error message in src/data/tool-docs.json or src/data/server.json');
    expect(printed.find((p) => p.startsWith(at(lineOf('https://example.com/install'), 'skill-links')))).toContain('the link https://example.com/install is neither a page of this site nor a file of the skill');
    expect(printed).toContain(`${at(2, 'skill-front-matter')}the description does not say when to use the skill (no "Use when") — add a sentence "Use when …" naming the tasks it is for`);
  });

  test('over its size budget, and a link to a page or anchor the build does not have', async () => {
    const {printed, rendered, lineOf} = await withSource((t) =>
      `${t.replace('(/concepts/company-identifiers#how-companylens-normalises-input))', '(/concepts/company-identifiers#no-such-heading)) ([more](/concepts/no-such-page))')}\n${'Read the reference before each call, and say which accounts you used. '.repeat(120)}\n`,
    );
    expect(printed.find((p) => p.startsWith(at(1, 'skill-size')))).toMatch(/SKILL\.md renders to [\d,]+ tokens \(o200k_base\), over its budget of 3,500 — /);
    const pages = listPageFiles(ROOT).map((f) => readPage(ROOT, f));
    const links = skillLinkProblems(rendered.pageLinks, pages, pageIds).map(formatProblem);
    const line = lineOf('#no-such-heading');
    expect(links).toEqual([
      `${at(line, 'skill-links')}the link /concepts/company-identifiers#no-such-heading names the anchor "no-such-heading", which no heading or field on /concepts/company-identifiers has — open the page and copy the link of the heading you mean`,
      `${at(line, 'skill-links')}the link /concepts/no-such-page leads to no page: the docs have none at /concepts/no-such-page — link an existing page by its path, as the sidebar shows it (/getting-started/installation)`,
    ]);
  });
});
