import {test, expect} from '@playwright/test';
import {createIndex, searchIndex, type SearchIndex, type SearchRequest} from '@site/packages/docs-search-engine/src/engine';
import {rec} from '../support/search-fixtures';

test.describe('facetFilters (facetFilters.ts)', () => {
  const multi = [
    rec('en-cur', 'lvl1', ['Widgets'], null, {language: 'en', tag: 'docs-default-current'}),
    rec('fr-cur', 'lvl1', ['Widgets'], null, {language: 'fr', tag: 'docs-default-current'}),
    rec('en-old', 'lvl1', ['Widgets'], null, {language: 'en', tag: 'docs-default-1.0'}),
    rec('en-default', 'lvl1', ['Widgets'], null, {language: 'en', tag: 'default'}),
  ];
  let idx: SearchIndex;
  test.beforeAll(() => {
    idx = createIndex(multi);
  });

  test('facetFilters: outer array AND, inner array OR', () => {
    const run = (facetFilters: SearchRequest['facetFilters']) =>
      searchIndex(idx, {indexName: 'x', query: 'widgets', facetFilters}).hits.map((h) => h.objectID).sort();
    expect(run(['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']])).toEqual(['en-cur', 'en-default']);
    expect(run(['language:fr'])).toEqual(['fr-cur']);
    expect(run(['language:de'])).toEqual([]);
    expect(run(['language:en', 'docusaurus_tag:docs-default-1.0'])).toEqual(['en-old']);
    expect(run(['hierarchy.lvl1:widgets', 'language:fr'])).toEqual(['fr-cur']);
  });

  test('a malformed facetFilters value throws, like the hosted service\'s HTTP 400', () => {
    expect(() => searchIndex(idx, {indexName: 'x', query: 'widgets', facetFilters: ['language']})).toThrow(/facetFilters/);
  });
});
