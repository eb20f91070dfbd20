/**
 * Rule sync-marker: no placeholder `npm run reference:sync` left for a writer (SYNC_TODO) in a
 * page or in src/data/tool-docs.json. Pages are read as text, so MDX, which reads `:sync)` as a
 * text directive, cannot hide one; a marker inside a code span or block is an example of it.
 */
import {SYNC_TODO} from 'mcp-surface-gate';
import type {Problem} from '../problem';

const RULE = 'sync-marker';
const FIX = 'replace it with the words it asks for (CONTRIBUTING.md, "Add or change a tool")';

/** The markers in one page's text: front matter keys, then the body outside code. */
export function pageMarkers(file: string, text: string): Problem[] {
  const found: Problem[] = [];
  const lines = text.split('\n');
  const frontEnd = lines[0] === '---' ? lines.indexOf('---', 1) : -1;
  let fence = '';
  lines.forEach((line, i) => {
    if (i <= frontEnd) {
      if (line.includes(SYNC_TODO)) found.push({file, line: i + 1, rule: RULE, message: `front matter "${line.split(':')[0]}" still holds the placeholder ${SYNC_TODO}`, fix: FIX});
      return;
    }
    const opens = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      if (opens && opens[0] === fence[0] && opens.length >= fence.length) fence = '';
      return;
    }
    if (opens) {
      fence = opens;
      return;
    }
    if (line.replace(/(`+)[^`]*?\1/g, '').includes(SYNC_TODO)) found.push({file, line: i + 1, rule: RULE, message: `the placeholder ${SYNC_TODO} is still here`, fix: FIX});
  });
  return found;
}

/** The markers in src/data/tool-docs.json, each named by its tool. */
export function toolDocsMarkers(file: string, text: string): Problem[] {
  let tool = '';
  return text.split('\n').flatMap((line, i) => {
    tool = /^ {2}"([^"]+)":/.exec(line)?.[1] ?? tool;
    return line.includes(SYNC_TODO)
      ? [{file, line: i + 1, rule: RULE, message: `the entry of ${tool} still holds the placeholder ${SYNC_TODO}`, fix: 'fill upstream, errors and related, then delete its "todo" line'}]
      : [];
  });
}
