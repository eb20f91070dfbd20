/**
 * Rules link and anchor: every link a page writes (Markdown links and definitions, a JSX
 * `<Link to>` or `<a href>`) leads to a page, its Markdown twin, a static file or a file the
 * build writes, and its anchor to an id the page it names will have (../site/anchors.ts:
 * headings, and the fields and entries its data components make). Each is reported at the line
 * that writes it, as written. A link to a file (`./other.mdx`) is resolved as Docusaurus
 * resolves it, against the page's folder.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Root} from 'mdast';
import {visit} from 'unist-util-visit';
import {AGENT_SKILL} from 'companylens-docs-contract';
import {CHANGELOG_FEED_FILE} from '../../plugins/changelog-feed/shared';
import {DISCOVERY_PATHS} from '../../constants';
import type {Problem} from '../problem';
import type {SourcePage} from '../site/pages';
import {closest} from './closest';

/** Files the build writes beside the pages, which a page may link to. */
const GENERATED = new Set(['/search', '/llms.txt', '/llms-full.txt', `/${CHANGELOG_FEED_FILE}`, ...Object.values(DISCOVERY_PATHS).map((p) => `/${p}`), `/${AGENT_SKILL.index}`, `/${AGENT_SKILL.archive}`, `/${AGENT_SKILL.download}`]);

interface Written {
  line: number;
  column?: number;
  /** How it reads in the source: `[text](url)`, `<Link to="url">`. */
  as: string;
  url: string;
}

type Node = {type: string; url?: string; label?: string | null; value?: string; name?: string | null; attributes?: {type: string; name?: string; value?: unknown}[]; children?: Node[]; position?: {start: {line: number; column: number}}};
const textOf = (node: Node): string => (typeof node.value === 'string' ? node.value : (node.children ?? []).map(textOf).join(''));

/** Every link the page writes, in order. */
function writtenLinks(tree: Root): Written[] {
  const out: Written[] = [];
  visit(tree, (n) => {
    const node = n as Node;
    const at = {line: node.position?.start.line ?? 1, column: node.position?.start.column};
    if (node.type === 'link' && node.url) out.push({...at, url: node.url, as: `[${textOf(node)}](${node.url})`});
    if (node.type === 'definition' && node.url) out.push({...at, url: node.url, as: `[${node.label ?? ''}]: ${node.url}`});
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && (node.name === 'Link' || node.name === 'a')) {
      const attribute = node.attributes?.find((a) => a.type === 'mdxJsxAttribute' && (a.name === 'to' || a.name === 'href'));
      if (typeof attribute?.value === 'string') out.push({...at, url: attribute.value, as: `<${node.name} ${attribute.name}="${attribute.value}">`});
    }
  });
  return out;
}

export interface Site {
  pages: SourcePage[];
  staticDirs: string[];
  /** The ids of a page, by permalink, worked out when first asked for. */
  idsOf: (page: SourcePage) => Set<string>;
}

const trimSlash = (p: string) => (p.length > 1 ? p.replace(/\/$/, '') : p);

export function linkProblems(page: SourcePage, site: Site): Problem[] {
  if (!page.tree) return [];
  const byPermalink = new Map(site.pages.map((p) => [p.permalink, p]));
  const byFile = new Map(site.pages.map((p) => [p.file, p]));
  const problems: Problem[] = [];
  for (const w of writtenLinks(page.tree)) {
    if (/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(w.url) || w.url.startsWith('#') && w.url.length === 1) continue; // another site, mailto: and the like
    const report = (rule: 'link' | 'anchor', why: string, fix: string) => problems.push({file: page.file, line: w.line, column: w.column, rule, message: `${w.as} leads nowhere: ${why}`, fix});
    const [rest, rawHash = ''] = w.url.split('#');
    const bare = rest.split('?')[0];
    const hash = decodeURIComponent(rawHash);
    let target: SourcePage | undefined;
    if (/\.mdx?$/.test(bare) && !bare.startsWith('/')) {
      const file = path.posix.normalize(path.posix.join(path.posix.dirname(page.file), decodeURIComponent(bare)));
      target = byFile.get(file);
      if (!target) {
        const meant = byFile.get(closest(file, [...byFile.keys()]) ?? '');
        const relative = meant && path.posix.relative(path.posix.dirname(page.file), meant.file);
        report('link', `no file ${file}`, meant ? `did you mean ${relative?.startsWith('.') ? relative : `./${relative}`} (its address: ${meant.permalink})? Link that file, or that address` : 'link to an existing page\'s file (`./other-page.mdx`), or to its address (open it and copy its URL)');
        continue;
      }
    } else {
      const resolved = trimSlash(decodeURIComponent(new URL(bare || page.permalink, `http://site${page.permalink}`).pathname));
      target = byPermalink.get(resolved);
      if (!target) {
        const twin = resolved.endsWith('.md') && byPermalink.get(resolved.replace(/(\/index)?\.md$/, '') || '/');
        const isStatic = site.staticDirs.some((dir) => fs.existsSync(path.join(dir, resolved)) && fs.statSync(path.join(dir, resolved)).isFile());
        const meant = closest(resolved, [...byPermalink.keys()]);
        if (!twin && !isStatic && !GENERATED.has(resolved)) report('link', `no page or file at ${resolved}`, `${meant ? `did you mean ${meant}? ` : ''}link to an existing page's address (open it and copy its URL), or to a file under static/`);
        continue;
      }
    }
    if (hash && !site.idsOf(target).has(hash)) {
      report('anchor', `no heading or field on ${target === page ? 'this page' : target.permalink} has the id "${hash}"`, 'the part after # must be the id of a heading or field on that page: open it and copy the heading\'s link');
    }
  }
  return problems;
}
