/**
 * Rule diagram: every Mermaid diagram on a page has a drawing of its current source in both
 * colour modes (static/diagrams/, made by `npm run diagrams`), since pages show the drawing, not
 * the source; and says what it shows in an `accTitle` and `accDescr`, the drawing's alternative text.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Code, Root} from 'mdast';
import {visit} from 'unist-util-visit';
import {diagramAccessibility, diagramHash, drawingPath} from '../../lib/text/diagramHash';
import type {Problem} from '../problem';
import type {SourcePage} from '../site/pages';

export function diagramProblems(page: SourcePage, staticDir: string): Problem[] {
  if (!page.tree) return [];
  const problems: Problem[] = [];
  visit(page.tree as Root, 'code', (node: Code) => {
    if (node.lang !== 'mermaid') return;
    const at = {file: page.file, line: node.position?.start.line ?? 1, rule: 'diagram'};
    const hash = diagramHash(node.value);
    const missing = (['light', 'dark'] as const).filter((mode) => !fs.existsSync(path.join(staticDir, drawingPath(hash, mode))));
    if (missing.length) {
      problems.push({...at, message: `this diagram has no drawing of its current source (static/${drawingPath(hash, missing[0])})`, fix: 'run `npm run diagrams`, which draws every diagram in Chromium, and commit static/diagrams/'});
    }
    const accessibility = diagramAccessibility(node.value);
    for (const field of ['accTitle', 'accDescr'] as const) {
      if (!accessibility[field]) {
        problems.push({...at, message: `this diagram has no ${field}, which its drawing's alternative text is made from`, fix: `add a line \`${field}: …\` saying ${field === 'accTitle' ? 'what the diagram is' : 'in a sentence or two what it shows'}`});
      }
    }
  });
  return problems;
}
