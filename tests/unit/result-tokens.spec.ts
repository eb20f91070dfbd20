import {test, expect} from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {encode} from 'gpt-tokenizer/encoding/o200k_base';
import {countResultTokens} from '@site/src/plugins/result-tokens';
import {toolResultTexts} from '@site/src/lib/data/docExamples';
import toolDocs from '@site/src/data/tool-docs.json';

const docs = path.resolve(__dirname, '../../docs');

type Message = {id?: unknown; method?: string; params?: {name?: string}; result?: {isError?: boolean; content?: {type: string; text?: string}[]}};
/**
 * A page's successful results of `tool`, read here without the plugin's reader
 * (src/lib/data/docExamples.ts): each JSON block (one message, or one a line), a result
 * counted when a tools/call of the tool with its id comes before it.
 */
function resultTexts(mdx: string, tool: string): string[] {
  const parse = (text: string): Message[] => {
    try {
      return [JSON.parse(text)];
    } catch {
      return text.includes('\n') ? text.split('\n').flatMap(parse) : [];
    }
  };
  const messages = [...mdx.matchAll(/^```json[^\n]*\n([^]*?)^```/gm)].flatMap(([, body]) => parse(body!.trim()));
  const calls = new Set<unknown>();
  const texts: string[] = [];
  for (const m of messages) {
    if (m.method === 'tools/call' && m.params?.name === tool) calls.add(m.id);
    else if (m.result && !m.result.isError && calls.has(m.id)) texts.push(...(m.result.content ?? []).filter((c) => c.type === 'text').map((c) => c.text!).slice(0, 1));
  }
  return texts;
}

test('each tool page has example results of its own tool, and each is counted', async () => {
  const tokens = await countResultTokens(docs);
  expect(Object.keys(tokens).sort()).toEqual(Object.keys(toolDocs).sort());
  for (const [name, doc] of Object.entries(toolDocs)) {
    const texts = resultTexts(fs.readFileSync(path.join(docs, 'api/tools', `${doc.slug}.mdx`), 'utf8'), name);
    expect(tokens[name], name).toEqual(texts.map((t) => encode(t).length).sort((a, b) => a - b));
    expect(tokens[name].length, name).toBeGreaterThan(0);
  }
  // the encoding is the one named: o200k_base splits these the way GPT-4o's tokenizer does
  expect(encode('hello world').length).toBe(2);
});

test('only successful results of the named tool count: not errors, not other tools, not results without their request', () => {
  const call = (id: number, name: string) => ({jsonrpc: '2.0', id, method: 'tools/call', params: {name, arguments: {}}});
  const result = (id: number, text: string, isError = false) => ({jsonrpc: '2.0', id, result: {content: [{type: 'text', text}], ...(isError ? {isError} : {})}});
  const page = [call(1, 'a'), result(1, 'one'), call(2, 'b'), result(2, 'two'), call(3, 'a'), result(3, 'bad', true), result(9, 'orphan')]
    .map((m) => '```json\n' + JSON.stringify(m, null, 2) + '\n```')
    .join('\n\n');
  expect(toolResultTexts(page, 'a')).toEqual(['one']);
});

test('a tool page without an example result stops the build, naming the page', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tokens-'));
  try {
    fs.cpSync(docs, dir, {recursive: true});
    fs.writeFileSync(path.join(dir, 'api/tools/search-companies.mdx'), '# No examples here\n');
    await expect(countResultTokens(dir)).rejects.toThrow(/search-companies\.mdx has no example result of search_companies/);
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
});
