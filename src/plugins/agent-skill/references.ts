/**
 * The skill's reference files, one a tool (`references/<tool>.md`), written
 * from src/data alone: what the tool does, its arguments with their rules,
 * its result fields, the Companies House requests a call makes, its errors
 * and the tools to call next. SKILL.md's tools table links each one, for an
 * agent to read when it needs an argument's range or a field it does not know.
 */
import {toMarkdown} from 'mdast-util-to-markdown';
import type {Tool} from '../../data/mcp';
import {personalDataParameter, toolDocsOf, toolErrors, upstreamRequest} from '../../lib/data/dataTables';
import {constraintText, schemaRows, type SchemaRow} from '../../lib/data/schemaRows';

/** A table cell: one line, pipes escaped. */
const cell = (text: string) => text.replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|');
/** Inline code, fenced by mdast-util-to-markdown: a value that holds backticks gets a longer fence. */
const code = (value: string) => toMarkdown({type: 'inlineCode', value}).trimEnd();

function table(head: string[], rows: string[][]): string {
  return [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.map(cell).join(' | ')} |`)].join('\n');
}

/** How many Companies House requests one call makes, in words a reader can act on. */
export function requestsLine(name: string): string {
  const requests = toolDocsOf(name).upstream.map(upstreamRequest);
  const base = requests.filter((r) => !r.onlyWith).length;
  const extra = [...new Set(requests.flatMap((r) => (r.onlyWith ? [r.onlyWith] : [])))];
  return extra.length ? `${base} (${requests.length} with ${extra.map(code).join(', ')})` : String(base);
}

export function toolReference(tool: Tool, pageUrl: string): string {
  const doc = toolDocsOf(tool.name);
  const args = schemaRows(tool.inputSchema).map((r: SchemaRow) => [code(r.path), r.type, r.required ? 'yes' : 'no', r.constraints.map((c) => constraintText(c, code)).join('; ') || '—', r.description]);
  const fields = tool.outputSchema ? schemaRows(tool.outputSchema).map((r) => [code(r.path), r.type, r.description]) : [];
  const personal = personalDataParameter(tool.name);
  return [
    `# ${tool.name}`,
    tool.description,
    `Companies House requests a call makes: ${requestsLine(tool.name)}. ` +
      (personal ? `${code(personal)} adds officers' personal data: ask for it only when the task needs it. ` : '') +
      `The page: ${pageUrl}`,
    '## Arguments',
    table(['Argument', 'Type', 'Required', 'Rules', 'What it is'], args),
    ...(fields.length ? ['## Result fields', 'Dotted paths; `list[]` is each item of a list.', table(['Field', 'Type', 'What it is'], fields)] : []),
    '## Errors',
    toolErrors(tool.name)
      .map((e) => `- ${e.when}: ${e.kind === 'result' ? e.message : `${'code' in e ? `JSON-RPC error ${e.code}, ` : ''}${code(e.message)}`}`)
      .join('\n'),
    '## Call next',
    doc.related.map((r) => `- ${code(r)}`).join('\n'),
  ].join('\n\n') + '\n';
}
