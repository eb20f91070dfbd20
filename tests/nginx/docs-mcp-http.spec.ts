/**
 * The docs MCP server over Streamable HTTP, through nginx with
 * deploy/nginx/companylens.conf as `npm run serve:prod` runs it: the SDK's
 * Client of each era for the protocol (tests/support/docs-mcp.ts), raw
 * requests for the transport's HTTP rules as the older revisions give them,
 * the Host/Origin policy, CORS from a real browser, the size and rate limits,
 * the page a browser gets, and a build without an MCP server.
 * docs-mcp-modern.spec.ts has 2026-07-28's own rules.
 */
import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {StreamableHTTPClientTransport as ModernHttpTransport} from '@modelcontextprotocol/client';
import {StreamableHTTPClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import {HOSTED_PORT, MCP_ALLOWED_ORIGIN, PORT} from '../playwright.config';
import {MAX_BODY_BYTES} from '@site/packages/companylens-docs-service/src/mcp/http';
import {builtIndexFile, connectLegacy, connectModern, describeDocsMcp, rawRequest} from '../support/docs-mcp';
import {NGINX, NGINX_HOSTED, NGINX_PLAIN, ROOT} from './support';

const MCP = `${NGINX}/mcp`;
const HEADERS = {'content-type': 'application/json', accept: 'application/json, text/event-stream'};
const message = (method: string, params: object = {}, id: number | null = 1) => JSON.stringify({jsonrpc: '2.0', ...(id === null ? {} : {id}), method, params});
const INITIALIZE = message('initialize', {protocolVersion: '2025-11-25', capabilities: {}, clientInfo: {name: 'raw', version: '1'}});
const LIST_TOOLS = message('tools/list');

describeDocsMcp('Streamable HTTP through nginx, legacy client', () => connectLegacy(new StreamableHTTPClientTransport(new URL(MCP))), ['submit_feedback']);
describeDocsMcp('Streamable HTTP through nginx, 2026-07-28 client', () => connectModern(new ModernHttpTransport(new URL(MCP))), ['submit_feedback']);

/** A JSON-RPC error without an id (never `"id": null`), as the transport allows for a request it refuses. */
function expectError(res: Awaited<ReturnType<typeof rawRequest>>, status: number, code: number) {
  expect(res.status, res.text).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = res.json();
  expect(body.error?.code, res.text).toBe(code);
  expect(body, res.text).not.toHaveProperty('id');
}

/**
 * An error nginx itself made on /mcp (413, 429, 503): readable by a browser
 * page on any origin, and with the security headers every other answer has.
 */
async function expectNginxErrorHeaders(res: Awaited<ReturnType<typeof rawRequest>>) {
  const usual = (await rawRequest(MCP, {headers: HEADERS, body: LIST_TOOLS})).headers;
  expect(res.headers['access-control-allow-origin']).toBe('*');
  for (const name of ['cache-control', 'x-content-type-options', 'referrer-policy', 'permissions-policy', 'cross-origin-opener-policy']) {
    expect(res.headers[name], name).toBe(usual[name]);
  }
  expect(res.headers['cache-control']).toBe('no-store');
  expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
}

/** After each kind of bad request the same server still answers a good one. */
async function expectServing(url = MCP) {
  const res = await rawRequest(url, {headers: HEADERS, body: LIST_TOOLS});
  expect(res.status).toBe(200);
  expect(res.json()).toMatchObject({id: 1, result: {tools: expect.any(Array)}});
}

test.describe('Streamable HTTP rules at /mcp', () => {
  test('a request gets one JSON object and no session id; a notification gets 202 and no body', async () => {
    const init = await rawRequest(MCP, {headers: HEADERS, body: INITIALIZE});
    expect(init.status).toBe(200);
    expect(init.headers['content-type']).toMatch(/^application\/json/);
    expect(init.headers['mcp-session-id']).toBeUndefined();
    expect(init.json()).toMatchObject({id: 1, result: {protocolVersion: '2025-11-25', serverInfo: {name: 'companylens-docs'}}});
    const note = await rawRequest(MCP, {headers: {...HEADERS, 'mcp-protocol-version': '2025-11-25'}, body: message('notifications/initialized', {}, null)});
    expect(note.status).toBe(202);
    expect(note.text).toBe('');
    // stateless: any request works without a session, and a stray session id is ignored
    const list = await rawRequest(MCP, {headers: {...HEADERS, 'mcp-session-id': 'no-such-session'}, body: LIST_TOOLS});
    expect(list.status).toBe(200);
  });

  test('MCP-Protocol-Version: supported revisions are served, an unknown one is 400', async () => {
    for (const version of ['2025-11-25', '2025-06-18', '2025-03-26']) {
      expect((await rawRequest(MCP, {headers: {...HEADERS, 'mcp-protocol-version': version}, body: LIST_TOOLS})).status, version).toBe(200);
    }
    expectError(await rawRequest(MCP, {headers: {...HEADERS, 'mcp-protocol-version': '1999-01-01'}, body: LIST_TOOLS}), 400, -32000);
    await expectServing();
  });

  test('Accept must list both application/json and text/event-stream (406)', async () => {
    for (const accept of ['application/json', 'text/event-stream', 'text/html', '']) {
      expectError(await rawRequest(MCP, {headers: {...HEADERS, accept}, body: LIST_TOOLS}), 406, -32000);
    }
    await expectServing();
  });

  test('a body that is not application/json is 415', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', '']) {
      expectError(await rawRequest(MCP, {headers: {...HEADERS, 'content-type': type}, body: LIST_TOOLS}), 415, -32000);
    }
    await expectServing();
  });

  test('malformed JSON is a parse error (-32700); JSON that is not JSON-RPC is an invalid request (-32600)', async () => {
    for (const body of ['{"jsonrpc":"2.0","id":1,', '', '\u0000\u0001', 'null x']) {
      expectError(await rawRequest(MCP, {headers: HEADERS, body}), 400, -32700);
    }
    for (const body of ['{"hello":"world"}', '"tools/list"', '{"jsonrpc":"1.0","id":1,"method":"ping"}', '[1]']) {
      expectError(await rawRequest(MCP, {headers: HEADERS, body}), 400, -32600);
    }
    await expectServing();
  });

  test('under 2025-03-26 (named in MCP-Protocol-Version, or no header) a batch is answered with an array; later revisions, initialize in a batch, an empty or oversized batch and repeated ids are -32600', async () => {
    const init = await rawRequest(MCP, {headers: HEADERS, body: message('initialize', {protocolVersion: '2025-03-26', capabilities: {}, clientInfo: {name: 'raw', version: '1'}})});
    expect(init.json()).toMatchObject({result: {protocolVersion: '2025-03-26'}});
    const call = message('tools/call', {name: 'search_docs', arguments: {query: 'rate limit', limit: 1}}, 2);
    const batch = `[${LIST_TOOLS},${call},${message('notifications/initialized', {}, null)}]`;
    for (const headers of [HEADERS, {...HEADERS, 'mcp-protocol-version': '2025-03-26'}]) {
      const res = await rawRequest(MCP, {headers, body: batch});
      expect(res.status, res.text).toBe(200);
      const answers = JSON.parse(res.text) as {id: number; result: {tools?: unknown[]; structuredContent?: {hits: unknown[]}}}[];
      expect(answers.map((a) => a.id).sort()).toEqual([1, 2]);
      expect(answers.find((a) => a.id === 1)!.result.tools).toHaveLength(4);
      expect(answers.find((a) => a.id === 2)!.result.structuredContent!.hits).toHaveLength(1);
    }
    const notes = await rawRequest(MCP, {headers: HEADERS, body: `[${message('notifications/initialized', {}, null)}]`});
    expect([notes.status, notes.text]).toEqual([202, '']);
    for (const version of ['2025-06-18', '2025-11-25']) {
      const refused = await rawRequest(MCP, {headers: {...HEADERS, 'mcp-protocol-version': version}, body: batch});
      expectError(refused, 400, -32600);
      expect(refused.json().error!.message).toContain(`batches belong to protocol revision 2025-03-26; under ${version}, send one JSON-RPC message per POST`);
    }
    const pings = (n: number) => `[${Array.from({length: n}, (_, i) => message('ping', {}, i + 1)).join(',')}]`;
    expect((await rawRequest(MCP, {headers: HEADERS, body: pings(100)})).status).toBe(200);
    for (const body of [`[${INITIALIZE}]`, '[]', pings(101), `[${LIST_TOOLS},${LIST_TOOLS}]`, `[${LIST_TOOLS},5]`]) {
      expectError(await rawRequest(MCP, {headers: HEADERS, body}), 400, -32600);
    }
    await expectServing();
  });

  test('one body limit for nginx and the server, 256 KB: a body of exactly that is served; one byte more gets 413 with the same JSON-RPC error from nginx, readable from any origin, with the security headers', async () => {
    const conf = fs.readFileSync(path.join(ROOT, 'deploy/nginx/companylens.conf'), 'utf8');
    expect(Number(conf.match(/client_max_body_size (\d+)k;/)![1]) * 1024).toBe(MAX_BODY_BYTES);
    const sized = (bytes: number) => {
      const shell = JSON.stringify({jsonrpc: '2.0', id: 1, method: 'ping', params: {pad: ''}});
      return shell.replace('"pad":""', `"pad":"${'x'.repeat(bytes - shell.length)}"`);
    };
    expect(sized(MAX_BODY_BYTES)).toHaveLength(MAX_BODY_BYTES);
    expect((await rawRequest(MCP, {headers: HEADERS, body: sized(MAX_BODY_BYTES)})).status).toBe(200);
    for (const bytes of [MAX_BODY_BYTES + 1, 2 * 1024 * 1024]) {
      const res = await rawRequest(MCP, {headers: {...HEADERS, origin: 'https://assistant.example'}, body: sized(bytes)});
      expectError(res, 413, -32000);
      expect(res.json().error!.message).toBe(`Payload Too Large: a request body may be at most ${MAX_BODY_BYTES} bytes (256 KB)`);
      await expectNginxErrorHeaders(res);
    }
    await expectServing();
  });

  test('GET and DELETE are 405 with Allow: POST (no event stream, no session to end)', async () => {
    for (const method of ['GET', 'DELETE', 'PUT']) {
      const res = await rawRequest(MCP, {method, headers: {accept: 'text/event-stream', 'mcp-session-id': 'x'}});
      expectError(res, 405, -32000);
      expect(res.headers.allow).toBe('POST, OPTIONS');
    }
    await expectServing();
  });
});

test.describe('who may call /mcp', () => {
  const {site} = builtIndexFile();

  test('a Host other than the site’s or a loopback name is 403 (DNS rebinding)', async () => {
    expectError(await rawRequest(MCP, {headers: {...HEADERS, host: 'attacker.example'}, body: LIST_TOOLS}), 403, -32000);
    expectError(await rawRequest(MCP, {headers: {...HEADERS, host: 'attacker.example:8080'}, body: LIST_TOOLS}), 403, -32000);
    expect((await rawRequest(MCP, {headers: {...HEADERS, host: new URL(site).host}, body: LIST_TOOLS})).status).toBe(200);
    expect((await rawRequest(MCP, {headers: {...HEADERS, host: 'localhost'}, body: LIST_TOOLS})).status).toBe(200);
  });

  test('by default a browser may call only from the site’s own origin or a loopback one (echoed, Vary: Origin); another site, or Origin: null, is 403', async () => {
    for (const origin of ['https://evil.example', 'null', 'http://localhost.evil.example', 'file://', 'https://127.0.0.1.evil.example']) {
      const res = await rawRequest(MCP, {headers: {...HEADERS, origin}, body: LIST_TOOLS});
      expectError(res, 403, -32000);
      expect(res.headers['access-control-allow-origin'], origin).toBeUndefined();
    }
    for (const origin of [new URL(site).origin, 'http://localhost:3000', `http://127.0.0.1:${PORT}`, 'https://localhost', 'http://[::1]:8080']) {
      const res = await rawRequest(MCP, {headers: {...HEADERS, origin}, body: LIST_TOOLS});
      expect(res.status, origin).toBe(200);
      expect(res.headers['access-control-allow-origin']).toBe(origin);
      expect(res.headers.vary).toContain('Origin');
    }
    const preflight = await rawRequest(MCP, {
      method: 'OPTIONS',
      headers: {origin: 'http://localhost:3000', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,mcp-protocol-version'},
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(preflight.headers['access-control-allow-methods']).toContain('POST');
    expect(preflight.headers['access-control-allow-headers']!.toLowerCase()).toContain('mcp-protocol-version');
  });

  test('with DOCS_MCP_ALLOWED_ORIGINS set, a listed Origin is served and echoed, another is 403, and no Origin (not a browser) is served', async () => {
    const url = `${NGINX_PLAIN}/mcp`;
    const allowed = await rawRequest(url, {headers: {...HEADERS, origin: MCP_ALLOWED_ORIGIN}, body: LIST_TOOLS});
    expect(allowed.status).toBe(200);
    expect(allowed.headers['access-control-allow-origin']).toBe(MCP_ALLOWED_ORIGIN);
    expect(allowed.headers.vary).toContain('Origin');
    const other = await rawRequest(url, {headers: {...HEADERS, origin: 'https://attacker.example'}, body: LIST_TOOLS});
    expectError(other, 403, -32000);
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    expectError(await rawRequest(url, {method: 'OPTIONS', headers: {origin: 'null', 'access-control-request-method': 'POST'}}), 403, -32000);
    await expectServing(url);
  });

  test('a web page on a loopback origin can use /mcp from Chromium; with an allow-list, only a listed origin can', async ({page}) => {
    const callFrom = async (origin: string, endpoint: string) => {
      await page.goto(`${origin}/`);
      return page.evaluate(async ({endpoint, body}) => {
        try {
          const res = await fetch(endpoint, {method: 'POST', headers: {'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-11-25'}, body});
          return `${res.status} ${((await res.json()) as {result?: {tools?: unknown[]}}).result?.tools?.length} tools`;
        } catch (e) {
          return `blocked: ${(e as Error).name}`;
        }
      }, {endpoint, body: LIST_TOOLS});
    };
    const siteOrigin = `http://127.0.0.1:${PORT}`;
    const otherOrigin = `http://127.0.0.1:${HOSTED_PORT}`;
    expect(siteOrigin).toBe(MCP_ALLOWED_ORIGIN);
    expect(await callFrom(otherOrigin, MCP)).toBe('200 4 tools');
    expect(await callFrom(siteOrigin, `${NGINX_PLAIN}/mcp`)).toBe('200 4 tools');
    expect(await callFrom(otherOrigin, `${NGINX_PLAIN}/mcp`)).toBe('blocked: TypeError');
  });

  test('one address sending more than 20 requests a second (bursts of 40) gets 429 with a JSON-RPC error; other addresses are not slowed', async () => {
    const http = await import('node:http');
    const agent = new http.Agent({keepAlive: true, maxSockets: 16});
    try {
      const burst = await Promise.all(Array.from({length: 100}, () => rawRequest(MCP, {headers: HEADERS, body: LIST_TOOLS, localAddress: '127.0.0.2'}, agent)));
      const limited = burst.filter((r) => r.status === 429);
      expect(limited.length).toBeGreaterThan(0);
      expect(burst.filter((r) => r.status === 200).length).toBeGreaterThanOrEqual(40);
      expectError(limited[0], 429, -32000);
      expect(limited[0].headers['retry-after']).toBe('1');
      await expectNginxErrorHeaders(limited[0]);
    } finally {
      agent.destroy();
    }
    await expectServing();
  });

  test('a build without the local search index (an Algolia build) has no MCP server: /mcp is 503 with a JSON-RPC error', async () => {
    const res = await rawRequest(`${NGINX_HOSTED}/mcp`, {headers: {...HEADERS, origin: 'https://assistant.example'}, body: LIST_TOOLS});
    expectError(res, 503, -32603);
    expect(res.headers['retry-after']).toBeUndefined();
    await expectNginxErrorHeaders(res);
  });
});
