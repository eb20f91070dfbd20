/**
 * A throwaway copy of this site in a temporary folder, for tests that change
 * the docs and build them: the files git tracks (as they are in the working
 * tree) committed to a repository of its own, and node_modules linked package by package (its .cache left out, so
 * the copy never shares the bundler's cache with this checkout). The writers' check's answers per
 * file are copied, when this checkout has them: they are kept under the digest of what each was
 * worked out from (src/writers/answers.ts), so the copy's check reuses them as this checkout's
 * would, and works out afresh what a test changed. A test about a check from nothing removes them.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {stripVTControlCharacters} from 'node:util';
import {answersFile} from '../../src/writers/cache.mjs';

export const root = path.resolve(__dirname, '../..');

export function copySite(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'companylens-site-'));
  const tracked = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {cwd: root, encoding: 'utf8'}).stdout.split('\0');
  for (const file of tracked.filter(Boolean)) {
    if (!fs.existsSync(path.join(root, file))) continue; // deleted in the working tree
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.copyFileSync(path.join(root, file), path.join(dir, file));
  }
  // a repository of its own: the docs plugin reads each page's last update from git
  const git = (...args: string[]) => spawnSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', ...args], {cwd: dir});
  git('init', '-q');
  git('add', '-A');
  git('commit', '-qm', 'copy');
  linkNodeModules(dir);
  return dir;
}

/**
 * This checkout's node_modules in a copy at `dir`, linked package by package but for its .cache
 * (a copy's builds and checks write nothing here), with the writers' check's answers per file copied.
 */
export function linkNodeModules(dir: string): void {
  fs.mkdirSync(path.join(dir, 'node_modules'));
  for (const entry of fs.readdirSync(path.join(root, 'node_modules'))) {
    if (entry !== '.cache') fs.symlinkSync(path.join(root, 'node_modules', entry), path.join(dir, 'node_modules', entry));
  }
  if (fs.existsSync(answersFile(root))) {
    fs.mkdirSync(path.dirname(answersFile(dir)), {recursive: true});
    fs.copyFileSync(answersFile(root), answersFile(dir));
  }
}

/** `docusaurus build` in the copy: its exit status and everything it printed. */
export function buildSite(dir: string, env: Record<string, string> = {}): {status: number; output: string} {
  const r = spawnSync('node_modules/.bin/docusaurus', ['build', '--no-minify'], {
    cwd: dir,
    encoding: 'utf8',
    env: {...process.env, DOCS_TEST_ROUTES: '0', ALGOLIA_APP_ID: '', ALGOLIA_SEARCH_API_KEY: '', ALGOLIA_INDEX_NAME: '', ...env},
    maxBuffer: 64 * 1024 * 1024,
  });
  // without colour codes, as a log file shows it
  return {status: r.status ?? 1, output: stripVTControlCharacters(`${r.stdout}\n${r.stderr}`)};
}

/** Writes a file into the copy, making its folder. */
export function put(dir: string, file: string, text: string): void {
  fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
  fs.writeFileSync(path.join(dir, file), text);
}
