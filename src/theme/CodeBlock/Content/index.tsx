/**
 * Highlights a code block once the page has loaded and the block comes near
 * the viewport. Until then (and in the HTML) the block is its plain text in
 * `<pre><code class="language-…">`, in the theme's colours, with the copy and
 * word-wrap buttons already working. The highlighter (Prism and its renderer)
 * is fetched then, not with every page. Highlighting every block on load made
 * thousands of token elements for React to hydrate: most of the main-thread
 * time of the API reference pages on a phone. A block holding the reader's
 * key (../WithKey) shows it masked, while its copy button copies it.
 */
import React, {lazy, Suspense, useCallback, useContext, useRef, type ReactNode} from 'react';
import clsx from 'clsx';
import type ContentType from '@theme/CodeBlock/Content';
import type {WrapperProps} from '@docusaurus/types';
import {CodeBlockContextProvider, useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {useNearViewport} from '@site/src/lib/browser/useNearViewport';
import {KEY_MASK, KeyToMask} from '@site/src/lib/apiKey/apiKeySignal';

type Props = WrapperProps<typeof ContentType>;

const Highlighted = lazy(() => import('./Highlighted'));

export default function ContentWrapper(props: Props): ReactNode {
  const context = useCodeBlockContext();
  // the reader's key, which the block holds for its copy button, shown masked (../WithKey)
  const mask = useContext(KeyToMask);
  if (!mask) return <Shown {...props} />;
  return (
    <CodeBlockContextProvider metadata={{...context.metadata, code: context.metadata.code.split(mask).join(KEY_MASK)}} wordWrap={context.wordWrap}>
      <Shown {...props} />
    </CodeBlockContextProvider>
  );
}

function Shown(props: Props): ReactNode {
  const {
    metadata,
    wordWrap: {codeBlockRef},
  } = useCodeBlockContext();
  const pre = useRef<HTMLPreElement | null>(null);
  const near = useNearViewport(pre);
  const setRef = useCallback(
    (el: HTMLPreElement | null) => {
      pre.current = el;
      codeBlockRef.current = el;
    },
    [codeBlockRef],
  );
  const language = `language-${metadata.language ?? 'text'}`;
  const plain = (
    <pre ref={setRef} tabIndex={0} className={clsx(props.className, 'prism-code', language, 'code-block-plain', 'thin-scrollbar')}>
      <code className={language}>
        {metadata.code}
      </code>
    </pre>
  );
  if (!near) return plain;
  return (
    <Suspense fallback={plain}>
      <Highlighted {...props} />
    </Suspense>
  );
}
