// The feedback routes under load, through nginx on loopback, once on each
// store: SQLite (a fresh file) and PostgreSQL (a throwaway cluster from
// Debian's server binaries, as the tests start one). For each, `npm run
// serve:prod` (nginx and one service process) with the per-client limit
// raised (FEEDBACK_RATE_LIMIT: the bench is one client), then an open loop:
// 200 posts a second for 10 s, feedback and search events in turn, each
// started on its schedule and timed from it. Reported: errors (any answer
// but 201, or no answer; 429s counted apart), p50/p95, the service's CPU
// time per post, and rows stored against posts accepted.
// Usage: npm run build && npm run bench:feedback   (PORT=4183)
// Prints the figures and writes bench/results/feedback-load.json. Exits 1 on
// an error, a p95 over 50 ms, or rows stored differing from posts accepted.
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import {createRequire} from 'node:module';
import {cpuSeconds, loadavg, ms, openLoop, quantile} from './load.mjs';

const require = createRequire(import.meta.url);
const jiti = require('jiti')(import.meta.filename);
const {openStore} = jiti('../packages/companylens-docs-service/src/store/index.ts');
const {startPostgres} = jiti('../tests/support/postgres.ts');
const root = path.resolve(import.meta.dirname, '..');
const PORT = Number(process.env.PORT ?? 4183);
const OPEN = {rate: 200, seconds: 10};
const GOAL_P95_MS = 50;
const DEADLINE_MS = 60_000;
const PAGES = ['/getting-started/installation', '/api/tools/search-companies', '/concepts/data-model', '/'];
const QUERIES = ['rate limit', 'compnay numbr', 'officers', 'xbrl', 'api key', 'charges register'];
if (process.argv.length > 2) {
  console.error(`feedback-load: unknown argument ${process.argv[2]} (usage: npm run bench:feedback)`);
  process.exit(2);
}


function post(agent, route, body) {
  return new Promise((resolve) => {
    const req = http.request(`http://127.0.0.1:${PORT}${route}`, {method: 'POST', agent, headers: {'content-type': 'application/json'}, timeout: 10_000}, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (err) => resolve(err.message));
    req.end(JSON.stringify(body));
  });
}

/** serve:prod with this store; resolves with the process and the service's pid once it serves. */
async function serve(storeEnv) {
  const child = spawn(process.execPath, [path.join(root, 'deploy/serve.mjs')], {
    cwd: root,
    env: {...process.env, ...storeEnv, PORT: String(PORT), FEEDBACK_RATE_LIMIT: '1000000'},
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (c) => (out += c));
  for (let i = 0; i < 300 && !out.includes('feedback at /api/'); i++) await new Promise((r) => setTimeout(r, 100));
  if (!out.includes('feedback at /api/')) throw new Error(`serve:prod did not start: ${out}`);
  const children = fs.readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, 'utf8').trim().split(/\s+/);
  const pid = children.find((p) => fs.readFileSync(`/proc/${p}/cmdline`, 'utf8').includes('companylens-docs-mcp.cjs'));
  return {pid, stop: () => new Promise((resolve) => (child.on('exit', resolve), child.kill('SIGTERM')))};
}

async function run(engine, settings) {
  const server = await serve(settings.databaseUrl ? {DATABASE_URL: settings.databaseUrl} : {FEEDBACK_DB: settings.file});
  const store = await openStore(settings);
  const before = await store.counts();
  const agent = new http.Agent({keepAlive: true, maxSockets: 64});
  const latencies = [];
  const tally = {accepted: {feedback: 0, searchEvents: 0}, limited: 0, errors: 0, firstErrors: []};
  const total = OPEN.rate * OPEN.seconds;
  const cpuBefore = cpuSeconds(server.pid);
  const {late, seconds} = await openLoop({...OPEN, deadlineMs: DEADLINE_MS}, (i, due) => {
    const feedback = i % 2 === 0;
    const [route, body] = feedback
      ? ['/api/feedback', {page: PAGES[i % PAGES.length], helpful: i % 3 === 0, ...(i % 3 ? {reason: 'missing', comment: `bench post ${i}`} : {})}]
      : ['/api/search-events', {query: QUERIES[i % QUERIES.length], source: 'modal', results: i % 4, chosen: i % 4 ? 1 : null}];
    return post(agent, route, body).then((status) => {
      latencies.push(performance.now() - due);
      if (status === 201) tally.accepted[feedback ? 'feedback' : 'searchEvents']++;
      else if (status === 429) tally.limited++;
      else if (tally.errors++ < 5) tally.firstErrors.push(`${route}: ${status}`);
    });
  });
  const cpu = cpuSeconds(server.pid) - cpuBefore;
  agent.destroy();
  const after = await store.counts();
  await store.close();
  await server.stop();
  const stored = {feedback: after.feedback - before.feedback, searchEvents: after.searchEvents - before.searchEvents};
  const accepted = tally.accepted.feedback + tally.accepted.searchEvents;
  return {
    engine,
    loadavg: loadavg(),
    scheduled: total,
    startedLate: late,
    seconds: +seconds.toFixed(2),
    accepted: tally.accepted,
    stored,
    rowsMatch: stored.feedback === tally.accepted.feedback && stored.searchEvents === tally.accepted.searchEvents,
    limited429: tally.limited,
    errors: tally.errors,
    firstErrors: tally.firstErrors,
    p50: ms(quantile(latencies, 0.5)),
    p95: ms(quantile(latencies, 0.95)),
    max: ms(Math.max(...latencies)),
    serviceCpuMsPerPost: +((cpu * 1000) / accepted).toFixed(3),
    serviceCpuPercent: +((cpu / seconds) * 100).toFixed(1),
  };
}

const result = {date: new Date().toISOString(), machine: {cpus: os.cpus().length, loadavg: loadavg()}, rate: OPEN.rate, seconds: OPEN.seconds, runs: []};
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'companylens-feedback-bench-'));
let cluster;
try {
  result.runs.push(await run('sqlite', {file: path.join(dir, 'feedback.sqlite')}));
  cluster = await startPostgres();
  result.runs.push(await run('postgres', {file: '', databaseUrl: cluster.url}));
} finally {
  cluster?.stop();
  fs.rmSync(dir, {recursive: true, force: true});
}

console.log(JSON.stringify(result, null, 2));
fs.mkdirSync(path.join(root, 'bench/results'), {recursive: true});
fs.writeFileSync(path.join(root, 'bench/results/feedback-load.json'), JSON.stringify(result, null, 2));
const missed = result.runs.flatMap((r) => [
  r.errors > 0 && `${r.engine}: ${r.errors} errors`,
  r.p95 > GOAL_P95_MS && `${r.engine}: p95 ${r.p95} ms > ${GOAL_P95_MS} ms`,
  !r.rowsMatch && `${r.engine}: ${JSON.stringify(r.stored)} rows stored for ${JSON.stringify(r.accepted)} posts accepted`,
]).filter(Boolean);
if (missed.length) console.error(`feedback-load: ${missed.join('; ')}`);
process.exit(missed.length ? 1 : 0);
