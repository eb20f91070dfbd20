#!/usr/bin/env node
/**
 * jiti as this repository's Node commands load TypeScript with it, but with jiti's Babel
 * transform (a 1.7 MB bundle, about 0.15 s to load) loaded only when a file is missing from
 * jiti's transpile cache. jiti itself loads it at every start, though most runs transpile
 * nothing. `node src/run-ts.cjs <file.ts> [arguments]` runs a file as `jiti <file>` does (the
 * package scripts, the reference test server); `tsLoader` is the same loader for a module.
 */
const path = require('node:path');
const createJiti = require('jiti');

let babel;
const transform = (options) => (babel ??= require('jiti/dist/babel'))(options);

/** A jiti loader for modules relative to `from` (a file's path or URL). */
function tsLoader(from) {
  return createJiti(from, {transform});
}
module.exports = {tsLoader};

if (require.main === module) {
  const [file] = process.argv.splice(2, 1);
  if (!file) {
    console.error('usage: node src/run-ts.cjs <file.ts> [arguments]');
    process.exit(2);
  }
  const load = tsLoader(process.cwd());
  try {
    load((process.argv[1] = load.resolve(path.resolve(process.cwd(), file))));
  } catch (error) {
    // one line, as the commands print their own errors: not jiti's minified source line and stack
    const [first, second = ''] = String(error).split('\n').map((line) => line.trim());
    console.error(/:\d+:\d+$/.test(second) ? `${first} at ${second}` : first);
    process.exit(1);
  }
}
