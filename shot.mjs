// node shot.mjs <route> <width> <light|dark> <out.png> [selector-to-scroll] [fullPage]
import {chromium} from 'playwright-core';
const [route, width, mode, out, sel, full] = process.argv.slice(2);
const b = await chromium.launch({executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--headless','--disable-gpu']});
const p = await b.newPage({viewport: {width: Number(width), height: Number(width) > 500 ? 900 : 844}, colorScheme: mode, deviceScaleFactor: 1});
await p.goto('http://127.0.0.1:4173' + route);
await p.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
if (sel) await p.evaluate((s) => { const el = document.querySelector(s); el?.scrollIntoView(); window.scrollBy(0, -80); }, sel);
await p.waitForTimeout(600);
await p.screenshot({path: out, fullPage: full === 'full'});
await b.close();
