// Where tests/tools/node22 (an npm project of its own, which npm test installs) puts its Node.js
// 22: the test tools that need it run there (tests/support/node22.ts), and so do the Playwright
// lanes of phase 3 (run.mjs).
const path = require('node:path');

/** The project's node_modules, where its tools are. */
const NODE22_MODULES = path.resolve(__dirname, 'node22/node_modules');
const NODE22 = path.join(NODE22_MODULES, '.bin/node');

module.exports = {NODE22, NODE22_MODULES};
