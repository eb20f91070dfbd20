/**
 * The docs MCP server over stdio, started the way the README says
 * (`npm run docs-mcp`), against the build in build/ (build it first). The
 * protocol tests are shared with HTTP (tests/support/docs-mcp.ts); the raw
 * ones here send what the SDK client never would. Last, the command's start-up
 * checks of its HTTP settings, and the settings nginx's tests do not run
 * (`*`), on a loopback port without nginx.
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {StdioClientTransport as ModernStdioTransport} from '@modelcontextprotocol/client/stdio';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {DOCS_MCP_CACHE_TTL_MS, DOCS_MCP_REVISIONS} from '@site/src/constants';
import {MAX_BODY_BYTES} from '@site/packages/companylens-docs-service/src/mcp/http';
import {PORT} from '../playwright.config';
import {builtIndexFile, connectLegacy, connectModern, describeDocsMcp, rawRequest, ROOT} from '../support/docs-mcp';
import {tempDir} from '../support/feedback';

// --silent: npm would print its "> script" banner on stdout, which is not an MCP message.
describeDocsMcp('stdio (npm run docs-mcp), legacy client', () => connectLegacy(new StdioClientTransport({command: 'npm', args: ['run', '--silent', 'docs-mcp'], cwd: ROOT, stderr: 'ignore'})));
describeDocsMcp('stdio (node packages/companylens-docs-service/bin/companylens-docs-mcp.cjs), 2026-07-28 client', () =>
  connectModern(new ModernStdioTransport({command: 'node', args: ['packages/companylens-docs-service/bin/companylens-docs-mcp.cjs'], cwd: ROOT, stderr: 'ignore'})),
);

/** Writes lines to a fresh server's stdin and collects every line it writes to stdout. */
async function session(lines: string[], replies: number): Promise<{stdout: string[]; exitCode: number | null}> {
  const child = spawn('node', ['packages/companylens-docs-service/bin/companylens-docs-mcp.cjs'], {cwd: ROOT, stdio: ['pipe', 'pipe', 'ignore']});
  const stdout: string[] = [];
  let buffer = '';
  const done = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`only ${stdout.length} of ${replies} replies: ${stdout.join('\n')}`)), 45_000); // a busy machine can take a while to load the build
    child.stdout.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      const parts = buffer.split('\n');
      buffer = parts.pop()!;
      stdout.push(...parts);
      if (stdout.length >= replies) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  for (const line of lines) child.stdin.write(`${line}\n`);
  await done;
  child.stdin.end();
  const exitCode = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  return {stdout, exitCode};
}

test('over stdio, a line that is not JSON gets -32700 and a batch or non-message -32600, with no id; the server keeps answering and writes nothing else to stdout', async () => {
  const good = JSON.stringify({jsonrpc: '2.0', id: 7, method: 'tools/call', params: {name: 'search_docs', arguments: {query: 'rate limit', limit: 1}}});
  const {stdout, exitCode} = await session(
    ['{"jsonrpc":"2.0","id":1,', 'not json at all', '[{"jsonrpc":"2.0","id":2,"method":"ping"}]', '{"hello":"world"}', good],
    5,
  );
  const replies = stdout.map((l) => JSON.parse(l) as {id?: number; error?: {code: number}; result?: {structuredContent: {hits: unknown[]}}});
  expect(replies.filter((r) => r.error).map((r) => [r.error!.code, r.id])).toEqual([
    [-32700, undefined],
    [-32700, undefined],
    [-32600, undefined],
    [-32600, undefined],
  ]);
  expect(replies.find((r) => r.id === 7)?.result?.structuredContent.hits).toHaveLength(1);
  expect(exitCode).toBe(0); // closing stdin ends the session cleanly
});

test('over stdio, a build without llms.txt or a search index stops the server at once with a message saying what to run', async () => {
  const child = spawn('node', ['packages/companylens-docs-service/bin/companylens-docs-mcp.cjs', '--dir', 'src'], {cwd: ROOT, stdio: ['pipe', 'pipe', 'pipe']});
  let stderr = '';
  let stdout = '';
  child.stderr.on('data', (c: Buffer) => (stderr += c));
  child.stdout.on('data', (c: Buffer) => (stdout += c));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  expect(code).toBe(1);
  expect(stderr).toMatch(/docs-mcp: No llms\.txt in .*src: run `npm run build` first/);
  expect(stdout).toBe('');
});

test('over stdio, where the SDK reads one message a line and so cannot take batches, a client asking for 2025-03-26 (which requires them) is offered the newest older revision; the other older ones are agreed', async () => {
  const {legacy, batchOnly} = DOCS_MCP_REVISIONS;
  const init = (id: number, protocolVersion: string) => JSON.stringify({jsonrpc: '2.0', id, method: 'initialize', params: {protocolVersion, capabilities: {}, clientInfo: {name: 'raw', version: '1'}}});
  const {stdout} = await session(legacy.map((v, i) => init(i + 1, v)), legacy.length);
  const agreed = new Map(stdout.map((l) => JSON.parse(l) as {id: number; result: {protocolVersion: string}}).map((r) => [r.id, r.result.protocolVersion]));
  expect(legacy.map((_, i) => agreed.get(i + 1))).toEqual(legacy.map((v) => (v === batchOnly ? legacy[0] : v)));
});

test('over stdio, 2026-07-28 as the revision writes it: the first request chooses the era; then each request on its own lists, searches and reads, with cache hints on lists and pages, and one naming another revision, or initialize, is refused with -32022', async () => {
  const [revision] = DOCS_MCP_REVISIONS.modern;
  const meta = (version: string) => ({'io.modelcontextprotocol/protocolVersion': version, 'io.modelcontextprotocol/clientInfo': {name: 'raw-2026', version: '1.0.0'}, 'io.modelcontextprotocol/clientCapabilities': {}});
  const line = (id: number, method: string, params: object = {}, version: string = revision) => JSON.stringify({jsonrpc: '2.0', id, method, params: {...params, _meta: meta(version)}});
  const quickstart = `${builtIndexFile().site}getting-started/quickstart.md`;
  const lines = [
    line(1, 'server/discover'),
    line(2, 'tools/list'),
    line(3, 'tools/call', {name: 'search_docs', arguments: {query: 'rate limit', limit: 1}}),
    line(4, 'resources/list'),
    line(5, 'resources/read', {uri: quickstart}),
    line(6, 'tools/list', {}, '2025-11-25'),
    JSON.stringify({jsonrpc: '2.0', id: 7, method: 'initialize', params: {protocolVersion: '2025-11-25', capabilities: {}, clientInfo: {name: 'raw', version: '1'}}}),
    line(8, 'ping'),
  ];
  const {stdout} = await session(lines, lines.length);
  const byId = new Map(stdout.map((l) => JSON.parse(l) as {id: number; result?: Record<string, unknown>; error?: {code: number; data?: unknown}}).map((r) => [r.id, r]));
  expect(byId.get(1)!.result).toMatchObject({supportedVersions: [...DOCS_MCP_REVISIONS.modern]});
  expect((byId.get(2)!.result!.tools as {name: string}[]).map((t) => t.name).sort()).toEqual(['get_page', 'list_pages', 'search_docs']);
  expect(byId.get(3)!.result).toMatchObject({resultType: 'complete', structuredContent: {hits: [expect.anything()]}});
  expect(byId.get(5)!.result!.contents).toEqual([{uri: quickstart, mimeType: 'text/markdown', text: fs.readFileSync(path.join(ROOT, 'build/getting-started/quickstart.md'), 'utf8')}]);
  for (const id of [1, 2, 4, 5]) expect(byId.get(id)!.result, String(id)).toMatchObject({resultType: 'complete', ttlMs: DOCS_MCP_CACHE_TTL_MS, cacheScope: 'public'});
  for (const [id, requested] of [[6, '2025-11-25'], [7, '2025-11-25']] as const) {
    expect(byId.get(id)!.error, String(id)).toMatchObject({code: -32022, data: {supported: [...DOCS_MCP_REVISIONS.modern], requested}});
  }
  expect(byId.get(8)!.error?.code).toBe(-32601); // ping is not a method of 2026-07-28
});

/** Runs `docs-mcp --http --port <port>` with these settings until it listens or exits. */
async function startHttp(env: Record<string, string>, port: number) {
  // Over HTTP the service opens its feedback store: a throwaway one.
  const store = path.join(tempDir(), 'feedback.sqlite');
  const child = spawn('node', ['packages/companylens-docs-service/bin/companylens-docs-mcp.cjs', '--http', '--port', String(port)], {
    cwd: ROOT,
    env: {...process.env, FEEDBACK_DB: store, ...env},
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  const outcome = await new Promise<{listening: boolean; code: number | null}>((resolve) => {
    child.stderr.on('data', (c: Buffer) => {
      stderr += c;
      if (stderr.includes(' at http://')) resolve({listening: true, code: null});
    });
    child.on('exit', (code) => resolve({listening: false, code}));
  });
  return {...outcome, stderr, url: `http://127.0.0.1:${port}/mcp`, stop: () => child.kill('SIGTERM')};
}

test('a mistyped HTTP setting stops start-up with exit code 1 and one line naming the variable, its value and the form expected', async () => {
  const cases: [Record<string, string>, string][] = [
    [{DOCS_MCP_ALLOWED_ORIGINS: 'localhost:3000'}, 'DOCS_MCP_ALLOWED_ORIGINS=localhost:3000: "localhost:3000" is not an origin; expected * or a comma-separated list of origins'],
    [{DOCS_MCP_ALLOWED_ORIGINS: 'https://a.example, example.com'}, 'DOCS_MCP_ALLOWED_ORIGINS=https://a.example, example.com: "example.com" is not an origin; expected'],
    [{DOCS_MCP_ALLOWED_ORIGINS: 'https://a.example/path'}, 'DOCS_MCP_ALLOWED_ORIGINS=https://a.example/path: "https://a.example/path" is not an origin; expected'],
    [{DOCS_MCP_ALLOWED_HOSTS: 'docs.example.com:443'}, 'DOCS_MCP_ALLOWED_HOSTS=docs.example.com:443: "docs.example.com:443" is not a host name; expected * or a comma-separated list of host names without scheme or port'],
    [{DOCS_MCP_ALLOWED_HOSTS: 'https://docs.example.com'}, 'DOCS_MCP_ALLOWED_HOSTS=https://docs.example.com: "https://docs.example.com" is not a host name; expected'],
    [{DOCS_MCP_ALLOWED_HOSTS: ' , '}, 'DOCS_MCP_ALLOWED_HOSTS= ,  names nothing; expected'],
    [{DOCS_MCP_MAX_BODY_BYTES: '1000000'}, 'DOCS_MCP_MAX_BODY_BYTES=1000000 is not a setting; expected one of DOCS_MCP_ALLOWED_HOSTS, DOCS_MCP_ALLOWED_ORIGINS'],
  ];
  test.setTimeout(180_000); // seven start-ups, one after another
  for (const [env, message] of cases) {
    const run = await startHttp(env, PORT + 61);
    if (run.listening) run.stop();
    expect(run.code, message).toBe(1);
    expect(run.stderr).toContain(`docs-mcp: ${message}`);
    expect(run.stderr.trimEnd().split('\n'), run.stderr).toHaveLength(1);
  }
});

test('over HTTP: DOCS_MCP_ALLOWED_ORIGINS=* (a public deployment’s opt-in) lets any Origin call, null included, with Access-Control-Allow-Origin: *; a list lets only its origins; the server’s 413 says what nginx’s does', async () => {
  const headers = {'content-type': 'application/json', accept: 'application/json, text/event-stream'};
  const body = JSON.stringify({jsonrpc: '2.0', id: 1, method: 'ping'});
  const open = await startHttp({DOCS_MCP_ALLOWED_ORIGINS: '*'}, PORT + 70);
  const listed = await startHttp({DOCS_MCP_ALLOWED_ORIGINS: 'https://assistant.example'}, PORT + 71);
  try {
    expect([open.listening, listed.listening], open.stderr + listed.stderr).toEqual([true, true]);
    for (const origin of ['https://evil.example', 'null', 'http://localhost:3000']) {
      const res = await rawRequest(open.url, {headers: {...headers, origin}, body});
      expect(res.status, origin).toBe(200);
      expect(res.headers['access-control-allow-origin']).toBe('*');
    }
    expect((await rawRequest(listed.url, {headers: {...headers, origin: 'https://assistant.example'}, body})).status).toBe(200);
    // a list replaces the default, loopback origins included
    for (const origin of ['http://localhost:3000', 'https://docs.companylens.co.uk']) {
      expect((await rawRequest(listed.url, {headers: {...headers, origin}, body})).status, origin).toBe(403);
    }
    const big = await rawRequest(open.url, {headers, body: JSON.stringify({jsonrpc: '2.0', id: 1, method: 'ping', params: {pad: 'x'.repeat(MAX_BODY_BYTES)}})});
    expect(big.status).toBe(413);
    expect(big.json().error!.message).toBe(`Payload Too Large: a request body may be at most ${MAX_BODY_BYTES} bytes (256 KB)`);
  } finally {
    open.stop();
    listed.stop();
  }
});
