/**
 * An optional field for the reader's Companies House API key: once given,
 * every command and configuration on the site shows it in place of the
 * placeholder, ready to copy (src/lib/apiKey/apiKey.ts keeps it in the tab's memory
 * only). Masked like a password until the reader chooses to see it; not in a
 * form, with no name, so nothing submits it or offers to remember it.
 */
import React, {useId, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {setApiKey, setKeyShown, usableKey, useApiKey} from '@site/src/lib/apiKey/apiKey';
import styles from './styles.module.css';

export default function ApiKeyField(): ReactNode {
  const {key, shown} = useApiKey();
  const id = useId();
  const bad = key !== '' && !usableKey(key);
  return (
    <div className={styles.field} data-api-key-field="">
      <label htmlFor={id} className={styles.label}>
        <Translate id="site.apiKey.label">Your Companies House API key</Translate>{' '}
        <span className={styles.optional}>
          <Translate id="site.apiKey.optional">(optional)</Translate>
        </span>
      </label>
      <div className={styles.row}>
        <input
          id={id}
          type={shown ? 'text' : 'password'}
          className={styles.input}
          value={key}
          autoComplete="off"
          spellCheck={false}
          aria-describedby={`${id}-hint${bad ? ` ${id}-error` : ''}`}
          aria-invalid={bad || undefined}
          onChange={(e) => setApiKey(e.target.value)}
        />
        <button type="button" className="button button--sm button--secondary" aria-pressed={shown} onClick={() => setKeyShown(!shown)}>
          {shown ? translate({id: 'site.apiKey.hide', message: 'Hide key'}) : translate({id: 'site.apiKey.show', message: 'Show key'})}
        </button>
      </div>
      {bad && (
        <p id={`${id}-error`} className={styles.error}>
          <Translate id="site.apiKey.invalid">
            A Companies House key is letters, digits and hyphens only, so this one is not put into the snippets.
          </Translate>
        </p>
      )}
      <p id={`${id}-hint`} className={styles.hint}>
        <Translate id="site.apiKey.hint">
          Paste it to see it in every command and configuration on this site, masked until you choose to show it. It stays in this tab: it is not
          sent anywhere or saved, and it is gone when you reload or close the page.
        </Translate>
      </p>
    </div>
  );
}
