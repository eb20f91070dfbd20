/**
 * The shape of the tool changelog (changelog.json): what `npm run reference:sync` records
 * (src/reference/write/changelog.ts) and the site shows (src/lib/data/changelog.ts).
 */
export type ChangeClass = 'breaking' | 'additive' | 'docs';
export type ChangeKind = 'server' | 'tool' | 'prompt' | 'resource' | 'template';

/** One change as `reference:sync` classified it (src/reference/compare/diff.ts). */
export interface ChangeRecord {
  class: ChangeClass;
  kind: ChangeKind;
  name: string;
  part?: 'parameters' | 'result';
  field?: string;
  text: string;
}
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
