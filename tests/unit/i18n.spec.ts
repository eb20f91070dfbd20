import {test, expect} from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import {extractSiteSourceCodeTranslations} from '@docusaurus/core/lib/server/translations/translationsExtractor';
import code from '../../i18n/en/code.json';
import {FOOTER_COPYRIGHT, SITE_TITLE} from '@site/src/constants';

const root = path.resolve(__dirname, '../..');
const messages = code as Record<string, {message: string}>;

test('i18n/en/code.json keeps the wording the site code declares', async () => {
  // what `docusaurus write-translations` reads from src/: each translate() and <Translate> by its id
  const declared = await extractSiteSourceCodeTranslations({siteDir: root, plugins: []});
  const overridden = Object.entries(messages).filter(([id]) => declared[id]); // the others are theme strings the site does not declare
  expect(overridden.length).toBeGreaterThan(30);
  for (const [id, {message}] of overridden) expect(declared[id]!.message, `${id}: code.json says ${JSON.stringify(message)}`).toBe(message);
});

test('the spec wording of the search screens and error pages', () => {
  const m = (id: string) => messages[id]?.message;
  expect(m('theme.SearchModal.placeholder')).toBe('Search docs');
  expect(m('theme.SearchModal.startScreen.noRecentSearchesText')).toBe('No recent searches');
  expect(m('theme.SearchModal.noResultsScreen.noResultsText')).toBe('No results for');
  expect(m('theme.SearchModal.noResultsScreen.suggestedQueryText')).toBe('Try searching for');
  expect(m('theme.SearchModal.noResultsScreen.reportMissingResultsText')).toBe('Believe this query should return results?');
  expect(m('theme.SearchModal.errorScreen.titleText')).toBe('Unable to fetch results');
  expect(m('theme.SearchModal.errorScreen.helpText')).toBe('You might want to check your network connection.');
  expect(m('site.crash.title')).toBe('This page crashed');
  expect(m('theme.Error.pageTitle')).toBe('Page Error');
});

test('the English footer and navbar translations say what the config says', () => {
  // a stale message here silently replaces the config's text on every page
  const footer = JSON.parse(fs.readFileSync(path.join(root, 'i18n/en/docusaurus-theme-classic/footer.json'), 'utf8'));
  expect(footer.copyright.message).toBe(FOOTER_COPYRIGHT);
  const navbar = JSON.parse(fs.readFileSync(path.join(root, 'i18n/en/docusaurus-theme-classic/navbar.json'), 'utf8'));
  expect(navbar.title.message).toBe(SITE_TITLE);
});

test('the interface text is British English: no message uses a US spelling the lint flags (Favourite, not Favorite)', () => {
  // the flagWords of cspell.config.yaml, one `- us->british` a line
  const config = fs.readFileSync(path.join(root, 'cspell.config.yaml'), 'utf8');
  const flagged = [...config.matchAll(/^\s+- ([a-z]+)->([a-z]+)$/gm)].map((m) => m[1]!);
  expect(flagged).toEqual(expect.arrayContaining(['favorite', 'favorites', 'color', 'catalog']));
  const us = new RegExp(`\\b(${flagged.join('|')})\\b`, 'i');
  const found = Object.entries(messages).filter(([, {message}]) => us.test(message)).map(([id, {message}]) => `${id}: ${message}`);
  expect(found).toEqual([]);
  expect(messages['theme.SearchModal.startScreen.favoriteSearchesTitle']?.message).toBe('Favourite');
});

test('no count on the built pages disagrees with its noun: "Fields in links (1)", never "1 fields in links"', () => {
  const pages = (dir: string): string[] =>
    fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => (e.isDirectory() ? pages(path.join(dir, e.name)) : e.name.endsWith('.html') ? [path.join(dir, e.name)] : []));
  const html = pages(path.join(root, 'build')).map((f) => fs.readFileSync(f, 'utf8'));
  expect(html.filter((h) => /Fields in \w+ \(1\)/.test(h)).length).toBeGreaterThan(0);
  expect(html.filter((h) => /\b1 fields in /.test(h))).toEqual([]);
});
