/**
 * The placeholder `npm run reference:sync` writes for a new tool (its page
 * skeleton and its src/data/tool-docs.json entry), which the build refuses
 * (src/writers/rules/syncMarkers.ts) until a writer has replaced every one.
 */
export const SYNC_TODO = 'TODO(reference:sync)';
