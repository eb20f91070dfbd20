// The page each browser worker keeps for its tests in turn (fixtures.ts): what makes it unfit
// for the next test, and how it is readied for that test.
import type {Disposable, Page} from '@playwright/test';

/**
 * What a test may add to its page or context and take back: each call gives a Disposable, and
 * what the test added is disposed of after it, so the page is kept.
 */
const UNDOABLE = ['addInitScript', 'exposeFunction', 'exposeBinding'];
/**
 * What a test may do that cannot be undone: to its page (which is then not used again), or to
 * the context (which is then replaced). The clock is the context's, whichever object installs it.
 */
export const FOR_GOOD = ['setExtraHTTPHeaders', 'routeFromHAR', 'routeWebSocket'];
export const CLOCK = ['install', 'setFixedTime', 'setSystemTime', 'pauseAt', 'fastForward', 'runFor', 'resume'];
type Methods = Record<string, (...args: unknown[]) => unknown>;
/** Calls `changed` before each call of one of `names` on `target`. */
export function onCall(target: object, names: string[], changed: () => void) {
  const methods = target as Methods;
  for (const name of names) {
    const method = methods[name];
    methods[name] = (...args: unknown[]) => {
      changed();
      return method.apply(target, args);
    };
  }
}
/** Keeps, in `added`, the Disposable each call of one of UNDOABLE on `target` gives. */
export function keepUndo(target: object, added: Disposable[]) {
  const methods = target as Methods;
  for (const name of UNDOABLE) {
    const method = methods[name];
    methods[name] = async (...args: unknown[]) => {
      const disposable = (await method.apply(target, args)) as Disposable;
      added.push(disposable);
      return disposable;
    };
  }
}
/** Takes back what `added` holds; false when something could not be (the page closed meanwhile). */
export async function undo(added: Disposable[]): Promise<boolean> {
  const results = await Promise.allSettled(added.splice(0).map((d) => d.dispose()));
  return results.every((r) => r.status === 'fulfilled');
}

/**
 * Readies a test's page for the next test: its listeners and routes gone and its document
 * unloaded (what it sends as it goes, it sends now; no hover outlives it). False
 * when it cannot be used again: closed, changed for good, or stuck for 5 s.
 */
export async function keptForNext(page: Page, forGood: boolean): Promise<boolean> {
  if (forGood || page.isClosed()) return false;
  await page.removeAllListeners();
  await page.unrouteAll({behavior: 'ignoreErrors'});
  return within(toBlank(page).then(() => true, () => false), 5000, false);
}

/**
 * Takes the page to about:blank. A document left by Playwright's goto gives the next test's first
 * page a new renderer process when the server sends Cross-Origin-Opener-Policy (nginx does, on
 * every page): about 0.4 CPU-seconds. A blank page the document opens itself keeps the process.
 */
async function toBlank(page: Page) {
  const asked = page.url().startsWith('http') && (await page.evaluate(() => void setTimeout(() => location.assign('about:blank'))).then(() => true, () => false));
  if (asked) await page.waitForURL('about:blank');
  else await page.goto('about:blank');
}

/** What `work` gives, or `late` if it has not ended within `ms` (Chromium may never finish with a page left mid-navigation). */
export async function within<T>(work: Promise<T>, ms: number, late: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const result = await Promise.race([work, new Promise<T>((resolve) => (timer = setTimeout(resolve, ms, late)))]);
  clearTimeout(timer);
  return result;
}
