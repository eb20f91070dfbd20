/**
 * Keeps code that only some pages need out of the chunk every page loads.
 * Docusaurus puts every module used by at least half of the site's chunks
 * into one eagerly loaded "common" chunk. Two kinds of module crossed that
 * line although most pages never run them:
 * - Mermaid and its dependencies: its many lazily loaded diagram chunks share
 *   one parser (langium, chevrotain, d3, …), which then went to every page;
 * - the site's data and MDX components (tool schemas, SIC codes, tables),
 *   used by the reference pages only.
 * These cache groups, ranked above "common", give both async chunks of their own.
 *
 * It also takes Prism off the page load. The classic theme's startup module
 * imports Prism and registers `prism.additionalLanguages` on every page (after
 * React, the costliest script evaluation on a phone); here it is an empty
 * module, and src/theme/CodeBlock/Content loads Prism with those languages
 * when a code block first needs highlighting. Prism itself comes without the
 * languages prism-react-renderer bundles and this site never uses
 * (prismPatch.js).
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {patchLoaderConfig} from '../toolbox/bundler';

const PRISM_STARTUP = path.join(path.dirname(require.resolve('@docusaurus/theme-classic')), 'prism-include-languages');

const MERMAID_MODULES =
  /[\\/]node_modules[\\/](mermaid|@mermaid-js|langium|chevrotain|@chevrotain|cytoscape[^\\/]*|d3[^\\/]*|dagre[^\\/]*|@dagrejs|khroma|katex|elkjs|roughjs|dompurify|marked|lodash-es|vscode-[^\\/]+|stylis|ts-dedent|dayjs|uuid|@braintree|@iconify|@upsetjs|cose-base|layout-base|internmap|delaunator|robust-predicates|hachure-fill|points-on-[^\\/]+|path-data-parser)[\\/]/;
// All but the Try it panel's own modules (src/components/TryIt except its shell, index.tsx,
// src/lib/tryIt): they stay in the panel's one lazily loaded chunk.
const SITE_DATA_MODULES = /[\\/]src[\\/](data|components(?![\\/]TryIt[\\/](?!index\.))|lib(?![\\/]tryIt[\\/]))[\\/]/;

export default function leanChunksPlugin(): Plugin {
  return {
    name: 'companylens-lean-chunks',
    configureWebpack(config, isServer) {
      const resolve = {alias: {[`${PRISM_STARTUP}$`]: false as const}};
      if (isServer) return {resolve};
      return {
        resolve,
        ...patchLoaderConfig(config, {
          name: 'prismPatch',
          test: /[\\/]prism-react-renderer[\\/]dist[\\/]index\.mjs$/,
          loader: path.join(__dirname, 'prismPatch.js'),
          files: [path.join(__dirname, '../toolbox/definePatches.js')],
        }),
        optimization: {
          splitChunks: {
            cacheGroups: {
              mermaid: {test: MERMAID_MODULES, chunks: 'async', priority: 45, reuseExistingChunk: true},
              siteData: {test: SITE_DATA_MODULES, chunks: 'async', priority: 44, reuseExistingChunk: true},
            },
          },
        },
      };
    },
  };
}
