/**
 * The local index a build wrote (build/search-index.<hash>.json), found and
 * unpacked: the one reader for push, the tests, the stand-in hosted service
 * and the bench. Node only.
 */
import fs from 'node:fs';
import path from 'node:path';
import {unpackIndex} from './indexFormat';

export function readBuiltIndex(buildDir: string) {
  const file = fs.readdirSync(buildDir).find((f) => /^search-index\.[0-9a-f]{10}\.json$/.test(f));
  if (!file) throw new Error(`No search index in ${buildDir}: run \`npm run build\` (without ALGOLIA_* variables) first.`);
  const bytes = fs.readFileSync(path.join(buildDir, file));
  return {file, bytes, records: unpackIndex(JSON.parse(bytes.toString('utf8')))};
}
