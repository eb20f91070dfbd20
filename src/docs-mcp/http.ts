/**
 * Streamable HTTP at /mcp, stateless: every POST gets a fresh Server and
 * transport over the content loaded once, so any number of these processes
 * can sit behind nginx. JSON responses, no sessions, no SSE stream.
 *
 * Before the SDK's transport sees a request, this checks the Host and Origin
 * headers (403) and sets CORS, answers GET and DELETE with 405 (no stream, no
 * session to end), and checks Content-Type (415), Accept (406), the body size
 * (413), JSON (400, -32700), the JSON-RPC shape and batches (400, -32600) and
 * MCP-Protocol-Version (400), so that every error it gives has the same form:
 * a JSON-RPC error without an id. The SDK answers notifications and responses
 * with 202.
 */
import http from 'node:http';
import {WebStandardStreamableHTTPServerTransport} from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import {isJsonContentType} from '@modelcontextprotocol/sdk/shared/mediaType.js';
import {DEFAULT_NEGOTIATED_PROTOCOL_VERSION, JSONRPCMessageSchema, SUPPORTED_PROTOCOL_VERSIONS} from '@modelcontextprotocol/sdk/types.js';
import {BATCH_REVISION, connectDocsServer, type LoadedDocs} from './server';

export const MCP_PATH = '/mcp';
/**
 * The largest request body, in bytes. nginx's client_max_body_size for /mcp
 * (deploy/nginx/companylens.conf) is the same, and its 413 says the same.
 */
export const MAX_BODY_BYTES = 256 * 1024;
/** Most messages in one batch (as the SDK's transport allows). */
const MAX_BATCH = 100;

export interface HttpPolicy {
  /** Host names served (any port), or '*'. */
  allowedHosts: Set<string> | '*';
  /** Origins browsers may call from (scheme://host[:port]), and whether loopback origins on any port may too; or '*'. */
  allowedOrigins: {origins: Set<string>; loopback: boolean} | '*';
}

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];
/** The settings read from the environment; any other DOCS_MCP_ variable is a mistake. */
const SETTINGS = ['DOCS_MCP_ALLOWED_HOSTS', 'DOCS_MCP_ALLOWED_ORIGINS'];
const HOSTS_FORM = '* or a comma-separated list of host names without scheme or port, such as docs.example.com,mcp.example.com';
const ORIGINS_FORM = '* or a comma-separated list of origins (scheme://host[:port], nothing after), such as https://assistant.example,http://localhost:3000';

const list = (value: string) => value.split(',').map((s) => s.trim()).filter(Boolean);

/** A host name as a Host header names it, lower case, without a port; null if it is not one. */
function asHostName(entry: string): string | null {
  try {
    const url = new URL(`http://${entry}`);
    return !url.port && url.href === `http://${entry.toLowerCase()}/` ? url.hostname : null;
  } catch {
    return null;
  }
}

function asOrigin(entry: string): string | null {
  if (!/^https?:\/\/[^/?#@\s]+\/?$/i.test(entry)) return null;
  try {
    return new URL(entry).origin;
  } catch {
    return null;
  }
}

const fail = (message: string): never => {
  throw new Error(message);
};

/** A list setting: undefined when unset, '*', or its entries parsed; a one-line error for anything else. */
function readList<T>(env: NodeJS.ProcessEnv, name: string, parse: (entry: string) => T | null, what: string, form: string): T[] | '*' | undefined {
  const value = env[name]?.trim();
  if (value === undefined || value === '*') return value;
  const entries = list(value);
  if (!entries.length) fail(`${name}=${env[name]} names nothing; expected ${form}`);
  return entries.map((entry) => parse(entry) ?? fail(`${name}=${env[name]}: "${entry}" is not ${what}; expected ${form}`));
}

/** The HTTP settings as the environment gives them: unset (undefined), '*', or a list. */
export interface HttpSettings {
  hosts: string[] | '*' | undefined;
  origins: string[] | '*' | undefined;
}

/**
 * DOCS_MCP_ALLOWED_HOSTS and DOCS_MCP_ALLOWED_ORIGINS, read before anything
 * else at start-up. Throws a one-line message naming the variable, its value
 * and the form expected.
 */
export function readSettings(env: NodeJS.ProcessEnv): HttpSettings {
  const unknown = Object.keys(env).find((name) => name.startsWith('DOCS_MCP_') && !SETTINGS.includes(name));
  if (unknown) fail(`${unknown}=${env[unknown]} is not a setting; expected one of ${SETTINGS.join(', ')}`);
  return {
    hosts: readList(env, 'DOCS_MCP_ALLOWED_HOSTS', asHostName, 'a host name', HOSTS_FORM),
    origins: readList(env, 'DOCS_MCP_ALLOWED_ORIGINS', asOrigin, 'an origin', ORIGINS_FORM),
  };
}

/**
 * The policy: hosts default to the site's own host and loopback names,
 * origins to the site's own origin and loopback origins on any port; a list
 * replaces the default, '*' turns the check off.
 */
export function httpPolicy({hosts, origins}: HttpSettings, site: URL): HttpPolicy {
  return {
    allowedHosts: hosts === '*' ? '*' : new Set(hosts ?? [site.hostname, ...LOOPBACK_HOSTS]),
    allowedOrigins: origins === '*' ? '*' : origins ? {origins: new Set(origins), loopback: false} : {origins: new Set([site.origin]), loopback: true},
  };
}

function originAllowed(policy: HttpPolicy, origin: string): boolean {
  if (policy.allowedOrigins === '*') return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false; // `null` (sandboxed frames, file: pages) among others
  }
  if (policy.allowedOrigins.origins.has(url.origin)) return true;
  return policy.allowedOrigins.loopback && /^https?:$/.test(url.protocol) && LOOPBACK_HOSTS.includes(url.hostname);
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

const quote = (s: string) => JSON.stringify(s.length > 40 ? `${s.slice(0, 40)}…` : s);

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

export function createHttpHandler(docs: LoadedDocs, policy: HttpPolicy) {
  return async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== MCP_PATH) return reject(res, 404, -32000, `Not found: the MCP endpoint is ${MCP_PATH}`);

    const host = req.headers.host ? asHostName(req.headers.host.replace(/:\d*$/, '')) : null;
    if (policy.allowedHosts !== '*' && (!host || !policy.allowedHosts.has(host))) {
      return reject(res, 403, -32000, `Forbidden: host ${quote(req.headers.host ?? '')} is not served here`);
    }
    const origin = req.headers.origin;
    if (origin !== undefined && !originAllowed(policy, origin)) {
      return reject(res, 403, -32000, `Forbidden: origin ${quote(origin)} may not call this server`);
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
    const accept = req.headers.accept ?? '';
    if (!accept.includes('application/json') || !accept.includes('text/event-stream')) {
      return reject(res, 406, -32000, 'Not Acceptable: Accept must list both application/json and text/event-stream');
    }
    const text = await readBody(req, MAX_BODY_BYTES);
    if (text === null) return reject(res, 413, -32000, `Payload Too Large: a request body may be at most ${MAX_BODY_BYTES} bytes (256 KB)`);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return reject(res, 400, -32700, 'Parse error: the body is not valid JSON');
    }
    const version = req.headers['mcp-protocol-version'] as string | undefined;
    const problem = bodyProblem(body, version);
    if (problem) return reject(res, ...problem);

    // The SDK's web-standard transport, given the body already parsed: its Node
    // wrapper (Hono's adapter) would also turn the request into a web stream
    // and pipe the answer back through one, about a tenth of a call's CPU time
    // in a profile of bench:mcp.
    const transport = new WebStandardStreamableHTTPServerTransport({sessionIdGenerator: undefined, enableJsonResponse: true});
    const server = await connectDocsServer(docs, transport, {batches: true});
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
