import {test, expect} from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import {readSearchConfig} from '@site/src/plugins/search/server/config';
import {firstWords, packIndex, unpackIndex} from '@site/packages/docs-search-engine/src/indexFormat';
import {readBuiltIndex} from '@site/packages/docs-search-engine/src/builtIndex';
import {indexFileName} from '@site/src/plugins/search/server/indexFile';
import {crawlerConfig} from '@site/src/plugins/search/server/crawlerConfig';
import {INDEX_SETTINGS} from '@site/src/plugins/search/server/indexSettings';
import os from 'node:os';
import {gzipSync} from 'node:zlib';
import {load} from 'cheerio';
import {recordsFromHtml, recordsFromMarkdown} from '@site/src/plugins/search/server/records';
import {DOC_ROUTES} from '../routes';

const root = path.resolve(__dirname, '../..');

test.describe('search configuration', () => {
  test('no variables: the local index', () => {
    expect(readSearchConfig({})).toEqual({mode: 'local', indexName: 'companylens-docs'});
    expect(readSearchConfig({ALGOLIA_APP_ID: ' ', ALGOLIA_SEARCH_API_KEY: ''}).mode).toBe('local');
  });
  test('all three: the hosted service', () => {
    expect(readSearchConfig({ALGOLIA_APP_ID: 'A', ALGOLIA_SEARCH_API_KEY: 'k', ALGOLIA_INDEX_NAME: 'i'})).toEqual({
      mode: 'algolia',
      appId: 'A',
      apiKey: 'k',
      indexName: 'i',
      hosts: [],
    });
  });
  test('ALGOLIA_HOSTS: a comma-separated list of URLs; anything else stops the build, naming it', () => {
    const base = {ALGOLIA_APP_ID: 'A', ALGOLIA_SEARCH_API_KEY: 'k', ALGOLIA_INDEX_NAME: 'i'};
    expect(readSearchConfig({...base, ALGOLIA_HOSTS: 'http://127.0.0.1:1, https://b.example/'})).toMatchObject({
      hosts: ['http://127.0.0.1:1', 'https://b.example/'],
    });
    expect(() => readSearchConfig({...base, ALGOLIA_HOSTS: 'search.example.com'})).toThrow(/ALGOLIA_HOSTS: "search.example.com" is not a URL/);
  });
  test('half configured: the error names what is missing', () => {
    expect(() => readSearchConfig({ALGOLIA_APP_ID: 'A'})).toThrow(/ALGOLIA_SEARCH_API_KEY and ALGOLIA_INDEX_NAME are missing/);
    expect(() => readSearchConfig({ALGOLIA_SEARCH_API_KEY: 'k', ALGOLIA_INDEX_NAME: 'i'})).toThrow(/ALGOLIA_APP_ID is missing/);
    expect(() => readSearchConfig({ALGOLIA_APP_ID: 'A', ALGOLIA_SEARCH_API_KEY: 'k'})).toThrow(/ALGOLIA_INDEX_NAME is missing/);
  });
});

const html = `<html><body><nav>Menu</nav><article><nav aria-label="Breadcrumbs">Home</nav>
<header><h1>Search companies</h1></header>
<p>Find companies by <code>name</code>.</p>
<h2 id="parameters">Parameters<a class="hash-link" href="#parameters">#</a></h2>
<div role="region"><table><thead><tr><th>Parameter</th><th>Type</th></tr></thead>
<tbody><tr><th><code>query</code></th><td data-search="skip"><code>string</code></td><td>Company name or number.</td></tr></tbody></table></div>
<h3 id="paging">Paging</h3><h4>No id here</h4><ul><li>Use <code>start_index</code><ul><li>nested item</li></ul></li></ul>
<pre><code>{"json": "not indexed"}</code></pre>
<p>Find companies by <code>name</code>.</p>
<script>alert(1)</script></article><footer>Footer</footer></body></html>`;

test.describe('records', () => {
  test('built HTML becomes DocSearch records per heading and block', () => {
    const records = recordsFromHtml(html, '/api/tools/search-companies', 'API Reference');
    const view = records.map((r) => [r.type, r.url, r.hierarchy.lvl2, r.hierarchy.lvl3, r.content]);
    expect(view).toEqual([
      ['lvl1', '/api/tools/search-companies', null, null, null],
      ['content', '/api/tools/search-companies', null, null, 'Find companies by name.'],
      ['lvl2', '/api/tools/search-companies#parameters', 'Parameters', null, null],
      ['content', '/api/tools/search-companies#parameters', 'Parameters', null, 'query — Company name or number.'],
      ['lvl3', '/api/tools/search-companies#paging', 'Parameters', 'Paging', null],
      ['lvl4', '/api/tools/search-companies#paging', 'Parameters', 'Paging', null],
      ['content', '/api/tools/search-companies#paging', 'Parameters', 'Paging', 'Use start_index'],
      ['content', '/api/tools/search-companies#paging', 'Parameters', 'Paging', 'nested item'],
      ['content', '/api/tools/search-companies#paging', 'Parameters', 'Paging', 'Find companies by name.'],
    ]);
    expect(records.every((r) => r.hierarchy.lvl0 === 'API Reference' && r.hierarchy.lvl1 === 'Search companies')).toBe(true);
    expect(records.every((r) => r.language === 'en' && r.docusaurus_tag === 'docs-default-current')).toBe(true);
    expect(new Set(records.map((r) => r.objectID)).size).toBe(records.length);
  });

  test('Markdown (development server) becomes records too', () => {
    const md = '---\ntitle: X\n---\nimport A from "a";\n\nIntro `date_of_creation` text.\n\n## Set the key\n\n- Use `COMPANIES_HOUSE_API_KEY`\n\n```json\n{"no": 1}\n```\n<Tabs>\n';
    const records = recordsFromMarkdown(md, '/x', 'Getting Started', 'Quick title');
    expect(records.map((r) => [r.type, r.url, r.content])).toEqual([
      ['lvl1', '/x', null],
      ['content', '/x', 'Intro date_of_creation text.'],
      ['lvl2', '/x#set-the-key', null],
      ['content', '/x#set-the-key', 'Use COMPANIES_HOUSE_API_KEY'],
    ]);
  });

  test('the packed index unpacks to the same records, each heading with its section\'s first words', () => {
    const records = recordsFromHtml(html, '/api/tools/search-companies', 'API Reference');
    const packed = packIndex(records);
    expect(packed.text.split('\n')).toHaveLength(4); // the repeated paragraph is stored once
    const strip = (rs: typeof records) => rs.map(({objectID, preview, ...r}) => r);
    const unpacked = unpackIndex(JSON.parse(JSON.stringify(packed)));
    expect(strip(unpacked)).toEqual(strip(records));
    // a hit on a heading has its section's first block to show; content records need none
    unpacked.forEach((r, i) => expect(r.preview, r.url).toBe(r.type !== 'content' && unpacked[i + 1]?.type === 'content' && unpacked[i + 1].url === r.url ? unpacked[i + 1].content : undefined));
    expect(unpacked.filter((r) => r.preview)).not.toHaveLength(0);
    expect(firstWords('word '.repeat(60).trim())).toMatch(/^(word ){39}word…$/);
  });
});

test('the built index: under budget, every page in it, URLs that exist', () => {
  const buildDir = path.join(root, 'build');
  const {bytes, records} = readBuiltIndex(buildDir);
  const gzipKB = gzipSync(bytes, {level: 9}).length / 1024;
  expect(gzipKB).toBeLessThan(100);
  const pages = new Set(records.map((r) => r.url.split('#')[0]));
  expect([...pages].sort()).toEqual(DOC_ROUTES.map((r) => r.path).sort());
  // every anchor in the index exists on its built page
  const anchors = new Map<string, string>();
  for (const r of records) {
    const [p, a] = r.url.split('#');
    if (!a) continue;
    if (!anchors.has(p)) anchors.set(p, fs.readFileSync(path.join(buildDir, p, 'index.html'), 'utf8'));
    expect(anchors.get(p), r.url).toMatch(new RegExp(`id="?${a.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"?[\\s>]`));
  }
});

test('the index file name hashes what the pages are built from: a change to any input renames it, nothing else does', () => {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'index-name-'));
  try {
    fs.mkdirSync(path.join(site, 'docs'));
    fs.mkdirSync(path.join(site, 'src/data'), {recursive: true});
    fs.writeFileSync(path.join(site, 'docs/intro.mdx'), '# Intro');
    fs.writeFileSync(path.join(site, 'src/data/tools.json'), '[]');
    const name = indexFileName(site, 'https://docs.example.com/');
    expect(name).toMatch(/^search-index\.[0-9a-f]{10}\.json$/);
    expect(indexFileName(site, 'https://docs.example.com/')).toBe(name);
    fs.writeFileSync(path.join(site, 'static.txt'), 'not an input');
    expect(indexFileName(site, 'https://docs.example.com/')).toBe(name);
    expect(indexFileName(site, 'https://docs.example.com/docs/')).not.toBe(name);
    fs.writeFileSync(path.join(site, 'src/data/tools.json'), '[{}]');
    const changed = indexFileName(site, 'https://docs.example.com/');
    expect(changed).not.toBe(name);
    fs.renameSync(path.join(site, 'docs/intro.mdx'), path.join(site, 'docs/start.mdx'));
    expect(indexFileName(site, 'https://docs.example.com/')).not.toBe(changed);
  } finally {
    fs.rmSync(site, {recursive: true, force: true});
  }
});

test('the crawler configuration is runnable JavaScript with the site, the index and the same settings push sets', () => {
  let config: any;
  const Crawler = function (this: unknown, c: unknown) {
    config = c;
  };
  new Function('Crawler', crawlerConfig('https://docs.example.com/docs/', 'my-index'))(Crawler);
  expect(config.startUrls).toEqual(['https://docs.example.com/docs/']);
  expect(config.sitemaps).toEqual(['https://docs.example.com/docs/sitemap.xml']);
  expect(config.actions[0].indexName).toBe('my-index');
  expect(config.initialIndexSettings).toEqual({'my-index': INDEX_SETTINGS});
  expect(() => crawlerConfig('docs.example.com', 'x')).toThrow();
});

test('every schema field of every built page is a search record of that page: its path, then its description', () => {
  const {records} = readBuiltIndex(path.join(root, 'build'));
  let fields = 0;
  for (const page of [...new Set(records.map((r) => r.url.split('#')[0]))]) {
    const $ = load(fs.readFileSync(path.join(root, 'build', page, 'index.html'), 'utf8'));
    const contents = records.filter((r) => r.url.split('#')[0] === page).map((r) => r.content ?? '');
    $('article [data-path]').each((_, field) => {
      fields++;
      const description = $(field).children('dd').clone();
      description.find('details, [data-search="skip"]').remove();
      const expected = [$(field).attr('data-path'), description.text().replace(/\s+/g, ' ').trim()].filter(Boolean).join(' — ');
      // long records are cut at a word and end with an ellipsis
      const found = contents.some((c) => c === expected || (c.endsWith('…') && expected.startsWith(c.slice(0, -1))));
      expect(found, `${page}: ${expected}`).toBe(true);
    });
  }
  expect(fields).toBeGreaterThan(300);
});
