/**
 * "Copy page" and a menu (View as Markdown, Open in ChatGPT, Open in Claude)
 * beside a doc page's title, for readers who take the page to an AI assistant.
 * The menu follows the WAI-ARIA menu-button pattern. Fetching the page's
 * Markdown twin is code loaded on the first click (./loadMarkdown).
 */
import React, {useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

type CopyState = 'idle' | 'copied' | 'clipboard-failed' | 'fetch-failed';

interface Props {
  /** Path of the page's Markdown twin on this site (fetched and linked). */
  markdownPath: string;
  /** The same twin's absolute public URL (named in the assistant prompt). */
  markdownUrl: string;
}

const COPIED_FOR_MS = 2000;

/**
 * Copies the Markdown at `path`. The clipboard call is made synchronously
 * inside the click (with a ClipboardItem whose content is still loading),
 * which Safari requires; other browsers allow it within a few seconds.
 */
function copyMarkdown(path: string): Promise<void> {
  const clipboard = typeof navigator !== 'undefined' ? navigator.clipboard : undefined;
  // No Clipboard API outside secure contexts (plain http on a non-local host).
  if (!clipboard) return Promise.reject(new Error('clipboard'));
  // Chrome rejects a failed write with the content's own error, and with
  // NotAllowedError when the clipboard is denied: keep the fetch's error to compare.
  let fetchError: unknown;
  const markdown = import('./loadMarkdown')
    .then(({loadMarkdown}) => loadMarkdown(path))
    .catch((error: unknown) => {
      fetchError = error;
      throw error;
    });
  let written: Promise<void>;
  if (typeof ClipboardItem !== 'undefined' && typeof clipboard.write === 'function') {
    const blob = markdown.then((text) => new Blob([text], {type: 'text/plain'}));
    // A denied write may reject before the content settles; its failure is reported below.
    blob.catch(() => undefined);
    written = clipboard.write([new ClipboardItem({'text/plain': blob})]);
  } else {
    written = markdown.then((text) => clipboard.writeText(text));
  }
  return written.catch((error: unknown) => {
    throw new Error(fetchError !== undefined && error === fetchError ? 'fetch' : 'clipboard', {cause: error});
  });
}

function CopyIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M16 1H4a2 2 0 0 0-2 2v14h2V3h12V1zm3 4H8a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2zm0 16H8V7h11v14z" />
    </svg>
  );
}

export default function PageActions({markdownPath, markdownUrl}: Props): ReactNode {
  const [copyState, setCopyState] = useState<CopyState>('idle');
  const [open, setOpen] = useState(false);
  // Which item to focus once the menu has opened (-1: the last one).
  const focusOnOpen = useRef<number | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const timer = useRef<number | undefined>(undefined);
  const menuId = useId();
  const buttonId = useId();

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLAnchorElement>('[role="menuitem"]') ?? []);

  const openMenu = (focusIndex: number) => {
    if (open) return items().at(focusIndex)?.focus();
    focusOnOpen.current = focusIndex;
    setOpen(true);
  };
  const closeMenu = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open || focusOnOpen.current === null) return;
    items().at(focusOnOpen.current)?.focus();
    focusOnOpen.current = null;
  }, [open]);

  // A press anywhere outside closes the menu (focus stays where the press put it).
  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) closeMenu(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, closeMenu]);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const onCopy = () => {
    window.clearTimeout(timer.current);
    copyMarkdown(markdownPath).then(
      () => {
        setCopyState('copied');
        timer.current = window.setTimeout(() => setCopyState('idle'), COPIED_FOR_MS);
      },
      (error: Error) => {
        setCopyState(error.message === 'fetch' ? 'fetch-failed' : 'clipboard-failed');
        // Keep the cause visible to whoever debugs it, without failing the page.
        console.warn('Copy page failed:', error.cause ?? error);
      },
    );
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu(event.key === 'ArrowDown' ? 0 : -1);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const list = items();
    const current = list.indexOf(document.activeElement as HTMLAnchorElement);
    const focus = (index: number) => list[(index + list.length) % list.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        focus(current + 1);
        break;
      case 'ArrowUp':
        focus(current - 1);
        break;
      case 'Home':
        focus(0);
        break;
      case 'End':
        focus(-1);
        break;
      case 'Escape':
        closeMenu(true);
        break;
      case ' ':
        list[current]?.click();
        break;
      case 'Tab':
        // Tab leaves the menu and moves on as usual.
        closeMenu(false);
        return;
      default:
        return;
    }
    event.preventDefault();
  };

  const prompt = translate(
    {id: 'site.pageActions.prompt', message: 'Read {url} so I can ask questions about it.'},
    {url: markdownUrl},
  );
  const newTab = translate({id: 'site.pageActions.newTab', message: '(opens in a new tab)'});
  const viewLabel = translate({id: 'site.pageActions.viewMarkdown', message: 'View as Markdown'});
  const copyLabel = translate({id: 'site.pageActions.copy', message: 'Copy page'});
  const copiedLabel = translate({id: 'site.pageActions.copied', message: 'Copied'});
  const failed = copyState === 'clipboard-failed' || copyState === 'fetch-failed';

  return (
    <div ref={rootRef} className={clsx(styles.pageActions, 'dropdown dropdown--right', open && 'dropdown--show')} data-page-actions="" data-search="skip">
      <div className={styles.buttons}>
        <button type="button" className={clsx('button button--sm button--outline button--secondary', styles.copy)} onClick={onCopy}>
          <CopyIcon />
          {/* Both labels take up space, so "Copied" moves nothing; the hidden one is not read out. */}
          <span className={styles.labels}>
            <span className={clsx(copyState === 'copied' && styles.hiddenLabel)}>{copyLabel}</span>
            <span className={clsx(copyState !== 'copied' && styles.hiddenLabel)}>{copiedLabel}</span>
          </span>
        </button>
        <button
          ref={buttonRef}
          id={buttonId}
          type="button"
          className={clsx('button button--sm button--outline button--secondary', styles.menuButton)}
          aria-haspopup="menu"
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={translate({id: 'site.pageActions.more', message: 'More page actions'})}
          onClick={() => (open ? closeMenu(false) : openMenu(0))}
          onKeyDown={onButtonKeyDown}>
          <svg className={styles.chevron} viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
            <path fill="currentColor" d="M7 10l5 5 5-5z" />
          </svg>
        </button>
      </div>
      <ul ref={menuRef} id={menuId} role="menu" aria-labelledby={buttonId} className="dropdown__menu" onKeyDown={onMenuKeyDown}>
        <li role="none">
          <a role="menuitem" tabIndex={-1} className="dropdown__link" href={markdownPath} onClick={() => closeMenu(false)}>
            {viewLabel}
          </a>
        </li>
        {[
          {href: `https://chatgpt.com/?q=${encodeURIComponent(prompt)}`, label: translate({id: 'site.pageActions.openChatGpt', message: 'Open in ChatGPT'})},
          {href: `https://claude.ai/new?q=${encodeURIComponent(prompt)}`, label: translate({id: 'site.pageActions.openClaude', message: 'Open in Claude'})},
        ].map(({href, label}) => (
          <li role="none" key={href}>
            <a role="menuitem" tabIndex={-1} className="dropdown__link" href={href} target="_blank" rel="noopener noreferrer" onClick={() => closeMenu(false)}>
              {label}
              <span className={styles.srOnly}> {newTab}</span>
            </a>
          </li>
        ))}
      </ul>
      <div role="status" className={styles.srOnly}>
        {copyState === 'copied' ? translate({id: 'site.pageActions.copiedStatus', message: 'Page copied as Markdown'}) : ''}
      </div>
      <div role="alert" className={clsx(failed && styles.error)}>
        {failed && (
          <>
            {copyState === 'fetch-failed'
              ? translate({id: 'site.pageActions.fetchFailed', message: "Could not copy: this page's Markdown did not load. Try again, or open it here:"})
              : translate({id: 'site.pageActions.clipboardFailed', message: 'Could not copy: this browser blocked access to the clipboard. Open the Markdown and copy it from there:'})}{' '}
            <a href={markdownPath}>{viewLabel}</a>
          </>
        )}
      </div>
    </div>
  );
}
