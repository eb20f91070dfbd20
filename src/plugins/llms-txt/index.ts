/**
 * Files for AI readers, one plugin: after the build it converts every doc
 * page's built HTML to Markdown and writes a twin beside it (page URL + `.md`,
 * `index.md` for `/`), `/llms.txt` (index in sidebar order) and
 * `/llms-full.txt` (every page in one file). Its theme (./theme) adds the
 * `<link rel="alternate" type="text/markdown">` and a visually hidden pointer
 * to those files to every doc page. Under `npm start` it serves a twin of each
 * page made from its source (./devTwins.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {DISCOVERY_PATHS, DOCS_MCP_SERVER} from '../../constants';
import {AGENT_SKILL, FEEDBACK_ENDPOINT} from 'companylens-docs-contract';
import {markdownTwinPath} from '../../lib/agents/markdownTwin';
import {builtPage, builtPageFile} from '../toolbox/builtPages';
import {siteDocs} from '../toolbox/docs';
import {select} from 'hast-util-select';
import {articleOf, without} from '../toolbox/article';
import {articleToMarkdown} from './toMarkdown';
import {CHANGELOG_FEED_FILE} from '../changelog-feed/shared';
import {writeDevTwins} from './devTwins';
import {tryItMarkdown} from '../try-it/generate';
import {feedbackLine, llmsFullTxt, llmsTxt, sectionsFromSidebar, twinMarkdown, type AgentFeedback, type DocPage, type Section, type Twin} from './files';

export default function llmsTxtPlugin(context: LoadContext): Plugin {
  const {baseUrl, siteConfig, siteDir, generatedFilesDir} = context;
  const absolute = (p: string) => `${siteConfig.url}${p}`;
  /** A page's path as feedback names it: without the base URL. */
  const pagePath = (permalink: string) => `/${permalink.slice(baseUrl.length)}`;
  const agentFeedback: AgentFeedback = {mcpUrl: absolute(`${baseUrl}${DOCS_MCP_SERVER.path}`), feedbackUrl: absolute(`${baseUrl}${FEEDBACK_ENDPOINT.slice(1)}`)};
  const production = process.env.NODE_ENV === 'production';
  const devDir = path.join(generatedFilesDir, 'companylens-llms-txt');
  let sections: Section[] = [];
  /** Every page with a twin: the sidebar's, then any marked `unlisted` (a twin, but no line in llms.txt). */
  let twinPages: DocPage[] = [];

  return {
    name: 'companylens-llms-txt',

    getThemePath() {
      return path.join(__dirname, 'theme');
    },

    async allContentLoaded({allContent}) {
      const site = siteDocs(allContent);
      const docs = new Map<string, DocPage>(
        site.docs.map((d) => [d.id, {id: d.id, permalink: d.permalink, title: d.title, description: d.frontMatter.description}]),
      );
      sections = sectionsFromSidebar(site.sidebar, docs);
      const listed = sections.flatMap((s) => s.pages);
      twinPages = [...listed, ...[...docs.values()].filter((d) => !listed.includes(d))];
      if (!production) {
        const sources = new Map(site.docs.map((d) => [d.id, d.source]));
        const pages = twinPages.map((p) => ({...p, source: sources.get(p.id)!}));
        writeDevTwins({pages, siteDir, outDir: devDir, baseUrl, absolute, feedback: (p) => feedbackLine(agentFeedback, pagePath(p.permalink))});
      }
    },

    configureWebpack(_config, isServer) {
      // the development server serves the twins at their usual URLs
      // (devServer is not in the bundler config type Docusaurus declares, but it merges it)
      return (!isServer && !production ? {devServer: {static: [{directory: devDir, publicPath: baseUrl, watch: false}]}} : {}) as object;
    },

    async postBuild({outDir}) {
      const started = performance.now();
      const pages = twinPages;
      const twinUrls = new Map(pages.map((p) => [absolute(p.permalink), absolute(markdownTwinPath(p.permalink))]));
      const twinOf = (url: string) => twinUrls.get(url) ?? twinUrls.get(url.replace(/\/$/, ''));
      const outFile = (urlPath: string) => path.join(outDir, urlPath.slice(baseUrl.length));
      const llmsTxtUrl = absolute(`${baseUrl}llms.txt`);
      const tryIt = (tool: string) => tryItMarkdown(path.join(siteDir, 'docs'), tool);
      const fullUrl = absolute(`${baseUrl}llms-full.txt`);

      const twins = new Map<string, Twin>();
      for (const page of pages) {
        const file = builtPageFile(outDir, baseUrl, page.permalink, 'llms.txt');
        const article = articleOf(builtPage(file));
        if (!article) throw new Error(`llms.txt: ${page.permalink} has no <article>`);
        const pageUrl = absolute(page.permalink);
        const title = select('h1', article);
        const body = articleToMarkdown(without(article, title ? [title] : []), {pageUrl, twinOf, tryIt}); // the twin writes the title itself
        const twin: Twin = {page, pageUrl, twinUrl: twinOf(pageUrl)!, body};
        twins.set(page.id, twin);
        const target = outFile(markdownTwinPath(page.permalink));
        fs.mkdirSync(path.dirname(target), {recursive: true});
        fs.writeFileSync(target, twinMarkdown(twin, llmsTxtUrl, feedbackLine(agentFeedback, pagePath(page.permalink))));
      }
      const feedUrl = absolute(`${baseUrl}${CHANGELOG_FEED_FILE}`);
      const example = pages.find((p) => p.permalink !== baseUrl) ?? pages[0];
      const index = llmsTxt(sections, twins, fullUrl, agentFeedback.mcpUrl, feedUrl, absolute(`${baseUrl}${DISCOVERY_PATHS.serverCard}`), feedbackLine(agentFeedback, pagePath(example.permalink)), {
        skillMd: absolute(`${baseUrl}${AGENT_SKILL.folder}SKILL.md`),
        index: absolute(`${baseUrl}${AGENT_SKILL.index}`),
        download: absolute(`${baseUrl}${AGENT_SKILL.download}`),
      });
      const full = llmsFullTxt(sections, twins);
      fs.writeFileSync(path.join(outDir, 'llms.txt'), index);
      fs.writeFileSync(path.join(outDir, 'llms-full.txt'), full);
      console.log(`[llms-txt] ${twins.size} Markdown twins, llms.txt (${index.length} chars), llms-full.txt (${(full.length / 1024).toFixed(0)} KB) in ${Math.round(performance.now() - started)} ms`);
    },
  };
}
