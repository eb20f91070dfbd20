/**
 * The reader's own Companies House API key, when they paste it into a key
 * field (src/components/ApiKeyField), so that the commands and configuration
 * on the site carry it in place of the placeholder. It lives in this module's
 * memory only: shared by every component of the tab, across its pages, and
 * gone when the page is reloaded or closed. Nothing here writes it to storage,
 * a cookie or the address, and nothing sends it: it only ever reaches the
 * clipboard, when the reader copies a snippet.
 *
 * On screen it is masked by default: snippets show KEY_MASK (src/lib/apiKey/apiKeySignal.ts, the part
 * every page carries), and their copy buttons copy the key itself.
 */
import {useSyncExternalStore} from 'react';
import {API_KEY_PLACEHOLDER} from '../../constants';
import {KEY_MASK, keyChanged} from './apiKeySignal';

export {KEY_MASK};

interface KeyState {
  key: string;
  /** The reader chose to see the key itself. */
  shown: boolean;
}

let state: KeyState = {key: '', shown: false};
const listeners = new Set<() => void>();
const NONE: KeyState = {key: '', shown: false};

function update(next: Partial<KeyState>) {
  state = {...state, ...next};
  listeners.forEach((l) => l());
  keyChanged();
}

export const setApiKey = (key: string) => update({key: key.trim()});
export const setKeyShown = (shown: boolean) => update({shown});

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The key and whether it is shown; none while the page is rendered on the server or hydrating. */
export function useApiKey(): KeyState {
  return useSyncExternalStore(subscribe, () => state, () => NONE);
}

/** A key a snippet can carry as it is: Companies House keys are letters, digits and hyphens (no quote or space to break a command). */
export const usableKey = (key: string) => /^[A-Za-z0-9_-]+$/.test(key);

/** What snippets show for the key: itself when shown, else the mask; nothing without a usable key. */
export const keyOnScreen = ({key, shown}: KeyState) => (!usableKey(key) ? '' : shown ? key : KEY_MASK);

/** Text with the placeholder replaced by `value` (unchanged when it is empty). */
export const withKey = (text: string, value: string) => (value ? text.split(API_KEY_PLACEHOLDER).join(value) : text);
