// Used by Docusaurus when the SWC loader is off; kept for tooling that reads it.
module.exports = {
  presets: [require.resolve('@docusaurus/core/lib/babel/preset')],
};
