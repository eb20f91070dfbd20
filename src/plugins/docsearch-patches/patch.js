// Patches applied to @docsearch/react 3.9's bundled ESM build. Each must match
// exactly once; otherwise the build fails with a message naming the patch.
//
// 1. error-status: the autocomplete core ends every search with
//      .finally((function(){p("idle"),lt&&o.environment.clearTimeout(lt)}))
//    which overwrites the "error" status DocSearch sets for a RetryError.
//    Keep "error" (the store `c` is the one whose pendingRequests follow).
// 2. container-role: the modal's backdrop is a div with role="button",
//    tabIndex 0 and the autocomplete root's combobox attributes, wrapping the
//    whole dialog: an interactive element nested in another (axe:
//    nested-interactive) and a combobox without its required attributes (the
//    search input is the real combobox). The backdrop keeps its mouse-down
//    handler; Escape and the Cancel button close the modal from the keyboard.
// 3. list-ids: each results list is rendered with getListProps() and no
//    source, so every list gets the id "docsearch-list" (duplicates) while the
//    input's aria-controls names "docsearch-hits0-list", … (axe:
//    aria-valid-attr-value). Passing the list's source gives each its own id.
// 4. result-item: DocSearch's item component (one row of every list: results,
//    recent and favourite searches) is replaced by ResultItem.tsx, which the
//    patched bundle imports. Two reasons (details in ResultItem.tsx and
//    src/theme/README.md):
//    - Links: the row's option props go to the hit component (a Docusaurus
//      Link), so each hit is a real <a href role="option">; the li is
//      presentational and the save/remove buttons sit beside the link.
//    - Lost actions (issue 11): DocSearch stored the save/remove callback and
//      ran it only from the li's onTransitionEnd. When the list was re-rendered
//      from scratch during the 0.25 s (remove) or 0.25 s + 0.25 s (save)
//      transition, the li left the page, no transitionend came, and the action
//      was lost, the list showing "No recent searches" while the search stayed
//      stored. What re-rendered it was our SearchModal: any re-render of the
//      navbar (hiding on scroll after a jump to a hit's anchor, crossing the
//      996 px breakpoint) passed new inline searchParameters, navigator,
//      transformItems and transformSearchClient, which are dependencies of the
//      useMemo that creates DocSearch's autocomplete; the new autocomplete
//      starts with an empty state and the next pointer move published it.
//      SearchModal now passes stable props (the cause); ResultItem runs the
//      action on the row's own transitionend or after the transition's time,
//      whichever comes first, and at once when no transition will run, so an
//      action can no longer depend on an event that may not come.
const {applyPatches} = require('../applyPatches.js');

const RESULT_ITEM = require('node:path').join(__dirname, 'ResultItem.tsx');

const PATCHES = [
  {
    name: 'error-status',
    pattern:
      /\.finally\(\(function\(\)\{([A-Za-z_$][\w$]*)\("idle"\),([A-Za-z_$][\w$]*)&&([A-Za-z_$][\w$]*)\.environment\.clearTimeout\(\2\)\}\)\)(;return ([A-Za-z_$][\w$]*)\.pendingRequests\.add\()/g,
    replace: (m, setStatus, timer, props, tail, store) =>
      `.finally((function(){"error"!==${store}.getState().status&&${setStatus}("idle"),${timer}&&${props}.environment.clearTimeout(${timer})}))${tail}`,
  },
  {
    name: 'container-role',
    pattern:
      /(\(\{ref:[A-Za-z_$][\w$]*\}),[A-Za-z_$][\w$]*\(\{"aria-expanded":!0\}\),(\{className:\["DocSearch","DocSearch-Container"[^}]*?\]\.filter\(Boolean\)\.join\(" "\)),role:"button",tabIndex:0,/g,
    replace: (m, ref, className) => `${ref},${className},`,
  },
  {
    name: 'list-ids',
    pattern: /("DocSearch-Hit-source"\},([A-Za-z_$][\w$]*)\.title\),[A-Za-z_$][\w$]*\.createElement\("ul",\2\.getListProps\()\)/g,
    replace: (m, head, props) => `${head}{source:${props}.collection.source})`,
  },
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

function patchDocSearch(source, file = '@docsearch/react') {
  return applyPatches(source, PATCHES, {kind: 'docsearch', file, dependency: 'DocSearch', plugin: 'docsearch-patches'});
}

module.exports = {patchDocSearch, PATCHES};
