/**
 * Highlights a code block once the page has loaded and the block comes near
 * the viewport. Until then (and in the HTML) the block is its plain text in
 * `<pre><code class="language-…">`, in the theme's colours, with the copy and
 * word-wrap buttons already working. The highlighter (Prism, about 25 KB gzip)
 * is fetched then, not with every page. Highlighting every block on load made
 * thousands of token elements for React to hydrate: most of the main-thread
 * time of the API reference pages on a phone.
 */
import React, {lazy, startTransition, Suspense, useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import type ContentType from '@theme/CodeBlock/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';

type Props = WrapperProps<typeof ContentType>;

const Highlighted = lazy(() => import('./Highlighted'));

/** How far outside the viewport a block starts being highlighted. */
const MARGIN = '400px 0px';

export default function ContentWrapper(props: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const [near, setNear] = useState(false);
  const pre = useRef<HTMLPreElement | null>(null);
  const setRef = useCallback(
    (el: HTMLPreElement | null) => {
      pre.current = el;
      wordWrap.codeBlockRef.current = el;
    },
    [wordWrap.codeBlockRef],
  );
  useEffect(() => {
    const el = pre.current;
    if (near || !el) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        startTransition(() => setNear(true));
      },
      {rootMargin: MARGIN},
    );
    // after the load event, so the highlighter never holds up the page
    const observe = () => observer.observe(el);
    if (document.readyState === 'complete') observe();
    else window.addEventListener('load', observe, {once: true});
    return () => {
      window.removeEventListener('load', observe);
      observer.disconnect();
    };
  }, [near]);
  const language = `language-${metadata.language ?? 'text'}`;
  const plain = (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- scrollable, like the highlighted block
    <pre ref={setRef} tabIndex={0} className={clsx(props.className, 'prism-code', language, 'code-block-plain', 'thin-scrollbar')}>
      <code className={language}>{metadata.code}</code>
    </pre>
  );
  if (!near) return plain;
  return (
    <Suspense fallback={plain}>
      <Highlighted {...props} />
    </Suspense>
  );
}
