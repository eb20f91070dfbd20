/**
 * Marks short inline code in the docs' prose (`npx -y companylens-mcp`) with
 * the class `code-short`, which src/css/custom.css keeps on one line: a
 * command or name split across lines ("npx -" / "y companylens-mcp") reads as
 * two. Longer code keeps the normal rules and breaks at spaces, hyphens and
 * slashes, or anywhere as a last resort (Infima's `overflow-wrap: break-word`).
 * Code in tables is left alone: there a whole name could push a cell wider
 * than its column.
 */
import type {Element, Root} from 'hast';
import {visit, SKIP} from 'unist-util-visit';

/** At most this many characters stay whole: about 220 px of code text, which fits a phone's column beside a list indent. */
export const SHORT_CODE_MAX = 24;

const textOf = (node: Element): string =>
  node.children.map((c) => (c.type === 'text' ? c.value : c.type === 'element' ? textOf(c) : '')).join('');

export default function rehypeInlineCode() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      if (node.tagName === 'pre' || node.tagName === 'table') return SKIP;
      if (node.tagName !== 'code' || textOf(node).length > SHORT_CODE_MAX) return undefined;
      const className = node.properties.className;
      node.properties.className = [...(Array.isArray(className) ? className : className ? [String(className)] : []), 'code-short'];
      return SKIP;
    });
  };
}
