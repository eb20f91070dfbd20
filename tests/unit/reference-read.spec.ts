/**
 * Issue 65's bounds on a read, measured against servers that never answer: `--timeout` bounds the
 * whole read, the server/discover probe included, over stdio and Streamable HTTP, and the line names
 * the request left unanswered; a server on a fixed port has every revision offered (the copies
 * started side by side find the port taken, and are offered again one at a time).
 */
import {test, expect} from '@playwright/test';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import {cliAsync} from '../support/reference-cli';
import {FIXTURE} from '../support/fixture-server';

// ports of their own: +120 to +127 are reference-server.spec.ts's and reference-ci.spec.ts's, +130 on the corpus's
const PORT = Number(process.env.TEST_PORT ?? 4173) + 141;
/**
 * What may come after the deadline: the server's shutdown (stdin closed, a second, SIGTERM, a
 * second at most) and the command's exit, on a machine busy with a test run. The probe's third of
 * the time, which a read that ignored it added, is more (5 s at --timeout 15).
 */
const SHUTDOWN_S = 4;

test.describe('the read ends at --timeout', () => {
  test.describe.configure({mode: 'parallel'});

  test('over stdio, the server/discover probe included: a server that never answers, 15 s', async () => {
    const started = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'silent-')), 'started');
    // a server that reads nothing, answers nothing and ignores its stdin closing
    const silent = `node -e "require('fs').writeFileSync(process.argv[1], String(Date.now())); setInterval(() => {}, 1e9)" ${started}`;
    const run = await cliAsync('check', '--stdio', silent, '--timeout', '15');
    const took = (Date.now() - Number(fs.readFileSync(started, 'utf8'))) / 1000;
    expect(run.status).toBe(2);
    expect(run.stderr.trim()).toMatch(/: no answer to initialize within 15 s$/);
    expect(took).toBeGreaterThan(14);
    expect(took).toBeLessThan(15 + SHUTDOWN_S);
  });

  test('over Streamable HTTP it waits the whole time, and names server/discover, the request it sent', async () => {
    let first = 0;
    const methods: string[] = [];
    const server = http.createServer((req) => {
      first ||= Date.now();
      let body = '';
      req.on('data', (c) => (body += c)).on('end', () => methods.push(JSON.parse(body || '{}').method));
    });
    await new Promise<void>((resolve) => server.listen(PORT, '127.0.0.1', resolve));
    try {
      const run = await cliAsync('check', '--url', `http://127.0.0.1:${PORT}/mcp`, '--timeout', '9');
      const took = (Date.now() - first) / 1000;
      expect(run.status).toBe(2);
      expect(run.stderr.trim()).toBe(`reference:check: url http://127.0.0.1:${PORT}/mcp: no answer to server/discover within 9 s`);
      expect(methods).toEqual(['server/discover']);
      expect(took).toBeGreaterThan(8);
      expect(took).toBeLessThan(9 + SHUTDOWN_S);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});

test('a server on a fixed port has every revision offered: copies that find the port taken are offered again alone', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'held-'));
  const [free, held] = await Promise.all([
    cliAsync('snapshot', '--stdio', FIXTURE, '--out', path.join(dir, 'free.json')),
    cliAsync('snapshot', '--stdio', `${FIXTURE} --hold-port ${PORT + 1}`, '--out', path.join(dir, 'held.json')),
  ]);
  expect([free.status, held.status]).toEqual([0, 0]);
  const revisions = (file: string) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')).server.protocolVersions;
  expect(revisions('held.json')).toEqual(revisions('free.json'));
  expect(held.stdout).not.toContain('not settled');
  fs.rmSync(dir, {recursive: true, force: true});
});
