// Finds a Chromium the browser tests can drive: $CHROMIUM_PATH, then Debian's
// /usr/bin/chromium (and the usual other names), then one installed by
// Playwright itself. Returns null when there is none.
const fs = require('node:fs');

function findChromium() {
  const candidates = [
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
  ].filter(Boolean);
  for (const p of candidates) {
    if (fs.existsSync(p)) return p;
  }
  try {
    const {chromium} = require('playwright-core');
    const p = chromium.executablePath();
    if (p && fs.existsSync(p)) return p;
  } catch {
    // playwright-core missing or no browser downloaded
  }
  return null;
}

const HOW_TO_GET_CHROMIUM = `No Chromium found for the browser tests.
Install one of:
  - Debian/Ubuntu:  sudo apt-get update && sudo apt-get install -y chromium
  - Playwright's:   npx playwright install chromium
or point CHROMIUM_PATH at a Chromium or Chrome executable.`;

// Flags that work on this project's machines: headless, no sandbox (root in
// CI), and no background connections, so Chromium talks to 127.0.0.1 only.
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

module.exports = {findChromium, HOW_TO_GET_CHROMIUM, CHROMIUM_ARGS};
