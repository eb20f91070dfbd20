import axe from 'axe-core';
import {test as base, expect, type BrowserContext, type Disposable, type Page, type Route} from '@playwright/test';
import {startFeedbackRecorder, type FeedbackRecorder} from '../support/feedback-recorder';
import {breaksWell} from '@site/src/lib/text/codeBreaks';
import {CLOCK, FOR_GOOD, keepUndo, keptForNext, onCall, undo, within} from './kept-page';

/**
 * Every browser test fails on a console error or an uncaught page error,
 * unless it lists the ones it expects with `test.use({allowConsoleErrors})`.
 * A request to anything but 127.0.0.1 fails the test, and fails itself: the browser resolves no
 * other host (playwright.config.ts). It is watched, not intercepted: an intercepted page has no
 * HTTP cache, and with the cache the browser tests take about a sixth less CPU time.
 *
 * Each worker keeps one browser context, with a blank page kept open in it (with no page left
 * open, a new page costs as much as a new context), and one page the tests take in turn: a
 * page load in a new page costs about 0.75 CPU-seconds, in the kept one about 0.35. An init
 * script or exposed function a test adds to the page or context is taken back after it
 * (`UNDOABLE` in kept-page.ts). A test that changes its page for good (a CDP session, extra
 * headers: `FOR_GOOD`) leaves it to be closed, and the next test gets a new one; one that changes
 * the context for good (the clock, which is the context's) leaves it to be replaced. The context's HTTP
 * cache is kept too (`withoutCache` for a test about a first visit). After each test the page
 * goes to about:blank with its listeners, routes and media emulation gone, its other pages are
 * closed, the context's routes, permissions and offline mode removed, and every origin it
 * visited cleared of cookies and storage (the kept page's session storage too)
 * (tests/browser/isolation.spec.ts checks this). `test.use` may set `viewport`, `colorScheme`,
 * `reducedMotion` and `permissions`; a test needing other context options makes its own context
 * with `browser.newContext`.
 */
type Kept = {context: BrowserContext; blank: Page; page?: Page};

type Worker = {current: Kept; open: () => Promise<Kept>; changed: {page: boolean; context: boolean}; added: Disposable[]};

export const test = base.extend<{allowConsoleErrors: RegExp[]; guard: void}, {kept: Worker}>({
  kept: [
    async ({browser}, use, workerInfo) => {
      const {baseURL, viewport} = workerInfo.project.use;
      const added: Disposable[] = [];
      const open = async () => {
        const context = await browser.newContext({baseURL, viewport});
        // as in the contexts Playwright makes per test: no timeout of its own, the test's applies
        context.setDefaultTimeout(0);
        context.setDefaultNavigationTimeout(0);
        onCall(context, FOR_GOOD, () => (kept.changed.context = true));
        keepUndo(context, added);
        onCall(context.clock, CLOCK, () => (kept.changed.context = true));
        // a CDP session on the kept page (CPU or network throttling) changes it for good
        const newCDPSession = context.newCDPSession.bind(context);
        context.newCDPSession = (target) => {
          if (target === kept.current.page) kept.changed.page = true;
          return newCDPSession(target);
        };
        return {context, blank: await context.newPage()};
      };
      const kept: Worker = {current: await open(), open, changed: {page: false, context: false}, added};
      await use(kept);
      await kept.current.context.close();
    },
    {scope: 'worker'},
  ],
  context: async ({kept, permissions, javaScriptEnabled, locale, timezoneId, userAgent, isMobile, hasTouch, offline, storageState}, use) => {
    const unsupported = Object.entries({javaScriptEnabled: !javaScriptEnabled, locale: locale !== 'en-US', timezoneId, userAgent, isMobile, hasTouch, offline, storageState});
    const named = unsupported.filter(([, set]) => set).map(([option]) => option);
    if (named.length) throw new Error(`test.use({${named.join(', ')}}) is not applied to the kept context: make a context with browser.newContext`);
    const {context, blank} = kept.current;
    kept.changed = {page: false, context: false};
    const origins = new Set<string>();
    const track = (page: Page) => page.on('framenavigated', (frame) => frame.url().startsWith('http') && origins.add(new URL(frame.url()).origin));
    context.on('page', track);
    if (kept.current.page) track(kept.current.page);
    if (permissions) await context.grantPermissions(permissions);
    await use(context);
    context.off('page', track);
    // Chromium may never finish closing a page left mid-navigation: then the context goes instead
    const page = kept.current.page;
    const closed = await within(Promise.all(context.pages().filter((p) => p !== blank && p !== page).map((p) => p.close())).then(() => true), 5000, false);
    if (!closed || kept.changed.context) {
      await context.close();
      kept.current = await kept.open();
      return;
    }
    await context.unrouteAll({behavior: 'ignoreErrors'});
    await context.setOffline(false);
    await context.clearPermissions();
    const cdp = await context.newCDPSession(blank);
    for (const origin of origins) await cdp.send('Storage.clearDataForOrigin', {origin, storageTypes: 'all'});
    await cdp.detach();
  },
  page: async ({context, kept, viewport, colorScheme, reducedMotion}, use) => {
    let page = kept.current.page;
    if (!page || page.isClosed() || page.context() !== context) {
      page = await context.newPage();
      onCall(page, FOR_GOOD, () => (kept.changed.page = true));
      keepUndo(page, kept.added);
      onCall(page.clock, CLOCK, () => (kept.changed.context = true));
      kept.current.page = page;
    }
    if (viewport) await page.setViewportSize(viewport);
    await page.emulateMedia({media: null, colorScheme, reducedMotion, forcedColors: null, contrast: null});
    await use(page);
    // what the test added is taken back before the page leaves its document
    if (!(await undo(kept.added))) kept.changed.page = true;
    // one that cannot be used again is closed with the test's other pages (the context's teardown)
    if (!(await keptForNext(page, kept.changed.page || kept.changed.context))) kept.current.page = undefined;
  },
  allowConsoleErrors: [[], {option: true}],
  guard: [
    async ({page, allowConsoleErrors}, use) => {
      const errors: string[] = [];
      const allowed = (text: string) => allowConsoleErrors.some((re) => re.test(text));
      page.on('console', (msg) => {
        // a failed resource's message does not name it: its address is the message's location
        const at = msg.text().startsWith('Failed to load resource') ? ` (${msg.location().url})` : '';
        if (msg.type() === 'error' && !allowed(msg.text())) errors.push(`${msg.text()}${at}`);
      });
      page.on('pageerror', (err) => {
        if (!allowed(err.message)) errors.push(`pageerror: ${err.message}`);
      });
      page.on('request', (request) => {
        const url = request.url();
        if (/^(https?|wss?):/.test(url) && !/^(http|ws):\/\/127\.0\.0\.1[:/]/.test(url)) errors.push(`off-loopback request: ${url}`);
      });
      await use();
      expect(errors, 'console errors or non-loopback requests').toEqual([]);
    },
    {auto: true},
  ],
});
export {expect};

/** Opens a path and waits until React has hydrated it. */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  return response;
}

/**
 * Links fade their colour (Infima's --ifm-transition-fast); axe reading a
 * colour half-way from light to dark reports contrast no reader ever sees.
 */
export async function settleColourTransitions(page: Page) {
  // each frame, until none runs: the play state, not the `finished` promise, which Chromium
  // left unresolved for an SVG icon's colour transition in the search modal, its state "finished"
  await page.waitForFunction(() => document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'));
}

/**
 * Scrolls the first Mermaid diagram into view in one step. A diagram shows its
 * source until it nears the viewport, then turns into the drawing at any
 * moment, so a locator scroll (find, then scroll) can lose its element.
 */
export async function scrollToFirstDiagram(page: Page) {
  await page.evaluate(() => document.querySelector('article figure.diagram')?.scrollIntoView());
}

/**
 * Holds back every script the page requests from now on, so that what needs
 * one (a lazily loaded component, a page chosen in the router) arrives only
 * when released. `held()` counts the waiting requests. The page must have had no cache
 * (`withoutCache`) from its first load: a chunk prefetched into the cache could run unrequested.
 */
export async function holdScripts(page: Page) {
  const waiting: Route[] = [];
  let released = false;
  await page.route('**/*.js', (route) => (released ? route.continue() : void waiting.push(route)));
  return {
    held: () => waiting.length,
    // each held request goes on before the route goes: with no route left, Playwright lets the
    // paused requests go by themselves
    async release() {
      released = true;
      await Promise.all(waiting.map((route) => route.continue()));
      await page.unroute('**/*.js');
    },
  };
}

/**
 * Turns the browser's HTTP cache off for this page, as on a reader's first visit: pages share
 * their worker's context, so what an earlier test fetched would otherwise come from the cache.
 */
export async function withoutCache(page: Page) {
  // Playwright turns the cache off for a page whose requests it intercepts (page.route)
  await page.route('**', (route) => route.fallback());
}

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
/**
 * The axe rules whose verdict depends on colour: text contrast, and links told from the text
 * around them. The rest read the DOM and the layout, which the colour mode does not change.
 */
export const AXE_COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * What axe finds on the page (or inside `include`), as "rule: targets" lines:
 * serious and critical findings under WCAG 2.1 A/AA and best practice (or only
 * the rules in `rules`), or, `strict`, every finding of every rule axe runs by default.
 */
export async function axeViolations(page: Page, {include, strict = false, rules}: {include?: string; strict?: boolean; rules?: string[]} = {}) {
  // axe goes into each document once and runs there (the site has no frames): injecting its
  // 650 KB source on every run costs more than many runs do
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const options: axe.RunOptions = {resultTypes: ['violations']};
  if (rules) options.runOnly = {type: 'rule', values: rules};
  else if (!strict) options.runOnly = {type: 'tag', values: AXE_TAGS};
  const violations = await page.evaluate(
    async ({context, options}) => {
      const results = await (window as unknown as {axe: typeof axe}).axe.run(context ?? document, options);
      return results.violations.map((v) => ({id: v.id, impact: v.impact, targets: v.nodes.slice(0, 3).map((n) => n.target.join(' '))}));
    },
    {context: include ?? null, options},
  );
  return violations.filter((v) => strict || v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.targets.join(' | ')}`);
}

/**
 * axeViolations in light, then in dark mode, on the page as it stands: the site follows the
 * system colour scheme while the reader has chosen none, so one load serves both modes. `dark`
 * narrows the second run (the colour rules, on the part under test: the rest of the page is
 * tests/nginx/routes.spec.ts's, and nothing but colour changes with the mode).
 */
type AxeOptions = Parameters<typeof axeViolations>[1];
export async function axeInBothModes(page: Page, options: AxeOptions = {}, dark: AxeOptions = options) {
  const found: Record<string, string[]> = {};
  for (const mode of ['light', 'dark'] as const) {
    await page.emulateMedia({colorScheme: mode});
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    await settleColourTransitions(page);
    found[mode] = await axeViolations(page, mode === 'dark' ? dark : options);
  }
  return found;
}

/** Opens the search modal with Ctrl+K, checks the search box has focus, and types `query` if given. */
export async function openSearch(page: Page, query?: string) {
  await page.keyboard.press('Control+k');
  const input = page.locator('.DocSearch-Input');
  await expect(input).toBeFocused();
  if (query !== undefined) await input.fill(query);
  return input;
}

/**
 * What a reader would find squeezed, spilling or cut on the page as laid out
 * now. A field description (`dd`) in the article with 40 or more characters
 * and a space must fit at least `perLine` characters on a line of its content
 * box (text length × box width ÷ the text's width in the element's own font),
 * a table cell (`td`) at least `perCell` (a grid of up to four columns on a
 * desk wraps its prose to shorter lines than a description's), and neither
 * may spill out of its box; no table may be wider than the box that clips it,
 * so nothing needs scrolling sideways.
 */
export function readingProblems(page: Page, perLine: number, perCell = perLine): Promise<string[]> {
  return page.evaluate(({perLine, perCell}) => {
    const out: string[] = [];
    const ctx = document.createElement('canvas').getContext('2d')!;
    for (const cell of Array.from(document.querySelectorAll<HTMLElement>('article td, article dd'))) {
      const text = (cell.textContent ?? '').replace(/\s+/g, ' ').trim();
      if (text.length < 40 || !text.includes(' ')) continue;
      const style = getComputedStyle(cell);
      ctx.font = style.font;
      const box = cell.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      const chars = (text.length * box) / ctx.measureText(text).width;
      const min = cell.tagName === 'TD' ? perCell : perLine;
      if (chars < min) out.push(`${Math.floor(chars)} characters a line: "${text.slice(0, 50)}"`);
      if (cell.scrollWidth > cell.clientWidth + 1) out.push(`spills out of its box: "${text.slice(0, 50)}"`);
    }
    for (const table of Array.from(document.querySelectorAll<HTMLElement>('article table'))) {
      let clip = table.parentElement;
      while (clip && getComputedStyle(clip).overflowX === 'visible') clip = clip.parentElement;
      const width = table.getBoundingClientRect().width;
      if (clip && width > clip.clientWidth + 1) {
        out.push(`table ${Math.round(width)} px wide in a ${clip.clientWidth} px box: "${(table.textContent ?? '').slice(0, 50)}"`);
      }
    }
    return out;
  }, {perLine, perCell});
}

/** The smallest text a diagram may shrink to, in px: 0.8rem, the size of the table of contents and the breadcrumbs. */
const DIAGRAM_MIN_TEXT_PX = 12.8;

/**
 * What a reader would find laid out wrong on the page as it is now, beyond squeezed prose
 * (readingProblems):
 * - a table column with room to spare while another of its columns wraps (columns are sized by
 *   their content), a header aligned other than its column's cells, or two regions (the tables'
 *   scroll regions) with one name;
 * - inline code broken across lines anywhere but after a space, `/`, `\`, `,`, `_` or `.`, or a hyphen
 *   between two words of a long key (src/lib/text/codeBreaks.ts: never `--version` at its `--`), inline
 *   code that ends outside the article where nothing scrolls, and a code block line broken anywhere
 *   but at a space (`notific` / `ations` on a phone: a block wider than its box scrolls instead);
 * - a drawn diagram wider than its box, taller than the screen below the navbar, or with text
 *   smaller than DIAGRAM_MIN_TEXT_PX once scaled to fit; a node whose text has less than 4.5:1
 *   contrast on its fill (outcomes drawn in their own colours included).
 */
export async function layoutProblems(page: Page): Promise<string[]> {
  const {problems, breaks} = await page.evaluate(async ({minText}) => {
    const out: string[] = [];
    const codeBreaks: {code: string; before: string; after: string}[] = [];
    const short = (el: Element) => JSON.stringify((el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 50));
    // tables: each column's width against the width its content asks for (a max-content copy)
    for (const table of Array.from(document.querySelectorAll<HTMLTableElement>('article table'))) {
      if (getComputedStyle(table).display !== 'table' || !table.offsetWidth) continue;
      const heads = Array.from(table.querySelectorAll<HTMLElement>('thead th'));
      if (heads.length < 2) continue;
      const copy = table.cloneNode(true) as HTMLTableElement;
      copy.style.cssText = 'position:absolute;visibility:hidden;width:max-content;max-width:none;display:table';
      // what the content asks for, whatever widths the stylesheet gives the columns
      copy.querySelectorAll<HTMLElement>('th, td').forEach((cell) => cell.style.setProperty('width', 'auto', 'important'));
      copy.querySelectorAll<HTMLElement>('th, td').forEach((cell) => cell.style.setProperty('min-width', '0', 'important'));
      table.parentElement!.append(copy);
      const wants = Array.from(copy.querySelectorAll<HTMLElement>('thead th')).map((th) => th.getBoundingClientRect().width);
      copy.remove();
      const has = heads.map((th) => th.getBoundingClientRect().width);
      const spare = has.findIndex((w, i) => w > wants[i] + 8);
      const wraps = has.findIndex((w, i) => w < wants[i] - 8);
      if (spare >= 0 && wraps >= 0) {
        out.push(`table ${short(table)}: column ${spare + 1} has ${Math.round(has[spare] - wants[spare])} px to spare while column ${wraps + 1} wraps`);
      }
      const firstRow = table.querySelector('tbody tr');
      heads.forEach((th, i) => {
        const cell = firstRow?.children[i] as HTMLElement | undefined;
        const align = (el: Element) => getComputedStyle(el).textAlign.replace(/^(start|left)$/, 'start');
        if (cell && align(th) !== align(cell)) out.push(`table ${short(table)}: header "${th.textContent}" is aligned ${align(th)} over cells aligned ${align(cell)}`);
      });
    }
    // the article's regions (table scroll regions): each named, and not all alike (axe landmark-unique)
    const regions = Array.from(document.querySelectorAll('article [role="region"]'))
      .filter((r) => !r.closest('[hidden]'))
      .map((r) => r.getAttribute('aria-label') ?? '');
    regions.filter((name, i) => !name || regions.indexOf(name) !== i).forEach((name) => out.push(`region named "${name}" more than once (or not at all)`));
    // inline code: whether it ends outside the article where nothing scrolls (it could not break far
    // enough), and where each line break falls
    const articleRight = document.querySelector('article')?.getBoundingClientRect().right ?? window.innerWidth;
    for (const code of Array.from(document.querySelectorAll<HTMLElement>('article code'))) {
      const rects = code.closest('pre') ? [] : Array.from(code.getClientRects());
      if (!rects.length) continue;
      let scrolls = false;
      for (let el = code.parentElement; el && el.tagName !== 'ARTICLE'; el = el.parentElement) if (/auto|scroll/.test(getComputedStyle(el).overflowX)) scrolls = true;
      const right = Math.max(...rects.map((r) => r.right));
      if (!scrolls && right > articleRight + 1) out.push(`code ${short(code)} ends ${Math.round(right - articleRight)} px outside the article`);
      if (rects.length < 2) continue;
      const range = document.createRange();
      const text = code.textContent ?? '';
      let lastTop: number | undefined;
      let at = 0;
      const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        for (let i = 0; i < node.data.length; i++, at++) {
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const rect = range.getClientRects()[0];
          if (!rect) continue;
          if (lastTop !== undefined && rect.top > lastTop + 2) codeBreaks.push({code: text, before: text.slice(0, at), after: text.slice(at)});
          lastTop = rect.top;
        }
      }
    }
    // code blocks, every language: a line breaks nowhere but at a space, or between a line of JSON's parts (src/lib/text/jsonParts.ts); a block wider than its box scrolls
    for (const pre of Array.from(document.querySelectorAll<HTMLElement>('article pre'))) {
      if (!pre.offsetWidth || pre.closest('.mermaid-source')) continue;
      // lines that cannot wrap need no look
      if (getComputedStyle(pre.querySelector('code') ?? pre).whiteSpace === 'pre') continue;
      const chars: {node: Text; at: number}[] = [];
      const walker = document.createTreeWalker(pre, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) for (let i = 0; i < node.data.length; i++) chars.push({node, at: i});
      let lastTop: number | undefined;
      for (let i = 0; i < chars.length; i++) {
        const {node, at} = chars[i];
        if (node.data[at] === '\n') {
          lastTop = undefined;
          continue;
        }
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + 1);
        const top = range.getClientRects()[0]?.top;
        if (top === undefined) continue;
        const previous = i > 0 ? chars[i - 1].node.data[chars[i - 1].at] : '';
        if (lastTop !== undefined && top > lastTop + 2 && !/[\s,:{[]/.test(previous)) {
          const line = (pre.textContent ?? '').split('\n').find((l) => l.includes(node.data.slice(Math.max(0, at - 6), at + 6))) ?? '';
          out.push(`code block ${short(pre)} breaks a line inside a word: "${line.trim().slice(0, 60)}"`);
          break;
        }
        lastTop = top;
      }
    }
    // diagrams, as drawn
    const navbar = document.querySelector('.navbar')?.getBoundingClientRect().height ?? 0;
    const luminance = (colour: string) => {
      const [r, g, b] = (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => {
        const c = Number(v) / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    // each shown drawing, read inline at the size it is shown at: its text size and contrast
    const shown = Array.from(document.querySelectorAll<HTMLImageElement>('article figure.diagram > img')).filter((img) => img.offsetWidth);
    for (const [n, img] of shown.entries()) {
      const box = img.parentElement!;
      const name = `diagram ${n + 1}`;
      if (img.offsetWidth > box.clientWidth + 1) out.push(`${name} is ${img.offsetWidth} px wide in a ${box.clientWidth} px box`);
      if (img.offsetHeight > window.innerHeight - navbar) out.push(`${name} is ${img.offsetHeight} px tall, more than the ${Math.round(window.innerHeight - navbar)} px of a screen below the navbar`);
      const holder = document.createElement('div');
      holder.style.cssText = `position:absolute;left:-10000px;top:0;width:${img.offsetWidth}px`;
      holder.innerHTML = await (await fetch(img.currentSrc || img.src)).text();
      document.body.append(holder);
      const svg = holder.querySelector('svg')!;
      svg.style.width = `${img.offsetWidth}px`;
      svg.style.height = 'auto';
      const scale = img.offsetWidth / svg.viewBox.baseVal.width;
      for (const text of Array.from(svg.querySelectorAll('text, foreignObject span, foreignObject p'))) {
        if (!text.textContent?.trim() || text.querySelector('span, p')) continue;
        const px = parseFloat(getComputedStyle(text).fontSize) * scale;
        if (px < minText - 0.05) {
          out.push(`${name}: "${text.textContent.trim()}" is drawn at ${px.toFixed(1)} px, under ${minText} px`);
          break;
        }
      }
      for (const node of Array.from(svg.querySelectorAll<SVGGElement>('g.node'))) {
        const shape = node.querySelector('rect, polygon, path');
        const label = node.querySelector('.nodeLabel, text');
        if (!shape || !label?.textContent?.trim()) continue;
        const [a, b] = [luminance(getComputedStyle(shape).fill), luminance(getComputedStyle(label).color)];
        const ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
        if (ratio < 4.5) out.push(`${name}: "${label.textContent}" has ${ratio.toFixed(1)}:1 contrast on its fill`);
      }
      holder.remove();
    }
    return {problems: out, breaks: codeBreaks};
  }, {minText: DIAGRAM_MIN_TEXT_PX});
  const badBreaks = breaks.filter((b) => !breaksWell(b.before, b.after));
  return [...problems, ...badBreaks.map((b) => `code "${b.code.slice(0, 50)}" breaks after "${b.before.slice(-12)}", inside a name`)];
}

/**
 * Scrolls to each Mermaid diagram of the page in turn and waits until all are drawn, in `mode`
 * when given: after a colour-mode switch a diagram is drawn again only once it nears the
 * viewport (src/theme/Mermaid/Drawn.tsx, which says the mode it is drawn in as data-mode).
 */
export async function drawAllDiagrams(page: Page, mode?: 'light' | 'dark') {
  const figures = page.locator('article figure.diagram');
  const count = await figures.count();
  for (let i = 0; i < count; i++) {
    await figures.nth(i).scrollIntoViewIfNeeded();
    // the drawing of the mode in force, loaded; the other mode's stays hidden
    const shown = figures.nth(i).locator(`img.diagram__${mode ?? (await page.locator('html').getAttribute('data-theme'))}`);
    await expect(shown).toBeVisible();
    await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  }
  return count;
}

/**
 * A loopback feedback recorder for the tests of one file (tests/support/feedback-recorder.ts):
 * started before them, emptied before each, closed after them.
 */
export function useFeedbackRecorder(): () => FeedbackRecorder {
  let recorder: FeedbackRecorder | undefined;
  test.beforeAll(async ({baseURL}) => {
    recorder = await startFeedbackRecorder(baseURL!);
  });
  test.afterAll(() => recorder?.close());
  test.beforeEach(() => {
    recorder!.posts.length = 0;
  });
  return () => recorder!;
}
