/**
 * Loads and runs the Mermaid renderer only when a diagram comes near the
 * viewport, after the page has loaded. The stock component imports mermaid
 * statically, and since MDXComponents references it on every doc page, the
 * parser ended up in the shared chunk; loaded with the page, it still cost a
 * phone a long stretch of main thread for a diagram further down.
 * Until then, and in the HTML, the diagram is its Mermaid source. Once drawn,
 * a colour-mode switch redraws it only near the viewport (./Drawn.tsx).
 */
import React, {lazy, Suspense, useRef, type ReactNode} from 'react';
import type {Props} from '@theme/Mermaid';
import {useNearViewport} from '@site/src/lib/browser/useNearViewport';

const Drawn = lazy(() => import('./Drawn'));

export default function Mermaid(props: Props): ReactNode {
  const ref = useRef<HTMLPreElement>(null);
  const near = useNearViewport(ref);
  const placeholder = (
    <pre ref={ref} className="mermaid-source" aria-busy={near}>
      {props.value}
    </pre>
  );
  if (!near) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <Drawn {...props} />
    </Suspense>
  );
}
