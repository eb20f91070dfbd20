/**
 * The command that starts the fixture CompanyLens server (./reference-server.ts), defined once for
 * every test that reads it. It runs on the Node 22 of tests/tools/node22 when that is installed:
 * there src/run-ts.cjs turns on Node's compile cache, and a run's ~130 starts of the fixture cost
 * about 0.21 CPU-s each instead of 0.35 on Node 20. The commands under test keep the PATH's node.
 */
import {spawn, type SpawnOptionsWithoutStdio} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {NODE22} from './node22';

const root = path.resolve(__dirname, '../..');
const node = fs.existsSync(NODE22) ? NODE22 : 'node';

/** The fixture's command and arguments, its files relative to the repository root (or a copy of it); `at` makes them absolute, for a command run elsewhere. */
export function fixtureArgv(at?: string): string[] {
  const file = (rel: string) => (at ? path.join(at, rel) : rel);
  return [node, file('src/run-ts.cjs'), file('tests/support/reference-server.ts')];
}

/** The fixture as a command line, run from the repository root. */
export const FIXTURE = fixtureArgv().join(' ');
/** The same with absolute paths, for a command run from another folder. */
export const FIXTURE_ABSOLUTE = fixtureArgv(root).join(' ');

/** Starts the fixture with `args`, from the repository root unless `options.cwd` says otherwise. */
export function spawnFixture(args: string[], options: SpawnOptionsWithoutStdio = {}) {
  const [command, ...files] = fixtureArgv();
  return spawn(command, [...files, ...args], {cwd: root, ...options});
}
