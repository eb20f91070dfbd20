import {test, expect} from '@playwright/test';
import {
  createIndex,
  createLocalSearchClient,
  searchIndex,
  type SearchIndex,
  type SearchRecord,
  type SearchRequest,
  type HighlightResult,
  type SnippetResult,
} from '@site/src/plugins/search/engine';

type Level = 'lvl1' | 'lvl2' | 'lvl3';

/** A DocSearch-shaped record; `headings` are lvl1, lvl2, lvl3 in order. */
function rec(
  id: string,
  type: Level | 'content',
  headings: string[],
  content: string | null = null,
  extra: {lvl0?: string; url?: string; language?: string; tag?: string} = {},
): SearchRecord {
  return {
    objectID: id,
    url: extra.url ?? `/docs/${id}`,
    type,
    hierarchy: {
      lvl0: extra.lvl0 ?? 'Guides',
      lvl1: headings[0],
      lvl2: headings[1] ?? null,
      lvl3: headings[2] ?? null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    },
    content,
    language: extra.language ?? 'en',
    docusaurus_tag: extra.tag ?? 'docs-default-current',
  };
}

const RECORDS: SearchRecord[] = [
  rec('body-ratios', 'content', ['Getting started'], 'The server can compute ratios for any company you ask about.'),
  rec('ratios-page', 'lvl1', ['Financial ratios'], null, {lvl0: 'API Reference'}),
  rec('ratios-content', 'content', ['Financial ratios'], 'Liquidity and gearing ratios are derived from the latest filed accounts.', {lvl0: 'API Reference', url: '/docs/ratios-page#how'}),
  rec('summary-heading', 'lvl2', ['Company details', 'Financial summary'], null, {url: '/docs/company-details#financial-summary'}),
  rec('sic-62020', 'content', ['SIC codes'], 'Code 62020 covers information technology consultancy activities.'),
  rec('sic-62030', 'content', ['SIC codes'], 'Code 62030 covers computer facilities management activities.'),
  rec('doc-field', 'content', ['Company details', 'Fields'], 'The date_of_creation field is the incorporation date.'),
  rec('doc-birth', 'content', ['Officers'], 'Officers show a month and year of birth for privacy.'),
  rec('config', 'content', ['Installation', 'Claude Desktop'], 'Add the server to claude_desktop_config.json and restart the app.'),
  rec('rpc', 'content', ['Errors'], 'Invalid parameters return JSON-RPC error -32602 from tools/call.'),
  rec('search-tool', 'lvl1', ['Search companies'], null, {lvl0: 'API Reference'}),
  rec('xss', 'content', ['Security'], 'Never paste <script>alert("x")</script> & friends into a prompt.'),
];

let index: SearchIndex;
test.beforeAll(() => {
  index = createIndex(RECORDS);
});

function search(query: string, params: Omit<SearchRequest, 'query'> = {}) {
  return searchIndex(index, {indexName: 'docs', query, ...params});
}
function ids(query: string, params: Omit<SearchRequest, 'query'> = {}) {
  return search(query, params).hits.map((h) => h.objectID);
}
function hl(hit: {_highlightResult: unknown}, path: string): HighlightResult {
  return path.split('.').reduce<any>((o, k) => o?.[k], hit._highlightResult) as HighlightResult;
}
function sn(hit: {_snippetResult: unknown}, path: string): SnippetResult {
  return path.split('.').reduce<any>((o, k) => o?.[k], hit._snippetResult) as SnippetResult;
}

test.describe('ranking', () => {
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

  test('the last word matches as a prefix while typing', () => {
    const res = search('finan');
    expect(res.hits[0].objectID).toBe('ratios-page');
    expect(hl(res.hits[0], 'hierarchy.lvl1').value).toBe('<mark>Finan</mark>cial ratios');
    expect(hl(res.hits[0], 'hierarchy.lvl1').matchLevel).toBe('full');
    expect(hl(res.hits[0], 'hierarchy.lvl1').matchedWords).toEqual(['finan']);
  });

  test('a word followed by a space is complete, not a prefix', () => {
    expect(ids('finan ')).toEqual([]);
  });

  test('typos are tolerated, and exact matches rank before typo matches', () => {
    const got = ids('finacial ratios');
    expect(got[0]).toBe('ratios-page');
    expect(got).toContain('ratios-content');
    const h = hl(search('finacial ratios').hits[0], 'hierarchy.lvl1');
    expect(h.value).toBe('<mark>Financial</mark> <mark>ratios</mark>');
    // "ratio" (5 letters) allows one typo, but "rations" would need two.
    expect(ids('raitos').slice(0, 2)).toEqual(['ratios-page', 'ratios-content']);
  });

  test('no typos on short words', () => {
    expect(ids('sci')).toEqual([]); // not "sic"
  });

  test('numbers match exactly: 62020 does not find 62030', () => {
    expect(ids('62020')).toEqual(['sic-62020']);
    expect(ids('62030')).toEqual(['sic-62030']);
    expect(ids('code 62020')).toEqual(['sic-62020']);
  });

  test('identifiers are found whole and by their parts', () => {
    expect(ids('date_of_creation')).toEqual(['doc-field']);
    expect(ids('creation')).toEqual(['doc-field']);
    expect(ids('claude_desktop_config.json')).toEqual(['config']);
    expect(ids('config.json')).toEqual(['config']);
    expect(ids('claude_desktop_conf')).toEqual(['config']); // prefix while typing
    expect(ids('tools/call')).toEqual(['rpc']);
    expect(ids('-32602')).toEqual(['rpc']);
    expect(ids('32602')).toEqual(['rpc']);
    // Not in the index as an identifier: split into its parts.
    expect(ids('date-of-creation')).toEqual(['doc-field']);
    const h = hl(search('date_of_creation').hits[0], 'content');
    expect(h.value).toBe('The <mark>date_of_creation</mark> field is the incorporation date.');
    const part = hl(search('creation').hits[0], 'content');
    expect(part.value).toBe('The date_of_<mark>creation</mark> field is the incorporation date.');
  });

  test('stop words are ignored unless the query has nothing else', () => {
    expect(ids('how do i search the companies')).toEqual(ids('search companies'));
    expect(ids('search companies')[0]).toBe('search-tool');
    const h = hl(search('what is the financial summary').hits[0], 'hierarchy.lvl2');
    expect(h.matchedWords).toEqual(['financial', 'summary']);
    expect(h.matchLevel).toBe('full');
    // Only stop words: they are searched for.
    const onlyStop = ids('the');
    expect(onlyStop.length).toBeGreaterThan(0);
    expect(onlyStop).toContain('body-ratios');
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

  test('at most 3 hits per URL, keeping the best', () => {
    const many = [0, 1, 2, 3, 4].map((i) => rec(`dup${i}`, 'content', ['Dup'], `alpha ${'word '.repeat(i)}`, {url: '/same#x'}));
    const res = searchIndex(createIndex(many), {indexName: 'x', query: 'alpha'});
    expect(res.nbHits).toBe(3);
    expect(res.hits.map((h) => h.objectID)).toEqual(['dup0', 'dup1', 'dup2']);
    expect(searchIndex(createIndex(many), {indexName: 'x', query: 'alpha', distinct: false}).nbHits).toBe(5);
  });
});

test.describe('filters and paging', () => {
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

  test('facetFilters: outer array AND, inner array OR, negation', () => {
    const run = (facetFilters: SearchRequest['facetFilters']) =>
      searchIndex(idx, {indexName: 'x', query: 'widgets', facetFilters}).hits.map((h) => h.objectID).sort();
    expect(run(['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']])).toEqual(['en-cur', 'en-default']);
    expect(run(['language:fr'])).toEqual(['fr-cur']);
    expect(run(['language:de'])).toEqual([]);
    expect(run(['docusaurus_tag:-docs-default-1.0', 'language:en'])).toEqual(['en-cur', 'en-default']);
    expect(run('language:fr')).toEqual(['fr-cur']);
  });

  test('filters expressions', () => {
    const run = (filters: string) => searchIndex(idx, {indexName: 'x', query: 'widgets', filters}).hits.map((h) => h.objectID).sort();
    expect(run('language:en AND NOT docusaurus_tag:"docs-default-1.0"')).toEqual(['en-cur', 'en-default']);
    expect(run('(language:fr OR docusaurus_tag:default)')).toEqual(['en-default', 'fr-cur']);
    expect(() => run('language:')).toThrow(/filters/);
  });

  test('facet counts when facets are requested', () => {
    const res = searchIndex(idx, {indexName: 'x', query: 'widgets', facets: ['language']});
    expect(res.facets).toEqual({language: {en: 3, fr: 1}});
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
});

test.describe('response shape', () => {
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

  test('custom highlight tags', () => {
    const res = search('ratios', {highlightPreTag: '<em>', highlightPostTag: '</em>'});
    expect(hl(res.hits[0], 'hierarchy.lvl1').value).toBe('Financial <em>ratios</em>');
  });

  test('HTML in records comes back escaped', () => {
    const hit = search('script').hits[0];
    expect(hit.objectID).toBe('xss');
    const text = 'Never paste &lt;<mark>script</mark>&gt;alert(&quot;x&quot;)&lt;/<mark>script</mark>&gt; &amp; friends into a prompt.';
    expect(hl(hit, 'content').value).toBe(text);
    expect(sn(hit, 'content').value).not.toMatch(/<(?!\/?mark>)/);
    expect(sn(hit, 'content').value).toContain('&lt;<mark>script</mark>&gt;');
    // The raw attribute is returned as is, like Algolia.
    expect(hit.content).toContain('<script>');
  });

  test('an HTML query does not throw and never injects markup', () => {
    const res = search('<img src=x onerror=alert(1)>');
    for (const hit of res.hits) {
      for (const h of [hl(hit, 'content'), hl(hit, 'hierarchy.lvl1'), sn(hit, 'content')]) {
        if (!h) continue;
        expect(h.value).not.toMatch(/<(?!\/?mark>)/);
      }
    }
    expect(res.query).toBe('<img src=x onerror=alert(1)>');
    // Its words can still match ("alert" is in the xss record), escaped.
    expect(res.hits.map((h) => h.objectID)).toContain('xss');
  });

  test('snippets: at most N words around the match, with ellipses where cut', () => {
    const long = rec(
      'long',
      'content',
      ['Long'],
      'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty.',
    );
    const idx = createIndex([long]);
    const get = (query: string, spec: string, ellipsis?: string) =>
      sn(
        searchIndex(idx, {indexName: 'x', query, attributesToSnippet: [spec], snippetEllipsisText: ellipsis}).hits[0],
        spec.split(':')[0],
      );
    expect(get('twelve', 'content:5')).toEqual({value: '… eleven <mark>twelve</mark> thirteen fourteen fifteen …', matchLevel: 'full'});
    expect(get('two', 'content:4').value).toBe('one <mark>two</mark> three four …');
    expect(get('twenty', 'content:3').value).toBe('… eighteen nineteen <mark>twenty</mark>.');
    expect(get('twelve', 'content:5', '...').value).toBe('... eleven <mark>twelve</mark> thirteen fourteen fifteen ...');
    // No match: the first N words.
    expect(get('one', 'hierarchy.lvl1:5')).toEqual({value: 'Long', matchLevel: 'none'});
    const noMatch = sn(searchIndex(idx, {indexName: 'x', query: 'one', attributesToSnippet: ['content:3']}).hits[0], 'content');
    expect(noMatch.value).toBe('<mark>one</mark> two three …');
    // Default: content:10.
    const def = sn(searchIndex(idx, {indexName: 'x', query: 'fifteen'}).hits[0], 'content');
    // (The window slides left so that it still holds N words near the end.)
    expect(def.value).toBe('… eleven twelve thirteen fourteen <mark>fifteen</mark> sixteen seventeen eighteen nineteen twenty.');
  });

  test('empty, whitespace, long, emoji and non-Latin queries do not throw', () => {
    for (const q of ['', '   ', '\t\n']) {
      const res = search(q);
      expect(res).toMatchObject({hits: [], nbHits: 0, nbPages: 0, query: q});
    }
    const long = 'financial ratios '.repeat(12).slice(0, 200);
    expect(long).toHaveLength(200);
    expect(search(long).hits[0].objectID).toBe('ratios-page');
    expect(search('x'.repeat(200)).nbHits).toBe(0);
    for (const q of ['😀', '🚀 ratios', 'Компания', '会社の財務', 'مالية', 'ＦＩＮＡＮＣＩＡＬ', 'Fïnâncîål', '\u0000\uffff', '\ud83d']) {
      expect(() => search(q)).not.toThrow();
    }
    expect(ids('🚀 ratios')[0]).toBe('ratios-page');
    expect(ids('Fïnâncîål')[0]).toBe('ratios-page'); // accents stripped
    expect(ids('ＦＩＮＡＮＣＩＡＬ')[0]).toBe('ratios-page'); // NFKD folds full-width letters
  });

  test('accents in records are folded too', () => {
    const idx = createIndex([rec('cafe', 'lvl1', ['Café société'])]);
    const res = searchIndex(idx, {indexName: 'x', query: 'societe'});
    expect(res.hits.map((h) => h.objectID)).toEqual(['cafe']);
    expect(hl(res.hits[0], 'hierarchy.lvl1').value).toBe('Café <mark>société</mark>');
  });
});

test.describe('client', () => {
  test('loads records once, lazily, and accepts every request form', async () => {
    let loads = 0;
    const client = createLocalSearchClient(async () => {
      loads++;
      return RECORDS;
    });
    expect(client.appId).toBe('local');
    expect(client.transporter).toEqual({});
    client.addAlgoliaAgent('docsearch', '3.9.0');
    expect(loads).toBe(0);

    // algoliasearch v5: {requests}
    const v5 = await client.search({requests: [{indexName: 'docs', query: 'ratios', hitsPerPage: 2}, {indexName: 'docs', query: '62020'}]});
    expect(v5.results).toHaveLength(2);
    expect(v5.results[0].hits).toHaveLength(2);
    expect(v5.results[0].hits[0].objectID).toBe('ratios-page');
    expect(v5.results[1].hits.map((h) => h.objectID)).toEqual(['sic-62020']);

    // v4 / algoliasearch-helper: a bare array, params nested in an object …
    const v4 = await client.search([{indexName: 'docs', params: {query: 'ratios', hitsPerPage: 1}}]);
    expect(v4.results[0]).toMatchObject({nbHits: 3, hitsPerPage: 1, nbPages: 3, index: 'docs', query: 'ratios'});

    // … or URL-encoded, with JSON-encoded arrays.
    const encoded = `query=${encodeURIComponent('financial ratios')}&hitsPerPage=1&page=0&facetFilters=${encodeURIComponent(
      JSON.stringify(['language:en']),
    )}&attributesToSnippet=${encodeURIComponent(JSON.stringify(['content:5']))}&clickAnalytics=true`;
    const str = await client.search([{indexName: 'docs', params: encoded}]);
    expect(str.results[0]).toMatchObject({query: 'financial ratios', hitsPerPage: 1, page: 0});
    expect(str.results[0].hits[0].objectID).toBe('ratios-page');
    expect(str.results[0].queryID).toMatch(/^[0-9a-f]{32}$/);
    const numeric = await client.search([{indexName: 'docs', params: 'query=62020&hitsPerPage=5'}]);
    expect(numeric.results[0].query).toBe('62020');
    expect(numeric.results[0].hits.map((h) => h.objectID)).toEqual(['sic-62020']);
    const filtered = await client.search([{indexName: 'docs', params: `query=ratios&facetFilters=${encodeURIComponent('[["language:fr"]]')}`}]);
    expect(filtered.results[0].nbHits).toBe(0);

    const viaHits = await client.searchForHits({requests: [{indexName: 'docs', query: 'finan'}]});
    expect(viaHits.results[0].hits[0].objectID).toBe('ratios-page');
    const empty = await client.search({requests: [{indexName: 'docs', query: ''}]});
    expect(empty.results[0]).toMatchObject({hits: [], nbHits: 0});

    await client.clearCache();
    await client.search([{indexName: 'docs', query: 'ratios'}]);
    expect(loads).toBe(1);
  });

  test('concurrent first searches share one load; a failed load is retried', async () => {
    let loads = 0;
    const client = createLocalSearchClient(async () => {
      loads++;
      if (loads === 1) throw new Error('network down');
      return RECORDS;
    });
    await expect(client.search([{indexName: 'docs', query: 'ratios'}])).rejects.toThrow('network down');
    const [a, b] = await Promise.all([
      client.search([{indexName: 'docs', query: 'ratios'}]),
      client.search({requests: [{indexName: 'docs', query: 'finan'}]}),
    ]);
    expect(loads).toBe(2);
    expect(a.results[0].nbHits).toBeGreaterThan(0);
    expect(b.results[0].nbHits).toBeGreaterThan(0);
  });
});
