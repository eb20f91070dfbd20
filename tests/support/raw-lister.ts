/**
 * An independent reader for the reference tests: lists an MCP server's surface
 * with plain JSON-RPC written here, without the SDK (and without any code of
 * packages/mcp-surface-gate/src/), over stdio, Streamable HTTP or the 2024-11-05 HTTP+SSE
 * transport. Legacy (the default): `initialize` offering a revision, then the
 * lists. Modern: `server/discover`, then the lists, every request carrying
 * 2026-07-28's `_meta` (and over HTTP its headers) as the specification writes
 * them. What it returns is compared with what the reference commands read.
 */
import {spawn} from 'node:child_process';

type Json = Record<string, any>;
export interface RawSurface {
  serverInfo: Json;
  protocolVersion: string;
  /** Modern: what server/discover lists. */
  supportedVersions?: string[];
  capabilities: Json;
  tools: Json[];
  prompts: Json[];
  resources: Json[];
  resourceTemplates: Json[];
}
/** The call that failed and the error the server answered it with. */
export interface RawFailure {
  method: string;
  error: {code: number; message: string; data?: Json};
}
/** legacy: `initialize` offering this revision; modern: 2026-07-28's server/discover and envelope. */
export type Era = {legacy: string} | 'modern';
export const LEGACY: Era = {legacy: '2025-11-25'};

const CLIENT = {name: 'raw-lister', version: '1.0.0'};
const MODERN = '2026-07-28';
/** What every 2026-07-28 request carries in `params._meta` (basic/index, "_meta"). */
const ENVELOPE = {'io.modelcontextprotocol/protocolVersion': MODERN, 'io.modelcontextprotocol/clientCapabilities': {}, 'io.modelcontextprotocol/clientInfo': CLIENT};
const LISTS = [
  ['tools/list', 'tools', 'tools'],
  ['prompts/list', 'prompts', 'prompts'],
  ['resources/list', 'resources', 'resources'],
  ['resources/templates/list', 'resourceTemplates', 'resources'],
] as const;

/** One request, one response: how a transport carries a message. */
type Call = (message: Json) => Promise<Json | undefined>;

/** The opening (initialize, or server/discover), then every list the capabilities name, each page by its cursor. */
async function list(call: Call, era: Era): Promise<RawSurface | RawFailure> {
  let id = 0;
  const request = async (method: string, params: Json) => {
    const response = await call({jsonrpc: '2.0', id: ++id, method, params: era === 'modern' ? {...params, _meta: ENVELOPE} : params});
    if (!response) throw new Error(`no answer to ${method}`);
    return response;
  };
  const opening = era === 'modern' ? 'server/discover' : 'initialize';
  const init = await request(opening, era === 'modern' ? {} : {protocolVersion: era.legacy, capabilities: {}, clientInfo: CLIENT});
  if (init.error) return {method: opening, error: init.error};
  if (era !== 'modern') await call({jsonrpc: '2.0', method: 'notifications/initialized'});
  const out: RawSurface = era === 'modern'
    ? {serverInfo: init.result._meta?.['io.modelcontextprotocol/serverInfo'], protocolVersion: MODERN, supportedVersions: init.result.supportedVersions, capabilities: init.result.capabilities, tools: [], prompts: [], resources: [], resourceTemplates: []}
    : {serverInfo: init.result.serverInfo, protocolVersion: init.result.protocolVersion, capabilities: init.result.capabilities, tools: [], prompts: [], resources: [], resourceTemplates: []};
  for (const [method, key, capability] of LISTS) {
    if (!out.capabilities[capability]) continue;
    for (let cursor: string | undefined, pages = 0; pages < 100; pages++) {
      const response = await request(method, cursor ? {cursor} : {});
      if (response.error) {
        if (method === 'resources/templates/list' && response.error.code === -32601) break;
        return {method, error: response.error};
      }
      out[key].push(...response.result[key]);
      cursor = response.result.nextCursor;
      if (!cursor) break;
    }
  }
  return out;
}

/** The messages of an event stream's text, one per `data:` event. */
function* events(text: string): Generator<{event: string; data: string}> {
  for (const block of text.split(/\r?\n\r?\n/)) {
    const lines = block.split(/\r?\n/);
    const event = lines.find((l) => l.startsWith('event:'))?.slice(6).trim() ?? 'message';
    const data = lines.filter((l) => l.startsWith('data:')).map((l) => l.slice(5).replace(/^ /, '')).join('\n');
    if (data) yield {event, data};
  }
}

/** Over stdio: the command through /bin/sh, one JSON message a line; lines that are not JSON are passed over. */
export async function listStdio(command: string, timeoutMs = 30_000, era: Era = LEGACY): Promise<RawSurface | RawFailure> {
  const child = spawn('/bin/sh', ['-c', command], {detached: true, stdio: ['pipe', 'pipe', 'ignore']});
  const waiting = new Map<number, (m: Json) => void>();
  let pending = '';
  child.stdout.on('data', (chunk: Buffer) => {
    const lines = (pending + chunk.toString()).split('\n');
    pending = lines.pop()!;
    for (const line of lines) {
      try {
        const message = JSON.parse(line);
        waiting.get(message.id)?.(message);
      } catch {
        // a log line on stdout
      }
    }
  });
  const exited = new Promise<undefined>((resolve) => child.once('exit', () => resolve(undefined)));
  const call: Call = (message) => {
    child.stdin.write(`${JSON.stringify(message)}\n`);
    if (message.id === undefined) return Promise.resolve(undefined);
    return Promise.race([new Promise<Json>((resolve) => waiting.set(message.id, resolve)), exited]);
  };
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  try {
    return await list(call, era);
  } finally {
    clearTimeout(timer);
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}

/**
 * Over Streamable HTTP: each message POSTed; the answer is JSON or an event
 * stream. Modern requests carry MCP-Protocol-Version and Mcp-Method.
 */
/**
 * A POST; when the kept-alive connection it went out on was closed by the server as it was
 * reused (nothing was answered), sent again once. A failure names its cause's code.
 */
async function post(url: string, init: RequestInit): Promise<Response> {
  const reused = (error: {cause?: {code?: string}}) => ['UND_ERR_SOCKET', 'ECONNRESET'].includes(error?.cause?.code ?? '');
  try {
    return await fetch(url, init).catch((error) => (reused(error) ? fetch(url, init) : Promise.reject(error)));
  } catch (error) {
    const code = (error as {cause?: {code?: string}}).cause?.code;
    throw new Error(`POST ${url}: ${(error as Error).message}${code ? ` (${code})` : ''}`);
  }
}

export async function listHttp(url: string, headers: Record<string, string> = {}, era: Era = LEGACY): Promise<RawSurface | RawFailure> {
  let session: string | undefined;
  let version: string | undefined;
  const call: Call = async (message) => {
    const response = await post(url, {
      method: 'POST',
      headers: {
        ...headers, 'content-type': 'application/json', accept: 'application/json, text/event-stream',
        ...(session ? {'mcp-session-id': session} : {}),
        ...(era === 'modern' ? {'mcp-protocol-version': MODERN, 'mcp-method': message.method} : version ? {'mcp-protocol-version': version} : {}),
      },
      body: JSON.stringify(message),
    });
    session = response.headers.get('mcp-session-id') ?? session;
    if (message.id === undefined) return undefined;
    const text = await response.text();
    // a refusal: the JSON-RPC error in its body when there is one, else the status
    if (!response.ok) {
      const body = (() => {
        try {
          return JSON.parse(text);
        } catch {
          return undefined;
        }
      })();
      return body?.error ? body : {error: {code: response.status, message: text}};
    }
    const answer = (response.headers.get('content-type') ?? '').includes('text/event-stream')
      ? [...events(text)].map((e) => JSON.parse(e.data)).find((m) => m.id === message.id)
      : JSON.parse(text);
    if (message.method === 'initialize') version = answer?.result?.protocolVersion;
    return answer;
  };
  return list(call, era);
}

/** Over the 2024-11-05 HTTP+SSE transport: a GET stream whose first event names where to POST; answers come on the stream. */
export async function listSse(url: string, timeoutMs = 30_000): Promise<RawSurface | RawFailure> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const stream = await fetch(url, {headers: {accept: 'text/event-stream'}, signal: controller.signal}).catch((error) => {
    throw new Error(`GET ${url}: ${error.message}${error.cause?.code ? ` (${error.cause.code})` : ''}`);
  });
  const reader = stream.body!.getReader();
  const waiting = new Map<number, (m: Json) => void>();
  let endpoint: string | undefined;
  let opened: () => void = () => {};
  const ready = new Promise<void>((resolve) => (opened = resolve));
  let buffer = '';
  const pump = (async () => {
    try {
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
        buffer += new TextDecoder().decode(chunk.value);
        const cut = buffer.lastIndexOf('\n\n');
        if (cut < 0) continue;
        for (const {event, data} of events(buffer.slice(0, cut))) {
          if (event === 'endpoint') {
            endpoint = new URL(data, url).href;
            opened();
          } else {
            const message = JSON.parse(data);
            waiting.get(message.id)?.(message);
          }
        }
        buffer = buffer.slice(cut + 2);
      }
    } catch {
      // aborted at the end
    }
  })();
  await Promise.race([ready, pump]);
  if (!endpoint) throw new Error('the stream ended before its endpoint event');
  const call: Call = async (message) => {
    const answered = message.id === undefined ? undefined : new Promise<Json>((resolve) => waiting.set(message.id, resolve));
    await post(endpoint!, {method: 'POST', headers: {'content-type': 'application/json'}, body: JSON.stringify(message)});
    return answered;
  };
  try {
    return await Promise.race([list(call, LEGACY), pump.then(() => Promise.reject(new Error('the stream ended before the answers')))]);
  } finally {
    clearTimeout(timer);
    controller.abort();
    await pump;
  }
}
