// Why the docs MCP server is built on the SDK's low-level Server rather than
// McpServer: both serve the same tools and pages from one loaded build, each
// made afresh for every request as the stateless /mcp route does, behind the
// SDK's 2026-07-28 handler (createMcpHandler), called in this process without
// a network: tools/list, resources/read and tools/call (search_docs,
// get_page) in turn. Rounds alternate the two; it prints the CPU time a
// request takes with each (median of rounds) and writes
// bench/results/mcp-server-class.json.
// Usage: npm run build && node bench/mcp-server-class.mjs [--rounds N]   (default 5)
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {createMcpHandler, fromJsonSchema, McpServer} from '@modelcontextprotocol/server';

const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, '..');
const jiti = require('jiti')(import.meta.filename);
const {loadDocs, createDocsServer} = jiti('../packages/companylens-docs-service/src/mcp/server.ts');
const {DOCS_MCP_SERVER, SITE_VERSION} = jiti('../src/constants.ts');
const roundsArg = process.argv.indexOf('--rounds');
const ROUNDS = roundsArg > 0 ? Number(process.argv[roundsArg + 1]) : 5;
const REQUESTS = 2000;

const docs = await loadDocs(path.join(root, 'build'));
// The schemas once for the process, as the Server path has its validators once.
const schemas = new Map([...docs.tools.values()].map((t) => [t.definition.name, {input: fromJsonSchema(t.definition.inputSchema), output: fromJsonSchema(t.definition.outputSchema)}]));

/** The same surface on McpServer: every tool and page registered for each request. */
function mcpServer() {
  const server = new McpServer({name: DOCS_MCP_SERVER.name, title: DOCS_MCP_SERVER.title, version: SITE_VERSION}, {capabilities: {tools: {listChanged: false}, resources: {listChanged: false}}});
  for (const tool of docs.tools.values()) {
    const {name, title, description, annotations} = tool.definition;
    server.registerTool(name, {title, description, annotations, inputSchema: schemas.get(name).input, outputSchema: schemas.get(name).output}, (args) => tool.run(args, {client: 'bench'}));
  }
  for (const r of docs.resources) {
    const page = docs.byUri.get(r.uri);
    server.registerResource(r.name, r.uri, {title: r.title, description: r.description, mimeType: r.mimeType, size: r.size}, () => ({contents: [{uri: r.uri, mimeType: 'text/markdown', text: page.markdown}]}));
  }
  return server;
}

const handlers = {
  Server: createMcpHandler(({era}) => createDocsServer(docs, {era, client: 'bench', transport: 'http'}), {legacy: 'reject'}),
  McpServer: createMcpHandler(() => mcpServer(), {legacy: 'reject'}),
};
const uri = docs.resources[1].uri;
const META = {'io.modelcontextprotocol/protocolVersion': '2026-07-28', 'io.modelcontextprotocol/clientCapabilities': {}};
const calls = [
  ['tools/list', {}],
  ['resources/read', {uri}, uri],
  ['tools/call', {name: 'search_docs', arguments: {query: 'rate limit'}}, 'search_docs'],
  ['tools/call', {name: 'get_page', arguments: {path: '/getting-started/quickstart'}}, 'get_page'],
];

async function run(handler) {
  const before = process.cpuUsage();
  for (let i = 0; i < REQUESTS; i++) {
    const [method, params, name] = calls[i % calls.length];
    const headers = {'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2026-07-28', 'mcp-method': method, ...(name ? {'mcp-name': name} : {})};
    const body = {jsonrpc: '2.0', id: i, method, params: {...params, _meta: META}};
    const res = await handler.fetch(new Request('http://localhost/mcp', {method: 'POST', headers}), {parsedBody: body});
    const answer = await res.json();
    if (!answer.result || answer.result.isError) throw new Error(`${method}: ${JSON.stringify(answer).slice(0, 200)}`);
  }
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000 / REQUESTS;
}

await run(handlers.Server); // warm-up
await run(handlers.McpServer);
const perRequest = {Server: [], McpServer: []};
for (let round = 0; round < ROUNDS; round++) for (const name of Object.keys(handlers)) perRequest[name].push(await run(handlers[name]));
const median = (xs) => +[...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)].toFixed(3);
const result = {date: new Date().toISOString(), requests: REQUESTS, rounds: ROUNDS, cpuMsPerRequest: {Server: median(perRequest.Server), McpServer: median(perRequest.McpServer)}, runs: perRequest};
console.log(JSON.stringify(result, null, 2));
fs.mkdirSync(path.join(root, 'bench/results'), {recursive: true});
fs.writeFileSync(path.join(root, 'bench/results/mcp-server-class.json'), JSON.stringify(result, null, 2));
