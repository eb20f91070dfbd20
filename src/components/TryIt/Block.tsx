/**
 * The Try it panel's snippets: a titled block of code with a copy button
 * (`Block`), and the button itself (`CopyButton`), which says what became of
 * the copy, and copies nothing when the server would refuse the call.
 */
import React, {useId, useState, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {jsonParts} from '@site/src/lib/text/jsonParts';
import styles from './styles.module.css';

type CopyState = 'idle' | 'copied' | 'failed' | 'refused';

function copyStatus(state: CopyState): string {
  switch (state) {
    case 'copied':
      return translate({id: 'site.tryIt.copied', message: 'Copied'});
    case 'failed':
      return translate({id: 'site.tryIt.copyFailed', message: 'Could not copy: select the text instead'});
    case 'refused':
      return translate({id: 'site.tryIt.copyRefused', message: 'Not copied: the server would refuse these arguments (the fields above say why)'});
    default:
      return '';
  }
}

/** A copy button and what became of the copy; `refused`: the call is one the server would refuse, so it is not copied and says why. */
export function CopyButton({text, what, label = translate({id: 'site.tryIt.copy', message: 'Copy'}), onCopy, refused = false}: {text: string; what: string; label?: string; onCopy?: () => void; refused?: boolean}): ReactNode {
  // what became of the copy of this text: a new text, or a change of refusal, starts idle
  const [last, setLast] = useState<{text: string; refused: boolean; state: CopyState}>();
  const state = last?.text === text && last.refused === refused ? last.state : 'idle';
  const setState = (next: CopyState) => setLast({text, refused, state: next});
  const copy = () => {
    onCopy?.();
    if (refused) return setState('refused');
    const clipboard = typeof navigator !== 'undefined' ? navigator.clipboard : undefined;
    if (!clipboard) return setState('failed');
    clipboard.writeText(text).then(
      () => setState('copied'),
      () => setState('failed'),
    );
  };
  return (
    <span className={styles.copy}>
      <button type="button" className="button button--sm button--secondary" onClick={copy} aria-label={`${label} ${what}`}>
        {label}
      </button>
      <span role="status" className={styles.copyStatus}>
        {copyStatus(state)}
      </span>
    </span>
  );
}

/** One line of JSON, with a break allowed after each comma (jsonParts), so it wraps on screen and copies whole. */
function OneLine({json}: {json: string}): ReactNode {
  return jsonParts(json).map((part, i) => (
    <React.Fragment key={i}>
      {i > 0 && <wbr />}
      <span className={styles.whole}>{part}</span>
    </React.Fragment>
  ));
}

/**
 * A snippet and its copy button: `shown` on screen (the key masked, the
 * request breakable after its commas), `text` copied.
 */
export function Block({
  title,
  text,
  shown = text,
  what,
  oneLine = false,
  wrap = oneLine,
  onCopy,
  refused,
  children,
}: {
  title: string;
  text: string;
  shown?: string;
  what: string;
  /** One line of JSON: wrapped on screen after its commas. */
  oneLine?: boolean;
  /** Wrapped on screen, so no line's end is hidden (a command). */
  wrap?: boolean;
  onCopy?: () => void;
  /** The call breaks the tool's schema: not copied (CopyButton). */
  refused?: boolean;
  children?: ReactNode;
}): ReactNode {
  const id = useId();
  return (
    <section className={styles.block} aria-labelledby={id}>
      <div className={styles.blockHead}>
        <h3 id={id} className={styles.blockTitle}>
          {title}
        </h3>
        <CopyButton text={text} what={what} onCopy={onCopy} refused={refused} />
      </div>
      {children}
      <pre className={`${styles.code} ${wrap ? styles.wrap : ''}`} tabIndex={0} aria-label={what}>
        <code>{oneLine ? <OneLine json={shown} /> : shown}</code>
      </pre>
    </section>
  );
}
