/**
 * The stdio transport the reference commands start a server with: the command
 * runs through `/bin/sh -c` (so `VAR=x cmd` and `cd dir && cmd` work) in a
 * process group of its own, with a tag in its environment. Every way out ends
 * every process the server started, in its group or not (processTree.ts), as
 * the MCP stdio transport describes shutdown: close the server's stdin, wait,
 * SIGTERM, wait, SIGKILL. A stdout line that is not a JSON-RPC message is
 * skipped and counted, never the end of the read. The server's stderr goes to
 * a file: Node drops what a crashing process writes to a full pipe (the
 * error line after a runner's 200 KB source line), never what it writes to a file.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {randomBytes} from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {deserializeMessage, serializeMessage, type JSONRPCMessage, type Transport} from '@modelcontextprotocol/client';
import {alive, HAS_PROC, members, signalAll, type Proc} from './processTree';

/** How long each step of the shutdown waits for the server to go. */
const SHUTDOWN_STEP_MS = 1000;
/** The environment variable that marks every process of one run. */
const RUN_TAG = 'COMPANYLENS_REFERENCE_RUN';

const live = new Set<GroupStdioTransport>();

/** Ends every server still running (Ctrl+C, or any other way the command stops early). */
export const endAllGroups = () => Promise.all([...live].map((t) => t.close()));

// the last resort, when the command exits before a shutdown has finished: nothing outlives it
process.on('exit', () => {
  for (const transport of live) {
    transport.kill();
    transport.forgetStderr();
  }
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function waitFor(done: () => boolean, ms: number) {
  for (const end = Date.now() + ms; !done() && Date.now() < end; ) await sleep(25);
  return done();
}

/** Lines a server wrote to stdout that are not JSON-RPC: how many, and the first. */
export interface Skipped {
  count: number;
  first: string;
}

/** The message a stdout line holds, or undefined; log text glued before a message is cut off. */
function parseLine(line: string): {message?: JSONRPCMessage; junk: boolean} {
  const attempt = (text: string) => {
    try {
      return deserializeMessage(text);
    } catch {
      return undefined;
    }
  };
  const whole = attempt(line);
  if (whole) return {message: whole, junk: false};
  const at = line.indexOf('{"jsonrpc"');
  return {message: at > 0 ? attempt(line.slice(at)) : undefined, junk: true};
}

export class GroupStdioTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;
  readonly skipped: Skipped = {count: 0, first: ''};
  private child?: ChildProcess;
  private pending = '';
  private closing?: Promise<void>;
  private readonly tag = `${RUN_TAG}=${process.pid}-${randomBytes(6).toString('hex')}`;

  /** Where the server's stderr goes, removed when the run ends. */
  private readonly stderrFile = path.join(os.tmpdir(), `companylens-reference-${this.tag.split('=')[1]}.stderr`);

  constructor(private readonly command: string) {}

  /**
   * `pid` and `stderr` are how the SDK's client tells a stdio transport (it
   * looks for both): its server/discover probe then reads silence or an exit
   * as a legacy server. The stderr itself goes to a file here (stderrTail).
   */
  get pid(): number | undefined {
    return this.child?.pid;
  }
  get stderr(): null {
    return null;
  }
  /** Whether the server ended before the reader closed it. */
  endedByItself = false;

  /**
   * The end of what the server wrote to stderr, once it has exited (waiting at
   * most half a second for that: the line that says why comes last).
   */
  async stderrTail(bytes = 16_000): Promise<string> {
    const child = this.child;
    // only a server on its way out (its stdout ended) is waited for; one still running has said all it will
    if (child?.stdout?.readableEnded || this.endedByItself) await waitFor(() => child!.exitCode !== null || child!.signalCode !== null, 500);
    try {
      const fd = fs.openSync(this.stderrFile, 'r');
      try {
        const size = fs.fstatSync(fd).size;
        const buffer = Buffer.alloc(Math.min(size, bytes));
        fs.readSync(fd, buffer, 0, buffer.length, size - buffer.length);
        return buffer.toString('utf8');
      } finally {
        fs.closeSync(fd);
      }
    } catch {
      return '';
    }
  }

  forgetStderr() {
    fs.rmSync(this.stderrFile, {force: true});
  }

  async start() {
    const [name, value] = this.tag.split('=');
    const stderr = fs.openSync(this.stderrFile, 'w', 0o600);
    const child = spawn('/bin/sh', ['-c', this.command], {detached: true, stdio: ['pipe', 'pipe', stderr], env: {...process.env, [name]: value}});
    fs.closeSync(stderr);
    this.child = child;
    live.add(this);
    await new Promise<void>((resolve, reject) => {
      child.once('error', reject);
      child.once('spawn', resolve);
    });
    child.on('error', (error) => this.onerror?.(error));
    child.on('close', () => {
      if (this.closing) return;
      this.endedByItself = true;
      this.onclose?.();
    });
    child.stdin!.on('error', (error) => this.onerror?.(error));
    child.stdout!.on('data', (chunk: Buffer) => this.read(chunk.toString()));
  }

  private read(text: string) {
    const lines = (this.pending + text).split('\n');
    this.pending = lines.pop() ?? '';
    for (const raw of lines) {
      const line = raw.replace(/\r$/, '');
      if (!line.trim()) continue;
      const {message, junk} = parseLine(line);
      if (junk && this.skipped.count++ === 0) this.skipped.first = line.slice(0, 80);
      if (message) this.onmessage?.(message);
    }
  }

  send(message: JSONRPCMessage): Promise<void> {
    return new Promise((resolve) => {
      const stdin = this.child?.stdin;
      if (!stdin?.writable) return resolve();
      if (stdin.write(serializeMessage(message))) resolve();
      else stdin.once('drain', resolve);
    });
  }

  /** The processes of this run now: the group, what descends from it, and what carries the tag. */
  private procs(known: Proc[] = []): Proc[] {
    const pgid = this.child?.pid;
    if (!pgid) return [];
    return HAS_PROC ? members(pgid, known, this.tag) : [];
  }

  private signalGroup(sig: NodeJS.Signals) {
    try {
      if (this.child?.pid) process.kill(-this.child.pid, sig);
    } catch {
      // the group is already gone
    }
  }

  /** SIGKILL to every process of the run at once, for when there is no time to wait. */
  kill() {
    this.signalGroup('SIGKILL');
    signalAll(this.procs(), 'SIGKILL');
  }

  close(): Promise<void> {
    this.closing ??= this.shutdown();
    return this.closing;
  }

  private async shutdown() {
    const child = this.child;
    if (child?.pid) {
      const exited = () => child.exitCode !== null || child.signalCode !== null;
      // seen before stdin closes: a child that detached is still below its parent now
      let procs = this.procs();
      child.stdin?.end();
      await waitFor(exited, SHUTDOWN_STEP_MS);
      // the server may be gone and its children not: they are ended either way
      procs = this.procs(procs);
      const groupAlive = () => {
        try {
          process.kill(-child.pid!, 0);
          return true;
        } catch {
          return false;
        }
      };
      if (groupAlive() || procs.some(alive)) {
        this.signalGroup('SIGTERM');
        signalAll(procs, 'SIGTERM');
        const gone = () => !groupAlive() && !procs.some(alive);
        if (!(await waitFor(gone, SHUTDOWN_STEP_MS))) {
          this.signalGroup('SIGKILL');
          signalAll(this.procs(procs), 'SIGKILL');
        }
      }
      // anything started during the shutdown
      signalAll(this.procs(), 'SIGKILL');
      await waitFor(exited, SHUTDOWN_STEP_MS);
      child.stdout?.destroy();
    }
    this.forgetStderr();
    live.delete(this);
    this.pending = '';
    this.onclose?.();
  }
}
