import React, {type ReactNode} from 'react';
import {codeBreaks} from '@site/src/lib/text/codeBreaks';

/**
 * Inline code that components write from data, laid out as the docs' own
 * (src/rehype/inlineCode.ts): on one line except where a reader would split
 * it (src/lib/text/codeBreaks.ts), never at a hyphen or mid-name.
 */
export default function Code({children}: {children: string}): ReactNode {
  return (
    <code className="code-breaks">
      {codeBreaks(children).map((part, i) => (
        <React.Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </React.Fragment>
      ))}
    </code>
  );
}
