/**
 * The stock CodeBlock without its `key={String(isBrowser)}`. Stock keys the
 * block that way so that it remounts once hydration ends, to swap the light
 * Prism colours written on the server for the dark ones; here the colour mode
 * reaches the block as a normal re-render after hydration (theme-common keeps
 * the server's mode until then), and the highlighted tokens arrive later still
 * (./Content). The remount threw away and rebuilt every code block on the page
 * and made the browser lay the whole article out again. A block that holds
 * the API key's placeholder shows the reader's key in its place once they
 * have given it (src/lib/apiKey.ts), masked unless they chose to see it.
 */
import React, {isValidElement, type ReactNode} from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';
import {API_KEY_PLACEHOLDER} from '@site/src/constants';
import {keyOnScreen, useApiKey, withKey} from '@site/src/lib/apiKey';

/** As stock: one string when every child is text, so the block can be copied. */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((el) => isValidElement(el))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

/** A block holding the key's placeholder: the reader's key in its place once given, masked unless shown (src/lib/apiKey.ts). */
function WithKey({children, ...props}: Omit<Props, 'children'> & {children: string}): ReactNode {
  const api = useApiKey();
  return <StringContent {...props}>{withKey(children, keyOnScreen(api))}</StringContent>;
}

export default function CodeBlock({children: rawChildren, ...props}: Props): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  if (typeof children === 'string' && children.includes(API_KEY_PLACEHOLDER)) return <WithKey {...props}>{children}</WithKey>;
  return typeof children === 'string' ? (
    <StringContent {...props}>{children}</StringContent>
  ) : (
    <ElementContent {...props}>{children}</ElementContent>
  );
}
