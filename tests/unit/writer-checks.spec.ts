/**
 * A writer's mistakes, as `npm run check` and the build name them: every one in one run, each
 * at its file and line with its rule and fix, no stack trace; and a new page added as
 * CONTRIBUTING.md says needs no other edit. The check runs in throwaway copies of the site
 * (tests/support/site-copy) with the pages of tests/fixtures/writer-mistakes in their docs; three
 * builds run there too: the one that must stop on the mistakes of every fixture page after a check,
 * the one that must stop with the page rules' list with no check first (an MDX syntax error, a
 * deleted page), and the one that must pass with a new page. Its own Playwright project
 * ("writer"), which tools/run.mjs runs beside the site's builds.
 */
import {test, expect} from '@playwright/test';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {readPageList} from '@site/src/plugins/page-list/list';
import {DESCRIPTION_MAX} from '@site/src/writers/rules/frontMatter';
import {markdownTwinPath} from '@site/src/lib/agents/markdownTwin';
import {AGENT_SKILL} from 'companylens-docs-contract';
import {readBuiltIndex} from '@site/packages/docs-search-engine/src/builtIndex';
import {CHECK_CACHE} from '../../src/writers/cache.mjs';
import {buildSite, copySite, put, root} from '../support/site-copy';
import {FIXTURE as FIXTURE_SERVER} from '../support/fixture-server';

const FIXTURES = path.join(root, 'tests/fixtures/writer-mistakes');
const fixture = (name: string) => fs.readFileSync(path.join(FIXTURES, `${name}.mdx`), 'utf8');
/** The 1-based line of the first line of a fixture holding `text`. */
const lineOf = (name: string, text: string) => fixture(name).split('\n').findIndex((l) => l.includes(text)) + 1;
const FIXTURE_NAMES = fs.readdirSync(FIXTURES).map((f) => f.replace(/\.mdx$/, ''));

/** `npm run check` in a copy: exit status and what it printed, without colour codes. */
function check(dir: string, ...files: string[]): {status: number; output: string; seconds: number} {
  const started = performance.now();
  const r = spawnSync('node', ['src/writers/cli.mjs', ...files], {cwd: dir, encoding: 'utf8'});
  return {status: r.status ?? 1, output: `${r.stdout}${r.stderr}`, seconds: (performance.now() - started) / 1000};
}

/** The one line the check prints for a problem: `file:line[:col]  rule  message — fix`, matched up to where the test stops. */
const at = (name: string, line: number, rule: string) => new RegExp(`^docs/mistakes/${name}\\.mdx:${line}(:\\d+)?  ${rule.replace(/[/.]/g, '\\$&')}  `, 'm');

// The tests stand longest first: the project's two workers then end together, not one waiting on
// a long build started last.
test('a page added as CONTRIBUTING.md says passes the check and builds with no other edit, and is in the page list, llms.txt, search and its twin; a change to the data reaches the agent skill', () => {
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

    const checked = check(dir);
    expect(checked.status, checked.output).toBe(0);
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
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
});

test('a whole check after one page is edited checks afresh only that page and the pages that link into it, and says what a check from nothing says', () => {
  const dir = copySite();
  try {
    // the copy starts with this checkout's answers (site-copy.ts), so this check works out nothing
    const kept = check(dir);
    expect(kept.status, kept.output).toBe(0);
    // a heading other pages link to, renamed
    const file = path.join(dir, 'docs/concepts/data-model.mdx');
    const text = fs.readFileSync(file, 'utf8');
    expect(text).toContain('### Date of birth: month and year only\n');
    fs.writeFileSync(file, text.replace('### Date of birth: month and year only\n', '### Dates of birth\n'));
    const linking = fs.readdirSync(path.join(dir, 'docs'), {recursive: true, encoding: 'utf8'}).filter((f) => f.endsWith('.mdx') && fs.readFileSync(path.join(dir, 'docs', f), 'utf8').includes('/concepts/data-model#date-of-birth-month-and-year-only'));
    expect(linking.length).toBeGreaterThan(2);
    const again = check(dir);
    expect(again.status).toBe(1);
    for (const f of linking) expect(again.output).toMatch(new RegExp(`^docs/${f.replace(/[.]/g, '\\.')}:\\d+:\\d+  anchor  .*#date-of-birth-month-and-year-only\\) leads nowhere`, 'm'));
    const [, files, fresh] = /\((\d+) files read in [\d.]+ s, (\d+) checked afresh\)/.exec(again.output)!.map(Number);
    // the edited page and those linking into it (and what reads the data model's ids, the skill's links, on each run)
    expect(fresh).toBeLessThanOrEqual(linking.length + 1);
    expect(fresh).toBeLessThan(files / 4);
    // what a check from nothing says
    fs.rmSync(path.join(dir, CHECK_CACHE), {recursive: true});
    const fromNothing = check(dir);
    const lines = (o: string) => o.trim().split('\n').slice(0, -1);
    expect(lines(again.output)).toEqual(lines(fromNothing.output));
    console.log(`npm run check from nothing: ${fromNothing.seconds.toFixed(1)} s; after one page edited: ${again.seconds.toFixed(1)} s`);
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
});

test('a build with no check first: the page rules\' list, before any bundling, for an MDX syntax error and a deleted page still in the sidebar, with no stack trace', () => {
  test.setTimeout(120_000);
  const dir = copySite();
  try {
    put(dir, 'docs/mistakes/html-comment.mdx', fixture('html-comment'));
    fs.rmSync(path.join(dir, 'docs/concepts/company-identifiers.mdx'));
    const {status, output} = buildSite(dir);
    expect(status).not.toBe(0);
    // what the check says afterwards, but for spelling and markdownlint, which the build leaves to it
    const listed = check(dir).output.trim().split('\n').slice(0, -1).filter((o) => !/^\S+ {2}(spelling|british-spelling|MD\d+\/\S+) {2}/.test(o));
    expect(listed.filter((o) => o.startsWith('docs/mistakes/html-comment.mdx:'))).toHaveLength(8);
    expect(listed.filter((o) => o.includes('  link  ') && o.includes('(/concepts/company-identifiers')).length).toBeGreaterThan(5);
    expect(listed).toContainEqual(expect.stringMatching(/^sidebars\.ts:\d+ {2}sidebar {2}the sidebar names the page "concepts\/company-identifiers"/));
    for (const line of listed) expect(output).toContain(line);
    expect(output).not.toContain('MDX compilation failed');
    expect(output).not.toContain('Invalid sidebar file');
    expect(output).not.toMatch(/^\s+at /m);
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
});

test('after a sync adds tools, every TODO(reference:sync) left is named in one run, with the pages the skeletons are not yet in', () => {
  const dir = copySite();
  try {
    const sync = spawnSync('node', ['src/run-ts.cjs', 'packages/mcp-surface-gate/src/cli.ts', 'sync', '--stdio', `${FIXTURE_SERVER} --variant three-new`], {cwd: dir, encoding: 'utf8'});
    expect(sync.stderr).toBe('');
    expect(sync.status).toBe(0);
    const {status, output} = check(dir);
    expect(status).toBe(1);
    // each placeholder of both skeleton pages (front matter and body, where MDX reads ":sync" as a directive) and of both tool-docs.json entries
    const marked = (file: string) => fs.readFileSync(path.join(dir, file), 'utf8').split('\n').flatMap((l, i) => (l.includes('TODO(reference:sync)') ? [`${file}:${i + 1}  sync-marker  `] : []));
    const expected = ['docs/api/tools/api-get-officer.mdx', 'docs/api/tools/search-officers.mdx', 'src/data/tool-docs.json'].flatMap(marked);
    expect(expected).toHaveLength(12);
    for (const line of expected) expect(output).toContain(line);
    expect(output).toContain('docs/api/tools/search-officers.mdx:1  page-list  ');
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
});

test('a change to the data the agent skill names: every line of src/skill/SKILL.md that names what is gone, and every error left without advice, with rule, file, line and fix', () => {
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
    const {status, output} = check(dir);
    expect(status).toBe(1);
    const source = fs.readFileSync(path.join(dir, 'src/skill/SKILL.md'), 'utf8').split('\n');
    const lines = (text: string) => source.flatMap((l, i) => (l.includes(text) ? [i + 1] : []));
    const named = lines(':tool[get_company_details]');
    expect(named.length).toBeGreaterThan(2);
    for (const line of named) {
      expect(output).toContain(`src/skill/SKILL.md:${line}  skill-names  :tool[get_company_details] names a tool "get_company_details" that src/data/tools.json does not have — use one of search_companies, get_company_profile, get_company_by_name`);
    }
    const toolLine = fs.readFileSync(path.join(dir, 'src/data/tools.json'), 'utf8').split('\n').findIndex((l) => l.includes('"name": "get_company_profile"')) + 1;
    expect(output).toContain(`src/data/tools.json:${toolLine}  skill-names  the tool get_company_profile has no entry in src/data/tool-docs.json, so the skill cannot say what a call costs or how it fails — `);
    expect(output).toContain(`src/skill/SKILL.md:${lines(':error[not filed any accounts yet]')[0]}  skill-errors  :error[not filed any accounts yet] matches no error message in src/data/tool-docs.json or src/data/server.json`);
    const dataLine = fs.readFileSync(path.join(dir, 'src/data/tool-docs.json'), 'utf8').split('\n').findIndex((l) => l.includes('has filed no accounts yet')) + 1;
    expect(output).toContain(`src/skill/SKILL.md:${lines(':::errors')[0]}  skill-errors  the error "{company_number} has filed no accounts yet." (src/data/tool-docs.json:${dataLine}) has no advice in the errors table`);
    // the pages that name the old tool are named too
    expect(output).toMatch(/^docs\/api\/tools\/get-company-details\.mdx:\d+:\d+ {2}mdx-component {2}<ToolHeader name="get_company_details" \/>: Unknown tool "get_company_details"/m);
    expect(output).not.toMatch(/^\s+at /m);
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
});

test.describe('every mistake in one run', () => {
  // one copy and one check for all of them: in parallel, each worker would make its own
  test.describe.configure({mode: 'serial'});
  let dir = '';
  let run: ReturnType<typeof check>;
  test.beforeAll(() => {
    dir = copySite();
    for (const name of FIXTURE_NAMES) put(dir, `docs/mistakes/${name}.mdx`, fixture(name));
    // a sidebar entry with a slip in its id
    const sidebars = fs.readFileSync(path.join(dir, 'sidebars.ts'), 'utf8');
    expect(sidebars).toContain("'concepts/mcp-protocol'");
    fs.writeFileSync(path.join(dir, 'sidebars.ts'), sidebars.replace("'concepts/mcp-protocol'", "'concepts/mcp-protocol', 'concepts/company-identifier'"));
    run = check(dir);
  });
  test.afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));

  test('the build stops on the same pages before any page is rendered, naming each mistake as the check does, with no stack trace', () => {
    test.setTimeout(120_000);
    expect(run.status).toBe(1);
    const {status, output} = buildSite(dir);
    expect(status).not.toBe(0);
    const lines = run.output.trim().split('\n').slice(0, -1);
    expect(lines.length).toBeGreaterThan(40);
    for (const line of lines) expect(output).toContain(line);
    expect(output).not.toContain('[SUCCESS]');
    expect(output).not.toContain('Failed to compile');
    expect(output).not.toMatch(/^\s+at /m);
  });

  test('npm run check names the eleven mistakes of one page, each at its line, and exits 1', () => {
    expect(run.status).toBe(1);
    const l = (text: string) => lineOf('eleven', text);
    const expected: [number, string, string][] = [
      [1, 'front-matter', 'front matter has no description — add `description:`'],
      [1, 'page-list', 'the page "mistakes/eleven" is in no sidebar'],
      [l('no-such-page'), 'link', '[a page that is not there](/concepts/no-such-page) leads nowhere: no page or file at /concepts/no-such-page'],
      [l('no-such-section'), 'anchor', 'no heading or field on /concepts/data-model has the id "no-such-section"'],
      [l('recieve'), 'spelling', 'unknown word "recieve" — did you mean "receive"?'],
      [l('{company_number}'), 'mdx-undefined', '{company_number} names `company_number`, which this page neither imports nor defines'],
      [l('skips two levels'), 'MD001/heading-increment', 'Heading levels should only increment by one level at a time'],
      [l('## Example') + 2, 'heading-id', `heading id "example" is already used by the heading on line ${l('## Example')}`],
      [l('10 minutes'), 'cache-duration-once', '"cached for 10 minutes": how long the server caches answers is stated once'],
      [l('16 Oct'), 'dates-in-full', '"16 Oct": a date in prose is written as "17 October 2025"'],
      [l('"items_per_page": 500'), 'json-example', 'arguments for search_companies invalid: /items_per_page must be <= 100 — fix the example, not the schema'],
    ];
    for (const [line, rule, words] of expected) {
      const found = run.output.split('\n').find((o) => at('eleven', line, rule).test(o));
      expect(found, `${rule} at line ${line}`).toContain(words);
    }
    // sorted by file and line, then a count; no stack trace
    const lines = run.output.trim().split('\n');
    const places = lines.slice(0, -1).map((o) => /^(\S+?):(\d+)/.exec(o)!).map((m) => [m[1], Number(m[2])] as const);
    expect(places.every(([f, n], i) => i === 0 || f.localeCompare(places[i - 1][0]) > 0 || (f === places[i - 1][0] && n >= places[i - 1][1]))).toBe(true);
    // (the copy's spelling and markdownlint answers are this checkout's: the pages' rules run afresh after the sidebar edit)
    expect(lines.at(-1)).toMatch(/^\d+ problems in \d+ files \(\d+ files read in [\d.]+ s(, \d+ checked afresh)?\); src\/writers\/README\.md says what each rule asks$/);
    expect(run.output).not.toMatch(/^\s+at /m);
  });

  test('the other fixtures: front matter, ids, images, links, spelling and Markdown, each with its place', () => {
    const o = run.output;
    const has = (name: string, line: number, rule: string, words: string) =>
      expect(o.split('\n').filter((x) => at(name, line, rule).test(x) && x.includes(words)), `${name}:${line} ${rule}: ${words}`).toHaveLength(1);
    has('empty-title', lineOf('empty-title', 'title:'), 'front-matter', 'front matter has no title');
    const long = /^description: (.*)$/m.exec(fixture('long-description'))![1];
    expect(long.length).toBeGreaterThan(DESCRIPTION_MAX);
    has('long-description', lineOf('long-description', 'description:'), 'front-matter', `front matter description is ${long.length} characters; at most ${DESCRIPTION_MAX} fit its line in llms.txt`);
    const [first, second] = fixture('duplicate-headings').split('\n').flatMap((l, i) => (l === '## Example' ? [i + 1] : []));
    has('duplicate-headings', second, 'heading-id', `heading id "example" is already used by the heading on line ${first}`);
    has('missing-jsx-image', lineOf('missing-jsx-image', '<img'), 'image', '<img> points to static/img/no-such-diagram.svg, which does not exist');
    has('missing-markdown-image', lineOf('missing-markdown-image', '!['), 'image', '![A screenshot](./no-such-screenshot.png) points to docs/mistakes/no-such-screenshot.png');
    has('broken-links', lineOf('broken-links', 'See ['), 'link', '[the missing page](./no-such-page.mdx) leads nowhere: no file docs/mistakes/no-such-page.mdx');
    has('broken-url', lineOf('broken-url', '[the missing page]'), 'link', '[the missing page](/no/such/page) leads nowhere: no page or file at /no/such/page');
    has('broken-url', lineOf('broken-url', '<Link'), 'link', '<Link to="/concepts/no-such-concept"> leads nowhere');
    has('broken-anchor', lineOf('broken-anchor', ']('), 'anchor', 'no heading or field on /getting-started/installation has the id "no-such-section"');
    has('not-in-sidebar', 1, 'page-list', "add 'mistakes/not-in-sidebar' to sidebars.ts, or put `unlisted: true` in its front matter");
    has('lint', lineOf('lint', 'recieve'), 'spelling', 'unknown word "recieve"');
    has('lint', lineOf('lint', 'recieve'), 'spelling', 'unknown word "seperate" — did you mean "separate"?');
    has('lint', lineOf('lint', 'color'), 'british-spelling', '"color" is the US spelling — write "colour"');
    has('lint', lineOf('lint', 'color'), 'british-spelling', '"organization" is the US spelling — write "organisation"');
    has('lint', lineOf('lint', '#Missing space'), 'MD018/no-missing-space-atx', 'No space after hash on atx style heading');
    has('lint', lineOf('lint', '#### Skipped'), 'MD001/heading-increment', 'Heading levels should only increment by one level at a time');
    // the project's own words and code are not flagged
    expect(o).not.toMatch(/"(companylens|XBRL|initialize)"/i);
  });

  test('an MDX syntax error hides nothing: the HTML comment and the six other mistakes of the page in one run, each with its fix', () => {
    const l = (text: string) => lineOf('html-comment', text);
    const expected: [number, string, string][] = [
      [l('<!--'), 'mdx-syntax', 'the page is not valid MDX: Unexpected character `!` (U+0021) before name, expected a character that can start a name, such as a letter, `$`, or `_` — to create a comment in MDX, use `{/* text */}`'],
      [l('no-such-page'), 'link', '[a page that is not there](/concepts/no-such-page) leads nowhere'],
      [l('no-such-section'), 'anchor', '[one section](/concepts/data-model#no-such-section) leads nowhere'],
      [l('no-such-section'), 'anchor', '[another](#no-such-heading) leads nowhere: no heading or field on this page has the id "no-such-heading"'],
      [l('{company_number}'), 'mdx-undefined', '{company_number} names `company_number`'],
      [l('## Example') + 2, 'heading-id', `heading id "example" is already used by the heading on line ${l('## Example')}`],
      [l('!['), 'image', '![The company profile](./no-such-screenshot.png) points to docs/mistakes/no-such-screenshot.png, which does not exist'],
      [l('<br>'), 'mdx-syntax', 'Expected a closing tag for `<br>`'],
    ];
    for (const [line, rule, words] of expected) {
      expect(run.output.split('\n').filter((o) => at('html-comment', line, rule).test(o) && o.includes(words)), `${rule} at line ${line}: ${words}`).toHaveLength(1);
    }
    expect(run.output).toMatch(/<br>`.* — MDX closes every tag: write `<br \/>`$/m);
  });

  test('a sidebar entry naming no page is named at its line of sidebars.ts, with the id most likely meant', () => {
    const line = fs.readFileSync(path.join(dir, 'sidebars.ts'), 'utf8').split('\n').findIndex((l) => l.includes("'concepts/company-identifier'")) + 1;
    expect(run.output).toContain(`sidebars.ts:${line}  sidebar  the sidebar names the page "concepts/company-identifier", which no file in docs/ is, so the site would not load — if it is now "concepts/company-identifiers", name that; `);
  });

  test('MDX comments pass; an exemption lets its line through its rule, and one with no reason or nothing to let through is named; an unknown fence language and the noun "license" are caught', () => {
    const name = 'comments-and-style';
    const l = (text: string) => lineOf(name, text);
    const mine = run.output.split('\n').filter((o) => o.startsWith(`docs/mistakes/${name}.mdx:`));
    const has = (line: number, rule: string, words: string) => expect(mine.filter((o) => at(name, line, rule).test(o) && o.includes(words)), `${line} ${rule}`).toHaveLength(1);
    has(l('trading license'), 'licence-noun', '"license": in British English the noun is "licence"');
    has(l('nothing here to let through'), 'exemption', `check-allow spelling lets nothing through: line ${l('nothing here to let through')} has no spelling problem`);
    has(l('check-allow british-spelling */'), 'exemption', 'check-allow british-spelling gives no reason');
    has(l('Another color'), 'british-spelling', '"color" is the US spelling');
    has(l('```shellscript'), 'code-language', 'the code block\'s language "shellscript" is not one the site highlights, so it shows as plain text — did you mean "shell"?');
    // the comments are no emphasis to markdownlint, and the exempted line is let through
    expect(mine.filter((o) => / {2}MD037\//.test(o))).toEqual([]);
    expect(mine.filter((o) => at(name, l('Color Standard'), 'british-spelling').test(o))).toEqual([]);
    expect(mine).toHaveLength(5);
  });

  test('one page named: only its problems, in a few seconds', () => {
    const one = check(dir, 'docs/mistakes/lint.mdx');
    expect(one.status).toBe(1);
    expect(one.output).toContain('docs/mistakes/lint.mdx:');
    expect(one.output).not.toContain('docs/mistakes/eleven.mdx');
    expect(one.output.trim().split('\n').at(-1)).toMatch(/^\d+ problems in 1 file \(1 file read in/);
    console.log(`npm run check on one page: ${one.seconds.toFixed(1)} s; on the whole copy: ${run.seconds.toFixed(1)} s`);
  });

  test('a file that is not there, or outside the repository, is one line naming it, exit 2', () => {
    const missing = check(dir, 'docs/mistakes/no-such-file.mdx');
    expect(missing.status).toBe(2);
    expect(missing.output.trim()).toMatch(/^check: stopped while reading docs\/mistakes\/no-such-file\.mdx: ENOENT/);
    const outside = check(dir, '/etc/hostname');
    expect(outside.status).toBe(2);
    expect(outside.output.trim().split('\n')).toHaveLength(1);
  });
});
