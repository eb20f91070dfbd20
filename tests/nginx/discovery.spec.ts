/**
 * The discovery files as deploy/nginx/companylens.conf serves the real build:
 * the MCP registry entry and the docs MCP server's card at its endpoint plus
 * /server-card (media types, CORS, caching and ETag revalidation as the
 * discovery draft asks, valid against the committed schemas, built from their
 * definitions and true of the running server), the AI Catalog that lists it,
 * the `Link` headers that point agents to llms.txt and the card, and llms.txt
 * naming the card.
 */
import {test, expect, type APIRequestContext, type APIResponse} from '@playwright/test';
import Ajv from 'ajv';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StreamableHTTPClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import {DISCOVERY_PATHS, DOCS_MCP_SERVER} from '@site/src/constants';
import {aiCatalog, registryEntry, serverCard} from '@site/src/plugins/discovery/files';
import registrySchema from '@site/src/plugins/discovery/schemas/server.schema.json';
import cardSchema from '@site/src/plugins/discovery/schemas/server-card.schema.json';
import {NGINX} from './support';

const CARD = `/${DISCOVERY_PATHS.serverCard}`;
const CARD_TYPE = 'application/mcp-server-card+json';

/** The site URL the build was made for, from a page's canonical link. */
async function siteUrl(request: APIRequestContext): Promise<string> {
  const html = await (await request.get(`${NGINX}/`)).text();
  return new URL(/<link[^>]*rel="?canonical"?[^>]*href="?([^" >]+)/.exec(html)![1]!).origin;
}

function expectDiscoveryHeaders(res: APIResponse, type: string) {
  const h = res.headers();
  expect(res.status()).toBe(200);
  expect(h['content-type']).toBe(type);
  expect(h['cache-control']).toBe('public, max-age=3600');
  expect(h['etag']).toBeTruthy();
  expect(h['access-control-allow-origin']).toBe('*');
  expect(h['access-control-allow-methods']).toBe('GET');
  expect(h['access-control-allow-headers']).toBe('Content-Type, If-None-Match');
  expect(h['access-control-expose-headers']).toBe('ETag');
  expect(h['x-content-type-options']).toBe('nosniff');
}

/** A Link header's targets by relation. */
function links(res: APIResponse): Map<string, {target: string; type?: string}> {
  const header = res.headers()['link'] ?? '';
  const out = new Map<string, {target: string; type?: string}>();
  for (const m of header.matchAll(/<([^>]+)>((?:\s*;\s*[a-z]+="[^"]*")*)/g)) {
    const params = Object.fromEntries([...m[2]!.matchAll(/([a-z]+)="([^"]*)"/g)].map((p) => [p[1], p[2]]));
    out.set(params.rel!, {target: m[1]!, type: params.type});
  }
  return out;
}

test('the registry entry: /server.json, the one the build generated, valid against the registry schema', async ({request}) => {
  const res = await request.get(`${NGINX}/${DISCOVERY_PATHS.registryEntry}`);
  expectDiscoveryHeaders(res, 'application/json; charset=utf-8');
  const entry = await res.json();
  expect(entry).toEqual(registryEntry(await siteUrl(request), '/'));
  const ajv = new Ajv({strict: false, allErrors: true});
  addFormats(ajv);
  const validate = ajv.compile(registrySchema);
  expect(validate(entry), JSON.stringify(validate.errors)).toBe(true);
});

test('the server card: at the MCP endpoint plus /server-card, valid against the draft schema, revalidated by its ETag', async ({request}) => {
  expect(CARD).toBe(`/${DOCS_MCP_SERVER.path}/server-card`);
  // a client asks for the card's media type, as the draft says it should
  const res = await request.get(`${NGINX}${CARD}`, {headers: {accept: CARD_TYPE}});
  expectDiscoveryHeaders(res, CARD_TYPE);
  const card = await res.json();
  expect(card).toEqual(serverCard(await siteUrl(request), '/'));
  const ajv = new Ajv2020({strict: false, allErrors: true});
  addFormats(ajv);
  ajv.addSchema(cardSchema, 'card');
  const validate = ajv.getSchema('card#/$defs/ServerCard')!;
  expect(validate(card), JSON.stringify(validate.errors)).toBe(true);
  // revalidation: the ETag answers 304 with no body
  const again = await request.get(`${NGINX}${CARD}`, {headers: {'if-none-match': res.headers()['etag']!}});
  expect(again.status()).toBe(304);
  // the draft recommends against a .well-known card, and replaced its MCP catalogue with the AI Catalog: neither is served
  for (const path of ['/.well-known/mcp/server-card.json', '/.well-known/mcp/catalog.json']) {
    expect((await request.get(`${NGINX}${path}`)).status(), path).toBe(404);
  }
});

test('a browser that asks first (OPTIONS, for If-None-Match) gets 204 and the CORS headers', async ({request}) => {
  for (const path of [CARD, `/${DISCOVERY_PATHS.aiCatalog}`, `/${DISCOVERY_PATHS.registryEntry}`]) {
    const res = await request.fetch(`${NGINX}${path}`, {method: 'OPTIONS', headers: {origin: 'https://agent.example', 'access-control-request-headers': 'if-none-match'}});
    expect(res.status(), path).toBe(204);
    expect(res.headers()['access-control-allow-origin'], path).toBe('*');
    expect(res.headers()['access-control-allow-headers'], path).toContain('If-None-Match');
  }
});

test('the card is true of the running server: its name, title and version, and the protocol versions it lists are those it speaks, no more', async ({request}) => {
  const card = await (await request.get(`${NGINX}${CARD}`)).json();
  const client = new Client({name: 'card-check', version: '1.0.0'});
  await client.connect(new StreamableHTTPClientTransport(new URL(`${NGINX}/${DOCS_MCP_SERVER.path}`)));
  expect(client.getServerVersion()).toMatchObject({name: DOCS_MCP_SERVER.name, title: card.title, version: card.version});
  expect(card.name.endsWith(`/${DOCS_MCP_SERVER.name}`)).toBe(true);
  await client.close();
  const post = (data: object, headers: Record<string, string> = {}) =>
    request.post(`${NGINX}/${DOCS_MCP_SERVER.path}`, {headers: {'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers}, data});
  const listed = card.remotes[0].supportedProtocolVersions as string[];
  // The stateless revisions first: what server/discover names, and what a request naming another is told.
  const meta = (version: string) => ({'io.modelcontextprotocol/protocolVersion': version, 'io.modelcontextprotocol/clientCapabilities': {}});
  const discover = await post({jsonrpc: '2.0', id: 1, method: 'server/discover', params: {_meta: meta(listed[0]!)}}, {'mcp-protocol-version': listed[0]!, 'mcp-method': 'server/discover'});
  const {supportedVersions} = (await discover.json()).result as {supportedVersions: string[]};
  expect(supportedVersions.length).toBeGreaterThan(0);
  expect(listed.slice(0, supportedVersions.length)).toEqual(supportedVersions);
  const unknown = await post({jsonrpc: '2.0', id: 2, method: 'tools/list', params: {_meta: meta('2099-01-01')}}, {'mcp-protocol-version': '2099-01-01', 'mcp-method': 'tools/list'});
  expect((await unknown.json()).error.data.supported).toEqual(supportedVersions);
  // Then every older one, each agreed as asked in initialize; one it does not list is not.
  const initialize = async (protocolVersion: string) =>
    (await (await post({jsonrpc: '2.0', id: 1, method: 'initialize', params: {protocolVersion, capabilities: {}, clientInfo: {name: 'card-check', version: '1'}}})).json()).result.protocolVersion;
  for (const version of listed.slice(supportedVersions.length)) expect(await initialize(version), version).toBe(version);
  expect(await initialize('2025-01-01')).not.toBe('2025-01-01');
});

test('the AI Catalog lists the card with its media type, at the URL nginx serves it', async ({request}) => {
  const res = await request.get(`${NGINX}/${DISCOVERY_PATHS.aiCatalog}`);
  expectDiscoveryHeaders(res, 'application/ai-catalog+json');
  const catalog = await res.json();
  expect(catalog).toEqual(aiCatalog(await siteUrl(request), '/'));
  expect(new URL(catalog.entries[0].url).pathname).toBe(CARD);
});

test('pages and their Markdown twins point to llms.txt and the card in a Link header; other files do not', async ({request}) => {
  for (const [url, headers] of [
    ['/getting-started/quickstart', {}],
    ['/', {}],
    ['/getting-started/quickstart', {accept: 'text/markdown'}],
    ['/getting-started/quickstart.md', {}],
  ] as const) {
    const res = await request.get(`${NGINX}${url}`, {headers});
    expect(res.status(), url).toBe(200);
    const rels = links(res);
    expect(rels.get('describedby'), url).toEqual({target: '/llms.txt', type: 'text/plain'});
    expect(rels.get('mcp-server-card'), url).toEqual({target: CARD, type: CARD_TYPE});
    // and the targets are there, with the types the header gives
    for (const {target, type} of rels.values()) {
      const linked = await request.get(`${NGINX}${target}`);
      expect(linked.status(), target).toBe(200);
      expect(linked.headers()['content-type'], target).toMatch(new RegExp(`^${type!.replace(/[+]/g, '\\+')}`));
    }
    // no CORS on pages: only the discovery files are open to any origin
    expect(res.headers()['access-control-allow-origin'], url).toBeUndefined();
  }
  for (const url of ['/llms.txt', CARD, '/server.json']) {
    expect((await request.get(`${NGINX}${url}`)).headers()['link'], url).toBeUndefined();
  }
});

test('llms.txt names the card', async ({request}) => {
  const text = await (await request.get(`${NGINX}/llms.txt`)).text();
  expect(text).toContain(`server card, in the draft MCP Server Card format, is at ${await siteUrl(request)}${CARD}.`);
});
