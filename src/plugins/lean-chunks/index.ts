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
 */
import type {Plugin} from '@docusaurus/types';

export const MERMAID_MODULES =
  /[\\/]node_modules[\\/](mermaid|@mermaid-js|langium|chevrotain|@chevrotain|cytoscape[^\\/]*|d3[^\\/]*|dagre[^\\/]*|@dagrejs|khroma|katex|elkjs|roughjs|dompurify|marked|lodash-es|vscode-[^\\/]+|stylis|ts-dedent|dayjs|uuid|@braintree|@iconify|@upsetjs|cose-base|layout-base|internmap|delaunator|robust-predicates|hachure-fill|points-on-[^\\/]+|path-data-parser)[\\/]/;
export const SITE_DATA_MODULES = /[\\/]src[\\/](data|components|lib)[\\/]/;

export default function leanChunksPlugin(): Plugin {
  return {
    name: 'companylens-lean-chunks',
    configureWebpack(_config, isServer) {
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
