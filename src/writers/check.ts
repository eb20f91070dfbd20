/**
 * Every writer rule in one pass: the pages of docs/ (or the ones named), the writer-facing
 * sources beside them (src/data, src/skill, i18n/en, the repository's Markdown), each file read
 * and parsed once. `npm run check` (./cli.mjs), the build and `npm start`
 * (src/plugins/writer-check) and the tests all call this. src/writers/README.md lists the rules.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Problem} from './problem';
import {listPageFiles, readPage, type SourcePage} from './site/pages';
import {placedDocs, type Placed} from './site/sidebars';
import {pageIds} from './site/anchors';
import {frontMatterProblems} from './rules/frontMatter';
import {headingProblems} from './rules/headings';
import {imageProblems} from './rules/images';
import {diagramProblems} from './rules/diagrams';
import {codeLanguageProblems} from './rules/codeLanguage';
import {mdxProblems} from './rules/mdx';
import {pageListProblems, sidebarProblems} from './rules/pageList';
import {applyExemptions, pageExemptions, textForLinters} from './rules/exemptions';
import {linkProblems} from './rules/links';
import {markdownlintConfig, markdownlintProblems, type MarkdownLint} from './rules/linters/markdownlint';
import {spellingProblems, type Speller} from './rules/linters/spelling';
import {checkExamples, loadDefinitions, makeValidator} from './rules/examples';
import {contentProblems} from './rules/content';
import {pageMarkers, toolDocsMarkers} from './rules/syncMarkers';
import {skillProblems} from './rules/skill';
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

export async function runCheck({siteDir, only, engines, reading = {file: ''}, linters = true}: CheckOptions): Promise<{problems: Problem[]; files: number}> {
  const wanted = only && new Set(only.map((f) => path.normalize(f)));
  const reports = (file: string) => !wanted || wanted.has(path.normalize(file));
  const seen = new Set<string>();
  const read = (file: string) => {
    reading.file = file;
    seen.add(file);
    return fs.readFileSync(path.join(siteDir, file), 'utf8');
  };

  // every page is read, for the addresses and ids links name; rules report on the wanted ones
  const pages: SourcePage[] = listPageFiles(siteDir).map((file) => ((reading.file = file), readPage(siteDir, file)));
  const checked = pages.filter((p) => reports(p.file));
  checked.forEach((p) => seen.add(p.file));
  const ids = new Map<SourcePage, Set<string>>();
  const idsOf = (page: SourcePage) => ids.get(page) ?? ids.set(page, pageIds(page)).get(page)!;
  reading.file = 'sidebars.ts';
  const placed: Placed = placedDocs(siteDir);
  const staticDirs = [path.join(siteDir, 'static')];
  const {baseUrl} = siteAddress();
  const definitions = loadDefinitions();
  const compile = makeValidator(definitions.defs);
  const exampleFix = 'fix the example, not the schema: it must be what the server accepts and returns';

  const problems: Problem[] = [];
  if (reports('sidebars.ts')) problems.push(...sidebarProblems(siteDir, placed, pages));
  const exempt = checked.map(pageExemptions);
  problems.push(...exempt.flatMap((e) => e.problems));
  for (const page of checked) {
    reading.file = page.file;
    problems.push(
      ...frontMatterProblems(page),
      ...mdxProblems(page),
      ...headingProblems(page),
      ...imageProblems(page, {siteDir, staticDirs, baseUrl}),
      ...diagramProblems(page, staticDirs[0]),
      ...codeLanguageProblems(page),
      ...pageListProblems(page, placed),
      ...linkProblems(page, {pages, staticDirs, idsOf}),
      ...checkExamples(page.text, definitions, compile).problems.map((p) => ({file: page.file, line: p.line, rule: 'json-example', message: p.message, fix: exampleFix})),
      ...contentProblems(page),
      ...pageMarkers(page.file, page.text),
    );
  }

  const other = otherSources(siteDir);
  for (const file of other.data.filter(reports)) problems.push(...contentProblems({file, text: read(file)}, {data: true}));
  if (reports(TOOL_DOCS)) problems.push(...toolDocsMarkers(TOOL_DOCS, read(TOOL_DOCS)));
  if (!wanted || [SKILL_SOURCE, ...other.data].some(reports)) {
    reading.file = SKILL_SOURCE;
    seen.add(SKILL_SOURCE);
    problems.push(...(await skillProblems(siteDir, siteAddress(), pages, idsOf)));
  }
  const exemptions = exempt.flatMap((e) => e.exemptions);
  if (!linters) return {problems: applyExemptions(problems, exemptions, {unused: false}), files: seen.size};

  const linted: Problem[] = [];
  const {markdownlint, spell} = await engines();
  const lintTexts = Object.fromEntries([...checked.map((p) => [p.file, textForLinters(p)]), ...other.markdown.filter(reports).map((f) => [f, read(f)])]);
  reading.file = '.markdownlint-cli2.jsonc';
  linted.push(...markdownlintProblems(lintTexts, markdownlint, markdownlintConfig(siteDir)));
  for (const file of [...checked.map((p) => p.file), ...other.spelled.filter(reports)]) {
    const text = pages.find((p) => p.file === file)?.text ?? read(file);
    reading.file = file;
    linted.push(...(await spellingProblems(file, text, spell)));
  }
  reading.file = '';
  return {problems: applyExemptions([...problems, ...linted], exemptions, {unused: true}), files: seen.size};
}
