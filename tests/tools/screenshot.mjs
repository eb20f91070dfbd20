// Screenshots of a page for looking at a change as a reader would: each width in
// each colour mode, after the page has hydrated.
//   node tests/tools/screenshot.mjs <route or URL> [--widths 1280,390] [--modes light,dark]
//        [--out screenshots] [--element <selector>] [--full]
// A route is served from http://127.0.0.1:$TEST_PORT (4173 by default: `npm run serve --
// --port 4173`, or `npm start -- --port 4173`). A #hash scrolls to its target; --element
// shoots only the first element matching the selector; --full shoots the whole page.
// Files: <out>/<route>-<width>-<mode>.png, named on the terminal.
import fs from 'node:fs';
import path from 'node:path';
import {chromium} from 'playwright-core';
import {CHROMIUM_ARGS, findChromium, HOW_TO_GET_CHROMIUM} from './find-chromium.cjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i < 0 ? fallback : args.splice(i, 2)[1];
};
const full = args.includes('--full') && args.splice(args.indexOf('--full'), 1).length > 0;
const widths = option('widths', '1280,390').split(',').map(Number);
const modes = option('modes', 'light,dark').split(',');
const out = option('out', 'screenshots');
const element = option('element');
const [target] = args;
if (!target || widths.some((w) => !(w > 0)) || modes.some((m) => m !== 'light' && m !== 'dark')) {
  console.error('Usage: node tests/tools/screenshot.mjs <route or URL> [--widths 1280,390] [--modes light,dark] [--out dir] [--element selector] [--full]');
  process.exit(1);
}
const executablePath = findChromium();
if (!executablePath) {
  console.error(HOW_TO_GET_CHROMIUM);
  process.exit(1);
}
const url = /^https?:/.test(target) ? target : `http://127.0.0.1:${process.env.TEST_PORT ?? 4173}${target}`;
const name = new URL(url).pathname.replace(/^\/|\/$/g, '').replace(/\//g, '_') || 'home';
fs.mkdirSync(out, {recursive: true});

// Chromium refuses some ports as unsafe (6000, X11's, among them): the page's is allowed
const browser = await chromium.launch({executablePath, args: [...CHROMIUM_ARGS, `--explicitly-allowed-ports=${new URL(url).port || 80}`]});
try {
  for (const width of widths) {
    for (const mode of modes) {
      const page = await browser.newPage({viewport: {width, height: width > 500 ? 900 : 844}, colorScheme: mode});
      await page.goto(url);
      await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
      await page.waitForTimeout(500); // fonts, diagrams and the scroll to a #hash settle
      const file = path.join(out, `${name}-${width}-${mode}.png`);
      if (element) {
        const el = page.locator(element).first();
        await el.scrollIntoViewIfNeeded();
        await el.screenshot({path: file});
      } else await page.screenshot({path: file, fullPage: full});
      console.log(file);
      await page.close();
    }
  }
} finally {
  await browser.close();
}
