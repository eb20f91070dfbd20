/**
 * Changes accepted on purpose: an ignore file (for check, src/data/reference-ignore.json
 * when it exists, or --ignore <file>) lists them, each with the reason, as
 *
 *   {"ignore": [{"subject": "tool move_file", "path": "annotations.destructiveHint", "reason": "…"}]}
 *
 * An entry matches a change with the same subject and, when given, the same
 * path and a message containing its `message`. Matched changes no longer fail
 * the check; they are reported as ignored, with the reason.
 */
import type {Change} from './change';
import {readIgnoreEntries} from '../ignoreFile';

export interface IgnoreEntry {
  subject: string;
  path?: string;
  message?: string;
  reason: string;
}

const KIND_NOUN: Record<Change['kind'], string> = {server: 'server', tool: 'tool', prompt: 'prompt', resource: 'resource', template: 'resource template'};

/** What a change is about, as `--json` and ignore files write it: `tool read_media_file`, `prompt review`, `server memory-server`. */
export const subjectOf = (c: Change) => (c.name ? `${KIND_NOUN[c.kind]} ${c.name}` : `${KIND_NOUN[c.kind]}s`);
/** Where in it: `result.content[].type`, `annotations.destructiveHint`; null for the thing as a whole. */
export const pathOf = (c: Change) => (c.part ? (c.field ? `${c.part}.${c.field}` : c.part) : (c.field ?? null));

export const readIgnoreFile = (file: string) => readIgnoreEntries<IgnoreEntry>(file, '{"subject", "path"?, "message"?, "reason"}', 'change');

const matches = (e: IgnoreEntry, c: Change) =>
  e.subject === subjectOf(c) && (e.path === undefined || e.path === pathOf(c)) && (e.message === undefined || c.text.includes(e.message));

/** The changes split into those that count and those an entry accepts (with the entry), and the entries that matched nothing. */
export function applyIgnores(changes: Change[], entries: IgnoreEntry[]) {
  const kept: Change[] = [];
  const ignored: {change: Change; reason: string}[] = [];
  const used = new Set<IgnoreEntry>();
  for (const change of changes) {
    const entry = entries.find((e) => matches(e, change));
    if (entry) {
      used.add(entry);
      ignored.push({change, reason: entry.reason});
    } else kept.push(change);
  }
  return {kept, ignored, unused: entries.filter((e) => !used.has(e))};
}
