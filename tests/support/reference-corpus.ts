/**
 * The published MCP servers of tests/corpus/ (its own npm project, installed by
 * `npm test` or, for a spec run alone, by the first test that needs it), as
 * commands the reference tests run them with.
 */
import fs from 'node:fs';
import path from 'node:path';
import {test} from '@playwright/test';
import {CORPUS, ensureCorpus} from '../tools/corpus.cjs';

/** `node <the server's bin>` for a corpus alias, its bin read from its package.json. */
export function corpusBin(alias: string, args = ''): string {
  const pkg = JSON.parse(fs.readFileSync(path.join(CORPUS, 'node_modules', alias, 'package.json'), 'utf8')) as {bin?: string | Record<string, string>; main?: string};
  const bin = typeof pkg.bin === 'string' ? pkg.bin : Object.values(pkg.bin ?? {})[0] ?? pkg.main!;
  return `node ${path.relative(path.resolve(__dirname, '../..'), path.join(CORPUS, 'node_modules', alias, bin))}${args ? ` ${args}` : ''}`;
}

/** For a beforeAll: installs the corpus when missing (a minute or two, once); fails with npm's reason otherwise. */
export function ensureCorpusOrFail() {
  test.setTimeout(600_000);
  const problem = ensureCorpus(() => {});
  if (problem) throw new Error(problem);
}
