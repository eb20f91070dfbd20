/**
 * Writes the Try it panel's build-time data (./generate.ts, ./validators.ts) where the panel's
 * lazily loaded chunk imports it from (`@generated/companylens-try-it/default/`):
 * nothing of it is in a page's first load. Redone when a tool page or the data changes.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {panelFacts} from './generate';
import {validatorsModule} from './validators';

export const PLUGIN_NAME = 'companylens-try-it';

export default function tryItPlugin(context: LoadContext): Plugin<{validators: string; facts: string}> {
  const docsDir = path.join(context.siteDir, 'docs');
  return {
    name: PLUGIN_NAME,
    getPathsToWatch: () => [path.join(docsDir, 'api/tools/*.mdx'), path.join(context.siteDir, 'src/data/*.json')],
    loadContent: async () => ({validators: validatorsModule(), facts: JSON.stringify(panelFacts(docsDir))}),
    contentLoaded: async ({content, actions}) => {
      await actions.createData('validators.js', content.validators);
      await actions.createData('facts.json', content.facts);
    },
  };
}
