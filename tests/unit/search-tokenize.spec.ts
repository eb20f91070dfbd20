import {test, expect} from '@playwright/test';
import {createIndex, searchIndex} from '@site/packages/docs-search-engine/src/engine';
import {rec, search, ids, hl} from '../support/search-fixtures';
import {tokenize} from '@site/packages/docs-search-engine/src/engine/tokenize';

test.describe('tokeniser (tokenize.ts)', () => {
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

  test('accents in records are folded too', () => {
    const idx = createIndex([rec('cafe', 'lvl1', ['Café société'])]);
    const res = searchIndex(idx, {indexName: 'x', query: 'societe'});
    expect(res.hits.map((h) => h.objectID)).toEqual(['cafe']);
    expect(hl(res.hits[0], 'hierarchy.lvl1').value).toBe('Café <mark>société</mark>');
  });

  test('tokenize: identifiers whole (level 0), by parts (1) and by runs of parts (2); minus numbers; accents; one CJK character per word', () => {
    const toks = (text: string) => tokenize(text).tokens.map((t) => [t.text, t.pos, t.level]);
    expect(toks('claude_desktop_config.json')).toEqual([
      ['claude_desktop_config.json', 0, 0],
      ['claude', 0, 1],
      ['desktop', 1, 1],
      ['config', 2, 1],
      ['json', 3, 1],
      ['claude_desktop', 0, 2],
      ['desktop_config', 1, 2],
      ['config.json', 2, 2],
      ['claude_desktop_config', 0, 2],
      ['desktop_config.json', 1, 2],
    ]);
    expect(toks('-32602 Café 会社')).toEqual([
      ['-32602', 0, 0],
      ['32602', 0, 1],
      ['cafe', 1, 0],
      ['会', 2, 0],
      ['社', 3, 0],
    ]);
  });
});
