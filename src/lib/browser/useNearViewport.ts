import {startTransition, useEffect, useState, type RefObject} from 'react';

/** How far outside the viewport an element counts as near. */
const MARGIN = '400px 0px';

/**
 * False until the page has loaded and the element comes within 400 px of
 * the viewport, then true for good (set in a transition, so the work it
 * starts yields to input). Code blocks and diagrams use it to fetch and run
 * their renderers only when a reader gets near them.
 */
export function useNearViewport(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        startTransition(() => setNear(true));
      },
      {rootMargin: MARGIN},
    );
    // after the load event, so nothing it starts holds up the page
    const observe = () => observer.observe(el);
    if (document.readyState === 'complete') observe();
    else window.addEventListener('load', observe, {once: true});
    return () => {
      window.removeEventListener('load', observe);
      observer.disconnect();
    };
  }, [near, ref]);
  return near;
}
