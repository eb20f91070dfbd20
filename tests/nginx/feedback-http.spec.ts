/**
 * POST /api/feedback and /api/search-events through nginx with
 * deploy/nginx/companylens.conf, as `npm run serve:prod` runs it: what is
 * stored, every kind of bad input (its status, one line of JSON, nothing
 * stored), the per-client limits of nginx and of the service, the MCP side
 * (submit_feedback, search_docs' misses), no service at all, and two service
 * processes sharing one PostgreSQL behind one nginx. The store tests run on
 * a serve:prod of their own, with default settings, so that counting rows
 * sees no other test's posts; they run one after another.
 */
import path from 'node:path';
import {randomUUID} from 'node:crypto';
import {test, expect} from '@playwright/test';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StreamableHTTPClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {FEEDBACK_BODY_MAX, FEEDBACK_ENDPOINT, SEARCH_EVENTS_ENDPOINT} from '@site/src/lib/feedback/feedback';
import {openStore, type Store} from '@site/src/service/store';
import {PORT} from '../playwright.config';
import {oneLine, post, startServe, tempDir} from '../support/feedback';
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

test('a page’s feedback and a search event: 201 and one line of JSON, stored as sent, the comment as text', async () => {
  const comment = `Which Node version? <b>${randomUUID()}</b>`;
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
  expect(rows.find((r) => r.comment === comment)).toMatchObject({page: PAGE, helpful: false, reason: 'missing', source: 'page', topic: null});
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
    page: await call('submit_feedback', {page: `${site}${PAGE}#requirements`, helpful: false, reason: 'missing', comment: `agent ${token}`}),
    topic: await call('submit_feedback', {topic: `charges ${token}`, helpful: false, reason: 'missing'}),
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
  expect(feedback.find((r) => r.comment === `agent ${token}`)).toMatchObject({page: PAGE, topic: null, source: 'mcp', helpful: false});
  expect(feedback.find((r) => r.topic === `charges ${token}`)).toMatchObject({page: null, source: 'mcp'});
  expect(searches.find((r) => r.query === `zqxj${token}`)).toMatchObject({source: 'mcp', results: 0, chosen: null});
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
