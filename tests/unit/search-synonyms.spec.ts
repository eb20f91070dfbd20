/**
 * One-way synonyms (packages/companylens-docs-contract/search-synonyms.json): one line there turns a
 * query that found nothing into a hit, in the local index, in `search_docs`
 * and in what `npm run search:push` sends the hosted service.
 */
import {test, expect} from '@playwright/test';
import path from 'node:path';
import {readBuiltIndex} from '@site/packages/docs-search-engine/src/builtIndex';
import {createIndex, searchIndex, type SearchRecord} from '@site/packages/docs-search-engine/src/engine';
import {SEARCH_SYNONYMS, algoliaSynonyms} from 'companylens-docs-contract';
import {loadDocsContent} from '@site/packages/companylens-docs-service/src/mcp/content';
import {createDocsSearch} from '@site/packages/companylens-docs-service/src/mcp/search';

const build = path.resolve(__dirname, '../../build');
const FILE = 'packages/companylens-docs-contract/search-synonyms.json';
const pages = (index: ReturnType<typeof createIndex>, query: string) =>
  new Set(searchIndex(index, {query, hitsPerPage: 20}).hits.map((h) => String(h.url).split('#')[0]));

test('a query that finds nothing finds its page once the synonym file has its line', () => {
  const {records} = readBuiltIndex(build);
  expect(SEARCH_SYNONYMS.crn).toEqual(['company number']);
  expect(pages(createIndex(records), 'crn').size).toBe(0);
  expect(pages(createIndex(records, SEARCH_SYNONYMS), 'crn')).toContain('/concepts/company-identifiers');
  // the same line, added to an empty file, is all it takes
  expect(pages(createIndex(records, {crn: ['company number']}), 'crn')).toContain('/concepts/company-identifiers');
});

test('search_docs on the docs MCP server uses the same synonyms', () => {
  const searchDocs = createDocsSearch(loadDocsContent(build));
  expect(searchDocs('crn', undefined, 5).map((h) => new URL(h.url).pathname)).toContain('/concepts/company-identifiers');
});

test(`every line of ${FILE} finds something: its alternatives are words the docs use`, () => {
  const index = createIndex(readBuiltIndex(build).records);
  for (const [input, alternatives] of Object.entries(SEARCH_SYNONYMS)) {
    expect(input, `${FILE}: "${input}" must be lower case`).toBe(input.toLowerCase());
    for (const alternative of alternatives) {
      expect(pages(index, alternative).size, `${FILE}: "${input}" → "${alternative}" finds no page; use words the docs contain`).toBeGreaterThan(0);
    }
  }
});

test.describe('engine', () => {
  const rec = (url: string, content: string): SearchRecord => ({
    objectID: url,
    url,
    type: 'content',
    content,
    language: 'en',
    docusaurus_tag: 'docs-default-current',
    hierarchy: {lvl0: 'Docs', lvl1: url, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
  });
  const SYNONYMS = {'crn lookup': ['registration reference']};
  const records = [rec('/reference', 'Every firm has a registration reference.'), rec('/lookup', 'How a crn lookup works.'), rec('/other', 'Nothing to see.')];
  const index = createIndex(records, SYNONYMS);

  test('the input phrase, whole and in order, also searches for its alternative, its own hits first', () => {
    expect([...pages(index, 'crn lookup')]).toEqual(['/lookup', '/reference']);
    expect([...pages(index, 'CRN   Lookup')]).toEqual(['/lookup', '/reference']);
    const hit = searchIndex(index, {query: 'crn lookup'}).hits[1];
    expect(hit._highlightResult?.content).toMatchObject({value: 'Every firm has a <mark>registration</mark> <mark>reference</mark>.'});
  });

  test('one way only, and not for part of the phrase or its words in another order', () => {
    expect([...pages(index, 'registration reference')]).toEqual(['/reference']);
    expect([...pages(index, 'lookup crn')]).toEqual(['/lookup']);
    expect(pages(index, 'crn').has('/reference')).toBe(false);
  });
});

test('search:push sends them as the hosted service\'s one-way synonyms', () => {
  const sent = algoliaSynonyms({'companies house number': ['company number'], crn: ['company number']});
  expect(sent).toEqual([
    {objectID: 'oneway-companies-house-number', type: 'onewaysynonym', input: 'companies house number', synonyms: ['company number']},
    {objectID: 'oneway-crn', type: 'onewaysynonym', input: 'crn', synonyms: ['company number']},
  ]);
});
