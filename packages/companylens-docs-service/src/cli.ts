/**
 * `npm run docs-mcp`: the docs MCP server over stdio (default), or with
 * --http the whole service (/mcp, /api/feedback, /api/search-events; see
 * README.md here) on a Unix socket or a loopback port.
 *
 *   --dir <build>       the build to serve (default: this repository's build/)
 *   --http              serve HTTP instead of stdio, with one of:
 *   --socket <path>     a Unix socket (what deploy/serve.mjs and the systemd unit use)
 *   --port <n>          a TCP port, on --host (default 127.0.0.1)
 *
 * HTTP policy and the feedback store come from the environment (http.ts,
 * feedback/settings.ts); a setting it cannot read, or a store it cannot open,
 * stops start-up with one line on stderr, exit code 1.
 * Logs go to stderr: over stdio, stdout carries only MCP messages.
 */
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import {PassThrough} from 'node:stream';
import {JSONRPCMessageSchema} from '@modelcontextprotocol/core';
import type {JSONRPCMessage} from '@modelcontextprotocol/server';
import {serveStdio, StdioServerTransport} from '@modelcontextprotocol/server/stdio';
import {createFeedbackService, type FeedbackService} from './feedback/service';
import {readFeedbackSettings, type FeedbackSettings} from './feedback/settings';
import {createHttpServer, httpPolicy, readSettings, type HttpPolicy} from './http';
import {MCP_PATH} from './mcp/http';
import {docsMcpRevisions} from 'companylens-docs-contract';
import {createDocsServer, loadDocs, withFeedback, type LoadedDocs} from './mcp/server';
import {openStore} from './store';

/** How often the service deletes what is older than the retention period. */
const PURGE_EVERY_MS = 24 * 60 * 60 * 1000;

const USAGE = 'usage: docs-mcp [--dir <build>] [--http (--socket <path> | --port <n> [--host <address>])]';

function fail(message: string): never {
  console.error(`docs-mcp: ${message}`);
  process.exit(1);
}

function parseArgs(argv: string[]) {
  const args: {dir: string; http: boolean; socket?: string; port?: number; host: string} = {
    dir: path.resolve(__dirname, '../../../build'),
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
 * The MCP server alone over stdio; the client's first message chooses the era
 * (the SDK's serveStdio). The SDK skips a line that is not JSON and only
 * reports one that is not a JSON-RPC message, where JSON-RPC asks for an
 * answer (-32700, -32600, with no id): lines pass through this check first.
 */
function serveOverStdio(docs: LoadedDocs) {
  const checked = new PassThrough();
  const transport = new StdioServerTransport(checked, process.stdout);
  const answer = (code: number, message: string) => void transport.send({jsonrpc: '2.0', error: {code, message}} as unknown as JSONRPCMessage);
  readline
    .createInterface({input: process.stdin, crlfDelay: Infinity})
    .on('line', (line) => {
      if (!line.trim()) return;
      let message: unknown;
      try {
        message = JSON.parse(line);
      } catch {
        return answer(-32700, 'Parse error: the line is not valid JSON');
      }
      if (!JSONRPCMessageSchema.safeParse(message).success) return answer(-32600, 'Invalid Request: each line must be one JSON-RPC message');
      checked.write(`${line}\n`);
    })
    .on('close', () => checked.end());
  serveStdio(({era}) => createDocsServer(docs, {era, client: 'stdio', transport: 'stdio'}), {transport, onerror: (err) => console.error(`docs-mcp: ${err.message}`)});
  console.error(`docs-mcp: ${docs.content.pages.length} pages from ${docs.content.root.href}, over stdio (MCP ${docsMcpRevisions('stdio').join(', ')})`);
}

/** Deletes what is older than the retention period now and once a day; a failure is logged, not fatal. */
function purgeDaily(feedback: FeedbackService, days: number) {
  const purge = () =>
    feedback.store.purge(new Date(Date.now() - days * 86_400_000)).catch((err: Error) => console.error(`docs-mcp: purge failed: ${err.message}`));
  void purge();
  setInterval(purge, PURGE_EVERY_MS).unref();
}

function serveHttp(docs: LoadedDocs, policy: HttpPolicy, feedback: FeedbackService, args: ReturnType<typeof parseArgs>) {
  const server = createHttpServer(withFeedback(docs, feedback), policy, feedback);
  const socket = args.socket;
  if (socket && fs.existsSync(socket)) {
    if (!fs.statSync(socket).isSocket()) fail(`${socket} exists and is not a socket`);
    fs.unlinkSync(socket); // left by a process that did not stop cleanly
  }
  server.on('error', (err) => fail(`cannot listen: ${err.message}`));
  const where = socket ? `unix:${socket}` : `http://${args.host}:${args.port}${MCP_PATH}`;
  const ready = () =>
    console.error(`docs-mcp: ${docs.content.pages.length} pages from ${docs.content.root.href}, at ${where}; feedback in ${feedback.store.engine} (${feedback.store.where})`);
  if (socket) server.listen(socket, ready);
  else server.listen(args.port, args.host, ready);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      server.close();
      server.closeAllConnections();
      if (socket) fs.rmSync(socket, {force: true});
      void feedback.store.close().finally(() => process.exit(0));
    });
  }
}

/** A store file inside the build would be served by nginx, and replaced with the next build. */
function checkStoreFile(settings: FeedbackSettings, buildDir: string) {
  if (settings.store.databaseUrl) return;
  const relative = path.relative(path.resolve(buildDir), settings.store.file);
  if (!relative.startsWith('..') && !path.isAbsolute(relative)) fail(`FEEDBACK_DB=${settings.store.file} is inside the build ${buildDir}; keep the store outside it`);
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  if (!args.http) {
    let docs: LoadedDocs;
    try {
      docs = await loadDocs(args.dir);
    } catch (err) {
      fail((err as Error).message);
    }
    return serveOverStdio(docs);
  }
  // Settings are checked first, so a mistyped one stops the server at once instead of refusing callers.
  let docs: LoadedDocs, policy: HttpPolicy, settings: FeedbackSettings;
  try {
    const http = readSettings(process.env);
    settings = readFeedbackSettings(process.env);
    checkStoreFile(settings, args.dir);
    docs = await loadDocs(args.dir);
    policy = httpPolicy(http, docs.content.root);
  } catch (err) {
    fail((err as Error).message);
  }
  const store = await openStore(settings.store).catch((err: Error) => fail(`cannot open the feedback store: ${err.message}`));
  const feedback = createFeedbackService(store, docs.content, settings.rateLimit);
  purgeDaily(feedback, settings.retentionDays);
  serveHttp(docs, policy, feedback, args);
}

void main();
