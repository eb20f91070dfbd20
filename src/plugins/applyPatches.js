// Shared by the loaders of docsearch-patches and startup-patches (plain
// CommonJS, so the bundler can load it with them). Applies each patch to a
// dependency's source; a patch that does not match exactly once fails the
// build, naming the patch, so a fix cannot silently stop working after an
// upgrade.
function applyPatches(source, patches, {kind, file, dependency, plugin}) {
  let out = source;
  for (const patch of patches) {
    const count = [...out.matchAll(patch.pattern)].length;
    if (count !== 1) {
      throw new Error(
        `${kind} patch "${patch.name}": expected exactly one match in ${file}, found ${count}. ` +
          `${dependency} changed: check whether the patch is still needed (src/plugins/${plugin}).`,
      );
    }
    out = out.replace(patch.pattern, patch.replace);
    if (patch.prepend) out = patch.prepend + out;
  }
  return out;
}

module.exports = {applyPatches};
