/**
 * Why a read failed, as one line naming the call that failed and what the
 * server, the network or the SDK said: the server's own JSON-RPC error, Node's
 * error line of a server that crashed (not the version banner Node prints
 * last), an endpoint that wants credentials, a name or certificate refused.
 */
import {SdkError, SdkErrorCode, specTypeSchemas} from '@modelcontextprotocol/client';

export class ReferenceReadError extends Error {}

/** A JSON-RPC error a server answered with. */
export interface Refusal {
  code: number;
  message: string;
  data?: unknown;
}

/** What the reader saw on the way, for the line that says why a read failed: the call under way, the server's stderr, the last HTTP answer. */
export interface ReadTrace {
  /** The call under way: the one left unanswered when the read fails. */
  step: string;
  stderr: string;
  host?: string;
  http?: string;
  status?: number;
  /** A 401's WWW-Authenticate header; the body of the last 4xx. */
  authenticate?: string;
  body?: string;
  /** A GET opened an event stream (the HTTP+SSE transport answers so). */
  eventStream?: boolean;
}


/** Lines Node prints after an uncaught exception's message: its stack, the source excerpt and its file:line, the error's fields, its version. */
const TRAILER = /^(at .*|\^+|[{}[\]]|[a-z]\w*: (['"[{]|-?\d|true|false|null|undefined).*|Node\.js v\d.*|node:internal.*|throw .*|Emitted 'error' event.*|\S+:\d+)$/;
/** An error as Node prints it (`TypeError: fetch failed`), perhaps after words of the server's own (`Fatal error in main(): `). */
const ERROR = /(?:^|[\s(:])((?:Uncaught )?(?:[A-Z][\w$]*)?(?:Error|Exception)(?: \[[\w-]+\])?: (.*))$/;
/** The error under it, as Node prints an error's `cause`. */
const CAUSE = /^\[cause\]: /;
/** Longer than this, a line is source code a runner printed (jiti shows a line of its bundle), never a message; what a server says is kept up to it. */
const SOURCE_LINE = 1000;

/** Text on one line, cut at `max` characters with a mark saying how long it was. */
function oneLine(text: string, max = SOURCE_LINE): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max)} [cut: ${flat.length.toLocaleString('en-GB')} characters in all]` : flat;
}

/**
 * The line of a server's stderr that says what went wrong: the last line, or
 * when the server crashed and Node wrote its stack, fields and version after
 * the message, the error above them (`Error: Cannot find module …`), with the
 * error it names as its cause (`fetch failed: getaddrinfo ENOTFOUND host`).
 * A runner's source line is never the reason.
 */
export function errorLine(stderr: string): string {
  const lines = stderr.split('\n').map((l) => l.trim()).filter((l) => l && l.length <= SOURCE_LINE);
  const last = lines.at(-1) ?? '';
  if (!TRAILER.test(last)) return oneLine(last);
  const at = lines.length - 1 - [...lines].reverse().findIndex((l) => ERROR.test(l) && !CAUSE.test(l));
  if (at >= lines.length) return oneLine([...lines].reverse().find((l) => !TRAILER.test(l)) ?? '');
  const [, error, message] = ERROR.exec(lines[at])!;
  const causes = lines.slice(at + 1).filter((l) => CAUSE.test(l)).map((l) => ERROR.exec(l)?.[2] ?? l.replace(CAUSE, ''));
  return oneLine(causes.length ? [message, ...causes].join(': ') : error);
}

/** The network's error under the SDK's and fetch's wrappers (each keeps the one below as `cause`). */
function rootCause(error: unknown): {code?: string; message?: string} {
  let e = error as {code?: unknown; cause?: unknown; message?: string};
  for (let i = 0; i < 5 && e?.cause && (typeof e.code !== 'string' || e instanceof SdkError); i++) e = e.cause as typeof e;
  return {code: typeof e?.code === 'string' && !(e instanceof SdkError) ? e.code : undefined, message: e?.message};
}

/** The error the server answered with: in a JSON-RPC response, or as the body of an HTTP 4xx (where the SDK's transport keeps only the status). */
export function refusalOf(answered: Refusal | undefined, trace: ReadTrace): Refusal | undefined {
  if (answered) return answered;
  try {
    const error = JSON.parse(trace.body ?? '')?.error;
    return typeof error?.code === 'number' ? error : undefined;
  } catch {
    return undefined;
  }
}

/** The SDK's schema of each list's result, to name the item a result the SDK refused stumbles on. */
const RESULT_SCHEMAS: Record<string, keyof typeof specTypeSchemas> = {
  'tools/list': 'ListToolsResult',
  'prompts/list': 'ListPromptsResult',
  'resources/list': 'ListResourcesResult',
  'resources/templates/list': 'ListResourceTemplatesResult',
};

/** Why the SDK refused a result, as one line naming the item by its name, not its place in the list. */
function schemaIssue(error: unknown, step: string, result: Record<string, unknown> | undefined): string | undefined {
  if (!(error instanceof SdkError) || error.code !== SdkErrorCode.InvalidResult || !result || !RESULT_SCHEMAS[step]) return undefined;
  const checked = specTypeSchemas[RESULT_SCHEMAS[step]]['~standard'].validate(result);
  const issues = 'issues' in checked ? (checked.issues as {path: (string | number)[]; message: string}[] | undefined) : undefined;
  if (!issues?.length) return undefined;
  const [{path, message}] = issues;
  const [key, index, ...rest] = path;
  const item = typeof index === 'number' ? (result?.[key as string] as {name?: unknown}[] | undefined)?.[index] : undefined;
  const noun: Record<string, string> = {tools: 'tool', prompts: 'prompt', resources: 'resource', resourceTemplates: 'resource template'};
  const who = item && noun[key as string] ? `${noun[key as string]} ${JSON.stringify(item.name ?? `number ${Number(index) + 1}`)}` : path.join('.') || 'the result';
  const where = item ? rest.join('.') : '';
  return `the ${step} result is not what the MCP schema allows: ${who}${where ? ` ${where}` : ''}: ${message.toLowerCase()}`;
}

/** What a 401 asks for, and how to give it. */
function unauthorised(trace: ReadTrace): string {
  const said = (() => {
    try {
      const body = JSON.parse(trace.body ?? '');
      return oneLine(String(body?.error?.message ?? body?.error_description ?? body?.error ?? body?.message ?? ''), 120);
    } catch {
      return trace.body && trace.body.length < 120 && !/</.test(trace.body) ? oneLine(trace.body) : '';
    }
  })();
  const header = trace.authenticate ? `, WWW-Authenticate: ${oneLine(trace.authenticate, 160)}` : '';
  const scheme = trace.authenticate ?? '';
  const how = /^Basic\b/i.test(scheme)
    ? 'it wants a user and password (HTTP Basic): give them in the URL, as http(s)://user:password@host/path (they are sent as Basic and shown as …)'
    : `${/^Bearer\b/i.test(scheme) ? 'it is protected by OAuth: get an access token from its authorisation server and pass it' : 'pass the credentials it expects'} with --header "Authorization: Bearer <token>" (or the header it names)`;
  return `the endpoint wants authorisation for ${trace.step} (HTTP 401${header}${said ? `; it said: ${said}` : ''}); ${how}`;
}

export function explain(error: unknown, trace: ReadTrace, timeoutMs: number, result?: Record<string, unknown>, serverError?: Refusal): string {
  const {step} = trace;
  const message = (error as Error)?.message ?? String(error);
  const said = errorLine(trace.stderr);
  const stderr = said ? ` (it said: ${said})` : '';
  const http = trace.host !== undefined;
  // the server answered the call with a JSON-RPC error of its own
  if (serverError && (error as {code?: unknown})?.code === serverError.code) {
    const own = oneLine(serverError.message);
    return `the server answered ${step} with an error of its own: ${serverError.code} ${JSON.stringify(own)}${said && !own.includes(said) && !said.includes(own) ? ` (it said: ${said})` : ''}`;
  }
  const sdk = error instanceof SdkError ? error.code : undefined;
  if (sdk === SdkErrorCode.RequestTimeout) return `no answer to ${step} within ${timeoutMs / 1000} s${stderr}`;
  if (!http && (sdk === SdkErrorCode.ConnectionClosed || /EPIPE|ECONNRESET/.test(message))) {
    return step === 'initialize' ? `the server exited before answering initialize${stderr}` : `the server exited during ${step}${stderr}`;
  }
  const issue = schemaIssue(error, step, result);
  if (issue && !(http && step === 'initialize')) return issue;
  if (!http) return `${step} failed: ${oneLine(message)}${stderr}`;
  const code = rootCause(error).code ?? '';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return `no host ${trace.host} is known (DNS: ${code}); check the address`;
  if (/CERT|TLS|SSL/.test(code)) {
    const why = /ALTNAME/.test(code) ? 'is for another host name; use the name the certificate names'
      : /EXPIRED/.test(code) ? 'has expired'
      : /SELF_SIGNED|UNABLE_TO|ISSUER/.test(code) ? 'is not signed by an authority Node trusts (NODE_EXTRA_CA_CERTS names more)'
      : 'was refused';
    return `the TLS certificate of ${trace.host} ${why} (${code})`;
  }
  if (code === 'ECONNREFUSED') return `nothing listens at that address (connection refused)`;
  if (trace.status === 401) return unauthorised(trace);
  if (trace.http && /^HTTP [45]/.test(trace.http)) return `the endpoint refused ${step} (${trace.http})`;
  if (/content type/i.test(message) || /Unexpected token|not valid JSON/i.test(message)) {
    return `the endpoint did not answer ${step} with MCP (${trace.http ?? oneLine(message)}); is this the server's MCP endpoint?`;
  }
  // JSON that is no JSON-RPC message: the SDK's parse error, as such or as the cause of a failed probe
  const unusable = [error, (error as {cause?: unknown})?.cause].some((e) => Array.isArray((e as {issues?: unknown})?.issues));
  if (issue || unusable) return `the endpoint answered initialize with JSON that is not MCP (${trace.http}); is this the server's MCP endpoint?`;
  if (/fetch failed/i.test(message)) return `nothing answers at that address (${code || rootCause(error).message || message})`;
  return `${step} failed: ${oneLine(message)}`;
}
