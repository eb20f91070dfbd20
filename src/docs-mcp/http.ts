/**
 * Streamable HTTP at /mcp, stateless: every POST gets a fresh Server and
 * transport over the content loaded once, so any number of these processes
 * can sit behind nginx. JSON responses, no sessions, no SSE stream.
 *
 * Before the SDK's transport sees a request, this checks the Host and Origin
 * headers (403) and sets CORS, answers GET and DELETE with 405 (no stream, no
 * session to end), and checks Content-Type (415), the body size (413), JSON
 * (400, -32700) and one JSON-RPC message per POST (a batch or any other JSON
 * value is 400, -32600).
 * The SDK then checks Accept (406) and MCP-Protocol-Version (400), and answers
 * notifications and responses with 202.
 */
import http from 'node:http';
import {StreamableHTTPServerTransport} from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import {isJsonContentType} from '@modelcontextprotocol/sdk/shared/mediaType.js';
import {JSONRPCMessageSchema} from '@modelcontextprotocol/sdk/types.js';
import {createDocsServer, type LoadedDocs} from './server';

export const MCP_PATH = '/mcp';

export interface HttpPolicy {
  /** Host names served (any port), or '*'. */
  allowedHosts: Set<string> | '*';
  /** Origins (scheme://host[:port]) browsers may call from, or '*'. */
  allowedOrigins: Set<string> | '*';
  maxBodyBytes: number;
}

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];
export const DEFAULT_MAX_BODY_BYTES = 256 * 1024;

const list = (value: string) => value.split(',').map((s) => s.trim()).filter(Boolean);

/**
 * From the environment: DOCS_MCP_ALLOWED_HOSTS (default: the site's own host
 * and loopback names), DOCS_MCP_ALLOWED_ORIGINS (default '*': the server is
 * public, read-only and takes no credentials), DOCS_MCP_MAX_BODY_BYTES.
 */
export function policyFromEnv(env: NodeJS.ProcessEnv, siteHost: string): HttpPolicy {
  const hosts = env.DOCS_MCP_ALLOWED_HOSTS?.trim();
  const origins = env.DOCS_MCP_ALLOWED_ORIGINS?.trim();
  const maxBody = Number(env.DOCS_MCP_MAX_BODY_BYTES ?? DEFAULT_MAX_BODY_BYTES);
  if (!Number.isInteger(maxBody) || maxBody < 1024) throw new Error(`DOCS_MCP_MAX_BODY_BYTES must be a whole number of bytes, at least 1024 (got ${env.DOCS_MCP_MAX_BODY_BYTES})`);
  return {
    allowedHosts: hosts === '*' ? '*' : new Set((hosts ? list(hosts) : [siteHost, ...LOOPBACK_HOSTS]).map((h) => h.toLowerCase())),
    allowedOrigins: !origins || origins === '*' ? '*' : new Set(list(origins).map((o) => new URL(o).origin)),
    maxBodyBytes: maxBody,
  };
}

/** The host name of a Host header, without its port. */
function hostName(header: string | undefined): string | null {
  if (!header) return null;
  try {
    return new URL(`http://${header}`).hostname.toLowerCase();
  } catch {
    return null;
  }
}

function originAllowed(policy: HttpPolicy, origin: string): boolean {
  if (policy.allowedOrigins === '*') return true;
  try {
    return policy.allowedOrigins.has(new URL(origin).origin);
  } catch {
    return false;
  }
}

/** A JSON-RPC error response with no id, as the transport spec allows for HTTP-level failures. */
function reject(res: http.ServerResponse, status: number, code: number, message: string, headers: Record<string, string> = {}) {
  res.writeHead(status, {'Content-Type': 'application/json', ...headers});
  res.end(JSON.stringify({jsonrpc: '2.0', error: {code, message}}));
}

/** The body as text, or null once it passes the limit (then the rest is not read). */
function readBody(req: http.IncomingMessage, limit: number): Promise<string | null> {
  return new Promise((resolve, reject) => {
    if (Number(req.headers['content-length']) > limit) return resolve(null);
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.removeAllListeners('data');
        req.resume();
        resolve(null);
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

export function createHttpHandler(docs: LoadedDocs, policy: HttpPolicy) {
  return async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== MCP_PATH) return reject(res, 404, -32000, `Not found: the MCP endpoint is ${MCP_PATH}`);

    const host = hostName(req.headers.host);
    if (policy.allowedHosts !== '*' && (!host || !policy.allowedHosts.has(host))) {
      return reject(res, 403, -32000, `Forbidden: host ${host ?? '(none)'} is not served here`);
    }
    const origin = req.headers.origin;
    if (origin !== undefined && !originAllowed(policy, origin)) {
      return reject(res, 403, -32000, `Forbidden: origin ${origin} may not call this server`);
    }
    if (origin !== undefined) {
      res.setHeader('Access-Control-Allow-Origin', policy.allowedOrigins === '*' ? '*' : origin);
      if (policy.allowedOrigins !== '*') res.setHeader('Vary', 'Origin');
    }

    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'Access-Control-Allow-Methods': 'POST',
        'Access-Control-Allow-Headers': 'Content-Type, Accept, MCP-Protocol-Version, Mcp-Session-Id, Last-Event-ID',
        'Access-Control-Max-Age': '86400',
      });
      return res.end();
    }
    if (req.method !== 'POST') {
      return reject(res, 405, -32000, 'Method not allowed: this stateless endpoint takes POST only (no event stream, no session to end)', {Allow: 'POST, OPTIONS'});
    }
    if (!isJsonContentType(req.headers['content-type'])) {
      return reject(res, 415, -32000, 'Unsupported Media Type: Content-Type must be application/json');
    }
    const text = await readBody(req, policy.maxBodyBytes);
    if (text === null) return reject(res, 413, -32000, `Payload Too Large: a request body may be at most ${policy.maxBodyBytes} bytes`);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return reject(res, 400, -32700, 'Parse error: the body is not valid JSON');
    }
    if (Array.isArray(body)) {
      return reject(res, 400, -32600, 'Invalid Request: send one JSON-RPC message per POST (batches are not accepted)');
    }
    // JSON that is not a JSON-RPC message is an Invalid Request (the SDK would call it a parse error).
    if (!JSONRPCMessageSchema.safeParse(body).success) {
      return reject(res, 400, -32600, 'Invalid Request: the body is not a JSON-RPC 2.0 request, notification or response');
    }

    const server = createDocsServer(docs);
    const transport = new StreamableHTTPServerTransport({sessionIdGenerator: undefined, enableJsonResponse: true});
    res.on('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(req, res, body);
  };
}

/** An HTTP server for the handler; errors become 500 with a JSON-RPC body, and the process carries on. */
export function createHttpServer(docs: LoadedDocs, policy: HttpPolicy): http.Server {
  const handle = createHttpHandler(docs, policy);
  const server = http.createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      console.error('docs-mcp: request failed:', err);
      if (!res.headersSent) reject(res, 500, -32603, 'Internal error');
      else res.end();
    });
  });
  // Longer than nginx's upstream keepalive, so nginx closes idle connections first.
  server.keepAliveTimeout = 65_000;
  server.requestTimeout = 30_000;
  return server;
}
