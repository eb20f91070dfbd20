/**
 * What the feedback tests share: starting the service on a loopback port
 * with chosen settings (and stopping it, SIGKILL included), posting JSON as a
 * chosen client address, and the seeded rows the report tests read.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type {NewFeedback, NewSearchEvent, Store} from '@site/packages/companylens-docs-service/src/store';

export const ROOT = path.resolve(__dirname, '../..');
const made: string[] = [];
process.once('exit', () => made.forEach((dir) => fs.rmSync(dir, {recursive: true, force: true})));
/** A fresh folder for a test's SQLite file, removed when the test process ends. */
export function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'companylens-feedback-'));
  made.push(dir);
  return dir;
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

/** A POST (JSON by default) from `localAddress` (another loopback address is another client to nginx). */
export function post(url: string, body: unknown, {headers = {}, localAddress, agent}: {headers?: Record<string, string>; localAddress?: string; agent?: http.Agent} = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const data = typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body);
    const req = http.request(url, {method: 'POST', headers: {'content-type': 'application/json', ...headers}, localAddress, agent, timeout: 15_000}, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({status: res.statusCode!, headers: res.headers, text: Buffer.concat(chunks).toString('utf8')}));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`no answer from ${url} in 15 s`)));
    req.on('error', reject);
    req.end(data);
  });
}

/** The answer's body: exactly one line of JSON. */
export function oneLine(answer: Answer): {ok?: true; error?: string} {
  if (!/^[^\n]+\n$/.test(answer.text)) throw new Error(`not one line: ${JSON.stringify(answer.text)}`);
  return JSON.parse(answer.text);
}

export interface Service {
  base: string;
  child: ChildProcess;
  stderr: () => string;
  stop(): Promise<void>;
}

/** `docs-mcp --http --port <port>` with these settings, once it listens; rejects with its stderr if it exits first. */
export async function startService(port: number, env: Record<string, string>): Promise<Service> {
  const child = spawn('node', ['packages/companylens-docs-service/bin/companylens-docs-mcp.cjs', '--http', '--port', String(port)], {cwd: ROOT, env: {...process.env, ...env}, stdio: ['ignore', 'ignore', 'pipe']});
  let stderr = '';
  child.stderr!.on('data', (c: Buffer) => (stderr += c));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the service did not listen in 30 s: ${stderr}`)), 30_000);
    child.stderr!.on('data', () => stderr.includes(' at http://') && (clearTimeout(timer), resolve()));
    child.on('exit', (code) => (clearTimeout(timer), reject(Object.assign(new Error(stderr.trim()), {code}))));
  });
  return {
    base: `http://127.0.0.1:${port}`,
    child,
    stderr: () => stderr,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** What a start-up that must fail printed, and its exit code. */
export async function failedStart(port: number, env: Record<string, string>): Promise<{code: number; stderr: string}> {
  try {
    const service = await startService(port, env);
    await service.stop();
    throw new Error('the service started');
  } catch (err) {
    const e = err as Error & {code?: number};
    if (e.code === undefined) throw err;
    return {code: e.code, stderr: e.message};
  }
}

const DAY = 86_400_000;
/** Rows for the report: known verdicts, reasons, comments (one meant to render as HTML), missed and unchosen searches. */
export async function seed(store: Store, now: Date) {
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY);
  const feedback: [number, Partial<NewFeedback>][] = [
    [40, {page: '/getting-started/installation', helpful: false, reason: 'missing', comment: 'too old to report'}],
    [5, {page: '/getting-started/installation', helpful: false, reason: 'missing', comment: 'Which Node version? <img src=x onerror=alert(1)> @someone'}],
    [4, {page: '/getting-started/installation', helpful: false, reason: 'example-broken', comment: 'The `npx` line | fails'}],
    [3, {page: '/getting-started/installation', helpful: true}],
    [2, {page: '/api/tools/search-companies', helpful: true, comment: 'Clear, thanks'}],
    [1, {page: '/api/tools/search-companies', helpful: true}],
    [1, {page: null, topic: 'charges register', helpful: false, reason: 'missing', comment: 'No page on charges', source: 'mcp'}],
  ];
  for (const [days, f] of feedback) {
    await store.addFeedback({page: null, topic: null, reason: null, comment: null, source: 'page', helpful: true, ...f}, at(days));
  }
  const searches: [number, NewSearchEvent][] = [
    [6, {query: 'compnay numbr', source: 'modal', results: 0, chosen: null}],
    [5, {query: 'Compnay  Numbr', source: 'page', results: 0, chosen: null}],
    [2, {query: 'compnay numbr', source: 'mcp', results: 0, chosen: null}],
    [3, {query: 'xbrl accounts', source: 'modal', results: 0, chosen: null}],
    [2, {query: 'officers', source: 'modal', results: 7, chosen: null}],
    [1, {query: 'officers', source: 'page', results: 7, chosen: null}],
    [1, {query: 'rate limit', source: 'modal', results: 12, chosen: 2}],
    [100, {query: 'ancient query', source: 'modal', results: 0, chosen: null}],
  ];
  for (const [days, e] of searches) await store.addSearchEvent(e, at(days));
}

/** `npm run serve:prod` (nginx and the service) on `port` with these settings, once it serves; `logs` is its folder (the served configuration, access.log). */
export async function startServe(port: number, env: Record<string, string>, instances = 1): Promise<{base: string; logs: string; stop(): Promise<void>}> {
  const child = spawn('node', ['deploy/serve.mjs', '--instances', String(instances)], {
    cwd: ROOT,
    env: {...process.env, PORT: String(port), HOST: '127.0.0.1', NGINX_BROTLI: '0', ...env},
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (c: Buffer) => (output += c));
  child.stderr!.on('data', (c: Buffer) => (output += c));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const started = Date.now();
  // every service process says it serves, then nginx starts: ready once nginx answers
  const answers = () =>
    fetch(`http://127.0.0.1:${port}/`, {method: 'HEAD'}).then(
      () => true,
      () => false,
    );
  while (!output.includes('feedback at /api/') || !(await answers())) {
    if (child.exitCode !== null || Date.now() - started > 30_000) {
      child.kill('SIGTERM');
      throw new Error(`serve:prod did not start: ${output}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  const logs = /Logs and pid in (\S+) \(removed on exit\)/.exec(output)?.[1];
  if (!logs) throw new Error(`serve:prod did not say where its logs are: ${output}`);
  return {
    base: `http://127.0.0.1:${port}`,
    logs,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
