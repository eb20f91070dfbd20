/**
 * The skill, rendered and checked: src/skill/SKILL.md (the written part:
 * front matter `description` and the body, naming data through directives)
 * plus src/data gives SKILL.md and one reference file a tool. Pure: the same
 * source, data and site address give the same bytes, so the build, the
 * installation page's token counts and the tests render it alike.
 *
 * The checks here need no build: names (./directives), plain code and
 * snake_case words that should be directives, numbers that are limits, the
 * errors table against every error in the data, links to skill files, front
 * matter (./frontMatter) and size. Links to the site's pages wait for the
 * build (./links).
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Link, ListItem, Paragraph, PhrasingContent, Root, RootContent, Table, TableCell, TableRow} from 'mdast';
import {toString} from 'mdast-util-to-string';
import {unified} from 'unified';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import {SKIP, visit} from 'unist-util-visit';
import {DOCS_MCP_SERVER} from '../../constants';
import {tokenCounter} from '../toolbox/tokens';
import {AGENT_SKILL} from 'companylens-docs-contract';
import {markdownTwinPath} from '../../lib/agents/markdownTwin';
import {toolDocsOf, toolDocsTable} from '../../lib/data/dataTables';
import {expandDirective, type DirectiveContext} from './directives';
import {checkFrontMatter, frontMatterOf} from './frontMatter';
import type {Problem, Rule} from './problems';
import {keptSkill, SOURCE, type PageLink, type RenderedSkill, type SiteAddress} from './kept';
import {requestsLine, toolReference} from './references';
import {allNames, dataErrors, tools} from './vocabulary';

export {SOURCE, type PageLink, type RenderedSkill, type SiteAddress};

/** Tokens (o200k_base, as the tool cards count) SKILL.md may have; the format recommends under 5,000 for the body. */
export const SKILL_TOKEN_BUDGET = 3500;
/** Tokens each reference file may have. */
const REFERENCE_TOKEN_BUDGET = 2500;
/** The format's advice for SKILL.md's length in lines. */
const SKILL_LINE_LIMIT = 500;

const SNAKE = /\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b/g;
/** A number of requests, minutes, seconds or attempts in prose: a limit, which must come from the data. */
const LIMIT_WORDS = /\b\d[\d,]*\s+(?:requests?|minutes?|seconds?|attempts?)\b/g;

const siteUrl = (site: SiteAddress, p: string) => `${site.url.replace(/\/$/, '')}${site.baseUrl}${p}`;
/** The absolute URL of a page's Markdown twin, with its anchor: what an agent fetches. */
const twinUrl = (site: SiteAddress, written: string) => {
  const [page, anchor] = written.split('#');
  return `${siteUrl(site, markdownTwinPath(page!).slice(1))}${anchor ? `#${anchor}` : ''}`;
};
const referencePath = (tool: string) => `references/${tool}.md`;

/** The skill for these inputs, rendered once a process (./kept.ts). */
export function renderSkill(siteDir: string, site: SiteAddress): Promise<RenderedSkill> {
  const kept = keptSkill(siteDir, site);
  return kept.skill ?? kept.keep(renderFresh(siteDir, site, kept.source));
}

async function renderFresh(siteDir: string, site: SiteAddress, source: string): Promise<RenderedSkill> {
  const problems: Problem[] = [];
  const report = (line: number | undefined, rule: Rule, message: string, fix: string) => problems.push({file: SOURCE, line: line ?? 1, rule, message, fix});
  const ctx: DirectiveContext = {site: {llms: siteUrl(site, 'llms.txt'), mcp: siteUrl(site, DOCS_MCP_SERVER.path)}};
  const tree = unified().use(remarkParse).use(remarkFrontmatter, ['yaml']).use(remarkGfm).use(remarkDirective).parse(source) as Root;

  const frontMatter = frontMatterOf(source, site, report);
  checkWriting(tree, frontMatter.description, report);
  // a tool the data has no tool-docs.json entry for cannot be described: named at its line of tools.json
  const toolsJson = fs.readFileSync(path.join(siteDir, 'src/data/tools.json'), 'utf8').split('\n');
  for (const t of tools.filter((tool) => !toolDocsTable[tool.name])) {
    const line = toolsJson.findIndex((l) => l.includes(`"name": "${t.name}"`)) + 1;
    problems.push({file: 'src/data/tools.json', line: line || 1, rule: 'skill-names', message: `the tool ${t.name} has no entry in src/data/tool-docs.json, so the skill cannot say what a call costs or how it fails`, fix: 'add its entry (CONTRIBUTING.md, "Add or change a tool"), or give the tool back its old name'});
  }
  const documented = tools.filter((t) => toolDocsTable[t.name]);
  const references = Object.fromEntries(documented.map((t) => [referencePath(t.name), toolReference(t, twinUrl(site, `/api/tools/${toolDocsOf(t.name).slug}`))]));
  expandBlocks(tree, siteDir, report);
  expandInline(tree, ctx, report);
  const pageLinks = rewriteLinks(tree, site, new Set([...Object.keys(references), ...Object.values(ctx.site)]), report);

  tree.children = tree.children.filter((n) => n.type !== 'yaml');
  const body = unified().use(remarkGfm, {tablePipeAlign: false}).use(remarkStringify, {bullet: '-', emphasis: '_', fence: '`', rule: '-', listItemIndent: 'one'}).stringify(tree as Root);
  const skillMd = `${frontMatter.text}\n${body}`;
  const files = {'SKILL.md': skillMd, ...references};
  checkFrontMatter(skillMd, report);
  const counts = await tokenCounter().count([...Object.values(files), `${AGENT_SKILL.name}: ${frontMatter.description}`]);
  const tokens = {...Object.fromEntries(Object.keys(files).map((f, i) => [f, counts[i]!])), description: counts.at(-1)!};
  checkSize(files, tokens, report);
  return {files, frontMatter, tokens, pageLinks, problems};
}

type Report = (line: number | undefined, rule: Rule, message: string, fix: string) => void;

/** What the writer typed: code and snake_case names that should be directives, and limits typed as numbers. */
function checkWriting(tree: Root, description: string, report: Report) {
  const names = allNames();
  const nameProblem = (word: string, line: number | undefined, where: string) => {
    const directive = names.get(word);
    if (directive) report(line, 'skill-plain-names', `${where} names ${word} as plain text, so the build cannot check it against the data`, `write ${directive}`);
    else report(line, 'skill-names', `${where} names ${word}, which src/data does not have`, 'name something the data has, through a directive (src/plugins/agent-skill/README.md lists them)');
  };
  for (const word of description.match(SNAKE) ?? []) nameProblem(word, 2, 'the description');
  visit(tree, (node) => {
    if (node.type === 'textDirective' || node.type === 'leafDirective' || node.type === 'yaml' || node.type === 'code') return SKIP;
    const line = node.position?.start.line;
    if (node.type === 'inlineCode' && (names.has(node.value) || SNAKE.test(node.value))) nameProblem(node.value, line, `\`${node.value}\``);
    SNAKE.lastIndex = 0;
    if (node.type === 'text') {
      for (const word of node.value.match(SNAKE) ?? []) nameProblem(word, line, 'the text');
      for (const m of node.value.match(LIMIT_WORDS) ?? []) report(line, 'skill-limits', `"${m}" states a limit as typed text, which would stay behind when the data changes`, 'write it with :limit[…] or :requests[…]');
    }
    return undefined;
  });
}

const cellOf = (children: PhrasingContent[]): TableCell => ({type: 'tableCell', children});
const rowOf = (cells: PhrasingContent[][]): TableRow => ({type: 'tableRow', children: cells.map(cellOf)});
const plain = (value: string): PhrasingContent[] => [{type: 'text', value}];
const code = (value: string): PhrasingContent => ({type: 'inlineCode', value});

/** `::tools` (the tools table) and `:::errors` (every error in the data, each with the writer's advice). */
function expandBlocks(tree: Root, siteDir: string, report: Report) {
  visit(tree, (node, index, parent) => {
    if (!parent || index === undefined) return undefined;
    if (node.type === 'leafDirective' && node.name === 'tools') {
      parent.children.splice(index, 1, toolsTable());
      return [SKIP, index + 1];
    }
    if (node.type === 'containerDirective' && node.name === 'errors') {
      parent.children.splice(index, 1, errorsTable(node.children as RootContent[], node.position?.start.line, siteDir, report));
      return [SKIP, index + 1];
    }
    return undefined;
  });
}

function toolsTable(): Table {
  const head = ['Tool', 'What it does', 'Companies House requests', 'Arguments, fields, errors'].map(plain);
  const rows = tools.filter((t) => toolDocsTable[t.name]).map((t) => [[code(t.name)], plain(`${t.description.split('. ')[0]!.replace(/\.$/, '')}.`), plain(requestsLine(t.name).replace(/`/g, '')), [{type: 'link', url: referencePath(t.name), children: plain(referencePath(t.name))} as Link]]);
  return {type: 'table', align: [], children: [rowOf(head), ...rows.map(rowOf)]};
}

function errorsTable(children: RootContent[], line: number | undefined, siteDir: string, report: Report): Table {
  const errors = dataErrors().filter((e) => e.kind !== 'result');
  const advice = new Map<string, PhrasingContent[]>();
  const items = children.flatMap((c) => (c.type === 'list' ? c.children : []));
  if (children.length !== 1 || children[0]!.type !== 'list') report(line, 'skill-errors', ':::errors holds something other than one list', 'write one list inside it, an item per error: "- :error[words of its message]: what to do"');
  for (const item of items as ListItem[]) {
    const para = item.children[0] as Paragraph | undefined;
    const first = para?.children[0];
    const itemLine = item.position?.start.line;
    if (!para || first?.type !== 'textDirective' || first.name !== 'error') {
      report(itemLine, 'skill-errors', 'an item of :::errors does not start with :error[…]', 'start it with :error[words of the message], then ": " and what to do');
      continue;
    }
    const words = toString(first);
    const matches = errors.filter((e) => e.message.includes(words));
    if (matches.length !== 1) {
      report(itemLine, 'skill-errors', matches.length ? `:error[${words}] matches ${matches.length} error messages in src/data` : `:error[${words}] matches no error message in src/data/tool-docs.json or src/data/server.json`, matches.length ? 'quote more of the one message you mean' : 'quote words of a message the data has, or delete the item');
      continue;
    }
    const rest = para.children.slice(1);
    if (rest[0]?.type === 'text') rest[0] = {...rest[0], value: rest[0].value.replace(/^\s*:\s*/, '')};
    advice.set(matches[0]!.message, rest);
  }
  for (const e of errors.filter((er) => !advice.has(er.message))) {
    const dataFile = path.join(siteDir, e.file);
    const dataLine = fs.existsSync(dataFile) ? fs.readFileSync(dataFile, 'utf8').split('\n').findIndex((l) => l.includes(JSON.stringify(e.message).slice(1, 30))) + 1 : 0;
    report(line, 'skill-errors', `the error "${e.message}" (${e.file}${dataLine ? `:${dataLine}` : ''}) has no advice in the errors table`, 'add an item to :::errors: "- :error[words of the message]: what an agent should do"');
  }
  const head = ['When', 'The message', 'What to do'].map(plain);
  const rows = errors.filter((e) => advice.has(e.message)).map((e) => [plain(e.when), [code(e.message)], advice.get(e.message)!]);
  return {type: 'table', align: [], children: [rowOf(head), ...rows.map(rowOf)]};
}

/** Every text directive, replaced by the Markdown it stands for. */
function expandInline(tree: Root, ctx: DirectiveContext, report: Report) {
  visit(tree, (node, index, parent) => {
    if (!parent || index === undefined) return undefined;
    if (node.type === 'textDirective' || node.type === 'leafDirective' || node.type === 'containerDirective') {
      const label = toString(node);
      const written = `${node.type === 'textDirective' ? ':' : node.type === 'leafDirective' ? '::' : ':::'}${node.name}${label ? `[${label}]` : ''}`;
      const out =
        node.type !== 'textDirective' ? {problem: 'is not a block the skill knows', fix: 'use ::tools or :::errors'}
        : node.name === 'error' ? {problem: 'is only for the items of :::errors', fix: 'move it into the :::errors list'}
        : expandDirective(node.name, label, ctx);
      if ('problem' in out) {
        const rule: Rule = node.name === 'error' ? 'skill-errors' : /not a (directive|block)/.test(out.problem) ? 'skill-directives' : 'skill-names';
        report(node.position?.start.line, rule, `${written} ${out.problem}`, out.fix);
        parent.children.splice(index, 1, {type: 'text', value: label} as never);
        return [SKIP, index + 1];
      }
      parent.children.splice(index, 1, ...(out as never[]));
      return [SKIP, index + out.length];
    }
    if (node.type === 'html' && /^<!--[\s\S]*-->$/.test(node.value.trim())) {
      parent.children.splice(index, 1);
      return [SKIP, index];
    }
    return undefined;
  });
}

/** Links to the site's pages become their twins' absolute URLs (checked after the build); any other must be a skill file, or a site file :site[…] names. */
function rewriteLinks(tree: Root, site: SiteAddress, known: Set<string>, report: Report): PageLink[] {
  const pageLinks: PageLink[] = [];
  visit(tree, 'link', (node: Link) => {
    const line = node.position?.start.line;
    if (node.url.startsWith('/')) {
      pageLinks.push({line: line ?? 1, written: node.url});
      node.url = twinUrl(site, node.url);
    } else if (!known.has(node.url) && line !== undefined) {
      report(line, 'skill-links', `the link ${node.url} is neither a page of this site nor a file of the skill`, `link a page by its path (/getting-started/installation), or a skill file (${[...known][0]})`);
    }
  });
  return pageLinks;
}

function checkSize(files: Record<string, string>, tokens: Record<string, number>, report: Report) {
  const fmt = (n: number) => n.toLocaleString('en-GB');
  const skillTokens = tokens['SKILL.md']!;
  if (skillTokens > SKILL_TOKEN_BUDGET) report(1, 'skill-size', `SKILL.md renders to ${fmt(skillTokens)} tokens (o200k_base), over its budget of ${fmt(SKILL_TOKEN_BUDGET)}`, 'shorten the written part, or leave detail to the reference files (the format recommends under 5,000 tokens)');
  const lines = files['SKILL.md']!.split('\n').length;
  if (lines >= SKILL_LINE_LIMIT) report(1, 'skill-size', `SKILL.md renders to ${lines} lines, at or over the format's advice of under ${SKILL_LINE_LIMIT}`, 'shorten the written part');
  for (const [file, n] of Object.entries(tokens)) {
    if (file.startsWith('references/') && n > REFERENCE_TOKEN_BUDGET) {
      report(1, 'skill-size', `${file} renders to ${fmt(n)} tokens, over its budget of ${fmt(REFERENCE_TOKEN_BUDGET)}`, 'shorten the tool\'s descriptions in src/data/tools.json, or raise REFERENCE_TOKEN_BUDGET in src/plugins/agent-skill/render.ts with a reason');
    }
  }
}
