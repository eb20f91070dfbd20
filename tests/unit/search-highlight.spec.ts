import {test, expect} from '@playwright/test';
import {createIndex, searchIndex} from '@site/packages/docs-search-engine/src/engine';
import {rec, search, hl, sn} from '../support/search-fixtures';

test.describe('highlights and snippets (highlight.ts)', () => {
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
});
