/**
 * Spreads Docusaurus's link prefetching over idle time. Every internal `Link`
 * calls `window.docusaurus.prefetch(path)` when it scrolls into view, which adds
 * a `<link rel="prefetch">` for each chunk of that route (about 20 for a docs
 * page, the shared ones again for every route). On page load the links of the
 * first screen all reported at once, in one long task on a phone. Here each
 * route is prefetched in an idle callback of its own, after the previous one
 * has finished, so the work comes in short tasks between other work. Hover and
 * touch still preload through `window.docusaurus.preload`, at once.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type {ClientModule} from '@docusaurus/types';
import {onIdle} from '@site/src/lib/browser/idle';

type Fetch = (routePath: string) => false | Promise<unknown>;
interface DocusaurusGlobal {
  prefetch: Fetch;
  preload: Fetch;
}

/** Longest wait for idle time, and then for one route's chunks, before the next route goes ahead. */
const ROUTE_TIMEOUT_MS = 2000;

const idle = (): Promise<void> => new Promise((resolve) => onIdle(resolve, ROUTE_TIMEOUT_MS));

function queued(prefetch: Fetch): Fetch {
  let last: Promise<unknown> = Promise.resolve();
  return (routePath) => {
    last = last
      .then(idle)
      .then(() => {
        const done = prefetch(routePath);
        return done && Promise.race([done, new Promise((resolve) => setTimeout(resolve, ROUTE_TIMEOUT_MS))]);
      })
      .catch(() => undefined);
    return last;
  };
}

let installed = false;

const clientModule: ClientModule = {
  // runs on the first render too, before any Link's viewport observer reports
  onRouteDidUpdate() {
    if (installed || !ExecutionEnvironment.canUseDOM) return;
    const win = window as unknown as {docusaurus: DocusaurusGlobal};
    win.docusaurus = Object.freeze({...win.docusaurus, prefetch: queued(win.docusaurus.prefetch)});
    installed = true;
  },
};

export default clientModule;
