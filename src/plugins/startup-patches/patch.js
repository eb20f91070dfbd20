// The loader of src/plugins/startup-patches (see index.ts). Plain CommonJS so
// the bundler can load it as a loader; each patch must match exactly once or
// the build fails, naming it (../applyPatches.js).
//
// locale-free-key-sort: theme-common's useShallowMemoObject sorts an object's
// entries by key with String#localeCompare, only to get an order that does
// not depend on how the keys were written. The first localeCompare call in a
// page creates the browser's ICU collator, about 80 ms on Lighthouse's phone
// CPU, in one piece inside the hydration render (the word-wrap hook of every
// code block and the phone menu of every doc page use it). Comparing the keys
// as plain strings gives an equally stable order without the collator.
const {applyPatches} = require('../applyPatches.js');

const PATCHES = [
  {
    name: 'locale-free-key-sort',
    pattern: /deps\.sort\(\(a, b\) => a\[0\]\.localeCompare\(b\[0\]\)\);/g,
    replace: 'deps.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));',
  },
];

function patchThemeCommon(source, file = '@docusaurus/theme-common') {
  return applyPatches(source, PATCHES, {kind: 'startup', file, dependency: 'Docusaurus', plugin: 'startup-patches'});
}

module.exports = function startupPatchesLoader(source) {
  return patchThemeCommon(source, this.resourcePath);
};
module.exports.patchThemeCommon = patchThemeCommon;
