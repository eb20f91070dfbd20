// The check's last answer, kept under node_modules/.cache/companylens-check/ with the digest of
// everything it could have read: the pages, the sources beside them, the rules' own code, the
// settings, the static files and the installed packages (package-lock.json), and the addresses
// the build is for. The same digest gives the same answer without loading a rule, so the build
// after `npm run check`, or a check run twice, costs the reading of the files. Plain Node, so
// that a hit loads nothing else. When it misses, the answers kept per file (../writers/answers.ts)
// under the digest of all but the pages (contextDigest) spare every file that did not change.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** What the check reads, from the site folder: folders walked whole, and single files. */
const FOLDERS = ['docs', 'src', 'i18n', 'static', '.cspell'];
const FILES = ['sidebars.ts', 'package-lock.json', 'cspell.config.yaml', '.markdownlint-cli2.jsonc', 'tsconfig.json'];

function walk(siteDir, dir, out) {
  for (const e of fs.readdirSync(path.join(siteDir, dir), {withFileTypes: true})) {
    const rel = `${dir}/${e.name}`;
    if (e.isDirectory()) walk(siteDir, rel, out);
    else out.push(rel);
  }
}

/** The digest of the inputs of a check of `only` (all when empty). */
export const inputsDigest = (siteDir, only) => digestOf(siteDir, siteFiles(siteDir), FOLDERS, {only: [...only].sort()});

/** The digest of what the check reads besides the pages of docs/: what every answer kept per file depends on (../writers/answers.ts). */
export const contextDigest = (siteDir) => digestOf(siteDir, siteFiles(siteDir), FOLDERS.filter((f) => f !== 'docs'), {});

/**
 * The digest of what markdownlint and cspell read besides the file they lint: their settings, the
 * project's words, the installed packages and the rules' own code. Their answers are kept under it,
 * so an edit to sidebars.ts or src/data does not spell-check every page again.
 */
export const lintContextDigest = (siteDir) =>
  digestOf(siteDir, ['package-lock.json', 'cspell.config.yaml', '.markdownlint-cli2.jsonc'], ['src/writers', '.cspell'], {linters: true});

/** Where the check keeps its answers, from the site's folder. */
export const CHECK_CACHE = 'node_modules/.cache/companylens-check';

/** Where the answers per file are kept. */
export const answersFile = (siteDir) => path.join(siteDir, CHECK_CACHE, 'files.json');

/** The single files every check reads: FILES and the Markdown files at the root. */
const siteFiles = (siteDir) => [...FILES, ...fs.readdirSync(siteDir).filter((f) => f.endsWith('.md'))];

function digestOf(siteDir, named, folders, extra) {
  const files = [...named];
  for (const dir of folders) if (fs.existsSync(path.join(siteDir, dir))) walk(siteDir, dir, files);
  const hash = crypto.createHash('sha256');
  hash.update(JSON.stringify({...extra, site: process.env.SITE_URL ?? '', base: process.env.BASE_URL ?? '', node: process.version}));
  for (const file of files.sort()) {
    hash.update(`\0${file}\0`);
    if (fs.existsSync(path.join(siteDir, file))) hash.update(fs.readFileSync(path.join(siteDir, file)));
  }
  return hash.digest('hex');
}

const cacheFile = (siteDir) => path.join(siteDir, CHECK_CACHE, 'last.json');

/** The answer kept for this digest, if any. */
export function cached(siteDir, digest) {
  try {
    const kept = JSON.parse(fs.readFileSync(cacheFile(siteDir), 'utf8'));
    return kept.digest === digest ? kept.answer : undefined;
  } catch {
    return undefined; // none kept yet, or unreadable: check again
  }
}

export function keep(siteDir, digest, answer) {
  try {
    fs.mkdirSync(path.dirname(cacheFile(siteDir)), {recursive: true});
    fs.writeFileSync(cacheFile(siteDir), JSON.stringify({digest, answer}));
  } catch {
    // a read-only checkout: nothing is kept, and the next run checks again
  }
}
