/**
 * The docs MCP server's 2026-07-28 side through nginx: raw requests written
 * as the Streamable HTTP page of that revision writes them (list, search,
 * read, send feedback), its header and status rules, the cache hints, a
 * browser page calling it from another origin, and the MCP Inspector's CLI
 * (a client nobody here wrote) in each era. Also the page a browser gets
 * when it opens /mcp. The shared client tests are in docs-mcp-http.spec.ts.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {DOCS_MCP_CACHE_TTL_MS, DOCS_MCP_REVISIONS, DOCS_MCP_SERVER, SITE_VERSION} from '@site/src/constants';
import {CONNECT_SECTION} from '@site/packages/companylens-docs-service/src/mcp/page';
import {HOSTED_PORT} from '../playwright.config';
import {builtIndexFile, rawRequest, SKILL_URI} from '../support/docs-mcp';
import {INSPECTOR, node22Missing} from '../support/node22';
import {NGINX, parseCsp, recordCspViolations, ROOT} from './support';
import {tempDir} from '../support/temp-dir';

const MCP = `${NGINX}/mcp`;
const REVISION = DOCS_MCP_REVISIONS.modern[0];
const {site} = builtIndexFile();
const QUICKSTART = `${site}getting-started/quickstart.md`;
const SERVER_INFO = {name: DOCS_MCP_SERVER.name, title: DOCS_MCP_SERVER.title, version: SITE_VERSION};

type Answer = {id?: number; result?: Record<string, unknown> & {_meta?: Record<string, unknown>}; error?: {code: number; message: string; data?: Record<string, unknown>}};

/** A request as the transport page writes one: the revision, method and name in headers and the envelope in _meta. */
function modern(id: number, method: string, params: Record<string, unknown> = {}, {version = REVISION, headers = {}}: {version?: string; headers?: Record<string, string | undefined>} = {}) {
  const name = (params.name ?? params.uri) as string | undefined;
  const sent: Record<string, string | undefined> = {
    'content-type': 'application/json',
    accept: 'application/json, text/event-stream',
    'mcp-protocol-version': version,
    'mcp-method': method,
    ...(name === undefined ? {} : {'mcp-name': name}),
    ...headers,
  };
  const body = {
    jsonrpc: '2.0',
    id,
    method,
    params: {...params, _meta: {'io.modelcontextprotocol/protocolVersion': version, 'io.modelcontextprotocol/clientInfo': {name: 'raw-2026', version: '1.0.0'}, 'io.modelcontextprotocol/clientCapabilities': {}}},
  };
  const defined = Object.fromEntries(Object.entries(sent).filter((e): e is [string, string] => e[1] !== undefined));
  return rawRequest(MCP, {headers: defined, body: JSON.stringify(body)}).then((res) => ({...res, answer: res.json() as Answer}));
}

/** A 2026-07-28 error: the status, the code, and the request's id echoed. */
function expectRefused(res: Awaited<ReturnType<typeof modern>>, status: number, code: number, id: number) {
  expect(res.status, res.text).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.answer.error?.code, res.text).toBe(code);
  expect(res.answer.id).toBe(id);
}

test.describe('2026-07-28 at /mcp, raw', () => {
  test('server/discover, then list, search, read and send feedback, each request on its own: results say complete and name the server; lists and pages carry the cache hint', async () => {
    const discover = await modern(1, 'server/discover');
    expect(discover.status).toBe(200);
    expect(discover.headers['mcp-session-id']).toBeUndefined();
    expect(discover.answer.result).toMatchObject({supportedVersions: [...DOCS_MCP_REVISIONS.modern], capabilities: {tools: {}, resources: {}}, instructions: expect.stringContaining('search_docs')});

    const tools = await modern(2, 'tools/list');
    expect((tools.answer.result!.tools as {name: string}[]).map((t) => t.name).sort()).toEqual(['get_page', 'list_pages', 'search_docs', 'submit_feedback']);
    const resources = await modern(3, 'resources/list');
    expect((resources.answer.result!.resources as {uri: string}[]).map((r) => r.uri)).toEqual([...builtIndexFile().twins, SKILL_URI]);
    const read = await modern(4, 'resources/read', {uri: QUICKSTART});
    expect(read.answer.result!.contents).toEqual([{uri: QUICKSTART, mimeType: 'text/markdown', text: fs.readFileSync(path.join(ROOT, 'build/getting-started/quickstart.md'), 'utf8')}]);
    for (const [res, id] of [[discover, 1], [tools, 2], [resources, 3], [read, 4]] as const) {
      expect(res.answer.id).toBe(id);
      // how long a build's answers stay true: the server reads the build once, so until the next deploy
      expect(res.answer.result, String(id)).toMatchObject({resultType: 'complete', ttlMs: DOCS_MCP_CACHE_TTL_MS, cacheScope: 'public', _meta: {'io.modelcontextprotocol/serverInfo': SERVER_INFO}});
    }

    const search = await modern(5, 'tools/call', {name: 'search_docs', arguments: {query: 'rate limit', limit: 2}});
    expect(search.answer.result).toMatchObject({resultType: 'complete', structuredContent: {query: 'rate limit', hits: [expect.anything(), expect.anything()]}});
    expect(search.answer.result).not.toHaveProperty('ttlMs'); // a call is not a cacheable result
    const feedback = await modern(6, 'tools/call', {name: 'submit_feedback', arguments: {page: '/getting-started/quickstart', helpful: true}});
    expect(feedback.answer.result).toMatchObject({resultType: 'complete', structuredContent: {stored: true}});
    const page = await modern(7, 'tools/call', {name: 'get_page', arguments: {path: '/getting-started/quickstart'}});
    const twin = (read.answer.result!.contents as {text: string}[])[0]!.text;
    const part = page.answer.result!.structuredContent as {markdown: string; totalChars: number};
    expect(part.totalChars).toBe(twin.length);
    expect(twin.startsWith(part.markdown)).toBe(true);
  });

  test('headers as the transport page asks: a missing or mismatched MCP-Protocol-Version, Mcp-Method or Mcp-Name (tools/call, resources/read, prompts/get) is 400 with -32020; Mcp-Name may come base64-encoded', async () => {
    const call = {name: 'search_docs', arguments: {query: 'api key'}};
    expectRefused(await modern(1, 'tools/list', {}, {headers: {'mcp-protocol-version': undefined}}), 400, -32020, 1);
    expectRefused(await modern(2, 'tools/list', {}, {headers: {'mcp-protocol-version': '2025-11-25'}}), 400, -32020, 2);
    expectRefused(await modern(3, 'tools/list', {}, {headers: {'mcp-method': undefined}}), 400, -32020, 3);
    expectRefused(await modern(4, 'tools/list', {}, {headers: {'mcp-method': 'resources/list'}}), 400, -32020, 4);
    expectRefused(await modern(5, 'tools/call', call, {headers: {'mcp-name': undefined}}), 400, -32020, 5);
    expectRefused(await modern(6, 'tools/call', call, {headers: {'mcp-name': 'get_page'}}), 400, -32020, 6);
    expectRefused(await modern(7, 'resources/read', {uri: QUICKSTART}, {headers: {'mcp-name': `${site}index.md`}}), 400, -32020, 7);
    const encoded = await modern(8, 'tools/call', call, {headers: {'mcp-name': `=?base64?${Buffer.from('search_docs').toString('base64')}?=`}});
    expect(encoded.status, encoded.text).toBe(200);
    // prompts/get needs Mcp-Name too, though this server has no prompts
    expectRefused(await modern(9, 'prompts/get', {name: 'compare_pages'}, {headers: {'mcp-name': undefined}}), 400, -32020, 9);
  });

  test('an unknown or removed method is 404 with -32601; a revision it does not speak is 400 with -32022 and the list it does; _meta without a required key is 400 with -32602', async () => {
    for (const [id, method] of [[1, 'docs/delete_everything'], [2, 'ping'], [3, 'initialize'], [4, 'logging/setLevel']] as const) {
      expectRefused(await modern(id, method), 404, -32601, id);
    }
    const unsupported = await modern(5, 'tools/list', {}, {version: '2099-01-01'});
    expectRefused(unsupported, 400, -32022, 5);
    expect(unsupported.answer.error!.data).toEqual({supported: [...DOCS_MCP_REVISIONS.modern], requested: '2099-01-01'});
    // so is one the header alone names, the body having no envelope: the transport page's MUST for a version it does not implement
    const headerOnly = await rawRequest(MCP, {
      headers: {'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2099-01-01', 'mcp-method': 'tools/list'},
      body: JSON.stringify({jsonrpc: '2.0', id: 7, method: 'tools/list', params: {}}),
    });
    expect([headerOnly.status, headerOnly.json().id, headerOnly.json().error]).toEqual([400, 7, unsupported.answer.error]);
    // the header names this revision but the body has no envelope
    const bare = await rawRequest(MCP, {
      headers: {'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': REVISION, 'mcp-method': 'tools/list'},
      body: JSON.stringify({jsonrpc: '2.0', id: 6, method: 'tools/list', params: {}}),
    });
    expect([bare.status, bare.json().error?.code, bare.json().id]).toEqual([400, -32602, 6]);
  });

  test('errors inside a request are answered in it: an unknown resource is -32602 with its URI, an unknown tool -32602, bad params one line of -32602, bad arguments a tool error', async () => {
    const missing = await modern(1, 'resources/read', {uri: `${site}nowhere.md`});
    expect(missing.status).toBe(200);
    expect(missing.answer.error).toEqual({code: -32602, message: `Resource not found: ${site}nowhere.md`, data: {uri: `${site}nowhere.md`}});
    expect((await modern(2, 'tools/call', {name: 'read_file', arguments: {}})).answer.error).toMatchObject({code: -32602, message: 'Unknown tool: read_file'});
    expect((await modern(3, 'tools/list', {cursor: 7})).answer.error).toMatchObject({code: -32602, message: expect.stringMatching(/^Invalid params for tools\/list: params\.cursor: [^\n]+$/)});
    expect((await modern(4, 'tools/call', {name: 'search_docs', arguments: {query: ''}})).answer.result).toMatchObject({isError: true, content: [{text: expect.stringContaining('must NOT have fewer than 1 characters')}]});
  });

  test('a batch, or a posted response, is refused with -32600 and no id: the revision has no batches, and its clients send requests and notifications only', async () => {
    const response = await rawRequest(MCP, {headers: {'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': REVISION}, body: JSON.stringify({jsonrpc: '2.0', id: 3, result: {}})});
    expect([response.status, response.json()]).toEqual([
      400,
      {jsonrpc: '2.0', error: {code: -32600, message: `Invalid Request: under protocol revision ${REVISION} a client sends requests and notifications only; responses are not accepted here`}},
    ]);
    const one = JSON.parse((await modern(1, 'tools/list')).text) as object;
    const res = await rawRequest(MCP, {headers: {'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': REVISION, 'mcp-method': 'tools/list'}, body: JSON.stringify([{jsonrpc: '2.0', id: 9, method: 'tools/list', params: {_meta: {'io.modelcontextprotocol/protocolVersion': REVISION, 'io.modelcontextprotocol/clientCapabilities': {}}}}])});
    expect(res.status).toBe(400);
    expect(res.json()).toEqual({jsonrpc: '2.0', error: {code: -32600, message: `Invalid Request: protocol revision ${REVISION} has no batches; send one JSON-RPC message per POST`}});
    expect(one).toHaveProperty('result');
  });

  test('a web page on another loopback origin can call it from Chromium: the preflight allows Mcp-Method and Mcp-Name', async ({page}) => {
    await page.goto(`http://127.0.0.1:${HOSTED_PORT}/`);
    const outcome = await page.evaluate(
      async ({endpoint, revision}) => {
        const res = await fetch(endpoint, {
          method: 'POST',
          headers: {'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': revision, 'mcp-method': 'tools/call', 'mcp-name': 'list_pages'},
          body: JSON.stringify({jsonrpc: '2.0', id: 1, method: 'tools/call', params: {name: 'list_pages', arguments: {}, _meta: {'io.modelcontextprotocol/protocolVersion': revision, 'io.modelcontextprotocol/clientCapabilities': {}}}}),
        });
        const body = (await res.json()) as {result?: {structuredContent?: {sections: unknown[]}}};
        return `${res.status} ${body.result?.structuredContent?.sections.length} sections`;
      },
      {endpoint: MCP, revision: REVISION},
    );
    expect(outcome).toBe(`200 ${builtIndexFile().sections.length} sections`);
  });
});

test.describe('the MCP Inspector CLI (an independent client) reads /mcp and stdio in each era', () => {
  /** Runs the Inspector's CLI with a home of its own (it keeps a catalogue there) and returns its JSON result. */
  function inspector(args: string[]) {
    const home = tempDir('inspector-home-');
    try {
      expect(node22Missing(INSPECTOR.args[0])).toBeNull();
      const out = spawnSync(INSPECTOR.command, [...INSPECTOR.args, '--cli', '--format', 'json', ...args], {cwd: ROOT, env: {...process.env, HOME: home}, encoding: 'utf8', timeout: 60_000});
      expect(out.status, out.stderr).toBe(0);
      return (JSON.parse(out.stdout) as {result: {_meta?: Record<string, unknown>; tools?: {name: string}[]; contents?: {text: string}[]; structuredContent?: {hits: unknown[]}}}).result;
    } finally {
      fs.rmSync(home, {recursive: true, force: true});
    }
  }

  test('over HTTP through nginx, modern and legacy: the same tools and hits; only 2026-07-28 answers name the server in _meta', () => {
    const search = ['--method', 'tools/call', '--tool-name', 'search_docs', '--tool-arg', 'query=api key', 'limit=3'];
    const modernList = inspector([MCP, '--protocol-era', 'modern', '--method', 'tools/list']);
    expect(modernList.tools!.map((t) => t.name).sort()).toEqual(['get_page', 'list_pages', 'search_docs', 'submit_feedback']);
    const modernHits = inspector([MCP, '--protocol-era', 'modern', ...search]);
    const legacyHits = inspector([MCP, '--protocol-era', 'legacy', ...search]);
    expect(modernHits._meta).toEqual({'io.modelcontextprotocol/serverInfo': SERVER_INFO});
    expect(legacyHits._meta).toBeUndefined();
    expect(modernHits.structuredContent!.hits).toHaveLength(3);
    expect(modernHits.structuredContent).toEqual(legacyHits.structuredContent);
  });

  test('over stdio, modern: a page read as a resource is its twin', () => {
    const read = inspector(['--protocol-era', 'modern', '--method', 'resources/read', '--uri', QUICKSTART, '--', 'node', 'packages/companylens-docs-service/bin/companylens-docs-mcp.cjs']);
    expect(read._meta).toEqual({'io.modelcontextprotocol/serverInfo': SERVER_INFO});
    expect(read.contents![0]!.text).toBe(fs.readFileSync(path.join(ROOT, 'build/getting-started/quickstart.md'), 'utf8'));
  });
});

test.describe('a browser opening /mcp', () => {
  test('gets a short page saying what the address is and how to connect, under the site’s CSP, varying on Accept; an MCP client’s GET is still 405', async ({page}) => {
    const res = await rawRequest(MCP, {method: 'GET', headers: {accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8'}});
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers.vary).toContain('Accept');
    expect(res.headers['cache-control']).toBe('no-store');
    const csp = parseCsp(res.headers['content-security-policy'] as string);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')![0]).toBe("'self'");
    expect(res.text).not.toMatch(/<script|<style| style=/);

    const violations = await recordCspViolations(page);
    for (const width of [1280, 390]) {
      await page.setViewportSize({width, height: 800});
      await page.goto(MCP);
      await expect(page.getByRole('heading', {level: 1, name: 'This address is an MCP server'})).toBeVisible();
      await expect(page.getByText(`${site}mcp`, {exact: true})).toBeVisible();
      // nothing wider than the window
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
    expect(await violations()).toEqual([]);
    await page.getByRole('link', {name: 'Add these docs to your assistant'}).click();
    await expect(page).toHaveURL(`${NGINX}/${CONNECT_SECTION}`);
    await expect(page.getByRole('heading', {level: 2, name: /Add these docs to your assistant/})).toBeInViewport();

    const client = await rawRequest(MCP, {method: 'GET', headers: {accept: 'text/event-stream'}});
    expect([client.status, client.json().error?.code, client.headers.allow]).toEqual([405, -32000, 'POST, OPTIONS']);
  });
});
