/**
 * Site search, one plugin, laid out by where the code runs (as
 * @docusaurus/theme-search-algolia is):
 *
 *   index.ts  (Node) picks the backend (local index or Algolia) from the
 *             environment, adds the /search page, builds the local index from
 *             the built pages (from the Markdown and the data under `npm start`)
 *             and patches DocSearch as it is bundled
 *   server/   (Node) records, the development index (watching its sources),
 *             config, the index file's name, push, crawler config, the
 *             DocSearch patches
 *   shared/   (browser and Node) the plugin's name and global-data shape
 *   docs-search-engine (the package, packages/docs-search-engine): the
 *             local search engine, the record shape, the index's wire format,
 *             what every result list does to hits, the 64-character query
 *             limit and the built-index reader, which the docs MCP server's
 *             search_docs runs too
 *   client/   (browser) backends/ (local or Algolia), loadBackend, hooks, the
 *             query limit said in the search boxes (queryLimit.ts)
 *   theme/    SearchBar (with the modal and DocSearch's patched result row),
 *             SearchPage, SearchTranslations: the site's @theme components; a
 *             site swizzle in src/theme still wins
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {readSearchConfig} from './server/config';
import {indexFileName} from './server/indexFile';
import {ISSUES_URL} from '../../constants';
import {devIndex, type DevDoc} from './server/devIndex';
import {recordsFromArticle} from './server/records';
import {articleOf} from '../toolbox/article';
import {builtPage, builtPageFile} from '../toolbox/builtPages';
import {cacheConfig} from '../toolbox/bundler';
import {siteDocs, type SidebarItem} from '../toolbox/docs';
import {packIndex, type SearchRecord} from 'docs-search-engine';
import {PLUGIN_NAME, type SearchGlobalData} from './shared/types';

const DEV_DIR = '__search';
const DEV_INDEX = 'search-index.json';
const DOCSEARCH_PATCH = path.join(__dirname, 'server/docsearchPatch.js');

/** Top-level sidebar category of every doc id ("Documentation" for top-level docs). */
function topCategories(items: SidebarItem[], label = 'Documentation', out = new Map<string, string>()) {
  for (const item of items) {
    if (item.type === 'doc') out.set(item.id, label);
    if (item.type === 'category') topCategories(item.items, label === 'Documentation' ? item.label : label, out);
  }
  return out;
}

const serialiseIndex = (records: SearchRecord[]) => JSON.stringify(packIndex(records));

export default function searchPlugin(context: LoadContext): Plugin {
  const config = readSearchConfig();
  const {baseUrl, siteDir, siteConfig, generatedFilesDir} = context;
  const devDir = path.join(generatedFilesDir, 'companylens-search');
  const production = process.env.NODE_ENV === 'production';
  const builtIndex = production && config.mode === 'local' ? indexFileName(siteDir, siteConfig.url + baseUrl) : undefined;
  let docs: DevDoc[] = [];
  const dev = !production && config.mode === 'local' ? devIndex(siteDir, path.join(devDir, DEV_INDEX), serialiseIndex) : undefined;

  return {
    name: PLUGIN_NAME,

    getThemePath() {
      return path.join(__dirname, 'theme');
    },

    async allContentLoaded({actions, allContent}) {
      const site = siteDocs(allContent);
      const categories = topCategories(site.sidebar);
      docs = site.docs.map((d) => ({
        permalink: d.permalink,
        title: d.title,
        source: d.source,
        lvl0: categories.get(d.id) ?? 'Documentation',
      }));

      const globalData: SearchGlobalData = {
        mode: config.mode,
        indexName: config.indexName,
        ...(config.mode === 'algolia' ? {appId: config.appId, apiKey: config.apiKey, hosts: config.hosts} : {}),
        indexUrl: `${baseUrl}${builtIndex ?? `${DEV_DIR}/${DEV_INDEX}`}`,
        externalUrlRegex: process.env.SEARCH_EXTERNAL_URL_REGEX || undefined,
        missingResultsUrl: `${ISSUES_URL}/new?title={query}`,
      };
      actions.setGlobalData(globalData);
      actions.addRoute({path: `${baseUrl}search`, component: '@theme/SearchPage', exact: true});

      // Development server: an index from the Markdown sources and the data (server/devIndex.ts).
      dev?.load(docs);
    },

    configureWebpack(webpackConfig, isServer) {
      const clientFile = path.join(__dirname, 'client/backends', config.mode === 'algolia' ? 'algolia.ts' : 'local.ts');
      return {
        resolve: {alias: {'@companylens/search-client': clientFile}},
        module: {rules: [{test: /[\\/]@docsearch[\\/]react[\\/]dist[\\/]esm[\\/]index\.js$/, use: [{loader: DOCSEARCH_PATCH}]}]},
        // The persistent cache does not notice alias changes, nor loader code: key it by
        // backend, so a build never reuses modules compiled for the other one, and let a
        // change to the patches invalidate it.
        ...cacheConfig(webpackConfig, {
          version: `search-${config.mode}`,
          buildDependencies: {name: 'docsearchPatch', files: [DOCSEARCH_PATCH, path.join(__dirname, '../toolbox/definePatches.js')]},
        }),
        ...(!isServer && !production
          ? {devServer: {static: [{directory: devDir, publicPath: `${baseUrl}${DEV_DIR}`, watch: true}]}}
          : {}),
      } as object;
    },

    async postBuild({outDir}) {
      if (!builtIndex) return;
      const started = performance.now();
      const records = docs.flatMap((d) => {
        const file = builtPageFile(outDir, baseUrl, d.permalink, 'Search index');
        return recordsFromArticle(articleOf(builtPage(file)), d.permalink, d.lvl0);
      });
      const json = serialiseIndex(records);
      fs.writeFileSync(path.join(outDir, builtIndex), json);
      console.log(`[search] ${records.length} records from ${docs.length} pages → ${builtIndex} (${(json.length / 1024).toFixed(0)} KB) in ${Math.round(performance.now() - started)} ms`);
    },
  };
}
