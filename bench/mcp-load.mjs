// The docs MCP server under load, on loopback only, bounded in count and time:
//  1. in process: search_docs over the whole index (no transport), p50/p95;
//  2. closed loop: `npm run serve:prod` (nginx + the MCP process), then 50 SDK
//     clients at once, each connecting (initialize) and making 20 tool calls
//     (search_docs and get_page in turn) through nginx: errors, p50/p95,
//     throughput, the MCP process's memory (RSS) before, at peak and after, and
//     the CPU time the MCP process and the clients used (per call, so that a
//     busy machine's queueing can be told apart from the work itself);
//  3. open loop: a fixed arrival rate, 100 calls a second for 10 s through
//     nginx (search_docs and get_page in turn, from 4 connected clients),
//     each call started on its schedule whatever the others are doing, and
//     timed from that scheduled start: errors, p50/p95, MCP CPU per call. Once
//     with clients of the older revisions (the 1.x SDK's Client, initialize)
//     and once with 2026-07-28 ones (the 2.x Client pinned to it). With
//     --baseline <git ref>, that revision's service (exported once into
//     bench/.cache/mcp-baseline-<sha>/, our node_modules linked in) serves
//     the same build beside ours, and the runs take turns: each round runs
//     every target once, so a busy spell hits them all alike.
//     A closed loop measures queueing behind the clients' own CPU; this is
//     the latency a deployment sees at that rate.
// The clients run in this process, on the same machine as the server.
// Usage: npm run build && npm run bench:mcp [-- --closed | --open] [--baseline <ref>] [--rounds N]
//   (both loops by default; rounds of the open loop: 3 with a baseline, else 1; PORT=4182, the baseline PORT+1)
//   MCP_CPU_PROF=<dir>  our MCP process writes a V8 CPU profile there (node --cpu-prof) when it stops
// Prints the figures and writes bench/results/mcp-load.json. Exits 1 on any
// error or a missed goal: search_docs p50 ≤ 5 ms in process, p95 ≤ 50 ms in
// the closed loop and ≤ 10 ms in the open loop (median of rounds, each era),
// and with a baseline, MCP CPU per call in the open loop no more than 10 % over
// the baseline's.
import {spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {createRequire} from 'node:module';
import {cpuSeconds, loadavg, ms, openLoop, quantile} from './load.mjs';
import {Client as ModernClient, StreamableHTTPClientTransport as ModernTransport} from '@modelcontextprotocol/client';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StreamableHTTPClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js';

const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, '..');
const PORT = Number(process.env.PORT ?? 4182);
const CLIENTS = 50;
const CALLS = 20;
const DEADLINE_MS = 120_000;
const OPEN = {rate: 100, seconds: 10, clients: 4};
const GOALS = {inProcessP50: 5, closedP95: 50, openP95: 10, cpuOverBaseline: 1.1};
const USAGE = 'usage: mcp-load.mjs [--closed | --open] [--baseline <git ref>] [--rounds N]';
const args = process.argv.slice(2);
const modes = [];
let baselineRef = null;
let rounds = null;
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--open' || args[i] === '--closed') modes.push(args[i]);
  else if (args[i] === '--baseline' && args[i + 1]) baselineRef = args[++i];
  else if (args[i] === '--rounds' && /^[1-9]$/.test(args[i + 1] ?? '')) rounds = Number(args[++i]);
  else {
    console.error(`mcp-load: unknown argument ${args[i]} (${USAGE})`);
    process.exit(2);
  }
}
const runClosed = !modes.length || modes.includes('--closed');
const runOpen = !modes.length || modes.includes('--open');
rounds ??= baselineRef ? 3 : 1;
const QUERIES = [
  'rate limit', 'api key', 'company number', 'officers', 'sic code', 'financial ratios', 'quick ratio', 'gearing',
  'install cursor', 'vs code', 'claude desktop', 'error 401', 'not found', 'protocol version', 'initialize', 'stdio',
  'null values', 'dormant', 'liquidation', 'micro-entity', 'ixbrl', 'resource uri', 'prompt', 'company_assessment',
  'date_of_creation', 'registered office', 'cache', 'ra', 'compan', 'retry',
];

const summary = (values) => ({count: values.length, p50: ms(quantile(values, 0.5)), p95: ms(quantile(values, 0.95)), max: ms(Math.max(...values))});
const rssMb = (pid) => {
  const kb = Number(fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)?.[1] ?? NaN);
  return +(kb / 1024).toFixed(1);
};

const result = {date: new Date().toISOString(), machine: {cpus: os.cpus().length, loadavg: loadavg()}};

// 1. In process: the tool itself, over the whole index.
{
  const {loadDocs} = require('jiti')(import.meta.filename)('../packages/companylens-docs-service/src/mcp/server.ts');
  const search = (await loadDocs(path.join(root, 'build'))).tools.get('search_docs');
  const run = (query) => {
    const start = performance.now();
    const r = search.run({query}, {client: 'bench'});
    if (r.isError) throw new Error(`search_docs "${query}" failed: ${r.content[0].text}`);
    return performance.now() - start;
  };
  const cold = QUERIES.map(run); // first time each query is seen
  const warm = [];
  for (let round = 0; round < 20; round++) for (const q of QUERIES) warm.push(run(q));
  result.inProcess = {cold: summary(cold), warm: summary(warm)};
}

/** A checkout of `ref` to run its service from (made once): the revision's files exported, our node_modules linked in. */
function baselineCheckout(ref) {
  const sha = spawnSync('git', ['rev-parse', '--short', ref], {cwd: root, encoding: 'utf8'}).stdout.trim();
  if (!sha) {
    console.error(`mcp-load: --baseline: "${ref}" is not a revision of this repository`);
    process.exit(2);
  }
  const dir = path.join(root, 'bench/.cache', `mcp-baseline-${sha}`);
  if (!fs.existsSync(path.join(dir, 'deploy/serve.mjs'))) {
    fs.rmSync(dir, {recursive: true, force: true});
    fs.mkdirSync(dir, {recursive: true});
    const archive = spawnSync('git', ['archive', sha], {cwd: root, maxBuffer: 1 << 30});
    spawnSync('tar', ['-x', '-C', dir], {input: archive.stdout});
    fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  }
  return {label: `baseline ${sha}`, dir};
}

/** `deploy/serve.mjs` of a checkout serving our build on `port`, once /mcp answers: its MCP process's pid and a stop. */
async function serve(checkout, port, nodeOptions = []) {
  const child = spawn(process.execPath, [...nodeOptions, path.join(checkout, 'deploy/serve.mjs'), '--dir', path.join(root, 'build')], {
    cwd: checkout,
    env: {...process.env, PORT: String(port)},
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () => child.kill('SIGTERM');
  process.on('exit', stop);
  const endpoint = new URL(`http://127.0.0.1:${port}/mcp`);
  for (let i = 0; i < 300; i++) {
    await new Promise((r) => setTimeout(r, 100));
    try {
      const res = await fetch(endpoint, {method: 'POST', headers: {'content-type': 'application/json', accept: 'application/json, text/event-stream'}, body: '{"jsonrpc":"2.0","id":1,"method":"ping"}'});
      if (!res.ok) continue;
      const children = fs.readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, 'utf8').trim().split(/\s+/);
      const pid = children.find((p) => fs.readFileSync(`/proc/${p}/cmdline`, 'utf8').includes('companylens-docs-mcp.cjs'));
      if (pid) return {endpoint, pid, stop};
    } catch {
      // not up yet
    }
  }
  console.error(`mcp-load: ${checkout}: serve:prod did not answer at /mcp (run \`npm run build\` first)`);
  process.exit(1);
}

/** A connected client of one era: the 1.x SDK's (initialize) or the 2.x SDK's held to 2026-07-28. */
async function connect(era, endpoint, name) {
  if (era === 'legacy') {
    const client = new Client({name, version: '1.0.0'});
    await client.connect(new StreamableHTTPClientTransport(endpoint));
    return client;
  }
  const client = new ModernClient({name, version: '1.0.0'}, {versionNegotiation: {mode: {pin: '2026-07-28'}}});
  await client.connect(new ModernTransport(endpoint));
  return client;
}

// 2. End to end through nginx.
const profile = process.env.MCP_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.MCP_CPU_PROF)}`] : [];
const ours = await serve(root, PORT, profile);
const {endpoint} = ours;
const mcpPid = ours.pid;

if (runClosed) {
  const memory = {before: rssMb(mcpPid), peak: 0};
  const sampler = setInterval(() => (memory.peak = Math.max(memory.peak, rssMb(mcpPid))), 50);
  const latencies = {connect: [], search_docs: [], get_page: []};
  let errors = 0;
  const firstErrors = [];

  async function oneClient(n) {
    const client = new Client({name: `load-${n}`, version: '1.0.0'});
    let start = performance.now();
    await client.connect(new StreamableHTTPClientTransport(endpoint));
    latencies.connect.push(performance.now() - start);
    let lastUrl = null;
    for (let i = 0; i < CALLS; i++) {
      const read = i % 2 === 1 && lastUrl;
      const call = read ? {name: 'get_page', arguments: {path: lastUrl}} : {name: 'search_docs', arguments: {query: QUERIES[(n + i) % QUERIES.length]}};
      start = performance.now();
      try {
        const r = await client.callTool(call);
        latencies[call.name].push(performance.now() - start);
        if (r.isError) throw new Error(r.content[0].text);
        if (!read) lastUrl = r.structuredContent.hits[0]?.url ?? '/';
      } catch (err) {
        errors++;
        if (firstErrors.length < 5) firstErrors.push(`${call.name}: ${err.message}`);
      }
    }
    await client.close();
  }

  const started = performance.now();
  const cpuBefore = {mcp: cpuSeconds(mcpPid), client: process.cpuUsage()};
  const deadline = new Promise((_, reject) => setTimeout(() => reject(new Error(`not finished within ${DEADLINE_MS / 1000} s`)), DEADLINE_MS).unref());
  await Promise.race([Promise.all(Array.from({length: CLIENTS}, (_, n) => oneClient(n))), deadline]);
  const seconds = (performance.now() - started) / 1000;
  const clientCpu = process.cpuUsage(cpuBefore.client);
  const mcpCpu = cpuSeconds(mcpPid) - cpuBefore.mcp;
  clearInterval(sampler);
  memory.after = rssMb(mcpPid);
  const calls = [...latencies.search_docs, ...latencies.get_page];
  result.closedLoop = {
    loadavg: loadavg(),
    clients: CLIENTS,
    callsPerClient: CALLS,
    errors,
    firstErrors,
    seconds: +seconds.toFixed(2),
    callsPerSecond: +(calls.length / seconds).toFixed(0),
    toolCalls: summary(calls),
    search_docs: summary(latencies.search_docs),
    get_page: summary(latencies.get_page),
    connect: summary(latencies.connect),
    mcpRssMb: memory,
    cpuMsPerCall: {
      mcp: +((mcpCpu * 1000) / calls.length).toFixed(2),
      clients: +((clientCpu.user + clientCpu.system) / 1000 / calls.length).toFixed(2),
    },
  };
}

// 3. Open loop: calls start on a fixed schedule; latency is counted from the scheduled start.
/** One open-loop run against a server with clients of one era. */
async function openRun({endpoint, pid}, era) {
  const clients = [];
  for (let n = 0; n < OPEN.clients; n++) clients.push(await connect(era, endpoint, `open-${n}`));
  // get_page reads what search_docs finds: the first hit of each query (a section), found once beforehand.
  const reads = [];
  for (const query of QUERIES) reads.push((await clients[0].callTool({name: 'search_docs', arguments: {query, limit: 1}})).structuredContent.hits[0]?.url ?? '/');
  const total = OPEN.rate * OPEN.seconds;
  const latencies = {search_docs: [], get_page: []};
  let errors = 0;
  const firstErrors = [];
  const cpuBefore = {mcp: cpuSeconds(pid), client: process.cpuUsage()};
  const {late, seconds} = await openLoop({...OPEN, deadlineMs: DEADLINE_MS}, (i, due) => {
    const call = i % 2 === 0 ? {name: 'search_docs', arguments: {query: QUERIES[(i / 2) % QUERIES.length]}} : {name: 'get_page', arguments: {path: reads[((i - 1) / 2) % reads.length]}};
    return clients[i % clients.length]
      .callTool(call)
      .then((r) => {
        latencies[call.name].push(performance.now() - due);
        if (r.isError) throw new Error(r.content[0].text);
      })
      .catch((err) => {
        errors++;
        if (firstErrors.length < 5) firstErrors.push(`${call.name}: ${err.message}`);
      });
  });
  const clientCpu = process.cpuUsage(cpuBefore.client);
  const mcpCpu = cpuSeconds(pid) - cpuBefore.mcp;
  await Promise.all(clients.map((c) => c.close()));
  const calls = [...latencies.search_docs, ...latencies.get_page];
  return {
    loadavg: loadavg(),
    scheduled: total,
    startedLate: late,
    errors,
    firstErrors,
    seconds: +seconds.toFixed(2),
    toolCalls: summary(calls),
    search_docs: summary(latencies.search_docs),
    get_page: summary(latencies.get_page),
    mcpCpuPercent: +((mcpCpu / seconds) * 100).toFixed(1),
    cpuMsPerCall: {mcp: +((mcpCpu * 1000) / total).toFixed(3), clients: +((clientCpu.user + clientCpu.system) / 1000 / total).toFixed(2)},
  };
}

if (runOpen) {
  const targets = [
    {label: 'ours', era: 'legacy', server: ours},
    {label: 'ours', era: 'modern', server: ours},
  ];
  let baseline = null;
  if (baselineRef) {
    const checkout = baselineCheckout(baselineRef);
    baseline = {label: checkout.label, server: await serve(checkout.dir, PORT + 1)};
    targets.push({label: baseline.label, era: 'legacy', server: baseline.server});
  }
  const runs = [];
  for (let round = 1; round <= rounds; round++) {
    for (const t of targets) runs.push({target: t.label, era: t.era, round, ...(await openRun(t.server, t.era))});
  }
  baseline?.server.stop();
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const byTarget = targets.map((t) => {
    const mine = runs.filter((r) => r.target === t.label && r.era === t.era);
    return {
      target: t.label,
      era: t.era,
      errors: mine.reduce((n, r) => n + r.errors, 0),
      p50: median(mine.map((r) => r.toolCalls.p50)),
      p95: median(mine.map((r) => r.toolCalls.p95)),
      mcpCpuMsPerCall: median(mine.map((r) => r.cpuMsPerCall.mcp)),
    };
  });
  result.openLoop = {rate: OPEN.rate, seconds: OPEN.seconds, rounds, byTarget, runs};
}
ours.stop();

console.log(JSON.stringify(result, null, 2));
fs.mkdirSync(path.join(root, 'bench/results'), {recursive: true});
fs.writeFileSync(path.join(root, 'bench/results/mcp-load.json'), JSON.stringify(result, null, 2));
const open = result.openLoop?.byTarget ?? [];
const base = open.find((t) => t.target !== 'ours');
const missed = [
  result.inProcess.warm.p50 > GOALS.inProcessP50 && `in-process search_docs p50 ${result.inProcess.warm.p50} ms > ${GOALS.inProcessP50} ms`,
  result.closedLoop?.errors > 0 && `closed loop: ${result.closedLoop.errors} errors`,
  result.closedLoop?.toolCalls.p95 > GOALS.closedP95 && `closed loop: p95 ${result.closedLoop.toolCalls.p95} ms > ${GOALS.closedP95} ms`,
  ...open.flatMap((t) => [
    t.errors > 0 && `open loop, ${t.target} ${t.era}: ${t.errors} errors`,
    t.target === 'ours' && t.p95 > GOALS.openP95 && `open loop, ours ${t.era}: p95 ${t.p95} ms > ${GOALS.openP95} ms`,
    t.target === 'ours' && base && t.mcpCpuMsPerCall > base.mcpCpuMsPerCall * GOALS.cpuOverBaseline && `open loop, ours ${t.era}: MCP CPU ${t.mcpCpuMsPerCall} ms a call, over the baseline's ${base.mcpCpuMsPerCall} ms by more than 10 %`,
  ]),
].filter(Boolean);
if (missed.length) console.error(`mcp-load: ${missed.join('; ')}`);
process.exit(missed.length ? 1 : 0);
