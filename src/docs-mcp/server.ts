/**
 * The docs MCP server: tools and resources over the content loaded once per
 * process (loadDocs). createDocsServer makes a cheap Server per connection,
 * one per HTTP request in stateless mode or one for a stdio session.
 *
 * It uses the SDK's low-level Server rather than McpServer so that errors are
 * the ones the specification asks for: an unknown tool is a JSON-RPC error
 * (-32602), arguments that break the input schema are a tool error the model
 * can read (isError), an unknown resource is -32002.
 */
import {Server} from '@modelcontextprotocol/sdk/server/index.js';
import {AjvJsonSchemaValidator} from '@modelcontextprotocol/sdk/validation/ajv';
import {
  CallToolRequestSchema,
  ErrorCode,
  ListResourcesRequestSchema,
  ListResourceTemplatesRequestSchema,
  ListToolsRequestSchema,
  ReadResourceRequestSchema,
  type Resource,
} from '@modelcontextprotocol/sdk/types.js';
import {DOCS_MCP_SERVER, SITE_TITLE, SITE_VERSION} from '../constants';
import {loadDocsContent, type DocsContent} from './content';
import {createDocsTools, error, type DocsTool} from './tools';

/** The JSON-RPC code the specification gives "Resource not found". */
export const RESOURCE_NOT_FOUND = -32002;

export interface LoadedDocs {
  content: DocsContent;
  /** One for the process: the SDK would otherwise build an Ajv instance for every Server. */
  validator: AjvJsonSchemaValidator;
  tools: Map<string, DocsTool & {validate: (args: unknown) => {valid: boolean; errorMessage?: string}}>;
  resources: Resource[];
}

/** Everything the server answers from: read from the build and prepared once. */
export function loadDocs(buildDir: string): LoadedDocs {
  const content = loadDocsContent(buildDir);
  const validator = new AjvJsonSchemaValidator();
  const tools = new Map(
    createDocsTools(content).map((t) => [t.definition.name, {...t, validate: validator.getValidator(t.definition.inputSchema)}]),
  );
  const resources: Resource[] = content.pages.map((p) => ({
    uri: p.markdownUrl,
    name: new URL(p.url).pathname,
    title: p.title,
    description: p.description,
    mimeType: 'text/markdown',
    size: Buffer.byteLength(p.markdown),
  }));
  return {content, validator, tools, resources};
}

const INSTRUCTIONS = `The ${SITE_TITLE} documentation. search_docs finds sections by topic; get_page reads a page or, given a URL with #anchor from a hit, just that section; list_pages shows every page. Every page is also a text/markdown resource.`;

/** Longest tool name or URI quoted back in an error message. */
const QUOTE_LIMIT = 100;
const quote = (s: string) => (s.length > QUOTE_LIMIT ? `${s.slice(0, QUOTE_LIMIT)}…` : s);
/** A JSON-RPC error as the SDK sends it, with the message as written (McpError would prefix "MCP error <code>:"). */
const rpcError = (code: number, message: string, data?: unknown) => Object.assign(new Error(message), {code, data});

export function createDocsServer(docs: LoadedDocs): Server {
  const server = new Server(
    {name: DOCS_MCP_SERVER.name, title: DOCS_MCP_SERVER.title, version: SITE_VERSION},
    {
      capabilities: {tools: {listChanged: false}, resources: {listChanged: false, subscribe: false}},
      instructions: INSTRUCTIONS,
      jsonSchemaValidator: docs.validator,
    },
  );
  const definitions = [...docs.tools.values()].map((t) => t.definition);
  const byUri = new Map(docs.content.pages.map((p) => [p.markdownUrl, p]));

  server.setRequestHandler(ListToolsRequestSchema, () => ({tools: definitions}));
  server.setRequestHandler(CallToolRequestSchema, (request) => {
    const {name, arguments: args = {}} = request.params;
    const tool = docs.tools.get(name);
    if (!tool) throw rpcError(ErrorCode.InvalidParams, `Unknown tool: ${quote(name)}`);
    const check = tool.validate(args);
    if (!check.valid) return error(`Invalid arguments for ${name}: ${check.errorMessage}`);
    return tool.run(args);
  });
  server.setRequestHandler(ListResourcesRequestSchema, () => ({resources: docs.resources}));
  server.setRequestHandler(ListResourceTemplatesRequestSchema, () => ({resourceTemplates: []}));
  server.setRequestHandler(ReadResourceRequestSchema, (request) => {
    const {uri} = request.params;
    const page = byUri.get(uri);
    if (!page) throw rpcError(RESOURCE_NOT_FOUND, `Resource not found: ${quote(uri)}`, {uri: quote(uri)});
    return {contents: [{uri, mimeType: 'text/markdown', text: page.markdown}]};
  });
  return server;
}
