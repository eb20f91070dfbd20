/**
 * Rule image: every image a page shows exists. A Markdown image's path is resolved against
 * the page's folder; a JSX `<img>`'s `src` is a path under static/ (starting with `/`), a
 * `require('./file')` beside the page, or a `useBaseUrl('/…')`. Another site's image is not
 * fetched. A `src` the browser would resolve against the page's address is a mistake in itself.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Root, RootContent} from 'mdast';
import {visit} from 'unist-util-visit';
import type {Problem} from '../problem';
import type {SourcePage} from '../site/pages';

type JsxAttribute = {type: string; name?: string; value?: string | {value: string} | null};
type Element = {type: string; name?: string | null; url?: string; alt?: string | null; attributes?: JsxAttribute[]; position?: {start: {line: number; column: number}}};

export interface ImageOptions {
  siteDir: string;
  staticDirs: string[];
  baseUrl: string;
}

const OTHER_SITE = /^([a-z][a-z0-9+.-]*:|\/\/)/i;

/** Where an image's source points: a file to look for, or a mistake to report at once. */
function imageTarget(src: string, kind: 'markdown' | 'string' | 'require' | 'baseUrl', file: string, {siteDir, staticDirs, baseUrl}: ImageOptions): {error: string} | {candidates: string[]} {
  const clean = decodeURI(src.replace(/[?#].*$/, ''));
  if (OTHER_SITE.test(clean)) return {candidates: []};
  const beside = (p: string) => (p.startsWith('@site/') ? path.join(siteDir, p.slice(6)) : path.resolve(path.dirname(path.join(siteDir, file)), p));
  if (kind === 'require') return /^(\.|\/|@site\/)/.test(clean) ? {candidates: [beside(clean)]} : {candidates: []}; // a package's file: the bundler resolves it
  if (kind === 'markdown' && !clean.startsWith('/')) return {candidates: [beside(clean)]};
  if (kind === 'string' && !clean.startsWith('/')) {
    return {error: `src "${src}" is resolved by the browser against the page's address, not this file`};
  }
  const inStatic = baseUrl !== '/' && clean.startsWith(baseUrl) ? clean.slice(baseUrl.length - 1) : clean;
  return {candidates: staticDirs.map((dir) => path.join(dir, inStatic))};
}

export function imageProblems(page: SourcePage, options: ImageOptions): Problem[] {
  if (!page.tree) return [];
  const problems: Problem[] = [];
  const report = (node: Element, message: string, fix: string): void => {
    problems.push({file: page.file, line: node.position?.start.line ?? 1, column: node.position?.start.column, rule: 'image', message, fix});
  };
  visit(page.tree as Root, (node: RootContent | Root) => {
    const element = node as Element;
    let target;
    let shown: string;
    if (element.type === 'image' && element.url) {
      shown = `![${element.alt ?? ''}](${element.url})`;
      target = imageTarget(element.url, 'markdown', page.file, options);
    } else if ((element.type === 'mdxJsxFlowElement' || element.type === 'mdxJsxTextElement') && element.name === 'img') {
      const src = element.attributes?.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'src')?.value;
      if (src === undefined || src === null) {
        report(element, '<img> has no src', 'give it a src: a path under static/ starting with /, or {require(\'./file.png\').default}');
        return;
      }
      shown = '<img>';
      if (typeof src === 'string') target = imageTarget(src, 'string', page.file, options);
      else {
        const required = /^require\(\s*['"]([^'"]+)['"]\s*\)/.exec(src.value.trim());
        const based = /^useBaseUrl\(\s*['"]([^'"]+)['"]\s*\)$/.exec(src.value.trim());
        if (required) target = imageTarget(required[1], 'require', page.file, options);
        else if (based) target = imageTarget(based[1], 'baseUrl', page.file, options);
        else return; // computed while the page renders: nothing to check here
      }
    } else return;
    if ('error' in target) report(element, `${shown} ${target.error}`, `use src={require('./file.png').default} for a file beside the page, or a path under static/ starting with /`);
    else if (target.candidates.length && !target.candidates.some((c) => fs.existsSync(c))) {
      report(element, `${shown} points to ${target.candidates.map((c) => path.relative(options.siteDir, c)).join(' or ')}, which does not exist`, 'fix the path: relative to the page for a Markdown image, under static/ for a path starting with /');
    }
  });
  return problems;
}
