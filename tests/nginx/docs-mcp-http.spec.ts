/**
 * The docs MCP server over Streamable HTTP, through nginx with
 * deploy/nginx/companylens.conf as `npm run serve:prod` runs it: the SDK's
 * Client for the protocol (tests/support/docs-mcp.ts), raw requests for the
 * transport's HTTP rules, the Host/Origin policy, CORS from a real browser,
 * the size and rate limits, and a build without an MCP server.
 */
import {test, expect} from '@playwright/test';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StreamableHTTPClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import {HOSTED_PORT, MCP_ALLOWED_ORIGIN, PORT} from '../playwright.config';
import {builtIndexFile, describeDocsMcp, rawRequest} from '../support/docs-mcp';
import {NGINX, NGINX_HOSTED, NGINX_PLAIN} from './support';

const MCP = `${NGINX}/mcp`;
const HEADERS = {'content-type': 'application/json', accept: 'application/json, text/event-stream'};
const message = (method: string, params: object = {}, id: number | null = 1) => JSON.stringify({jsonrpc: '2.0', ...(id === null ? {} : {id}), method, params});
const INITIALIZE = message('initialize', {protocolVersion: '2025-11-25', capabilities: {}, clientInfo: {name: 'raw', version: '1'}});
const LIST_TOOLS = message('tools/list');

describeDocsMcp('Streamable HTTP through nginx', async () => {
  const client = new Client({name: 'docs-mcp-test', version: '1.0.0'});
  await client.connect(new StreamableHTTPClientTransport(new URL(MCP)));
  return client;
});

/** A JSON-RPC error with no id, as the transport allows for a request it refuses. */
function expectError(res: Awaited<ReturnType<typeof rawRequest>>, status: number, code: number) {
  expect(res.status, res.text).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = res.json();
  expect(body.error?.code, res.text).toBe(code);
  expect(body.id ?? null).toBeNull();
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

  test('malformed JSON is a parse error (-32700); a batch, or JSON that is not JSON-RPC, is an invalid request (-32600)', async () => {
    for (const body of ['{"jsonrpc":"2.0","id":1,', '', '\u0000\u0001', 'null x']) {
      expectError(await rawRequest(MCP, {headers: HEADERS, body}), 400, -32700);
    }
    for (const body of [`[${LIST_TOOLS},${LIST_TOOLS}]`, '[]', '{"hello":"world"}', '"tools/list"', '{"jsonrpc":"1.0","id":1,"method":"ping"}']) {
      expectError(await rawRequest(MCP, {headers: HEADERS, body}), 400, -32600);
    }
    await expectServing();
  });

  test('a body over the limit is 413 with a JSON-RPC error: from the server over 256 KB, from nginx over 1 MB', async () => {
    const padded = (bytes: number) => JSON.stringify({jsonrpc: '2.0', id: 1, method: 'ping', params: {pad: 'x'.repeat(bytes)}});
    expectError(await rawRequest(MCP, {headers: HEADERS, body: padded(300 * 1024)}), 413, -32000);
    expectError(await rawRequest(MCP, {headers: HEADERS, body: padded(2 * 1024 * 1024)}), 413, -32000);
    expect((await rawRequest(MCP, {headers: HEADERS, body: padded(200 * 1024)})).status).toBe(200);
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

  test('by default any Origin may call (public, read-only, no credentials): CORS allows it and the preflight names the MCP headers', async () => {
    const res = await rawRequest(MCP, {headers: {...HEADERS, origin: 'https://assistant.example'}, body: LIST_TOOLS});
    expect(res.status).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    const preflight = await rawRequest(MCP, {
      method: 'OPTIONS',
      headers: {origin: 'https://assistant.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,mcp-protocol-version'},
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
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

  test('a web page on another origin can use /mcp from Chromium; with an allow-list, only a listed origin can', async ({page}) => {
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
    expect(await callFrom(otherOrigin, MCP)).toBe('200 3 tools');
    expect(await callFrom(siteOrigin, `${NGINX_PLAIN}/mcp`)).toBe('200 3 tools');
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
    } finally {
      agent.destroy();
    }
    await expectServing();
  });

  test('a build without the local search index (an Algolia build) has no MCP server: /mcp is 503 with a JSON-RPC error', async () => {
    expectError(await rawRequest(`${NGINX_HOSTED}/mcp`, {headers: HEADERS, body: LIST_TOOLS}), 503, -32603);
  });
});
