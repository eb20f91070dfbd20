/**
 * A highlighted code block's token (the stock one is a bare span, there to be swizzled), with its
 * short hyphenated words (a flag such as `-fsSL`, a cmdlet) kept whole where the block wraps
 * (src/lib/text/codeWords.ts). The plain block that comes first (../../Content) does the same.
 */
import React, {type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock/Line/Token';
import {wholeWords} from '@site/src/lib/text/codeWords';

/** `text` with its short hyphenated words each in a span that does not break (`.code-whole`). */
export function WholeWords({text}: {text: string}): ReactNode {
  return wholeWords(text).map((part, i) =>
    part.whole ? (
      <span key={i} className="code-whole">
        {part.text}
      </span>
    ) : (
      part.text
    ),
  );
}

export default function CodeBlockLineToken({line, token, children, ...props}: Props): ReactNode {
  return <span {...props}>{typeof children === 'string' ? <WholeWords text={children} /> : children}</span>;
}
