/**
 * The service's feedback side run as its command (`docs-mcp --http`) on a
 * loopback port, on both engines where a store is involved: nothing
 * acknowledged is lost when the process is killed mid-burst, rows past the
 * retention period are deleted by the service itself as it starts, the per-client
 * limit and its default, settings it cannot use, and the report and purge
 * commands. The routes' bad input is tested through nginx
 * (tests/nginx/feedback-http.spec.ts).
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StreamableHTTPClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {formatDateGb} from '@site/src/lib/text/formatDate';
import {DEFAULT_RATE_LIMIT, DEFAULT_RETENTION_DAYS} from '@site/packages/companylens-docs-service/src/feedback/settings';
import {parseLlmsTxt} from '@site/packages/companylens-docs-service/src/mcp/content';
import {openStore, type StoreSettings} from '@site/packages/companylens-docs-service/src/store';
import {PORT} from '../playwright.config';
import {failedStart, oneLine, post, ROOT, seed, startService, tempDir} from '../support/feedback';
import {startPostgres, type Cluster} from '../support/postgres';

const PAGE = '/getting-started/installation';
const envOf = (s: StoreSettings): Record<string, string> => (s.databaseUrl ? {DATABASE_URL: s.databaseUrl} : {FEEDBACK_DB: s.file});

for (const engine of ['sqlite', 'postgres'] as const) {
  test.describe(`the service on ${engine}`, () => {
    test.describe.configure({mode: 'default'});
    let cluster: Cluster | undefined;
    let settings: StoreSettings;
    test.beforeAll(async () => {
      if (engine === 'postgres') cluster = await startPostgres();
      settings = cluster ? {file: '', databaseUrl: cluster.url} : {file: path.join(tempDir(), 'feedback.sqlite')};
    });
    test.afterAll(() => cluster?.stop());

    test('SIGKILL during a burst of posts: after a restart, every acknowledged post is in the store', async () => {
      const port = PORT + (engine === 'sqlite' ? 40 : 41);
      const env = {...envOf(settings), FEEDBACK_RATE_LIMIT: '1000000'};
      const service = await startService(port, env);
      const agent = new http.Agent({keepAlive: true, maxSockets: 16});
      const acknowledged = new Set<string>();
      let failed = 0;
      const sends = Array.from({length: 400}, (_, i) => {
        const comment = `burst ${i}`;
        return post(`${service.base}/api/feedback`, {page: PAGE, helpful: false, reason: 'other', comment}, {agent}).then(
          (answer) => {
            if (answer.status === 201) acknowledged.add(comment);
            if (acknowledged.size === 60) service.child.kill('SIGKILL');
          },
          () => failed++,
        );
      });
      await Promise.all(sends);
      agent.destroy();
      await service.stop();
      expect(service.child.signalCode).toBe('SIGKILL');
      // killed mid-burst: some posts were answered, the rest never were
      expect(acknowledged.size).toBeGreaterThanOrEqual(60);
      expect(failed).toBeGreaterThan(0);

      const restarted = await startService(port, env);
      await restarted.stop();
      const store = await openStore(settings);
      const stored = new Set((await store.feedbackSince(new Date(0))).map((r) => r.comment));
      await store.close();
      const lost = [...acknowledged].filter((c) => !stored.has(c));
      expect(lost, `acknowledged but not stored: ${lost.join(', ')}`).toEqual([]);
    });

    test(`rows older than the retention (${DEFAULT_RETENTION_DAYS} days by default) are gone once the service has started, with no command run`, async () => {
      const now = Date.now();
      const ago = (days: number) => new Date(now - days * 86_400_000);
      const seeded = await openStore(settings);
      for (const [days, mark] of [[DEFAULT_RETENTION_DAYS + 1, 'expired'], [DEFAULT_RETENTION_DAYS - 1, 'kept']] as const) {
        await seeded.addFeedback({page: PAGE, topic: null, helpful: false, reason: 'other', comment: `retention ${mark}`, source: 'page'}, ago(days));
        await seeded.addSearchEvent({query: `retention ${mark}`, source: 'modal', results: 0, chosen: null}, ago(days));
      }
      await seeded.close();
      const marks = async () => {
        const store = await openStore(settings);
        const rows = [...(await store.feedbackSince(new Date(0))).map((r) => `feedback ${r.comment}`), ...(await store.searchEventsSince(new Date(0))).map((r) => `search ${r.query}`)];
        await store.close();
        return rows.filter((r) => r.includes('retention ')).sort();
      };
      expect(await marks()).toEqual(['feedback retention expired', 'feedback retention kept', 'search retention expired', 'search retention kept']);
      // the settings name no retention, so the default applies; the service purges as it starts
      const service = await startService(PORT + (engine === 'sqlite' ? 50 : 51), envOf(settings));
      try {
        await expect.poll(marks, {timeout: 15_000}).toEqual(['feedback retention kept', 'search retention kept']);
      } finally {
        await service.stop();
      }
      expect(service.stderr()).not.toMatch(/purge failed/);
    });
  });
}

test(`the service's own limit, by default ${DEFAULT_RATE_LIMIT} posts a minute per client and route: 429 with Retry-After and nothing stored, submit_feedback counted too`, async () => {
  const file = path.join(tempDir(), 'feedback.sqlite');
  const service = await startService(PORT + 42, {FEEDBACK_DB: file});
  const client = new Client({name: 'feedback-test', version: '1.0.0'});
  try {
    for (let i = 0; i < DEFAULT_RATE_LIMIT; i++) {
      expect((await post(`${service.base}/api/feedback`, {page: PAGE, helpful: true})).status).toBe(201);
    }
    const refused = await post(`${service.base}/api/feedback`, {page: PAGE, helpful: true});
    expect(refused.status).toBe(429);
    expect(oneLine(refused).error).toMatch(new RegExp(`^Too many posts: at most ${DEFAULT_RATE_LIMIT} a minute from one client; try again in \\d+ s$`));
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    const nowhere = await post(`${service.base}/api/nothing`, {page: PAGE, helpful: true});
    expect(nowhere.status).toBe(404);
    expect(oneLine(nowhere).error).toBe('Not found: this service answers /mcp, /api/feedback, /api/search-events, /api/feedback-status.json');
    // bad posts are refused before they count, and the other route has its own allowance
    expect((await post(`${service.base}/api/search-events`, {query: 'officers', source: 'modal', results: 3, chosen: 1})).status).toBe(201);
    await client.connect(new StreamableHTTPClientTransport(new URL(`${service.base}/mcp`)));
    const tool = (await client.callTool({name: 'submit_feedback', arguments: {page: PAGE, helpful: true}})) as CallToolResult;
    expect(tool.isError).toBe(true);
    expect((tool.content[0] as {text: string}).text).toMatch(/^Too many posts: at most 10 a minute/);
  } finally {
    await client.close();
    await service.stop();
  }
  const store = await openStore({file});
  expect(await store.counts()).toEqual({feedback: DEFAULT_RATE_LIMIT, searchEvents: 1});
  await store.close();
});

test('DOCS_MCP_ALLOWED_ORIGINS=* opens /mcp to every origin but not the feedback routes; a listed origin opens both', async () => {
  const body = {page: PAGE, helpful: true};
  const ping = JSON.stringify({jsonrpc: '2.0', id: 1, method: 'ping'});
  const mcpHeaders = {accept: 'application/json, text/event-stream'};
  for (const [origins, port] of [['*', PORT + 45], ['https://assistant.example', PORT + 47]] as const) {
    const service = await startService(port, {FEEDBACK_DB: path.join(tempDir(), 'feedback.sqlite'), DOCS_MCP_ALLOWED_ORIGINS: origins});
    try {
      const listed = origins !== '*';
      const origin = listed ? origins : 'https://evil.example';
      expect((await post(`${service.base}/mcp`, ping, {headers: {...mcpHeaders, origin}})).status, origins).toBe(200);
      const answer = await post(`${service.base}/api/feedback`, body, {headers: {origin}});
      expect(answer.status, `${origins}: ${answer.text}`).toBe(listed ? 201 : 403);
      expect(answer.headers['access-control-allow-origin']).toBe(listed ? origin : undefined);
      // the site's own origin is always allowed to post unless a list replaces it
      const site = parseLlmsTxt(fs.readFileSync(path.join(ROOT, 'build/llms.txt'), 'utf8')).root.origin;
      const own = await post(`${service.base}/api/feedback`, body, {headers: {origin: site}});
      expect(own.status, origins).toBe(listed ? 403 : 201);
    } finally {
      await service.stop();
    }
  }
});

test('feedback settings it cannot use stop start-up with exit code 1 and one line, never echoing a password', async () => {
  test.setTimeout(120_000); // five start-ups, one after another
  const cases: [Record<string, string>, RegExp][] = [
    [{FEEDBACK_RATE_LIMIT: 'ten'}, /^docs-mcp: FEEDBACK_RATE_LIMIT=ten is not a whole number from 1 to 9999999$/],
    [{FEEDBACK_KEEP_DAYS: '30'}, /^docs-mcp: FEEDBACK_KEEP_DAYS=30 is not a setting; expected one of FEEDBACK_DB, FEEDBACK_RATE_LIMIT, FEEDBACK_RETENTION_DAYS$/],
    [{FEEDBACK_DB: 'build/feedback.sqlite'}, /^docs-mcp: FEEDBACK_DB=.*\/build\/feedback\.sqlite is inside the build .*; keep the store outside it$/],
    [{DATABASE_URL: 'mysql://admin:s3cret@db.example/docs'}, /^docs-mcp: DATABASE_URL is not a PostgreSQL URL; expected postgresql:\/\/user:password@host:port\/database$/],
    [{DATABASE_URL: `postgresql://docs:s3cret@127.0.0.1:${PORT + 43}/docs`}, /^docs-mcp: cannot open the feedback store: postgresql:\/\/docs@127\.0\.0\.1:\d+\/docs: .*ECONNREFUSED/],
  ];
  for (const [env, message] of cases) {
    const run = await failedStart(PORT + 44, env);
    expect(run.code, run.stderr).toBe(1);
    expect(run.stderr.split('\n'), run.stderr).toHaveLength(1);
    expect(run.stderr).toMatch(message);
    expect(run.stderr).not.toContain('s3cret');
  }
});

test('feedback:report and feedback:purge: Markdown or JSON from the store, never an email address or phone number; a bad argument is one line and exit code 2', async () => {
  const file = path.join(tempDir(), 'feedback.sqlite');
  const store = await openStore({file});
  await seed(store, new Date());
  // as a reader typed it, stored before the service took such details out
  await store.addFeedback({page: PAGE, topic: null, helpful: false, reason: 'other', comment: 'Reply to jane.doe+docs@example.co.uk or 07700 900123', source: 'page'}, new Date(Date.now() - 86_400_000));
  await store.close();
  const cli = (...args: string[]) => spawnSync('node', ['packages/companylens-docs-service/bin/companylens-docs-feedback.cjs', ...args], {cwd: ROOT, env: {...process.env, FEEDBACK_DB: file}, encoding: 'utf8', timeout: 60_000});

  for (const [args, message] of [
    [['report', '--since', '3x'], 'feedback:report: --since "3x" is neither a number of days such as 30d nor a date such as 2026-11-01'],
    [['report', '--since', '2026-02-30'], 'feedback:report: --since "2026-02-30" is neither'],
    [['report', '--csv'], 'feedback:report: unknown argument "--csv"'],
    [['purge', '--days', '-1'], 'feedback:purge: --days "-1" is not a whole number of days from 1'],
  ] as const) {
    const run = cli(...args);
    expect(run.status, run.stderr).toBe(2);
    expect(run.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(run.stderr).toContain(message);
    expect(run.stdout).toBe('');
  }

  // the report runs from 30 days back to now, in the site's dates (checked against Intl in helpers.spec)
  const gb = (ms: number) => formatDateGb(new Date(ms));
  const heading = (now: number) => `# Documentation feedback, ${gb(now - 30 * 86_400_000)} to ${gb(now)}\n`;
  const before = Date.now();
  const markdown = cli('report');
  expect(markdown.status, markdown.stderr).toBe(0);
  // a run across midnight may date either day
  expect([heading(before), heading(Date.now())]).toContain(markdown.stdout.slice(0, markdown.stdout.indexOf('\n') + 1));
  expect(markdown.stdout).toContain('| `/getting-started/installation` | 1 | 3 | 25% |');
  expect(markdown.stdout).toContain('`Reply to [email removed] or [phone removed]`');
  const json = cli('report', '--since', '7d', '--json');
  expect(json.status, json.stderr).toBe(0);
  for (const printed of [markdown.stdout, json.stdout]) expect(printed).not.toMatch(/jane\.doe|example\.co\.uk|07700/);
  const report = JSON.parse(json.stdout);
  expect(report.pages.map((p: {subject: string}) => p.subject)).toEqual(['/getting-started/installation', '/api/tools/search-companies']);
  expect(report.noResults[0]).toMatchObject({query: 'compnay numbr', count: 3});

  const purge = cli('purge', '--days', '30');
  expect(purge.status, purge.stderr).toBe(0);
  expect(purge.stdout).toBe(`feedback:purge: deleted 1 feedback posts and 1 search events older than 30 days from ${file}\n`);
  const after = await openStore({file});
  expect(await after.counts()).toEqual({feedback: 7, searchEvents: 7});
  await after.close();
});
