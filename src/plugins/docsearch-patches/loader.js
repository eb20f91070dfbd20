// See index.ts. Plain CommonJS so the bundler can load it as a loader.
const {patchDocSearch} = require('./patch.js');

module.exports = function docsearchPatchesLoader(source) {
  return patchDocSearch(source, this.resourcePath);
};
