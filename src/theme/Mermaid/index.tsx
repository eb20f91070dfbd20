/**
 * A diagram as its drawing: static/diagrams/<hash of its source>-light.svg and -dark.svg
 * (`npm run diagrams`), shown as images with their size reserved, so the page never shows
 * Mermaid source, runs no Mermaid and moves nothing when they load. The colour mode picks one
 * (src/css/custom.css, "Diagrams"); the other is never fetched. The alternative text is the
 * diagram's accTitle and accDescr; the source stays in the HTML, hidden, for the Markdown twins.
 *
 * A diagram with no drawing of its current source (edited under `npm start`; the writers' check
 * names it, and stops a build) is drawn by Mermaid in the browser as it comes near the viewport
 * (./Drawn.tsx), its source showing until then.
 */
import React, {lazy, Suspense, useRef, type CSSProperties, type ReactNode} from 'react';
import type {Props} from '@theme/Mermaid';
import {usePluginData} from '@docusaurus/useGlobalData';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useNearViewport} from '@site/src/lib/browser/useNearViewport';
import {diagramAccessibility, diagramHash, drawingPath} from '@site/src/lib/text/diagramHash';

const Drawn = lazy(() => import('./Drawn'));

/** accTitle and accDescr, as one sentence for the image's alternative text. */
function altText(source: string): string {
  const {accTitle, accDescr} = diagramAccessibility(source);
  return [accTitle, accDescr].filter(Boolean).join(': ');
}

function Drawing({value, hash, size: [width, height]}: Props & {hash: string; size: [number, number]}): ReactNode {
  const light = useBaseUrl(`/${drawingPath(hash, 'light')}`);
  const dark = useBaseUrl(`/${drawingPath(hash, 'dark')}`);
  const alt = altText(value);
  return (
    <figure className="diagram" style={{'--diagram-width': `${width}px`} as CSSProperties}>
      <img className="diagram__light" src={light} width={width} height={height} alt={alt} loading="lazy" decoding="async" />
      <img className="diagram__dark" src={dark} width={width} height={height} alt={alt} loading="lazy" decoding="async" />
      <pre className="mermaid-source" hidden>
        {value}
      </pre>
    </figure>
  );
}

function Live(props: Props): ReactNode {
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

export default function Mermaid(props: Props): ReactNode {
  const {drawings} = usePluginData('companylens-mermaid-diagrams') as {drawings: Record<string, [number, number]>};
  const hash = diagramHash(props.value);
  const size = drawings[hash];
  return size ? <Drawing {...props} hash={hash} size={size} /> : <Live {...props} />;
}
