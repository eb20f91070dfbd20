/**
 * `npm start`: the development index follows src/data. A copy of the site runs the real
 * development server; a tool's description is changed in src/data/tools.json, and the
 * index the search box fetches must hold the new words without a restart.
 */
import {test, expect} from '@playwright/test';
import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {PORT} from '../playwright.config';

const root = path.resolve(__dirname, '../..');
const DEV_PORT = PORT + 30;
const INDEX_URL = `http://127.0.0.1:${DEV_PORT}/__search/search-index.json`;

async function indexText(): Promise<string | null> {
  try {
    const res = await fetch(INDEX_URL);
    return res.ok ? await res.text() : null;
  } catch {
    return null;
  }
}

async function waitFor(check: (text: string) => boolean, what: string, ms = 90_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const text = await indexText();
    if (text !== null && check(text)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

test('a changed src/data file is searchable under npm start without a restart', async () => {
  test.setTimeout(150_000);
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'companylens-dev-'));
  for (const entry of ['docs', 'src', 'static', 'i18n', 'docusaurus.config.ts', 'sidebars.ts', 'package.json', 'tsconfig.json', 'babel.config.js']) {
    fs.cpSync(path.join(root, entry), path.join(site, entry), {recursive: true});
  }
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(site, 'node_modules'));
  let server: ChildProcess | undefined;
  try {
    server = spawn('npx', ['docusaurus', 'start', '--host', '127.0.0.1', '--port', String(DEV_PORT), '--no-open'], {
      cwd: site,
      detached: true,
      stdio: 'ignore',
      env: {...process.env, ALGOLIA_APP_ID: '', ALGOLIA_SEARCH_API_KEY: '', ALGOLIA_INDEX_NAME: '', BROWSER: 'none'},
    });
    const WORD = 'quuxfinderword';
    await waitFor((text) => text.includes('"v":1'), 'the development index');
    expect(await indexText()).not.toContain(WORD);

    const file = path.join(site, 'src/data/tools.json');
    const data = JSON.parse(fs.readFileSync(file, 'utf8'));
    data.tools[0].description += ` Marked with ${WORD}.`;
    fs.writeFileSync(file, JSON.stringify(data, null, 2));
    await waitFor((text) => text.includes(WORD), `"${WORD}" in the development index`, 45_000);
  } finally {
    if (server?.pid) process.kill(-server.pid, 'SIGTERM');
    fs.rmSync(site, {recursive: true, force: true});
  }
});
