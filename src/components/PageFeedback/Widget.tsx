/**
 * The part of the page feedback that loads on intent (see ./index.tsx): after
 * Yes, sends at once; after No, asks for a reason and an optional comment
 * first. Whatever the service answers, nothing the reader chose or typed is
 * lost: a refused or failed post shows one line and the form stays as it was.
 *
 * Where no service collects feedback (the copy's status file says so: a
 * static host), what works is an issue on the docs repository, prefilled
 * with the page, the reason and the comment: the shell offers it in place of
 * Yes and No, and a No chosen before that was known ends in it. Under
 * `npm start` (no service either) the whole form stays, for writers to
 * preview: Send then shows the post that would be sent, and that nothing was.
 */
import React, {useEffect, useId, useRef, useState, type FormEvent, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {DOCS_REPOSITORY_URL} from '@site/src/constants';
import {FEEDBACK_COMMENT_MAX, FEEDBACK_ENDPOINT, FEEDBACK_REASONS, type FeedbackPost, type FeedbackReason} from 'companylens-docs-contract';
import {collectsFeedback, postFeedback, type PostOutcome} from '@site/src/lib/feedback/feedbackPost';
import styles from './Widget.module.css';

export interface WidgetProps {
  page: string;
  title: string;
  url: string;
  helpful: boolean;
  /** Puts a short sentence in the shell's live region. */
  announce: (text: string) => void;
}

type Phase = 'editing' | 'sending' | 'sent' | 'absent' | 'preview';

/** The development server: no feedback service, and a writer who wants to see the whole form (dead code in a build). */
const PREVIEW = process.env.NODE_ENV === 'development';

/** Whether the shell should offer Instead in place of Yes and No: this copy collects no feedback, and this is not npm start. */
export const offersInstead = async () => !PREVIEW && !(await collectsFeedback());

/** What works where no feedback is collected: an issue about the page, prefilled. */
export function Instead({title, url}: {title: string; url: string}): ReactNode {
  return (
    <p className={styles.instead}>
      {translate({id: 'feedback.absentAsk', message: 'Answers are not collected here:'})}{' '}
      <a href={issueUrl(title, url, null, '')} target="_blank" rel="noopener noreferrer">
        {translate({id: 'feedback.issueInstead', message: 'tell us in an issue'})}
      </a>
    </p>
  );
}

const REASON_LABELS: Record<FeedbackReason, string> = {
  inaccurate: translate({id: 'feedback.reason.inaccurate', message: 'It is inaccurate'}),
  'hard-to-follow': translate({id: 'feedback.reason.hardToFollow', message: 'It is hard to follow'}),
  missing: translate({id: 'feedback.reason.missing', message: 'Information is missing'}),
  'example-broken': translate({id: 'feedback.reason.exampleBroken', message: 'An example does not work'}),
  other: translate({id: 'feedback.reason.other', message: 'Something else'}),
};

const count = (n: number) => n.toLocaleString('en-GB');

const PREVIEW_TEXT = translate({
  id: 'feedback.preview',
  message: 'Not sent: the development server (npm start) has no feedback service. The published site, behind nginx, would send this:',
});

function errorText(outcome: PostOutcome): string {
  if (outcome.kind === 'network') {
    return translate({id: 'feedback.error.network', message: 'Could not reach the feedback service. Check your connection and send again.'});
  }
  if (outcome.kind !== 'refused') return '';
  switch (outcome.status) {
    case 413:
      return translate({id: 'feedback.error.tooLarge', message: 'This is too long to send. Shorten the comment and send again.'});
    case 429:
      return translate({id: 'feedback.error.tooMany', message: 'Too many posts in a short time. Wait a minute and send again.'});
    case 403:
      return translate({id: 'feedback.error.forbidden', message: 'The feedback service does not take posts from this copy of the site.'});
    default:
      return outcome.message
        ? translate({id: 'feedback.error.refused', message: 'Not sent: {reason}'}, {reason: outcome.message})
        : translate({id: 'feedback.error.failed', message: 'Not sent: the feedback service answered {status}. Send again later.'}, {status: outcome.status});
  }
}

/** A new issue on the docs repository, its title and body naming the page. */
function issueUrl(title: string, url: string, reason: FeedbackReason | null, comment: string): string {
  const body = [`Page: ${url}`, reason && `Reason: ${REASON_LABELS[reason]}`, comment && `\n${comment}`, '\nWhat should change:\n'].filter(Boolean).join('\n');
  const params = new URLSearchParams({title: `Docs: ${title}`, body});
  return `${DOCS_REPOSITORY_URL}/issues/new?${params.toString()}`;
}

export default function Widget({page, title, url, helpful, announce: setAnnouncement}: WidgetProps): ReactNode {
  // cleared first, so that the same sentence twice in a row is announced twice
  const announce = (text: string) => {
    setAnnouncement('');
    window.setTimeout(() => setAnnouncement(text), 50);
  };
  const [phase, setPhase] = useState<Phase>(helpful ? 'sending' : 'editing');
  const [reason, setReason] = useState<FeedbackReason | null>(null);
  const [comment, setComment] = useState('');
  const [error, setError] = useState('');
  /** No service on this copy: the form ends in a prefilled issue instead of a post. */
  const [toIssue, setToIssue] = useState(false);
  const [previewed, setPreviewed] = useState<FeedbackPost | null>(null);
  const firstReason = useRef<HTMLInputElement>(null);
  const result = useRef<HTMLAnchorElement>(null);
  const ids = {reasons: useId(), comment: useId(), hint: useId(), count: useId(), error: useId()};

  const send = () => {
    if (!helpful && !reason) {
      const text = translate({id: 'feedback.error.noReason', message: 'Choose a reason first.'});
      setError(text);
      announce(text);
      firstReason.current?.focus();
      return;
    }
    setPhase('sending');
    setError('');
    void deliver(helpful ? {page, helpful} : {page, helpful, reason: reason!, ...(comment.trim() && {comment: comment.trim()})});
  };
  const deliver = async (post: FeedbackPost) => {
    const outcome = await postFeedback(FEEDBACK_ENDPOINT, post);
    if (outcome.kind === 'ok') {
      setPhase('sent');
      announce(translate({id: 'feedback.thanks', message: 'Thank you for your feedback.'}));
    } else if (outcome.kind === 'absent' && PREVIEW) {
      setPreviewed(post);
      setPhase('preview');
      announce(PREVIEW_TEXT);
    } else if (outcome.kind === 'absent') {
      setPhase('absent');
      announce(translate({id: 'feedback.absent', message: 'Feedback is not collected on this copy of the site.'}));
    } else {
      setPhase('editing');
      const text = errorText(outcome);
      setError(text);
      announce(text);
    }
  };

  // Yes is sent as soon as it is chosen (once, even if effects run twice); No moves focus to the
  // reasons, unless this copy collects no feedback, which is then said before anything is typed.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (helpful) {
      // the phase starts at 'sending' for a Yes
      void deliver({page, helpful});
      return;
    }
    firstReason.current?.focus();
    void collectsFeedback().then((collects) => {
      // no service: the reason and comment go into an issue instead (under npm start, the form previews the post)
      if (!collects && !PREVIEW) setToIssue(true);
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the widget opens
  }, []);

  // the buttons are gone: focus goes to the link that remains (the outcome is announced)
  useEffect(() => {
    if (phase === 'sent' || phase === 'absent' || phase === 'preview') result.current?.focus();
  }, [phase]);

  if (phase === 'preview' && previewed) {
    return (
      <div className={styles.result}>
        <p className={styles.resultText} aria-hidden="true">
          {PREVIEW_TEXT}
        </p>
        <pre className={styles.preview}>
          <code>{`POST ${FEEDBACK_ENDPOINT}\n${JSON.stringify(previewed, null, 2)}`}</code>
        </pre>
        <p className={styles.resultText}>
          <a ref={result} href={issueUrl(title, url, reason, comment.trim())} target="_blank" rel="noopener noreferrer">
            {translate({id: 'feedback.issue', message: 'Open an issue about this page'})}
          </a>
        </p>
      </div>
    );
  }

  // Visible lines repeat what the shell's live region announces: hidden from
  // screen readers, which read it there.
  if (phase === 'sent' || phase === 'absent') {
    return (
      <div className={styles.result}>
        <p className={styles.resultText} aria-hidden="true">
          {phase === 'sent'
            ? translate({id: 'feedback.thanks', message: 'Thank you for your feedback.'})
            : translate({id: 'feedback.absent', message: 'Feedback is not collected on this copy of the site.'})}
        </p>
        <p className={styles.resultText}>
          <a ref={result} href={issueUrl(title, url, reason, comment.trim())} target="_blank" rel="noopener noreferrer">
            {translate({id: 'feedback.issue', message: 'Open an issue about this page'})}
          </a>
        </p>
      </div>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (phase !== 'sending') send();
  };
  return (
    <form className={styles.form} onSubmit={onSubmit} aria-describedby={error ? ids.error : undefined} noValidate>
      {!helpful && (
        <>
          <fieldset className={styles.reasons}>
            <legend id={ids.reasons}>{translate({id: 'feedback.reason.legend', message: 'What was wrong?'})}</legend>
            {FEEDBACK_REASONS.map((id, i) => (
              <label key={id} className={styles.reason}>
                <input
                  ref={i === 0 ? firstReason : undefined}
                  type="radio"
                  name="reason"
                  value={id}
                  checked={reason === id}
                  onChange={() => {
                    setReason(id);
                    setError('');
                  }}
                />
                {REASON_LABELS[id]}
              </label>
            ))}
          </fieldset>
          <label htmlFor={ids.comment} className={styles.commentLabel}>
            {translate({id: 'feedback.comment', message: 'Comment (optional)'})}
          </label>
          <p id={ids.hint} className={styles.hint}>
            {toIssue
              ? translate({id: 'feedback.comment.hintIssue', message: 'An issue is public: leave out names, email addresses and phone numbers.'})
              : translate({
                  id: 'feedback.comment.hint',
                  message: 'Leave out names and contact details: email addresses and phone numbers are replaced before the comment is kept.',
                })}
          </p>
          <textarea
            id={ids.comment}
            className={styles.comment}
            rows={3}
            maxLength={FEEDBACK_COMMENT_MAX}
            value={comment}
            aria-describedby={`${ids.hint} ${ids.count}`}
            onChange={(e) => setComment(e.target.value.slice(0, FEEDBACK_COMMENT_MAX))}
          />
          <p id={ids.count} className={styles.count}>
            {translate(
              {id: 'feedback.count', message: '{used} of {max} characters'},
              {used: count(comment.length), max: count(FEEDBACK_COMMENT_MAX)},
            )}
          </p>
        </>
      )}
      {error && (
        <p id={ids.error} className={styles.error} aria-hidden="true">
          {error}
        </p>
      )}
      {toIssue ? (
        <>
          <p className={styles.resultText}>{translate({id: 'feedback.absent', message: 'Feedback is not collected on this copy of the site.'})}</p>
          <a className="button button--primary button--sm" href={issueUrl(title, url, reason, comment.trim())} target="_blank" rel="noopener noreferrer">
            {translate({id: 'feedback.issueWith', message: 'Open an issue with this'})}
          </a>
        </>
      ) : (
        <button type="submit" className="button button--primary button--sm" aria-disabled={phase === 'sending'}>
          {phase === 'sending'
            ? translate({id: 'feedback.sending', message: 'Sending…'})
            : translate({id: 'feedback.send', message: 'Send'})}
        </button>
      )}
    </form>
  );
}
