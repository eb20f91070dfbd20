/**
 * The tool changelog (src/data/changelog.json): one entry per server version
 * whose surface a sync changed, newest first, each change with its class and
 * what it touches. The Changelog page, the tool pages' "added in" / "changed
 * in" lines and the feed (src/plugins/changelog-feed) all read it.
 */
import type {Change} from './diff';

export interface ChangelogEntry {
  version: string;
  /** The day the sync recorded it (UTC), YYYY-MM-DD. */
  date: string;
  /** The first entry: the surface as the docs first recorded it, each item `added`. */
  first?: boolean;
  changes: Change[];
}
export interface Changelog {
  entries: ChangelogEntry[];
}

/** Changes the changelog records: the surface's, not the server's name or version. */
export const recorded = (changes: Change[]) => changes.filter((c) => c.kind !== 'server' || !c.text.startsWith('serverInfo.'));

/**
 * The changelog with this sync's changes: a new entry on top, or added to the
 * top entry when it is the same version (a server rebuilt without a version bump).
 */
export function withEntry(log: Changelog | null, version: string, date: string, changes: Change[]): Changelog {
  if (!log) return {entries: [{version, date, first: true, changes}]};
  const [top, ...rest] = log.entries;
  if (top && top.version === version) return {entries: [{...top, date, changes: [...top.changes, ...changes]}, ...rest]};
  return {entries: [{version, date, changes}, ...log.entries]};
}

/** What a tool page says: the version that added the tool, and the later ones that changed it. */
export function toolHistory(log: Changelog, tool: string): {added?: ChangelogEntry; changed: ChangelogEntry[]} {
  const touches = (e: ChangelogEntry) => e.changes.some((c) => c.kind === 'tool' && c.name === tool);
  const at = log.entries.findIndex((e) => e.changes.some((c) => c.kind === 'tool' && c.text === `tool ${tool} added`));
  return {
    ...(at >= 0 ? {added: log.entries[at]} : {}),
    changed: log.entries.filter((e, i) => (at < 0 || i < at) && touches(e)),
  };
}
