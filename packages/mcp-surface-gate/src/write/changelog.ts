/**
 * Recording a sync's changes in the data folder's tool changelog (changelog.json), and its shape
 * (this site reads it in src/lib/data/changelog.ts through the package's entry point).
 */
import type {Change, ChangeRecord} from '../compare/change';

export interface ChangelogEntry {
  version: string;
  /** The day the sync recorded it (UTC), YYYY-MM-DD. */
  date: string;
  /** When the sync recorded it, to the second (UTC, RFC 3339); the feed's `<updated>`. Entries from before syncs kept it have only `date`. */
  updated?: string;
  /** The first entry: the surface as these docs first recorded it. */
  first?: boolean;
  changes: ChangeRecord[];
}
export interface Changelog {
  entries: ChangelogEntry[];
}

/** Changes the changelog records: the surface's, not the server's name or version; each as its class, subject and line. */
export const recorded = (changes: Change[]): ChangeRecord[] =>
  changes.filter((c) => c.id !== 'server-info-changed').map(({before: _b, after: _a, id: _i, values: _v, ...record}) => record);

/**
 * The changelog with this sync's changes: a new entry on top, or added to the
 * top entry when it is the same version (a server rebuilt without a version bump).
 */
export function withEntry(log: Changelog | null, version: string, updated: string, changes: ChangeRecord[]): Changelog {
  const date = updated.slice(0, 10);
  if (!log) return {entries: [{version, date, updated, first: true, changes}]};
  const [top, ...rest] = log.entries;
  if (top && top.version === version) return {entries: [{...top, date, updated, changes: [...top.changes, ...changes]}, ...rest]};
  return {entries: [{version, date, updated, changes}, ...log.entries]};
}
