/**
 * The docs MCP server over stdio, started the way the README says
 * (`npm run docs-mcp`), against the build in build/ (build it first). The
 * protocol tests are shared with HTTP (tests/support/docs-mcp.ts); the raw
 * ones here send what the SDK client never would.
 */
import {spawn} from 'node:child_process';
import {test, expect} from '@playwright/test';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {describeDocsMcp, ROOT} from '../support/docs-mcp';

describeDocsMcp('stdio (npm run docs-mcp)', async () => {
  const client = new Client({name: 'docs-mcp-test', version: '1.0.0'});
  // --silent: npm would print its "> script" banner on stdout, which is not an MCP message.
  await client.connect(new StdioClientTransport({command: 'npm', args: ['run', '--silent', 'docs-mcp'], cwd: ROOT, stderr: 'ignore'}));
  return client;
});

/** Writes lines to a fresh server's stdin and collects every line it writes to stdout. */
async function session(lines: string[], replies: number): Promise<{stdout: string[]; exitCode: number | null}> {
  const child = spawn(process.execPath, ['src/docs-mcp/bin.cjs'], {cwd: ROOT, stdio: ['pipe', 'pipe', 'ignore']});
  const stdout: string[] = [];
  let buffer = '';
  const done = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`only ${stdout.length} of ${replies} replies: ${stdout.join('\n')}`)), 20_000);
    child.stdout.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      const parts = buffer.split('\n');
      buffer = parts.pop()!;
      stdout.push(...parts);
      if (stdout.length >= replies) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  for (const line of lines) child.stdin.write(`${line}\n`);
  await done;
  child.stdin.end();
  const exitCode = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  return {stdout, exitCode};
}

test('over stdio, a line that is not JSON gets -32700 and a batch or non-message -32600, with no id; the server keeps answering and writes nothing else to stdout', async () => {
  const good = JSON.stringify({jsonrpc: '2.0', id: 7, method: 'tools/call', params: {name: 'search_docs', arguments: {query: 'rate limit', limit: 1}}});
  const {stdout, exitCode} = await session(
    ['{"jsonrpc":"2.0","id":1,', 'not json at all', '[{"jsonrpc":"2.0","id":2,"method":"ping"}]', '{"hello":"world"}', good],
    5,
  );
  const replies = stdout.map((l) => JSON.parse(l) as {id?: number; error?: {code: number}; result?: {structuredContent: {hits: unknown[]}}});
  expect(replies.filter((r) => r.error).map((r) => [r.error!.code, r.id])).toEqual([
    [-32700, undefined],
    [-32700, undefined],
    [-32600, undefined],
    [-32600, undefined],
  ]);
  expect(replies.find((r) => r.id === 7)?.result?.structuredContent.hits).toHaveLength(1);
  expect(exitCode).toBe(0); // closing stdin ends the session cleanly
});

test('over stdio, a build without llms.txt or a search index stops the server at once with a message saying what to run', async () => {
  const child = spawn(process.execPath, ['src/docs-mcp/bin.cjs', '--dir', 'src'], {cwd: ROOT, stdio: ['pipe', 'pipe', 'pipe']});
  let stderr = '';
  let stdout = '';
  child.stderr.on('data', (c: Buffer) => (stderr += c));
  child.stdout.on('data', (c: Buffer) => (stdout += c));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  expect(code).toBe(1);
  expect(stderr).toMatch(/docs-mcp: No llms\.txt in .*src: run `npm run build` first/);
  expect(stdout).toBe('');
});
