/**
 * A folder under the system's temporary folder for one test run's files, removed when the
 * worker process that made it exits (a test that fails half-way leaves nothing behind either).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const made: string[] = [];
process.on('exit', () => {
  for (const dir of made) fs.rmSync(dir, {recursive: true, force: true});
});

export function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  made.push(dir);
  return dir;
}
