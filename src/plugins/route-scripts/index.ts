/**
 * Every built page names the scripts of its route in its HTML, as Docusaurus's page template
 * means to (`<script defer>` after runtime and main), so a browser fetches them beside main.js
 * instead of only once main.js has run and asked for them.
 *
 * Docusaurus finds a page's scripts by looking up the modules its route rendered (the second
 * column of `.docusaurus/registry.js`: "@theme/DocItem", "@site/docs/….mdx") in the client
 * manifest. The manifest keys each chunk by its chunk name instead (the registry's first
 * column), so no module was found and every page named runtime and main only. After the client
 * bundle is written, this adds each registry module to the manifest under its own name, with
 * the chunks its chunk needs (the manifest's own entry for that chunk, siblings included). A registry or manifest
 * laid out otherwise stops the build, naming what it could not find.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

const NAME = 'companylens-route-scripts';

export interface ClientManifest {
  entrypoints: string[];
  /** What getBundles looks a module up by → the ids of the chunks it needs. */
  origins: Record<string, string[]>;
  /** Chunk id → its files by extension. */
  assets: Record<string, unknown>;
}

/** `"<chunk name>": [() => import(/* webpackChunkName: "<chunk name>" *\/ "<module>"), "<module>", …` */
const REGISTRY_ENTRY = /^\s*"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "[^"]+" \*\/ "[^"]+"\), "([^"]+)"/gm;

/** The manifest with every registry module added under its name; throws naming any module whose chunk it cannot find. */
export function withRouteModules(manifest: ClientManifest, registry: string): ClientManifest {
  const entries = [...registry.matchAll(REGISTRY_ENTRY)];
  if (!entries.length) throw new Error(`${NAME}: no module found in .docusaurus/registry.js; its layout has changed, so update src/plugins/route-scripts`);
  const origins = {...manifest.origins};
  const missing: string[] = [];
  for (const [, chunkName, module] of entries) {
    // the manifest keys a named chunk by its name
    const chunks = manifest.origins[chunkName];
    if (chunks) origins[module] = chunks;
    else missing.push(`${module} (chunk "${chunkName}")`);
  }
  if (missing.length) throw new Error(`${NAME}: the client manifest has no chunk for ${missing.join(', ')}; its layout has changed, so update src/plugins/route-scripts`);
  return {...manifest, origins};
}

export default function routeScriptsPlugin({generatedFilesDir}: LoadContext): Plugin {
  const manifestFile = path.join(generatedFilesDir, 'client-manifest.json');
  return {
    name: NAME,
    configureWebpack(_config, isServer) {
      if (isServer || process.env.NODE_ENV !== 'production') return {};
      return {
        plugins: [
          {
            apply(compiler: {hooks: {afterEmit: {tap(name: string, fn: () => void): void}}}) {
              // after the manifest is written (at emit), before the pages are rendered from it
              compiler.hooks.afterEmit.tap(NAME, () => {
                const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as ClientManifest;
                const registry = fs.readFileSync(path.join(generatedFilesDir, 'registry.js'), 'utf8');
                fs.writeFileSync(manifestFile, JSON.stringify(withRouteModules(manifest, registry)));
              });
            },
          },
        ],
      };
    },
  };
}
