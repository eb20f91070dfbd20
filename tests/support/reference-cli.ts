/**
 * Running the reference commands as `npm run reference:<command> --` does, from
 * the repository root, without blocking (so independent servers run side by
 * side), and finding processes a command left behind.
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(__dirname, '../..');

export interface CliRun {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** The command line's exit code and output; `started` sees the process (to signal it). */
export function cliAsync(...args: string[]): Promise<CliRun> {
  return cliProcess(args).done;
}

export function cliProcess(args: string[], timeoutMs = 60_000) {
  const child = spawn('node', ['src/run-ts.cjs', 'packages/mcp-surface-gate/src/cli.ts', ...args], {cwd: root});
  let [stdout, stderr] = ['', ''];
  child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  const done = new Promise<CliRun>((resolve) =>
    child.once('close', (status) => {
      clearTimeout(timer);
      resolve({status, stdout, stderr});
    }),
  );
  return {child, done};
}

/** Processes whose command line or environment holds `tag` (other than this one), as "pid command". */
export function survivors(tag: string): string[] {
  const found: string[] = [];
  for (const pid of fs.readdirSync('/proc').filter((p) => /^\d+$/.test(p) && Number(p) !== process.pid)) {
    try {
      const cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ').trim();
      const environ = fs.readFileSync(`/proc/${pid}/environ`, 'utf8');
      if (cmdline.includes(tag) || environ.includes(tag)) found.push(`${pid} ${cmdline}`);
    } catch {
      // the process ended while we looked, or is not ours to read
    }
  }
  return found;
}
