/**
 * reference:check and reference:sync against real servers: the fixture server
 * (tests/support/reference-server.ts, built with the SDK from the committed
 * src/data/) over stdio and Streamable HTTP on 127.0.0.1, unchanged, with each
 * kind of change, and misbehaving.
 */
import {test, expect} from '@playwright/test';
import {spawnSync, type ChildProcess} from 'node:child_process';
import crypto from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import fs from 'node:fs';
import path from 'node:path';
import {readServer} from '@site/packages/mcp-surface-gate/src/read/client';
import {cliAsync} from '../support/reference-cli';
import {diffSurfaces} from '@site/packages/mcp-surface-gate/src/compare/diff';
import {readDataSurface} from '@site/packages/mcp-surface-gate/src/surface/surface';
import {pageMarkers, toolDocsMarkers} from '@site/src/writers/rules/syncMarkers';
import {listPageFiles} from '@site/src/writers/site/pageFiles';
import {tempDir} from '../support/temp-dir';
import {asJob} from '../support/reference-json';
import {FIXTURE, spawnFixture} from '../support/fixture-server';

const root = path.resolve(__dirname, '../..');
const dataDir = path.join(root, 'src/data');
// ports of their own: +40 to +51 are the feedback service's
const PORT = Number(process.env.TEST_PORT ?? 4173) + 120;

/** Runs the command line as `npm run reference:<command> --` does, from the repository root. */
function cli(...args: string[]) {
  const run = spawnSync('node', ['src/run-ts.cjs', 'packages/mcp-surface-gate/src/cli.ts', ...args], {cwd: root, encoding: 'utf8', timeout: 60_000});
  return {status: run.status, stdout: run.stdout, stderr: run.stderr};
}

/** A copy of src/data/ and docs/api/ in a temporary folder laid out like the repository (sync writes pages beside the data); returns the data folder. */
function dataCopy(): string {
  const copy = tempDir('reference-data-');
  fs.cpSync(dataDir, path.join(copy, 'src/data'), {recursive: true});
  fs.cpSync(path.join(root, 'docs/api'), path.join(copy, 'docs/api'), {recursive: true});
  return path.join(copy, 'src/data');
}
const fingerprint = (dir: string) =>
  fs.readdirSync(dir).sort().map((f) => `${f} ${crypto.createHash('sha256').update(fs.readFileSync(path.join(dir, f))).digest('hex')}`);

function listen(args: string[], env: Record<string, string> = {}): Promise<ChildProcess> {
  const child = spawnFixture(args, {env: {...process.env, ...env}});
  return new Promise((resolve, reject) => {
    child.stdout!.once('data', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`fixture exited with ${code}`)));
  });
}

test.describe('reference: the fixture built from the committed data', () => {
  test('check is green over stdio, and reads every page of every list', () => {
    const run = cli('check', '--stdio', FIXTURE);
    expect(run.stderr).toBe('');
    expect(run.stdout.trim()).toBe(
      `reference:check: stdio "${FIXTURE}" (companylens-mcp 1.0.0, protocol 2025-11-25) matches src/data/: 5 tools, 3 prompts, 0 resources, 3 resource templates`,
    );
    expect(run.status).toBe(0);
  });

  test('round trip: sync writes files identical to the committed ones, byte for byte', () => {
    const dir = dataCopy();
    const before = fingerprint(dir);
    const same = cli('sync', '--stdio', FIXTURE, '--data', dir);
    expect(same.stdout).toContain('already matches; nothing written');
    expect(fingerprint(dir)).toEqual(before);
    // through a change and back: every data file is rewritten twice and ends as committed
    expect(cli('sync', '--stdio', `${FIXTURE} --variant release-1.1.0`, '--data', dir).status).toBe(0);
    const back = cli('sync', '--stdio', FIXTURE, '--data', dir, '--version', '1.2.0');
    expect(back.stderr).toBe('');
    expect(back.stdout.split('\n')[0]).toMatch(/wrote server\.json, tools\.json, changelog\.json$/);
    const dataFiles = (fp: string[]) => fp.filter((line) => !line.startsWith('changelog.json'));
    expect(dataFiles(fingerprint(dir))).toEqual(dataFiles(before));
  });

  test('a sync that changes the surface records a changelog entry, and check is green after it', () => {
    const dir = dataCopy();
    const variant = `${FIXTURE} --variant release-1.1.0`;
    const run = cli('sync', '--stdio', variant, '--data', dir);
    expect(run.status).toBe(0);
    expect(run.stdout.split('\n')[0]).toBe(
      `reference:sync: stdio "${variant}" (companylens-mcp 1.1.0, protocol 2025-11-25): 4 changes (1 breaking, 1 additive, 2 docs only); wrote server.json, tools.json, changelog.json`,
    );
    const log = JSON.parse(fs.readFileSync(path.join(dir, 'changelog.json'), 'utf8'));
    expect(log.entries.map((e: {version: string}) => e.version)).toEqual(['1.1.0', '1.0.0']);
    // dated today (UTC): the day of its timestamp, taken within the last minute
    expect(Math.abs(Date.parse(log.entries[0].updated) - Date.now())).toBeLessThan(60_000);
    expect(log.entries[0].updated).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(log.entries[0].date).toBe(log.entries[0].updated.slice(0, 10));
    expect(log.entries[0].changes).toEqual([
      {class: 'breaking', kind: 'tool', name: 'search_companies', part: 'parameters', field: 'query', text: 'parameter query: maxLength 160 → 100 (narrowed)'},
      {class: 'docs', kind: 'tool', name: 'search_companies', part: 'parameters', field: 'query', text: 'parameter query: description "Company name, part of a name, or a company number." → "A name or a number."'},
      {class: 'additive', kind: 'tool', name: 'search_companies', part: 'parameters', field: 'jurisdiction', text: 'optional parameter jurisdiction added: none → string'},
    ]);
    // only the changed lines differ from the committed tools.json: two edited, one added
    const numstat = spawnSync('git', ['diff', '--no-index', '--numstat', path.join(dataDir, 'tools.json'), path.join(dir, 'tools.json')], {encoding: 'utf8'});
    expect(numstat.stdout.split('\t').slice(0, 2)).toEqual(['4', '3']);
    const check = cli('check', '--stdio', variant, '--data', dir);
    expect(check.status).toBe(0);
  });

  test('check fails with a classified diff and what to do', () => {
    const variant = `${FIXTURE} --variant release-1.1.0`;
    const run = cli('check', '--stdio', variant);
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('differs from src/data/: 4 changes (1 breaking, 1 additive, 2 docs only)');
    expect(run.stdout).toContain('  tool search_companies (docs/api/tools/search-companies.mdx)\n    BREAKING   parameter query: maxLength 160 → 100 (narrowed)');
    expect(run.stdout).toContain(`1. npm run reference:sync -- --stdio "${variant}"`);
  });
});

test.describe('reference: check honours src/data/reference-ignore.json, and --json', () => {
  test('an accepted change no longer fails the check and is reported as ignored, with its reason', async () => {
    const dir = dataCopy();
    const variant = `${FIXTURE} --variant maxlength-narrowed`;
    fs.writeFileSync(path.join(dir, 'reference-ignore.json'), JSON.stringify({ignore: [{id: 'parameter-max-length-decreased', subject: 'tool search_companies', reason: 'long queries never matched anything'}]}));
    const [text, json, plain] = await Promise.all([
      cliAsync('check', '--stdio', variant, '--data', dir),
      cliAsync('check', '--stdio', variant, '--data', dir, '--json'),
      cliAsync('check', '--stdio', FIXTURE, '--json'),
    ]);
    expect(text.status).toBe(0);
    expect(text.stdout).toContain('matches ');
    expect(text.stdout).toContain('(1 change ignored)');
    expect(text.stdout).toContain('    BREAKING  tool search_companies: parameter query: maxLength 160 → 100 (narrowed)  (long queries never matched anything)');
    expect(json.status).toBe(0);
    expect(JSON.parse(json.stdout)).toEqual({changes: [], ignored: [{
      id: 'parameter-max-length-decreased', class: 'breaking', subject: 'tool search_companies', path: 'parameters.query', before: 160, after: 100, values: {keyword: 'maxLength', narrowed: true},
      message: 'parameter query: maxLength 160 → 100 (narrowed)', reason: 'long queries never matched anything',
    }], unusedIgnores: []});
    expect([plain.status, JSON.parse(plain.stdout)]).toEqual([0, {changes: [], ignored: [], unusedIgnores: []}]);
  });
});

test.describe('reference: sync and the hand-written docs', () => {
  test('new tools get a page skeleton and a tool-docs.json entry marked for the writer; new prompts are named', () => {
    const dir = dataCopy();
    const run = cli('sync', '--stdio', `${FIXTURE} --variant three-new`, '--data', dir);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const lines = run.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/wrote server\.json, tools\.json, prompts\.json, changelog\.json, tool-docs\.json, docs\/api\/tools\/search-officers\.mdx, docs\/api\/tools\/api-get-officer\.mdx$/);
    expect(lines.slice(-4)).toEqual([
      'New, and documented by hand (the build stops at each TODO(reference:sync), naming file and line; see CONTRIBUTING.md, "Add or change a tool"):',
      `  tool search_officers: fill every TODO(reference:sync) in docs/api/tools/search-officers.mdx and its src/data/tool-docs.json entry, and add 'api/tools/search-officers' to sidebars.ts`,
      `  tool API-get-officer: fill every TODO(reference:sync) in docs/api/tools/api-get-officer.mdx and its src/data/tool-docs.json entry, and add 'api/tools/api-get-officer' to sidebars.ts`,
      '  prompt filing_health: show it on a page (docs/api/prompts/)',
    ]);
    const docs = JSON.parse(fs.readFileSync(path.join(dir, 'tool-docs.json'), 'utf8'));
    expect(docs['API-get-officer']).toEqual({slug: 'api-get-officer', todo: expect.stringContaining('TODO(reference:sync)'), upstream: [], errors: [], related: []});
    const page = fs.readFileSync(path.join(dir, '../../docs/api/tools/api-get-officer.mdx'), 'utf8');
    expect(page).toContain('<ToolParameters name="API-get-officer" />');
    // titled by the name a client calls it by, as every tool page is: nothing to fill there
    expect(page.split('\n')[1]).toBe('title: API-get-officer');
    // the build stops at every placeholder of both pages and both entries at once, each with file and line
    // (the build itself is run on a sync in tests/unit/writer-checks.spec.ts)
    const site = path.resolve(dir, '../..');
    const syncMarkers = (at: string) => [
      ...listPageFiles(at).flatMap((f) => pageMarkers(f, fs.readFileSync(path.join(at, f), 'utf8'))),
      ...toolDocsMarkers('src/data/tool-docs.json', fs.readFileSync(path.join(at, 'src/data/tool-docs.json'), 'utf8')),
    ];
    const found = syncMarkers(site).filter((m) => m.file.includes('api-get-officer') || m.file.endsWith('tool-docs.json'));
    const lineOf = (text: string) => page.split('\n').findIndex((l) => l.includes(text)) + 1;
    const docsLines = fs.readFileSync(path.join(dir, 'tool-docs.json'), 'utf8').split('\n').flatMap((l, i) => (l.includes('TODO(reference:sync)') ? [i + 1] : []));
    expect(docsLines).toHaveLength(2);
    expect(found.map((m) => `${m.file}:${m.line}`)).toEqual([
      ...[lineOf('one sentence saying what'), lineOf('what `API-get-officer` does'), lineOf('each parameter'), lineOf('how to read'), lineOf('a `tools/call` request')].map((l) => `docs/api/tools/api-get-officer.mdx:${l}`),
      ...docsLines.map((l) => `src/data/tool-docs.json:${l}`),
    ]);
    expect(`${found.at(-1)!.message} — ${found.at(-1)!.fix}`).toBe('the entry of API-get-officer still holds the placeholder TODO(reference:sync) — fill upstream, errors and related, then delete its "todo" line');
    expect(`${found[2].message} — ${found[2].fix}`).toBe('the placeholder TODO(reference:sync) is still here — replace it with the words it asks for (CONTRIBUTING.md, "Add or change a tool")');
    // the committed site holds none
    expect(syncMarkers(root)).toEqual([]);
  });

  test('everything gone from the server is named in one run, with the pages that show it, and nothing is written', () => {
    const dir = dataCopy();
    const before = fingerprint(dir);
    const run = cli('sync', '--stdio', `${FIXTURE} --variant three-gone`, '--data', dir);
    expect(run.status).toBe(2);
    expect(run.stderr.trim().split('\n')).toEqual([
      `reference:sync: stdio "${FIXTURE} --variant three-gone": pages still show what the server no longer has; nothing written:`,
      '  tool quick_financial_summary is gone from the server: remove its page docs/api/tools/quick-financial-summary.mdx, its sidebar entry (sidebars.ts), its entry in src/data/tool-docs.json and the links to it',
      expect.stringMatching(/^ {2}prompt officer_review is gone from the server: remove it from docs\/api\/prompts\/custom-prompts\.mdx:\d+, docs\/api\/prompts\/custom-prompts\.mdx:\d+$/),
      expect.stringMatching(/^ {2}resource template company_officers is gone from the server: remove it from docs\/api\/resources\/officers-resource\.mdx:\d+/),
      '  then sync again',
    ]);
    expect(fingerprint(dir)).toEqual(before);
  });

  test('the changelog does not trust serverInfo.version: a changed surface under the same or an older version stops, --version states the release', () => {
    const dir = dataCopy();
    const before = fingerprint(dir);
    const same = cli('sync', '--stdio', `${FIXTURE} --variant optional-param-added`, '--data', dir);
    expect(same.status).toBe(2);
    expect(same.stderr.trim()).toBe(
      `reference:sync: stdio "${FIXTURE} --variant optional-param-added": the surface changed (1 change (0 breaking, 1 additive, 0 docs only)) but the server still reports version 1.0.0, the changelog's latest entry; nothing written. Give the release with --version <release> (--version 1.0.0 adds the changes to that entry)`,
    );
    expect(fingerprint(dir)).toEqual(before);
    const stated = cli('sync', '--stdio', `${FIXTURE} --variant optional-param-added`, '--data', dir, '--version', '1.0.1');
    expect(stated.status).toBe(0);
    const log = JSON.parse(fs.readFileSync(path.join(dir, 'changelog.json'), 'utf8'));
    expect(log.entries.map((e: {version: string}) => e.version)).toEqual(['1.0.1', '1.0.0']);
    const older = cli('sync', '--stdio', FIXTURE, '--data', dir, '--version', '0.9.0');
    expect(older.stderr.trim()).toMatch(/: --version 0\.9\.0 is older than 1\.0\.1, the changelog's latest entry; nothing written$/);
    const backwards = cli('sync', '--stdio', FIXTURE, '--data', dir);
    expect(backwards.stderr.trim()).toMatch(/: the server reports version 1\.0\.0, older than 1\.0\.1, the changelog's latest entry; nothing written\. Give the release these changes belong to with --version <release>$/);
  });
});

test.describe('reference: bad input ends in one line, and src/data untouched', () => {
  // [case, arguments after "sync", what the line says after the server's name]
  const CASES: [string, string[], RegExp][] = [
    ['a command that does not exist', ['--stdio', 'companylens-mcp-not-installed --version'], /: the server exited before answering initialize \(it said: .*not found\)$/],
    ['a server that does not start', ['--stdio', `${FIXTURE} --variant no-start`], /: the server exited before answering initialize \(it said: fixture: COMPANIES_HOUSE_API_KEY is not set\)$/],
    ['a server that exits mid-handshake', ['--stdio', `${FIXTURE} --variant exit-mid-handshake`], /: the server exited before answering initialize \(it said: fixture: crashed while answering initialize\)$/],
    ['a server that never answers', ['--stdio', `${FIXTURE} --variant hang`, '--timeout', '3'], /: no answer to initialize within 3 s$/],
    ['a schema that is not JSON Schema', ['--stdio', `${FIXTURE} --variant bad-schema`], /: tool search_companies: inputSchema is not valid JSON Schema 2020-12 \(\/properties\/query\/type must be equal to one of the allowed values\)$/],
    ['a tool name MCP does not allow', ['--stdio', `${FIXTURE} --variant bad-name`], /: tool name "\.\.\/Search Companies" is not an MCP tool name \(it holds "\/", " "; MCP allows 1 to 128 of A-Z, a-z, 0-9, _, - and \.\)$/],
    ['a schema the MCP types refuse, named by its tool', ['--stdio', `${FIXTURE} --variant schema-not-object`], /: the tools\/list result is not what the MCP schema allows: tool "get_company_details" inputSchema\.type: invalid input: expected "object"$/],
    ['a list its capabilities promise answering -32601', ['--stdio', `${FIXTURE} --variant prompts-unlisted`], /: the server declares the prompts capability but answers prompts\/list with -32601 Method not found, so its prompts cannot be listed$/],
    ['10,000 tools', ['--stdio', `${FIXTURE} --variant many-tools`], /: tools\/list lists more than 1000 tools \(stopped after 1 page\); the reference documents at most 1000$/],
    ['a cursor loop', ['--stdio', `${FIXTURE} --variant cursor-loop`], /: tools\/list sent cursor "page-2" a second time \(a cursor loop\) on page 3$/],
  ];
  for (const [what, args, expected] of CASES) {
    test(what, () => {
      const dir = dataCopy();
      const before = fingerprint(dir);
      const started = Date.now();
      const run = cli('sync', ...args, '--data', dir);
      expect(run.status).toBe(2);
      const lines = run.stderr.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0].startsWith(`reference:sync: stdio "${args[1]}"`)).toBe(true);
      expect(lines[0]).toMatch(expected);
      expect(run.stdout).toBe('');
      expect(fingerprint(dir)).toEqual(before);
      expect(Date.now() - started).toBeLessThan(30_000);
    });
  }

  test('a --url that answers HTML', async () => {
    const html = await listen(['--html', String(PORT + 1)]);
    try {
      const dir = dataCopy();
      const before = fingerprint(dir);
      const url = `http://127.0.0.1:${PORT + 1}/`;
      const run = cli('sync', '--url', url, '--data', dir);
      expect(run.status).toBe(2);
      expect(run.stderr.trim()).toBe(
        `reference:sync: url ${url}: the endpoint did not answer initialize with MCP (HTTP 200 text/html); is this the server's MCP endpoint?`,
      );
      expect(fingerprint(dir)).toEqual(before);
    } finally {
      html.kill();
    }
  });

  test('an endpoint answering JSON that is not MCP, a TLS certificate refused, and a host unknown each get their own line', async () => {
    const keys = tempDir('reference-tls-');
    const [keyFile, certFile] = [path.join(keys, 'key.pem'), path.join(keys, 'cert.pem')];
    spawnSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes', '-days', '1', '-subj', '/CN=localhost', '-keyout', keyFile, '-out', certFile]);
    const servers = [
      http.createServer((_req, res) => res.writeHead(200, {'content-type': 'application/json'}).end('{"status": "ok", "items": []}')),
      https.createServer({key: fs.readFileSync(keyFile), cert: fs.readFileSync(certFile)}, (_req, res) => res.end('{}')),
    ];
    await Promise.all(servers.map((s, i) => new Promise<void>((resolve) => s.listen(PORT + 2 + i, '127.0.0.1', resolve))));
    try {
      const [json, cert, unknown] = await Promise.all([
        cliAsync('check', '--url', `http://127.0.0.1:${PORT + 2}/mcp`),
        cliAsync('check', '--url', `https://127.0.0.1:${PORT + 3}/mcp`),
        cliAsync('check', '--url', 'https://no-such-host.invalid/mcp'),
      ]);
      expect(json.stderr.trim()).toBe(`reference:check: url http://127.0.0.1:${PORT + 2}/mcp: the endpoint answered initialize with JSON that is not MCP (HTTP 200 application/json); is this the server's MCP endpoint?`);
      expect(cert.stderr.trim()).toBe(`reference:check: url https://127.0.0.1:${PORT + 3}/mcp: the TLS certificate of 127.0.0.1:${PORT + 3} is not signed by an authority Node trusts (NODE_EXTRA_CA_CERTS names more) (DEPTH_ZERO_SELF_SIGNED_CERT)`);
      expect(unknown.stderr.trim()).toMatch(/^reference:check: url https:\/\/no-such-host\.invalid\/mcp: no host no-such-host\.invalid is known \(DNS: (ENOTFOUND|EAI_AGAIN)\); check the address$/);
      expect([json.status, cert.status, unknown.status]).toEqual([2, 2, 2]);
    } finally {
      for (const s of servers) s.close();
    }
  });

  test('usage mistakes', () => {
    expect(cli('check').stderr.trim()).toMatch(/^reference: give exactly one of --stdio and --url \(usage: reference:check\|reference:sync -- /);
    expect(cli('diff', 'one.json').stderr.trim()).toMatch(/^reference: diff takes two snapshot files, OLD and NEW \(usage: /);
    expect(cli('snapshot', '--stdio', 'x').stderr.trim()).toMatch(/^reference: snapshot needs --out <file> \(usage: /);
    expect(cli('check', '--url', 'ftp://x').stderr.trim()).toBe('reference: --url must be an http:// or https:// address, not ftp://x');
    expect(cli('check', '--url', 'http://127.0.0.1:1/mcp', '--header', 'nocolon').status).toBe(2);
  });
});

test.describe('reference: over Streamable HTTP, each kind of change gets its class', () => {
  test.describe.configure({mode: 'serial'});
  let server: ChildProcess;
  test.beforeAll(async () => {
    server = await listen(['--http', String(PORT)], {FIXTURE_API_KEY: 'test-key'});
  });
  test.afterAll(() => void server?.kill());

  test('--header carries a key the endpoint needs', () => {
    const url = `http://127.0.0.1:${PORT}/mcp`;
    const without = cli('check', '--url', url);
    expect(without.status).toBe(2);
    expect(without.stderr.trim()).toBe(`reference:check: url ${url}: the endpoint wants authorisation for initialize (HTTP 401; it said: missing key); pass the credentials it expects with --header "Authorization: Bearer <token>" (or the header it names)`);
    const withKey = cli('check', '--url', url, '--header', 'X-Api-Key: test-key');
    expect(withKey.stderr).toBe('');
    expect(withKey.status).toBe(0);
  });

  /** What the diff finds on each variant, as --json gives it without the words (ids and values). */
  const EXPECTED: Record<string, object[]> = {
    same: [],
    'tool-removed': [{id: 'tool-removed', class: 'breaking', subject: 'tool quick_financial_summary'}],
    'tool-added': [{id: 'tool-added', class: 'additive', subject: 'tool search_officers'}],
    'required-param-added': [{id: 'required-parameter-added', class: 'breaking', subject: 'tool search_companies', path: 'parameters.jurisdiction'}],
    'optional-param-added': [{id: 'optional-parameter-added', class: 'additive', subject: 'tool search_companies', path: 'parameters.jurisdiction'}],
    'param-removed': [{id: 'parameter-removed', class: 'breaking', subject: 'tool search_companies', path: 'parameters.active_only'}],
    'param-type-changed': [{id: 'parameter-type-changed', class: 'breaking', subject: 'tool search_companies', path: 'parameters.items_per_page', values: {types: [['integer'], ['string']]}, before: 'integer', after: 'string'}],
    'enum-value-removed': [{id: 'parameter-enum-value-removed', class: 'breaking', subject: 'tool calculate_financial_ratios', path: 'parameters.period', values: {values: ['prior']}, before: ['current', 'prior'], after: ['current']}],
    'enum-value-added': [{id: 'parameter-enum-value-added', class: 'additive', subject: 'tool calculate_financial_ratios', path: 'parameters.period', values: {values: ['latest_interim']}, before: ['current', 'prior'], after: ['current', 'prior', 'latest_interim']}],
    'pattern-narrowed': [{id: 'parameter-pattern-changed', class: 'breaking', subject: 'tool get_company_details', path: 'parameters.company_number', before: '^[A-Za-z0-9 ]+$', after: '^[A-Z0-9]+$'}],
    'maximum-narrowed': [{id: 'parameter-maximum-decreased', class: 'breaking', subject: 'tool search_companies', path: 'parameters.items_per_page', values: {keyword: 'maximum', narrowed: true}, before: 100, after: 50}],
    'maxlength-narrowed': [{id: 'parameter-max-length-decreased', class: 'breaking', subject: 'tool search_companies', path: 'parameters.query', values: {keyword: 'maxLength', narrowed: true}, before: 160, after: 100}],
    'output-field-removed': [{id: 'result-field-removed', class: 'breaking', subject: 'tool search_companies', path: 'result.total_results'}],
    'output-field-optional': [{id: 'result-field-became-optional', class: 'breaking', subject: 'tool search_companies', path: 'result.total_results', before: true, after: false}],
    'output-field-added': [{id: 'result-field-added', class: 'additive', subject: 'tool search_companies', path: 'result.kind'}],
    'def-field-removed': [
      {id: 'result-field-removed', class: 'breaking', subject: 'tool get_company_details', path: 'result.subtype'},
      {id: 'result-field-removed', class: 'breaking', subject: 'tool get_company_by_name', path: 'result.company.subtype'},
    ],
    'read-only-false': [{id: 'tool-hint-promises-less', class: 'breaking', subject: 'tool search_companies', path: 'annotations.readOnlyHint', values: {hint: 'readOnlyHint'}, before: true, after: false}],
    'destructive-true': [{id: 'tool-hint-promises-less', class: 'breaking', subject: 'tool search_companies', path: 'annotations.destructiveHint', values: {hint: 'destructiveHint'}, before: false, after: true}],
    'description-changed': [{id: 'tool-description-changed', class: 'docs', subject: 'tool search_companies', path: 'description', before: 'Search the Companies House register by company name or number. Returns up to items_per_page matches with their company number, status, type, incorporation date and a one-line registered address. Use it first when you only have a name, then pass a company_number to the other tools.', after: 'Search the Companies House register by company name or number. Returns up to items_per_page matches with their company number, status, type, incorporation date and a one-line registered address. Use it first when you only have a name, then pass a company_number to the other tools. Results are ranked by Companies House.'}],
    'title-changed': [{id: 'tool-title-changed', class: 'docs', subject: 'tool search_companies', path: 'title', before: 'Search companies', after: 'Find companies'}],
    'param-description-changed': [{id: 'parameter-description-changed', class: 'docs', subject: 'tool search_companies', path: 'parameters.query', before: 'Company name, part of a name, or a company number.', after: 'A name or a number.'}],
    'prompt-added': [{id: 'prompt-added', class: 'additive', subject: 'prompt filing_health'}],
    'prompt-removed': [{id: 'prompt-removed', class: 'breaking', subject: 'prompt officer_review'}],
    'template-added': [{id: 'resource-template-added', class: 'additive', subject: 'resource template company_filings'}],
    'template-removed': [{id: 'resource-template-removed', class: 'breaking', subject: 'resource template company_officers'}],
    'version-bumped': [{id: 'server-info-changed', class: 'docs', subject: 'server companylens-mcp', path: 'serverInfo.version', values: {key: 'version'}, before: '1.0.0', after: '1.1.0'}],
  };
  for (const [variant, expected] of Object.entries(EXPECTED)) {
    test(variant, async () => {
      const {surface} = await readServer({url: `http://127.0.0.1:${PORT}/${variant}/mcp`, headers: {'X-Api-Key': 'test-key'}}, 20_000);
      const changes = diffSurfaces(readDataSurface(dataDir), surface);
      expect(asJob(changes)).toEqual(expected);
    });
  }
});

test.describe('reference: what the commands print', () => {
  test('stdout lines that are not JSON-RPC are skipped and noted once; the read goes on', async () => {
    const [text, json] = await Promise.all([
      cliAsync('check', '--stdio', `printf 'starting\\nready\\n'; exec ${FIXTURE} --variant chatty`),
      cliAsync('check', '--stdio', `${FIXTURE} --variant chatty`, '--json'),
    ]);
    expect(text.stderr).toBe('');
    expect(text.status).toBe(0);
    const notes = text.stdout.split('\n').filter((l) => l.includes('note:'));
    expect(notes).toEqual([expect.stringMatching(/^ {2}note: skipped \d+ lines on the server's stdout that are not JSON-RPC \(the first: "starting"\); MCP's stdio transport carries only messages there, so logs belong on stderr$/)]);
    expect(JSON.parse(json.stdout).notes).toEqual([expect.stringMatching(/^skipped \d+ lines .*\(the first: "fixture: answering"\)/)]);
  });

  test('--data naming a folder without the data says what is missing, before a server starts', () => {
    const empty = tempDir('reference-empty-');
    const run = cli('check', '--stdio', `${FIXTURE} --variant hang`, '--data', empty);
    expect(run.status).toBe(2);
    expect(run.stderr.trim()).toBe(`reference:check: stdio "${FIXTURE} --variant hang": ${empty} holds none of the data files: --data names the folder holding server.json, tools.json, schema-defs.json, prompts.json, resources.json, tool-docs.json (the default is src/data/)`);
    fs.writeFileSync(path.join(empty, 'server.json'), '{}');
    expect(cli('check', '--stdio', FIXTURE, '--data', empty).stderr).toContain(`${empty} lacks tools.json, schema-defs.json, prompts.json, resources.json, tool-docs.json: `);
  });

  test('the suggested sync keeps --timeout and --data, and quotes a URL; --json names ignore entries that matched nothing', async () => {
    const dir = dataCopy();
    const ignore = path.join(dir, 'reference-ignore.json');
    fs.writeFileSync(ignore, JSON.stringify({ignore: [{subject: 'tool gone_tool', reason: 'kept to show a stale entry'}]}));
    const run = cli('check', '--stdio', `${FIXTURE} --variant release-1.1.0`, '--timeout', '20', '--data', dir);
    expect(run.status).toBe(1);
    expect(run.stdout).toContain(`1. npm run reference:sync -- --stdio "${FIXTURE} --variant release-1.1.0" --timeout 20 --data ${JSON.stringify(path.relative(root, dir))}`);
    const json = JSON.parse(cli('check', '--stdio', `${FIXTURE} --variant release-1.1.0`, '--data', dir, '--json').stdout);
    expect(json.unusedIgnores).toEqual([{subject: 'tool gone_tool', reason: 'kept to show a stale entry'}]);
    const http = await listen(['--http', String(PORT + 5)]);
    try {
      const url = cli('check', '--url', `http://127.0.0.1:${PORT + 5}/release-1.1.0/mcp?key=s3cr3t-query&format=json`);
      expect(url.stdout).toContain(`1. npm run reference:sync -- --url "http://127.0.0.1:${PORT + 5}/release-1.1.0/mcp?key=…&format=json"   (give the values shown as … again)`);
    } finally {
      http.kill();
    }
  });

  test('secrets are hidden as whole values; true, versions and words are not', () => {
    const secrets = `DEBUG=true VERSION=1.1.0 LOG_LEVEL=debug API_KEY=s3cr3t-env MYSQL_PASS=s3cr3t-words OPAQUE=x9f3k2m8q`;
    const command = `${secrets} ${FIXTURE} --variant release-1.1.0 --api-key=s3cr3t-flag --token s3cr3t-token postgresql://reader:s3cr3t-pw@127.0.0.1:5432/db`;
    const json = cli('check', '--stdio', command, '--json');
    expect(json.stdout).not.toMatch(/s3cr3t|x9f3k2m8q/);
    const report = JSON.parse(json.stdout);
    expect(report.changes.find((c: {path: string}) => c.path === 'serverInfo.version')).toMatchObject({before: '1.0.0', after: '1.1.0'});
    const text = cli('check', '--stdio', command);
    expect(text.stdout).not.toMatch(/s3cr3t|x9f3k2m8q/);
    expect(text.stdout.split('\n')[0]).toBe(`reference:check: stdio "DEBUG=true VERSION=1.1.0 LOG_LEVEL=debug API_KEY=… MYSQL_PASS=… OPAQUE=… ${FIXTURE} --variant release-1.1.0 --api-key=… --token … postgresql://reader:…@127.0.0.1:5432/db" (companylens-mcp 1.1.0, protocol 2025-11-25) differs from src/data/: 4 changes (1 breaking, 1 additive, 2 docs only)`);
    expect(text.stdout).toContain('serverInfo.version 1.0.0 → 1.1.0');
  });

  test('a 401 naming OAuth in WWW-Authenticate says how to pass a token', async () => {
    const metadata = `http://127.0.0.1:${PORT + 6}/.well-known/oauth-protected-resource`;
    const server = http.createServer((_req, res) => res.writeHead(401, {'www-authenticate': `Bearer resource_metadata="${metadata}"`, 'content-type': 'application/json'}).end('{"error": "invalid_token"}'));
    await new Promise<void>((resolve) => server.listen(PORT + 6, '127.0.0.1', resolve));
    try {
      const run = await cliAsync('check', '--url', `http://127.0.0.1:${PORT + 6}/mcp`);
      expect(run.status).toBe(2);
      expect(run.stderr.trim()).toBe(`reference:check: url http://127.0.0.1:${PORT + 6}/mcp: the endpoint wants authorisation for initialize (HTTP 401, WWW-Authenticate: Bearer resource_metadata="${metadata}"; it said: invalid_token); it is protected by OAuth: get an access token from its authorisation server and pass it with --header "Authorization: Bearer <token>" (or the header it names)`);
    } finally {
      server.close();
    }
  });
});
