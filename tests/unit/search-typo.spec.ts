import {test, expect} from '@playwright/test';
import {ids, search, hl} from '../support/search-fixtures';
import {typoDistance, typoRows} from '@site/packages/docs-search-engine/src/engine/typo';

test.describe('typo tolerance (typo.ts)', () => {
  test('typos are tolerated, and exact matches rank before typo matches', () => {
    const got = ids('finacial ratios');
    expect(got[0]).toBe('ratios-page');
    expect(got).toContain('ratios-content');
    const h = hl(search('finacial ratios').hits[0], 'hierarchy.lvl1');
    expect(h.value).toBe('<mark>Financial</mark> <mark>ratios</mark>');
    // "raitos" swaps two letters of "ratios": one typo (a transposition counts as one), which a
    // word of 4 to 7 letters is allowed
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

  test('typoDistance: substitutions, transpositions, the bound, and prefixes while typing', () => {
    const d = (q: string, t: string, k: number, prefix: boolean) => typoDistance(q, t, k, prefix, typoRows(q.length));
    expect(d('ratios', 'ratios', 1, false)).toBe(0);
    expect(d('finacial', 'financial', 2, false)).toBe(1); // one letter missing
    expect(d('raitos', 'ratios', 1, false)).toBe(1); // two letters swapped count once
    expect(d('abcd', 'wxyz', 1, false)).toBe(-1); // over the bound
    // As a prefix, "finam" is one typo away from "finan(cial)"; as a whole word it is not close.
    expect(d('finam', 'financial', 1, true)).toBe(1);
    expect(d('finam', 'financial', 1, false)).toBe(-1);
  });
});
