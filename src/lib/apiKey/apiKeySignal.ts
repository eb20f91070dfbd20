/**
 * The little of the reader's-key feature (src/lib/apiKey/apiKey.ts) that every page
 * carries: the event the key store sends when a key is first given, and the
 * mask a code block shows in its place. The store, the field and the code
 * that puts the key into snippets load only when a reader reaches for them.
 */
import {createContext, useEffect, useState} from 'react';

/** Sent on window each time the key changes (keyChanged). */
const API_KEY_EVENT = 'companylens:api-key';

/** What a snippet shows in place of the key while it is masked. */
export const KEY_MASK = '••••••••••••';

/** The key a code block holds and must show masked (src/theme/CodeBlock/Content), or null. */
export const KeyToMask = createContext<string | null>(null);

let givenInTab = false;

/** Says a key was given (src/lib/apiKey/apiKey.ts, on each change): the blocks of the pages that follow start with it. */
export function keyChanged() {
  givenInTab = true;
  window.dispatchEvent(new Event(API_KEY_EVENT));
}

/** False until the reader first gives a key in this tab, then true (at once on the pages that follow). */
export function useKeyGiven(): boolean {
  const [given, setGiven] = useState(givenInTab);
  useEffect(() => {
    if (given) return undefined;
    const on = () => setGiven(true);
    window.addEventListener(API_KEY_EVENT, on);
    return () => window.removeEventListener(API_KEY_EVENT, on);
  }, [given]);
  return given;
}
