/**
 * What the nginx tests share: where the servers are (started by
 * playwright.config.ts with deploy/serve.mjs), whether this nginx has the
 * brotli module, and a parser for the Content-Security-Policy header.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {NGINX_HOSTED_PORT, NGINX_PLAIN_PORT, NGINX_PORT} from '../playwright.config';

export const ROOT = path.resolve(__dirname, '../..');
export const NGINX = `http://127.0.0.1:${NGINX_PORT}`;
/** build-algolia/ (the hosted search build) behind the same configuration. */
export const NGINX_HOSTED = `http://127.0.0.1:${NGINX_HOSTED_PORT}`;
/** build/ behind the same configuration with brotli left out (plain Debian nginx). */
export const NGINX_PLAIN = `http://127.0.0.1:${NGINX_PLAIN_PORT}`;

/** True when serve:prod loads Debian's brotli module: it is installed and NGINX_BROTLI is not 0 (as deploy/serve.mjs decides). */
export function servesBrotli(): boolean {
  if (process.env.NGINX_BROTLI === '0') return false;
  const nginx = process.env.NGINX ?? '/usr/sbin/nginx';
  const out = spawnSync(nginx, ['-V'], {encoding: 'utf8'});
  const modulesDir = `${out.stdout}${out.stderr}`.match(/--modules-path=(\S+)/)?.[1] ?? '/usr/lib/nginx/modules';
  return fs.existsSync(path.join(modulesDir, 'ngx_http_brotli_filter_module.so'));
}

/** The CSP header as directive → sources. */
export function parseCsp(header: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of header.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

/** A built file's URL path, found by a pattern on its name (hashed names change with every build). */
export function builtFile(dir: string, pattern: RegExp, buildDir = 'build'): string {
  const name = fs.readdirSync(path.join(ROOT, buildDir, dir)).find((f) => pattern.test(f));
  if (!name) throw new Error(`no file matching ${pattern} in ${buildDir}/${dir}: build the site first`);
  return `/${path.posix.join(dir, name)}`;
}

/**
 * Records every `securitypolicyviolation` event of the pages the tab opens
 * (what the browser blocked, and which directive blocked it).
 */
export async function recordCspViolations(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as {cspViolations: string[]};
    w.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      w.cspViolations.push(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`);
    });
  });
  return () => page.evaluate(() => (window as unknown as {cspViolations: string[]}).cspViolations);
}
