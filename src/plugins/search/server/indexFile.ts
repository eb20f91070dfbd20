/**
 * The built index's file name, fixed before any page is rendered, so every
 * page names it through the plugin's global data and nothing rewrites the
 * built pages afterwards. It hashes what the pages are built from (the docs,
 * the site's code and data, the translations, the config, the locked
 * dependency versions, the site's address): a change to any of them gives a
 * new name, so the file can be cached for ever.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const INPUTS = ['docs', 'src', 'i18n', 'docusaurus.config.ts', 'sidebars.ts', 'package-lock.json'];

function filesUnder(p: string): string[] {
  if (!fs.existsSync(p)) return [];
  if (!fs.statSync(p).isDirectory()) return [p];
  return fs
    .readdirSync(p)
    .sort()
    .flatMap((name) => filesUnder(path.join(p, name)));
}

export function indexFileName(siteDir: string, siteAddress: string): string {
  const hash = crypto.createHash('sha256').update(siteAddress);
  for (const file of INPUTS.flatMap((input) => filesUnder(path.join(siteDir, input)))) {
    hash.update(`\0${path.relative(siteDir, file)}\0`).update(fs.readFileSync(file));
  }
  return `search-index.${hash.digest('hex').slice(0, 10)}.json`;
}
