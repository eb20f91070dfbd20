/**
 * Recall: every word of a page is findable, not only the start of a block.
 * Words and two-word phrases that occur on one page only, sampled from anywhere
 * in the built pages' prose (tests/support/search-recall.ts), each searched as
 * the modal searches (20 hits) over the built index: at least 95% must bring
 * up their page. Misses are listed.
 */
import {test, expect} from '@playwright/test';
import path from 'node:path';
import {readBuiltIndex} from '@site/packages/docs-search-engine/src/builtIndex';
import {createIndex} from '@site/packages/docs-search-engine/src/engine';
import {loadDocsContent} from '@site/packages/companylens-docs-service/src/mcp/content';
import {createDocsSearch} from '@site/packages/companylens-docs-service/src/mcp/search';
import {DEEP, misses, readTwins, sampleProbes, twinBlocks, type Probe} from '../support/search-recall';

const build = path.resolve(__dirname, '../../build');
const SAMPLE = 150;

const show = (probes: Probe[]) => probes.map((p) => `"${p.query}" (${p.page}, ${p.offset} characters in)`).join('\n');

test('search recall: words and phrases from anywhere in a block find their page', () => {
  const {words, phrases} = sampleProbes(readTwins(build), SAMPLE);
  expect(words.length).toBe(SAMPLE);
  expect(phrases.length).toBe(SAMPLE);
  // half the words, and every phrase, from deep in their block
  expect(words.filter((p) => p.offset >= DEEP).length).toBeGreaterThanOrEqual(SAMPLE / 2);
  expect(phrases.every((p) => p.offset >= DEEP)).toBe(true);

  const index = createIndex(readBuiltIndex(build).records);
  const missedWords = misses(index, words);
  const missedPhrases = misses(index, phrases);
  console.log(`recall: words ${SAMPLE - missedWords.length}/${SAMPLE}, phrases ${SAMPLE - missedPhrases.length}/${SAMPLE}`);
  expect(missedWords.length / SAMPLE, show(missedWords)).toBeLessThanOrEqual(0.05);
  expect(missedPhrases.length / SAMPLE, show(missedPhrases)).toBeLessThanOrEqual(0.05);
});

test('the sampler reads prose only: no code, no preamble, table rows and list items as blocks', () => {
  const md = [
    '# Title',
    '',
    '> Part of the docs. Index: https://x/llms.txt',
    '',
    'The description line.',
    '',
    'First paragraph with `inline_code` and a [link](https://x/y.md).',
    '',
    '```json',
    '{"hidden": "codeword"}',
    '```',
    '',
    '| Name | Meaning |',
    '| - | - |',
    '| `a\\_b` | **bold** cell |',
    '',
    '- one item',
    '- two item',
  ].join('\n');
  expect(twinBlocks(md)).toEqual(['First paragraph with inline_code and a link.', 'Name | Meaning', 'a_b | bold cell', 'one item', 'two item']);
});

test('search_docs, the docs MCP server\'s search, finds the same words on their pages', () => {
  const content = loadDocsContent(build);
  const searchDocs = createDocsSearch(content);
  const {words} = sampleProbes(readTwins(build), SAMPLE);
  const missed = words.filter((p) => !searchDocs(p.query, undefined, 10).some((h) => new URL(h.url).pathname.replace(/\/$/, '') === (p.page === '/' ? '' : p.page)));
  expect(missed.length / SAMPLE, show(missed)).toBeLessThanOrEqual(0.05);
  // a deep word's snippet is the text around it, not the start of its block
  const deep = words.find((p) => p.offset > 400)!;
  const hit = searchDocs(deep.query, undefined, 10).find((h) => new URL(h.url).pathname.replace(/\/$/, '') === (deep.page === '/' ? '' : deep.page))!;
  expect(hit.snippet.toLowerCase()).toContain(deep.query);
});
