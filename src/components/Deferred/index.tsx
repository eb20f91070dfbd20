import React, {lazy, Suspense, type ComponentType, type ReactNode} from 'react';

/** Resolves once the page has loaded: at once on the server and after the load event. */
function afterLoad(): Promise<void> {
  if (typeof window === 'undefined' || document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), {once: true}));
}

/**
 * A component whose code (and the data it imports) is fetched after the page
 * has loaded. The server renders it in full, so its HTML is in the page from
 * the start; in the browser React keeps that HTML and hydrates it when the
 * code arrives (selective hydration of a Suspense boundary). After a
 * client-side navigation it shows once its chunk has loaded.
 */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>): (props: P) => ReactNode {
  const Lazy = lazy(() => afterLoad().then(load).then((component) => ({default: component})));
  const Component = Lazy as unknown as ComponentType<P>;
  return function Deferred(props: P): ReactNode {
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  };
}
