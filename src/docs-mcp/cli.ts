/**
 * `npm run docs-mcp`: the docs MCP server over stdio (default), or over
 * Streamable HTTP at /mcp with --http, on a Unix socket or a loopback port.
 *
 *   --dir <build>       the build to serve (default: this repository's build/)
 *   --http              serve HTTP instead of stdio, with one of:
 *   --socket <path>     a Unix socket (what deploy/serve.mjs and the systemd unit use)
 *   --port <n>          a TCP port, on --host (default 127.0.0.1)
 *
 * HTTP policy comes from the environment (readSettings and httpPolicy in http.ts); a
 * setting it cannot read stops start-up with one line on stderr, exit code 1.
 * Logs go to stderr: over stdio, stdout carries only MCP messages.
 */
import fs from 'node:fs';
import path from 'node:path';
import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';
import type {JSONRPCMessage} from '@modelcontextprotocol/sdk/types.js';
import {createHttpServer, httpPolicy, MCP_PATH, readSettings, type HttpPolicy} from './http';
import {connectDocsServer, loadDocs, type LoadedDocs} from './server';

const USAGE = 'usage: docs-mcp [--dir <build>] [--http (--socket <path> | --port <n> [--host <address>])]';

function fail(message: string): never {
  console.error(`docs-mcp: ${message}`);
  process.exit(1);
}

function parseArgs(argv: string[]) {
  const args: {dir: string; http: boolean; socket?: string; port?: number; host: string} = {
    dir: path.resolve(__dirname, '../../build'),
    http: false,
    host: '127.0.0.1',
  };
  for (let i = 0; i < argv.length; i++) {
    const value = () => argv[++i] ?? fail(`${argv[i - 1]} needs a value (${USAGE})`);
    if (argv[i] === '--dir') args.dir = path.resolve(value());
    else if (argv[i] === '--http') args.http = true;
    else if (argv[i] === '--socket') args.socket = path.resolve(value());
    else if (argv[i] === '--port') args.port = Number(value());
    else if (argv[i] === '--host') args.host = value();
    else fail(`unknown argument ${argv[i]} (${USAGE})`);
  }
  if (args.port !== undefined && !(Number.isInteger(args.port) && args.port > 0 && args.port < 65536)) fail('--port must be a port number');
  if (args.http && !args.socket === (args.port === undefined)) fail(`--http needs exactly one of --socket and --port (${USAGE})`);
  return args;
}

/**
 * Over stdio the SDK drops a line it cannot read; JSON-RPC asks for an answer
 * (-32700 for text that is not JSON, -32600 for JSON that is not one message).
 */
async function serveStdio(docs: LoadedDocs) {
  const transport = new StdioServerTransport();
  const server = await connectDocsServer(docs, transport, {batches: false});
  server.onerror = (err) => {
    const code = err instanceof SyntaxError ? -32700 : err.name === 'ZodError' ? -32600 : null;
    if (code === null) return console.error('docs-mcp:', err.message);
    const message = code === -32700 ? 'Parse error: the line is not valid JSON' : 'Invalid Request: each line must be one JSON-RPC message';
    void transport.send({jsonrpc: '2.0', error: {code, message}} as unknown as JSONRPCMessage);
  };
  console.error(`docs-mcp: ${docs.content.pages.length} pages from ${docs.content.root.href}, over stdio`);
}

function serveHttp(docs: LoadedDocs, policy: HttpPolicy, args: ReturnType<typeof parseArgs>) {
  const server = createHttpServer(docs, policy);
  const socket = args.socket;
  if (socket && fs.existsSync(socket)) {
    if (!fs.statSync(socket).isSocket()) fail(`${socket} exists and is not a socket`);
    fs.unlinkSync(socket); // left by a process that did not stop cleanly
  }
  server.on('error', (err) => fail(`cannot listen: ${err.message}`));
  const where = socket ? `unix:${socket}` : `http://${args.host}:${args.port}${MCP_PATH}`;
  const ready = () => console.error(`docs-mcp: ${docs.content.pages.length} pages from ${docs.content.root.href}, at ${where}`);
  if (socket) server.listen(socket, ready);
  else server.listen(args.port, args.host, ready);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      server.close();
      server.closeAllConnections();
      if (socket) fs.rmSync(socket, {force: true});
      process.exit(0);
    });
  }
}

const args = parseArgs(process.argv.slice(2));
let docs: LoadedDocs;
let policy: HttpPolicy | undefined;
try {
  // Settings are checked first, so a mistyped one stops the server at once instead of refusing callers.
  const settings = args.http ? readSettings(process.env) : null;
  docs = loadDocs(args.dir);
  if (settings) policy = httpPolicy(settings, docs.content.root);
} catch (err) {
  fail((err as Error).message);
}
if (policy) serveHttp(docs, policy, args);
else void serveStdio(docs);
