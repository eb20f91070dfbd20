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

/**
 * `value` as it stood when the element was last near the viewport: a change made while the
 * element is far away (the colour mode switched with a diagram further down) reaches it only
 * when it comes within 400 px, in a transition; a change while it is near comes at once.
 */
export function useValueWhenNear<T>(ref: RefObject<Element | null>, value: T): T {
  const [shown, setShown] = useState(value);
  useEffect(() => {
    const el = ref.current;
    if (Object.is(shown, value)) return undefined;
    if (!el) {
      setShown(value);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        startTransition(() => setShown(value));
      },
      {rootMargin: MARGIN},
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [value, shown, ref]);
  return shown;
}
