// Kept on purpose, though the build does not read it. This site compiles its JavaScript with SWC
// (Docusaurus's faster pipeline, `future.v4` in docusaurus.config.ts), so every start and build
// prints "You can safely remove the Babel config file at babel.config.js": that notice is expected
// and harmless. The file stays because the site's layout has it at the top level beside
// docusaurus.config.ts, and tools outside the bundler that look for a Babel config (editors, test
// runners, `docusaurus write-translations`) find the preset Docusaurus itself uses.
module.exports = {
  presets: [require.resolve('@docusaurus/core/lib/babel/preset')],
};
