// Build-time patches to a dependency's source, as a bundler loader (plain
// CommonJS, so the bundler can load it). A patch that does not match exactly
// once fails the build, naming the patch and the file that defines it, so a
// fix cannot silently stop working after an upgrade.
const path = require('node:path');

function applyPatches(source, patches, {kind, file, dependency, where}) {
  let out = source;
  for (const patch of patches) {
    const count = [...out.matchAll(patch.pattern)].length;
    if (count !== 1) {
      throw new Error(
        `${kind} patch "${patch.name}": expected exactly one match in ${file}, found ${count}. ` +
          `${dependency} changed: check whether the patch is still needed (${path.relative(process.cwd(), where)}).`,
      );
    }
    out = out.replace(patch.pattern, patch.replace);
    if (patch.prepend) out = patch.prepend + out;
  }
  return out;
}

/**
 * The loader that applies `patches` ({name, pattern (global), replace,
 * prepend?}) to the files a rule gives it; `loader.patch(source)` applies
 * them outside the bundler (tests).
 */
function definePatches(patches, {kind, dependency, where}) {
  const patch = (source, file = dependency) => applyPatches(source, patches, {kind, file, dependency, where});
  function loader(source) {
    return patch(source, this.resourcePath);
  }
  loader.patch = patch;
  return loader;
}

module.exports = {definePatches};
