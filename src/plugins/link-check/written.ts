/**
 * The links a doc's source writes, where it writes them: Markdown links and
 * definitions, and the `to` or `href` of a JSX `<Link>` or `<a>`, each with
 * its line and the URL as written, resolved as Docusaurus resolves it (a file
 * link, `./other.mdx#part`, against the source's folder and the doc that file
 * is; anything else against the page's own address). Read with the parser
 * MDX itself runs, as the build reads the page. Node only.
 */
import path from 'node:path';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';

export interface WrittenLink {
  line: number;
  /** The URL as the source writes it. */
  url: string;
  /** How it reads in the source: `[text](url)`, `<Link to="url">`. */
  as: string;
  /** Path and anchor it leads to on this site (`/concepts/data-model#company`); undefined for another site or scheme. */
  target?: {path: string; hash: string};
  /** For a link to a file (`./other.mdx`): the file, from the site folder, whether or not it exists. */
  file?: string;
}

type Node = {type: string; url?: string; value?: string; name?: string | null; attributes?: {type: string; name?: string; value?: unknown}[]; children?: Node[]; position?: {start: {line: number}}};

const textOf = (node: Node): string => (typeof node.value === 'string' ? node.value : (node.children ?? []).map(textOf).join(''));

/** The parser MDX itself runs (@mdx-js/mdx: remark-parse with remark-mdx), with the syntax Docusaurus adds. */
const processor = unified().use(remarkParse).use(remarkMdx).use(remarkFrontmatter).use(remarkGfm);
const FILE_LINK = /\.mdx?$/;

/** Every link the source writes, in order. `permalinkOf` gives the address of a doc by its source file (from the site folder). */
export function writtenLinks(source: string, file: string, permalink: string, permalinkOf: (file: string) => string | undefined): WrittenLink[] {
  let tree: Node;
  try {
    tree = processor.parse(source) as unknown as Node;
  } catch {
    return []; // the build names the MDX error itself
  }
  const out: WrittenLink[] = [];
  const add = (url: string, line: number, as: string) => out.push({line, url, as, ...resolve(url, file, permalink, permalinkOf)});
  const walk = (node: Node) => {
    const line = node.position?.start.line ?? 1;
    if (node.type === 'link' && node.url) add(node.url, line, `[${textOf(node)}](${node.url})`);
    if (node.type === 'definition' && node.url) add(node.url, line, `[${(node as {label?: string}).label ?? ''}]: ${node.url}`);
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && (node.name === 'Link' || node.name === 'a')) {
      const attribute = node.attributes?.find((a) => a.type === 'mdxJsxAttribute' && (a.name === 'to' || a.name === 'href'));
      if (typeof attribute?.value === 'string') add(attribute.value, line, `<${node.name} ${attribute.name}="${attribute.value}">`);
    }
    node.children?.forEach(walk);
  };
  walk(tree);
  return out;
}

/** Where a written URL leads on this site, as Docusaurus resolves it. */
function resolve(url: string, file: string, permalink: string, permalinkOf: (file: string) => string | undefined): Pick<WrittenLink, 'target' | 'file'> {
  if (/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(url)) return {}; // another site, or mailto: and the like
  const [rest, hash = ''] = url.split('#');
  const bare = rest.split('?')[0];
  if (FILE_LINK.test(bare) && !bare.startsWith('/')) {
    const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), decodeURIComponent(bare)));
    const to = permalinkOf(target);
    return {file: target, ...(to && {target: {path: to, hash}})};
  }
  const resolved = new URL(bare || permalink, `http://site${permalink}`);
  return {target: {path: decodeURIComponent(resolved.pathname), hash: decodeURIComponent(hash)}};
}
