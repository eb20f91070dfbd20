/**
 * The size of each tool's result in tokens, for the summary card at the top
 * of its page (ToolSummary in src/components/ToolReference): every successful
 * example result on the tool's own page (the text block a client hands the
 * model), counted with the o200k_base encoding (gpt-tokenizer, in a worker
 * thread: ../toolbox/tokens.ts; shared.ts names it for the card). Counted at build
 * time and handed to the page as global data, so an edited example changes
 * the card with it. Other models' tokenizers give somewhat different counts.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {tools} from '../../data/mcp';
import {toolDocsOf} from '../../lib/data/dataTables';
import {toolResultTexts} from '../../lib/data/docExamples';
import {tokenCounter} from '../toolbox/tokens';
import {PLUGIN_NAME, type ResultTokens} from './shared';

export async function countResultTokens(docsDir: string): Promise<ResultTokens> {
  const texts = tools.map((tool) => {
    const page = path.join(docsDir, 'api/tools', `${toolDocsOf(tool.name).slug}.mdx`);
    const results = toolResultTexts(fs.readFileSync(page, 'utf8'), tool.name);
    if (!results.length) throw new Error(`${PLUGIN_NAME}: ${path.relative(process.cwd(), page)} has no example result of ${tool.name} to count`);
    return results;
  });
  const counts = await tokenCounter().count(texts.flat());
  let at = 0;
  return Object.fromEntries(tools.map((tool, i) => [tool.name, counts.slice(at, (at += texts[i].length)).sort((a, b) => a - b)]));
}

export default function resultTokensPlugin(context: LoadContext): Plugin<ResultTokens> {
  const docsDir = path.join(context.siteDir, 'docs');
  tokenCounter(); // the encoding loads in its worker while the other plugins start
  return {
    name: PLUGIN_NAME,
    getPathsToWatch: () => [path.join(docsDir, 'api/tools/*.mdx')],
    loadContent: () => countResultTokens(docsDir),
    contentLoaded: async ({content, actions}) => actions.setGlobalData(content),
  };
}
