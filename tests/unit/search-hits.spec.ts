/** What the three result lists do to hits before they show them (shared/hits.ts), and how a long query is cut (shared/queryLimit.ts). */
import {test, expect} from '@playwright/test';
import {foldAlike, sameTextKey, withRowKey} from '@site/packages/docs-search-engine/src/hits';
import {cutQuery, MAX_QUERY} from '@site/packages/docs-search-engine/src/queryLimit';
import {groupResults, type Hit} from '@site/src/plugins/search/theme/SearchPage/results';
import {rec} from '../support/search-fixtures';

test('hits that read the same on several pages fold into the first, naming each page; on one page they stay apart', () => {
  const hits = [
    rec('a', 'lvl2', ['Search companies', 'Rate limits'], null, {url: '/search#rate-limits'}),
    rec('b', 'content', ['Installation'], 'Companies House allows 600 requests in 5 minutes.', {url: '/install'}),
    rec('c', 'lvl2', ['Get company details', 'Rate limits'], null, {url: '/details#rate-limits'}),
    rec('d', 'lvl2', ['Search companies', 'Rate limits'], null, {url: '/search#rate-limits-2'}),
    rec('e', 'lvl3', ['Get company details', 'Result', 'Rate limits'], null, {url: '/details#result-rate-limits'}),
  ];
  const folded = foldAlike(hits, sameTextKey, (h) => ({title: h.hierarchy.lvl1, url: h.url}));
  expect(folded.map((f) => [f.hit.objectID, f.pages.map((p) => p.title)])).toEqual([
    ['a', ['Search companies', 'Get company details']],
    ['b', ['Installation']],
    ['d', ['Search companies']], // the same text again on a page already named: its own line
    ['e', ['Get company details']], // another heading above it: not the same hit
  ]);
});

test('a row cut before its match keeps its key, then its words from the match on; other snippets are as they were', () => {
  const row = '<mark>company_status</mark> — Status key: active, dissolved, liquidation, <mark>insolvency</mark>-proceedings, removed.';
  expect(withRowKey(row, '… dissolved, liquidation, <mark>insolvency</mark>-proceedings, …')).toBe('<mark>company_status</mark> — … <mark>insolvency</mark>-proceedings, …');
  expect(withRowKey('company_status — Status key: active', 'company_status — Status key: active')).toBe('company_status — Status key: active');
  // a paragraph's dash far into it starts no key
  expect(withRowKey('Each application may make 600 requests in each five-minute period — no more.', '… five-minute period — no more.')).toBe('… five-minute period — no more.');
  // without highlight tags (search_docs), the window is kept whole after the key
  expect(withRowKey('code — one, two, three', '… two, three', {pre: ''})).toBe('code — … two, three');
});

test('/search: sections that read the same on several pages are one entry naming them; the rest stay under their page', () => {
  const hit = (id: string, type: 'lvl2' | 'content', page: string, heading: string, content: string | null = null): Hit => ({
    ...rec(id, type, [page, heading], content, {url: `/${page.replace(/ /g, '-')}#${heading}`}),
    _snippetResult: content ? {content: {value: content}} : undefined,
  });
  const groups = groupResults([
    hit('1', 'content', 'Installation', 'limits', 'Companies House allows 600 requests in 5 minutes.'),
    hit('2', 'lvl2', 'Search companies', 'Rate limits'),
    hit('3', 'content', 'Search companies', 'Rate limits', 'One call makes these requests:'),
    hit('4', 'lvl2', 'Get company details', 'Rate limits'),
    hit('5', 'content', 'Get company details', 'Rate limits', 'One call makes these requests:'),
    hit('6', 'content', 'Get company details', 'Errors', 'The company number is not one.'),
  ]);
  expect(groups.map((g) => (g.kind === 'page' ? `page ${g.path}` : `folded ${g.pages.map((p) => p.title).join(', ')}`))).toEqual([
    'page /Installation',
    'folded Search companies, Get company details',
    'page /Get-company-details',
  ]);
});

test('a query over 64 characters is cut after its last whole word', () => {
  const long = 'registered office address and the officers of a company in Scotland';
  expect(long.length).toBeGreaterThan(MAX_QUERY);
  expect(long.slice(0, MAX_QUERY)).toMatch(/Scotl$/);
  expect(cutQuery(long)).toBe('registered office address and the officers of a company in');
  expect(cutQuery('short query')).toBe('short query');
  // a word ending exactly at the limit is whole
  expect(cutQuery(`${'a'.repeat(60)} abc defg`)).toBe(`${'a'.repeat(60)} abc`);
  // one word longer than the box: its first 64 characters, there being no word end to cut at
  expect(cutQuery('x'.repeat(80))).toBe('x'.repeat(64));
});
