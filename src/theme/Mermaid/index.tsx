/**
 * Loads the Mermaid renderer only on pages that have a diagram. The stock
 * component imports mermaid statically, and since MDXComponents references it
 * on every doc page, the parser ended up in the shared chunk (+140 KB gzip).
 */
import React, {lazy, Suspense, type ReactNode} from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import type {Props} from '@theme/Mermaid';

const OriginalMermaid = lazy(() => import('@theme-original/Mermaid'));

export default function Mermaid(props: Props): ReactNode {
  const placeholder = <pre className="mermaid-source" aria-busy="true">{props.value}</pre>;
  return (
    <BrowserOnly fallback={placeholder}>
      {() => (
        <Suspense fallback={placeholder}>
          <OriginalMermaid {...props} />
        </Suspense>
      )}
    </BrowserOnly>
  );
}
