/**
 * Discovery files, one plugin: after the build it writes the product's MCP
 * registry entry, the docs MCP server's card and the AI Catalog (./files.ts)
 * at DISCOVERY_PATHS. deploy/nginx/companylens.conf serves them with their
 * media types, CORS and caching, and points to the card and llms.txt in
 * `Link` headers; llms.txt names the card too.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {DISCOVERY_PATHS} from '../../constants';
import {aiCatalog, registryEntry, serverCard} from './files';

export default function discoveryPlugin(context: LoadContext): Plugin {
  const {baseUrl, siteConfig} = context;
  return {
    name: 'companylens-discovery',
    async postBuild({outDir}) {
      const started = performance.now();
      const files = {
        [DISCOVERY_PATHS.registryEntry]: registryEntry(siteConfig.url, baseUrl),
        [DISCOVERY_PATHS.serverCard]: serverCard(siteConfig.url, baseUrl),
        [DISCOVERY_PATHS.aiCatalog]: aiCatalog(siteConfig.url, baseUrl),
      };
      for (const [file, value] of Object.entries(files)) {
        const target = path.join(outDir, file);
        fs.mkdirSync(path.dirname(target), {recursive: true});
        fs.writeFileSync(target, `${JSON.stringify(value, null, 2)}\n`);
      }
      console.log(`[discovery] ${Object.keys(files).join(', ')} in ${Math.round(performance.now() - started)} ms`);
    },
  };
}
