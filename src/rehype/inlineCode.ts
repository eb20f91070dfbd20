/**
 * Marks short inline code in the docs' prose (`npx -y companylens-mcp`) with
 * the class `code-short`, which src/css/custom.css keeps on one line: a
 * command or name split across lines ("npx -" / "y companylens-mcp") reads as
 * two. Longer code may break at spaces and hyphens, and after each slash (a
 * `<wbr>` there: browsers do not break a path at its slashes by themselves),
 * or anywhere as a last resort (Infima's `overflow-wrap: break-word`).
 * Code in tables is left alone: there a whole name could push a cell wider
 * than its column.
 */
import type {Element, ElementContent, Root} from 'hast';
import {visit, SKIP} from 'unist-util-visit';

/** At most this many characters stay whole: about 220 px of code text, which fits a phone's column beside a list indent. */
export const SHORT_CODE_MAX = 24;

const textOf = (node: Element): string =>
  node.children.map((c) => (c.type === 'text' ? c.value : c.type === 'element' ? textOf(c) : '')).join('');

/** The code's text with a `<wbr>` after every slash that has more text after it. */
export function breakAfterSlashes(children: ElementContent[]): ElementContent[] {
  return children.flatMap((child): ElementContent[] => {
    if (child.type !== 'text' || !child.value.includes('/')) return [child];
    return child.value
      .split(/(?<=\/)(?=[^/])/)
      .flatMap((part, i): ElementContent[] => [...(i ? [{type: 'element', tagName: 'wbr', properties: {}, children: []} as Element] : []), {type: 'text', value: part}]);
  });
}

export default function rehypeInlineCode() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      if (node.tagName === 'pre' || node.tagName === 'table') return SKIP;
      if (node.tagName !== 'code') return undefined;
      if (textOf(node).length > SHORT_CODE_MAX) {
        node.children = breakAfterSlashes(node.children);
        return SKIP;
      }
      const className = node.properties.className;
      node.properties.className = [...(Array.isArray(className) ? className : className ? [String(className)] : []), 'code-short'];
      return SKIP;
    });
  };
}
