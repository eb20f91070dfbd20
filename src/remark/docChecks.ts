/**
 * The docs' remark plugin that stops the build on a writer's mistake Docusaurus
 * lets through, naming file and line: front matter without a `title` or a
 * `description` (or one too long for its line in llms.txt), two headings that
 * get the same id on one page, and a JSX `<img>` whose file does not exist
 * (a placeholder reference:sync left is src/plugins/sync-markers' to find).
 * Docusaurus itself stops on broken links, anchors, Markdown links and images
 * (docusaurus.config.ts). Partials (`_name.mdx`) have no front matter to check.
 */
import fs from 'node:fs';
import path from 'node:path';
import {createSlugger, parseMarkdownHeadingId} from '@docusaurus/utils';
import type {Heading, Root, RootContent, Yaml} from 'mdast';
import {visit} from 'unist-util-visit';

/** Longest `description`: it is the page's line in llms.txt and its search-engine snippet. */
export const DESCRIPTION_MAX = 200;

export interface Problem {
  line: number;
  message: string;
}

type AnyNode = {type: string; value?: unknown; children?: AnyNode[]; position?: {start: {line: number}}};
const lineOf = (node: {position?: {start: {line: number}}}) => node.position?.start.line ?? 1;

/** `title` and `description` present, non-empty, and the description short enough. */
export function frontMatterProblems(frontMatter: Record<string, unknown>, yaml: Yaml | undefined): Problem[] {
  const start = yaml ? lineOf(yaml) : 1;
  const keyLine = (key: string) => {
    const index = (yaml?.value ?? '').split('\n').findIndex((l) => l.startsWith(`${key}:`));
    return index < 0 ? start : start + 1 + index;
  };
  const problems: Problem[] = [];
  for (const key of ['title', 'description']) {
    const value = frontMatter[key];
    if (typeof value !== 'string' || !value.trim()) {
      const what = key === 'title' ? 'the page title (its H1 and sidebar label)' : 'one sentence saying what the page answers (its line in llms.txt)';
      problems.push({line: keyLine(key), message: `front matter has no ${key}: add \`${key}:\` with ${what}`});
    }
  }
  const description = frontMatter.description;
  if (typeof description === 'string' && description.length > DESCRIPTION_MAX) {
    problems.push({
      line: keyLine('description'),
      message: `front matter description is ${description.length} characters; at most ${DESCRIPTION_MAX} fit its line in llms.txt: shorten it to one sentence`,
    });
  }
  return problems;
}

/** A heading's text as Docusaurus reads it for its id (raw HTML left out). */
function headingText(node: AnyNode): string {
  if (typeof node.value === 'string') return node.value;
  return (node.children ?? []).filter((c) => c.type !== 'html').map(headingText).join('');
}

/** The id Docusaurus gives a heading, before it adds `-1` to a repeated one. */
function headingId(heading: Heading): string {
  const last = heading.children.at(-1) as AnyNode | undefined;
  const comment = last?.type === 'mdxTextExpression' ? /^\/\*\s*#(\S+)/.exec(String(last.value).trim()) : null;
  if (comment) return comment[1];
  const text = headingText(heading as AnyNode);
  return parseMarkdownHeadingId(text).id ?? createSlugger().slug(text);
}

/** Headings that share an id: the table of contents would list both and a link reaches only the first. */
export function headingIdProblems(tree: Root): Problem[] {
  const seen = new Map<string, number>();
  const problems: Problem[] = [];
  visit(tree, 'heading', (heading: Heading) => {
    const id = headingId(heading);
    const first = seen.get(id);
    if (first === undefined) seen.set(id, lineOf(heading));
    else {
      problems.push({
        line: lineOf(heading),
        message: `heading id "${id}" is already used by the heading on line ${first}: reword one, or give it its own id (\`## Its words {#its-id}\`)`,
      });
    }
  });
  return problems;
}

type JsxAttribute = {type: string; name?: string; value?: string | {value: string} | null};
interface ImageOptions {
  file: string;
  siteDir: string;
  staticDirs: string[];
  baseUrl: string;
}

/** Where a JSX image's source points: a file to check, or a mistake to report at once. */
function imageTarget(
  src: string,
  kind: 'string' | 'require' | 'baseUrl',
  {file, siteDir, staticDirs, baseUrl}: ImageOptions,
): {error: string} | {candidates: string[]} {
  const clean = src.replace(/[?#].*$/, '');
  if (/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(clean)) return {candidates: []}; // another site, or data:
  if (kind === 'require') {
    if (!/^(\.|\/|@site\/)/.test(clean)) return {candidates: []}; // a package's file: the bundler resolves it
    const target = clean.startsWith('@site/') ? path.join(siteDir, clean.slice(6)) : path.resolve(path.dirname(file), clean);
    return {candidates: [target]};
  }
  if (!clean.startsWith('/')) {
    return {error: `src "${src}" is resolved by the browser against the page's URL, not this file: use src={require('${src.startsWith('.') ? src : `./${src}`}').default}, or a path under static/ starting with /`};
  }
  const inStatic = baseUrl !== '/' && clean.startsWith(baseUrl) ? clean.slice(baseUrl.length - 1) : clean;
  return {candidates: staticDirs.map((dir) => path.join(dir, inStatic))};
}

/** JSX `<img>` elements whose file does not exist (Markdown images Docusaurus checks itself). */
export function imageProblems(tree: Root, options: ImageOptions): Problem[] {
  const problems: Problem[] = [];
  visit(tree, (node: RootContent | Root) => {
    const element = node as AnyNode & {name?: string; attributes?: JsxAttribute[]};
    if ((element.type !== 'mdxJsxFlowElement' && element.type !== 'mdxJsxTextElement') || element.name !== 'img') return;
    const src = element.attributes?.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'src')?.value;
    if (src === undefined || src === null) {
      problems.push({line: lineOf(element), message: '<img> has no src'});
      return;
    }
    let target;
    if (typeof src === 'string') target = imageTarget(src, 'string', options);
    else {
      const required = /^require\(\s*['"]([^'"]+)['"]\s*\)/.exec(src.value.trim());
      const based = /^useBaseUrl\(\s*['"]([^'"]+)['"]\s*\)$/.exec(src.value.trim());
      if (required) target = imageTarget(required[1], 'require', options);
      else if (based) target = imageTarget(based[1], 'baseUrl', options);
      else return; // computed at run time: nothing to check here
    }
    if ('error' in target) problems.push({line: lineOf(element), message: `<img> ${target.error}`});
    else if (target.candidates.length && !target.candidates.some((c) => fs.existsSync(c))) {
      const shown = target.candidates.map((c) => path.relative(options.siteDir, c)).join(' or ');
      problems.push({line: lineOf(element), message: `<img> src points to ${shown}, which does not exist`});
    }
  });
  return problems;
}

/** One error for the whole page, a `file:line: message` line per problem (editors open them). */
export function formatProblems(file: string, problems: Problem[]): string {
  const lines = [...problems].sort((a, b) => a.line - b.line).map((p) => `  ${file}:${p.line}: ${p.message}`);
  return `${file}: ${problems.length === 1 ? 'a mistake' : `${problems.length} mistakes`} the build does not accept (CONTRIBUTING.md, "The checks"):\n${lines.join('\n')}`;
}

export interface DocChecksOptions {
  siteDir: string;
  staticDirs: string[];
  baseUrl: string;
}

export default function remarkDocChecks(options: DocChecksOptions) {
  return (tree: Root, vfile: {path?: string; data: {frontMatter?: Record<string, unknown>}}) => {
    const file = vfile.path ?? '';
    const relative = path.relative(options.siteDir, file);
    const partial = relative.split(path.sep).some((part) => part.startsWith('_'));
    const yaml = tree.children.find((c): c is Yaml => c.type === 'yaml');
    const problems = [
      ...(partial ? [] : frontMatterProblems(vfile.data.frontMatter ?? {}, yaml)),
      ...headingIdProblems(tree),
      ...imageProblems(tree, {file, ...options}),
    ];
    if (problems.length) throw new Error(formatProblems(relative, problems));
  };
}
