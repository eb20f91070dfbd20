/**
 * What the Try it panel prints for a call: the JSON-RPC request, the
 * Companies House requests behind it, the same call from the official
 * TypeScript and Python SDKs, and an MCP Inspector command that runs it.
 * The server is started as every client configuration starts it (MCP_SERVER),
 * with the key from the reader's environment, or the key they gave the page
 * (src/lib/apiKey/apiKey.ts) written in.
 */
import {MCP_SERVER} from '../../constants';
import type {Args} from './form';

export const INSPECTOR_PACKAGE = '@modelcontextprotocol/inspector';
/** The Inspector's own requirement (its README): older Node.js versions fail in obscure ways. */
export const INSPECTOR_NODE = '22.19';

/** The `tools/call` request a client sends over stdio: one line, as the transport reads one message a line. */
export function jsonRpcRequest(tool: string, args: Args, id: number | string = 1): string {
  return JSON.stringify({jsonrpc: '2.0', id, method: 'tools/call', params: {name: tool, arguments: args}});
}

export interface UpstreamCall {
  request: string;
  note?: string;
  /** False when a parameter that adds the request is not set, so this call skips it. */
  made: boolean;
}

/** Companies House search parameters a tool's arguments of the same name pass on (the query itself is `q`). */
const SEARCH_PARAMETERS = ['items_per_page', 'start_index'];

/**
 * The Companies House requests of one call (tool-docs.json `upstream`, as
 * dataTables' upstreamRequest reads each), with
 * the reader's values (defaults filled in): the normalised company number in
 * the path, and for a search the query as `q` and the paging as sent.
 */
export function upstreamCalls(
  upstream: {request: string; note?: string; onlyWith?: string}[],
  values: Args,
  {companyNumber, query}: {companyNumber?: string; query?: string},
): UpstreamCall[] {
  return upstream.map(({request, note, onlyWith}) => {
    let line = request.replace('{company_number}', companyNumber ?? '{company_number}');
    if (/ \/search\/companies$/.test(line)) {
      const params = new URLSearchParams();
      if (query !== undefined && typeof values[query] === 'string') params.set('q', values[query] as string);
      for (const p of SEARCH_PARAMETERS) if (values[p] !== undefined) params.set(p, String(values[p]));
      if ([...params].length) line += `?${params.toString().replace(/\+/g, '%20')}`;
    }
    return {request: line, note, made: !onlyWith || values[onlyWith] === true};
  });
}

/** A word a POSIX shell reads back unchanged: bare when safe, else in single quotes. */
function shellQuote(word: string): string {
  return /^[A-Za-z0-9_@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}

/**
 * One `--tool-arg key=value`. The Inspector JSON-parses every value and keeps
 * the text when that fails, so a string that would parse (a number, `true`,
 * an all-digit company number) or is empty goes as a JSON string; arrays,
 * objects, numbers and booleans go as JSON.
 */
function toolArg(key: string, value: unknown): string {
  let text: string;
  if (typeof value === 'string') {
    let parses = value === '';
    try {
      JSON.parse(value);
      parses = true;
    } catch {
      // not JSON: the Inspector sends the text as it is
    }
    text = parses ? JSON.stringify(value) : value;
  } else {
    text = JSON.stringify(value);
  }
  return `--tool-arg ${shellQuote(`${key}=${text}`)}`;
}

/**
 * The command that runs the call for real. The server command comes first;
 * `--` ends it (npx's own `-y` would otherwise be taken for an Inspector
 * option), then the Inspector's options: the key passed on from the shell
 * with `-e` (the Inspector does not hand its own environment to the server),
 * or the reader's `key` itself (letters, digits and hyphens: src/lib/apiKey/apiKey.ts).
 */
export function inspectorCommand(tool: string, args: Args, key?: string): string {
  const serverCommand = [MCP_SERVER.command, ...MCP_SERVER.args].join(' ');
  const parts = [
    `npx ${INSPECTOR_PACKAGE} --cli ${serverCommand} --`,
    `-e ${MCP_SERVER.keyEnv}=${key ? `'${key}'` : `"$${MCP_SERVER.keyEnv}"`}`,
    `--method tools/call --tool-name ${tool}`,
    ...Object.entries(args).map(([k, v]) => toolArg(k, v)),
  ];
  return parts.join(' \\\n  ');
}

/** JSON as a Python literal (True, False, None; strings and numbers as JSON writes them). */
export function pythonLiteral(value: unknown, indent = ''): string {
  if (value === null) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (Array.isArray(value)) return `[${value.map((v) => pythonLiteral(v, indent)).join(', ')}]`;
  if (typeof value === 'object') {
    const entries = Object.entries(value as Args);
    if (!entries.length) return '{}';
    const inner = `${indent}    `;
    return `{\n${entries.map(([k, v]) => `${inner}${JSON.stringify(k)}: ${pythonLiteral(v, inner)},`).join('\n')}\n${indent}}`;
  }
  return JSON.stringify(value);
}

/** The call with the official TypeScript SDK's client (@modelcontextprotocol/client, the 2.x line), as an ES module. */
export function typescriptSnippet(tool: string, args: Args, key?: string): string {
  const argsJson = JSON.stringify(args, null, 2).replace(/\n/g, '\n  ');
  return `import {Client} from '@modelcontextprotocol/client';
import {StdioClientTransport} from '@modelcontextprotocol/client/stdio';

const transport = new StdioClientTransport({
  command: ${JSON.stringify(MCP_SERVER.command)},
  args: [${MCP_SERVER.args.map((a) => JSON.stringify(a)).join(', ')}],
  env: {${MCP_SERVER.keyEnv}: ${key ? JSON.stringify(key) : `process.env.${MCP_SERVER.keyEnv} ?? ''`}},
});
const client = new Client({name: 'try-it', version: '1.0.0'});
await client.connect(transport);
const result = await client.callTool({
  name: ${JSON.stringify(tool)},
  arguments: ${argsJson},
});
console.log(JSON.stringify(result, null, 2));
await client.close();
`;
}

/** The call with the official Python SDK (the `mcp` package). */
export function pythonSnippet(tool: string, args: Args, key?: string): string {
  return `import asyncio
import os

from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client

server = StdioServerParameters(
    command=${JSON.stringify(MCP_SERVER.command)},
    args=${pythonLiteral([...MCP_SERVER.args])},
    env={${JSON.stringify(MCP_SERVER.keyEnv)}: ${key ? JSON.stringify(key) : `os.environ[${JSON.stringify(MCP_SERVER.keyEnv)}]`}},
)


async def main():
    async with stdio_client(server) as (read, write):
        async with ClientSession(read, write) as session:
            await session.initialize()
            result = await session.call_tool(
                ${JSON.stringify(tool)},
                ${pythonLiteral(args, '                ')},
            )
            print(result.model_dump_json(indent=2, exclude_none=True))


asyncio.run(main())
`;
}
