/**
 * `npm start`: the development index follows src/data. A copy of the site runs the real
 * development server; a tool's description is changed in src/data/tools.json the moment the
 * first index is written (before Docusaurus has even attached its own watchers), and the index
 * the search box fetches must hold the new words without a restart.
 *
 * Each step waits for the server's own signal (its `[search] development index: …` lines, then
 * the answer to the index request, which the server holds until its bundle is compiled), so the
 * test takes as long as the server needs, within the test's time limit.
 */
import {test, expect} from '@playwright/test';
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {PORT} from '../playwright.config';

const root = path.resolve(__dirname, '../..');
const DEV_PORT = PORT + 30;
const INDEX_URL = `http://127.0.0.1:${DEV_PORT}/__search/search-index.json`;
const WORD = 'quuxfinderword';

test('a src/data file saved as the development server starts is searchable without a restart', async () => {
  test.setTimeout(180_000);
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'companylens-dev-'));
  for (const entry of ['docs', 'src', 'static', 'i18n', 'docusaurus.config.ts', 'sidebars.ts', 'package.json', 'tsconfig.json', 'babel.config.js']) {
    fs.cpSync(path.join(root, entry), path.join(site, entry), {recursive: true});
  }
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(site, 'node_modules'));
  const server = spawn('npx', ['docusaurus', 'start', '--host', '127.0.0.1', '--port', String(DEV_PORT), '--no-open'], {
    cwd: site,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {...process.env, ALGOLIA_APP_ID: '', ALGOLIA_SEARCH_API_KEY: '', ALGOLIA_INDEX_NAME: '', BROWSER: 'none', NO_COLOR: '1'},
  });
  let output = '';
  let exited = false;
  const listeners = new Set<() => void>();
  const heard = () => listeners.forEach((l) => l());
  server.stdout.on('data', (d) => ((output += d), heard()));
  server.stderr.on('data', (d) => ((output += d), heard()));
  server.on('exit', () => ((exited = true), heard()));
  /** Resolves when the server has printed a line matching `re` (after `from`); fails if it exits first. */
  const printed = (re: RegExp, from = 0) =>
    new Promise<number>((resolve, reject) => {
      const check = () => {
        const m = re.exec(output.slice(from));
        if (m) resolve(from + m.index + m[0].length);
        else if (exited) reject(new Error(`The development server exited before printing ${re}:\n${output.slice(-2000)}`));
        else return;
        listeners.delete(check);
      };
      listeners.add(check);
      check();
    });

  try {
    const firstIndex = await printed(/\[search\] development index: \d+ records from \d+ pages\n/);
    const indexFile = path.join(site, '.docusaurus/companylens-search/search-index.json');
    const before = fs.readFileSync(indexFile, 'utf8');
    expect(before).toContain('"v":1');
    expect(before).not.toContain(WORD);

    const file = path.join(site, 'src/data/tools.json');
    const data = JSON.parse(fs.readFileSync(file, 'utf8'));
    data.tools[0].description += ` Marked with ${WORD}.`;
    fs.writeFileSync(file, JSON.stringify(data, null, 2));
    await printed(/\[search\] development index: \d+ records from \d+ pages \(src\/data\/tools\.json saved\)/, firstIndex);

    // what the search box fetches: the server answers once it is listening and compiled
    await printed(/\bcompiled\b/);
    const res = await fetch(INDEX_URL);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(WORD);
  } finally {
    if (server.pid && !exited) process.kill(-server.pid, 'SIGTERM');
    fs.rmSync(site, {recursive: true, force: true});
  }
});
