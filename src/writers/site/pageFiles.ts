/**
 * The doc pages' files and what their front matter says (id, address, whether a partial),
 * without parsing MDX: light enough for the build to load while it starts (the writers' check's
 * plugin asks `loadingWouldStop` before anything else loads). ./pages.ts parses the pages.
 */
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import type {ParseError} from './recover';

const DOCS_DIR = 'docs';

/** A YAML failure as a line, a column and its own words, without its stack. */
function yamlError(error: unknown): ParseError {
  const e = error as {message?: string; linePos?: {line: number; col: number}[]};
  return {line: e.linePos?.[0]?.line ?? 1, ...(e.linePos?.[0]?.col ? {column: e.linePos[0].col} : {}), message: String(e.message ?? error).split('\n')[0]};
}

/** A page's front matter, its id and its address. */
export function identity(file: string, frontMatter: Record<string, unknown>) {
  const within = path.posix.relative(DOCS_DIR, file).replace(/\.mdx?$/, '');
  const folder = path.posix.dirname(within);
  const own = typeof frontMatter.id === 'string' ? frontMatter.id : path.posix.basename(within);
  const id = folder === '.' ? own : `${folder}/${own}`;
  const slug = typeof frontMatter.slug === 'string' ? frontMatter.slug : undefined;
  const permalink = slug ? (slug.startsWith('/') ? slug : `/${folder === '.' ? '' : `${folder}/`}${slug}`) : `/${id}`;
  return {id, permalink: permalink.length > 1 ? permalink.replace(/\/$/, '') : permalink};
}

/** The front matter of a page's text (YAML between its `---` lines), or why it cannot be read. */
export function readFrontMatter(rawYaml: string | undefined): {frontMatter: Record<string, unknown>; frontMatterError?: ParseError} {
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

export const rawFrontMatter = (text: string) => /^---\n([\s\S]*?)\n---/.exec(text)?.[1];
export const isPartial = (file: string) => file.split('/').some((part) => part.startsWith('_'));

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
