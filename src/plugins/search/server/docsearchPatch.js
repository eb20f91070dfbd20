// Build-time patches to @docsearch/react 3.9's bundled ESM build, as the
// bundler loader that applies them (../../toolbox/definePatches.js);
// tests/unit/patches.spec.ts runs them against the installed DocSearch.
const path = require('node:path');
const {definePatches} = require('../../toolbox/definePatches.js');

const RESULT_ITEM = path.join(__dirname, '../theme/SearchBar/ResultItem.tsx');

const PATCHES = [
  // The autocomplete core inside DocSearch ends every search with
  //   .finally(function(){setStatus("idle"), …})
  // which overwrites, in the same tick, the "error" status DocSearch sets when
  // every host fails, so the "Unable to fetch results" screen never shows.
  // Keep "error" (the store is the one whose pendingRequests follow). No
  // upstream report found (algolia/docsearch, algolia/autocomplete).
  {
    name: 'error-status',
    pattern:
      /\.finally\(\(function\(\)\{([A-Za-z_$][\w$]*)\("idle"\),([A-Za-z_$][\w$]*)&&([A-Za-z_$][\w$]*)\.environment\.clearTimeout\(\2\)\}\)\)(;return ([A-Za-z_$][\w$]*)\.pendingRequests\.add\()/g,
    replace: (m, setStatus, timer, props, tail, store) =>
      `.finally((function(){"error"!==${store}.getState().status&&${setStatus}("idle"),${timer}&&${props}.environment.clearTimeout(${timer})}))${tail}`,
  },
  // The modal's backdrop is a div with role="button", tabIndex 0 and the
  // combobox attributes, wrapping the whole dialog: an interactive element
  // around others (axe: nested-interactive) and a second combobox without its
  // required attributes. It keeps its mouse-down handler; Escape and Cancel
  // close the modal from the keyboard. Upstream: algolia/docsearch#1370,
  // https://github.com/algolia/docsearch/issues/1370
  {
    name: 'container-role',
    pattern:
      /(\(\{ref:[A-Za-z_$][\w$]*\}),[A-Za-z_$][\w$]*\(\{"aria-expanded":!0\}\),(\{className:\["DocSearch","DocSearch-Container"[^}]*?\]\.filter\(Boolean\)\.join\(" "\)),role:"button",tabIndex:0,/g,
    replace: (m, ref, className) => `${ref},${className},`,
  },
  // Every results list is rendered with getListProps() and no source, so all
  // get the id "docsearch-list" while the input's aria-controls names
  // "docsearch-hits0-list", … (axe: aria-valid-attr-value). Passing the
  // list's source gives each its own id. Upstream fixed the start screen's
  // lists only: https://github.com/algolia/docsearch/pull/2485
  {
    name: 'list-ids',
    pattern: /("DocSearch-Hit-source"\},([A-Za-z_$][\w$]*)\.title\),[A-Za-z_$][\w$]*\.createElement\("ul",\2\.getListProps\()\)/g,
    replace: (m, head, props) => `${head}{source:${props}.collection.source})`,
  },
  // DocSearch's list item (every row of the results, recent and favourite
  // lists) hands over to ResultItem.tsx, which says what it does differently:
  // the option is a real link, its save/remove buttons sit beside it, not
  // inside it (https://github.com/algolia/docsearch/issues/1491), and an
  // action runs even when the row leaves the page before its transition ends
  // (DocSearch ran it only from transitionend). No upstream report found for
  // the lost actions.
  {
    name: 'result-item',
    pattern:
      /function ([A-Za-z_$][\w$]*)\((\w)\)\{var \w=\2\.item,\w=\2\.index,\w=\2\.renderIcon,\w=\2\.renderAction,\w=\2\.getItemProps,\w=\2\.onItemClick,\w=\2\.collection,\w=\2\.hitComponent,[^]*?runFavoriteTransition:function\(\w\)\{\w\(!0\),\w\.current=\w\}\}\)\)\)\)\}/g,
    replace(m, name, props) {
      const react = /return ([A-Za-z_$][\w$]*)\.createElement\("li"/.exec(m)?.[1];
      const snippet = /createElement\(([A-Za-z_$][\w$]*),\{className:"DocSearch-Hit-title"/.exec(m)?.[1];
      if (!react || !snippet) throw new Error('docsearch patch "result-item": the item component changed shape');
      return `function ${name}(${props}){return ${react}.createElement(__companylensResultItem,Object.assign({Snippet:${snippet}},${props}))}`;
    },
    prepend: `import __companylensResultItem from ${JSON.stringify(RESULT_ITEM)};\n`,
  },
];

module.exports = definePatches(PATCHES, {kind: 'docsearch', dependency: 'DocSearch', where: __filename});
