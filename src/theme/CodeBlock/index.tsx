/**
 * The stock CodeBlock without its `key={String(isBrowser)}`. Stock keys the
 * block that way so that it remounts once hydration ends, to swap the light
 * Prism colours written on the server for the dark ones; here the colour mode
 * reaches the block as a normal re-render after hydration (theme-common keeps
 * the server's mode until then), and the highlighted tokens arrive later still
 * (./Content). The remount threw away and rebuilt every code block on the page
 * and made the browser lay the whole article out again. A block that holds
 * the API key's placeholder shows the reader's key in its place once they
 * have given it (./WithKey, loaded then), masked unless they chose to see it.
 * A JSON-RPC example with no title of its own is titled by what it is ("Request", "Response"),
 * and a block longer than a screen is held at that height until the reader shows all of it.
 */
import React, {isValidElement, lazy, Suspense, useState, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';
import {API_KEY_PLACEHOLDER} from '@site/src/constants';
import {useKeyGiven} from '@site/src/lib/apiKey/apiKeySignal';
import {jsonRpcKind, type JsonRpcKind} from '@site/src/lib/text/jsonRpcKind';

const WithKey = lazy(() => import('./WithKey'));

/** As stock: one string when every child is text, so the block can be copied. */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((el) => isValidElement(el))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

/** A block holding the key's placeholder: as it is until the reader gives their key, then ./WithKey. */
function MayHoldKey({children, ...props}: Omit<Props, 'children'> & {children: string}): ReactNode {
  const plain = <StringContent {...props}>{children}</StringContent>;
  if (!useKeyGiven()) return plain;
  return (
    <Suspense fallback={plain}>
      <WithKey {...props}>{children}</WithKey>
    </Suspense>
  );
}

/** Lines past which a block is held at a screen's height (about 30rem) until shown whole. */
const HELD_AFTER = 28;

const KIND_TITLE: Record<JsonRpcKind, () => string> = {
  request: () => translate({id: 'site.codeBlock.request', message: 'Request'}),
  notification: () => translate({id: 'site.codeBlock.notification', message: 'Notification'}),
  response: () => translate({id: 'site.codeBlock.response', message: 'Response'}),
  error: () => translate({id: 'site.codeBlock.errorResponse', message: 'Error response'}),
};

/** A long block at a screen's height, with a button under it that shows all its lines (and holds it again). */
function Held({lines, children}: {lines: number; children: ReactNode}): ReactNode {
  const [open, setOpen] = useState(false);
  return (
    <div className="code-held" data-held={open ? undefined : ''}>
      {children}
      <button type="button" className="code-held__toggle clean-btn" aria-expanded={open} onClick={() => setOpen(!open)}>
        {open
          ? translate({id: 'site.codeBlock.showLess', message: 'Show less'})
          : translate({id: 'site.codeBlock.showAll', message: 'Show all {lines} lines'}, {lines})}
      </button>
    </div>
  );
}

export default function CodeBlock({children: rawChildren, ...props}: Props): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  if (typeof children !== 'string') return <ElementContent {...props}>{children}</ElementContent>;
  const kind = props.title === undefined && /\blanguage-json\b/.test(props.className ?? '') ? jsonRpcKind(children) : undefined;
  const titled = kind ? {...props, title: KIND_TITLE[kind]()} : props;
  const block = children.includes(API_KEY_PLACEHOLDER) ? <MayHoldKey {...titled}>{children}</MayHoldKey> : <StringContent {...titled}>{children}</StringContent>;
  const lines = children.trimEnd().split('\n').length;
  return lines > HELD_AFTER ? <Held lines={lines}>{block}</Held> : block;
}
