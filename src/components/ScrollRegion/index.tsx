import React, {type ReactNode} from 'react';

/**
 * A horizontally scrollable wrapper for wide tables. It is focusable and
 * labelled so keyboard users can scroll it (axe: scrollable-region-focusable).
 */
export default function ScrollRegion({label, children}: {label: string; children: ReactNode}): ReactNode {
  return (
    <div className="scroll-region" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
