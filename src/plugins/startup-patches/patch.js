// The loader of src/plugins/startup-patches (see index.ts and
// ../toolbox/definePatches.js).
const {definePatches} = require('../toolbox/definePatches.js');

const PATCHES = [
  // theme-common's useShallowMemoObject sorts an object's entries by key with
  // String#localeCompare, only to get an order that does not depend on how the
  // keys were written. The first localeCompare call in a page creates the
  // browser's ICU collator, in one piece inside the hydration render (every
  // code block's word-wrap hook and every doc page's phone menu reach it).
  // Comparing the keys as plain strings gives an equally stable order without
  // the collator. No upstream report found (facebook/docusaurus).
  {
    name: 'locale-free-key-sort',
    pattern: /deps\.sort\(\(a, b\) => a\[0\]\.localeCompare\(b\[0\]\)\);/g,
    replace: 'deps.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));',
  },
];

module.exports = definePatches(PATCHES, {kind: 'startup', dependency: 'Docusaurus', where: __filename});
