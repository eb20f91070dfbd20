/**
 * Changes accepted on purpose: an ignore file (for check, src/data/reference-ignore.json
 * when it exists, or --ignore <file>) lists them, each with the reason, as
 *
 *   {"ignore": [{"id": "tool-hint-promises-less", "subject": "tool move_file", "path": "annotations.destructiveHint", "reason": "…"}]}
 *
 * An entry matches a change with the same subject and, when given, the same id
 * (ids.ts) and path; never by the words of the report, which may change. Matched
 * changes no longer fail the check; they are reported as ignored, with the reason.
 */
import {Stop} from '../stop';
import type {Change} from './change';
import {allIds} from './ids';
import {readIgnoreEntries, splitByEntries} from '../ignoreFile';

export interface IgnoreEntry {
  id?: string;
  subject: string;
  path?: string;
  reason: string;
}

const KIND_NOUN: Record<Change['kind'], string> = {server: 'server', tool: 'tool', prompt: 'prompt', resource: 'resource', template: 'resource template'};

/** What a change is about, as `--json` and ignore files write it: `tool read_media_file`, `prompt review`, `server memory-server`. */
export const subjectOf = (c: Change) => (c.name ? `${KIND_NOUN[c.kind]} ${c.name}` : `${KIND_NOUN[c.kind]}s`);
/** Where in it: `result.content[].type`, `annotations.destructiveHint`; null for the thing as a whole. */
export const pathOf = (c: Change) => (c.part ? (c.field ? `${c.part}.${c.field}` : c.part) : (c.field ?? null));

export const readIgnoreFile = (file: string) =>
  readIgnoreEntries<IgnoreEntry & {message?: unknown}>(file, '{"id"?, "subject", "path"?, "reason"}', 'change', (e, label) => {
    if (e.message !== undefined) throw new Stop(`${label}: "message" is not matched (a report's words may change): name the change's "id" instead (--json shows it)`);
    if (e.id !== undefined && !(allIds() as string[]).includes(e.id)) throw new Stop(`${label}: no change has the id ${JSON.stringify(e.id)} (the package README lists them)`);
  });

const matches = (e: IgnoreEntry, c: Change) =>
  e.subject === subjectOf(c) && (e.id === undefined || e.id === c.id) && (e.path === undefined || e.path === pathOf(c));

/** The changes split into those that count and those an entry accepts (with the entry), and the entries that matched nothing. */
export function applyIgnores(changes: Change[], entries: IgnoreEntry[]) {
  const {kept, ignored, unused} = splitByEntries(changes, entries, matches);
  return {kept, ignored: ignored.map(({item, reason}) => ({change: item, reason})), unused};
}
