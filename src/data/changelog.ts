/**
 * The shape of the tool changelog (changelog.json): what `npm run reference:sync` records
 * (mcp-surface-gate, packages/mcp-surface-gate) and the site shows (src/lib/data/changelog.ts).
 */
export type {ChangeClass, ChangeRecord, Changelog, ChangelogEntry} from 'mcp-surface-gate';
