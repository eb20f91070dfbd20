/**
 * "Was this page helpful?" below a doc page's article. This shell is all a
 * page loads: the question, Yes and No, and the live region that announces
 * the outcome, at the height of the first state (nothing moves on load). The
 * rest (the reasons form, sending, the answers) is ./Widget, a chunk of its
 * own fetched when the reader points at, focuses or touches the question;
 * with it comes whether this copy collects feedback, and where it does not
 * (a static host) the shell offers what works there instead of Yes and No:
 * an issue about the page, prefilled.
 */
import React, {useCallback, useId, useRef, useState, type ComponentType, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import type {WidgetProps} from './Widget';
import styles from './styles.module.css';

interface Props {
  /** The doc's path without the base URL, as the service stores it. */
  page: string;
  title: string;
  /** The page's absolute URL, named in the issue the reader may open. */
  url: string;
}

type Widget = ComponentType<WidgetProps>;

export default function PageFeedback({page, title, url}: Props): ReactNode {
  const [widget, setWidget] = useState<{Component: Widget} | null>(null);
  const [verdict, setVerdict] = useState<boolean | null>(null);
  const [announcement, setAnnouncement] = useState('');
  /** What the widget offers instead of Yes and No where this copy collects no feedback. */
  const [instead, setInstead] = useState<{Component: ComponentType<{title: string; url: string}>} | null>(null);
  const loading = useRef<Promise<void> | null>(null);
  const labelId = useId();

  const load = useCallback(() => {
    loading.current ??= import(/* webpackChunkName: "feedback-widget" */ './Widget').then(
      (m) => {
        setWidget({Component: m.default});
        void m.offersInstead().then((offers) => offers && setInstead({Component: m.Instead}));
      },
      () => {
        // offline before the chunk arrived: the next intent tries again
        loading.current = null;
      },
    );
  }, []);

  const choose = (helpful: boolean) => {
    setVerdict(helpful);
    load();
  };

  const Component = widget?.Component;
  return (
    <section
      className={styles.feedback}
      aria-labelledby={labelId}
      data-page-feedback=""
      onPointerEnter={load}
      onFocus={load}
      onTouchStart={load}>
      <p id={labelId} className={styles.question}>
        {translate({id: 'feedback.question', message: 'Was this page helpful?'})}
      </p>
      {Component && verdict !== null ? (
        <Component page={page} title={title} url={url} helpful={verdict} announce={setAnnouncement} />
      ) : instead ? (
        <instead.Component title={title} url={url} />
      ) : (
        <div className={styles.choices}>
          <button type="button" className="button button--secondary button--sm" onClick={() => choose(true)}>
            {translate({id: 'feedback.yes', message: 'Yes'})}
          </button>
          <button type="button" className="button button--secondary button--sm" onClick={() => choose(false)}>
            {translate({id: 'feedback.no', message: 'No'})}
          </button>
        </div>
      )}
      <p role="status" className={styles.srOnly}>
        {announcement}
      </p>
    </section>
  );
}
