/**
 * The hosted index's settings, for both ways of filling it: `npm run
 * search:push` sets them, and the DocSearch crawler's configuration
 * (crawlerConfig.ts) creates the index with them. Searchable attributes and
 * snippets follow the records' DocSearch shape; advancedSyntax lets a reader
 * quote a phrase.
 */
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
  ignorePlurals: true,
  removeWordsIfNoResults: 'allOptional' as const,
  advancedSyntax: true,
};
