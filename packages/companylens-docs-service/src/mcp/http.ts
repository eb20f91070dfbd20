/**
 * The /mcp route: Streamable HTTP, stateless, for both eras of clients. Every
 * POST gets a fresh Server over the content loaded once, so any number of
 * service processes can sit behind nginx. JSON answers, no sessions, no SSE.
 *
 * After the service's Host and Origin checks (../http.ts), the SDK answers
 * almost everything: a request that names 2026-07-28 in its _meta goes to its
 * stateless handler (createMcpHandler), which checks the headers and the
 * revision; any other goes to its web-standard transport, as before. Ours,
 * each because the SDK's answer differs from what the specification or
 * today's clients expect:
 * - a browser's GET gets a page saying what this address is (the SDK: 405);
 * - failures that answer no request in particular (405, 415, 406, 413,
 *   -32700, -32600) carry no id: the SDK writes `"id": null`, which no MCP
 *   schema allows;
 * - batches only under 2025-03-26, the one revision that has them: the SDK's
 *   transport takes them under any older revision;
 * - an unknown MCP-Protocol-Version on an older request is refused with the
 *   supported list and no id, as the gate's other failures (the SDK writes
 *   `"id": null`);
 * - under a 2026-07-28-era MCP-Protocol-Version (the SDK routes a body with no
 *   `_meta` claim by its header): a revision this server does not implement
 *   is -32022 with the supported list, as the transport page asks (the SDK:
 *   -32602, `_meta` missing), and a posted response or a batch is -32600
 *   (the SDK hands both to the older transport, which refused the header);
 * - older requests go to the transport with JSON answers rather than the
 *   handler's own fallback, which answers them as SSE streams.
 */
import type http from 'node:http';
import {JSONRPCMessageSchema} from '@modelcontextprotocol/core';
import {
  createMcpHandler,
  isJsonContentType,
  isLegacyRequest,
  PROTOCOL_VERSION_META_KEY,
  UnsupportedProtocolVersionError,
  WebStandardStreamableHTTPServerTransport,
} from '@modelcontextprotocol/server';
import {DOCS_MCP_REVISIONS, docsMcpRevisions} from 'companylens-docs-contract';
import {readBody, type Route} from '../respond';
import {endpointPage} from './page';
import {createDocsServer, type LoadedDocs} from './server';

export const MCP_PATH = '/mcp';
/**
 * The largest request body, in bytes. nginx's client_max_body_size for /mcp
 * (deploy/nginx/companylens.conf) is the same, and its 413 says the same.
 */
export const MAX_BODY_BYTES = 256 * 1024;
/** Most messages in one batch (as the SDK's transport allows). */
const MAX_BATCH = 100;
/** Request headers a browser may send (the preflight's answer): the transport's, of both eras. */
const ALLOW_HEADERS = 'Content-Type, Accept, MCP-Protocol-Version, Mcp-Method, Mcp-Name, Mcp-Session-Id, Last-Event-ID';

const quote = (s: string) => JSON.stringify(s.length > 40 ? `${s.slice(0, 40)}…` : s);

/** A JSON-RPC error response with no id, as the transport spec allows for HTTP-level failures. */
export function rejectRpc(res: http.ServerResponse, status: number, code: number, message: string, headers: Record<string, string> = {}) {
  res.writeHead(status, {'Content-Type': 'application/json', ...headers});
  res.end(JSON.stringify({jsonrpc: '2.0', error: {code, message}}));
}

/** A JSON-RPC error response: with the id of the request it answers, or none (it answers no request in particular). */
function answerError(res: http.ServerResponse, status: number, error: {code: number; message: string; data?: unknown}, id?: string | number) {
  res.writeHead(status, {'Content-Type': 'application/json'});
  res.end(JSON.stringify({jsonrpc: '2.0', ...(id !== undefined && {id}), error}));
}

/** The first revision of the era with no initialize (the SDK tells the eras apart the same way: a later date is that era's). */
const FIRST_MODERN = [...DOCS_MCP_REVISIONS.modern].sort()[0];

/**
 * Why a message sent under a 2026-07-28-era MCP-Protocol-Version cannot be served, or null: a
 * revision this server does not implement (unless the body names one of its own in `_meta`,
 * which the SDK checks), a batch, or a response (that era's clients send neither).
 */
function modernHeaderProblem(body: unknown, version: string | undefined): {status: number; error: {code: number; message: string; data?: unknown}; id?: string | number} | null {
  if (version === undefined || version < FIRST_MODERN) return null;
  const message = (Array.isArray(body) ? {} : body) as {method?: string; id?: string | number; params?: {_meta?: Record<string, unknown>}};
  const id = message.method !== undefined ? message.id : undefined;
  if (!(DOCS_MCP_REVISIONS.modern as readonly string[]).includes(version) && message.params?._meta?.[PROTOCOL_VERSION_META_KEY] === undefined) {
    const {code, message: text, data} = new UnsupportedProtocolVersionError({supported: [...DOCS_MCP_REVISIONS.modern], requested: version});
    return {status: 400, error: {code, message: text, data}, id};
  }
  if (Array.isArray(body)) return {status: 400, error: {code: -32600, message: `Invalid Request: protocol revision ${version} has no batches; send one JSON-RPC message per POST`}};
  if (message.method === undefined) {
    return {status: 400, error: {code: -32600, message: `Invalid Request: under protocol revision ${version} a client sends requests and notifications only; responses are not accepted here`}};
  }
  return null;
}

/** Why a parsed body is not one JSON-RPC message or a batch of them (status, code, message), or null. */
function shapeProblem(body: unknown): [number, number, string] | null {
  const messages = Array.isArray(body) ? body : [body];
  if (!messages.length) return [400, -32600, 'Invalid Request: the batch is empty'];
  // JSON that is not a JSON-RPC message is an Invalid Request (the SDK would call it a parse error).
  if (messages.every((m) => JSONRPCMessageSchema.safeParse(m).success)) return null;
  return [400, -32600, `Invalid Request: ${Array.isArray(body) ? 'each message of the batch' : 'the body'} must be a JSON-RPC 2.0 request, notification or response`];
}

/** Why an older client's request cannot be served (status, code, message), or null. */
function legacyProblem(body: unknown, version: string | undefined): [number, number, string] | null {
  const {legacy, batchOnly} = DOCS_MCP_REVISIONS;
  const requests = (Array.isArray(body) ? body : [body]) as {method?: string; id?: string | number}[];
  const isInitialize = requests.some((m) => m.method === 'initialize');
  // The header is for requests after initialize; without it the transport assumes 2025-03-26.
  if (!isInitialize && version !== undefined && !(legacy as readonly string[]).includes(version)) {
    return [400, -32000, `Bad Request: MCP-Protocol-Version ${quote(version)} is not supported; supported: ${docsMcpRevisions('http').join(', ')}`];
  }
  if (!Array.isArray(body)) return null;
  const revision = version ?? batchOnly;
  if (revision !== batchOnly) return [400, -32600, `Invalid Request: batches belong to protocol revision ${batchOnly}; under ${revision}, send one JSON-RPC message per POST`];
  if (body.length > MAX_BATCH) return [400, -32600, `Invalid Request: a batch may hold at most ${MAX_BATCH} messages`];
  if (isInitialize) return [400, -32600, 'Invalid Request: initialize must be sent on its own, not in a batch'];
  const ids = requests.flatMap((m) => (m.id === undefined ? [] : [m.id]));
  if (new Set(ids).size !== ids.length) return [400, -32600, 'Invalid Request: the requests of a batch must have different ids'];
  return null;
}

/** Adds a name to the response's Vary header (the Host/Origin checks may have set one). */
function vary(res: http.ServerResponse, name: string) {
  res.setHeader('Vary', [res.getHeader('Vary'), name].filter(Boolean).join(', '));
}

export function createMcpRoute(docs: LoadedDocs): Route {
  /** Who sent each request the handler is serving, for the feedback limits. */
  const clients = new WeakMap<Request, string>();
  // 2026-07-28 only (older requests never reach it). Its answers are JSON while
  // a tool sends no notification before its result, and ours send none.
  const modern = createMcpHandler(({era, requestInfo}) => createDocsServer(docs, {era, client: (requestInfo && clients.get(requestInfo)) || 'unknown', transport: 'http'}), {
    legacy: 'reject',
    maxRequestBodySize: MAX_BODY_BYTES,
  });
  const page = endpointPage(docs.content.root);

  /** An older client's request: the SDK's web-standard transport, given the body already parsed, answering JSON. */
  async function serveLegacy(request: Request, body: unknown, client: string): Promise<Response> {
    const transport = new WebStandardStreamableHTTPServerTransport({sessionIdGenerator: undefined, enableJsonResponse: true});
    const server = createDocsServer(docs, {era: 'legacy', client, transport: 'http'});
    await server.connect(transport);
    try {
      return await transport.handleRequest(request, {parsedBody: body});
    } finally {
      void transport.close();
      void server.close();
    }
  }

  return {
    writes: false,
    allowHeaders: ALLOW_HEADERS,
    reject: (res, status, message, headers) => rejectRpc(res, status, -32000, message, headers),
    async handle(req, res, client) {
      const accept = req.headers.accept ?? '';
      if (req.method === 'GET') vary(res, 'Accept');
      if (req.method === 'GET' && accept.includes('text/html')) {
        res.writeHead(200, {'Content-Type': 'text/html; charset=utf-8'});
        res.end(page);
        return;
      }
      if (req.method !== 'POST') {
        return rejectRpc(res, 405, -32000, 'Method not allowed: this stateless endpoint takes POST only (no event stream, no session to end)', {Allow: 'POST, OPTIONS'});
      }
      if (!isJsonContentType(req.headers['content-type'])) {
        return rejectRpc(res, 415, -32000, 'Unsupported Media Type: Content-Type must be application/json');
      }
      if (!accept.includes('application/json') || !accept.includes('text/event-stream')) {
        return rejectRpc(res, 406, -32000, 'Not Acceptable: Accept must list both application/json and text/event-stream');
      }
      const text = await readBody(req, MAX_BODY_BYTES);
      if (text === null) return rejectRpc(res, 413, -32000, `Payload Too Large: a request body may be at most ${MAX_BODY_BYTES} bytes (256 KB)`);
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        return rejectRpc(res, 400, -32700, 'Parse error: the body is not valid JSON');
      }
      const problem = shapeProblem(body);
      if (problem) return rejectRpc(res, ...problem);
      const modernProblem = modernHeaderProblem(body, req.headers['mcp-protocol-version'] as string | undefined);
      if (modernProblem) return answerError(res, modernProblem.status, modernProblem.error, modernProblem.id);

      // A web request with the parsed body: the SDK's Node adapter (Hono's) would also turn
      // the body into a web stream and pipe the answer back through one, about a tenth of a
      // call's CPU time in a profile of bench:mcp.
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
      const request = new Request(`http://localhost${MCP_PATH}`, {method: 'POST', headers});
      let answer: Response;
      if (await isLegacyRequest(request, body, {maxRequestBodySize: MAX_BODY_BYTES})) {
        const refused = legacyProblem(body, req.headers['mcp-protocol-version'] as string | undefined);
        if (refused) return rejectRpc(res, ...refused);
        answer = await serveLegacy(request, body, client);
      } else if (Array.isArray(body)) {
        return rejectRpc(res, 400, -32600, `Invalid Request: protocol revision ${DOCS_MCP_REVISIONS.modern[0]} has no batches; send one JSON-RPC message per POST`);
      } else {
        clients.set(request, client);
        answer = await modern.fetch(request, {parsedBody: body});
      }
      const out = await answer.text();
      answer.headers.forEach((value, name) => res.setHeader(name, value));
      res.writeHead(answer.status);
      res.end(out);
    },
  };
}
