/**
 * Reads a server's MCP surface with the official SDK's Client, over stdio,
 * Streamable HTTP, or (found as the specification's backward-compatibility
 * section says) the older HTTP+SSE transport: `initialize`, then tools/list,
 * prompts/list, resources/list and resources/templates/list, following
 * `nextCursor` with a loop guard and a cap. Every failure is a
 * ReferenceReadError with one line saying what happened (readErrors.ts); what
 * the reader worked around is returned as notes.
 */
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {SSEClientTransport} from '@modelcontextprotocol/sdk/client/sse.js';
import {StreamableHTTPClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type {Transport} from '@modelcontextprotocol/sdk/shared/transport.js';
import {
  ErrorCode,
  ListPromptsResultSchema,
  ListResourcesResultSchema,
  ListResourceTemplatesResultSchema,
  ListToolsResultSchema,
  type JSONRPCMessage,
} from '@modelcontextprotocol/sdk/types.js';
import type {ServerFacts, Surface} from './surface';
import {GroupStdioTransport} from './stdio';
import {explain, ReferenceReadError, type ReadNotes} from './readErrors';

export {ReferenceReadError};
export type Target = {stdio: string} | {url: string; headers: Record<string, string>};

/** More than this in one list is not a surface a documentation site can carry. */
export const MAX_ITEMS = 1000;
/** Pages read from one list before giving up. */
export const MAX_PAGES = 100;

export interface ReadResult {
  surface: Surface;
  /** What the reader worked around, one line each (a list left out, lines skipped, an older transport). */
  notes: string[];
}

type Raw = Record<string, unknown>;

/**
 * The transport, wrapped to see the protocol version the client settles on, each
 * result as sent (the SDK checks a result against its schemas but drops fields
 * they do not name: a prompt argument's `title`, serverInfo's `websiteUrl`), and
 * an error the server itself answered with.
 */
class Watched implements Transport {
  protocolVersion?: string;
  lastResult?: Raw;
  initialize?: Raw;
  serverError?: {code: number; message: string};
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;
  constructor(readonly inner: Transport) {
    inner.onclose = () => this.onclose?.();
    inner.onerror = (e) => this.onerror?.(e);
    inner.onmessage = (m) => {
      if ('result' in m) {
        this.lastResult = m.result as Raw;
        if (!this.initialize && 'serverInfo' in m.result) this.initialize = m.result as Raw;
      }
      if ('error' in m && m.error) this.serverError = m.error as {code: number; message: string};
      this.onmessage?.(m);
    };
  }
  start = () => this.inner.start();
  send = (message: JSONRPCMessage) => this.inner.send(message);
  close = () => this.inner.close();
  setProtocolVersion = (version: string) => {
    this.protocolVersion = version;
    this.inner.setProtocolVersion?.(version);
  };
}

/** Whether fetch failed on a kept-alive connection the server closed as it was reused (nothing was answered: safe to send again). */
const reusedClosed = (error: unknown) => ['UND_ERR_SOCKET', 'ECONNRESET'].includes((error as {cause?: {code?: string}})?.cause?.code ?? '');

/** A fetch that remembers the last response's status, content type, and what a 401 asks for. */
function watchingFetch(notes: ReadNotes): typeof fetch {
  return async (url, init) => {
    const response = await fetch(url, init).catch((error) => (reusedClosed(error) ? fetch(url, init) : Promise.reject(error)));
    notes.http = `HTTP ${response.status} ${response.headers.get('content-type') ?? 'without a content type'}`;
    notes.status = response.status;
    if (response.ok && /text\/event-stream/.test(response.headers.get('content-type') ?? '')) notes.eventStream = true;
    if (response.status === 401) {
      notes.authenticate = response.headers.get('www-authenticate') ?? undefined;
      notes.body = await response.clone().text().catch(() => undefined);
    }
    return response;
  };
}

function transportFor(target: Target, notes: ReadNotes, sse = false): Transport {
  if ('stdio' in target) {
    return new GroupStdioTransport(target.stdio, (chunk) => {
      notes.stderr = (notes.stderr + chunk).slice(-4000);
    });
  }
  const options = {requestInit: {headers: target.headers}, fetch: watchingFetch(notes)};
  return sse ? new SSEClientTransport(new URL(target.url), options) : new StreamableHTTPClientTransport(new URL(target.url), options);
}

/** The lists a server's capabilities promise, with the list call each needs; templates are not promised by any. */
const LISTS = [
  {method: 'tools/list', schema: ListToolsResultSchema, key: 'tools', noun: 'tools', capability: 'tools', required: true},
  {method: 'prompts/list', schema: ListPromptsResultSchema, key: 'prompts', noun: 'prompts', capability: 'prompts', required: true},
  {method: 'resources/list', schema: ListResourcesResultSchema, key: 'resources', noun: 'resources', capability: 'resources', required: true},
  {method: 'resources/templates/list', schema: ListResourceTemplatesResultSchema, key: 'resourceTemplates', noun: 'resource templates', capability: 'resources', required: false},
] as const;

/** One connection: initialize, every list its capabilities promise, then close. */
async function readOnce(transport: Watched, notes: ReadNotes, timeoutMs: number, deadline: number, out: string[]): Promise<Surface> {
  const client = new Client({name: 'companylens-docs-reference', version: '1.0.0'});
  const timeout = () => Math.max(1, deadline - Date.now());
  notes.step = 'initialize';
  try {
    await client.connect(transport, {timeout: timeout()});
    const caps = (transport.initialize?.capabilities ?? client.getServerCapabilities() ?? {}) as Raw;
    const lists: Record<string, Raw[]> = {};
    for (const {method, schema, key, noun, capability, required} of LISTS) {
      lists[key] = [];
      if (!caps[capability]) continue;
      notes.step = method;
      const seen = new Set<string>();
      let cursor: string | undefined;
      for (let page = 1; ; page++) {
        transport.serverError = undefined;
        try {
          await client.request({method, params: cursor === undefined ? {} : {cursor}}, schema, {timeout: timeout()});
        } catch (error) {
          const answered = transport.serverError as Watched['serverError'];
          if (answered?.code !== ErrorCode.MethodNotFound) throw error;
          if (required) throw new ReferenceReadError(`the server declares the ${capability} capability but answers ${method} with -32601 Method not found, so its ${noun} cannot be listed`);
          out.push(`${method} answered -32601 Method not found: read as no ${noun} (no capability requires that list)`);
          break;
        }
        const result = transport.lastResult!;
        lists[key].push(...(result[key] as Raw[]));
        if (lists[key].length > MAX_ITEMS) throw new ReferenceReadError(`${method} lists more than ${MAX_ITEMS} ${noun} (stopped after ${page} page${page > 1 ? 's' : ''}); the reference documents at most ${MAX_ITEMS}`);
        cursor = result.nextCursor as string | undefined;
        if (cursor === undefined) break;
        if (seen.has(cursor)) throw new ReferenceReadError(`${method} sent cursor ${JSON.stringify(cursor).slice(0, 60)} a second time (a cursor loop) on page ${page + 1}`);
        if (page >= MAX_PAGES) throw new ReferenceReadError(`${method} still had more after ${MAX_PAGES} pages`);
        seen.add(cursor);
      }
    }
    const init = transport.initialize ?? {};
    const instructions = (init.instructions as string | undefined) ?? client.getInstructions();
    const server: ServerFacts = {
      serverInfo: (init.serverInfo ?? client.getServerVersion()) as ServerFacts['serverInfo'],
      protocolVersion: transport.protocolVersion ?? (init.protocolVersion as string | undefined) ?? '',
      capabilities: caps,
      ...(instructions ? {instructions} : {}),
    };
    return {
      server,
      tools: lists.tools as unknown as Surface['tools'],
      prompts: lists.prompts as unknown as Surface['prompts'],
      resources: lists.resources as unknown as Surface['resources'],
      resourceTemplates: lists.resourceTemplates as unknown as Surface['resourceTemplates'],
    };
  } catch (error) {
    if (error instanceof ReferenceReadError) throw error;
    throw new ReferenceReadError(explain(error, notes, timeoutMs, transport.lastResult, transport.serverError));
  } finally {
    await client.close().catch(() => {});
    const skipped = transport.inner instanceof GroupStdioTransport ? transport.inner.skipped : undefined;
    if (skipped?.count) {
      out.push(`skipped ${skipped.count} line${skipped.count > 1 ? 's' : ''} on the server's stdout that ${skipped.count > 1 ? 'are' : 'is'} not JSON-RPC (the first: ${JSON.stringify(skipped.first)}); MCP's stdio transport carries only messages there, so logs belong on stderr`);
    }
  }
}

/** Connects, reads the whole surface, disconnects. */
export async function readServer(target: Target, timeoutMs = 30_000): Promise<ReadResult> {
  const deadline = Date.now() + timeoutMs;
  const notes: ReadNotes = {stderr: '', step: 'initialize', ...('url' in target ? {host: new URL(target.url).host} : {})};
  const out: string[] = [];
  try {
    return {surface: await readOnce(new Watched(transportFor(target, notes)), notes, timeoutMs, deadline, out), notes: out};
  } catch (error) {
    // Streamable HTTP refused initialize with a 4xx: the specification's backward compatibility
    // says to try a GET for the 2024-11-05 HTTP+SSE transport's stream at the same URL
    const status = notes.status ?? 0;
    if (!('url' in target) || notes.step !== 'initialize' || status < 400 || status >= 500 || status === 401 || status === 403) throw error;
    const sseNotes: ReadNotes = {stderr: '', step: 'initialize', host: notes.host};
    try {
      const surface = await readOnce(new Watched(transportFor(target, sseNotes, true)), sseNotes, timeoutMs, deadline, out);
      out.unshift(`this endpoint speaks the 2024-11-05 HTTP+SSE transport (a GET stream and POSTed messages), which MCP replaced with Streamable HTTP in 2025-03-26; it was read with the SDK's SSE client`);
      return {surface, notes: out};
    } catch (sseError) {
      if (sseNotes.eventStream) throw sseError;
      throw new ReferenceReadError(`${(error as Error).message}; nor does a GET there open an HTTP+SSE stream (the 2024-11-05 transport)`);
    }
  }
}
