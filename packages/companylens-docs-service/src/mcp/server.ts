/**
 * The docs MCP server: tools and resources over the content loaded once per
 * process (loadDocs). createDocsServer makes a cheap Server for one
 * connection (one HTTP request, or a stdio session) of the era the SDK's
 * entry chose: "modern" (2026-07-28, every request names its revision) or
 * "legacy" (a revision negotiated with initialize).
 *
 * It uses the SDK's low-level Server rather than McpServer: the answers stay
 * those legacy clients get today (error texts included), and a Server per
 * request costs less CPU than an McpServer that registers every tool and
 * page again (the root README's "Docs MCP server" has the figures).
 */
import {
  CallToolRequestSchema,
  DiscoverRequestSchema,
  InitializeRequestSchema,
  ListResourcesRequestSchema,
  ListResourceTemplatesRequestSchema,
  ListToolsRequestSchema,
  PingRequestSchema,
  ReadResourceRequestSchema,
} from '@modelcontextprotocol/core';
import {
  PROTOCOL_VERSION_META_KEY,
  ProtocolError,
  ProtocolErrorCode,
  ResourceNotFoundError,
  Server,
  UnsupportedProtocolVersionError,
  type CacheHint,
  type JSONRPCMessage,
  type JSONRPCRequest,
  type ProtocolEra,
  type Resource,
  type Tool,
  type Transport,
} from '@modelcontextprotocol/server';
import type {AjvJsonSchemaValidator} from '@modelcontextprotocol/server/validators/ajv';
import {DOCS_MCP_CACHE_TTL_MS, DOCS_MCP_REVISIONS, DOCS_MCP_SERVER, docsMcpRevisions, SITE_TITLE, SITE_VERSION, type DocsMcpTransport} from 'companylens-docs-contract';
import {loadDocsContent, type DocPage, type DocsContent} from './content';
import type {FeedbackService} from '../feedback/service';
import {createFeedbackTool} from './feedbackTool';
import {attachSkill, loadSkill, SKILL_URI} from './skills';
import {createDocsTools, error, type DocsTool} from './tools';
import {createValidators, type ArgsCheck} from './validate';
import type {SkillCatalog} from '@modelcontextprotocol/server/ext/skills';

export interface LoadedDocs {
  content: DocsContent;
  /** One for the process: the SDK would otherwise build an Ajv instance for every Server. */
  validator: AjvJsonSchemaValidator;
  /** A tool's argument check, on the same Ajv instance (./validate.ts). */
  argsCheck: (schema: object) => ArgsCheck;
  tools: Map<string, DocsTool & {validate: ArgsCheck}>;
  /** What tools/list answers. */
  definitions: Tool[];
  resources: Resource[];
  /** Pages by resource URI (the twin's URL). */
  byUri: Map<string, DocPage>;
  /** The agent skill the build published, served with the skills extension (./skills.ts). */
  skill: SkillCatalog;
  /** Over HTTP: where submit_feedback and search_docs' misses go (withFeedback). */
  feedback?: FeedbackService;
}

/** Everything the server answers from: read from the build and prepared once. */
export async function loadDocs(buildDir: string): Promise<LoadedDocs> {
  const content = loadDocsContent(buildDir);
  const {sdk: validator, args: argsCheck} = createValidators();
  const tools = new Map(createDocsTools(content).map((t) => [t.definition.name, {...t, validate: argsCheck(t.definition.inputSchema)}]));
  const resources: Resource[] = content.pages.map((p) => ({
    uri: p.markdownUrl,
    name: new URL(p.url).pathname,
    title: p.title,
    description: p.description,
    mimeType: 'text/markdown',
    size: Buffer.byteLength(p.markdown),
  }));
  const definitions = [...tools.values()].map((t) => t.definition);
  return {content, validator, argsCheck, tools, definitions, resources, byUri: new Map(content.pages.map((p) => [p.markdownUrl, p])), skill: await loadSkill(buildDir)};
}

/** The same docs with a store: submit_feedback, and search_docs keeping the queries that found nothing (HTTP only). */
export function withFeedback(docs: LoadedDocs, feedback: FeedbackService): LoadedDocs {
  const tool = createFeedbackTool(feedback);
  const tools = new Map(docs.tools).set(tool.definition.name, {...tool, validate: docs.argsCheck(tool.definition.inputSchema)});
  return {...docs, tools, definitions: [...tools.values()].map((t) => t.definition), feedback};
}

const INSTRUCTIONS = `The ${SITE_TITLE} documentation. search_docs finds sections by topic; get_page reads a page or, given a URL with #anchor from a hit, just that section, a long one in parts; list_pages shows every page. Every page is also a text/markdown resource. An agent skill for working with the ${SITE_TITLE} tools is ${SKILL_URI} (skills extension, a draft).`;

const FEEDBACK_INSTRUCTIONS = 'When a page was wrong, unclear or missing something, or answered well, say so with submit_feedback; the writers read it.';

/** Every list and page is the build's, the same for every caller (2026-07-28 answers only; the SDK leaves them off older ones). */
const HINT: CacheHint = {ttlMs: DOCS_MCP_CACHE_TTL_MS, cacheScope: 'public'};
const CACHE_HINTS = {'server/discover': HINT, 'tools/list': HINT, 'resources/list': HINT, 'resources/templates/list': HINT, 'resources/read': HINT};

/** Longest tool name or URI quoted back in an error message. */
const QUOTE_LIMIT = 100;
const quote = (s: string) => (s.length > QUOTE_LIMIT ? `${s.slice(0, QUOTE_LIMIT)}…` : s);

/** The schemas of the requests this server answers, by era and method (an era's other methods are the SDK's -32601). */
const BOTH_ERAS = [ListToolsRequestSchema, CallToolRequestSchema, ListResourcesRequestSchema, ListResourceTemplatesRequestSchema, ReadResourceRequestSchema];
const REQUESTS = {
  legacy: new Map([InitializeRequestSchema, PingRequestSchema, ...BOTH_ERAS].map((s) => [s.shape.method.value as string, s])),
  modern: new Map([DiscoverRequestSchema, ...BOTH_ERAS].map((s) => [s.shape.method.value as string, s])),
};

const MODERN: readonly string[] = DOCS_MCP_REVISIONS.modern;

const isRequest = (message: JSONRPCMessage): message is JSONRPCRequest => 'method' in message && 'id' in message;

/** One line saying what is wrong with a request's params, or null (an unknown method is the SDK's -32601). */
function paramsProblem(request: JSONRPCRequest, era: ProtocolEra): string | null {
  const checked = REQUESTS[era].get(request.method)?.safeParse(request);
  if (!checked || checked.success) return null;
  const issue = checked.error.issues[0];
  const where = issue.path.length ? `${issue.path.join('.')}: ` : '';
  return `Invalid params for ${request.method}: ${where}${issue.message}`.replace(/\s+/g, ' ').slice(0, 200);
}

/**
 * A Server that looks at each request before the SDK does:
 * - params that break the method's schema get -32602 with one line, where
 *   SDK 2.4 answers -32603 with its whole validation report
 *   (typescript-sdk issue #2284; drop this when that is fixed);
 * - on a 2026-07-28 connection, a request whose _meta names another revision
 *   gets -32022: over stdio the SDK checks only a connection's first message.
 */
class DocsServer extends Server {
  constructor(
    info: ConstructorParameters<typeof Server>[0],
    options: ConstructorParameters<typeof Server>[1],
    private readonly era: ProtocolEra,
  ) {
    super(info, options);
  }

  override async connect(transport: Transport): Promise<void> {
    await super.connect(transport);
    const dispatch = transport.onmessage!;
    transport.onmessage = (message, extra) => {
      const refusal = isRequest(message) ? this.refusal(message) : null;
      if (!refusal) return dispatch(message, extra);
      const {id} = message as JSONRPCRequest;
      void transport.send({jsonrpc: '2.0', id, error: refusal}, {relatedRequestId: id});
    };
  }

  private refusal(request: JSONRPCRequest): {code: number; message: string; data?: unknown} | null {
    const requested = this.era === 'modern' ? request.params?._meta?.[PROTOCOL_VERSION_META_KEY] : undefined;
    if (typeof requested === 'string' && !MODERN.includes(requested)) {
      const {code, message, data} = new UnsupportedProtocolVersionError({supported: [...MODERN], requested});
      return {code, message, data};
    }
    const problem = paramsProblem(request, this.era);
    return problem ? {code: ProtocolErrorCode.InvalidParams, message: problem} : null;
  }
}

/** A new server for one connection of this era over this transport. */
export function createDocsServer(docs: LoadedDocs, {era, client, transport}: {era: ProtocolEra; client: string; transport: DocsMcpTransport}): Server {
  const revisions = docsMcpRevisions(transport);
  const server = new DocsServer(
    {name: DOCS_MCP_SERVER.name, title: DOCS_MCP_SERVER.title, version: SITE_VERSION},
    {
      capabilities: {tools: {listChanged: false}, resources: {listChanged: false, subscribe: false}},
      instructions: docs.feedback ? `${INSTRUCTIONS} ${FEEDBACK_INSTRUCTIONS}` : INSTRUCTIONS,
      jsonSchemaValidator: docs.validator,
      // A legacy connection answers initialize from the older revisions only (and so no server/discover).
      supportedProtocolVersions: era === 'modern' ? revisions : revisions.filter((v) => !MODERN.includes(v)),
      cacheHints: CACHE_HINTS,
    },
    era,
  );
  server.setRequestHandler('tools/list', () => ({tools: docs.definitions}));
  server.setRequestHandler('tools/call', async (request) => {
    const {name, arguments: args = {}} = request.params;
    const tool = docs.tools.get(name);
    if (!tool) throw new ProtocolError(ProtocolErrorCode.InvalidParams, `Unknown tool: ${quote(name)}`);
    const check = tool.validate(args);
    if (!check.valid) return error(`Invalid arguments for ${name}: ${check.errorMessage}`);
    return server.projectCallToolResult(await tool.run(args, {client, feedback: docs.feedback}), tool.definition.outputSchema);
  });
  const skill = attachSkill(docs.skill, server);
  server.setRequestHandler('resources/list', async (_request, ctx) => ({resources: [...docs.resources, ...(await skill.list(ctx))]}));
  server.setRequestHandler('resources/templates/list', () => ({resourceTemplates: [skill.template]}));
  server.setRequestHandler('resources/read', (request, ctx) => {
    const {uri} = request.params;
    const fromSkill = skill.read(uri, ctx);
    if (fromSkill) return fromSkill as never;
    const page = docs.byUri.get(uri);
    if (!page) throw new ResourceNotFoundError(quote(uri));
    return {contents: [{uri, mimeType: 'text/markdown', text: page.markdown}]};
  });
  return server;
}
