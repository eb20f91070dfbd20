import {test, expect} from '@playwright/test';
import {createIndex} from '@site/packages/docs-search-engine/src/engine';
import {parseQuery} from '@site/packages/docs-search-engine/src/engine/query';
import {RECORDS, search, ids, hl} from '../support/search-fixtures';

test.describe('query words (query.ts)', () => {
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

  test('stop words are ignored unless the query has nothing else', () => {
    const keywords = ids('search companies');
    expect(keywords[0]).toBe('search-tool');
    // asked as a question: the same hits first, then those that have only some of its words
    const question = ids('how do i search the companies');
    expect(question.slice(0, keywords.length)).toEqual(keywords);
    expect(question.length).toBeGreaterThan(keywords.length);
    const h = hl(search('what is the financial summary').hits[0], 'hierarchy.lvl2');
    expect(h.matchedWords).toEqual(['financial', 'summary']);
    expect(h.matchLevel).toBe('full');
    // Only stop words: they are searched for.
    const onlyStop = ids('the');
    expect(onlyStop.length).toBeGreaterThan(0);
    expect(onlyStop).toContain('body-ratios');
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

  test('parseQuery: stop words dropped, the last word a prefix unless a space follows, typo budget by length', () => {
    const index = createIndex(RECORDS);
    const words = (q: string) => parseQuery(index, q).map((w) => [w.text, w.prefix, w.maxTypos]);
    expect(words('how do i search the companies')).toEqual([
      ['search', false, 1],
      ['companies', true, 2],
    ]);
    expect(words('financial statements ')).toEqual([
      ['financial', false, 2],
      ['statements', false, 2],
    ]);
    expect(words('sic 62020')).toEqual([
      ['sic', false, 0],
      ['62020', true, 0],
    ]);
    expect(words('the')).toEqual([['the', true, 0]]);
  });
});
