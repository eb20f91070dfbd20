// What finding a server's protocol revisions costs the reference reader (packages/mcp-surface-gate/src/README.md,
// "Either era"): each server of the test corpus (tests/corpus/, installed by `npm test`) read as
// check reads it (the opening only) and as snapshot reads it (every revision still open offered,
// side by side), one after the other, each read alone, for --rounds rounds (default 1); medians.
// Usage: node bench/reference-revisions.mjs [--rounds N] [<part of a server's name>...]
// Prints a table and writes bench/results/reference-revisions.json.
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import createJiti from 'jiti';
import {loadavg} from './load.mjs';

const root = path.resolve(import.meta.dirname, '..');
const jiti = createJiti(import.meta.filename);
const {readServer} = jiti('../packages/mcp-surface-gate/src/read/client.ts');
const {CORPUS, listening, portsFrom} = jiti('../tests/support/corpus-servers.ts');
const args = process.argv.slice(2);
const rounds = args.includes('--rounds') ? Number(args[args.indexOf('--rounds') + 1]) : 1;
const filters = args.filter((a, i) => a !== '--rounds' && args[i - 1] !== '--rounds');
const port = portsFrom(4300);
const ctx = {work: fs.mkdtempSync(path.join(os.tmpdir(), 'bench-revisions-')), port};
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const chosen = Object.entries(CORPUS).filter(([name, s]) => !('refused' in s.expect) && (!filters.length || filters.some((f) => name.includes(f))));
const served = chosen.flatMap(([, s]) => s.serve?.(ctx) ?? []);
const children = served.map(({command, env = {}}) => spawn('/bin/sh', ['-c', `exec ${command}`], {cwd: root, detached: true, stdio: 'ignore', env: {...process.env, ...env}}));
const before = loadavg();
const rows = [];
try {
  await Promise.all(served.map((s) => listening(s.port)));
  for (const [name, server] of chosen) {
    const times = {opening: [], every: []};
    let found;
    for (let round = 0; round < rounds; round++) {
      for (const [kind, offers] of [['opening', []], ['every', 'all']]) {
        const started = performance.now();
        const {surface} = await readServer(server.target(ctx), 60_000, offers);
        times[kind].push(performance.now() - started);
        if (kind === 'every') found = surface.server.protocolVersions;
      }
    }
    rows.push({server: name, openingMs: Math.round(median(times.opening)), everyMs: Math.round(median(times.every)), supported: found.supported, unsupported: found.unsupported});
  }
} finally {
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // gone
    }
  }
}
const after = loadavg();
const sum = (key, http) => rows.filter((r) => /HTTP/.test(r.server) === http).reduce((n, r) => n + r[key], 0);
console.log('| Server | Opening only (ms) | Every revision offered (ms) | Speaks | Does not |\n|---|---|---|---|---|');
for (const r of rows) console.log(`| ${r.server} | ${r.openingMs} | ${r.everyMs} | ${r.supported.join(', ')} | ${r.unsupported.join(', ')} |`);
console.log(`\nstdio: ${sum('openingMs', false)} ms opening only, ${sum('everyMs', false)} ms with every revision offered; HTTP: ${sum('openingMs', true)} ms, ${sum('everyMs', true)} ms; load ${before} → ${after}, ${rounds} round(s)`);
fs.mkdirSync(path.join(root, 'bench/results'), {recursive: true});
fs.writeFileSync(path.join(root, 'bench/results/reference-revisions.json'), `${JSON.stringify({rounds, load: {before, after}, rows}, null, 2)}\n`);
process.exit(0);
