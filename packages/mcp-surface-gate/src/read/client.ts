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
import {explain, ReferenceReadError, refusalOf, type ReadTrace, type Refusal} from './readErrors';
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
  /** Requests sent and not yet answered, by id: the last names what a timeout left unanswered. */
  readonly pending = new Map<string | number, string>();
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: <T extends JSONRPCMessage>(message: T, extra?: MessageExtraInfo) => void;
  constructor(readonly inner: Transport) {
    inner.onclose = () => this.onclose?.();
    inner.onerror = (e) => this.onerror?.(e);
    inner.onmessage = (m, extra) => {
      if ('id' in m && !('method' in m)) this.pending.delete(m.id as string | number);
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
  send = (message: JSONRPCMessage, options?: TransportSendOptions) => {
    if ('method' in message && 'id' in message) this.pending.set(message.id as string | number, message.method);
    return this.inner.send(message, options);
  };
  /** The request sent last that has no answer yet. */
  get unanswered(): string | undefined {
    return [...this.pending.values()].at(-1);
  }
  close = () => this.inner.close();
  setProtocolVersion = (version: string) => this.inner.setProtocolVersion?.(version);
  setSupportedProtocolVersions = (versions: string[]) => this.inner.setSupportedProtocolVersions?.(versions);
}

/** Whether fetch failed on a kept-alive connection the server closed as it was reused (nothing was answered: safe to send again). */
const reusedClosed = (error: unknown) => ['UND_ERR_SOCKET', 'ECONNRESET'].includes((error as {cause?: {code?: string}})?.cause?.code ?? '');

/** A fetch that remembers the last response's status, content type, and the body of a refusal (what a 401 asks for, a JSON-RPC error). */
function watchingFetch(trace: ReadTrace): typeof fetch {
  return async (url, init) => {
    const response = await fetch(url, init).catch((error) => (reusedClosed(error) ? fetch(url, init) : Promise.reject(error)));
    trace.http = `HTTP ${response.status} ${response.headers.get('content-type') ?? 'without a content type'}`;
    trace.status = response.status;
    if (response.ok && /text\/event-stream/.test(response.headers.get('content-type') ?? '')) trace.eventStream = true;
    if (response.status === 401) trace.authenticate = response.headers.get('www-authenticate') ?? undefined;
    if (response.status >= 400 && response.status < 500) trace.body = await response.clone().text().catch(() => undefined);
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

function transportFor(target: Target, trace: ReadTrace, sse = false): Transport {
  if ('stdio' in target) {
    return new GroupStdioTransport(target.stdio);
  }
  // fetch refuses a URL with credentials in it: they go as the header HTTP clients send for them, unless one is given
  const basic = basicAuth(target.url);
  const given = Object.keys(target.headers).some((name) => name.toLowerCase() === 'authorization');
  const headers = basic && !given ? {...target.headers, Authorization: basic.header} : target.headers;
  const options = {requestInit: {headers}, fetch: watchingFetch(trace)};
  const url = new URL(basic?.url ?? target.url);
  return sse ? new SSEClientTransport(url, options) : new StreamableHTTPClientTransport(url, options);
}

/**
 * One read, as every step of it is given it: the server, the time (`deadline`,
 * and `signal`, which aborts every request still waiting then), the revisions
 * to offer, and what it gathers on the way.
 */
interface Read {
  target: Target;
  /** --timeout, as a timeout's words name it. */
  timeoutMs: number;
  deadline: number;
  signal: AbortSignal;
  offers: Offers;
  /** Over the 2024-11-05 HTTP+SSE transport, found after Streamable HTTP was refused. */
  sse: boolean;
  /** What the reader saw on the way, for the line saying why it failed (readErrors.ts). */
  trace: ReadTrace;
  /** What it worked around, one line each: the report's notes. */
  notes: string[];
  /** Every connection of the opening (a second when the server is started again), the last the one in use: all closed when the opening ends. */
  connections: Connection[];
}

/** What is left of a read's time, and the options that hold each request to it. */
const left = (read: Read) => Math.max(1, read.deadline - Date.now());
const bounded = (read: Read) => ({timeout: left(read), signal: read.signal});

/** A client and its watched transport, closed one way: an HTTP session is ended too (a server that keeps none answers 405, which is fine). */
class Connection {
  readonly transport: Watched;
  private closing?: Promise<void>;
  constructor(target: Target, trace: ReadTrace, readonly client: Client, sse = false) {
    this.transport = new Watched(transportFor(target, trace, sse));
  }
  close(): Promise<void> {
    this.closing ??= (async () => {
      const inner = this.transport.inner;
      if (inner instanceof StreamableHTTPClientTransport && inner.sessionId) await inner.terminateSession().catch(() => {});
      await this.client.close().catch(() => {});
    })();
    return this.closing;
  }
  /** Lines the server wrote on stdout that are not JSON-RPC. */
  get skipped() {
    return this.transport.inner instanceof GroupStdioTransport ? this.transport.inner.skipped : undefined;
  }
}

/**
 * Opens a connection as the specification tells a dual-era client to (the
 * SDK's `auto` mode): `server/discover` first, then `initialize` when the
 * answer is no 2026-07-28 (an error that is not a modern one, a 400 without
 * one, or on stdio no answer: there the probe waits a third of the time left,
 * 10 s at most, so a silent server keeps time for `initialize`; over HTTP an
 * older server answers with a 4xx, and silence is only silence). The HTTP+SSE
 * transport predates 2026-07-28 and opens with `initialize`. Some servers end
 * when asked anything before `initialize`: one that does is started again and
 * opened with it.
 */
async function open(read: Read): Promise<Connection> {
  const {target, trace, sse} = read;
  const probe = {timeoutMs: 'stdio' in target ? Math.min(PROBE_MS, Math.round(left(read) / 3)) : left(read)};
  const first = new Connection(target, trace, new Client(CLIENT_INFO, sse ? {} : {versionNegotiation: {mode: 'auto', probe}}), sse);
  read.connections.push(first);
  try {
    await first.client.connect(first.transport, bounded(read));
    return first;
  } catch (error) {
    const inner = first.transport.inner;
    const exited = inner instanceof GroupStdioTransport && inner.endedByItself && error instanceof SdkError && error.code === SdkErrorCode.EraNegotiationFailed;
    if (!exited) throw error;
  }
  // the SDK's own stdio transport would probe on a second process; ours probes in place, so a server that exits is started again
  read.notes.push('the server exited when asked server/discover before initialize, as some servers of the older revisions do; it was started again and opened with initialize');
  await first.close();
  const again = new Connection(target, trace, new Client(CLIENT_INFO));
  read.connections.push(again);
  await again.client.connect(again.transport, bounded(read));
  return again;
}

/** The lists a server's capabilities promise, with the list call each needs; templates are not promised by any. */
const LISTS = [
  {method: 'tools/list', key: 'tools', noun: 'tools', capability: 'tools', required: true},
  {method: 'prompts/list', key: 'prompts', noun: 'prompts', capability: 'prompts', required: true},
  {method: 'resources/list', key: 'resources', noun: 'resources', capability: 'resources', required: true},
  {method: 'resources/templates/list', key: 'resourceTemplates', noun: 'resource templates', capability: 'resources', required: false},
] as const;

/** Every item of every list the capabilities promise. */
async function readLists(read: Read, {client, transport}: Connection, caps: Raw) {
  const lists: Record<string, Raw[]> = {};
  for (const {method, key, noun, capability, required} of LISTS) {
    lists[key] = [];
    if (!caps[capability]) continue;
    read.trace.step = method;
    const seen = new Set<string>();
    let cursor: string | undefined;
    for (let page = 1; ; page++) {
      transport.serverError = undefined;
      try {
        await client.request({method, params: cursor === undefined ? {} : {cursor}}, bounded(read));
      } catch (error) {
        if ((transport.serverError as Refusal | undefined)?.code !== -32601) throw error;
        if (required) throw new ReferenceReadError(`the server declares the ${capability} capability but answers ${method} with -32601 Method not found, so its ${noun} cannot be listed`);
        read.notes.push(`${method} answered -32601 Method not found: read as no ${noun} (no capability requires that list)`);
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
 * `lost` says the server went without answering, having exited or found its
 * port taken: beside another copy, it may have lost a port or a lock to it.
 */
async function offer(read: Read, version: string): Promise<{found: Partial<Revisions>; lost: boolean}> {
  const trace: ReadTrace = {stderr: '', step: 'initialize'};
  const connection = new Connection(read.target, trace, new Client(CLIENT_INFO, {supportedProtocolVersions: [version]}));
  const {transport, client} = connection;
  try {
    await client.connect(transport, bounded(read));
    return {found: {supported: [version]}, lost: false};
  } catch {
    const answered = transport.opening?.protocolVersion;
    if (typeof answered === 'string') return {found: {supported: [answered], unsupported: [version]}, lost: false};
    const named = (refusalOf(transport.serverError, trace)?.data as {supported?: unknown} | undefined)?.supported;
    if (Array.isArray(named) && named.every((v) => typeof v === 'string')) return {found: {supported: named, unsupported: [version, ...LEGACY_REVISIONS.filter((v) => !named.includes(v))]}, lost: false};
    const inner = transport.inner;
    return {found: {}, lost: inner instanceof GroupStdioTransport && (inner.endedByItself || /EADDRINUSE/.test(await inner.stderrTail()))};
  } finally {
    await connection.close();
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
 * names all it has in its refusal; the rest go side by side, and one whose
 * server went without answering there (a server on a fixed port: the copies
 * beside it find the port taken) is offered again alone. None over HTTP+SSE: a
 * server there may serve one stream at a time and send an answer down the
 * next connection (figma-developer-mcp does), which would settle a revision
 * wrongly.
 */
async function offerEach(read: Read, known: Revisions, modern: boolean): Promise<Revisions> {
  const wanted = () => unsettled(known).filter((v) => LEGACY_REVISIONS.includes(v) && (read.offers === 'all' || read.offers.includes(v)));
  if (modern && wanted().length) known = settle(known, (await offer(read, wanted()[0])).found);
  const together = wanted();
  const answers = await Promise.all(together.map((v) => offer(read, v)));
  for (const {found} of answers) known = settle(known, found);
  const again = together.length > 1 ? together.filter((v, i) => answers[i].lost) : [];
  for (const version of again) if (wanted().includes(version)) known = settle(known, (await offer(read, version)).found);
  return known;
}

/** What the one connection of a read showed: its opening and its lists. */
interface Opened {
  server: Omit<ServerFacts, 'protocolVersions'>;
  spoken: Revisions;
  modern: boolean;
  lists: Record<string, Raw[]>;
}

/** The opening and every list its capabilities promise, on one connection. */
async function readOpening(read: Read): Promise<Opened> {
  const connection = await open(read);
  const {client, transport} = connection;
  const opening = transport.opening ?? {};
  const capabilities = (opening.capabilities ?? client.getServerCapabilities() ?? {}) as Raw;
  const lists = await readLists(read, connection, capabilities);
  const modern = client.getProtocolEra() === 'modern';
  const serverInfo = (modern ? (opening._meta as Raw | undefined)?.[SERVER_INFO_META_KEY] : opening.serverInfo) ?? client.getServerVersion() ?? {};
  const instructions = (opening.instructions as string | undefined) ?? client.getInstructions();
  return {
    server: {serverInfo: serverInfo as ServerFacts['serverInfo'], protocolVersion: client.getNegotiatedProtocolVersion() ?? '', capabilities, ...(instructions ? {instructions} : {})},
    spoken: openingRevisions(client, opening),
    modern,
    lists,
  };
}

/** Why the opening failed, in one line: a timeout names the request left unanswered (server/discover, initialize or a list). */
async function failure(read: Read, error: unknown): Promise<Error> {
  if (error instanceof ReferenceReadError) return error;
  const transport = read.connections.at(-1)?.transport;
  if (error instanceof SdkError && error.code === SdkErrorCode.RequestTimeout) read.trace.step = transport?.unanswered ?? read.trace.step;
  if (transport?.inner instanceof GroupStdioTransport) read.trace.stderr = await transport.inner.stderrTail();
  return new ReferenceReadError(explain(error, read.trace, read.timeoutMs, transport?.lastResult, transport?.serverError));
}

/** One read: the opening and the lists on one connection, closed however it ends; then the revisions, each on its own. */
async function readOnce(read: Read): Promise<Surface> {
  read.trace.step = 'initialize';
  let opened: Opened;
  try {
    opened = await readOpening(read);
  } catch (error) {
    throw await failure(read, error);
  } finally {
    await Promise.all(read.connections.map((c) => c.close()));
    const skipped = read.connections.at(-1)?.skipped;
    if (skipped?.count) {
      read.notes.push(`skipped ${skipped.count} line${skipped.count > 1 ? 's' : ''} on the server's stdout that ${skipped.count > 1 ? 'are' : 'is'} not JSON-RPC (the first: ${JSON.stringify(skipped.first)}); MCP's stdio transport carries only messages there, so logs belong on stderr`);
    }
  }
  const protocolVersions = read.sse ? opened.spoken : await offerEach(read, opened.spoken, opened.modern);
  const {tools, prompts, resources, resourceTemplates} = opened.lists as unknown as Pick<Surface, 'tools' | 'prompts' | 'resources' | 'resourceTemplates'>;
  return {server: {...opened.server, protocolVersions}, tools, prompts, resources, resourceTemplates};
}

/**
 * Connects, reads the whole surface and the revisions (offering `offers`), disconnects, all
 * within `timeoutMs`: a request still waiting then is given up, naming what went unanswered.
 */
export async function readServer(target: Target, timeoutMs = 30_000, offers: Offers = 'all'): Promise<ReadResult> {
  const deadline = Date.now() + timeoutMs;
  const stop = new AbortController();
  const timer = setTimeout(() => stop.abort(new SdkError(SdkErrorCode.RequestTimeout, `no answer within ${timeoutMs / 1000} s`)), timeoutMs);
  const notes: string[] = [];
  const host = 'url' in target ? {host: new URL(target.url).host} : {};
  const start = (sse: boolean): Read => ({target, timeoutMs, deadline, signal: stop.signal, offers, sse, trace: {stderr: '', step: 'initialize', ...host}, notes, connections: []});
  const first = start(false);
  try {
    return {surface: await readOnce(first), notes};
  } catch (error) {
    // Streamable HTTP refused initialize with a 4xx: the specification's backward compatibility
    // says to try a GET for the 2024-11-05 HTTP+SSE transport's stream at the same URL
    const status = first.trace.status ?? 0;
    if (!('url' in target) || first.trace.step !== 'initialize' || status < 400 || status >= 500 || status === 401 || status === 403) throw error;
    const sse = start(true);
    try {
      const surface = await readOnce(sse);
      notes.unshift(`this endpoint speaks the 2024-11-05 HTTP+SSE transport (a GET stream and POSTed messages), which MCP replaced with Streamable HTTP in 2025-03-26; it was read with the SDK's SSE client`);
      return {surface, notes};
    } catch (sseError) {
      if (sse.trace.eventStream) throw sseError;
      throw new ReferenceReadError(`${(error as Error).message}; nor does a GET there open an HTTP+SSE stream (the 2024-11-05 transport)`);
    }
  } finally {
    clearTimeout(timer);
  }
}
