// The loader of src/plugins/startup-patches (see index.ts). Plain CommonJS so
// the bundler can load it as a loader; the patch must match exactly once or
// the build fails, naming it.
//
// locale-free-key-sort: theme-common's useShallowMemoObject sorts an object's
// entries by key with String#localeCompare, only to get an order that does
// not depend on how the keys were written. The first localeCompare call in a
// page creates the browser's ICU collator, about 80 ms on Lighthouse's phone
// CPU, in one piece inside the hydration render (the word-wrap hook of every
// code block and the phone menu of every doc page use it). Comparing the keys
// as plain strings gives an equally stable order without the collator.
const PATCHES = [
  {
    name: 'locale-free-key-sort',
    pattern: /deps\.sort\(\(a, b\) => a\[0\]\.localeCompare\(b\[0\]\)\);/g,
    replace: 'deps.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));',
  },
];

function patchThemeCommon(source, file = '@docusaurus/theme-common') {
  let out = source;
  for (const patch of PATCHES) {
    const count = [...out.matchAll(patch.pattern)].length;
    if (count !== 1) {
      throw new Error(
        `startup patch "${patch.name}": expected exactly one match in ${file}, found ${count}. ` +
          'Docusaurus changed: check whether the patch is still needed (src/plugins/startup-patches).',
      );
    }
    out = out.replace(patch.pattern, patch.replace);
  }
  return out;
}

module.exports = function startupPatchesLoader(source) {
  return patchThemeCommon(source, this.resourcePath);
};
module.exports.patchThemeCommon = patchThemeCommon;
