/**
 * Opens the closed <details> around the target of a link within the site
 * (the nested fields of a schema list, src/components/SchemaFields) and
 * scrolls to it. Browsers reveal such a target themselves when they load a
 * URL or follow a same-page link; after a route change, Docusaurus only
 * scrolls the target into view, which a closed <details> keeps hidden.
 */
import type {ClientModule} from '@docusaurus/types';

const module: ClientModule = {
  onRouteDidUpdate({location}) {
    if (!location.hash) return;
    const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
    let closed = false;
    for (let el = target?.parentElement; el; el = el.parentElement) {
      if (el instanceof HTMLDetailsElement && !el.open) {
        el.open = true;
        closed = true;
      }
    }
    if (closed) target!.scrollIntoView();
  },
};
export default module;
