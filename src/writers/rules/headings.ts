/**
 * Rule heading-id: no two headings of a page share an id (the table of contents would list
 * both and a link reaches only the first), with ids as Docusaurus makes them (../site/anchors.ts).
 */
import type {Problem} from '../problem';
import {headingIds} from '../site/anchors';
import type {SourcePage} from '../site/pages';

export function headingProblems(page: SourcePage): Problem[] {
  if (!page.tree) return [];
  const seen = new Map<string, number>();
  const problems: Problem[] = [];
  for (const {heading, base} of headingIds(page.tree)) {
    const line = heading.position?.start.line ?? 1;
    const first = seen.get(base);
    if (first === undefined) seen.set(base, line);
    else {
      problems.push({
        file: page.file,
        line,
        rule: 'heading-id',
        message: `heading id "${base}" is already used by the heading on line ${first}`,
        fix: 'reword one, or give it its own id (`## Its words {#its-id}`)',
      });
    }
  }
  return problems;
}
