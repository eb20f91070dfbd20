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
import {markdownTwinPath} from '@site/src/lib/agents/markdownTwin';
import {AGENT_SKILL} from '@site/src/lib/agents/agentSkill';
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

  test('every broken link and anchor in one build, each with file, line and the link as written, no stack trace', () => {
    const dir = siteWith('broken-anchor', 'broken-url', 'broken-links');
    copies.push(dir);
    const {status, output} = buildSite(dir);
    expect(status).not.toBe(0);
    const at = (name: string, text: string) => `docs/mistakes/${name}.mdx:${lineOf(name, text)}: `;
    expect(output).toContain(
      `${at('broken-anchor', '](')}broken anchor [a section that is not there](/getting-started/installation#no-such-section): no heading or field on /getting-started/installation has the id "no-such-section"`,
    );
    expect(output).toContain(`${at('broken-url', '[the missing page]')}broken link [the missing page](/no/such/page): no page or file at /no/such/page`);
    expect(output).toContain(`${at('broken-url', '<Link')}broken link <Link to="/concepts/no-such-concept">: no page or file at /concepts/no-such-concept`);
    expect(output).toContain(`${at('broken-links', 'See [')}broken link [the missing page](./no-such-page.mdx): no file docs/mistakes/no-such-page.mdx`);
    expect(output).toContain('4 links lead nowhere');
    // one report, not Docusaurus's trace of where in its own code the build stopped
    expect(output).not.toMatch(/^\s+at /m);
    expect(output).not.toContain('Broken link on source page path');
  });
});

test('a change to the data the agent skill names stops the build as it starts: every line of src/skill/SKILL.md that names what is gone, and every error left without advice, with rule, file, line and fix', () => {
  test.setTimeout(120_000);
  const dir = copySite();
  try {
    const edit = (file: string, from: string, to: string) => {
      const text = fs.readFileSync(path.join(dir, file), 'utf8');
      expect(text, file).toContain(from);
      fs.writeFileSync(path.join(dir, file), text.replaceAll(from, to));
    };
    // a tool renamed, and an error reworded, in the data only
    edit('src/data/tools.json', '"name": "get_company_details"', '"name": "get_company_profile"');
    edit('src/data/tool-docs.json', 'has not filed any accounts yet.', 'has filed no accounts yet.');
    const started = performance.now();
    const {status, output} = buildSite(dir);
    expect(status).not.toBe(0);
    const source = fs.readFileSync(path.join(dir, 'src/skill/SKILL.md'), 'utf8').split('\n');
    const lines = (text: string) => source.flatMap((l, i) => (l.includes(text) ? [i + 1] : []));
    const named = lines(':tool[get_company_details]');
    expect(named.length).toBeGreaterThan(2);
    for (const line of named) {
      expect(output).toContain(`src/skill/SKILL.md:${line}: rule "skill-names": :tool[get_company_details] names a tool "get_company_details" that src/data/tools.json does not have. Fix: use one of search_companies, get_company_profile, get_company_by_name`);
    }
    const toolLine = fs.readFileSync(path.join(dir, 'src/data/tools.json'), 'utf8').split('\n').findIndex((l) => l.includes('"name": "get_company_profile"')) + 1;
    expect(output).toContain(`src/data/tools.json:${toolLine}: rule "skill-names": the tool get_company_profile has no entry in src/data/tool-docs.json, so the skill cannot say what a call costs or how it fails. Fix: `);
    expect(output).toContain(`src/skill/SKILL.md:${lines(':error[not filed any accounts yet]')[0]}: rule "skill-errors": :error[not filed any accounts yet] matches no error message in src/data/tool-docs.json or src/data/server.json`);
    const dataLine = fs.readFileSync(path.join(dir, 'src/data/tool-docs.json'), 'utf8').split('\n').findIndex((l) => l.includes('has filed no accounts yet')) + 1;
    expect(output).toContain(`src/skill/SKILL.md:${lines(':::errors')[0]}: rule "skill-errors": the error "{company_number} has filed no accounts yet." (src/data/tool-docs.json:${dataLine}) has no advice in the errors table`);
    // first, before any page is built or any other plugin trips on the same change, and without a stack trace
    expect(output).not.toContain('[SUCCESS]');
    expect(output).not.toMatch(/^\s+at /m);
    console.log(`the skill's check stopped the build after ${Math.round(performance.now() - started)} ms`);
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
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

test('a page added as CONTRIBUTING.md says builds and lints with no other edit, and is in the page list, llms.txt, search and its twin; a change to the data reaches the agent skill', () => {
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
    // and, in the same build, a change to the data: the agent skill follows it (src/plugins/agent-skill)
    const server = fs.readFileSync(path.join(dir, 'src/data/server.json'), 'utf8');
    expect(server).toContain('"cacheMinutes": 10,');
    fs.writeFileSync(path.join(dir, 'src/data/server.json'), server.replace('"cacheMinutes": 10,', '"cacheMinutes": 15,'));

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

    const skill = fs.readFileSync(path.join(dir, 'build', AGENT_SKILL.folder, 'SKILL.md'), 'utf8');
    expect(skill).toContain('answers for 15 minutes');
    expect(skill).not.toContain('answers for 10 minutes');

    const lint = spawnSync('npm', ['run', '--silent', 'lint'], {cwd: dir, encoding: 'utf8'});
    expect(lint.status, lint.stdout + lint.stderr).toBe(0);
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
});
