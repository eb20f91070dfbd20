/**
 * Highlights a code block only when it comes near the viewport. Until then
 * (and in the HTML) the block is its plain text in `<pre><code
 * class="language-…">`, in the theme's colours, with the copy and word-wrap
 * buttons already working. Highlighting every block on load made thousands of
 * token elements for React to hydrate: most of the main-thread time of the
 * API reference pages on a phone.
 */
import React, {startTransition, useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Content from '@theme-original/CodeBlock/Content';
import type ContentType from '@theme/CodeBlock/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';

type Props = WrapperProps<typeof ContentType>;

/** How far outside the viewport a block starts being highlighted. */
const MARGIN = '400px 0px';

export default function ContentWrapper(props: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  // Line numbers and highlighted lines need the full renderer from the start.
  const needsFull = metadata.lineNumbersStart !== undefined || Object.keys(metadata.lineClassNames).length > 0;
  const [near, setNear] = useState(needsFull);
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
    observer.observe(el);
    return () => observer.disconnect();
  }, [near]);
  if (near) return <Content {...props} />;
  const language = `language-${metadata.language ?? 'text'}`;
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- scrollable, like the highlighted block
    <pre ref={setRef} tabIndex={0} className={clsx(props.className, 'prism-code', language, 'code-block-plain', 'thin-scrollbar')}>
      <code className={language}>{metadata.code}</code>
    </pre>
  );
}
