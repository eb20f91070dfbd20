/**
 * Every process a server started, found on Linux through /proc: the server's
 * process group, each descendant by parent id (a child that called setsid, as
 * Puppeteer's Chrome does, leaves the group but not the tree), and any process
 * carrying the run's tag in its environment (a grandchild whose parent already
 * exited is re-parented to init and leaves the tree, but keeps its environment).
 * Processes are named by pid and start time, so a pid reused by another
 * process is never signalled. Elsewhere there is no /proc: only the group is known.
 */
import fs from 'node:fs';

export interface Proc {
  pid: number;
  /** Start time in clock ticks since boot: with the pid, names one process. */
  start: string;
}

interface Stat extends Proc {
  ppid: number;
  pgid: number;
  zombie: boolean;
}

export const HAS_PROC = fs.existsSync('/proc/self/stat');

/** Fields of /proc/<pid>/stat (the command name, in parentheses, may hold spaces). */
function stat(pid: number): Stat | undefined {
  try {
    const text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return {pid, start: fields[19], ppid: Number(fields[1]), pgid: Number(fields[2]), zombie: fields[0] === 'Z'};
  } catch {
    return undefined;
  }
}

function allStats(): Stat[] {
  if (!HAS_PROC) return [];
  return fs.readdirSync('/proc').filter((p) => /^\d+$/.test(p)).map((p) => stat(Number(p))).filter((s): s is Stat => !!s && !s.zombie);
}

const hasTag = (pid: number, tag: string) => {
  try {
    return `\0${fs.readFileSync(`/proc/${pid}/environ`, 'latin1')}`.includes(`\0${tag}\0`);
  } catch {
    return false;
  }
};

/**
 * The live processes that belong to a run: in group `pgid`, descended from one
 * of `known` (or from `pgid` itself), or tagged with `tag` (`NAME=value`).
 */
export function members(pgid: number, known: Proc[], tag: string): Proc[] {
  const stats = allStats().filter((s) => s.pid !== process.pid);
  const found = new Map<number, Stat>();
  const roots = new Set([pgid, ...known.map((k) => k.pid)]);
  for (const s of stats) {
    if (s.pgid === pgid || roots.has(s.pid) || hasTag(s.pid, tag)) found.set(s.pid, s);
  }
  // descendants, to any depth
  for (let grew = true; grew; ) {
    grew = false;
    for (const s of stats) {
      if (!found.has(s.pid) && (found.has(s.ppid) || roots.has(s.ppid))) {
        found.set(s.pid, s);
        grew = true;
      }
    }
  }
  // a known pid now used by another process is not ours
  const same = (s: Stat) => known.every((k) => k.pid !== s.pid || k.start === s.start);
  return [...found.values()].filter(same).map(({pid, start}) => ({pid, start}));
}

/** Whether this process is still the one that was recorded (and not a zombie). */
export const alive = (p: Proc) => {
  const s = stat(p.pid);
  return !!s && !s.zombie && s.start === p.start;
};

/** Sends `sig` to each process that is still the recorded one. */
export function signalAll(procs: Proc[], sig: NodeJS.Signals) {
  for (const p of procs) {
    if (!alive(p)) continue;
    try {
      process.kill(p.pid, sig);
    } catch {
      // gone meanwhile
    }
  }
}
