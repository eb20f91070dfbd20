/**
 * How the built pages write what comes from data or conventions: dates as
 * en-GB writes them ("24 November 2026") on every page, the Changelog and its
 * feed; inline code broken only where a reader would; request counts from tool-docs.json; and
 * the installation page saying only what its client panels do not. The parts
 * that read build/ need `npx docusaurus build` first.
 */
import {test, expect} from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import type {Element, Root} from 'hast';
import rehypeInlineCode, {CODE_CLASS} from '@site/src/rehype/inlineCode';
import {breaksWell, codeBreaks} from '@site/src/lib/text/codeBreaks';
import {inWords, requestCount} from '@site/src/remark/requestCounts';
import {changelog} from '@site/src/lib/data/changelog';
import {MCP_CLIENTS} from '@site/src/lib/clients/clients';
import {MCP_SERVER} from '@site/src/constants';
import {prose} from '@site/src/writers/rules/content/rules';

const root = path.resolve(__dirname, '../..');
const build = (file: string) => {
  const p = path.join(root, 'build', file);
  expect(fs.existsSync(p), `${file} (build the site first)`).toBe(true);
  return fs.readFileSync(p, 'utf8');
};
const GB_DATE = /^\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/;
const gb = (iso: string) => new Intl.DateTimeFormat('en-GB', {day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'}).format(new Date(iso));

test('"Last updated" and the Changelog\'s "Recorded" read "24 November 2026"; the feed\'s summaries say the same', () => {
  const $ = cheerio.load(build('getting-started/installation/index.html'));
  const time = $('.theme-last-updated time');
  expect(time.text()).toMatch(GB_DATE);
  expect(time.text()).toBe(gb(time.attr('datetime')!));
  const page = cheerio.load(build('reference/changelog/index.html'));
  const recorded = page('article time').not('.theme-last-updated time').toArray().map((t) => page(t).text());
  expect(recorded).toEqual(changelog.entries.map((e) => gb(e.date)));
  const feed = cheerio.load(build('changelog.xml'), {xml: true});
  const summaries = feed('entry > summary').toArray().map((s) => feed(s).text());
  expect(summaries).toEqual(changelog.entries.map((e) => expect.stringMatching(new RegExp(`^Recorded ${gb(e.date)}: \\d+ changes?`))));
  // and no page, twin or feed of the build writes a date the US way ("Nov 24, 2026")
  const files = (fs.readdirSync(path.join(root, 'build'), {recursive: true}) as string[]).filter((f) => /\.(html|md|xml|txt)$/.test(f));
  expect(files.length).toBeGreaterThan(48);
  const us = /\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]* \d{1,2}, \d{4}\b/;
  expect(files.filter((f) => us.test(fs.readFileSync(path.join(root, 'build', f), 'utf8')))).toEqual([]);
});

test('inline code is marked to break only at its break points; code blocks are left alone', () => {
  const code = (text: string): Element => ({type: 'element', tagName: 'code', properties: {}, children: [{type: 'text', value: text}]});
  const tree: Root = {
    type: 'root',
    children: [
      {type: 'element', tagName: 'p', properties: {}, children: [code('npx -y companylens-mcp'), code('~/Library/Application Support/Claude/claude_desktop_config.json')]},
      {type: 'element', tagName: 'pre', properties: {}, children: [code('npx')]},
      {type: 'element', tagName: 'table', properties: {}, children: [code('node --version')]},
    ],
  };
  (rehypeInlineCode() as (t: Root) => void)(tree);
  const codes: Element[] = [];
  const walk = (node: unknown) => {
    const el = node as Element;
    if (el.tagName === 'code') codes.push(el);
    (el.children ?? []).forEach(walk);
  };
  walk(tree);
  const shown = (el: Element) => el.children.map((n) => (n.type === 'text' ? n.value : `<${(n as Element).tagName}>`)).join('');
  expect(codes.map((c) => c.properties.className ?? null)).toEqual([[CODE_CLASS], [CODE_CLASS], null, [CODE_CLASS]]);
  expect(codes.map(shown)).toEqual(['npx -y companylens-mcp', '~/<wbr>Library/<wbr>Application <wbr>Support/<wbr>Claude/<wbr>claude_<wbr>desktop_<wbr>config.<wbr>json', 'npx', 'node --version']);
  // and in the built page, the command the issue quoted
  const $ = cheerio.load(build('getting-started/installation/index.html'));
  expect($(`article p code.${CODE_CLASS}`).filter((_, c) => $(c).text() === 'npx -y companylens-mcp' && !$(c).find('wbr').length).length).toBeGreaterThan(0);
});

test('code breaks after a space, a slash or backslash (not between two), a comma, an _ or . inside a name or after a call, and a hyphen only inside a long key', () => {
  expect(codeBreaks('GET /company/{company_number}/officers')).toEqual(['GET /', 'company/', '{company_', 'number}/', 'officers']);
  expect(codeBreaks('https://docs.example.com/mcp')).toEqual(['https://', 'docs.', 'example.', 'com/', 'mcp']);
  expect(codeBreaks('node --version')).toEqual(['node --version']);
  // one-line JSON breaks between its members
  expect(codeBreaks('{"jsonrpc":"2.0","id":2,"method":"tools/list"}')).toEqual(['{"jsonrpc":"2.0",', '"id":2,', '"method":"tools/', 'list"}']);
  // a method chain breaks after each call's dot
  expect(codeBreaks("require('fs').readFileSync(file)")).toEqual(["require('fs').", 'readFileSync(file)']);
  // a Windows path breaks after its backslashes, as a POSIX one after its slashes
  expect(codeBreaks('%USERPROFILE%\\.copilot\\skills')).toEqual(['%USERPROFILE%\\', '.copilot\\', 'skills']);
  expect(codeBreaks('npx -y companylens-mcp --transport stdio')).toEqual(['npx ', '-y ', 'companylens-mcp ', '--transport ', 'stdio']);
  expect(codeBreaks('corporate-general-partner-in-a-limited-partnership')).toEqual(['corporate-', 'general-', 'partner-', 'in-', 'a-', 'limited-', 'partnership']);
  expect(codeBreaks('version 1.0.0 of companylens-mcp')).toEqual(['version ', '1.0.0 ', 'of ', 'companylens-mcp']);
  expect([breaksWell('node -', '-version'), breaksWell('companylens-', 'mcp'), breaksWell('general-', 'partner-in-a-limited-partnership'), breaksWell('claude_', 'desktop')]).toEqual([false, false, true, true]);
  // in the built page, a long path in prose has its break points and reads as before
  const $ = cheerio.load(build('api/resources/financials-resource/index.html'));
  const long = $('article p code, article li code').filter((_, c) => $(c).find('wbr').length > 0);
  expect(long.length).toBeGreaterThan(0);
  long.each((_, c) => void expect($(c).text()).not.toMatch(/\s\//));
});

test('request counts come from tool-docs.json: <Requests> is replaced at build by the number in words', () => {
  expect(requestCount('search_companies quick_financial_summary')).toBe(5);
  expect(requestCount('get_company_details')).toBe(1);
  expect(requestCount('get_company_details+include_officers quick_financial_summary calculate_financial_ratios')).toBe(10);
  expect(requestCount('no_such_tool')).toMatch(/"no_such_tool" is not a tool in src\/data\/tool-docs\.json/);
  expect(requestCount('search_companies+include_officers')).toBe('search_companies makes no request only with "include_officers"');
  expect([inWords(5), inWords(10), inWords(11)]).toEqual(['five', 'ten', '11']);
  const text = (file: string) => cheerio.load(build(file))('article').text().replace(/\s+/g, ' ');
  expect(text('getting-started/quickstart/index.html')).toContain('the two calls cost up to five Companies House requests, plus any retries');
  expect(text('api/prompts/company-assessment/index.html')).toContain('up to ten Companies House requests, plus any retries: two for the profile and officers, four for the summary and four for the ratios');
  expect(text('api/prompts/custom-prompts/index.html')).toContain('up to nine Companies House requests (one for the profile, four for the summary and four for the ratios)');
  expect(text('examples/claude-integration/index.html')).toContain('(up to four for quick_financial_summary, plus any retries)');
  for (const rel of ['getting-started/quickstart', 'api/prompts/company-assessment', 'api/prompts/custom-prompts', 'examples/claude-integration']) {
    expect(fs.readFileSync(path.join(root, 'docs', `${rel}.mdx`), 'utf8'), rel).toContain('<Requests calls="');
  }
});

test('the installation page does not repeat what its client panels show', () => {
  const text = prose(fs.readFileSync(path.join(root, 'docs/getting-started/installation.mdx'), 'utf8'));
  const paths = MCP_CLIENTS.filter((c) => ['claude-desktop', 'cursor'].includes(c.id)).flatMap((c) => c.product(MCP_SERVER).files ?? []).map((f) => f.path);
  expect(paths).toEqual(expect.arrayContaining(['~/Library/Application Support/Claude/claude_desktop_config.json', '~/.cursor/mcp.json']));
  for (const p of paths) expect(text, p).not.toContain(`\`${p}\``);
  expect(text).not.toMatch(/`servers`, not `mcpServers`|--scope|Settings → Developer → Edit Config|\| System \| Path \|/);
});
