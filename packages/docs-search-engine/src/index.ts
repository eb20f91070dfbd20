/**
 * docs-search-engine's entry point: what the site's search (browser and build) and the docs
 * MCP server share. No Node module and no DOM API, so it runs in both; the built index's reader
 * is the second entry point, `docs-search-engine/node`.
 */
export * from './engine';
export {LIGHT_WORDS} from './engine/query';
export {STOP_WORDS, tokenize} from './engine/tokenize';
export {typoDistance, typoRows} from './engine/typo';
export type {SearchRecord} from './record';
export {DOCS_TAG, LANGUAGE, headingSlug, packIndex, unpackIndex} from './indexFormat';
export {foldAlike, sameTextKey, sectionTrail, withRowKey, type FoldedHit, type HitPage} from './hits';
export {MAX_QUERY, cutQuery} from './queryLimit';
