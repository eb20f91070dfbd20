/** The readable diff `reference:check` prints: changes grouped by what they touch, each with its class. */
import type {Change, ChangeClass} from '../compare/change';
import {pathOf, subjectOf, type IgnoreEntry} from '../compare/ignore';
import {inLine} from '../compare/schemaDiff';

export const CLASS_LABEL: Record<ChangeClass, string> = {breaking: 'BREAKING', additive: 'additive', docs: 'docs only'};

const KIND_LABEL: Record<Change['kind'], string> = {
  server: 'server',
  tool: 'tool',
  prompt: 'prompt',
  resource: 'resource',
  template: 'resource template',
};

export function countLine(changes: Pick<Change, 'class'>[]): string {
  const n = (cls: ChangeClass) => changes.filter((c) => c.class === cls).length;
  const parts = [`${n('breaking')} breaking`, `${n('additive')} additive`, `${n('docs')} docs only`];
  return `${changes.length} change${changes.length === 1 ? '' : 's'} (${parts.join(', ')})`;
}

/** The changes, grouped by tool, prompt, resource or template; `page` names the doc page of a tool. */
export function formatChanges(changes: Change[], page: (tool: string) => string | undefined): string {
  const groups = new Map<string, Change[]>();
  for (const change of changes) {
    const key = `${change.kind}\u0000${change.name}`;
    groups.set(key, [...(groups.get(key) ?? []), change]);
  }
  const width = Math.max(...Object.values(CLASS_LABEL).map((l) => l.length));
  const lines: string[] = [];
  for (const group of groups.values()) {
    const {kind, name} = group[0];
    const where = kind === 'tool' && name ? page(name) : undefined;
    lines.push('', `  ${KIND_LABEL[kind]}${name ? ` ${inLine(name)}` : 's'}${where ? ` (${where})` : ''}`);
    // one change, one line: a name (prompts and resources name themselves in free text) cannot split it
    for (const change of group) lines.push(`    ${CLASS_LABEL[change.class].padEnd(width)}  ${inLine(change.text)}`);
  }
  return lines.join('\n');
}

/** Changes accepted on purpose (an ignore file's entries), each with its reason. */
export function formatIgnored(ignored: {change: Change; reason: string}[], file: string): string {
  const lines = [`\n  ignored (accepted in ${file}):`];
  for (const {change, reason} of ignored) lines.push(`    ${CLASS_LABEL[change.class]}  ${inLine(subjectOf(change))}: ${inLine(change.text)}  (${inLine(reason)})`);
  return lines.join('\n');
}

/**
 * The `--json` document: one record a change, values as they are (null when
 * absent), the changes an ignore entry accepted, the entries that matched
 * nothing, and what the reader worked around.
 */
export function jsonReport(changes: Change[], ignored: {change: Change; reason: string}[], unused: IgnoreEntry[] = [], notes: string[] = []) {
  const record = (c: Change) => ({
    id: c.id,
    class: c.class,
    subject: subjectOf(c),
    path: pathOf(c),
    before: c.before ?? null,
    after: c.after ?? null,
    ...(c.values ? {values: c.values} : {}),
    message: c.text,
  });
  return {
    changes: changes.map(record),
    ignored: ignored.map(({change, reason}) => ({...record(change), reason})),
    unusedIgnores: unused,
    ...(notes.length ? {notes} : {}),
  };
}
