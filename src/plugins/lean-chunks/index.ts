/**
 * Keeps code that only some pages need out of the chunk every page loads.
 * Docusaurus puts every module used by at least half of the site's chunks
 * into one eagerly loaded "common" chunk. Two kinds of module crossed that
 * line although most pages never run them:
 * - Mermaid and its dependencies: its many lazily loaded diagram chunks share
 *   one parser (langium, chevrotain, d3, …), which then went to every page
 *   (+150 KB gzip);
 * - the site's data and MDX components (tool schemas, SIC codes, tables),
 *   used by the reference pages only.
 * These cache groups, ranked above "common", give both async chunks of their own.
 *
 * The reference components go further: pages that import them get their
 * `deferred.ts` twin instead (same exports), which loads the component and
 * its data after the page's load event, while the server still renders them
 * in full (see src/components/Deferred). The components and their data
 * (the SIC list alone is 14 KB gzip) are then off the first visit's critical
 * path, and so is hydrating their tables.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

export const MERMAID_MODULES =
  /[\\/]node_modules[\\/](mermaid|@mermaid-js|langium|chevrotain|@chevrotain|cytoscape[^\\/]*|d3[^\\/]*|dagre[^\\/]*|@dagrejs|khroma|katex|elkjs|roughjs|dompurify|marked|lodash-es|vscode-[^\\/]+|stylis|ts-dedent|dayjs|uuid|@braintree|@iconify|@upsetjs|cose-base|layout-base|internmap|delaunator|robust-predicates|hachure-fill|points-on-[^\\/]+|path-data-parser)[\\/]/;
export const SITE_DATA_MODULES = /[\\/]src[\\/](data|components|lib)[\\/]/;

export const DEFERRED_COMPONENTS = ['ToolReference', 'PromptReference', 'ResourceReference', 'SicCodeTable'];

export default function leanChunksPlugin(context: LoadContext): Plugin {
  return {
    name: 'companylens-lean-chunks',
    configureWebpack(config, isServer) {
      // Both builds, so that server HTML and browser hydrate the same Suspense
      // boundaries. Put first: aliases match in order and '@site' would win.
      const deferred = Object.fromEntries(
        DEFERRED_COMPONENTS.map((name) => [
          `@site/src/components/${name}$`,
          path.join(context.siteDir, 'src/components', name, 'deferred.ts'),
        ]),
      );
      config.resolve = {...config.resolve, alias: {...deferred, ...(config.resolve?.alias as Record<string, string>)}};
      if (isServer) return {};
      return {
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
