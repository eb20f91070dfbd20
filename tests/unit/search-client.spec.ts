import {test, expect} from '@playwright/test';
import {createLocalSearchClient} from '@site/packages/docs-search-engine/src/engine';
import {RECORDS} from '../support/search-fixtures';

test.describe('client (client.ts)', () => {
  test('loads records once, lazily, and answers {requests} as algoliasearch v5 sends them', async () => {
    let loads = 0;
    const client = createLocalSearchClient(async () => {
      loads++;
      return RECORDS;
    });
    expect(client.appId).toBe('local');
    expect(client.transporter).toEqual({});
    client.addAlgoliaAgent('docsearch', '3.9.0');
    expect(loads).toBe(0);

    const v5 = await client.search({requests: [{indexName: 'docs', query: 'ratios', hitsPerPage: 2}, {indexName: 'docs', query: '62020'}]});
    expect(v5.results).toHaveLength(2);
    expect(v5.results[0].hits).toHaveLength(2);
    expect(v5.results[0].hits[0].objectID).toBe('ratios-page');
    expect(v5.results[1].hits.map((h) => h.objectID)).toEqual(['sic-62020']);

    const viaHits = await client.searchForHits({requests: [{indexName: 'docs', query: 'finan'}]});
    expect(viaHits.results[0].hits[0].objectID).toBe('ratios-page');
    const empty = await client.search({requests: [{indexName: 'docs', query: ''}]});
    expect(empty.results[0]).toMatchObject({hits: [], nbHits: 0});

    await client.clearCache();
    await client.search({requests: [{indexName: 'docs', query: 'ratios'}]});
    expect(loads).toBe(1);
  });

  test('concurrent first searches share one load; a failed load is retried', async () => {
    let loads = 0;
    const client = createLocalSearchClient(async () => {
      loads++;
      if (loads === 1) throw new Error('network down');
      return RECORDS;
    });
    await expect(client.search({requests: [{indexName: 'docs', query: 'ratios'}]})).rejects.toThrow('network down');
    const [a, b] = await Promise.all([
      client.search({requests: [{indexName: 'docs', query: 'ratios'}]}),
      client.search({requests: [{indexName: 'docs', query: 'finan'}]}),
    ]);
    expect(loads).toBe(2);
    expect(a.results[0].nbHits).toBeGreaterThan(0);
    expect(b.results[0].nbHits).toBeGreaterThan(0);
  });
});
