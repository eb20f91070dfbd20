/**
 * Recording a sync's changes in the tool changelog (src/data/changelog.json;
 * its types are in src/data/changelog.ts, how the site reads it in src/lib/data/changelog.ts).
 */
import type {Changelog} from '../../data/changelog';
import type {Change} from '../compare/change';

/** Changes the changelog records: the surface's, not the server's name or version. */
export const recorded = (changes: Change[]) =>
  changes.filter((c) => c.kind !== 'server' || !c.text.startsWith('serverInfo.')).map(({before: _b, after: _a, ...record}) => record);

/**
 * The changelog with this sync's changes: a new entry on top, or added to the
 * top entry when it is the same version (a server rebuilt without a version bump).
 */
export function withEntry(log: Changelog | null, version: string, updated: string, changes: Change[]): Changelog {
  const date = updated.slice(0, 10);
  if (!log) return {entries: [{version, date, updated, first: true, changes}]};
  const [top, ...rest] = log.entries;
  if (top && top.version === version) return {entries: [{...top, date, updated, changes: [...top.changes, ...changes]}, ...rest]};
  return {entries: [{version, date, updated, changes}, ...log.entries]};
}
