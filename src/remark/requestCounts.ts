/**
 * `<Requests calls="search_companies quick_financial_summary" />` in a doc is
 * replaced, while the page is compiled, by the most Companies House requests
 * those tool calls make, from their `upstream` lists in
 * src/data/tool-docs.json, in words up to ten ("five"). A name alone counts the
 * requests every call makes; `name+parameter` adds those made only with that
 * parameter (`get_company_details+include_officers`). So a page's count follows
 * the data, and nothing is added to the page's JavaScript. An unknown tool or
 * parameter stops the build, naming file and line.
 */
import type {Root} from 'mdast';
import {visit} from 'unist-util-visit';
import toolDocs from '../data/tool-docs.json';
import {upstreamRequest} from '../lib/data/dataTables';

const WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** The most requests the calls make together, or a message saying which call is not known. */
export function requestCount(calls: string): number | string {
  let total = 0;
  for (const call of calls.trim().split(/\s+/).filter(Boolean)) {
    const [name, param] = call.split('+');
    const doc = (toolDocs as Record<string, {upstream: string[]}>)[name];
    if (!doc) return `"${name}" is not a tool in src/data/tool-docs.json (${Object.keys(toolDocs).join(', ')})`;
    const requests = doc.upstream.map(upstreamRequest);
    if (param && !requests.some((r) => r.onlyWith === param)) return `${name} makes no request only with "${param}"`;
    total += requests.filter((r) => !r.onlyWith || r.onlyWith === param).length;
  }
  return total || 'calls="…" names no tool call';
}

export const inWords = (n: number) => WORDS[n] ?? String(n);

type JsxNode = {type: string; name?: string | null; attributes?: {type: string; name?: string; value?: unknown}[]; position?: {start: {line: number}}};

export default function remarkRequestCounts() {
  return (tree: Root, vfile: {path?: string}) => {
    visit(tree, (node, index, parent) => {
      const jsx = node as JsxNode;
      if ((jsx.type !== 'mdxJsxTextElement' && jsx.type !== 'mdxJsxFlowElement') || jsx.name !== 'Requests' || !parent || index === undefined) return;
      const calls = jsx.attributes?.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'calls')?.value;
      const count = typeof calls === 'string' ? requestCount(calls) : 'it needs calls="tool_name …" as a plain string';
      if (typeof count === 'string') {
        throw new Error(`${vfile.path ?? 'a doc'}:${jsx.position?.start.line ?? 1}: <Requests>: ${count}: name tools as src/data/tool-docs.json does`);
      }
      parent.children.splice(index, 1, {type: 'text', value: inWords(count)} as never);
    });
  };
}
