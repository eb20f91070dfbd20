/**
 * Runs `callback` when the main thread is idle, or after `timeoutMs` at the
 * latest (Safari has no requestIdleCallback: a short timeout there). Returns a
 * function that cancels it.
 */
export function onIdle(callback: () => void, timeoutMs: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(callback, {timeout: timeoutMs});
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(callback, 50);
  return () => clearTimeout(id);
}
