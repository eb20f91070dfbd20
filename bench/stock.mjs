// The stock Docusaurus 3.10.2 classic template, created and installed once in
// bench/.cache/stock, for the benches that compare this site with it.
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');
export const cacheDir = path.join(root, 'bench/.cache');
export const stockDir = path.join(cacheDir, 'stock');

export function run(label, cmd, args, cwd, env = {}) {
  console.log(`$ ${cmd} ${args.join(' ')}   (${path.relative(root, cwd) || '.'})`);
  const r = spawnSync(cmd, args, {cwd, stdio: ['ignore', 'ignore', 'inherit'], env: {...process.env, ...env}});
  if (r.status !== 0) throw new Error(`${label} failed`);
}

/** Creates and installs the stock template if it is not there; builds it when `build` is set and it has no build. */
export function ensureStock({build = true} = {}) {
  fs.mkdirSync(cacheDir, {recursive: true});
  if (!fs.existsSync(path.join(stockDir, 'package.json'))) {
    run('create-docusaurus', 'npx', ['--yes', 'create-docusaurus@3.10.2', 'stock', 'classic', '--typescript', '--skip-install'], cacheDir);
  }
  if (!fs.existsSync(path.join(stockDir, 'node_modules'))) {
    run('stock npm install', 'npm', ['install', '--no-audit', '--no-fund'], stockDir);
  }
  if (build && !fs.existsSync(path.join(stockDir, 'build/docs/intro/index.html'))) {
    run('stock build', 'npx', ['docusaurus', 'build'], stockDir);
  }
}
