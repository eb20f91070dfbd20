// What a first visit to a page downloads, for the budgets (tests/browser/budgets.spec.ts) and
// bench/run.mjs: one definition of "first-visit JavaScript".
//
// A page with nothing cached (in a fresh browser context, or a new page of a kept one with the
// cache turned off: both fetch the same scripts) opens the page and stays until the network is idle,
// without a click or a keystroke. Scripts are read from the page's resource timing and split at
// the load event; <link rel="prefetch"> (linked pages, fetched at idle) is listed apart. Sizes are
// of the built files, gzip level 9, so they are the same on any machine.
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');

/**
 * Opens `url` in a new context of `browser` (Playwright), or in a new page of `context` with the
 * browser's cache turned off for it; resolves to the paths of the scripts it fetched before the
 * load event (`early`), after it (`late`) and by prefetch (`prefetched`).
 */
async function firstVisit(browser, url, context) {
  const own = context ? undefined : await browser.newContext();
  const page = await (context ?? own).newPage();
  try {
    if (context) await (await context.newCDPSession(page)).send('Network.setCacheDisabled', {cacheDisabled: true});
    await page.goto(url, {waitUntil: 'load'});
    await page.waitForFunction(() => performance.getEntriesByType('navigation')[0].loadEventEnd > 0);
    await page.waitForLoadState('networkidle');
    return await page.evaluate(() => {
      const load = performance.getEntriesByType('navigation')[0].loadEventStart;
      const js = performance.getEntriesByType('resource').filter((e) => new URL(e.name).pathname.endsWith('.js'));
      const paths = (list) => [...new Set(list.map((e) => new URL(e.name).pathname))];
      const run = js.filter((e) => e.initiatorType !== 'link');
      return {
        early: paths(run.filter((e) => e.startTime < load)),
        late: paths(run.filter((e) => e.startTime >= load)),
        prefetched: paths(js.filter((e) => e.initiatorType === 'link')),
      };
    });
  } finally {
    await (own ?? page).close();
  }
}

const gzipBytes = new Map();
/** Size in KB (1024 bytes, one decimal) of the files at URL paths `paths` in the build `dir`, each gzipped (level 9). */
function gzipKB(dir, paths) {
  let bytes = 0;
  for (const p of new Set(paths)) {
    const file = path.join(dir, decodeURIComponent(p));
    if (!gzipBytes.has(file)) gzipBytes.set(file, zlib.gzipSync(fs.readFileSync(file), {level: 9}).length);
    bytes += gzipBytes.get(file);
  }
  return Math.round((bytes / 1024) * 10) / 10;
}

/**
 * The stock Docusaurus 3.10.2 classic template's doc page (/docs/intro): its first-visit
 * JavaScript before the load event, KB gzip, measured with firstVisit and gzipKB on its
 * production build (bench/stock.mjs, 25 November 2026: runtime~main, main and 8 route chunks).
 * `npm run bench` measures it again beside this site.
 */
const STOCK_DOC_PAGE_KB = 171.8;

module.exports = {firstVisit, gzipKB, STOCK_DOC_PAGE_KB};
