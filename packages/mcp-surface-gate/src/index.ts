/**
 * The package's entry point for programs: read a server, compare two surfaces, lint one, and the
 * shapes of what `sync` writes (a data folder's changelog, the marker a new tool's skeleton holds).
 * The commands are `cli.ts` (the `mcp-surface-gate` bin).
 */
export {readServer, ReferenceReadError, type ReadResult, type Target} from './read/client';
export {readDataSurface, type Schema, type Surface, type SurfaceTool} from './surface/surface';
export {diffSurfaces} from './compare/diff';
export type {Change, ChangeClass, ChangeKind, ChangeRecord} from './compare/change';
export type {Changelog, ChangelogEntry} from './write/changelog';
export {SYNC_TODO} from './write/syncMarker';
export {runLint, type LintResult} from './lint/run';
