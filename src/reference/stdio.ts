/**
 * The stdio transport the reference commands start a server with: the command
 * runs through `/bin/sh -c` (so `VAR=x cmd` and `cd dir && cmd` work) in a
 * process group of its own, and every way out ends the whole group as the MCP
 * stdio transport describes shutdown: close the server's stdin, wait, SIGTERM,
 * wait, SIGKILL. A child the server started goes with it.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {ReadBuffer, serializeMessage} from '@modelcontextprotocol/sdk/shared/stdio.js';
import type {Transport} from '@modelcontextprotocol/sdk/shared/transport.js';
import type {JSONRPCMessage} from '@modelcontextprotocol/sdk/types.js';

/** How long each step of the shutdown waits for the server to go. */
export const SHUTDOWN_STEP_MS = 1000;

const live = new Set<GroupStdioTransport>();

/** Ends every server group still running (Ctrl+C, or any other way the command stops early). */
export const endAllGroups = () => Promise.all([...live].map((t) => t.close()));

// the last resort, when the command exits before a shutdown has finished: no group outlives it
process.on('exit', () => {
  for (const transport of live) transport.kill();
});

const alive = (pgid: number) => {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
};
const signal = (pgid: number, sig: NodeJS.Signals) => {
  try {
    process.kill(-pgid, sig);
  } catch {
    // the group is already gone
  }
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(done: () => boolean, ms: number) {
  for (const end = Date.now() + ms; !done() && Date.now() < end; ) await sleep(25);
  return done();
}

export class GroupStdioTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;
  private child?: ChildProcess;
  private buffer = new ReadBuffer();
  private closing?: Promise<void>;

  constructor(
    private readonly command: string,
    private readonly onStderr: (chunk: string) => void,
  ) {}

  async start() {
    const child = spawn('/bin/sh', ['-c', this.command], {detached: true, stdio: ['pipe', 'pipe', 'pipe'], env: process.env});
    this.child = child;
    live.add(this);
    await new Promise<void>((resolve, reject) => {
      child.once('error', reject);
      child.once('spawn', resolve);
    });
    child.on('error', (error) => this.onerror?.(error));
    child.on('close', () => {
      if (!this.closing) this.onclose?.();
    });
    child.stdin!.on('error', (error) => this.onerror?.(error));
    child.stderr!.on('data', (chunk: Buffer) => this.onStderr(chunk.toString()));
    child.stdout!.on('data', (chunk: Buffer) => {
      this.buffer.append(chunk);
      try {
        for (let message = this.buffer.readMessage(); message; message = this.buffer.readMessage()) this.onmessage?.(message);
      } catch (error) {
        this.onerror?.(error as Error);
      }
    });
  }

  send(message: JSONRPCMessage): Promise<void> {
    return new Promise((resolve) => {
      const stdin = this.child?.stdin;
      if (!stdin?.writable) return resolve();
      if (stdin.write(serializeMessage(message))) resolve();
      else stdin.once('drain', resolve);
    });
  }

  /** SIGKILL to the whole group at once, for when there is no time to wait. */
  kill() {
    if (this.child?.pid) signal(this.child.pid, 'SIGKILL');
  }

  close(): Promise<void> {
    this.closing ??= this.shutdown();
    return this.closing;
  }

  private async shutdown() {
    const child = this.child;
    if (child?.pid) {
      const pgid = child.pid;
      const exited = () => child.exitCode !== null || child.signalCode !== null;
      child.stdin?.end();
      await waitFor(exited, SHUTDOWN_STEP_MS);
      // the server may be gone and its children not: the group is ended either way
      if (alive(pgid)) {
        signal(pgid, 'SIGTERM');
        if (!(await waitFor(() => !alive(pgid), SHUTDOWN_STEP_MS))) signal(pgid, 'SIGKILL');
      }
      await waitFor(exited, SHUTDOWN_STEP_MS);
      child.stdout?.destroy();
      child.stderr?.destroy();
    }
    live.delete(this);
    this.buffer.clear();
    this.onclose?.();
  }
}
