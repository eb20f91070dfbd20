import {test, expect} from '@playwright/test';
import {createIndex, searchIndex} from '@site/packages/docs-search-engine/src/engine';
import {rec, search, hl, sn} from '../support/search-fixtures';

test.describe('requests and responses (adapter.ts)', () => {
  test('at most 3 hits per URL, keeping the best', () => {
    const many = [0, 1, 2, 3, 4].map((i) => rec(`dup${i}`, 'content', ['Dup'], `alpha ${'word '.repeat(i)}`, {url: '/same#x'}));
    const res = searchIndex(createIndex(many), {indexName: 'x', query: 'alpha'});
    expect(res.nbHits).toBe(3);
    expect(res.hits.map((h) => h.objectID)).toEqual(['dup0', 'dup1', 'dup2']);
  });

  test('hitsPerPage and page', () => {
    const records = Array.from({length: 25}, (_, i) => rec(`p${i}`, 'content', ['Paging'], `needle number ${i}`, {url: `/p/${i}`}));
    const pidx = createIndex(records);
    const p0 = searchIndex(pidx, {indexName: 'x', query: 'needle', hitsPerPage: 10});
    expect(p0).toMatchObject({nbHits: 25, nbPages: 3, page: 0, hitsPerPage: 10});
    expect(p0.hits.map((h) => h.objectID)).toEqual(records.slice(0, 10).map((r) => r.objectID));
    const p2 = searchIndex(pidx, {indexName: 'x', query: 'needle', hitsPerPage: 10, page: 2});
    expect(p2.hits.map((h) => h.objectID)).toEqual(records.slice(20).map((r) => r.objectID));
    expect(searchIndex(pidx, {indexName: 'x', query: 'needle', hitsPerPage: 10, page: 5}).hits).toEqual([]);
    expect(searchIndex(pidx, {indexName: 'x', query: 'needle'}).hits).toHaveLength(20); // Algolia's default
  });

  test('hits carry the retrieved attributes, objectID, _highlightResult and _snippetResult', () => {
    const res = search('financial summary', {
      attributesToRetrieve: ['hierarchy.lvl0', 'hierarchy.lvl1', 'hierarchy.lvl2', 'content', 'type', 'url'],
      attributesToSnippet: ['hierarchy.lvl1:10', 'hierarchy.lvl2:10', 'content:10'],
      clickAnalytics: true,
    });
    expect(res).toMatchObject({page: 0, hitsPerPage: 20, query: 'financial summary', index: 'docs', exhaustiveNbHits: true});
    expect(res.params).toContain('query=financial%20summary');
    expect(typeof res.processingTimeMS).toBe('number');
    const hit = res.hits[0];
    expect(Object.keys(hit).sort()).toEqual(['_highlightResult', '_snippetResult', 'content', 'hierarchy', 'objectID', 'type', 'url']);
    expect(hit.hierarchy).toEqual({lvl0: 'Guides', lvl1: 'Company details', lvl2: 'Financial summary'});
    // Null levels and null content are left out.
    expect(Object.keys((hit._highlightResult as any).hierarchy).sort()).toEqual(['lvl0', 'lvl1', 'lvl2']);
    expect((hit._highlightResult as any).content).toBeUndefined();
    expect(hl(hit, 'hierarchy.lvl0')).toEqual({value: 'Guides', matchLevel: 'none', matchedWords: []});
    expect(hl(hit, 'hierarchy.lvl2')).toEqual({
      value: '<mark>Financial</mark> <mark>summary</mark>',
      matchLevel: 'full',
      matchedWords: ['financial', 'summary'],
    });
    expect(sn(hit, 'hierarchy.lvl2')).toEqual({value: '<mark>Financial</mark> <mark>summary</mark>', matchLevel: 'full'});
    expect(sn(hit, 'hierarchy.lvl1')).toEqual({value: 'Company details', matchLevel: 'none'});
  });

  test('queryID only with clickAnalytics', () => {
    expect(search('ratios', {clickAnalytics: true}).queryID).toMatch(/^[0-9a-f]{32}$/);
    expect(search('ratios').queryID).toBeUndefined();
    expect('queryID' in search('ratios', {clickAnalytics: false})).toBe(false);
  });
});
