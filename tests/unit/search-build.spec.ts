import {test, expect} from '@playwright/test';
import {createIndex} from '@site/packages/docs-search-engine/src/engine';
import {RECORDS, rec} from '../support/search-fixtures';

test.describe('index (build.ts)', () => {
  test('createIndex: one term per distinct word, ascending postings, one URL number per URL', () => {
    const index = createIndex(RECORDS);
    expect(new Set(index.terms).size).toBe(index.terms.length);
    for (const [term, id] of index.termIds) expect(index.terms[id]).toBe(term);
    for (const list of index.postings) {
      expect(list.length).toBeGreaterThan(0);
      for (let i = 1; i < list.length; i++) expect(list[i]).toBeGreaterThan(list[i - 1]);
    }
    const ratios = index.postings[index.termIds.get('ratios')!];
    expect(Array.from(ratios, (r) => RECORDS[r].objectID)).toEqual(['body-ratios', 'ratios-page', 'ratios-content']);
    expect(index.urlCount).toBe(new Set(RECORDS.map((r) => r.url)).size);
    // Sorted for prefix scans.
    const sorted = Array.from(index.sortedTermIds, (id) => index.terms[id]);
    expect(sorted).toEqual([...index.terms].sort());
  });

  test('createIndex: stop words and numbers are no typo targets; every field of a record is tokenised', () => {
    const index = createIndex([rec('a', 'content', ['The guide', 'Codes'], 'Code 62020 is for the IT sector.')]);
    const targets = new Set(Array.from(index.typoTargets, (id) => index.terms[id]));
    expect(targets.has('guide')).toBe(true);
    expect(targets.has('the')).toBe(false);
    expect(targets.has('62020')).toBe(false);
    // lvl0 "Guides" + lvl1 (2 words) + lvl2 (1) + content (7): 11 tokens.
    expect(index.tokStart[1] - index.tokStart[0]).toBe(11);
    expect(index.typeRank[0]).toBe(7);
    expect(index.ownLength[0]).toBe('Code 62020 is for the IT sector.'.length);
  });
});
