/**
 * A code block holding the API key's placeholder, once the reader has given
 * their key (src/lib/apiKey/apiKey.ts): the block's text carries the key, so the copy
 * button copies it, and ./Content shows it masked unless the reader chose to
 * see it. Loaded by ./index.tsx only when a key is first given.
 */
import React, {type ReactNode} from 'react';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';
import {useApiKey, usableKey, withKey} from '@site/src/lib/apiKey/apiKey';
import {KeyToMask} from '@site/src/lib/apiKey/apiKeySignal';

export default function WithKey({children, ...props}: Omit<Props, 'children'> & {children: string}): ReactNode {
  const {key, shown} = useApiKey();
  const usable = usableKey(key);
  return (
    <KeyToMask.Provider value={usable && !shown ? key : null}>
      <StringContent {...props}>{withKey(children, usable ? key : '')}</StringContent>
    </KeyToMask.Provider>
  );
}
