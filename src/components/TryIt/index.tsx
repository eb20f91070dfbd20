import React, {useEffect, useRef, useState, type ComponentType, type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import styles from './styles.module.css';

type Panel = ComponentType<{name: string}>;
let loading: Promise<Panel> | undefined;
/** The panel's code (form, validators, recorded answers), fetched once, when a reader reaches for it. */
const loadPanel = () =>
  (loading ??= import(/* webpackChunkName: "try-it" */ './Panel').then(
    (m) => m.default,
    (error: unknown) => {
      loading = undefined; // the next attempt fetches again
      throw error;
    },
  ));

/**
 * The Try it panel's shell: a disclosure that is all a page carries until a
 * reader points at it or opens it (or arrives by a link with `?try=`); then
 * the panel (./Panel.tsx) loads. Controls only, so search skips it; the
 * Markdown twin writes the page's first example call in its place
 * (src/plugins/llms-txt).
 */
export default function TryIt({name}: {name: string}): ReactNode {
  const details = useRef<HTMLDetailsElement>(null);
  const [panel, setPanel] = useState<{Panel: Panel} | 'failed'>();
  const open = () => {
    loadPanel().then(
      (Panel) => setPanel({Panel}),
      () => setPanel('failed'),
    );
  };
  useEffect(() => {
    if (new URLSearchParams(window.location.search).has('try') && details.current) {
      details.current.open = true;
      open();
    }
  }, []);
  return (
    <details
      ref={details}
      className={styles.shell}
      data-try-it={name}
      data-search="skip"
      onPointerEnter={() => void loadPanel().catch(() => undefined)}
      onToggle={(e) => e.currentTarget.open && open()}>
      <summary className={styles.summary}>
        <Translate id="site.tryIt.summary">Try it</Translate>
      </summary>
      {panel && panel !== 'failed' ? (
        <panel.Panel name={name} />
      ) : (
        <p role="status" className={styles.loading}>
          {panel === 'failed' ? (
            <Translate id="site.tryIt.failed">The form could not load. Check your connection and reload the page.</Translate>
          ) : (
            <Translate id="site.tryIt.loading">Loading the form…</Translate>
          )}
        </p>
      )}
    </details>
  );
}
