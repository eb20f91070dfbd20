/**
 * The doc pages as the rules read them: each file's text, front matter, id, address and
 * syntax tree, parsed the way Docusaurus's MDX loader parses it for this site (remark with MDX,
 * GFM, directives and front matter; its MDX 1 compatibility, which would also take HTML
 * comments, `{#id}` and `:::note Title`, is off under `future.v4`, and
 * tests/unit/writer-anchors.spec.ts checks it stays off), so a page that does not parse here
 * does not build either, and the line numbers are the file's own.
 */
import fs from 'node:fs';
import path from 'node:path';
import {unwrapMdxCodeBlocks} from '@docusaurus/utils';
import type {Root, Yaml} from 'mdast';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import YAML from 'yaml';
import {parseRecovering, type ParseError} from './recover';

const DOCS_DIR = 'docs';


export interface SourcePage {
  /** From the repository root (`docs/concepts/x.mdx`). */
  file: string;
  text: string;
  frontMatter: Record<string, unknown>;
  /** The front matter block, when the page has one. */
  yaml?: Yaml;
  /** The doc id (`concepts/x`, or the front matter's `id` in its folder). */
  id: string;
  /** Its address under the site root (`/concepts/x`, or the front matter's `slug`). */
  permalink: string;
  unlisted: boolean;
  /** A partial (`_name.mdx`): included by other pages, not a page of its own. */
  partial: boolean;
  /**
   * The syntax tree; when the page does not parse, the tree of the text with each construct
   * the parser stopped at blanked out (./recover.ts), so the other rules still read the rest.
   */
  tree?: Root;
  /** Why the page does not parse: each place the parser stopped, in order. */
  errors: ParseError[];
  /** Why the front matter could not be read. */
  frontMatterError?: ParseError;
}

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkFrontmatter, ['yaml']).use(remarkGfm).use(remarkDirective);

/** The text the MDX parser sees, as Docusaurus's loader prepares it (same lines). */
const prepared = (text: string) => unwrapMdxCodeBlocks(text);

/** A YAML failure as a line, a column and its own words, without its stack. */
function yamlError(error: unknown): ParseError {
  const e = error as {message?: string; linePos?: {line: number; col: number}[]};
  return {line: e.linePos?.[0]?.line ?? 1, ...(e.linePos?.[0]?.col ? {column: e.linePos[0].col} : {}), message: String(e.message ?? error).split('\n')[0]};
}

/** A page's front matter, its id and its address. */
function identity(file: string, frontMatter: Record<string, unknown>) {
  const within = path.posix.relative(DOCS_DIR, file).replace(/\.mdx?$/, '');
  const folder = path.posix.dirname(within);
  const own = typeof frontMatter.id === 'string' ? frontMatter.id : path.posix.basename(within);
  const id = folder === '.' ? own : `${folder}/${own}`;
  const slug = typeof frontMatter.slug === 'string' ? frontMatter.slug : undefined;
  const permalink = slug ? (slug.startsWith('/') ? slug : `/${folder === '.' ? '' : `${folder}/`}${slug}`) : `/${id}`;
  return {id, permalink: permalink.length > 1 ? permalink.replace(/\/$/, '') : permalink};
}

export function readPage(siteDir: string, file: string): SourcePage {
  return sourcePage(file, fs.readFileSync(path.join(siteDir, file), 'utf8'));
}

/** The front matter of a page's text (YAML between its `---` lines), or why it cannot be read. */
function readFrontMatter(rawYaml: string | undefined): {frontMatter: Record<string, unknown>; frontMatterError?: ParseError} {
  let frontMatter: Record<string, unknown> = {};
  let frontMatterError: ParseError | undefined;
  if (rawYaml !== undefined) {
    try {
      const parsed = YAML.parse(rawYaml) as unknown;
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) frontMatter = parsed as Record<string, unknown>;
    } catch (e) {
      const at = yamlError(e);
      // YAML counts from the block's first line; the file's first line is the opening ---
      frontMatterError = {line: at.line + 1, message: at.message};
    }
  }
  return {frontMatter, frontMatterError};
}

const rawFrontMatter = (text: string) => /^---\n([\s\S]*?)\n---/.exec(text)?.[1];
const isPartial = (file: string) => file.split('/').some((part) => part.startsWith('_'));

/**
 * A page from its text, as if read from `file`. Its front matter, id and address are read at
 * once; its syntax tree when first asked for (a page whose kept answer holds is never parsed).
 */
export function sourcePage(file: string, text: string): SourcePage {
  const {frontMatter, frontMatterError} = readFrontMatter(rawFrontMatter(text));
  let parsed: {tree?: Root; errors: ParseError[]; yaml?: Yaml} | undefined;
  const parse = () => {
    if (!parsed) {
      const {tree, errors} = parseRecovering((t) => parser.parse(t) as Root, prepared(text));
      parsed = {tree, errors, yaml: tree?.children.find((c): c is Yaml => c.type === 'yaml')};
    }
    return parsed;
  };
  return {
    file,
    text,
    frontMatter,
    ...identity(file, frontMatter),
    unlisted: frontMatter.unlisted === true,
    partial: isPartial(file),
    frontMatterError,
    get tree() {
      return parse().tree;
    },
    get errors() {
      return parse().errors;
    },
    get yaml() {
      return parse().yaml;
    },
  };
}

/**
 * Under `npm start`, the text the MDX loader compiles (docusaurus.config.ts, `markdown.preprocessor`):
 * a page's own, or, when MDX cannot parse it, the text with each construct the parser stopped at
 * blanked out, so the page shows, with the check's problems above its title, instead of the
 * bundler's error and a blank page.
 */
export function previewText(text: string): string {
  const prepared = unwrapMdxCodeBlocks(text);
  const read = parseRecovering((t) => parser.parse(t), prepared);
  return read.errors.length && read.tree ? read.text : text;
}

/** Every page file under docs/, sorted, from the repository root. */
export function listPageFiles(siteDir: string): string[] {
  const walk = (dir: string): string[] =>
    fs
      .readdirSync(path.join(siteDir, dir), {withFileTypes: true})
      .flatMap((e) => (e.isDirectory() ? walk(`${dir}/${e.name}`) : /\.mdx?$/.test(e.name) ? [`${dir}/${e.name}`] : []));
  return fs.existsSync(path.join(siteDir, DOCS_DIR)) ? walk(DOCS_DIR).sort() : [];
}

/**
 * Whether Docusaurus would stop while loading the docs, before the check's answer is waited for:
 * a page's front matter it cannot read, or a sidebar naming an id no page has. Front matter only,
 * no MDX: milliseconds, so the build can ask before it loads anything.
 */
export function loadingWouldStop(siteDir: string, placedIds: Iterable<string>): boolean {
  const ids = new Set<string>();
  for (const file of listPageFiles(siteDir)) {
    const {frontMatter, frontMatterError} = readFrontMatter(rawFrontMatter(fs.readFileSync(path.join(siteDir, file), 'utf8')));
    if (frontMatterError) return true;
    if (!isPartial(file)) ids.add(identity(file, frontMatter).id);
  }
  return [...placedIds].some((id) => !ids.has(id));
}
