/**
 * Reads a server's MCP surface with the official SDK's Client, over stdio,
 * Streamable HTTP, or (found as the specification's backward-compatibility
 * section says) the older HTTP+SSE transport. The client is dual-era, as the
 * 2026-07-28 specification describes one: it asks `server/discover` first and
 * opens with `initialize` when the server shows no sign of 2026-07-28 (the
 * SDK's `auto` negotiation). Then tools/list, prompts/list, resources/list and
 * resources/templates/list, following `nextCursor` with a loop guard and a
 * cap; then which revisions the server speaks (revisions.ts). Every failure is
 * a ReferenceReadError with one line saying what happened (readErrors.ts); what
 * the reader worked around is returned as notes.
 */
import {
  Client,
  SdkError,
  SdkErrorCode,
  SERVER_INFO_META_KEY,
  SSEClientTransport,
  StreamableHTTPClientTransport,
  type JSONRPCMessage,
  type MessageExtraInfo,
  type Transport,
  type TransportSendOptions,
} from '@modelcontextprotocol/client';
import type {ServerFacts, Surface} from '../surface/surface';
import {GroupStdioTransport} from './stdio';
import {explain, ReferenceReadError, refusalOf, type ReadNotes, type Refusal} from './readErrors';
import {LEGACY_REVISIONS, MODERN_REVISIONS, settle, unsettled, type Revisions} from '../surface/revisions';

export {ReferenceReadError};
export type Target = {stdio: string} | {url: string; headers: Record<string, string>};

/** More than this in one list is not a surface a documentation site can carry. */
const MAX_ITEMS = 1000;
/** Pages read from one list before giving up. */
const MAX_PAGES = 100;
/** The longest the server/discover probe waits (less when a third of the time left is less). */
const PROBE_MS = 10_000;
const CLIENT_INFO = {name: 'companylens-docs-reference', version: '1.0.0'};

export interface ReadResult {
  surface: Surface;
  /** What the reader worked around, one line each (a list left out, lines skipped, an older transport). */
  notes: string[];
}

type Raw = Record<string, unknown>;

/**
 * The transport, wrapped to see each result as sent (the SDK checks a result
 * against its schemas but drops fields they do not name: a prompt argument's
 * `title`, serverInfo's `websiteUrl`), the opening's result, and an error the
 * server itself answered with. It passes `pid` and `stderr` on for a stdio
 * server, as the SDK tells a stdio transport by them.
 */
class Watched implements Transport {
  lastResult?: Raw;
  /** What opened the connection: initialize's result, or server/discover's. */
  opening?: Raw;
  serverError?: Refusal;
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: <T extends JSONRPCMessage>(message: T, extra?: MessageExtraInfo) => void;
  constructor(readonly inner: Transport) {
    inner.onclose = () => this.onclose?.();
    inner.onerror = (e) => this.onerror?.(e);
    inner.onmessage = (m, extra) => {
      if ('result' in m) {
        this.lastResult = m.result as Raw;
        if (!this.opening && ('serverInfo' in m.result || 'supportedVersions' in m.result)) this.opening = m.result as Raw;
      }
      if ('error' in m && m.error) this.serverError = m.error as Refusal;
      this.onmessage?.(m, extra);
    };
    if (inner instanceof GroupStdioTransport) Object.defineProperties(this, {pid: {get: () => inner.pid}, stderr: {get: () => inner.stderr}});
  }
  get hasPerRequestStream() {
    return this.inner.hasPerRequestStream;
  }
  start = () => this.inner.start();
  send = (message: JSONRPCMessage, options?: TransportSendOptions) => this.inner.send(message, options);
  close = () => this.inner.close();
  setProtocolVersion = (version: string) => this.inner.setProtocolVersion?.(version);
  setSupportedProtocolVersions = (versions: string[]) => this.inner.setSupportedProtocolVersions?.(versions);
}

/** Whether fetch failed on a kept-alive connection the server closed as it was reused (nothing was answered: safe to send again). */
const reusedClosed = (error: unknown) => ['UND_ERR_SOCKET', 'ECONNRESET'].includes((error as {cause?: {code?: string}})?.cause?.code ?? '');

/** A fetch that remembers the last response's status, content type, and the body of a refusal (what a 401 asks for, a JSON-RPC error). */
function watchingFetch(notes: ReadNotes): typeof fetch {
  return async (url, init) => {
    const response = await fetch(url, init).catch((error) => (reusedClosed(error) ? fetch(url, init) : Promise.reject(error)));
    notes.http = `HTTP ${response.status} ${response.headers.get('content-type') ?? 'without a content type'}`;
    notes.status = response.status;
    if (response.ok && /text\/event-stream/.test(response.headers.get('content-type') ?? '')) notes.eventStream = true;
    if (response.status === 401) notes.authenticate = response.headers.get('www-authenticate') ?? undefined;
    if (response.status >= 400 && response.status < 500) notes.body = await response.clone().text().catch(() => undefined);
    return response;
  };
}

/** The Authorization header a URL's `user:password@` is sent as (HTTP Basic, RFC 7617), or undefined. */
export function basicAuth(url: string): {url: string; header: string} | undefined {
  const u = new URL(url);
  if (!u.username && !u.password) return undefined;
  const header = `Basic ${Buffer.from(`${decodeURIComponent(u.username)}:${decodeURIComponent(u.password)}`).toString('base64')}`;
  u.username = '';
  u.password = '';
  return {url: u.toString(), header};
}

function transportFor(target: Target, notes: ReadNotes, sse = false): Transport {
  if ('stdio' in target) {
    return new GroupStdioTransport(target.stdio);
  }
  // fetch refuses a URL with credentials in it: they go as the header HTTP clients send for them, unless one is given
  const basic = basicAuth(target.url);
  const given = Object.keys(target.headers).some((name) => name.toLowerCase() === 'authorization');
  const headers = basic && !given ? {...target.headers, Authorization: basic.header} : target.headers;
  const options = {requestInit: {headers}, fetch: watchingFetch(notes)};
  const url = new URL(basic?.url ?? target.url);
  return sse ? new SSEClientTransport(url, options) : new StreamableHTTPClientTransport(url, options);
}

/** Ends a connection: an HTTP session is ended too (a server that keeps none answers 405, which is fine). */
async function closeAll(client: Client, transport: Watched) {
  if (transport.inner instanceof StreamableHTTPClientTransport && transport.inner.sessionId) await transport.inner.terminateSession().catch(() => {});
  await client.close().catch(() => {});
}

/**
 * Opens a connection as the specification tells a dual-era client to (the
 * SDK's `auto` mode): `server/discover` first, bounded to a third of the time
 * left so a silent server keeps time for `initialize`; then `initialize` when
 * the answer is no 2026-07-28 (an error that is not a modern one, a 400 without
 * one, or on stdio no answer). The HTTP+SSE transport predates 2026-07-28 and
 * opens with `initialize`. Some servers end when asked anything before
 * `initialize`: one that does is started again and opened with it.
 */
async function open(target: Target, notes: ReadNotes, deadline: number, out: string[], sse: boolean) {
  const timeout = () => Math.max(1, deadline - Date.now());
  let transport = new Watched(transportFor(target, notes, sse));
  const probe = {timeoutMs: Math.max(1, Math.min(PROBE_MS, Math.round(timeout() / 3)))};
  let client = new Client(CLIENT_INFO, sse ? {} : {versionNegotiation: {mode: 'auto', probe}});
  try {
    await client.connect(transport, {timeout: timeout()});
  } catch (error) {
    const ended = transport.inner instanceof GroupStdioTransport && transport.inner.endedByItself;
    if (!ended || !(error instanceof SdkError) || error.code !== SdkErrorCode.EraNegotiationFailed) throw Object.assign(error as Error, {transport});
    // the SDK's own stdio transport would probe on a second process; ours probes in place, so a server that exits is started again
    out.push('the server exited when asked server/discover before initialize, as some servers of the older revisions do; it was started again and opened with initialize');
    transport = new Watched(transportFor(target, notes));
    client = new Client(CLIENT_INFO);
    await client.connect(transport, {timeout: timeout()}).catch((e: Error) => Promise.reject(Object.assign(e, {transport})));
  }
  return {client, transport};
}

/** The lists a server's capabilities promise, with the list call each needs; templates are not promised by any. */
const LISTS = [
  {method: 'tools/list', key: 'tools', noun: 'tools', capability: 'tools', required: true},
  {method: 'prompts/list', key: 'prompts', noun: 'prompts', capability: 'prompts', required: true},
  {method: 'resources/list', key: 'resources', noun: 'resources', capability: 'resources', required: true},
  {method: 'resources/templates/list', key: 'resourceTemplates', noun: 'resource templates', capability: 'resources', required: false},
] as const;

/** Every item of every list the capabilities promise. */
async function readLists(client: Client, transport: Watched, caps: Raw, notes: ReadNotes, deadline: number, out: string[]) {
  const lists: Record<string, Raw[]> = {};
  for (const {method, key, noun, capability, required} of LISTS) {
    lists[key] = [];
    if (!caps[capability]) continue;
    notes.step = method;
    const seen = new Set<string>();
    let cursor: string | undefined;
    for (let page = 1; ; page++) {
      transport.serverError = undefined;
      try {
        await client.request({method, params: cursor === undefined ? {} : {cursor}}, {timeout: Math.max(1, deadline - Date.now())});
      } catch (error) {
        if ((transport.serverError as Refusal | undefined)?.code !== -32601) throw error;
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
  return lists;
}

/**
 * What the opening settled. Modern: server/discover lists the revisions (the
 * SDK's servers list only 2026-07-28 and later there). Legacy: the server gave
 * no sign of 2026-07-28, and answered `initialize` with the revision offered
 * if it has it (MUST), another if not.
 */
function openingRevisions(client: Client, opening: Raw): Revisions {
  const spoken = client.getNegotiatedProtocolVersion() ?? '';
  if (client.getProtocolEra() === 'modern') {
    const listed = (opening.supportedVersions as string[] | undefined) ?? [spoken];
    return settle({supported: listed, unsupported: []}, {unsupported: MODERN_REVISIONS.filter((v) => !listed.includes(v))});
  }
  return settle({supported: [spoken], unsupported: []}, {unsupported: [...MODERN_REVISIONS, ...(spoken === LEGACY_REVISIONS[0] ? [] : [LEGACY_REVISIONS[0]])]});
}

/**
 * Offers one older revision in `initialize`, on a connection of its own:
 * supported when the server answers with it; not when it answers another, or
 * refuses naming the revisions it has (-32022, as a server of 2026-07-28 only
 * does); nothing settled when it cannot tell (no answer in time, an error).
 */
async function offer(target: Target, version: string, deadline: number): Promise<Partial<Revisions>> {
  const notes: ReadNotes = {stderr: '', step: 'initialize'};
  const transport = new Watched(transportFor(target, notes));
  const client = new Client(CLIENT_INFO, {supportedProtocolVersions: [version]});
  try {
    await client.connect(transport, {timeout: Math.max(1, deadline - Date.now())});
    return {supported: [version]};
  } catch {
    const answered = transport.opening?.protocolVersion;
    if (typeof answered === 'string') return {supported: [answered], unsupported: [version]};
    const named = (refusalOf(transport.serverError, notes)?.data as {supported?: unknown} | undefined)?.supported;
    if (!Array.isArray(named) || !named.every((v) => typeof v === 'string')) return {};
    return {supported: named, unsupported: [version, ...LEGACY_REVISIONS.filter((v) => !named.includes(v))]};
  } finally {
    await closeAll(client, transport);
  }
}

/**
 * Which older revisions to offer beyond what the opening settles: every one
 * (a snapshot's whole record; on stdio each offer starts the server again),
 * or those named (the docs' own list, so a revision they promise that the
 * server dropped is found).
 */
export type Offers = 'all' | readonly string[];

/**
 * Settles the older revisions the opening left open by offering each wanted.
 * After a modern opening one offer comes first, as a server of 2026-07-28 only
 * names all it has in its refusal; the rest go side by side. None over
 * HTTP+SSE: a server there may serve one stream at a time and send an answer
 * down the next connection (figma-developer-mcp does), which would settle a
 * revision wrongly.
 */
async function offerEach(target: Target, known: Revisions, wanted: Offers, deadline: number, modern: boolean): Promise<Revisions> {
  const open = () => unsettled(known).filter((v) => LEGACY_REVISIONS.includes(v) && (wanted === 'all' || wanted.includes(v)));
  if (modern && open().length) known = settle(known, await offer(target, open()[0], deadline));
  for (const found of await Promise.all(open().map((v) => offer(target, v, deadline)))) known = settle(known, found);
  return known;
}

/** One connection: the opening, every list its capabilities promise, then close; then the revisions. */
async function readOnce(target: Target, notes: ReadNotes, timeoutMs: number, offers: Offers, deadline: number, out: string[], sse = false): Promise<Surface> {
  let transport: Watched | undefined;
  let client: Client | undefined;
  notes.step = 'initialize';
  try {
    ({client, transport} = await open(target, notes, deadline, out, sse));
    const opening = transport.opening ?? {};
    const caps = (opening.capabilities ?? client.getServerCapabilities() ?? {}) as Raw;
    const lists = await readLists(client, transport, caps, notes, deadline, out);
    const modern = client.getProtocolEra() === 'modern';
    const serverInfo = (modern ? (opening._meta as Raw | undefined)?.[SERVER_INFO_META_KEY] : opening.serverInfo) ?? client.getServerVersion() ?? {};
    const instructions = (opening.instructions as string | undefined) ?? client.getInstructions();
    const spoken = openingRevisions(client, opening);
    const protocolVersion = client.getNegotiatedProtocolVersion() ?? '';
    await closeAll(client, transport);
    const protocolVersions = sse ? spoken : await offerEach(target, spoken, offers, deadline, modern);
    const server: ServerFacts = {
      serverInfo: serverInfo as ServerFacts['serverInfo'],
      protocolVersion,
      protocolVersions,
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
    const watched = transport ?? (error as {transport?: Watched}).transport;
    if (watched?.inner instanceof GroupStdioTransport) notes.stderr = await watched.inner.stderrTail();
    throw new ReferenceReadError(explain(error, notes, timeoutMs, watched?.lastResult, watched?.serverError));
  } finally {
    if (client && transport) await closeAll(client, transport);
    const skipped = transport?.inner instanceof GroupStdioTransport ? transport.inner.skipped : undefined;
    if (skipped?.count) {
      out.push(`skipped ${skipped.count} line${skipped.count > 1 ? 's' : ''} on the server's stdout that ${skipped.count > 1 ? 'are' : 'is'} not JSON-RPC (the first: ${JSON.stringify(skipped.first)}); MCP's stdio transport carries only messages there, so logs belong on stderr`);
    }
  }
}

/** Connects, reads the whole surface and the revisions (offering `offers`), disconnects. */
export async function readServer(target: Target, timeoutMs = 30_000, offers: Offers = 'all'): Promise<ReadResult> {
  const deadline = Date.now() + timeoutMs;
  const notes: ReadNotes = {stderr: '', step: 'initialize', ...('url' in target ? {host: new URL(target.url).host} : {})};
  const out: string[] = [];
  try {
    return {surface: await readOnce(target, notes, timeoutMs, offers, deadline, out), notes: out};
  } catch (error) {
    // Streamable HTTP refused initialize with a 4xx: the specification's backward compatibility
    // says to try a GET for the 2024-11-05 HTTP+SSE transport's stream at the same URL
    const status = notes.status ?? 0;
    if (!('url' in target) || notes.step !== 'initialize' || status < 400 || status >= 500 || status === 401 || status === 403) throw error;
    const sseNotes: ReadNotes = {stderr: '', step: 'initialize', host: notes.host};
    try {
      const surface = await readOnce(target, sseNotes, timeoutMs, offers, deadline, out, true);
      out.unshift(`this endpoint speaks the 2024-11-05 HTTP+SSE transport (a GET stream and POSTed messages), which MCP replaced with Streamable HTTP in 2025-03-26; it was read with the SDK's SSE client`);
      return {surface, notes: out};
    } catch (sseError) {
      if (sseNotes.eventStream) throw sseError;
      throw new ReferenceReadError(`${(error as Error).message}; nor does a GET there open an HTTP+SSE stream (the 2024-11-05 transport)`);
    }
  }
}
