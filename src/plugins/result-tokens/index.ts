/**
 * The size of each tool's result in tokens, for the summary card at the top
 * of its page (ToolSummary in src/components/ToolReference): every successful
 * example result on the tool's own page (the text block a client hands the
 * model), counted with the o200k_base encoding (gpt-tokenizer; shared.ts names
 * it for the card). Counted at build
 * time and handed to the page as global data, so an edited example changes
 * the card with it. Other models' tokenizers give somewhat different counts.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {countTokens} from 'gpt-tokenizer/encoding/o200k_base';
import {tools} from '../../data/mcp';
import {toolDocsOf} from '../../lib/data/dataTables';
import {toolResultTexts} from '../../lib/data/docExamples';
import {PLUGIN_NAME, type ResultTokens} from './shared';

export function countResultTokens(docsDir: string): ResultTokens {
  return Object.fromEntries(
    tools.map((tool) => {
      const page = path.join(docsDir, 'api/tools', `${toolDocsOf(tool.name).slug}.mdx`);
      const counts = toolResultTexts(fs.readFileSync(page, 'utf8'), tool.name).map((text) => countTokens(text));
      if (!counts.length) throw new Error(`${PLUGIN_NAME}: ${path.relative(process.cwd(), page)} has no example result of ${tool.name} to count`);
      return [tool.name, counts.sort((a, b) => a - b)];
    }),
  );
}

export default function resultTokensPlugin(context: LoadContext): Plugin<ResultTokens> {
  const docsDir = path.join(context.siteDir, 'docs');
  return {
    name: PLUGIN_NAME,
    getPathsToWatch: () => [path.join(docsDir, 'api/tools/*.mdx')],
    loadContent: async () => countResultTokens(docsDir),
    contentLoaded: async ({content, actions}) => actions.setGlobalData(content),
  };
}
