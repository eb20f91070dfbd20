import React, {type ReactNode} from 'react';
import styles from './styles.module.css';

/**
 * A horizontally scrollable wrapper for wide tables. It is focusable and
 * labelled so keyboard users can scroll it (axe: scrollable-region-focusable);
 * the table inside is laid out as a table, so the region, not the table,
 * is what scrolls.
 */
export default function ScrollRegion({label, children}: {label: string; children: ReactNode}): ReactNode {
  return (
    <div className={`scroll-region ${styles.region}`} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
