/**
 * llms.txt and llms-full.txt as the build writes them (run `npx docusaurus build` first),
 * and the converter's Docusaurus handlers on a fixed page.
 */
import {test, expect} from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import {DOC_ROUTES, LISTED_ROUTES} from '../routes';
import {FEEDBACK_ENDPOINT, FEEDBACK_REASONS} from 'companylens-docs-contract';
import {articleToMarkdown} from '@site/src/plugins/llms-txt/toMarkdown';
import {articleOf, without} from '@site/src/plugins/toolbox/article';
import {parseHtml} from '@site/src/plugins/toolbox/builtPages';
import {select} from 'hast-util-select';
import {markdownTwinPath} from '@site/src/lib/agents/markdownTwin';

const buildDir = path.resolve(__dirname, '../../build');
const read = (file: string) => {
  const p = path.join(buildDir, file);
  expect(fs.existsSync(p), `${file} (build the site first)`).toBe(true);
  return fs.readFileSync(p, 'utf8');
};
const ITEM = /^- \[([^\]]+)\]\((\S+?)\)(?:: (.+))?$/;

test.describe('llms.txt', () => {
  test('follows the llmstxt.org layout and the sidebar, under 50,000 characters', () => {
    const text = read('llms.txt');
    expect(text.length).toBeLessThan(50_000);
    const blocks = text.trimEnd().split('\n\n');
    expect(blocks[0]).toBe('# CompanyLens MCP');
    expect(blocks[1]).toMatch(/^> Comprehensive UK company intelligence for AI assistants\. .*Companies House/);
    expect(blocks[2]).toMatch(/llms-full\.txt/);
    // names the docs MCP server's endpoint, under the same site URL
    const site = blocks[2].match(/\[llms-full\.txt\]\((\S+)llms-full\.txt\)/)![1];
    expect(blocks[2]).toContain(`MCP server at ${site}mcp (Streamable HTTP`);
    expect(text.match(/^#\s/gm)).toHaveLength(1); // one H1, no H3
    expect(text.match(/^## .*/gm)).toEqual([
      '## Overview',
      '## Getting Started',
      '## Concepts',
      '## API Reference: Tools',
      '## API Reference: Prompts',
      '## API Reference: Resources',
      '## Examples',
      '## Reference',
      '## Optional',
    ]);
    // every section is a list of `- [Title](url): description`, nothing else
    for (const section of text.split(/^## .*\n/m).slice(1)) {
      for (const line of section.trim().split('\n')) expect(line).toMatch(ITEM);
    }
    expect(text.split('## Optional\n')[1].trim()).toMatch(/^- \[Privacy policy\]\(\S+\/legal\/privacy-policy\.md\): \S/);
  });

  test('lists every doc page once, in sidebar order, linking to its twin', () => {
    const items = read('llms.txt').split('\n').filter((l) => ITEM.test(l)).map((l) => ITEM.exec(l)!);
    expect(items.map((m) => m[1])).toEqual(LISTED_ROUTES.map((r) => r.title)); // tests/routes.ts is in sidebar order
    const site = items[0][2].replace(/\/index\.md$/, '');
    expect(site).toMatch(/^https?:\/\/[^/]+/);
    items.forEach((m, i) => {
      expect(m[2]).toBe(site + markdownTwinPath(LISTED_ROUTES[i].path));
      expect(m[3], `${m[1]} has a description`).toBeTruthy();
      // the link resolves to a twin file in the build, which is that page's Markdown
      const twin = read(m[2].slice(site.length));
      expect(twin.startsWith(`# ${m[1]}\n\n> `)).toBe(true);
    });
  });

  test('llms-full.txt holds every page in sidebar order, each introduced by its title and URL', () => {
    const full = read('llms-full.txt');
    const site = ITEM.exec(read('llms.txt').split('\n').find((l) => ITEM.test(l))!)![2].replace(/\/index\.md$/, '');
    let last = -1;
    for (const route of LISTED_ROUTES) {
      const at = full.indexOf(`# ${route.title}\n\nURL: ${site}${route.path}\n`);
      expect(at, route.path).toBeGreaterThan(last);
      last = at;
      // and the page's body follows: its twin without the title and llms.txt pointer
      const body = read(markdownTwinPath(route.path)).split('\n\n').slice(2).join('\n\n');
      expect(full.includes(body.trimEnd()), `${route.path} body`).toBe(true);
    }
  });
});

test('llms.txt and every twin say in one line how an agent sends feedback', () => {
  // the one line naming both ways (a page may mention the tool elsewhere, as the installation page lists it)
  const line = (text: string) => {
    const lines = text.split('\n').filter((l) => l.includes('submit_feedback') && l.includes(FEEDBACK_ENDPOINT));
    expect(lines).toHaveLength(1);
    return lines[0];
  };
  const site = new URL(ITEM.exec(read('llms.txt').split('\n').find((l) => ITEM.test(l))!)![2]).origin;
  const index = line(read('llms.txt'));
  expect(index).toContain(`submit_feedback\` tool on ${site}/mcp`);
  expect(index).toContain(`POST ${site}${FEEDBACK_ENDPOINT}`);
  for (const route of DOC_ROUTES) {
    const twin = line(read(markdownTwinPath(route.path)));
    const post = JSON.parse(twin.match(/JSON `(\{.*?\})`/)![1]);
    expect(post, route.path).toEqual({page: route.path, helpful: false, reason: 'missing', comment: expect.any(String)});
    for (const reason of FEEDBACK_REASONS) expect(twin, route.path).toContain(reason);
  }
});

test.describe('converter', () => {
  const page = `<html><body><nav>Site menu</nav><article>
<nav aria-label="Breadcrumbs"><a href="/">Home</a></nav>
<div class="theme-doc-toc-mobile"><button>On this page</button></div>
<div class="theme-doc-markdown markdown"><header><h1>Demo</h1></header>
<h2 class="anchor" id="setup">Set up<a href="#setup" class="hash-link" aria-label="Direct link to Set up">\u200b</a></h2>
<p>See <a href="/getting-started/quickstart#step-1">the quickstart</a> and <a href="https://example.com/x">elsewhere</a>.</p>
<div class="theme-tabs-container tabs-container"><ul role="tablist"><li role="tab">Claude Code</li><li role="tab">Cursor</li></ul>
<div><div role="tabpanel"><p>Run it.</p><div class="language-bash codeBlockContainer_Ckt0 theme-code-block"><div class="codeBlockContent_QJqH"><pre class="prism-code language-bash"><code><div class="token-line"><span>claude mcp add x</span><br/></div><div class="token-line"><span>claude mcp list</span><br/></div></code></pre></div></div></div>
<div role="tabpanel" hidden><div class="language-json codeBlockContainer_Ckt0 theme-code-block"><div class="codeBlockTitle_OeMC">.cursor/mcp.json</div><div class="codeBlockContent_QJqH"><pre class="prism-code language-json"><code><div class="token-line"><span>{"a": 1}</span><br/></div></code></pre></div></div></div></div></div>
<div class="theme-admonition theme-admonition-note alert"><div class="admonitionHeading_Gvgb"><span><svg></svg></span>note</div><div class="admonitionContent_BuS1"><p>Illustrative data.</p></div></div>
<pre class="mermaid-source" aria-busy="true">
graph LR
  A --> B
</pre>
<details><summary>The <code>x</code> entry</summary><div><p>Inside.</p></div></details>
<table><thead><tr><th>Field</th><th>Description</th></tr></thead><tbody><tr><th scope="row"><code>a|b</code></th><td>One.<!-- --> <span>default 1</span></td></tr></tbody></table>
</div><footer class="theme-doc-footer">Last updated on 22 November 2026</footer></article></body></html>`;

  test('turns Docusaurus markup into plain Markdown', () => {
    const article = articleOf(parseHtml(page))!;
    const md = articleToMarkdown(without(article, [select('h1', article)!]), {
      pageUrl: 'https://docs.example.com/demo',
      twinOf: (url) => (url === 'https://docs.example.com/getting-started/quickstart' ? `${url}.md` : undefined),
    });
    expect(md).toBe(
      [
        '## Set up',
        'See [the quickstart](https://docs.example.com/getting-started/quickstart.md#step-1) and [elsewhere](https://example.com/x).',
        '**Claude Code**',
        'Run it.',
        '```bash\nclaude mcp add x\nclaude mcp list\n```',
        '**Cursor**',
        '```json title=".cursor/mcp.json"\n{"a": 1}\n```',
        '> **Note**\n>\n> Illustrative data.',
        '```mermaid\ngraph LR\n  A --> B\n```',
        '**The `x` entry**',
        'Inside.',
        '| Field | Description |\n| - | - |\n| `a\\|b` | One. default 1 |',
      ].join('\n\n') + '\n',
    );
    for (const chrome of ['Site menu', 'Home', 'On this page', 'Last updated', 'Demo', '\u200b']) expect(md).not.toContain(chrome);
  });
});
