import {test, expect} from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import {extractSiteSourceCodeTranslations} from '@docusaurus/core/lib/server/translations/translationsExtractor';
import {selectAll} from 'hast-util-select';
import type {Element, Nodes} from 'hast';
import {builtPage} from '@site/src/plugins/toolbox/builtPages';
import code from '../../i18n/en/code.json';
import {FOOTER_COPYRIGHT, MCP_SERVER, SITE_TITLE} from '@site/src/constants';
import {MCP_CLIENTS} from '@site/src/lib/clients/clients';

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

test("every word of the installation page's client pickers is in the catalogue `docusaurus write-translations` writes", async () => {
  const declared = Object.values(await extractSiteSourceCodeTranslations({siteDir: root, plugins: []})).map((m) => m.message);
  const esc = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // what a {placeholder} can stand for here: a client's name, what a picker sets up, the key's placeholder, variable or command; {link} and {links}, links
  const values = [...MCP_CLIENTS.map((c) => c.label), 'these docs', MCP_SERVER.keyPlaceholder, `\${env:${MCP_SERVER.keyEnv}}`, MCP_SERVER.keyEnv, `${MCP_SERVER.command} ${MCP_SERVER.args.join(' ')}`];
  const LINK = '\u0001';
  // each message as the text it renders, its Markdown (**bold**, `code`) as text; in a sentence each link is LINK, alone a link is its text
  const pattern = (inSentence: boolean) => {
    const any = `(?:${declared
        .map((m) =>
          m
            .replace(/\*\*|`/g, '')
            .split(/(\[[^\]]+\]\([^)]+\)|\{\w+\})/)
            .map((part, i) => (i % 2 === 0 ? esc(part) : part.startsWith('[') ? (inSentence ? LINK : esc(part.slice(1, part.indexOf(']')))) : /^\{links?\}$/.test(part) ? `${LINK}(?:(?:, | or )${LINK})*` : `(?:${values.map(esc).join('|')})`))
            .join(''),
        )
        .join('|')})`;
    return new RegExp(`^${any}${any}?$`); // one message, or two side by side (the vendor page, then its install link's)
  };
  const [sentence, alone] = [pattern(true), pattern(false)];
  const text = (n: Nodes, inSentence: boolean): string =>
    n.type === 'text' ? n.value : n.type === 'element' && n.tagName === 'a' && inSentence ? LINK : 'children' in n ? n.children.map((c) => text(c, inSentence)).join('') : '';
  const tree = builtPage(path.join(root, 'build/getting-started/installation/index.html'));
  const pickers = selectAll('[data-client-picker]', tree);
  expect(pickers.length).toBe(2); // the product's and these docs'
  const unknown: string[] = [];
  for (const picker of pickers) {
    // the words, not the data (the clients' names, the code)
    const shown: [string, RegExp, Element][] = [
      ...selectAll('p, th, label, h3, td:not(:has(code))', picker).map((e) => [text(e, true), sentence, e] as [string, RegExp, Element]),
      ...selectAll('a', picker).map((e) => [text(e, false), alone, e] as [string, RegExp, Element]),
      ...selectAll('optgroup', picker).map((e) => [String(e.properties.label), alone, e] as [string, RegExp, Element]),
      ...selectAll('[role=region]', picker).map((e) => [String(e.properties.ariaLabel), alone, e] as [string, RegExp, Element]),
      // a client's name or a block's title is data (Claude Desktop, settings.json) unless it is
      // words: a word in lower case, or a space in a title
      ...selectAll('option', picker)
        .filter((e) => /(^|\s)\(?[a-z]+\b/.test(text(e, false)))
        .map((e) => [text(e, false), alone, e] as [string, RegExp, Element]),
      ...selectAll('[class^=codeBlockTitle]', picker)
        .filter((e) => /\s/.test(text(e, false).trim()))
        .map((e) => [text(e, false), alone, e] as [string, RegExp, Element]),
    ];
    for (const [words, known, e] of shown) {
      const one = words.replace(/\s+/g, ' ').trim();
      // a link of a message's Markdown ("[how](/…)") is that message's, checked with its sentence
      if (e.tagName === 'a' && declared.some((m) => m.includes(`[${one}](`))) continue;
      if (!known.test(one)) unknown.push(`<${e.tagName}> ${one.slice(0, 100)}`);
    }
  }
  expect(unknown).toEqual([]);
});
