/**
 * Shown instead of the search modal when its code cannot be fetched (the
 * reader went offline before their first search): the search error screen,
 * with DocSearch's colours but none of its code, which is what failed to load.
 */
import React, {useEffect, useRef, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

export default function Unavailable({onRetry, onClose}: {onRetry: () => void; onClose: () => void}): ReactNode {
  const retryRef = useRef<HTMLButtonElement>(null);
  useEffect(() => retryRef.current?.focus(), []);
  // keep Tab within the dialog: it has two buttons
  const trapTab = (event: React.KeyboardEvent) => {
    if (event.key !== 'Tab') return;
    const buttons = Array.from(event.currentTarget.querySelectorAll('button'));
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    event.preventDefault();
    buttons[(at + (event.shiftKey ? buttons.length - 1 : 1)) % buttons.length]?.focus();
  };
  return (
    // a click beside the dialog closes it, as its Close button does; Tab stays on the dialog's buttons
    <div className={styles.backdrop} role="presentation" onClick={(e) => e.target === e.currentTarget && onClose()} onKeyDown={trapTab}>
      <div className={styles.dialog} role="alertdialog" aria-modal="true" aria-labelledby="search-unavailable-title" aria-describedby="search-unavailable-help">
        <p id="search-unavailable-title" className={styles.title}>
          {translate({id: 'theme.SearchModal.errorScreen.titleText', message: 'Unable to fetch results'})}
        </p>
        <p id="search-unavailable-help">
          {translate({id: 'theme.SearchModal.errorScreen.helpText', message: 'You might want to check your network connection.'})}
        </p>
        <div className={styles.actions}>
          <button type="button" ref={retryRef} className="button button--primary button--sm" onClick={onRetry}>
            {translate({id: 'site.search.retry', message: 'Try again'})}
          </button>
          <button type="button" className="button button--secondary button--sm" onClick={onClose}>
            {translate({id: 'site.search.close', message: 'Close'})}
          </button>
        </div>
      </div>
    </div>
  );
}
