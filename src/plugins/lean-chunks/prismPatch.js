// The loader of src/plugins/lean-chunks that trims prism-react-renderer (see
// index.ts and ../toolbox/definePatches.js).
const {definePatches} = require('../toolbox/definePatches.js');

const PATCHES = [
  // prism-react-renderer registers some thirty languages on its Prism (C,
  // Swift, Rust, Go, …) in one block, whether a site uses them or not. This
  // site highlights only the languages of `prism.additionalLanguages` in
  // docusaurus.config.ts, which the theme registers from Prism's own
  // components (src/theme/CodeBlock/Content/Highlighted.tsx), so the block
  // goes and Prism keeps its core. No upstream report found
  // (FormidableLabs/prism-react-renderer).
  {
    name: 'bundled-languages',
    pattern: /(\/\/ src\/prism-langs\.ts\nvar Prism = __toESM\(require_prism\(\)\);\n)[^]*?\n(?=\n\/\/ src\/themes\/index\.ts\n)/g,
    replace: '$1',
  },
];

module.exports = definePatches(PATCHES, {kind: 'prism', dependency: 'prism-react-renderer', where: __filename});
