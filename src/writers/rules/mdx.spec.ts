/**
 * The MDX rules (./mdx.ts) on pages written for the test: what an expression or a component
 * may name, where each problem is reported, and what passes.
 */
import {test, expect} from '@playwright/test';
import {sourcePage} from '../site/pages';
import {mdxProblems} from './mdx';

const FRONT = '---\ntitle: T\ndescription: D.\n---\n\n';
const problems = (body: string) => mdxProblems(sourcePage('docs/concepts/t.mdx', `${FRONT}${body}\n`)).map((p) => `${p.line}:${p.column ?? ''} ${p.rule} ${p.message}`);

test('an expression in prose that names nothing is reported at its brace, once per name', () => {
  expect(problems('Pass {company_number} as a string, and {a + b}.')).toEqual([
    '6:6 mdx-undefined {company_number} names `company_number`, which this page neither imports nor defines, so the page would stop as it renders',
    '6:40 mdx-undefined {a + b} names `a`, which this page neither imports nor defines, so the page would stop as it renders',
    '6:40 mdx-undefined {a + b} names `b`, which this page neither imports nor defines, so the page would stop as it renders',
  ]);
});

test('what an expression may name: imports, exports, its own parameters, globals, and what MDX and Docusaurus give', () => {
  const body = [
    "import sic from '@site/src/data/sic-codes.json';",
    'export const count = 3;',
    'export const {title: first} = {title: "x"};',
    'export function twice(n) { return later(n) * 2; }',
    'export function later(n) { return n; }',
    '',
    '{sic.codes.length} codes, {count} and {first}, {twice(2)}.',
    '{[1, 2].map((x) => x * 2).join(", ")} and {Math.max(1, 2)} and {JSON.stringify({a: 1})}.',
    '{frontMatter.title}, {toc.length}, {props.components ? 1 : 0} {/* a comment */}',
    '{(() => { const local = 1; return local; })()}',
  ].join('\n');
  expect(problems(body)).toEqual([]);
});

test('a property is not a name, but what it is read from is', () => {
  expect(problems('{JSON.stringify(payload)} and {({key: 1}).key}')).toEqual([
    '6:1 mdx-undefined {JSON.stringify(payload)} names `payload`, which this page neither imports nor defines, so the page would stop as it renders',
  ]);
});

test('components: imported, from the theme, replaced by a remark plugin, or named wrongly', () => {
  const body = [
    "import {ToolHeader} from '@site/src/components/ToolReference';",
    '',
    '<ToolHeader name="search_companies" />',
    '<Details><summary>More</summary>Text.</Details>',
    '<div id="plain">HTML elements are the browser\'s.</div>',
    '<Requests calls="search_companies" />',
    '<Undeclared />',
    '<ToolHeader name="search_company" />',
    '<Requests calls="no_such_tool" />',
    '<SkillTokens of="everything" />',
    '<ToolHeader name={toolName} />',
  ].join('\n');
  expect(problems(body)).toEqual([
    '12:1 mdx-component <Undeclared> is not imported by this page, so the page would stop as it renders',
    '13:1 mdx-component <ToolHeader name="search_company" />: Unknown tool "search_company"',
    expect.stringMatching(/^14:1 mdx-component <Requests calls="no_such_tool" \/>: "no_such_tool" is not a tool in src\/data\/tool-docs\.json/),
    '15:1 mdx-component <SkillTokens of="everything" />: of must be "SKILL.md", "description", "references"',
    '16:1 mdx-undefined the name={…} of <ToolHeader> names `toolName`, which this page neither imports nor defines, so the page would stop as it renders',
  ]);
});

test('a page that does not parse: each place the parser stopped, with MDX\'s own fix, and the rest of the page still read', () => {
  const page = sourcePage('docs/concepts/t.mdx', `${FRONT}<!-- a note -->\n\nPass {company_number} on.\n\nFirst line<br>\nsecond.\n\n## After {x}\n`);
  expect(mdxProblems(page).map((p) => `${p.line}:${p.column ?? ''} ${p.rule} ${p.message} — ${p.fix}`)).toEqual([
    expect.stringMatching(/^6:2 mdx-syntax the page is not valid MDX: Unexpected character `!` .* — to create a comment in MDX, use `\{\/\* text \*\/\}`$/),
    '10:11 mdx-syntax the page is not valid MDX: Expected a closing tag for `<br>` (10:11-10:15) before the end of `paragraph` — MDX closes every tag: write `<br />`',
    expect.stringMatching(/^8:6 mdx-undefined \{company_number\} names `company_number`/),
    expect.stringMatching(/^13:10 mdx-undefined \{x\} names `x`/),
  ]);
  // the tree read on keeps the file's own lines: the heading after both errors is there
  expect(page.tree?.children.some((c) => c.type === 'heading' && c.position?.start.line === 13)).toBe(true);
});

test('an unclosed element is named at its tag, with the closing tag to write', () => {
  const found = mdxProblems(sourcePage('docs/concepts/t.mdx', `${FRONT}Fine.\n\n<div>\nNever closed.\n`));
  expect(found).toEqual([expect.objectContaining({rule: 'mdx-syntax', line: 8, column: 1, fix: 'close it with `</div>`, or write `<div />` if it holds nothing'})]);
  expect(found[0].message).toMatch(/^the page is not valid MDX: Expected a closing tag for `<div>`/);
});
