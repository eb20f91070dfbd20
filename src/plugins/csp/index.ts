/**
 * The build-specific parts of the Content-Security-Policy that
 * `deploy/nginx/companylens.conf` sends: the SHA-256 hashes of the inline
 * scripts Docusaurus puts in the built pages (theme and announcement-bar
 * set-up, the base-URL banner), and the hosted search service's hosts when the
 * build uses it. They go to `<outDir>/.nginx/csp.conf`, which the nginx
 * configuration includes, so a page's inline scripts run and nothing else
 * inline does, without 'unsafe-inline' in script-src.
 */
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import {selectAll} from 'hast-util-select';
import type {Root} from 'hast';
import type {Plugin} from '@docusaurus/types';
import {builtPage, htmlFiles} from '../toolbox/builtPages';
import {readSearchConfig, type SearchConfig} from '../search/server/config';

/** Where the include file goes, relative to the build folder (nginx refuses to serve it). */
const CSP_INCLUDE = '.nginx/csp.conf';

/** Script types the browser runs; other types (application/ld+json) are data, which CSP ignores. */
const RUNNABLE = /^(|text\/javascript|application\/javascript|module)$/i;

/**
 * CSP source expressions ('sha256-…') for the inline scripts of one page (a hast tree, as
 * builtPages.ts parses it), in page order: a script's text is raw, so the tree holds it as written.
 */
export function inlineScriptHashes(page: Root): string[] {
  return selectAll('script:not([src])', page)
    .filter((script) => RUNNABLE.test(String(script.properties.type ?? '').trim()))
    .map((script) => {
      const text = script.children.map((c) => (c.type === 'text' ? c.value : '')).join('');
      return `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;
    });
}

/**
 * The origins the search client connects to besides the site itself: none for
 * the local index; for the hosted service, its configured hosts, or else the
 * service's read hosts for the application (as its lite client uses them).
 */
export function searchConnectSources(config: SearchConfig): string[] {
  if (config.mode !== 'algolia') return [];
  if (config.hosts.length > 0) return [...new Set(config.hosts.map((h) => new URL(h).origin))];
  const app = config.appId.toLowerCase();
  return [`https://${app}-dsn.algolia.net`, ...[1, 2, 3].map((n) => `https://${app}-${n}.algolianet.com`)];
}

/** The nginx include: two variables that the configuration's CSP header interpolates. */
export function cspInclude(scriptHashes: string[], connectSources: string[]): string {
  // In an nginx string, a quote or backslash would end or escape it and `$` would start a variable.
  const quoted = (s: string) => {
    if (/["\\$\n]/.test(s)) throw new Error(`CSP include: unexpected character in ${s}`);
    return `"${s}"`;
  };
  return [
    '# Written by src/plugins/csp at build time; included by deploy/nginx/companylens.conf.',
    '# Hashes of the inline scripts of this build, and the search hosts it connects to.',
    `set $companylens_csp_script_hashes ${quoted(scriptHashes.join(' '))};`,
    `set $companylens_csp_connect ${quoted(connectSources.join(' '))};`,
    '',
  ].join('\n');
}

export default function cspPlugin(): Plugin {
  const search = readSearchConfig();
  return {
    name: 'companylens-csp',
    postBuild({outDir}) {
      const started = performance.now();
      const hashes = new Set<string>();
      for (const file of htmlFiles(outDir)) {
        for (const h of inlineScriptHashes(builtPage(file))) hashes.add(h);
      }
      const connect = searchConnectSources(search);
      const target = path.join(outDir, CSP_INCLUDE);
      fs.mkdirSync(path.dirname(target), {recursive: true});
      fs.writeFileSync(target, cspInclude([...hashes].sort(), connect));
      console.log(`[csp] ${hashes.size} inline script hashes${connect.length ? `, connect-src ${connect.join(' ')}` : ''} → ${CSP_INCLUDE} in ${Math.round(performance.now() - started)} ms`);
    },
  };
}
