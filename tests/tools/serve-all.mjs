// The servers the browser and nginx tests read, started side by side (Playwright starts the
// entries of `webServer` one after another: five servers waited for in turn took 8 s on a quiet
// machine and 17 s in a full run). playwright.config.ts passes the list as one JSON argument:
//   [{"name", "command", "url", "env"?, "needs"?}, ...]   ("needs": a folder the server serves)
// A server that already answers at its URL is used as it is (as `reuseExistingServer`). When
// every URL answers, this process answers 200 at READY_URL, the one address Playwright waits
// for. A server that exits first ends the run with its exit code and its output; SIGTERM or
// SIGINT is passed to each server, which stop their own children (nginx, the docs service).
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';

const [servers, readyUrl] = [JSON.parse(process.argv[2] ?? '[]'), process.env.READY_URL];
if (!servers.length || !readyUrl) {
  console.error('serve-all: usage: READY_URL=http://127.0.0.1:PORT/ node tests/tools/serve-all.mjs \'[{"name","command","url"}]\'');
  process.exit(2);
}

// node:http, not fetch: fetch refuses ports the Fetch standard calls bad, which a TEST_PORT may give.
const answers = (url) =>
  new Promise((resolve) => {
    const request = http.get(url, {timeout: 2000}, (response) => {
      response.resume();
      // what Playwright takes as up: 2xx, 3xx and 400–403
      resolve(response.statusCode <= 403);
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(false));
  });

const children = [];
let stopping = false;
const running = () => children.filter((c) => c.exitCode === null && c.signalCode === null);
function stop(signal) {
  stopping = true;
  if (!running().length) process.exit();
  for (const child of running()) child.kill(signal);
}
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(signal, () => stop('SIGTERM'));

const missing = servers.filter((s) => s.needs && !fs.existsSync(s.needs)).map((s) => s.needs);
if (missing.length) {
  console.error(`serve-all: no ${[...new Set(missing)].map((d) => `${d}/`).join(' and ')} to serve: npm test builds build/ and build-algolia/ before the browser tests`);
  process.exit(1);
}

async function start({name, command, url, env = {}}) {
  if (await answers(url)) {
    console.log(`serve-all: ${name} already answers at ${url}; using it`);
    return;
  }
  const child = spawn(command, {shell: true, stdio: ['ignore', 'inherit', 'inherit'], env: {...process.env, ...env}});
  children.push(child);
  child.on('exit', (code, signal) => {
    if (stopping || ['SIGTERM', 'SIGINT', 'SIGHUP'].includes(signal)) {
      stopping = true;
      if (!running().length) process.exit();
      return;
    }
    console.error(`serve-all: ${name} (${command}) stopped before the tests ended (${signal ?? `exit ${code}`})`);
    stop('SIGTERM');
    process.exitCode = code || 1;
  });
  for (let wait = 50; !(await answers(url)); wait = Math.min(wait * 2, 400)) {
    if (child.exitCode !== null || child.signalCode !== null) return;
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
}

await Promise.all(servers.map(start));
if (!stopping) {
  const {hostname, port} = new URL(readyUrl);
  http.createServer((_, response) => response.end('ready\n')).listen(Number(port), hostname);
}
