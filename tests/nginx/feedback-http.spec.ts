/**
 * POST /api/feedback and /api/search-events through nginx with
 * deploy/nginx/companylens.conf, as `npm run serve:prod` runs it: what is
 * stored (without email addresses or phone numbers), what the access log
 * keeps, every kind of bad input (its status, one line of JSON, nothing
 * stored), the per-client limits of nginx and of the service, the MCP side
 * (submit_feedback, search_docs' misses), no service at all, and two service
 * processes sharing one PostgreSQL behind one nginx. The store tests run on
 * a serve:prod of their own, with default settings, so that counting rows
 * sees no other test's posts; they run one after another.
 */
import fs from 'node:fs';
import path from 'node:path';
import {randomUUID} from 'node:crypto';
import {test, expect} from '@playwright/test';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StreamableHTTPClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {FEEDBACK_BODY_MAX, FEEDBACK_ENDPOINT, SEARCH_EVENTS_ENDPOINT} from 'companylens-docs-contract';
import {openStore, type Store} from '@site/packages/companylens-docs-service/src/store';
import {PORT} from '../playwright.config';
import {oneLine, post, ROOT, startServe, tempDir} from '../support/feedback';
import {startPostgres} from '../support/postgres';
import {NGINX_HOSTED} from './support';

test.describe.configure({mode: 'default'});
const PAGE = '/getting-started/installation';
const OWN_PORT = PORT + 48;
const NGINX = `http://127.0.0.1:${OWN_PORT}`;
const FEEDBACK = `${NGINX}${FEEDBACK_ENDPOINT}`;
const SEARCHES = `${NGINX}${SEARCH_EVENTS_ENDPOINT}`;
const STORE_FILE = path.join(tempDir(), 'feedback.sqlite');
const siteStore = () => openStore({file: STORE_FILE});
let serve: Awaited<ReturnType<typeof startServe>>;
test.beforeAll(async () => {
  serve = await startServe(OWN_PORT, {FEEDBACK_DB: STORE_FILE});
});
test.afterAll(async () => serve?.stop());

async function counted<T>(open: () => Promise<Store>, run: () => Promise<T>): Promise<{result: T; added: {feedback: number; searchEvents: number}}> {
  const store = await open();
  const before = await store.counts();
  try {
    const result = await run();
    const after = await store.counts();
    return {result, added: {feedback: after.feedback - before.feedback, searchEvents: after.searchEvents - before.searchEvents}};
  } finally {
    await store.close();
  }
}

test('a page’s feedback and a search event: 201 and one line of JSON, stored as sent, the comment as text without an email address or phone number', async () => {
  const token = randomUUID();
  const comment = `Which Node version? <b>${token}</b> Reply to jane.doe+docs@example.co.uk or 07700 900123`;
  const origin = `http://127.0.0.1:${PORT}`;
  const {result, added} = await counted(siteStore, async () => [
    await post(FEEDBACK, {page: PAGE, helpful: false, reason: 'missing', comment}, {headers: {origin}, localAddress: '127.0.0.3'}),
    await post(SEARCHES, {query: 'companies house number', source: 'modal', results: 0, chosen: null}, {localAddress: '127.0.0.3'}),
    await post(SEARCHES, {query: 'officers', source: 'page', results: 7, chosen: 2}, {localAddress: '127.0.0.3'}),
    // a body of exactly the limit passes nginx and the service (one byte more is 413, below)
    await post(FEEDBACK, JSON.stringify({page: PAGE, helpful: true}).padEnd(FEEDBACK_BODY_MAX, ' '), {localAddress: '127.0.0.3'}),
  ]);
  for (const answer of result) {
    expect(answer.status, answer.text).toBe(201);
    expect(oneLine(answer)).toEqual({ok: true});
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.headers['cache-control']).toBe('no-store');
  }
  expect(result[0].headers['access-control-allow-origin']).toBe(origin);
  expect(added).toEqual({feedback: 2, searchEvents: 2});
  const store = await siteStore();
  const rows = await store.feedbackSince(new Date(Date.now() - 60_000));
  await store.close();
  const stored = `Which Node version? <b>${token}</b> Reply to [email removed] or [phone removed]`;
  expect(rows.find((r) => r.comment === stored)).toMatchObject({page: PAGE, helpful: false, reason: 'missing', source: 'page', topic: null});
});

test('every bad input gets its status and one line of JSON saying what is wrong, and nothing is stored', async () => {
  const json = {'content-type': 'application/json'};
  const cases: [string, unknown, Record<string, string>, number, RegExp][] = [
    [FEEDBACK, {page: '/nowhere', helpful: true}, json, 400, /^Bad Request: page "\/nowhere" is not a page of this site$/],
    [FEEDBACK, {page: 'https://evil.example/getting-started/installation', helpful: true}, json, 400, /is not a page of this site/],
    [FEEDBACK, {page: 42, helpful: true}, json, 400, /^Bad Request: page must be a string, not 42$/],
    [FEEDBACK, {helpful: true}, json, 400, /^Bad Request: page is required/],
    [FEEDBACK, {page: PAGE, helpful: 'yes'}, json, 400, /^Bad Request: helpful must be true or false, not "yes"$/],
    [FEEDBACK, {page: PAGE}, json, 400, /^Bad Request: helpful must be true or false, not undefined$/],
    [FEEDBACK, {page: PAGE, helpful: true, reason: 'missing'}, json, 400, /^Bad Request: reason is only for helpful: false$/],
    [FEEDBACK, {page: PAGE, helpful: false, reason: 'boring'}, json, 400, /^Bad Request: reason must be one of inaccurate, hard-to-follow, missing, example-broken, other, not "boring"$/],
    [FEEDBACK, {page: PAGE, helpful: false, comment: 'x'.repeat(1001)}, json, 400, /^Bad Request: comment is 1,001 characters; the most is 1,000$/],
    [FEEDBACK, {page: PAGE, helpful: false, comment: ['a']}, json, 400, /^Bad Request: comment must be a string/],
    [FEEDBACK, {page: PAGE, helpful: true, email: 'a@b.example'}, json, 400, /^Bad Request: unknown field "email"; the fields are page, helpful, reason, comment$/],
    [FEEDBACK, {page: PAGE, helpful: true, topic: 'x'}, json, 400, /^Bad Request: unknown field "topic"/],
    [FEEDBACK, [{page: PAGE, helpful: true}], json, 400, /^Bad Request: the body must be a JSON object$/],
    [FEEDBACK, '{"page": "/", "helpful": tru', json, 400, /^Bad Request: the body is not valid JSON$/],
    [FEEDBACK, JSON.stringify({page: PAGE, helpful: true}), {'content-type': 'text/plain'}, 415, /^Unsupported Media Type: Content-Type must be application\/json$/],
    [FEEDBACK, JSON.stringify({page: PAGE, helpful: true, comment: 'x'.repeat(FEEDBACK_BODY_MAX)}), json, 413, /^Payload Too Large: a body may be at most 8192 bytes$/],
    [FEEDBACK, JSON.stringify({page: PAGE, helpful: true}).padEnd(FEEDBACK_BODY_MAX + 1, ' '), json, 413, /^Payload Too Large: a body may be at most 8192 bytes$/],
    [FEEDBACK, {page: PAGE, helpful: true}, {...json, origin: 'https://evil.example'}, 403, /^Forbidden: origin "https:\/\/evil\.example" may not call this server$/],
    [FEEDBACK, {page: PAGE, helpful: true}, {...json, origin: 'null'}, 403, /^Forbidden: origin "null"/],
    [SEARCHES, {query: '', source: 'modal', results: 0, chosen: null}, json, 400, /^Bad Request: query is required/],
    [SEARCHES, {query: 'x'.repeat(65), source: 'modal', results: 0, chosen: null}, json, 400, /^Bad Request: query is 65 characters; the most is 64$/],
    [SEARCHES, {query: 'rate', source: 'mcp', results: 0, chosen: null}, json, 400, /^Bad Request: source must be "modal" or "page", not "mcp"$/],
    [SEARCHES, {query: 'rate', source: 'modal', results: -1, chosen: null}, json, 400, /^Bad Request: results must be a whole number from 0, not -1$/],
    [SEARCHES, {query: 'rate', source: 'modal', results: 1.5, chosen: null}, json, 400, /^Bad Request: results must be a whole number/],
    [SEARCHES, {query: 'rate', source: 'modal', results: 3, chosen: 4}, json, 400, /^Bad Request: chosen must be null or a position from 1 to results \(3\), not 4$/],
    [SEARCHES, {query: 'rate', source: 'modal', results: 3}, json, 400, /^Bad Request: chosen is required/],
    [SEARCHES, {query: 'rate\u0000', source: 'modal', results: 3, chosen: null}, json, 400, /^Bad Request: query must not contain NUL characters$/],
  ];
  const {result, added} = await counted(siteStore, async () => {
    const answers = [];
    // nginx counts bad posts too: a new client address every 15, under its burst of 20
    for (const [i, [url, body, headers, status, message]] of cases.entries()) {
      answers.push({answer: await post(url, body, {headers, localAddress: `127.0.0.${10 + Math.floor(i / 15)}`}), status, message, body});
    }
    return answers;
  });
  for (const {answer, status, message, body} of result) {
    const what = `${JSON.stringify(body).slice(0, 80)} → ${answer.text}`;
    expect(answer.status, what).toBe(status);
    expect(answer.headers['content-type'], what).toMatch(/^application\/json/);
    expect(oneLine(answer).error, what).toMatch(message);
  }
  expect(added).toEqual({feedback: 0, searchEvents: 0});
  const get = await fetch(FEEDBACK);
  expect(get.status).toBe(405);
  expect(get.headers.get('allow')).toBe('POST, OPTIONS');
});

test('429: the service’s default of 10 posts a minute per client, then nginx’s per-address limit; nothing over either is stored', async () => {
  const statuses: {status: number; error?: string; retryAfter?: string}[] = [];
  const {added} = await counted(
    siteStore,
    async () => {
      for (let i = 0; i < 30; i++) {
        const answer = await post(SEARCHES, {query: `burst ${i}`, source: 'modal', results: 0, chosen: null}, {localAddress: '127.0.0.2'});
        statuses.push({status: answer.status, error: oneLine(answer).error, retryAfter: answer.headers['retry-after'] as string | undefined});
      }
    },
  );
  expect(statuses.slice(0, 10).map((s) => s.status)).toEqual(Array(10).fill(201));
  const refused = statuses.slice(10);
  expect(refused.every((s) => s.status === 429 && Number(s.retryAfter) >= 1), JSON.stringify(refused)).toBe(true);
  const byService = refused.filter((s) => s.error?.startsWith('Too many posts: at most 10 a minute from one client'));
  const byNginx = refused.filter((s) => s.error === 'Too Many Requests: too many posts from this address; retry in a minute');
  expect(byService.length, JSON.stringify(refused)).toBeGreaterThan(0);
  expect(byNginx.length, JSON.stringify(refused)).toBeGreaterThan(0);
  expect(byService.length + byNginx.length).toBe(refused.length);
  expect(added).toEqual({feedback: 0, searchEvents: 10});
});

test('over /mcp: submit_feedback stores an agent’s verdict on a page or topic, refuses what the route refuses, and search_docs keeps queries that found nothing', async () => {
  const client = new Client({name: 'feedback-test', version: '1.0.0'});
  await client.connect(new StreamableHTTPClientTransport(new URL(`${NGINX}/mcp`)));
  const call = async (name: string, args: Record<string, unknown>) => (await client.callTool({name, arguments: args})) as CallToolResult;
  const text = (r: CallToolResult) => (r.content[0] as {text: string}).text;
  const token = randomUUID().slice(0, 8);
  const site = new URL((await client.listResources()).resources[0].uri).origin;
  const {result, added} = await counted(siteStore, async () => ({
    page: await call('submit_feedback', {page: `${site}${PAGE}#requirements`, helpful: false, reason: 'missing', comment: `agent ${token}, reply to +44 20 7946 0958`}),
    topic: await call('submit_feedback', {topic: `charges ${token} for ops@example.org`, helpful: false, reason: 'missing'}),
    neither: await call('submit_feedback', {helpful: true}),
    unknown: await call('submit_feedback', {page: '/nowhere', helpful: true}),
    reason: await call('submit_feedback', {page: PAGE, helpful: true, reason: 'missing'}),
    long: await call('submit_feedback', {page: PAGE, helpful: false, comment: 'x'.repeat(1001)}),
    miss: await call('search_docs', {query: `zqxj${token}`}),
    hit: await call('search_docs', {query: 'rate limit'}),
  }));
  await client.close();
  expect(result.page.isError).toBeFalsy();
  expect(result.page.structuredContent).toEqual({stored: true});
  expect(text(result.page)).toMatch(/^Thank you: your feedback on the page .* was recorded/);
  expect(result.topic.isError).toBeFalsy();
  expect(text(result.neither)).toBe('Not sent: give page (a path of this site) or topic');
  expect(text(result.unknown)).toBe('Not sent: page "/nowhere" is not a page of this site');
  expect(text(result.reason)).toBe('Not sent: reason is only for helpful: false');
  expect(text(result.long)).toMatch(/^Invalid arguments for submit_feedback: .*comment.*1000/);
  for (const r of [result.neither, result.unknown, result.reason, result.long]) expect(r.isError).toBe(true);
  expect((result.miss.structuredContent as {hits: unknown[]}).hits).toEqual([]);
  expect(added).toEqual({feedback: 2, searchEvents: 1});
  const store = await siteStore();
  const since = new Date(Date.now() - 60_000);
  const [feedback, searches] = [await store.feedbackSince(since), await store.searchEventsSince(since)];
  await store.close();
  // submit_feedback's text is stored without the phone number or the email address
  expect(feedback.find((r) => r.comment === `agent ${token}, reply to [phone removed]`)).toMatchObject({page: PAGE, topic: null, source: 'mcp', helpful: false});
  expect(feedback.find((r) => r.topic === `charges ${token} for [email removed]`)).toMatchObject({page: null, source: 'mcp'});
  expect(searches.find((r) => r.query === `zqxj${token}`)).toMatchObject({source: 'mcp', results: 0, chosen: null});
});

test('the access log has no line for an accepted post or an answered MCP request, only for refused ones, as the served configuration says and the privacy policy tells readers', async () => {
  // the configuration serve:prod serves: Debian's log path replaced by its own, the condition kept
  const served = fs.readFileSync(path.join(serve.logs, 'companylens.conf'), 'utf8');
  const log = path.join(serve.logs, 'access.log');
  expect(served).toContain(`access_log ${log} combined if=$companylens_access_log;`);
  const from = fs.statSync(log).size;
  const client = new Client({name: 'access-log-test', version: '1.0.0'});
  await client.connect(new StreamableHTTPClientTransport(new URL(`${NGINX}/mcp`)));
  await client.callTool({name: 'submit_feedback', arguments: {page: PAGE, helpful: true}});
  await client.callTool({name: 'search_docs', arguments: {query: `zqxj${randomUUID().slice(0, 8)}`}});
  await client.close();
  const answers = [
    await post(FEEDBACK, {page: PAGE, helpful: true}, {localAddress: '127.0.0.4'}),
    await post(SEARCHES, {query: 'officers', source: 'modal', results: 7, chosen: 1}, {localAddress: '127.0.0.4'}),
    await post(FEEDBACK, {page: '/nowhere', helpful: true}, {localAddress: '127.0.0.4'}),
  ];
  expect(answers.map((a) => a.status)).toEqual([201, 201, 400]);
  expect((await fetch(`${NGINX}${PAGE}`)).status).toBe(200);
  expect((await fetch(`${NGINX}/mcp`)).status).toBe(405);
  // nginx writes a request's line as it finishes it
  const lines = async () => fs.readFileSync(log, 'utf8').slice(from).split('\n').filter(Boolean);
  await expect.poll(async () => (await lines()).some((l) => l.includes(`"GET ${PAGE} HTTP/1.1" 200`))).toBe(true);
  const written = await lines();
  const requests = written.map((l) => /"(\w+ \S+) HTTP\/1\.1" (\d{3})/.exec(l)?.slice(1).join(' '));
  expect(requests).toEqual(expect.arrayContaining([`POST ${FEEDBACK_ENDPOINT} 400`, `GET ${PAGE} 200`, 'GET /mcp 405']));
  const privateRoute = /^(POST|GET|DELETE) (\/mcp|\/api\/feedback|\/api\/search-events) ([123]\d\d)$/;
  expect(requests.filter((r) => r && privateRoute.test(r)), written.join('\n')).toEqual([]);
  // every line still has what the privacy policy lists: the address, time, request, status, referrer and user agent
  expect(written[0]).toMatch(/^127\.0\.0\.\d+ - - \[[^\]]+\] "[^"]+" \d{3} \d+ "[^"]*" "[^"]*"$/);

  const policy = fs.readFileSync(path.join(ROOT, 'docs/legal/privacy-policy.mdx'), 'utf8');
  const logs = policy.slice(policy.indexOf('## Server logs'), policy.indexOf('## The CompanyLens MCP server'));
  expect(logs).toMatch(/records each request in its access log: your IP address, the date and time, the address requested, the response status, the referring page and your browser's user agent/);
  expect(logs).toMatch(/rotated daily and kept for up to 15 days\. It has no line for the feedback and search reports described above, nor for the requests that the documentation's MCP server answers, unless a request was refused, in which case nothing from it was kept\./);
  expect(policy).toMatch(/The web server's access log has no line for a post it accepts, nor for any request to the documentation's MCP server that it answers/);
  expect(policy).not.toMatch(/keeps no access log for these posts|reports described above are not logged/);
});

test('where no service runs (a build without the local index), the feedback routes answer 503 with one line of JSON from nginx', async () => {
  for (const route of [FEEDBACK_ENDPOINT, SEARCH_EVENTS_ENDPOINT]) {
    const answer = await post(`${NGINX_HOSTED}${route}`, {page: PAGE, helpful: true});
    expect(answer.status, route).toBe(503);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(oneLine(answer)).toEqual({error: 'The feedback service is not running; nothing was stored'});
  }
});

test('two service processes behind one nginx share one PostgreSQL: migrations run once, every accepted post is stored, each process counts its own clients', async () => {
  test.setTimeout(60_000);
  const cluster = await startPostgres();
  const port = PORT + 46;
  let shared: Awaited<ReturnType<typeof startServe>> | undefined;
  try {
    shared = await startServe(port, {DATABASE_URL: cluster.url, FEEDBACK_RATE_LIMIT: '5'}, 2);
    const statuses = [];
    for (let i = 0; i < 14; i++) statuses.push((await post(`http://127.0.0.1:${port}${FEEDBACK_ENDPOINT}`, {page: PAGE, helpful: true, comment: `shared ${i}`})).status);
    // nginx takes turns: five from each process, then each refuses
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(4);
    const store = await openStore({file: '', databaseUrl: cluster.url});
    expect(await store.versions()).toEqual([1]);
    expect(await store.counts()).toEqual({feedback: 10, searchEvents: 0});
    await store.close();
  } finally {
    await shared?.stop();
    cluster.stop();
  }
});
