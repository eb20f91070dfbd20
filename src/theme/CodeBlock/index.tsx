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
 */
import React, {isValidElement, lazy, Suspense, type ReactNode} from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';
import {API_KEY_PLACEHOLDER} from '@site/src/constants';
import {useKeyGiven} from '@site/src/lib/apiKey/apiKeySignal';

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

export default function CodeBlock({children: rawChildren, ...props}: Props): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  if (typeof children === 'string' && children.includes(API_KEY_PLACEHOLDER)) return <MayHoldKey {...props}>{children}</MayHoldKey>;
  return typeof children === 'string' ? (
    <StringContent {...props}>{children}</StringContent>
  ) : (
    <ElementContent {...props}>{children}</ElementContent>
  );
}
