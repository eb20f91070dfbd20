/**
 * ./KeySentence.tsx once the reader has given a key: while it is one the
 * snippets carry (src/lib/apiKey/apiKey.ts), the sentence says they do, and
 * that a one-click link still does not; otherwise (cleared, or not a key) the
 * sentence asks for the placeholder to be replaced.
 */
import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import Code from '@site/src/components/Code';
import {API_KEY_PLACEHOLDER} from '@site/src/constants';
import {usableKey, useApiKey} from '@site/src/lib/apiKey/apiKey';

export default function KeySentenceWithKey({replace}: {replace: ReactNode}): ReactNode {
  const {key} = useApiKey();
  if (!usableKey(key)) return replace;
  return (
    <Translate id="site.apiKey.carried" values={{placeholder: <Code>{API_KEY_PLACEHOLDER}</Code>}}>
      {
        'The commands and entries below now carry the key you gave, masked until you show it, so where a panel says to replace {placeholder}, that is done; a one-click link never carries it, so replace it in the client the link opens.'
      }
    </Translate>
  );
}
