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
];

function patchDocSearch(source, file = '@docsearch/react') {
  let out = source;
  for (const patch of PATCHES) {
    const count = [...out.matchAll(patch.pattern)].length;
    if (count !== 1) {
      throw new Error(
        `docsearch patch "${patch.name}": expected exactly one match in ${file}, found ${count}. ` +
          'DocSearch changed: check whether the patch is still needed (src/plugins/docsearch-patches).',
      );
    }
    out = out.replace(patch.pattern, patch.replace);
  }
  return out;
}

module.exports = {patchDocSearch, PATCHES};
