/**
 * The house's rules are code: dependency-cruiser (.dependency-cruiser.json) names an import
 * circle and an import across rooms, knip (knip.jsonc) an export nothing uses, each with the
 * files and the rule; both pass on the repository as it is (npm test runs them beside the builds).
 * Each mistake is made in a throwaway copy of the site. In the writer project: it reads copies.
 */
import {test, expect} from '@playwright/test';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {stripVTControlCharacters} from 'node:util';
import {copySite} from '../support/site-copy';

// a copy per test: each test's mistakes are the only ones its run may find, whichever worker runs it
let dir = '';
test.beforeEach(() => {
  dir = copySite();
});
test.afterEach(() => fs.rmSync(dir, {recursive: true, force: true}));

const append = (file: string, text: string) => fs.appendFileSync(path.join(dir, file), `\n${text}\n`);
const run = (script: string) => {
  const r = spawnSync('npm', ['run', '--silent', script], {cwd: dir, encoding: 'utf8', env: {...process.env, NO_COLOR: '1'}});
  // as a log file shows it, without colour codes
  return {status: r.status, output: stripVTControlCharacters(`${r.stdout}${r.stderr}`)};
};

test('an import circle and an import across rooms are named with both files and the rule', () => {
  // the writers' problem type importing the check that imports it; the shared lib importing a component
  append('src/writers/problem.ts', "import type {CheckOptions} from './check';\nexport type Options = CheckOptions;");
  append('src/lib/text/html.ts', "import Changelog from '../../components/Changelog';\nexport const Shown = Changelog;");
  append('packages/mcp-surface-gate/src/surface/defaults.ts', "import type {Change} from '../compare/change';\nexport type Changed = Change;");
  // the lint is for the command and the gate's docs-quality hook only, never an earlier stage
  append('packages/mcp-surface-gate/src/compare/ignore.ts', "import type {Finding} from '../lint/finding';\nexport type Found = Finding;");
  // a package imports nothing of the site; the site reaches a package by its entry point only
  append('packages/mcp-surface-gate/src/stop.ts', "import type {Tool} from '../../../src/data/mcp';\nexport type Listed = Tool;");
  append('src/writers/rules/syncMarkers.ts', "import type {Finding} from '../../../packages/mcp-surface-gate/src/lint/finding';\nexport type Found = Finding;");
  // the docs service takes from the site only what the shared packages hold; the site runs the service, never imports it
  append('packages/companylens-docs-service/src/respond.ts', "import {SITE_VERSION} from '../../../src/constants';\nexport const VERSION = SITE_VERSION;");
  append('src/plugins/search/server/push.ts', "import type {Store} from '../../../../packages/companylens-docs-service/src/store';\nexport type Kept = Store;");
  // the search engine stays free of the contract, which imports the engine
  append('packages/docs-search-engine/src/hits.ts', "import type {FeedbackPost} from '../../companylens-docs-contract/src';\nexport type Post = FeedbackPost;");
  const {status, output} = run('deps');
  expect(status).not.toBe(0);
  expect(output).toMatch(/error no-circular: src\/writers\/check\.ts → \s*src\/writers\/problem\.ts →\s*src\/writers\/check\.ts/);
  expect(output).toContain('error lib-imports-none-of-its-users: src/lib/text/html.ts → src/components/Changelog/index.tsx');
  expect(output).toContain('error surface-gate-surface-stage: packages/mcp-surface-gate/src/surface/defaults.ts → packages/mcp-surface-gate/src/compare/change.ts');
  expect(output).toContain('error surface-gate-lint-is-for-the-cli-and-the-gate: packages/mcp-surface-gate/src/compare/ignore.ts → packages/mcp-surface-gate/src/lint/finding.ts');
  expect(output).toContain('error packages-import-nothing-of-the-site: packages/mcp-surface-gate/src/stop.ts → src/data/mcp.ts');
  expect(output).toContain('error site-imports-a-package-by-its-entry-point: src/writers/rules/syncMarkers.ts → packages/mcp-surface-gate/src/lint/finding.ts');
  expect(output).toContain('error packages-import-nothing-of-the-site: packages/companylens-docs-service/src/respond.ts → src/constants.ts');
  expect(output).toContain('error site-imports-a-package-by-its-entry-point: src/plugins/search/server/push.ts → packages/companylens-docs-service/src/store/index.ts');
  expect(output).toContain('error search-engine-imports-no-package: packages/docs-search-engine/src/hits.ts → packages/companylens-docs-contract/src/index.ts');
  // the entry point itself is allowed: syncMarkers.ts imports the marker from it
  expect(output).not.toContain('src/writers/rules/syncMarkers.ts → packages/mcp-surface-gate/src/index.ts');
});

test('an export nothing uses is named with its file, line and name', () => {
  append('src/lib/text/formatDate.ts', 'export const UNUSED_FOR_THE_TEST = 1;');
  const {status, output} = run('knip');
  expect(status).not.toBe(0);
  const line = fs.readFileSync(path.join(dir, 'src/lib/text/formatDate.ts'), 'utf8').split('\n').findIndex((l) => l.includes('UNUSED_FOR_THE_TEST')) + 1;
  expect(output).toMatch(new RegExp(`Unused exports \\(1\\)\\s+UNUSED_FOR_THE_TEST\\s+src/lib/text/formatDate\\.ts:${line}:\\d+`));
});
