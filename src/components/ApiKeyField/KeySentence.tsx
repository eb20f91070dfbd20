/**
 * The sentence above the product's client picker that tells the reader what
 * to do with the key's placeholder: replace it, until they give their key in
 * the field (./Lazy.tsx); then that the snippets already carry it. The server,
 * and so the Markdown twin, has the first. Pages carry only the key's signal
 * (src/lib/apiKey/apiKeySignal.ts) until a key is given; ./KeySentenceWithKey.tsx,
 * which reads the key, loads then.
 */
import React, {lazy, Suspense, type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import Code from '@site/src/components/Code';
import {API_KEY_PLACEHOLDER} from '@site/src/constants';
import {useKeyGiven} from '@site/src/lib/apiKey/apiKeySignal';

const WithKey = lazy(() => import('./KeySentenceWithKey'));

export default function KeySentence(): ReactNode {
  const replace = (
    <Translate id="site.apiKey.replace" values={{placeholder: <Code>{API_KEY_PLACEHOLDER}</Code>}}>
      {'Replace {placeholder} with your key wherever it appears.'}
    </Translate>
  );
  if (!useKeyGiven()) return replace;
  return (
    <Suspense fallback={replace}>
      <WithKey replace={replace} />
    </Suspense>
  );
}
