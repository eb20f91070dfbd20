/**
 * Each Markdown twin against its built HTML page (run `npx docusaurus build` first):
 * everything the article shows (headings, table cells, code) is in the twin.
 * The HTML side is read here with cheerio, independently of the plugin's converter.
 */
import {test, expect} from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import {load, type CheerioAPI} from 'cheerio';
import {DOC_ROUTES} from '../routes';
import {markdownTwinPath} from '@site/src/lib/agents/markdownTwin';
import {articleToMarkdown} from '@site/src/plugins/llms-txt/toMarkdown';
import {articleOf as articleOfPage} from '@site/src/plugins/toolbox/article';
import {parseHtml} from '@site/src/plugins/toolbox/builtPages';
import sic from '@site/src/data/sic-codes.json';
import {DOCS_MCP_CLIENTS, MCP_CLIENTS} from '@site/src/lib/clients/clients';

/** The converter's input as the plugin makes it: an article of the given HTML, parsed. */
const articleOf = (html: string) => articleOfPage(parseHtml(`<article>${html}</article>`))!;

const buildDir = path.resolve(__dirname, '../../build');
function built(route: string) {
  const htmlFile = path.join(buildDir, route, 'index.html');
  const twinFile = path.join(buildDir, markdownTwinPath(route));
  expect(fs.existsSync(htmlFile) && fs.existsSync(twinFile), `${route} and its twin (build the site first)`).toBe(true);
  const $ = load(fs.readFileSync(htmlFile, 'utf8'));
  $('article .hash-link').remove();
  return {$, article: $('article').first(), twin: fs.readFileSync(twinFile, 'utf8')};
}
/** Compare text without whitespace, Markdown's escapes and inline markers, or entity-encoded characters. */
const norm = (s: string) =>
  s
    .replace(/&#x([0-9a-f]+);/gi, (_, h) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/\]\(\S+?\)/g, '') // a link keeps its text
    .replace(/[\s\u200b\\`*_[\]]/g, '');
/** A code block's text as the reader sees it: one line per Prism token line. */
function codeText($: CheerioAPI, pre: Parameters<CheerioAPI>[0]) {
  const lines = $(pre).find('.token-line');
  return lines.length ? lines.map((_, l) => $(l).text()).get().join('\n') : $(pre).text().trim();
}

test.describe('every twin holds what its page shows', () => {
  for (const route of DOC_ROUTES) {
    test(route.path, () => {
      const {$, article, twin} = built(route.path);
      const md = norm(twin);
      expect(twin.split('\n')[0]).toBe(`# ${route.title}`);
      expect(twin.split('\n\n')[1]).toMatch(/^> .*https?:\/\/\S+\/llms\.txt\n> Feedback: /);
      const prose = twin.replace(/^```[^\n]*\n[\s\S]*?^```$/gm, '');
      expect(prose).not.toMatch(/^(import|export) |<[A-Z][A-Za-z]*[\s/>]/m); // no MDX or JSX outside code

      const headingLines = new Set(twin.split('\n').filter((l) => /^#{2,6} /.test(l)).map((l) => norm(l.replace(/^#+ /, ''))));
      article.find('h2, h3, h4, h5, h6').each((_, h) => {
        expect(headingLines.has(norm($(h).text())), `heading "${$(h).text()}"`).toBe(true);
      });
      article.find('th, td').each((_, cell) => {
        expect(md.includes(norm($(cell).text())), `table cell "${$(cell).text()}"`).toBe(true);
      });
      // every schema field as a table row: its path, its description, then its rules if it has any
      // (nested fields open or not)
      article.find('[data-path]').each((_, field) => {
        const fieldPath = $(field).attr('data-path');
        const description = $(field).children('dd').clone();
        description.children('details').remove();
        const rules = description.children('[class^="constraints"]').remove().text();
        const rows = twin.split('\n').filter((l) => l.startsWith(`| \`${fieldPath}\` |`));
        expect(rows.length, `field ${fieldPath}`).toBeGreaterThan(0);
        // a field without rules has an empty last cell where others in its list have some
        const ends = rules ? [`|${norm(description.text())}|${norm(rules)}|`] : [`|${norm(description.text())}|`, `|${norm(description.text())}||`];
        expect(rows.some((row) => ends.some((end) => norm(row).endsWith(end))), `description and rules of ${fieldPath}`).toBe(true);
      });
      article.find('dt, dd').each((_, item) => {
        if ($(item).closest('[data-path]').length) return;
        expect(md.includes(norm($(item).text())), `term or definition "${$(item).text()}"`).toBe(true);
      });
      // inline code word for word, spaces included (a <wbr> inside it once made the converter drop them)
      const flat = twin.replace(/\\\|/g, '|').replace(/\s+/g, ' ');
      article.find('code').each((_, code) => {
        if ($(code).closest('pre').length) return;
        const text = $(code).text().replace(/\u200b/g, '').replace(/\s+/g, ' ').trim();
        if (text) expect(flat.includes(text), `inline code "${text}"`).toBe(true);
      });
      article.find('pre').each((_, pre) => {
        const lang = /language-(\S+)/.exec($(pre).attr('class') ?? '')?.[1] ?? ($(pre).hasClass('mermaid-source') ? 'mermaid' : '');
        if (lang) expect(twin, `a ${lang} fence`).toContain('```' + lang);
        expect(md.includes(norm(codeText($, pre))), `code block "${codeText($, pre).slice(0, 60)}"`).toBe(true);
      });
      // nothing of the page's chrome
      for (const chrome of ['Direct link to', 'On this page', 'Last updated', 'Edit this page']) expect(twin).not.toContain(chrome);
    });
  }
});

test('the SIC codes twin has all 731 codes as table rows, each naming its section as the page does', () => {
  const {$, article, twin} = built('/reference/sic-codes');
  const rows = twin.split('\n').flatMap((l) => {
    const m = /^\| (\d{5}) \| .+ \| ([A-U]): (.+) \|$/.exec(l);
    return m ? [{code: m[1], letter: m[2], name: m[3]}] : [];
  });
  expect(rows).toHaveLength(731);
  expect(rows[0].code).toBe('01110');
  expect(rows.at(-1)!.code).toBe('99999');
  const titles = sic.sections as Record<string, {title: string}>;
  for (const r of rows) expect(r.name, r.code).toBe(titles[r.letter].title);
  expect(twin).toMatch(/^\| Code \| Description \| Section \|$/m);
  // the page names the section in the row that opens the code's row group
  const group = article.find('td').filter((_, td) => $(td).text() === '10832').closest('tbody');
  expect(group.find('th[scope="rowgroup"]').text()).toBe('C: Manufacturing');
  expect(twin).toMatch(/^\| 10832 \| Production of coffee and coffee substitutes \| C: Manufacturing \|$/m);
});

test('a schema field’s pattern and values reach the twins and the skill’s references as code, as written, with no Markdown escapes', () => {
  const patterns = new Set<string>();
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) {
        if (k === 'pattern' && typeof v === 'string') patterns.add(v);
        else walk(v);
      }
    }
  };
  for (const file of ['tools', 'schema-defs']) walk(JSON.parse(fs.readFileSync(path.resolve(__dirname, `../../src/data/${file}.json`), 'utf8')));
  expect(patterns.size).toBeGreaterThan(0);
  const full = fs.readFileSync(path.join(buildDir, 'llms-full.txt'), 'utf8');
  const refs = path.join(buildDir, '.well-known/agent-skills/companylens/references');
  const skill = fs.readdirSync(refs).map((f) => fs.readFileSync(path.join(refs, f), 'utf8')).join('\n');
  for (const p of patterns) expect(full, `pattern ${p}`).toContain(`matches \`${p}\``);
  for (const text of [full, skill]) expect(text).not.toMatch(/matches \^\\\[/); // `^\[…`, an escaped pattern
  expect(skill).toMatch(/matches `\^\[/);
  expect(full).toMatch(/\| `items_per_page` \| `integer` \| no \| .*default `20`; 1 to 100 \|$/m);
});

test('URLs in the twins keep their & as the page has them', () => {
  for (const route of DOC_ROUTES) {
    const prose = built(route.path).twin.replace(/^```[^\n]*\n[\s\S]*?^```$/gm, '');
    expect(prose, route.path).not.toMatch(/\]\([^)\s]*\\&/);
  }
  const {$, article, twin} = built('/getting-started/installation');
  const hrefs = article
    .find('a[href]')
    .map((_, a) => $(a).attr('href'))
    .get()
    .filter((h: string) => /^[a-z]+:/.test(h) && h.includes('&'));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) expect(twin).toContain(`](${href})`);
});

test('the converter writes a link destination with & unescaped unless it could read as a character reference', () => {
  const md = articleToMarkdown(articleOf('<p><a href="https://x.test/i?name=a&amp;config=b">go</a> <a href="https://x.test/?q=&amp;amp;">ref</a></p>'), {
    pageUrl: 'https://docs.example.com/p',
    twinOf: () => undefined,
  });
  expect(md).toBe('[go](https://x.test/i?name=a&config=b) [ref](https://x.test/?q=\\&amp;)\n');
});

test('the converter gives each row of a table of named row groups its group in a last column; other tables stay as they are', () => {
  const links = {pageUrl: 'https://docs.example.com/p', twinOf: () => undefined};
  const grouped = articleToMarkdown(
    articleOf(
      '<table data-group-label="Section"><thead><tr><th>Code</th><th>Description</th></tr></thead>' +
        '<tbody><tr><th colspan="2" scope="rowgroup">A: Farming</th></tr><tr><td>01110</td><td>Cereals</td></tr><tr><td>01120</td><td>Rice</td></tr></tbody>' +
        '<tbody><tr><th colspan="2" scope="rowgroup">B: Mining</th></tr><tr><td>05101</td><td>Coal</td></tr></tbody></table>',
    ),
    links,
  );
  expect(grouped).toBe(
    ['| Code | Description | Section |', '| - | - | - |', '| 01110 | Cereals | A: Farming |', '| 01120 | Rice | A: Farming |', '| 05101 | Coal | B: Mining |', ''].join('\n'),
  );
  const plain = articleToMarkdown(articleOf('<table><thead><tr><th>a</th><th>b</th></tr></thead><tbody><tr><td>1</td><td>2</td></tr></tbody></table>'), links);
  expect(plain).toBe(['| a | b |', '| - | - |', '| 1 | 2 |', ''].join('\n'));
});

test('the installation twin has every client of both pickers, each under its name with its code', () => {
  const {$, article, twin} = built('/getting-started/installation');
  const pickers = article.find('[data-client-picker]');
  expect(pickers.length).toBe(2);
  let from = 0;
  pickers.each((g, picker) => {
    const labels = $(picker).find('option').map((__, o) => $(o).text().trim()).get();
    const panels = $(picker).find('[data-client]').get();
    // the product's clients, then those for the docs' own MCP server, in the list's order
    expect(labels).toEqual((g === 0 ? MCP_CLIENTS : DOCS_MCP_CLIENTS).map((c) => c.label));
    expect(panels.map((p) => $(p).attr('data-client'))).toEqual((g === 0 ? MCP_CLIENTS : DOCS_MCP_CLIENTS).map((c) => c.id));
    labels.forEach((label, i) => {
      const at = twin.indexOf(`\n**${label}**\n`, from);
      expect(at, `client "${label}"`).toBeGreaterThanOrEqual(from);
      const next = i + 1 < labels.length ? twin.indexOf(`\n**${labels[i + 1]}**\n`, at) : twin.length;
      const section = twin.slice(at, next);
      $(panels[i]).find('pre').each((__, pre) => {
        expect(section, `code of "${label}"`).toContain(codeText($, pre));
      });
      for (const a of $(panels[i]).find('a[href^="http"]').get()) expect(section, `link of "${label}"`).toContain($(a).attr('href')!.slice(0, 40));
      from = i + 1 < labels.length ? next : at + 1;
    });
  });
});

test('a page with a diagram has its Mermaid source as a mermaid fence', () => {
  const withDiagram = DOC_ROUTES.filter((r) => built(r.path).article.find('pre.mermaid-source').length > 0);
  expect(withDiagram.length).toBeGreaterThanOrEqual(4);
  for (const route of withDiagram) {
    const {$, article, twin} = built(route.path);
    article.find('pre.mermaid-source').each((_, pre) => {
      expect(twin, route.path).toContain('```mermaid\n' + $(pre).text().trim() + '\n```');
    });
  }
});
