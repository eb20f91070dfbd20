import {test, expect} from '@playwright/test';
import {createIndex, searchIndex} from '@site/packages/docs-search-engine/src/engine';
import {rec, search, ids, hl} from '../support/search-fixtures';

test.describe('ranking (rank.ts)', () => {
  test('a match in the page title beats a match in body text', () => {
    const got = ids('ratios');
    expect(got).toContain('body-ratios');
    expect(got[0]).toBe('ratios-page');
    expect(got.indexOf('ratios-content')).toBeLessThan(got.indexOf('body-ratios'));
  });

  test('a heading record whose own heading matches outranks content that matches in body text', () => {
    const got = ids('financial summary');
    expect(got[0]).toBe('summary-heading');
  });

  test('every word must match; with no such record, fall back to the most words matched', () => {
    const both = ids('liquidity ratios');
    expect(both).toEqual(['ratios-content']);
    const res = search('ratios zzyzxq');
    expect(res.nbHits).toBeGreaterThan(0);
    expect(res.hits[0].objectID).toBe('ratios-page');
    expect(hl(res.hits[0], 'hierarchy.lvl1').matchLevel).toBe('partial');
    expect(ids('zzyzxq qqqxyz')).toEqual([]);
    // Records matching two of the three words come before those matching one.
    expect(ids('liquidity ratios zzyzxq')[0]).toBe('ratios-content');
  });

  test('a section heading matched by prefix beats the content of its section that has the exact word', () => {
    const idx = createIndex([
      rec('limit-body', 'content', ['Get details', 'Rate limits'], 'Once the limit is reached, the server waits.', {url: '/d#rate-limits'}),
      rec('limit-heading', 'lvl2', ['Get details', 'Rate limits'], null, {url: '/d#rate-limits'}),
    ]);
    expect(searchIndex(idx, {indexName: 'x', query: 'rate limit'}).hits.map((h) => h.objectID)).toEqual(['limit-heading', 'limit-body']);
  });

  test('the one section that states a fact outranks a heading many pages share, and a block that has the words outranks blocks under a heading that has them', () => {
    // a template's "Rate limits" on three tool pages, each listing its requests; one troubleshooting section that states the limit
    const tool = (page: string) => [
      rec(`${page}-heading`, 'lvl2', [page, 'Rate limits'], null, {url: `/${page}#rate-limits`}),
      rec(`${page}-request`, 'content', [page, 'Rate limits'], 'GET /company/{company_number}', {url: `/${page}#rate-limits`}),
    ];
    const idx = createIndex([
      ...tool('search'),
      ...tool('details'),
      ...tool('ratios'),
      rec('install-heading', 'lvl3', ['Installation', 'Troubleshooting', 'Companies House rate limit reached'], null, {url: '/install#reached'}),
      rec('install-fact', 'content', ['Installation', 'Troubleshooting', 'Companies House rate limit reached'], 'Each application may make 600 requests in 5 minutes.', {url: '/install#reached'}),
      rec('tips', 'content', ['Tips'], 'Mind the rate limit on long sessions.', {url: '/tips'}),
    ]);
    const got = searchIndex(idx, {indexName: 'x', query: 'rate limit'}).hits.map((h) => h.objectID);
    expect(got[0]).toBe('install-heading');
    // the requests under "Rate limits" say nothing of the limit: after every record that does, the shared headings among them
    const firstRequest = got.findIndex((id) => id.endsWith('-request'));
    expect(firstRequest).toBeGreaterThan(got.indexOf('tips'));
    expect(firstRequest).toBeGreaterThan(got.indexOf('search-heading'));
  });

  test('tie-breakers: words close together and in order, then shorter content, then record order', () => {
    const idx = createIndex([
      rec('far', 'content', ['P'], 'financial data of every kind, and also some ratios'),
      rec('reversed', 'content', ['P'], 'ratios of financial data'),
      rec('close', 'content', ['P'], 'the financial ratios of a company'),
      rec('close-short', 'content', ['P'], 'financial ratios'),
      rec('close-short-2', 'content', ['P'], 'financial ratios'),
    ]);
    expect(searchIndex(idx, {indexName: 'x', query: 'financial ratios'}).hits.map((h) => h.objectID)).toEqual([
      'close-short',
      'close-short-2',
      'close',
      'reversed',
      'far',
    ]);
  });

  test('record type breaks ties: lvl1, then lvl2, then content', () => {
    const idx = createIndex([
      rec('c', 'content', ['Widgets', 'Setup'], 'Text.', {url: '/w#setup'}),
      rec('h2', 'lvl2', ['Widgets', 'Setup'], null, {url: '/w#setup'}),
      rec('h1', 'lvl1', ['Widgets'], null, {url: '/w'}),
    ]);
    expect(searchIndex(idx, {indexName: 'x', query: 'widgets'}).hits.map((h) => h.objectID)).toEqual(['h1', 'h2', 'c']);
  });
});
