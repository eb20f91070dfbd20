/**
 * A throwaway PostgreSQL cluster for the tests and bench:feedback: Debian's
 * server binaries (`apt-get install postgresql`; .ci/run installs them),
 * initdb into a fresh temporary folder, listening on loopback only, stopped
 * and removed by stop(). PostgreSQL refuses to run as root, so as root the
 * cluster runs as the `postgres` user the package creates.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface Cluster {
  /** postgresql://postgres@127.0.0.1:<port>/postgres */
  url: string;
  stop(): void;
}

/** Debian's newest installed server, or PG_BIN. */
function binDir(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root).filter((v) => fs.existsSync(path.join(root, v, 'bin/initdb'))) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) throw new Error("PostgreSQL's server is not installed: sudo apt-get install postgresql (or set PG_BIN to its bin folder)");
  return path.join(root, newest, 'bin');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export async function startPostgres(): Promise<Cluster> {
  const bin = binDir();
  const asRoot = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'companylens-pg-'));
  if (asRoot) spawnSync('chown', ['postgres:postgres', dir]);
  const run = (tool: string, args: string[]) => {
    const command = asRoot ? ['runuser', '-u', 'postgres', '--', path.join(bin, tool), ...args] : [path.join(bin, tool), ...args];
    const out = spawnSync(command[0], command.slice(1), {encoding: 'utf8', timeout: 60_000});
    if (out.status !== 0) throw new Error(`${tool} failed: ${(out.stderr || out.stdout || String(out.error)).trim().split('\n').pop()}`);
  };
  const data = path.join(dir, 'data');
  const port = await freePort();
  const stop = () => {
    if (!fs.existsSync(dir)) return;
    try {
      run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    } catch {
      // not running
    }
    fs.rmSync(dir, {recursive: true, force: true});
  };
  try {
    run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
    const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c max_connections=60`;
    run('pg_ctl', ['-D', data, '-l', path.join(dir, 'log'), '-o', options, '-w', '-t', '60', 'start']);
  } catch (err) {
    stop();
    throw err;
  }
  process.once('exit', stop);
  return {url: `postgresql://postgres@127.0.0.1:${port}/postgres`, stop};
}
