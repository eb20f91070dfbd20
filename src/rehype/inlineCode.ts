/**
 * Marks the inline code of the docs' prose and tables with the class
 * `code-breaks`, which src/css/custom.css keeps on one line except at a
 * `<wbr>`, and puts a `<wbr>` at each point where a reader would split it
 * (src/lib/text/codeBreaks.ts: after a space, a slash, or an `_` or `.` inside a
 * name; short code none). So `node --version` never splits at its `--`, and
 * `claude_desktop_config.json` splits after `_` or `.`, not mid-word.
 */
import type {Element, ElementContent, Root} from 'hast';
import {visit, SKIP} from 'unist-util-visit';
import {codeBreaks} from '../lib/text/codeBreaks';

/** The code's text with a `<wbr>` at each of its break points. */
function withBreaks(children: ElementContent[]): ElementContent[] {
  return children.flatMap((child): ElementContent[] => {
    if (child.type !== 'text') return [child];
    return codeBreaks(child.value).flatMap((part, i): ElementContent[] => [
      ...(i ? [{type: 'element', tagName: 'wbr', properties: {}, children: []} as Element] : []),
      {type: 'text', value: part},
    ]);
  });
}

export const CODE_CLASS = 'code-breaks';

export default function rehypeInlineCode() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      if (node.tagName === 'pre') return SKIP;
      if (node.tagName !== 'code') return undefined;
      node.children = withBreaks(node.children);
      const className = node.properties.className;
      node.properties.className = [...(Array.isArray(className) ? className : className ? [String(className)] : []), CODE_CLASS];
      return SKIP;
    });
  };
}
