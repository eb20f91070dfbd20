/**
 * A writer's mistakes stop the build or `npm run lint` with a message naming
 * file and line, and a new page added as CONTRIBUTING.md says needs no other
 * edit. Each build runs in a throwaway copy of the site (tests/support/site-copy)
 * with the fixtures of tests/fixtures/writer-mistakes added to its docs. Its own
 * Playwright project ("writer"), which tools/run.mjs runs before the site builds.
 */
import {test, expect} from '@playwright/test';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {readPageList} from '@site/src/plugins/page-list/list';
import {DESCRIPTION_MAX} from '@site/src/remark/docChecks';
import {markdownTwinPath} from '@site/src/lib/markdownTwin';
import {readBuiltIndex} from '@site/src/plugins/search/server/builtIndex';
import {buildSite, copySite, put, root} from '../support/site-copy';

const FIXTURES = path.join(root, 'tests/fixtures/writer-mistakes');
const fixture = (name: string) => fs.readFileSync(path.join(FIXTURES, `${name}.mdx`), 'utf8');
/** The 1-based line of the first line of a fixture holding `text`. */
const lineOf = (name: string, text: string) => fixture(name).split('\n').findIndex((l) => l.includes(text)) + 1;

/** A copy of the site with these fixtures in docs/mistakes/. */
function siteWith(...names: string[]): string {
  const dir = copySite();
  for (const name of names) put(dir, `docs/mistakes/${name}.mdx`, fixture(name));
  return dir;
}

test.describe('the build stops on a writer mistake, naming file and line', () => {
  test.setTimeout(240_000);
  const copies: string[] = [];
  test.afterAll(() => copies.forEach((dir) => fs.rmSync(dir, {recursive: true, force: true})));

  test('a doc in no sidebar, not marked unlisted', () => {
    const dir = siteWith('not-in-sidebar');
    copies.push(dir);
    const {status, output} = buildSite(dir);
    expect(status).not.toBe(0);
    expect(output).toContain(
      `docs/mistakes/not-in-sidebar.mdx:1: the page "mistakes/not-in-sidebar" is in no sidebar, so it would be missing from the navigation and llms.txt. Add 'mistakes/not-in-sidebar' to sidebars.ts, or put \`unlisted: true\` in its front matter`,
    );
  });

  test('front matter, heading ids, images and Markdown links inside pages, every page named at once', () => {
    const names = ['no-description', 'empty-title', 'long-description', 'duplicate-headings', 'missing-jsx-image', 'missing-markdown-image', 'broken-links'];
    const dir = siteWith(...names);
    copies.push(dir);
    const {status, output} = buildSite(dir);
    expect(status).not.toBe(0);
    const at = (name: string, line: number) => `docs/mistakes/${name}.mdx:${line}: `;
    expect(output).toContain(`${at('no-description', 1)}front matter has no description: add \`description:\``);
    expect(output).toContain(`${at('empty-title', lineOf('empty-title', 'title:'))}front matter has no title: add \`title:\``);
    const long = /^description: (.*)$/m.exec(fixture('long-description'))![1];
    expect(long.length).toBeGreaterThan(DESCRIPTION_MAX);
    expect(output).toContain(
      `${at('long-description', lineOf('long-description', 'description:'))}front matter description is ${long.length} characters; at most ${DESCRIPTION_MAX} fit its line in llms.txt`,
    );
    const [first, second] = fixture('duplicate-headings')
      .split('\n')
      .flatMap((l, i) => (l === '## Example' ? [i + 1] : []));
    expect(output).toContain(`${at('duplicate-headings', second)}heading id "example" is already used by the heading on line ${first}`);
    expect(output).toContain(
      `${at('missing-jsx-image', lineOf('missing-jsx-image', '<img'))}<img> src points to static/img/no-such-diagram.svg, which does not exist`,
    );
    // Docusaurus's own checks, made to throw in docusaurus.config.ts
    expect(output).toContain(
      `Markdown image with URL \`./no-such-screenshot.png\` in source file "docs/mistakes/missing-markdown-image.mdx" (${lineOf('missing-markdown-image', '![')}:1) couldn't be resolved`,
    );
    expect(output).toContain(`Markdown link with URL \`./no-such-page.mdx\` in source file "docs/mistakes/broken-links.mdx" (${lineOf('broken-links', 'See [')}:5) couldn't be resolved`);
  });

  test('after a sync adds tools, every TODO(reference:sync) left is named in one run, before any other check stops at the skeletons', () => {
    const dir = copySite();
    copies.push(dir);
    const sync = spawnSync('node', ['node_modules/jiti/bin/jiti.js', 'src/reference/cli.ts', 'sync', '--stdio', 'node node_modules/jiti/bin/jiti.js tests/support/reference-server.ts --variant three-new'], {cwd: dir, encoding: 'utf8'});
    expect(sync.stderr).toBe('');
    expect(sync.status).toBe(0);
    const {status, output} = buildSite(dir);
    expect(status).not.toBe(0);
    // each placeholder of both skeleton pages (front matter and body, where MDX reads ":sync" as a directive) and of both tool-docs.json entries
    const marked = (file: string) => fs.readFileSync(path.join(dir, file), 'utf8').split('\n').flatMap((l, i) => (l.includes('TODO(reference:sync)') ? [`  ${file}:${i + 1}: `] : []));
    const expected = ['docs/api/tools/api-get-officer.mdx', 'docs/api/tools/search-officers.mdx', 'src/data/tool-docs.json'].flatMap(marked);
    expect(expected).toHaveLength(14);
    expect(output).toContain('14 placeholders TODO(reference:sync) left by npm run reference:sync in 3 files; a writer replaces each before the site builds:');
    for (const line of expected) expect(output).toContain(line);
    // the page list, which would stop at the pages in no sidebar, never got to run
    expect(output).not.toContain('is in no sidebar');
  });

  test('a link to an anchor no page has', () => {
    const dir = siteWith('broken-anchor');
    copies.push(dir);
    const {status, output} = buildSite(dir);
    expect(status).not.toBe(0);
    expect(output).toMatch(/Broken anchor on source page path = \/mistakes\/broken-anchor:\s+-> linking to \/getting-started\/installation#no-such-section/);
  });
});

test('npm run lint stops misspellings, US spellings and Markdown mistakes, naming file and line', () => {
  const file = path.relative(root, path.join(FIXTURES, 'lint.mdx'));
  const run = (cmd: string, args: string[]) => spawnSync('npx', [cmd, ...args], {cwd: root, encoding: 'utf8'});
  const spelling = run('cspell', ['--no-progress', '--no-summary', file]);
  expect(spelling.status).not.toBe(0);
  const line = (text: string) => lineOf('lint', text);
  expect(spelling.stdout).toContain(`${file}:${line('recieve')}:`);
  expect(spelling.stdout).toMatch(/Unknown word \(recieve\) fix: \(receive\)/);
  expect(spelling.stdout).toMatch(/Unknown word \(seperate\) fix: \(separate\)/);
  expect(spelling.stdout).toMatch(new RegExp(`${file}:${line('color')}:\\d+ - Forbidden word \\(color\\) fix: \\(colour\\)`));
  expect(spelling.stdout).toMatch(/Forbidden word \(organization\) fix: \(organisation\)/);
  // the project's own words and code are not flagged
  expect(spelling.stdout).not.toMatch(/companylens|XBRL|initialize/i);

  const markdown = run('markdownlint-cli2', ['--no-globs', file]);
  expect(markdown.status).not.toBe(0);
  expect(markdown.stderr).toContain(`${file}:${line('#Missing space')}:1 error MD018/no-missing-space-atx`);
  expect(markdown.stderr).toContain(`${file}:${line('#### Skipped')} error MD001/heading-increment`);
});

test('a page added as CONTRIBUTING.md says builds and lints with no other edit, and is in the page list, llms.txt, search and its twin', () => {
  test.setTimeout(240_000);
  const dir = copySite();
  try {
    // CONTRIBUTING.md, "Add a page": the file with its front matter, then its id in sidebars.ts
    const description = 'How a fixture page reaches every list of pages without anyone editing the tests.';
    put(dir, 'docs/concepts/new-page.mdx', `---\ntitle: A new page\ndescription: ${description}\n---\n\nA new page, linking to [the installation steps](/getting-started/installation).\n\n## What it shows\n\nThat the page lists follow the sidebar.\n`);
    put(dir, 'docs/concepts/draft-notes.mdx', `---\ntitle: Draft notes\ndescription: A page published on purpose without a place in the sidebar.\nunlisted: true\n---\n\nNotes.\n`);
    const sidebars = fs.readFileSync(path.join(dir, 'sidebars.ts'), 'utf8');
    expect(sidebars).toContain("'concepts/mcp-protocol'");
    fs.writeFileSync(path.join(dir, 'sidebars.ts'), sidebars.replace("'concepts/mcp-protocol'", "'concepts/mcp-protocol', 'concepts/new-page'"));

    const {status, output} = buildSite(dir);
    expect(status, output.slice(-4000)).toBe(0);
    const pages = readPageList(dir);
    const paths = pages.map((p) => p.path);
    expect(paths.indexOf('/concepts/new-page')).toBe(paths.indexOf('/concepts/mcp-protocol') + 1);
    expect(pages.at(-1)).toEqual({path: '/concepts/draft-notes', title: 'Draft notes', source: 'docs/concepts/draft-notes.mdx', unlisted: true});
    const llms = fs.readFileSync(path.join(dir, 'build/llms.txt'), 'utf8');
    expect(llms).toMatch(new RegExp(`^- \\[A new page\\]\\(\\S+/concepts/new-page\\.md\\): ${description}$`, 'm'));
    expect(llms).not.toContain('Draft notes');
    expect(fs.readFileSync(path.join(dir, 'build', markdownTwinPath('/concepts/new-page')), 'utf8')).toContain('## What it shows');
    expect(fs.readFileSync(path.join(dir, 'build', markdownTwinPath('/concepts/draft-notes')), 'utf8')).toMatch(/^# Draft notes\n/);

    // what the tests that count pages check, against the copy's build: every listed page in llms.txt, every page in search
    expect([...llms.matchAll(/^- \[([^\]]+)\]/gm)].map((m) => m[1])).toEqual(pages.filter((p) => !p.unlisted).map((p) => p.title));
    const indexed = new Set(readBuiltIndex(path.join(dir, 'build')).records.map((r) => r.url.split('#')[0]));
    expect([...indexed].sort()).toEqual([...paths].sort());

    const lint = spawnSync('npm', ['run', '--silent', 'lint'], {cwd: dir, encoding: 'utf8'});
    expect(lint.status, lint.stdout + lint.stderr).toBe(0);
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
});
