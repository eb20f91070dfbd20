/**
 * Every writer rule in one pass: the pages of docs/ (or the ones named), the writer-facing
 * sources beside them (src/data, src/skill, i18n/en, the repository's Markdown), each file read
 * and parsed once. `npm run check` (./cli.mjs), the build and `npm start`
 * (src/plugins/writer-check) and the tests all call this. src/writers/README.md lists the rules.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Problem} from './problem';
import {readPage, type SourcePage} from './site/pages';
import {listPageFiles} from './site/pageFiles';
import {placedDocs, type Placed} from './site/sidebars';
import {pageIds} from './site/anchors';
import {frontMatterProblems} from './rules/frontMatter';
import {headingProblems} from './rules/headings';
import {imageProblems} from './rules/images';
import {diagramProblems} from './rules/diagrams';
import {codeLanguageProblems} from './rules/codeLanguage';
import {mdxProblems} from './rules/mdx';
import {pageListProblems, sidebarProblems} from './rules/pageList';
import {applyExemptions, pageExemptions, textForLinters, type Exemption} from './rules/exemptions';
import {digest, fileAnswers} from './answers';
import {linkProblems} from './rules/links';
import {markdownlintConfig, markdownlintProblems, type MarkdownLint} from './rules/linters/markdownlint';
import {spellingProblems, type Speller} from './rules/linters/spelling';
import {checkExamples, loadDefinitions, makeValidator} from './rules/examples';
import {contentProblems} from './rules/content';
import {pageMarkers, toolDocsMarkers} from './rules/syncMarkers';
import {skillLinkProblems, skillRender} from './rules/skill';
import {SOURCE as SKILL_SOURCE} from '../plugins/agent-skill/render';
import {siteAddress} from '../siteAddress';

/** The two linters that are ES modules only, loaded by the caller (./cli.mjs) when first asked for. */
export interface Engines {
  markdownlint: MarkdownLint;
  spell: Speller;
}

export interface CheckOptions {
  siteDir: string;
  /** Files to report on, from siteDir; all of them when absent. */
  only?: string[];
  engines: () => Promise<Engines>;
  /** The file being read, for the one line an unexpected failure prints. */
  reading?: {file: string};
  /**
   * Whether markdownlint and cspell run after the rules that read the pages and the data (the
   * build leaves them to `npm run check`, `npm start` and `npm test`: they find nothing that
   * would stop a page).
   */
  linters?: boolean;
  /**
   * Where answers are kept per file, and the digest of everything the check reads besides the
   * pages (./cache.mjs): a file whose answer holds is not checked again; markdownlint's and cspell's
   * answers under the digest of what they read (`lintContext`). Nothing is kept without it.
   */
  kept?: {file: string; context: string; lintContext: string};
}

const TOOL_DOCS = 'src/data/tool-docs.json';

/** The writer-facing files besides the pages, from siteDir: what markdownlint and cspell read. */
function otherSources(siteDir: string): {markdown: string[]; spelled: string[]; data: string[]} {
  const list = (dir: string, test: RegExp, deep = false): string[] => {
    if (!fs.existsSync(path.join(siteDir, dir))) return [];
    return fs.readdirSync(path.join(siteDir, dir), {withFileTypes: true}).flatMap((e) => {
      const rel = dir === '.' ? e.name : `${dir}/${e.name}`;
      if (e.isDirectory()) return deep && e.name !== 'node_modules' ? list(rel, test, true) : [];
      return test.test(e.name) ? [rel] : [];
    });
  };
  const markdown = [...list('.', /\.md$/), ...list('src', /\.md$/, true)].sort();
  // the SIC descriptions are quoted as Companies House publishes them
  const data = list('src/data', /\.json$/).filter((f) => !f.endsWith('sic-codes.json')).sort();
  return {markdown, spelled: [...markdown, ...data, ...list('i18n/en', /\.json$/, true)].sort(), data};
}

export async function runCheck({siteDir, only, engines, reading = {file: ''}, linters = true, kept}: CheckOptions): Promise<{problems: Problem[]; files: number; fresh: number}> {
  const wanted = only && new Set(only.map((f) => path.normalize(f)));
  const reports = (file: string) => !wanted || wanted.has(path.normalize(file));
  const seen = new Set<string>();
  const read = (file: string) => {
    reading.file = file;
    seen.add(file);
    return fs.readFileSync(path.join(siteDir, file), 'utf8');
  };
  const answers = fileAnswers(kept?.file);
  /** The files whose answer was worked out, not kept. */
  const fresh = new Set<string>();
  const context = kept?.context ?? '';

  // every page is read, for the addresses and ids links name; rules report on the wanted ones
  const pages: SourcePage[] = listPageFiles(siteDir).map((file) => ((reading.file = file), readPage(siteDir, file)));
  const checked = pages.filter((p) => reports(p.file));
  checked.forEach((p) => seen.add(p.file));
  const textDigest = new Map(pages.map((p) => [p.file, digest(p.text)]));
  const now = (file: string) => textDigest.get(file);
  // what a page's links resolve against besides the ids: every page's file, id and address
  const listing = digest(...pages.map((p) => `${p.file} ${p.id} ${p.permalink} ${p.unlisted} ${p.partial}`));
  // a page's ids, kept with its text's digest: a page linking to it needs no parse of it
  const ids = new Map<SourcePage, Set<string>>();
  const idsOf = (page: SourcePage) => {
    if (!ids.has(page)) {
      const key = digest(context, now(page.file)!);
      const hit = answers.get('ids', page.file, key, now)?.ids;
      ids.set(page, new Set(hit ?? pageIds(page)));
      if (!hit) answers.set('ids', page.file, key, {problems: [], ids: [...ids.get(page)!]});
    }
    return ids.get(page)!;
  };
  /** `idsOf`, noting in `consulted` each page whose ids were looked up. */
  const tracking = (consulted: Set<string>) => (target: SourcePage) => (consulted.add(target.file), idsOf(target));
  const depsOf = (consulted: Set<string>) => Object.fromEntries([...consulted].map((f) => [f, now(f)!]));
  reading.file = 'sidebars.ts';
  const placed: Placed = placedDocs(siteDir);
  const staticDirs = [path.join(siteDir, 'static')];
  const {baseUrl} = siteAddress();
  let examples: {definitions: ReturnType<typeof loadDefinitions>; compile: ReturnType<typeof makeValidator>} | undefined;
  const exampleFix = 'fix the example, not the schema: it must be what the server accepts and returns';

  const problems: Problem[] = [];
  const exemptions: Exemption[] = [];
  if (reports('sidebars.ts')) problems.push(...sidebarProblems(siteDir, placed, pages));
  for (const page of checked) {
    reading.file = page.file;
    const key = digest(context, listing, now(page.file)!);
    const hit = answers.get('pages', page.file, key, now);
    if (hit) {
      problems.push(...hit.problems);
      exemptions.push(...(hit.exemptions ?? []));
      continue;
    }
    // the pages whose ids this page's anchors were looked up in
    const consulted = new Set<string>();
    examples ??= (() => {
      const definitions = loadDefinitions();
      return {definitions, compile: makeValidator(definitions.defs)};
    })();
    const exempt = pageExemptions(page);
    const found = [
      ...exempt.problems,
      ...frontMatterProblems(page),
      ...mdxProblems(page),
      ...headingProblems(page),
      ...imageProblems(page, {siteDir, staticDirs, baseUrl}),
      ...diagramProblems(page, staticDirs[0]),
      ...codeLanguageProblems(page),
      ...pageListProblems(page, placed),
      ...linkProblems(page, {pages, staticDirs, idsOf: tracking(consulted)}),
      ...checkExamples(page.text, examples.definitions, examples.compile).problems.map((p) => ({file: page.file, line: p.line, rule: 'json-example', message: p.message, fix: exampleFix})),
      ...contentProblems(page),
      ...pageMarkers(page.file, page.text),
    ];
    answers.set('pages', page.file, key, {problems: found, exemptions: exempt.exemptions, deps: depsOf(consulted)});
    fresh.add(page.file);
    problems.push(...found);
    exemptions.push(...exempt.exemptions);
  }

  const other = otherSources(siteDir);
  for (const file of other.data.filter(reports)) problems.push(...contentProblems({file, text: read(file)}, {data: true}));
  if (reports(TOOL_DOCS)) problems.push(...toolDocsMarkers(TOOL_DOCS, read(TOOL_DOCS)));
  if (!wanted || [SKILL_SOURCE, ...other.data].some(reports)) {
    reading.file = SKILL_SOURCE;
    seen.add(SKILL_SOURCE);
    // rendered again only when the context (the skill, the data) changed; its links checked each time
    const key = digest(context);
    const hit = answers.get('skill', SKILL_SOURCE, key, now);
    const rendered = hit?.skill ?? (await skillRender(siteDir, siteAddress()));
    if (!hit) answers.set('skill', SKILL_SOURCE, key, {problems: [], skill: rendered});
    problems.push(...rendered.problems, ...skillLinkProblems(rendered.pageLinks, pages, idsOf));
  }
  if (!linters) {
    answers.save();
    return {problems: applyExemptions(problems, exemptions, {unused: false}), files: seen.size, fresh: fresh.size};
  }

  // markdownlint and cspell on each file whose text changed, loaded only if one did
  const linted: Problem[] = [];
  const texts = new Map<string, string>([...checked.map((p) => [p.file, p.text] as const), ...[...other.markdown, ...other.spelled].filter(reports).map((f) => [f, read(f)] as const)]);
  const lintKey = (file: string) => digest(kept?.lintContext ?? '', texts.get(file)!);
  const toLint: Record<string, string> = {};
  for (const file of [...checked.map((p) => p.file), ...other.markdown.filter(reports)]) {
    const hit = answers.get('markdownlint', file, lintKey(file), now);
    if (hit) linted.push(...hit.problems);
    else toLint[file] = pages.find((p) => p.file === file) ? textForLinters(pages.find((p) => p.file === file)!) : texts.get(file)!;
  }
  if (Object.keys(toLint).length) {
    const {markdownlint} = await engines();
    reading.file = '.markdownlint-cli2.jsonc';
    const found = markdownlintProblems(toLint, markdownlint, markdownlintConfig(siteDir));
    for (const file of Object.keys(toLint)) {
      answers.set('markdownlint', file, lintKey(file), {problems: found.filter((p) => p.file === file)});
      fresh.add(file);
    }
    linted.push(...found);
  }
  for (const file of [...checked.map((p) => p.file), ...other.spelled.filter(reports)]) {
    const hit = answers.get('spelling', file, lintKey(file), now);
    if (hit) {
      linted.push(...hit.problems);
      continue;
    }
    const {spell} = await engines();
    reading.file = file;
    const found = await spellingProblems(file, texts.get(file)!, spell);
    answers.set('spelling', file, lintKey(file), {problems: found});
    fresh.add(file);
    linted.push(...found);
  }
  reading.file = '';
  answers.save();
  return {problems: applyExemptions([...problems, ...linted], exemptions, {unused: true}), files: seen.size, fresh: fresh.size};
}
