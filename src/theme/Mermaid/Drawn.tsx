/**
 * A Mermaid diagram drawn as the stock component draws it (theme-mermaid's
 * render hook, its container class and error boundary), but in the colour
 * mode it last saw near the viewport: switching modes redraws the diagrams
 * within 400 px of the screen at once and each other one as it comes near
 * (useValueWhenNear), where the stock component redrew every diagram of the
 * page in the same moment. `data-mode` says which mode it is drawn in.
 */
import React, {useEffect, useMemo, useRef, type ReactNode} from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import {ErrorBoundaryErrorMessageFallback, useColorMode} from '@docusaurus/theme-common';
import {MermaidContainerClassName, useMermaidRenderResult, useMermaidThemeConfig} from '@docusaurus/theme-mermaid/client';
import type {Props} from '@theme/Mermaid';
import {useValueWhenNear} from '@site/src/lib/browser/useNearViewport';
import styles from './styles.module.css';

function Diagram({value}: Props): ReactNode {
  const box = useRef<HTMLDivElement>(null);
  const mode = useValueWhenNear(box, useColorMode().colorMode);
  const {theme, options} = useMermaidThemeConfig();
  const config = useMemo(() => ({startOnLoad: false, ...options, theme: theme[mode]}), [options, theme, mode]);
  const result = useMermaidRenderResult({text: value, config});
  const drawn = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (result && drawn.current) result.bindFunctions?.(drawn.current);
  }, [result]);
  return (
    <div ref={box}>
      {result ? (
        <div
          ref={drawn}
          className={`${MermaidContainerClassName} ${styles.container}`}
          data-mode={mode}
          // Mermaid's own SVG, as the stock component sets it
          dangerouslySetInnerHTML={{__html: result.svg}}
        />
      ) : (
        // the source stays until the first drawing is ready: no empty gap while Mermaid works
        <pre className="mermaid-source" aria-busy>
          {value}
        </pre>
      )}
    </div>
  );
}

export default function Drawn(props: Props): ReactNode {
  return (
    <ErrorBoundary fallback={(params) => <ErrorBoundaryErrorMessageFallback {...params} />}>
      <Diagram {...props} />
    </ErrorBoundary>
  );
}
