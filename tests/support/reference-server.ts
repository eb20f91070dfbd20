/**
 * A stand-in CompanyLens server for the reference tests (tests/unit/reference-*.spec.ts),
 * built with the SDK's Server (v2) from the committed src/data/. Lists are paged (two
 * items a page) so the reader has to follow nextCursor.
 *
 *   --variant <name>   one change of a known class (VARIANTS) or one way to misbehave (MISBEHAVIOURS)
 *   --era <era>        legacy (the default): the revisions server.json names, opened with initialize,
 *                      as the documented server speaks; modern: 2026-07-28 only (initialize is refused
 *                      naming it); dual: both, as the SDK serves them (serveStdio, createMcpHandler)
 *   --http <port>      Streamable HTTP on 127.0.0.1 instead of stdio, at /mcp, and at /<variant>/mcp
 *                      for each of VARIANTS; with FIXTURE_API_KEY set, a request without that
 *                      `X-Api-Key` gets 401, and with FIXTURE_BASIC=user:password set, one
 *                      without those credentials sent as HTTP Basic
 *   --html <port>      an HTTP server on 127.0.0.1 that answers everything with an HTML page
 *   --child <tag>      also start a child process that runs until killed, with <tag> in its
 *                      arguments (the tests look for it to prove the server's group was ended)
 *   --detached <tag>   such a child in a session of its own (setsid, as Puppeteer starts Chrome)
 *   --bare <tag>       such a detached child, started with an empty environment
 *   --require-key <k>  tools/call answers as Companies House's 401 does unless COMPANIES_HOUSE_API_KEY is k
 *   --hold-port <port> also listen on 127.0.0.1:<port>, as a server with a second transport on a fixed
 *                      port does: a copy started while another holds it crashes (EADDRINUSE)
 *
 * tools/call answers with the recorded answer of the tool page's example whose arguments
 * the call's equal (src/plugins/try-it/generate.ts), and with an error result otherwise.
 */
import {spawn} from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import {createMcpHandler, ProtocolError, Server, WebStandardStreamableHTTPServerTransport} from '@modelcontextprotocol/server';
import {serveStdio, StdioServerTransport} from '@modelcontextprotocol/server/stdio';
import {tools, prompts, resourceTemplates} from '../../src/data/mcp';
import serverJson from '../../src/data/server.json';
import {toolExamples} from '../../src/plugins/try-it/generate';
import {fieldsOf, matchingExample} from '../../src/lib/tryIt/form';

type Json = Record<string, any>;
interface Fixture {
  info: Json;
  tools: Json[];
  prompts: Json[];
  resourceTemplates: Json[];
  /** Page size of every list, and whether the cursor ever ends. */
  pageSize: number;
  cursorLoop?: boolean;
}

const DOCS_DIR = new URL('../../docs', `file://${__dirname}/`).pathname;
let recorded: ReturnType<typeof toolExamples> | undefined;
const REQUIRED_KEY = process.argv.includes('--require-key') ? process.argv[process.argv.indexOf('--require-key') + 1] : undefined;

const tool = (f: Fixture, name: string) => f.tools.find((t) => t.name === name)!;
const input = (f: Fixture, name: string) => tool(f, name).inputSchema;

/** Each changes the committed surface in one way; the test names the class it expects. */
export const VARIANTS: Record<string, (f: Fixture) => void> = {
  same: () => {},
  'tool-removed': (f) => (f.tools = f.tools.filter((t) => t.name !== 'quick_financial_summary')),
  'tool-renamed': (f) => (tool(f, 'search_companies').name = 'find_companies'),
  'tool-added': (f) => f.tools.push({...structuredClone(tool(f, 'search_companies')), name: 'search_officers', title: 'Search officers'}),
  'required-param-added': (f) => {
    input(f, 'search_companies').properties.jurisdiction = {type: 'string', description: 'Jurisdiction key.'};
    input(f, 'search_companies').required.push('jurisdiction');
  },
  'optional-param-added': (f) => (input(f, 'search_companies').properties.jurisdiction = {type: 'string', description: 'Jurisdiction key.'}),
  'param-removed': (f) => delete input(f, 'search_companies').properties.active_only,
  'param-type-changed': (f) => (input(f, 'search_companies').properties.items_per_page.type = 'string'),
  'enum-value-removed': (f) => input(f, 'calculate_financial_ratios').properties.period.enum.pop(),
  'enum-value-added': (f) => input(f, 'calculate_financial_ratios').properties.period.enum.push('latest_interim'),
  'pattern-narrowed': (f) => (input(f, 'get_company_details').properties.company_number.pattern = '^[A-Z0-9]+$'),
  'maximum-narrowed': (f) => (input(f, 'search_companies').properties.items_per_page.maximum = 50),
  'maxlength-narrowed': (f) => (input(f, 'search_companies').properties.query.maxLength = 100),
  'output-field-removed': (f) => delete tool(f, 'search_companies').outputSchema.properties.total_results,
  'output-field-optional': (f) => {
    const out = tool(f, 'search_companies').outputSchema;
    out.required = out.required.filter((r: string) => r !== 'total_results');
  },
  'output-field-added': (f) => (tool(f, 'search_companies').outputSchema.properties.kind = {type: 'string', description: 'Result kind.'}),
  // inside a shared definition: both tools whose results use companyDetails lose the field
  'def-field-removed': (f) => {
    for (const t of f.tools) if (t.outputSchema.$defs?.companyDetails) delete t.outputSchema.$defs.companyDetails.properties.subtype;
  },
  'read-only-false': (f) => (tool(f, 'search_companies').annotations.readOnlyHint = false),
  'destructive-true': (f) => (tool(f, 'search_companies').annotations.destructiveHint = true),
  'description-changed': (f) => (tool(f, 'search_companies').description += ' Results are ranked by Companies House.'),
  'title-changed': (f) => (tool(f, 'search_companies').title = 'Find companies'),
  'param-description-changed': (f) => (input(f, 'search_companies').properties.query.description = 'A name or a number.'),
  'prompt-added': (f) => f.prompts.push({name: 'filing_health', title: 'Filing health', arguments: [{name: 'company_number', required: true}]}),
  'prompt-removed': (f) => f.prompts.pop(),
  'template-added': (f) =>
    f.resourceTemplates.push({uriTemplate: 'companylens://company/{company_number}/filings', name: 'company_filings', mimeType: 'application/json'}),
  'template-removed': (f) => f.resourceTemplates.pop(),
  'version-bumped': (f) => (f.info.version = '1.1.0'),
  // what the tests use to see a sync record a real entry: one of each class, under 1.1.0
  'release-1.1.0': (f) => {
    f.info.version = '1.1.0';
    VARIANTS['maxlength-narrowed'](f);
    VARIANTS['optional-param-added'](f);
    VARIANTS['param-description-changed'](f);
  },
  // several things gone, and several new, in one release: sync names them all in one run
  'three-gone': (f) => {
    VARIANTS['tool-removed'](f);
    VARIANTS['prompt-removed'](f);
    VARIANTS['template-removed'](f);
  },
  'three-new': (f) => {
    f.info.version = '1.1.0';
    VARIANTS['tool-added'](f);
    f.tools.push({...structuredClone(tool(f, 'search_companies')), name: 'API-get-officer', title: 'Get an officer'});
    VARIANTS['prompt-added'](f);
  },
  // ways a server's answer cannot be documented
  'bad-schema': (f) => (input(f, 'search_companies').properties.query.type = 'strin'),
  'schema-not-object': (f) => (input(f, 'get_company_details').type = 'array'),
  'bad-name': (f) => (tool(f, 'search_companies').name = '../Search Companies'),
  'many-tools': (f) =>
    (f.tools = Array.from({length: 10_000}, (_, i) => ({name: `tool_${i}`, description: 'One of many.', inputSchema: {type: 'object'}}))),
  'cursor-loop': (f) => (f.cursorLoop = true),
};

/** Servers that fail before they answer. */
const MISBEHAVIOURS: Record<string, () => void> = {
  'no-start': () => {
    process.stderr.write('fixture: COMPANIES_HOUSE_API_KEY is not set\n');
    process.exit(3);
  },
  'exit-mid-handshake': () => {
    process.stdin.once('data', () => {
      process.stderr.write('fixture: crashed while answering initialize\n');
      process.exit(4);
    });
  },
  hang: () => {
    process.stdin.resume();
    setInterval(() => {}, 60_000);
  },
  // writes a log line on stdout in the same write as each answer, as some servers do
  chatty: () => {
    const write = process.stdout.write.bind(process.stdout);
    process.stdout.write = ((chunk: string | Uint8Array, ...rest: never[]) => write(`fixture: answering\n${chunk.toString()}`, ...rest)) as typeof process.stdout.write;
    void build(fixture('same')).connect(new StdioServerTransport());
  },
  // declares prompts and answers prompts/list with -32601, as a server missing the handler does
  'prompts-unlisted': () => {
    const server = new Server(serverJson.serverInfo, {capabilities: serverJson.capabilities, supportedProtocolVersions: serverJson.protocolVersions});
    server.setRequestHandler('tools/list', () => ({tools: []}));
    void server.connect(new StdioServerTransport());
  },
  // exits on any request before initialize, as servers built on some SDKs (rmcp) do
  'strict-opening': () => beforeInitialize((method) => {
    process.stderr.write(`fixture: ${method} before initialize\n`);
    process.exit(1);
  }),
  // answers no request before initialize, as some servers of the older revisions do
  'silent-opening': () => beforeInitialize(() => {}),
  // ignores SIGTERM and stdin's end, so only SIGKILL ends it
  stubborn: () => {
    process.on('SIGTERM', () => {});
    process.stdin.resume();
    setInterval(() => {}, 60_000);
  },
};

/** The documented surface over stdio, with `early` called instead of answering a request that comes before initialize. */
function beforeInitialize(early: (method: string) => void) {
  const transport = new StdioServerTransport();
  void build(fixture('same')).connect(transport).then(() => {
    const dispatch = transport.onmessage!;
    let opened = false;
    transport.onmessage = (message) => {
      if (!opened && 'id' in message && 'method' in message && message.method !== 'initialize') return early(message.method);
      opened = true;
      dispatch(message);
    };
  });
}

function fixture(variant: string): Fixture {
  const f: Fixture = {
    info: structuredClone(serverJson.serverInfo),
    tools: structuredClone(tools) as Json[],
    prompts: structuredClone(prompts) as Json[],
    resourceTemplates: structuredClone(resourceTemplates) as Json[],
    pageSize: 2,
  };
  const change = VARIANTS[variant];
  if (!change) throw new Error(`unknown variant ${variant}`);
  change(f);
  return f;
}

function page(f: Fixture, items: Json[], cursor: string | undefined) {
  if (f.cursorLoop) return {items: items.slice(0, f.pageSize), nextCursor: 'page-2'};
  const size = items.length > 100 ? items.length : f.pageSize;
  const start = cursor ? Number(cursor) : 0;
  const end = start + size;
  return {items: items.slice(start, end), ...(end < items.length ? {nextCursor: String(end)} : {})};
}

function build(f: Fixture): Server {
  // the revisions the documented server speaks (2026-07-28, for the modern and dual eras, is the SDK's own)
  const server = new Server(f.info as {name: string; version: string}, {capabilities: serverJson.capabilities, supportedProtocolVersions: serverJson.protocolVersions});
  server.setRequestHandler('tools/list', (req) => {
    const {items, nextCursor} = page(f, f.tools, req.params?.cursor);
    return {tools: items as never, ...(nextCursor ? {nextCursor} : {})};
  });
  server.setRequestHandler('prompts/list', (req) => {
    const {items, nextCursor} = page(f, f.prompts, req.params?.cursor);
    return {prompts: items as never, ...(nextCursor ? {nextCursor} : {})};
  });
  server.setRequestHandler('tools/call', (req) => {
    const {name, arguments: args = {}} = req.params;
    const definition = f.tools.find((t) => t.name === name);
    if (!definition) throw new ProtocolError(-32602, `Unknown tool: ${name}`);
    if (REQUIRED_KEY !== undefined && process.env.COMPANIES_HOUSE_API_KEY !== REQUIRED_KEY) {
      const rejected = serverJson.commonErrors.find((e) => e.when.includes('HTTP 401'))!.message;
      return {content: [{type: 'text', text: rejected}], isError: true};
    }
    const example = matchingExample(fieldsOf(definition.inputSchema), args, (recorded ??= toolExamples(DOCS_DIR))[name] ?? []);
    const response = example?.response as {result?: Json; error?: {code: number; message: string}} | undefined;
    if (response?.error) throw new ProtocolError(response.error.code, response.error.message);
    return (response?.result ?? {content: [{type: 'text', text: `fixture: no recorded answer for ${name} ${JSON.stringify(args)}`}], isError: true}) as never;
  });
  server.setRequestHandler('resources/list', () => ({resources: []}));
  server.setRequestHandler('resources/templates/list', (req) => {
    const {items, nextCursor} = page(f, f.resourceTemplates, req.params?.cursor);
    return {resourceTemplates: items as never, ...(nextCursor ? {nextCursor} : {})};
  });
  return server;
}

async function main() {
  const argv = process.argv.slice(2);
  const option = (name: string) => {
    const i = argv.indexOf(name);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const variant = option('--variant') ?? 'same';
  const htmlPort = option('--html');
  if (htmlPort) {
    http
      .createServer((_req, res) => res.writeHead(200, {'content-type': 'text/html'}).end('<!doctype html><title>Welcome</title><h1>It works</h1>'))
      .listen(Number(htmlPort), '127.0.0.1', () => console.log('listening'));
    return;
  }
  // a child that lives as long as it is not killed, named by its arguments so a test can look for it
  const idle = ['-e', 'setInterval(() => {}, 60000)', '--'];
  const child = option('--child');
  if (child) spawn(process.execPath, [...idle, child], {stdio: 'ignore'}).unref();
  const detached = option('--detached');
  if (detached) spawn(process.execPath, [...idle, detached], {stdio: 'ignore', detached: true}).unref();
  const bare = option('--bare');
  if (bare) spawn(process.execPath, [...idle, bare], {stdio: 'ignore', detached: true, env: {}}).unref();
  // left unhandled, a port taken crashes the server as Node crashes on it; unref: the port does not keep the process alive
  const held = option('--hold-port');
  if (held) net.createServer().listen(Number(held), '127.0.0.1').unref();
  if (MISBEHAVIOURS[variant]) return MISBEHAVIOURS[variant]();
  const era = option('--era') ?? 'legacy';
  if (!['legacy', 'modern', 'dual'].includes(era)) throw new Error(`unknown era ${era}`);
  const httpPort = option('--http');
  if (!httpPort) {
    if (era === 'legacy') return void (await build(fixture(variant)).connect(new StdioServerTransport()));
    return void serveStdio(() => build(fixture(variant)), {legacy: era === 'modern' ? 'reject' : 'serve'});
  }
  const key = process.env.FIXTURE_API_KEY;
  const basic = process.env.FIXTURE_BASIC;
  // the SDK's handler for the modern and dual eras, one per variant; legacy: a transport per request, answering JSON
  const handlers = new Map<string, ReturnType<typeof createMcpHandler>>();
  const handlerOf = (name: string) => {
    if (!handlers.has(name)) handlers.set(name, createMcpHandler(() => build(fixture(name)), {legacy: era === 'modern' ? 'reject' : 'stateless', responseMode: 'json'}));
    return handlers.get(name)!;
  };
  http
    .createServer(async (req, res) => {
      if (key && req.headers['x-api-key'] !== key) return void res.writeHead(401, {'content-type': 'text/plain'}).end('missing key');
      if (basic && req.headers.authorization !== `Basic ${Buffer.from(basic).toString('base64')}`) {
        return void res.writeHead(401, {'content-type': 'text/plain', 'www-authenticate': 'Basic realm="fixture"'}).end('wrong user or password');
      }
      const at = (req.url ?? '').split('?')[0];
      const named = /^\/([a-z0-9.-]+)\/mcp$/.exec(at)?.[1];
      if ((named && !VARIANTS[named]) || (!named && at !== '/mcp')) return void res.writeHead(404).end();
      const request = await webRequest(req);
      if (era !== 'legacy') return void (await reply(res, await handlerOf(named ?? variant).fetch(request)));
      const server = build(fixture(named ?? variant));
      const transport = new WebStandardStreamableHTTPServerTransport({sessionIdGenerator: undefined, enableJsonResponse: true});
      await server.connect(transport);
      await reply(res, await transport.handleRequest(request));
      await server.close();
    })
    .listen(Number(httpPort), '127.0.0.1', () => console.log('listening'));
}

/** Node's request as the web-standard Request the SDK's HTTP entries take. */
async function webRequest(req: http.IncomingMessage): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) for (const v of [value ?? []].flat()) headers.append(name, v);
  const body = ['GET', 'HEAD'].includes(req.method ?? 'GET') ? undefined : Buffer.concat(chunks);
  return new Request(`http://${req.headers.host}${req.url}`, {method: req.method, headers, body});
}

/** The SDK's Response written back to Node's, streamed (an event stream comes as it is written). */
async function reply(res: http.ServerResponse, response: Response) {
  response.headers.forEach((value, name) => res.setHeader(name, value));
  res.writeHead(response.status);
  const reader = response.body?.getReader();
  for (let chunk = await reader?.read(); chunk && !chunk.done; chunk = await reader!.read()) res.write(chunk.value);
  res.end();
}

void main();
