/**
 * src/run-ts.cjs, the launcher the Node commands load TypeScript with: its transpile cache is
 * keyed by content, so a copy of the site elsewhere reuses it; a file whose output holds its own
 * path (`import.meta.url`) must still run with its own.
 */
import {test, expect} from '@playwright/test';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {tempDir} from '../support/temp-dir';

const LAUNCHER = path.resolve(__dirname, '../../src/run-ts.cjs');
const run = (file: string) => spawnSync('node', [LAUNCHER, file], {encoding: 'utf8'});

test('the same file in two folders runs alike, and one that reads import.meta.url gets its own URL in each', () => {
  // a source no earlier run has seen, so the first folder transpiles it and the second reads the cache
  const salt = `${process.pid}-${Date.now()}`;
  const files = [tempDir('run-ts-a-'), tempDir('run-ts-b-')].map((dir) => {
    fs.writeFileSync(path.join(dir, 'plain.ts'), `const n: number = 6 * 7;\nconsole.log(\`\${n} ${salt}\`);\n`);
    fs.writeFileSync(path.join(dir, 'here.ts'), `const here: string = import.meta.url;\nconsole.log(\`\${here} ${salt}\`);\n`);
    return dir;
  });
  for (const dir of files) {
    const plain = run(path.join(dir, 'plain.ts'));
    expect(plain.stderr).toBe('');
    expect(plain.stdout.trim()).toBe(`42 ${salt}`);
    const here = run(path.join(dir, 'here.ts'));
    expect(here.stdout.trim()).toBe(`${pathToFileURL(path.join(fs.realpathSync(dir), 'here.ts')).href} ${salt}`);
  }
});
