// Shared by the benchmarks: serve build/ on 127.0.0.1 and launch Chromium.
import {spawn} from 'node:child_process';
import path from 'node:path';
import {chromium} from 'playwright-core';
import {findChromium, HOW_TO_GET_CHROMIUM, CHROMIUM_ARGS} from '../tests/tools/find-chromium.cjs';

/** Serves `dir` (relative to root) and resolves once it answers; returns {base, stop}. */
export async function serveBuild(root, dir, port) {
  const server = spawn('npx', ['docusaurus', 'serve', '--dir', dir, '--host', '127.0.0.1', '--port', String(port), '--no-open'], {
    cwd: root,
    stdio: 'ignore',
    detached: true, // its own process group, so stopping it also stops the server npx starts
  });
  const kill = () => process.kill(-server.pid, 'SIGTERM');
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(base)).ok) return {base, stop: kill};
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  kill();
  throw new Error(`docusaurus serve did not answer on ${base}`);
}

/**
 * Serves `dir` (absolute, or relative to the working directory) with gzip from
 * a child process (bench/static-server.mjs); resolves once it answers.
 * `docusaurus serve` sends bodies uncompressed, unlike any real host.
 */
export async function serveGzip(dir, port) {
  const server = spawn(process.execPath, [path.join(import.meta.dirname, 'static-server.mjs'), dir, String(port)], {stdio: 'inherit'});
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    try {
      await fetch(base);
      return {base, stop: () => server.kill()};
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  server.kill();
  throw new Error(`static server did not answer on ${base}`);
}

export function launchChromium() {
  const executablePath = findChromium();
  if (!executablePath) {
    console.error(HOW_TO_GET_CHROMIUM);
    process.exit(1);
  }
  return chromium.launch({executablePath, args: CHROMIUM_ARGS});
}
