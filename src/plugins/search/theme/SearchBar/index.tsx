/**
 * The navbar search: a light button rendered with DocSearch's markup and CSS,
 * and the DocSearch modal, which (with the search backend and, in local mode,
 * the index) is loaded only when the reader shows intent: hover, focus or
 * touch on the button, or a shortcut (Ctrl/Cmd+K anywhere, "/" outside text
 * fields).
 *
 * If that code cannot be fetched (the reader went offline before their first
 * search), the search error screen shows instead, and the load is retried when
 * the browser comes back online, on "Try again", or on the next Ctrl+K or
 * click. Fetching the modal ahead of time (at idle) would also cover this, but
 * would cost every reader its download (bench/search.mjs measures it) to serve
 * the few who lose the connection before they search, and would still fail
 * for a reader who goes offline before the idle fetch runs.
 */
import React, {useCallback, useEffect, useRef, useState, useSyncExternalStore, type ComponentType, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {translate} from '@docusaurus/Translate';
import {usePluginData} from '@docusaurus/useGlobalData';
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/button.css';
import {loadBackend} from '../../client/loadBackend';
import type {SearchBackend} from '../../client/backends/types';
import {PLUGIN_NAME, type SearchGlobalData} from '../../shared/types';
import type {SearchModalProps} from './SearchModal';
import Unavailable from './Unavailable';
import styles from './styles.module.css';

interface LoadedSearch {
  SearchModal: ComponentType<SearchModalProps>;
  backend: SearchBackend;
}
let loading: Promise<LoadedSearch> | undefined;

/** The modal (DocSearch, its CSS, this site's settings) and the backend, loaded once; a failed load is tried again on the next call. */
function loadSearch(data: SearchGlobalData): Promise<LoadedSearch> {
  loading ??= Promise.all([import('./SearchModal'), loadBackend(data)]).then(([modal, backend]) => ({SearchModal: modal.default, backend}));
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/**
 * Requests begun while offline (a "Try again" just before the connection came
 * back) can fail after the browser says it is online, one by one; a load that
 * joins them fails too. While online, each such failure is followed by a fresh
 * load, a few times at most.
 */
function loadRetryingOnline<T>(load: () => Promise<T>, tries = 4): Promise<T> {
  return load().catch((error: unknown) => (tries > 1 && navigator.onLine ? loadRetryingOnline(load, tries - 1) : Promise.reject(error)));
}

function isEditingContent(event: KeyboardEvent): boolean {
  const element = (event.composedPath()[0] ?? event.target) as HTMLElement;
  const tag = element?.tagName;
  return !!element && (element.isContentEditable || tag === 'INPUT' || tag === 'SELECT' || tag === 'TEXTAREA');
}

/** The letter of the shortcut (Ctrl+K, ⌘K), a key's name in every language. */
const SHORTCUT_KEY = 'K';

/** The platform never changes while the page is open. */
const noChanges = () => () => {};

function isApple(): boolean {
  return typeof navigator !== 'undefined' && /Mac|iPhone|iPad|iPod/.test(navigator.platform);
}

export default function SearchBar(): ReactNode {
  const data = usePluginData(PLUGIN_NAME) as SearchGlobalData;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [loaded, setLoaded] = useState<LoadedSearch | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>();
  // 'Ctrl' in the server's HTML and while hydrating; the platform's key from then on
  const keyLabel = useSyncExternalStore(
    noChanges,
    () => (isApple() ? '⌘' : 'Ctrl'),
    () => 'Ctrl',
  );

  const [unavailable, setUnavailable] = useState(false);

  const prepare = useCallback(() => loadSearch(data).then((l) => (setLoaded(l), l)), [data]);
  // hover, focus, touch: a failed load shows nothing until the reader asks to search
  const warm = useCallback(() => void prepare().catch(() => {}), [prepare]);
  const show = useCallback(() => {
    setUnavailable(false);
    setIsOpen(true);
  }, []);
  const fail = useCallback(() => setUnavailable(true), []);
  const open = useCallback(() => void prepare().then(show, fail), [prepare, show, fail]);
  const close = useCallback(() => {
    setIsOpen(false);
    setUnavailable(false);
    setInitialQuery(undefined);
    buttonRef.current?.focus();
  }, []);

  // while the error screen shows, try again as soon as the connection is back
  useEffect(() => {
    if (!unavailable) return undefined;
    const reconnect = () => void loadRetryingOnline(prepare).then(show, fail);
    window.addEventListener('online', reconnect);
    return () => window.removeEventListener('online', reconnect);
  }, [unavailable, prepare, show, fail]);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      const cmdK = event.key?.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey);
      if (cmdK || (event.key === '/' && !isOpen && !isEditingContent(event))) {
        event.preventDefault();
        if (isOpen && cmdK) close();
        else if (!isOpen) open();
      } else if (event.key === 'Escape' && (isOpen || unavailable)) {
        close();
      } else if (
        // typing while the button has focus starts a search with that letter
        !isOpen &&
        document.activeElement === buttonRef.current &&
        /^[a-zA-Z0-9]$/.test(event.key) &&
        !event.metaKey &&
        !event.ctrlKey &&
        !event.altKey
      ) {
        event.preventDefault();
        setInitialQuery(event.key);
        open();
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, unavailable, open, close]);

  const Modal = loaded?.SearchModal;
  return (
    <>
      <button
        type="button"
        ref={buttonRef}
        className="DocSearch DocSearch-Button"
        aria-keyshortcuts="Control+K Meta+K /"
        onClick={open}
        onMouseEnter={warm}
        onFocus={warm}
        onTouchStart={warm}>
        <span className="DocSearch-Button-Container">
          <svg width="20" height="20" className="DocSearch-Search-Icon" viewBox="0 0 20 20" aria-hidden="true">
            <path
              d="M14.386 14.386l4.0877 4.0877-4.0877-4.0877c-2.9418 2.9419-7.7115 2.9419-10.6533 0-2.9419-2.9418-2.9419-7.7115 0-10.6533 2.9418-2.9419 7.7115-2.9419 10.6533 0 2.9419 2.9418 2.9419 7.7115 0 10.6533z"
              stroke="currentColor"
              fill="none"
              fillRule="evenodd"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <span className={`DocSearch-Button-Placeholder ${styles.label}`}>
            {translate({id: 'theme.SearchBar.label', message: 'Search', description: 'The search button label'})}
          </span>
        </span>
        <span className="DocSearch-Button-Keys">
          <kbd className={`DocSearch-Button-Key ${styles.key}`}>{keyLabel}</kbd>
          <kbd className={`DocSearch-Button-Key ${styles.key}`}>{SHORTCUT_KEY}</kbd>
        </span>
      </button>
      {unavailable && !isOpen && createPortal(<Unavailable onRetry={open} onClose={close} />, document.body)}
      {isOpen &&
        Modal &&
        loaded &&
        createPortal(<Modal backend={loaded.backend} data={data} initialQuery={initialQuery} onClose={close} />, document.body)}
    </>
  );
}
