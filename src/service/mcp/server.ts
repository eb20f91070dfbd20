/**
 * The docs MCP server: tools and resources over the content loaded once per
 * process (loadDocs). connectDocsServer makes a cheap Server per connection,
 * one per HTTP request in stateless mode or one for a stdio session.
 *
 * It uses the SDK's low-level Server rather than McpServer so that errors are
 * the ones the specification asks for: an unknown tool or params that break
 * the method's schema are a JSON-RPC error (-32602), arguments that break the
 * input schema are a tool error the model can read (isError), an unknown
 * resource is -32002.
 */
import {Server} from '@modelcontextprotocol/sdk/server/index.js';
import type {Transport} from '@modelcontextprotocol/sdk/shared/transport.js';
import {AjvJsonSchemaValidator} from '@modelcontextprotocol/sdk/validation/ajv';
import {
  CallToolRequestSchema,
  ErrorCode,
  InitializeRequestSchema,
  LATEST_PROTOCOL_VERSION,
  ListResourcesRequestSchema,
  ListResourceTemplatesRequestSchema,
  ListToolsRequestSchema,
  PingRequestSchema,
  ReadResourceRequestSchema,
  type JSONRPCMessage,
  type JSONRPCRequest,
  type Resource,
  type Tool,
} from '@modelcontextprotocol/sdk/types.js';
import {DOCS_MCP_SERVER, SITE_TITLE, SITE_VERSION} from '../../constants';
import {loadDocsContent, type DocPage, type DocsContent} from './content';
import type {FeedbackService} from '../feedback/service';
import {createFeedbackTool} from './feedbackTool';
import {createDocsTools, error, type DocsTool} from './tools';

/** The JSON-RPC code the specification gives "Resource not found". */
export const RESOURCE_NOT_FOUND = -32002;
/** The one protocol revision whose clients may send JSON-RPC batches (and servers must take them). */
export const BATCH_REVISION = '2025-03-26';

export interface LoadedDocs {
  content: DocsContent;
  /** One for the process: the SDK would otherwise build an Ajv instance for every Server. */
  validator: AjvJsonSchemaValidator;
  tools: Map<string, DocsTool & {validate: (args: unknown) => {valid: boolean; errorMessage?: string}}>;
  /** What tools/list answers. */
  definitions: Tool[];
  resources: Resource[];
  /** Pages by resource URI (the twin's URL). */
  byUri: Map<string, DocPage>;
  /** Over HTTP: where submit_feedback and search_docs' misses go (withFeedback). */
  feedback?: FeedbackService;
}

/** Everything the server answers from: read from the build and prepared once. */
export function loadDocs(buildDir: string): LoadedDocs {
  const content = loadDocsContent(buildDir);
  const validator = new AjvJsonSchemaValidator();
  const tools = new Map(createDocsTools(content).map((t) => [t.definition.name, {...t, validate: validator.getValidator(t.definition.inputSchema)}]));
  const resources: Resource[] = content.pages.map((p) => ({
    uri: p.markdownUrl,
    name: new URL(p.url).pathname,
    title: p.title,
    description: p.description,
    mimeType: 'text/markdown',
    size: Buffer.byteLength(p.markdown),
  }));
  const definitions = [...tools.values()].map((t) => t.definition);
  return {content, validator, tools, definitions, resources, byUri: new Map(content.pages.map((p) => [p.markdownUrl, p]))};
}

/** The same docs with a store: submit_feedback, and search_docs keeping the queries that found nothing (HTTP only). */
export function withFeedback(docs: LoadedDocs, feedback: FeedbackService): LoadedDocs {
  const tool = createFeedbackTool(feedback);
  const tools = new Map(docs.tools).set(tool.definition.name, {...tool, validate: docs.validator.getValidator(tool.definition.inputSchema)});
  return {...docs, tools, definitions: [...tools.values()].map((t) => t.definition), feedback};
}

const INSTRUCTIONS = `The ${SITE_TITLE} documentation. search_docs finds sections by topic; get_page reads a page or, given a URL with #anchor from a hit, just that section, a long one in parts; list_pages shows every page. Every page is also a text/markdown resource.`;

const FEEDBACK_INSTRUCTIONS = 'When a page was wrong, unclear or missing something, or answered well, say so with submit_feedback; the writers read it.';

/** Longest tool name or URI quoted back in an error message. */
const QUOTE_LIMIT = 100;
const quote = (s: string) => (s.length > QUOTE_LIMIT ? `${s.slice(0, QUOTE_LIMIT)}…` : s);
/** A JSON-RPC error as the SDK sends it, with the message as written (McpError would prefix "MCP error <code>:"). */
const rpcError = (code: number, message: string, data?: unknown) => Object.assign(new Error(message), {code, data});

/** The schemas of the requests this server answers, by method. */
const REQUESTS = new Map(
  [InitializeRequestSchema, PingRequestSchema, ListToolsRequestSchema, CallToolRequestSchema, ListResourcesRequestSchema, ListResourceTemplatesRequestSchema, ReadResourceRequestSchema].map(
    (schema) => [schema.shape.method.value as string, schema],
  ),
);

/** Every message reaching the server has passed the SDK's JSON-RPC schema, so the shape tells a request. */
const isRequest = (message: JSONRPCMessage): message is JSONRPCRequest => 'method' in message && 'id' in message;

/** One line saying what is wrong with a request's params, or null (an unknown method is the SDK's -32601). */
function paramsProblem(request: JSONRPCRequest): string | null {
  const checked = REQUESTS.get(request.method)?.safeParse(request);
  if (!checked || checked.success) return null;
  const issue = checked.error.issues[0];
  const where = issue.path.length ? `${issue.path.join('.')}: ` : '';
  return `Invalid params for ${request.method}: ${where}${issue.message}`.replace(/\s+/g, ' ').slice(0, 200);
}

function createDocsServer(docs: LoadedDocs, client: string): Server {
  const server = new Server(
    {name: DOCS_MCP_SERVER.name, title: DOCS_MCP_SERVER.title, version: SITE_VERSION},
    {
      capabilities: {tools: {listChanged: false}, resources: {listChanged: false, subscribe: false}},
      instructions: docs.feedback ? `${INSTRUCTIONS} ${FEEDBACK_INSTRUCTIONS}` : INSTRUCTIONS,
      jsonSchemaValidator: docs.validator,
    },
  );
  server.setRequestHandler(ListToolsRequestSchema, () => ({tools: docs.definitions}));
  server.setRequestHandler(CallToolRequestSchema, (request) => {
    const {name, arguments: args = {}} = request.params;
    const tool = docs.tools.get(name);
    if (!tool) throw rpcError(ErrorCode.InvalidParams, `Unknown tool: ${quote(name)}`);
    const check = tool.validate(args);
    if (!check.valid) return error(`Invalid arguments for ${name}: ${check.errorMessage}`);
    return tool.run(args, {client, feedback: docs.feedback});
  });
  server.setRequestHandler(ListResourcesRequestSchema, () => ({resources: docs.resources}));
  server.setRequestHandler(ListResourceTemplatesRequestSchema, () => ({resourceTemplates: []}));
  server.setRequestHandler(ReadResourceRequestSchema, (request) => {
    const {uri} = request.params;
    const page = docs.byUri.get(uri);
    if (!page) throw rpcError(RESOURCE_NOT_FOUND, `Resource not found: ${quote(uri)}`, {uri: quote(uri)});
    return {contents: [{uri, mimeType: 'text/markdown', text: page.markdown}]};
  });
  return server;
}

/**
 * A new server, connected to `transport`. Before the SDK sees a request, its
 * params are checked against the method's schema: broken ones get -32602 with
 * one line (the SDK would answer -32603 with its whole validation report).
 * Without `batches` (stdio, whose SDK transport reads one message a line), a
 * client asking for BATCH_REVISION, which requires servers to take batches,
 * is offered the latest revision instead.
 */
export async function connectDocsServer(docs: LoadedDocs, transport: Transport, {batches, client}: {batches: boolean; client: string}): Promise<Server> {
  const server = createDocsServer(docs, client);
  await server.connect(transport);
  const dispatch = transport.onmessage!;
  transport.onmessage = (message, extra) => {
    if (isRequest(message)) {
      const problem = paramsProblem(message);
      if (problem) return void transport.send({jsonrpc: '2.0', id: message.id, error: {code: ErrorCode.InvalidParams, message: problem}});
      if (!batches && message.method === 'initialize' && message.params?.protocolVersion === BATCH_REVISION) {
        message = {...message, params: {...message.params, protocolVersion: LATEST_PROTOCOL_VERSION}};
      }
    }
    dispatch(message, extra);
  };
  return server;
}
