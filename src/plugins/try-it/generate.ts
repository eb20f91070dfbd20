/**
 * What the Try it panel needs from the build, made in Node, besides its
 * validators (./validators.ts): the `tools/call` examples of each tool's page
 * with their responses, for the recorded answers, and what the panel is in a
 * page's Markdown twin.
 */
import fs from 'node:fs';
import path from 'node:path';
import {tools} from '../../data/mcp';
import {toolDocsOf} from '../../lib/data/dataTables';
import {toolCallExamples} from '../../lib/data/docExamples';
import type {Example} from '../../lib/tryIt/form';
import {tryItFacts, type TryItFacts} from '../../lib/tryIt/facts';
import {INSPECTOR_NODE, inspectorCommand} from '../../lib/tryIt/snippets';
import {MCP_SERVER} from '../../constants';
import type {Paragraph, RootContent} from 'mdast';

/** The page of a tool, as a file under `docsDir`. */
const toolPage = (docsDir: string, tool: string) => path.join(docsDir, 'api/tools', `${toolDocsOf(tool).slug}.mdx`);

/** One tool's answered `tools/call` examples, in page order. */
const examplesOf = (docsDir: string, tool: string) => toolCallExamples(fs.readFileSync(toolPage(docsDir, tool), 'utf8'), tool) as Example[];

/** Each tool's answered `tools/call` examples, in page order. */
export function toolExamples(docsDir: string): Record<string, Example[]> {
  return Object.fromEntries(tools.map((tool) => [tool.name, examplesOf(docsDir, tool.name)]));
}

/**
 * What a tool's Try it panel is in its page's Markdown twin (and so in "Copy
 * page"): the page's first example call as the command that runs it.
 */
export function tryItMarkdown(docsDir: string, tool: string): RootContent[] {
  const example = examplesOf(docsDir, tool)[0];
  if (!example) return [];
  const text = (value: string): Paragraph => ({type: 'paragraph', children: [{type: 'text', value}]});
  return [
    {type: 'paragraph', children: [{type: 'strong', children: [{type: 'text', value: 'Try it'}]}]},
    text(
      `An example call from this page, run for real with MCP Inspector's command-line mode (Node.js ${INSPECTOR_NODE} or later) and your key in ${MCP_SERVER.keyEnv}:`,
    ),
    {type: 'code', lang: 'bash', meta: null, value: inspectorCommand(tool, example.arguments)},
  ];
}

/** What the panel reads at run time (src/lib/tryIt/facts.ts), with the tool pages' examples. */
export function panelFacts(docsDir: string): TryItFacts {
  const examples = toolExamples(docsDir);
  return tryItFacts((tool) => examples[tool] ?? []);
}
