/**
 * The tool changelog as the build writes it (run `npx docusaurus build` first):
 * the Atom feed, its place in llms.txt and in every page's head, the Changelog
 * page's Markdown twin, and a tool page's "Versions" line.
 */
import {test, expect} from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import {changelog, entryId} from '@site/src/lib/data/changelog';

const buildDir = path.resolve(__dirname, '../../build');
const read = (file: string) => {
  const p = path.join(buildDir, file);
  expect(fs.existsSync(p), `${file} (build the site first)`).toBe(true);
  return fs.readFileSync(p, 'utf8');
};

test('the Atom feed has one entry per version, newest first, linked to the Changelog page', () => {
  const $ = cheerio.load(read('changelog.xml'), {xml: true});
  expect($('feed').attr('xmlns')).toBe('http://www.w3.org/2005/Atom');
  const site = $('feed > link[rel="alternate"]').attr('href')!;
  expect(site).toMatch(/^https?:\/\/[^/]+\/reference\/changelog$/);
  expect($('feed > link[rel="self"]').attr('href')).toBe(site.replace('reference/changelog', 'changelog.xml'));
  const entries = $('entry').toArray().map((e) => ({id: $(e).find('id').text(), updated: $(e).find('updated').text(), content: $(e).find('content').text()}));
  expect(entries.map((e) => e.id)).toEqual(changelog.entries.map((e) => `${site}#${entryId(e.version)}`));
  expect(entries.map((e) => e.updated.slice(0, 10))).toEqual(changelog.entries.map((e) => e.date));
  // the first recorded version lists every tool, linked to its page
  const first = cheerio.load(entries[entries.length - 1].content);
  expect(first('li').length).toBe(changelog.entries[changelog.entries.length - 1].changes.length);
  expect(first('a[href$="/api/tools/search-companies"]').text()).toBe('tool search_companies: tool search_companies added');
});

test('feed readers find the feed from any page, and agents from llms.txt', () => {
  const $ = cheerio.load(read('index.html'));
  expect($('link[rel="alternate"][type="application/atom+xml"]').attr('href')).toBe('/changelog.xml');
  const llms = read('llms.txt');
  expect(llms).toMatch(/in an Atom feed to poll: https?:\/\/\S+\/changelog\.xml\./);
  expect(llms).toMatch(/^- \[Changelog\]\(\S+\/reference\/changelog\.md\): Every change to the CompanyLens tools/m);
});

test('the Changelog page has its Markdown twin, with every version and change class', () => {
  const twin = read('reference/changelog.md');
  for (const entry of changelog.entries) expect(twin).toContain(`\n## ${entry.version}\n`);
  expect(twin).toContain('- Additive Tool [`search_companies`](');
  expect(twin).toContain('[changelog.xml](');
});

test('a tool page says which version added it, linked to that entry', () => {
  const $ = cheerio.load(read('api/tools/search-companies/index.html'));
  const row = $('dl[aria-label] > div').filter((_, d) => $(d).find('dt').text() === 'Versions');
  expect(row.find('dd').text()).toBe(`Added in ${changelog.entries[changelog.entries.length - 1].version}`);
  expect(row.find('dd a').attr('href')).toBe(`/reference/changelog#${entryId(changelog.entries[changelog.entries.length - 1].version)}`);
});
