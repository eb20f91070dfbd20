/**
 * The /mcp route: Streamable HTTP, stateless. Every POST gets a fresh Server
 * and transport over the content loaded once, so any number of service
 * processes can sit behind nginx. JSON responses, no sessions, no SSE stream.
 *
 * After the service's Host and Origin checks (../http.ts), this answers GET
 * and DELETE with 405 (no stream, no session to end), and checks Content-Type
 * (415), Accept (406), the body size (413), JSON (400, -32700), the JSON-RPC
 * shape and batches (400, -32600) and MCP-Protocol-Version (400), so that
 * every error it gives has the same form: a JSON-RPC error without an id. The
 * SDK answers notifications and responses with 202.
 */
import type http from 'node:http';
import {WebStandardStreamableHTTPServerTransport} from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import {isJsonContentType} from '@modelcontextprotocol/sdk/shared/mediaType.js';
import {DEFAULT_NEGOTIATED_PROTOCOL_VERSION, JSONRPCMessageSchema, SUPPORTED_PROTOCOL_VERSIONS} from '@modelcontextprotocol/sdk/types.js';
import type {Route} from '../http';
import {readBody} from '../respond';
import {BATCH_REVISION, connectDocsServer, type LoadedDocs} from './server';

export const MCP_PATH = '/mcp';
/**
 * The largest request body, in bytes. nginx's client_max_body_size for /mcp
 * (deploy/nginx/companylens.conf) is the same, and its 413 says the same.
 */
export const MAX_BODY_BYTES = 256 * 1024;
/** Most messages in one batch (as the SDK's transport allows). */
const MAX_BATCH = 100;

const quote = (s: string) => JSON.stringify(s.length > 40 ? `${s.slice(0, 40)}…` : s);

/** A JSON-RPC error response with no id, as the transport spec allows for HTTP-level failures. */
export function rejectRpc(res: http.ServerResponse, status: number, code: number, message: string, headers: Record<string, string> = {}) {
  res.writeHead(status, {'Content-Type': 'application/json', ...headers});
  res.end(JSON.stringify({jsonrpc: '2.0', error: {code, message}}));
}

/** Why a parsed body cannot be served (status, code, message), or null. */
function bodyProblem(body: unknown, version: string | undefined): [number, number, string] | null {
  const messages = Array.isArray(body) ? body : [body];
  if (!messages.length) return [400, -32600, 'Invalid Request: the batch is empty'];
  // JSON that is not a JSON-RPC message is an Invalid Request (the SDK would call it a parse error).
  if (!messages.every((m) => JSONRPCMessageSchema.safeParse(m).success)) {
    return [400, -32600, `Invalid Request: ${Array.isArray(body) ? 'each message of the batch' : 'the body'} must be a JSON-RPC 2.0 request, notification or response`];
  }
  const requests = messages as {method?: string; id?: string | number}[];
  const isInitialize = requests.some((m) => m.method === 'initialize');
  // The header is for requests after initialize; without it the transport assumes 2025-03-26.
  if (!isInitialize && version !== undefined && !SUPPORTED_PROTOCOL_VERSIONS.includes(version)) {
    return [400, -32000, `Bad Request: MCP-Protocol-Version ${quote(version)} is not supported; supported: ${SUPPORTED_PROTOCOL_VERSIONS.join(', ')}`];
  }
  if (!Array.isArray(body)) return null;
  const revision = version ?? DEFAULT_NEGOTIATED_PROTOCOL_VERSION;
  if (revision !== BATCH_REVISION) return [400, -32600, `Invalid Request: batches belong to protocol revision ${BATCH_REVISION}; under ${revision}, send one JSON-RPC message per POST`];
  if (body.length > MAX_BATCH) return [400, -32600, `Invalid Request: a batch may hold at most ${MAX_BATCH} messages`];
  if (isInitialize) return [400, -32600, 'Invalid Request: initialize must be sent on its own, not in a batch'];
  const ids = requests.flatMap((m) => (m.id === undefined ? [] : [m.id]));
  if (new Set(ids).size !== ids.length) return [400, -32600, 'Invalid Request: the requests of a batch must have different ids'];
  return null;
}

export function createMcpRoute(docs: LoadedDocs): Route {
  return {
    writes: false,
    allowHeaders: 'Content-Type, Accept, MCP-Protocol-Version, Mcp-Session-Id, Last-Event-ID',
    reject: (res, status, message, headers) => rejectRpc(res, status, -32000, message, headers),
    async handle(req, res, client) {
      if (req.method !== 'POST') {
        return rejectRpc(res, 405, -32000, 'Method not allowed: this stateless endpoint takes POST only (no event stream, no session to end)', {Allow: 'POST, OPTIONS'});
      }
      if (!isJsonContentType(req.headers['content-type'])) {
        return rejectRpc(res, 415, -32000, 'Unsupported Media Type: Content-Type must be application/json');
      }
      const accept = req.headers.accept ?? '';
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
      const version = req.headers['mcp-protocol-version'] as string | undefined;
      const problem = bodyProblem(body, version);
      if (problem) return rejectRpc(res, ...problem);

      // The SDK's web-standard transport, given the body already parsed: its Node
      // wrapper (Hono's adapter) would also turn the request into a web stream
      // and pipe the answer back through one, about a tenth of a call's CPU time
      // in a profile of bench:mcp.
      const transport = new WebStandardStreamableHTTPServerTransport({sessionIdGenerator: undefined, enableJsonResponse: true});
      const server = await connectDocsServer(docs, transport, {batches: true, client});
      try {
        const headers = new Headers();
        for (const [name, value] of Object.entries(req.headers)) if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
        const answer = await transport.handleRequest(new Request(`http://localhost${MCP_PATH}`, {method: 'POST', headers}), {parsedBody: body});
        const text = await answer.text();
        answer.headers.forEach((value, name) => res.setHeader(name, value));
        res.writeHead(answer.status);
        res.end(text);
      } finally {
        void transport.close();
        void server.close();
      }
    },
  };
}
