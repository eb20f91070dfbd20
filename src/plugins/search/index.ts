/**
 * Site search, one plugin, laid out by where the code runs (as
 * @docusaurus/theme-search-algolia is):
 *
 *   index.ts  (Node) picks the backend (local index or Algolia) from the
 *             environment, adds the /search page, builds the local index from
 *             the built pages (from the Markdown and the data under `npm start`)
 *   server/   (Node) records, config, the built-index reader, push, crawler config
 *   shared/   (browser and Node) the record and global-data shapes, the index's
 *             wire format, and engine/, the local search engine (the browser's
 *             local backend, the tests, the bench and the stand-in hosted service)
 *   client/   (browser) backends/ (local or Algolia), loadBackend, hooks
 *   theme/    SearchBar (with the modal), SearchPage, SearchTranslations: the
 *             site's @theme components; a site swizzle in src/theme still wins
 */
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {readSearchConfig} from './server/config';
import {ISSUES_URL} from '../../constants';
import {recordsFromHtml, recordsFromMarkdown} from './server/records';
import {builtPageFile, htmlFiles} from '../builtPages';
import {INDEX_META, packIndex} from './shared/indexFormat';
import {PLUGIN_NAME, type SearchGlobalData, type SearchRecord} from './shared/types';

const DEV_DIR = '__search';

interface DocInfo {
  id: string;
  permalink: string;
  title: string;
  source: string;
}
interface SidebarItem {
  type: string;
  id?: string;
  label?: string;
  items?: SidebarItem[];
}

/** Top-level sidebar category of every doc id ("Documentation" for top-level docs). */
function topCategories(items: SidebarItem[], label = 'Documentation', out = new Map<string, string>()) {
  for (const item of items) {
    if (item.type === 'doc' && item.id) out.set(item.id, label);
    if (item.type === 'category' && item.items) topCategories(item.items, label === 'Documentation' ? item.label! : label, out);
  }
  return out;
}

export function serialiseIndex(records: SearchRecord[]): string {
  return JSON.stringify(packIndex(records));
}

export default function searchPlugin(context: LoadContext): Plugin {
  const config = readSearchConfig();
  const {baseUrl, siteDir, generatedFilesDir} = context;
  const devDir = path.join(generatedFilesDir, 'companylens-search');
  let docs: (DocInfo & {lvl0: string})[] = [];

  return {
    name: PLUGIN_NAME,

    getThemePath() {
      return path.join(__dirname, 'theme');
    },

    getPathsToWatch() {
      return [path.join(siteDir, 'docs/**/*.{md,mdx}')];
    },

    async allContentLoaded({actions, allContent}) {
      const docsContent = (allContent['docusaurus-plugin-content-docs'] as any)?.default;
      const version = docsContent?.loadedVersions?.[0];
      const categories = topCategories((version?.sidebars?.tutorialSidebar ?? []) as SidebarItem[]);
      docs = ((version?.docs ?? []) as DocInfo[]).map((d) => ({
        id: d.id,
        permalink: d.permalink,
        title: d.title,
        source: d.source,
        lvl0: categories.get(d.id) ?? 'Documentation',
      }));

      const globalData: SearchGlobalData = {
        mode: config.mode,
        indexName: config.indexName,
        ...(config.mode === 'algolia' ? {appId: config.appId, apiKey: config.apiKey} : {}),
        devIndexUrl: `${baseUrl}${DEV_DIR}/search-index.json`,
        hosts: process.env.ALGOLIA_HOSTS?.split(',').map((h) => h.trim()).filter(Boolean),
        externalUrlRegex: process.env.SEARCH_EXTERNAL_URL_REGEX || undefined,
        missingResultsUrl: `${ISSUES_URL}/new?title={query}`,
      };
      actions.setGlobalData(globalData);
      actions.addRoute({path: `${baseUrl}search`, component: '@theme/SearchPage', exact: true});

      // Development server: an index from the Markdown sources, rebuilt whenever a doc changes.
      if (process.env.NODE_ENV !== 'production' && config.mode === 'local') {
        const records = docs.flatMap((d) => {
          const file = path.join(siteDir, d.source.replace(/^@site\//, ''));
          return fs.existsSync(file) ? recordsFromMarkdown(fs.readFileSync(file, 'utf8'), d.permalink, d.lvl0, d.title) : [];
        });
        fs.mkdirSync(devDir, {recursive: true});
        fs.writeFileSync(path.join(devDir, 'search-index.json'), serialiseIndex(records));
      }
    },

    configureWebpack(webpackConfig, isServer) {
      const clientFile = path.join(__dirname, 'client/backends', config.mode === 'algolia' ? 'algolia.ts' : 'local.ts');
      // The bundler's persistent cache does not notice alias changes: key it by mode so
      // a build never reuses modules compiled for the other backend.
      const cacheSuffix = `search-${config.mode}`;
      const rspackCache = (webpackConfig as any).experiments?.cache;
      const webpackCache = webpackConfig.cache;
      return {
        resolve: {alias: {'@companylens/search-client': clientFile}},
        ...(rspackCache && typeof rspackCache === 'object'
          ? {experiments: {cache: {...rspackCache, version: `${rspackCache.version ?? ''}-${cacheSuffix}`}}}
          : {}),
        ...(webpackCache && typeof webpackCache === 'object'
          ? {cache: {...webpackCache, version: `${(webpackCache as any).version ?? ''}-${cacheSuffix}`}}
          : {}),
        ...(!isServer && process.env.NODE_ENV !== 'production'
          ? {devServer: {static: [{directory: devDir, publicPath: `${baseUrl}${DEV_DIR}`, watch: true}]}}
          : {}),
      } as any;
    },

    async postBuild({outDir}) {
      if (config.mode !== 'local') return;
      const records = docs.flatMap((d) => {
        const file = builtPageFile(outDir, baseUrl, d.permalink, 'Search index');
        return recordsFromHtml(fs.readFileSync(file, 'utf8'), d.permalink, d.lvl0);
      });
      const json = serialiseIndex(records);
      const hash = crypto.createHash('sha256').update(json).digest('hex').slice(0, 10);
      const fileName = `search-index.${hash}.json`;
      fs.writeFileSync(path.join(outDir, fileName), json);
      // Every page names the current index, so its URL can be cached forever.
      const meta = `<meta name="${INDEX_META}" content="${baseUrl}${fileName}">`;
      for (const file of htmlFiles(outDir)) {
        const html = fs.readFileSync(file, 'utf8');
        if (html.includes('</head>')) fs.writeFileSync(file, html.replace('</head>', `${meta}</head>`));
      }
      console.log(`[search] ${records.length} records from ${docs.length} pages → ${fileName} (${(json.length / 1024).toFixed(0)} KB)`);
    },
  };
}
