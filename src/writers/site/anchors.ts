/**
 * The ids a page will have, read from its source: its headings' (as Docusaurus makes them),
 * an `id="…"` written on an element, and those its data components give it (each field of a
 * field list, each changelog entry). A link's anchor must be one of them.
 */
import {createSlugger, parseMarkdownHeadingId} from '@docusaurus/utils';
import type {Heading, Root} from 'mdast';
import {toString} from 'mdast-util-to-string';
import {visit} from 'unist-util-visit';
import {componentIds} from './components';
import type {SourcePage} from './pages';

type AnyNode = {type: string; value?: unknown; children?: AnyNode[]; data?: {estree?: {body: unknown[]; comments?: {value: string}[]}}};

/** An id written in a comment at the heading's end: `{/* #id *\/}` or `<!-- #id -->`. */
function commentId(heading: Heading): string | undefined {
  const last = heading.children.at(-1) as AnyNode | undefined;
  let comment: string | undefined;
  const estree = last?.type === 'mdxTextExpression' ? last.data?.estree : undefined;
  if (estree && estree.body.length === 0 && estree.comments?.length === 1) comment = estree.comments[0].value;
  else if (last?.type === 'html') comment = /^<!--([\s\S]*)-->$/.exec(String(last.value))?.[1];
  const first = comment?.trim().split(' ')[0];
  return first?.startsWith('#') ? first.slice(1) || undefined : undefined;
}

/**
 * Every heading of the page with the id Docusaurus's headings plugin gives it, in order (a
 * comment id, then a `{#id}`, then its words through the page's slugger, which numbers a
 * repeat), and `base`, the id before a repeat is numbered.
 */
export function headingIds(tree: Root): {heading: Heading; id: string; base: string}[] {
  const slugger = createSlugger();
  const out: {heading: Heading; id: string; base: string}[] = [];
  visit(tree, 'heading', (heading: Heading) => {
    const fromComment = commentId(heading);
    const kept = fromComment ? heading.children.slice(0, -1) : heading.children;
    const textNodes = kept.filter((c) => c.type !== 'html');
    const parsed = parseMarkdownHeadingId(toString(textNodes.length ? textNodes : heading), 'classic');
    const own = fromComment ?? parsed.id;
    out.push({heading, id: own ?? slugger.slug(parsed.text), base: own ?? createSlugger().slug(parsed.text)});
  });
  return out;
}

type JsxNode = {type: string; name?: string | null; attributes?: {type: string; name?: string; value?: unknown}[]};

export function pageIds(page: SourcePage): Set<string> {
  const ids = new Set<string>();
  if (!page.tree) return ids;
  for (const {id} of headingIds(page.tree)) ids.add(id);
  visit(page.tree as Root, (node) => {
    const jsx = node as JsxNode;
    if (jsx.type !== 'mdxJsxFlowElement' && jsx.type !== 'mdxJsxTextElement') return;
    const props = Object.fromEntries((jsx.attributes ?? []).filter((a) => a.type === 'mdxJsxAttribute' && typeof a.value === 'string').map((a) => [a.name!, a.value as string]));
    if (props.id) ids.add(props.id);
    const made = componentIds(jsx.name ?? '', props);
    if ('ids' in made) made.ids.forEach((id) => ids.add(id));
  });
  return ids;
}
