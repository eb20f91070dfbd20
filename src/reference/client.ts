/**
 * Reads a server's MCP surface with the official SDK's Client, over stdio or
 * Streamable HTTP: `initialize`, then tools/list, prompts/list, resources/list
 * and resources/templates/list, following `nextCursor` with a loop guard and
 * a cap. Every failure is a ReferenceReadError with one line saying what happened.
 */
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StreamableHTTPClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type {Transport} from '@modelcontextprotocol/sdk/shared/transport.js';
import {
  ListPromptsResultSchema,
  ListResourcesResultSchema,
  ListResourceTemplatesResultSchema,
  ListToolsResultSchema,
  type JSONRPCMessage,
} from '@modelcontextprotocol/sdk/types.js';
import type {Surface} from './surface';
import {GroupStdioTransport} from './stdio';

export type Target = {stdio: string} | {url: string; headers: Record<string, string>};

/** More than this in one list is not a surface a documentation site can carry. */
export const MAX_ITEMS = 1000;
/** Pages read from one list before giving up. */
export const MAX_PAGES = 100;

export class ReferenceReadError extends Error {}

/**
 * The transport, wrapped to see the protocol version the client settles on and
 * each result as sent: the SDK checks a result against its schemas but drops
 * fields they do not name (a prompt argument's `title`, for one).
 */
class Watched implements Transport {
  protocolVersion?: string;
  lastResult?: Record<string, unknown>;
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;
  constructor(readonly inner: Transport) {
    inner.onclose = () => this.onclose?.();
    inner.onerror = (e) => this.onerror?.(e);
    inner.onmessage = (m) => {
      if ('result' in m) this.lastResult = m.result as Record<string, unknown>;
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

function transportFor(target: Target, notes: {stderr: string; http?: string; host?: string}): Transport {
  if ('stdio' in target) {
    return new GroupStdioTransport(target.stdio, (chunk) => {
      notes.stderr = (notes.stderr + chunk).slice(-2000);
    });
  }
  return new StreamableHTTPClientTransport(new URL(target.url), {
    requestInit: {headers: target.headers},
    fetch: async (url, init) => {
      const response = await fetch(url, init);
      notes.http = `HTTP ${response.status} ${response.headers.get('content-type') ?? 'without a content type'}`;
      return response;
    },
  });
}

/** The last line the server wrote to stderr, for an error message. */
const lastLine = (text: string) => text.trim().split('\n').pop()?.trim().slice(0, 200) ?? '';

/** The deepest cause of an error (fetch wraps the network's error in `cause`). */
function rootCause(error: unknown): {code?: string; message?: string} {
  let e = error as {code?: unknown; cause?: unknown; message?: string};
  for (let i = 0; i < 5 && e?.cause && typeof e.code !== 'string'; i++) e = e.cause as typeof e;
  return {code: typeof e?.code === 'string' ? e.code : undefined, message: e?.message};
}

/** A schema error (Zod's, from the SDK's check of a result) as one line naming the item by its name, not its place in the list. */
function schemaIssue(error: unknown, step: string, result: Record<string, unknown> | undefined): string | undefined {
  const issues = (error as {issues?: {path: (string | number)[]; message: string}[]})?.issues;
  if (!Array.isArray(issues) || !issues.length) return undefined;
  const [{path, message}] = issues;
  const [key, index, ...rest] = path;
  const item = typeof index === 'number' ? (result?.[key as string] as {name?: unknown}[] | undefined)?.[index] : undefined;
  const noun: Record<string, string> = {tools: 'tool', prompts: 'prompt', resources: 'resource', resourceTemplates: 'resource template'};
  const who = item && noun[key as string] ? `${noun[key as string]} ${JSON.stringify(item.name ?? `number ${Number(index) + 1}`)}` : path.join('.') || 'the result';
  const where = item ? rest.join('.') : '';
  return `the ${step} result is not what the MCP schema allows: ${who}${where ? ` ${where}` : ''}: ${message.toLowerCase()}`;
}

function explain(error: unknown, step: string, timeoutMs: number, notes: {stderr: string; http?: string; host?: string}, result?: Record<string, unknown>): string {
  const message = (error as Error)?.message ?? String(error);
  const said = lastLine(notes.stderr);
  const stderr = said ? ` (it said: ${said})` : '';
  const cause = rootCause(error);
  const code = cause.code ?? '';
  if (/timed out/i.test(message)) return `no answer to ${step} within ${timeoutMs / 1000} s${stderr}`;
  if (/connection closed/i.test(message) || /EPIPE|ECONNRESET/.test(message)) {
    return step === 'initialize'
      ? `the server exited before answering initialize${stderr}`
      : `the server exited during ${step}${stderr}`;
  }
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return `no host ${notes.host} is known (DNS: ${code}); check the address`;
  if (/CERT|TLS|SSL/.test(code)) {
    const why = /ALTNAME/.test(code) ? 'is for another host name; use the name the certificate names'
      : /EXPIRED/.test(code) ? 'has expired'
      : /SELF_SIGNED|UNABLE_TO|ISSUER/.test(code) ? 'is not signed by an authority Node trusts (NODE_EXTRA_CA_CERTS names more)'
      : 'was refused';
    return `the TLS certificate of ${notes.host} ${why} (${code})`;
  }
  if (code === 'ECONNREFUSED' || /ECONNREFUSED/.test(message)) return `nothing listens at that address (connection refused)`;
  if (notes.http && /^HTTP [45]/.test(notes.http)) return `the endpoint refused ${step} (${notes.http})`;
  if (/content type/i.test(message) || /Unexpected token|not valid JSON/i.test(message)) {
    return `the endpoint did not answer ${step} with MCP (${notes.http ?? message}); is this the server's MCP endpoint?`;
  }
  const issue = schemaIssue(error, step, result);
  if (issue && step === 'initialize' && notes.http) return `the endpoint answered initialize with JSON that is not MCP (${notes.http}); is this the server's MCP endpoint?`;
  if (issue) return issue;
  if (/fetch failed/i.test(message)) return `nothing answers at that address (${code || cause.message || message})`;
  return `${step} failed: ${message.replace(/\s+/g, ' ').slice(0, 200)}${stderr}`;
}

/** Connects, reads the whole surface, disconnects. */
export async function readServerSurface(target: Target, timeoutMs = 30_000): Promise<Surface> {
  const notes: {stderr: string; http?: string; host?: string} = {stderr: '', ...('url' in target ? {host: new URL(target.url).host} : {})};
  const transport = new Watched(transportFor(target, notes));
  const client = new Client({name: 'companylens-docs-reference', version: '1.0.0'});
  const deadline = Date.now() + timeoutMs;
  const timeout = () => Math.max(1, deadline - Date.now());
  let step = 'initialize';
  try {
    await client.connect(transport, {timeout: timeout()});
    const caps = client.getServerCapabilities() ?? {};
    const list = async <K extends string>(
      method: string,
      schema: Parameters<Client['request']>[1],
      key: K,
      noun: string,
      enabled: boolean,
    ): Promise<Record<string, unknown>[]> => {
      if (!enabled) return [];
      step = method;
      const items: Record<string, unknown>[] = [];
      const seen = new Set<string>();
      let cursor: string | undefined;
      for (let page = 1; ; page++) {
        await client.request({method, params: cursor === undefined ? {} : {cursor}}, schema, {timeout: timeout()});
        const result = transport.lastResult!;
        items.push(...(result[key] as Record<string, unknown>[]));
        if (items.length > MAX_ITEMS) throw new ReferenceReadError(`${method} lists more than ${MAX_ITEMS} ${noun} (stopped after ${page} page${page > 1 ? 's' : ''}); the reference documents at most ${MAX_ITEMS}`);
        cursor = result.nextCursor as string | undefined;
        if (cursor === undefined) return items;
        if (seen.has(cursor)) throw new ReferenceReadError(`${method} sent cursor ${JSON.stringify(cursor).slice(0, 60)} a second time (a cursor loop) on page ${page + 1}`);
        if (page >= MAX_PAGES) throw new ReferenceReadError(`${method} still had more after ${MAX_PAGES} pages`);
        seen.add(cursor);
      }
    };
    const tools = await list('tools/list', ListToolsResultSchema, 'tools', 'tools', !!caps.tools);
    const prompts = await list('prompts/list', ListPromptsResultSchema, 'prompts', 'prompts', !!caps.prompts);
    const resources = await list('resources/list', ListResourcesResultSchema, 'resources', 'resources', !!caps.resources);
    const resourceTemplates = await list('resources/templates/list', ListResourceTemplatesResultSchema, 'resourceTemplates', 'resource templates', !!caps.resources);
    const info = client.getServerVersion()!;
    const instructions = client.getInstructions();
    return {
      server: {
        serverInfo: {name: info.name, ...(info.title ? {title: info.title} : {}), version: info.version},
        protocolVersion: transport.protocolVersion ?? '',
        capabilities: caps as Record<string, unknown>,
        ...(instructions ? {instructions} : {}),
      },
      tools: tools as unknown as Surface['tools'],
      prompts: prompts as unknown as Surface['prompts'],
      resources: resources as unknown as Surface['resources'],
      resourceTemplates: resourceTemplates as unknown as Surface['resourceTemplates'],
    };
  } catch (error) {
    if (error instanceof ReferenceReadError) throw error;
    throw new ReferenceReadError(explain(error, step, timeoutMs, notes, transport.lastResult));
  } finally {
    await client.close().catch(() => {});
  }
}
