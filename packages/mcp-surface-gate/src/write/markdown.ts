/**
 * The changes as a pull-request comment (`--format markdown`), grouped by
 * class as oasdiff's changelog groups its changes: the breaking ones open,
 * the others folded under `<details>`, each group cut at MAX_ROWS with the
 * number left out (`--json` has them all). Each change is one list item, its
 * words in a code span, so nothing in a value is read as Markdown or HTML.
 */
import type {Change, ChangeClass} from '../compare/change';
import {subjectOf} from '../compare/ignore';
import {countLine} from './report';

/** Rows a group shows before the rest are counted instead. */
const MAX_ROWS = 50;

const HEADINGS: Record<ChangeClass, string> = {breaking: 'Breaking', additive: 'Additive', docs: 'Docs only'};

/** Text as a code span: fenced by more backticks than it holds, on one line. */
function code(text: string): string {
  const flat = text.replace(/[\r\n\u2028\u2029]+/g, ' ');
  const fence = '`'.repeat(Math.max(0, ...(flat.match(/`+/g) ?? []).map((run) => run.length)) + 1);
  return `${fence}${/^`|`$/.test(flat) ? ` ${flat} ` : flat}${fence}`;
}
/** Text outside a code span, with what Markdown or HTML would read escaped. */
const plain = (text: string) => text.replace(/[\r\n\u2028\u2029]+/g, ' ').replace(/[\\`*_[\]<>|#&]/g, (c) => (c === '<' ? '&lt;' : c === '>' ? '&gt;' : c === '&' ? '&amp;' : `\\${c}`));

const item = (c: Change) => `- **${plain(subjectOf(c))}** (${code(c.id)}): ${code(c.text)}`;

function group(title: string, rows: string[], open: boolean): string[] {
  if (!rows.length) return [];
  const shown = rows.slice(0, MAX_ROWS);
  const more = rows.length - shown.length;
  const body = [...shown, ...(more ? [`- … and ${more} more (\`--json\` lists every one)`] : [])];
  return open ? [`### ${title} (${rows.length})`, '', ...body, ''] : ['<details>', `<summary>${title} (${rows.length})</summary>`, '', ...body, '', '</details>', ''];
}

/** The comment: a heading line saying what was compared and how it came out, then the groups. */
export function markdownReport(heading: string, changes: Change[], ignored: {change: Change; reason: string}[], notes: string[]): string {
  const lines = [`## ${plain(heading)}`, ''];
  lines.push(changes.length ? `**${countLine(changes)}**` : 'No change.', '');
  for (const note of notes) lines.push(`> note: ${plain(note)}`, '');
  for (const cls of ['breaking', 'additive', 'docs'] as const) {
    lines.push(...group(HEADINGS[cls], changes.filter((c) => c.class === cls).map(item), cls === 'breaking'));
  }
  lines.push(...group('Ignored on purpose', ignored.map(({change, reason}) => `${item(change)} (${plain(reason)})`), false));
  return lines.join('\n').trimEnd();
}
