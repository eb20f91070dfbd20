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
import {parseRecovering, type ParseError} from './recover';
import {identity, isPartial, rawFrontMatter, readFrontMatter} from './pageFiles';

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

export function readPage(siteDir: string, file: string): SourcePage {
  return sourcePage(file, fs.readFileSync(path.join(siteDir, file), 'utf8'));
}

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
 * bundler's error and a blank page. The config requires this module when a page is first
 * compiled, in a function, which knip does not follow: hence the tag.
 * @public
 */
export function previewText(text: string): string {
  const prepared = unwrapMdxCodeBlocks(text);
  const read = parseRecovering((t) => parser.parse(t), prepared);
  return read.errors.length && read.tree ? read.text : text;
}
