#!/usr/bin/env node
/**
 * jiti as this repository's Node commands load TypeScript with it, but with jiti's Babel
 * transform (a 1.7 MB bundle, about 0.15 s to load) loaded only when a file is missing from
 * both transpile caches (jiti's, and `transform`'s below). jiti itself loads it at every start,
 * though most runs transpile nothing. `node src/run-ts.cjs <file.ts> [arguments]` runs a file as
 * `jiti <file>` does (the package scripts, the reference test server); `tsLoader` is the same
 * loader for a module.
 */
const {createHash} = require('node:crypto');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const createJiti = require('jiti');

// Node 22.1+ keeps the V8 code of the modules it loads natively (the SDK, zod, Ajv) between runs,
// as webpack's and Vite's commands do; on Node 20 there is no such cache and this does nothing.
require('node:module').enableCompileCache?.();

let babel;
/**
 * jiti keys its transpile cache by a file's path, so a copy of the site (the writers' tests make
 * them in temporary folders) transpiles every file again. This cache is keyed by what the output
 * depends on: the source, the options and the extension; and the path too where the source reads
 * `import.meta`, which the transform writes out as the file's URL.
 */
const CACHE = path.join(os.tmpdir(), 'companylens-ts');
function transform(options) {
  const {filename = '', source, ...rest} = options;
  const key = createHash('sha256')
    .update(JSON.stringify([rest, /import\.meta/.test(source) ? filename : path.extname(filename), source]))
    .digest('hex');
  const file = path.join(CACHE, `${key.slice(0, 32)}.js`);
  try {
    return {code: fs.readFileSync(file, 'utf8')};
  } catch {
    // not transpiled yet
  }
  const result = (babel ??= require('jiti/dist/babel'))(options);
  if (!result.error && !result.code.includes('__JITI_ERROR__')) {
    try {
      fs.mkdirSync(CACHE, {recursive: true});
      const part = `${file}.${process.pid}`;
      fs.writeFileSync(part, result.code);
      fs.renameSync(part, file);
    } catch {
      // a cache that cannot be written only costs time
    }
  }
  return result;
}

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
