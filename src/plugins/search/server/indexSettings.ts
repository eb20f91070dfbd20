/**
 * The hosted index's settings, for both ways of filling it: `npm run
 * search:push` sets them, and the DocSearch crawler's configuration
 * (crawlerConfig.ts) creates the index with them. Searchable attributes and
 * snippets follow the records' DocSearch shape; advancedSyntax lets a reader
 * quote a phrase. What the local engine does with English (shared/engine/forms.ts,
 * query.ts), the service does with its own English dictionaries: singular and
 * plural forms match (ignorePlurals) but rank below the form typed
 * (alternativesAsExact without ignorePlurals), stop words leave the query, and the
 * light words are optional (in every query: the service does not tell a question apart).
 */
import type {AlternativesAsExact, SupportedLanguage} from 'algoliasearch';
import {LIGHT_WORDS} from 'docs-search-engine';

export const INDEX_SETTINGS = {
  searchableAttributes: [
    'unordered(hierarchy.lvl0)',
    'unordered(hierarchy.lvl1)',
    'unordered(hierarchy.lvl2)',
    'unordered(hierarchy.lvl3)',
    'unordered(hierarchy.lvl4)',
    'unordered(hierarchy.lvl5)',
    'unordered(hierarchy.lvl6)',
    'content',
  ],
  attributesForFaceting: ['type', 'language', 'docusaurus_tag'],
  attributesToSnippet: ['content:10'],
  attributesToHighlight: ['hierarchy', 'content'],
  distinct: true,
  attributeForDistinct: 'url',
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  indexLanguages: ['en'] as SupportedLanguage[],
  queryLanguages: ['en'] as SupportedLanguage[],
  ignorePlurals: true,
  alternativesAsExact: ['singleWordSynonym'] as AlternativesAsExact[],
  removeStopWords: true,
  optionalWords: [...LIGHT_WORDS],
  removeWordsIfNoResults: 'allOptional' as const,
  advancedSyntax: true,
};
