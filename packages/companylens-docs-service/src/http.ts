/**
 * The service's HTTP side: one server for every route (the map in
 * createHttpHandler), on a Unix socket behind nginx or a loopback port. The
 * policy all routes share is here: the Host and Origin checks (403), CORS and
 * preflights, and who the client is for rate limits; each route checks the
 * rest and answers errors in its own form (JSON-RPC on /mcp, one line of
 * JSON on /api/).
 */
import http from 'node:http';
import {FEEDBACK_ENDPOINT, FEEDBACK_STATUS_ENDPOINT, SEARCH_EVENTS_ENDPOINT} from 'companylens-docs-contract';
import {createFeedbackRoute, createStatusRoute} from './feedback/routes';
import type {FeedbackService} from './feedback/service';
import {createMcpRoute, MCP_PATH, rejectRpc} from './mcp/http';
import type {LoadedDocs} from './mcp/server';
import {sendJson, type Route} from './respond';

type Origins = {origins: Set<string>; loopback: boolean} | '*';

export interface HttpPolicy {
  /** Host names served (any port), or '*'. */
  allowedHosts: Set<string> | '*';
  /** Origins browsers may call from (scheme://host[:port]), and whether loopback origins on any port may too; or '*'. */
  allowedOrigins: Origins;
  /** The same for routes that write (feedback): '*' there stays the default, so only a listed origin opens them further. */
  writeOrigins: Exclude<Origins, '*'>;
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
    writeOrigins: Array.isArray(origins) ? {origins: new Set(origins), loopback: false} : {origins: new Set([site.origin]), loopback: true},
  };
}

function originAllowed(allowed: Origins, origin: string): boolean {
  if (allowed === '*') return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false; // `null` (sandboxed frames, file: pages) among others
  }
  if (allowed.origins.has(url.origin)) return true;
  return allowed.loopback && /^https?:$/.test(url.protocol) && LOOPBACK_HOSTS.includes(url.hostname);
}

/**
 * Who sent the request, for rate limits only (kept in memory, never stored):
 * over the Unix socket that is nginx's X-Real-IP, which nginx sets to the
 * address it was called from; over TCP, the caller's address.
 */
function clientOf(req: http.IncomingMessage): string {
  return req.socket.remoteAddress ?? (req.headers['x-real-ip'] as string | undefined) ?? 'unknown';
}

const quote = (s: string) => JSON.stringify(s.length > 40 ? `${s.slice(0, 40)}…` : s);

function createHttpHandler(docs: LoadedDocs, policy: HttpPolicy, feedback: FeedbackService) {
  const routes = new Map<string, Route>([
    [MCP_PATH, createMcpRoute(docs)],
    [FEEDBACK_ENDPOINT, createFeedbackRoute((body, client) => feedback.feedback(body, client, 'page'))],
    [SEARCH_EVENTS_ENDPOINT, createFeedbackRoute((body, client) => feedback.searchEvent(body, client))],
    [FEEDBACK_STATUS_ENDPOINT, createStatusRoute()],
  ]);
  const paths = [...routes.keys()].join(', ');
  return async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const route = routes.get(url.pathname);
    if (!route) {
      const message = `Not found: this service answers ${paths}`;
      if (url.pathname.startsWith('/api/')) return sendJson(res, 404, {error: message});
      return rejectRpc(res, 404, -32000, message);
    }
    const host = req.headers.host ? asHostName(req.headers.host.replace(/:\d*$/, '')) : null;
    if (policy.allowedHosts !== '*' && (!host || !policy.allowedHosts.has(host))) {
      return route.reject(res, 403, `Forbidden: host ${quote(req.headers.host ?? '')} is not served here`);
    }
    const origin = req.headers.origin;
    const allowed = route.writes ? policy.writeOrigins : policy.allowedOrigins;
    if (origin !== undefined && !originAllowed(allowed, origin)) {
      return route.reject(res, 403, `Forbidden: origin ${quote(origin)} may not call this server`);
    }
    if (origin !== undefined) {
      res.setHeader('Access-Control-Allow-Origin', allowed === '*' ? '*' : origin);
      if (allowed !== '*') res.setHeader('Vary', 'Origin');
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {'Access-Control-Allow-Methods': 'POST', 'Access-Control-Allow-Headers': route.allowHeaders, 'Access-Control-Max-Age': '86400'});
      return res.end();
    }
    await route.handle(req, res, clientOf(req));
  };
}

/** An HTTP server for the handler; errors become 500 in the route's form, and the process carries on. */
export function createHttpServer(docs: LoadedDocs, policy: HttpPolicy, feedback: FeedbackService): http.Server {
  const handle = createHttpHandler(docs, policy, feedback);
  const server = http.createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      console.error('docs-mcp: request failed:', err);
      if (res.headersSent) return res.end();
      if (req.url?.startsWith('/api/')) sendJson(res, 500, {error: 'Internal error'});
      else rejectRpc(res, 500, -32603, 'Internal error');
    });
  });
  // Longer than nginx's upstream keepalive, so nginx closes idle connections first.
  server.keepAliveTimeout = 65_000;
  server.requestTimeout = 30_000;
  return server;
}
