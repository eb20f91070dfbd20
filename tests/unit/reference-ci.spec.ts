/**
 * What a CI job reads from reference:check and reference:diff: --json that
 * is JSON even when the command stops, --format github annotations on the
 * lines of src/data/, --format markdown for a pull-request comment, and an
 * endpoint read with the user and password of its URL (HTTP Basic), never shown.
 * Against the fixture server (tests/support/reference-server.ts).
 */
import {test, expect} from '@playwright/test';
import type {ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {cliAsync, root} from '../support/reference-cli';
import {tempDir} from '../support/temp-dir';
import {FIXTURE, spawnFixture} from '../support/fixture-server';

const VARIANT = `${FIXTURE} --variant release-1.1.0`;
// ports of their own: +120 to +126 are reference-server.spec.ts's, +130 on the corpus's
const PORT = Number(process.env.TEST_PORT ?? 4173) + 127;
/** The line (from 1) of the first line of a data file holding `text`. */
const lineOf = (file: string, text: string, after = 0) => fs.readFileSync(path.join(root, file), 'utf8').split('\n').findIndex((l, i) => i >= after && l.includes(text)) + 1;

test.describe('reference: reports a CI reads', () => {
  test('--json is JSON when the command stops too: an error object, exit 2; github and markdown say it their way', async () => {
    const [stopped, usage, github, markdown] = await Promise.all([
      cliAsync('check', '--stdio', `${FIXTURE} --variant no-start`, '--json'),
      cliAsync('check', '--json'),
      cliAsync('check', '--stdio', `${FIXTURE} --variant no-start`, '--format', 'github'),
      cliAsync('diff', 'missing-old.json', 'missing-new.json', '--format', 'markdown'),
    ]);
    expect(stopped.status).toBe(2);
    expect(JSON.parse(stopped.stdout)).toEqual({error: {
      failed: `reference:check: stdio "${FIXTURE} --variant no-start"`,
      reason: 'the server exited before answering initialize (it said: fixture: COMPANIES_HOUSE_API_KEY is not set)',
      exitCode: 2,
    }});
    expect(stopped.stderr.trim().split('\n')).toHaveLength(1);
    expect(usage.status).toBe(2);
    expect(JSON.parse(usage.stdout).error).toMatchObject({failed: 'reference', reason: expect.stringMatching(/^give exactly one of --stdio and --url/), exitCode: 2});
    expect([github.status, github.stdout.trim()]).toEqual([2, `::error title=reference%3Acheck%3A stdio "${FIXTURE} --variant no-start"::the server exited before answering initialize (it said: fixture: COMPANIES_HOUSE_API_KEY is not set)`]);
    expect(markdown.status).toBe(2);
    expect(markdown.stdout).toMatch(/^## reference:diff: could not run\n\n> missing-old\.json cannot be read as JSON \(ENOENT/);
  });

  test("a module path with a typo is refused with Node's Cannot find module line, not the runner's source line before it", async () => {
    // jiti prints a 200 KB line of its bundle first; through a pipe, Node dropped the error after it
    const runs = await Promise.all([1, 2, 3].map(() => cliAsync('check', '--stdio', 'node src/run-ts.cjs tests/support/reference-srver.ts')));
    for (const run of runs) {
      expect(run.status).toBe(2);
      expect(run.stderr.trim()).toBe(`reference:check: stdio "node src/run-ts.cjs tests/support/reference-srver.ts": the server exited before answering initialize (it said: Error: Cannot find module '${root}/tests/support/reference-srver.ts')`);
    }
  });

  test('--format github: one annotation a change, on the line of src/data/ that holds it', async () => {
    const run = await cliAsync('check', '--stdio', VARIANT, '--format', 'github');
    expect(run.status).toBe(1);
    const tool = lineOf('src/data/tools.json', '"name": "search_companies"');
    expect(run.stdout.trim().split('\n')).toEqual([
      `::notice file=src/data/server.json,line=${lineOf('src/data/server.json', '"version"')},title=docs only server-info-changed%3A server companylens-mcp::serverInfo.version 1.0.0 → 1.1.0`,
      `::error file=src/data/tools.json,line=${lineOf('src/data/tools.json', '"query"', tool)},title=BREAKING parameter-max-length-decreased%3A tool search_companies::parameter query: maxLength 160 → 100 (narrowed)`,
      `::notice file=src/data/tools.json,line=${lineOf('src/data/tools.json', '"query"', tool)},title=docs only parameter-description-changed%3A tool search_companies::parameter query: description "Company name, part of a name, or a company number." → "A name or a number."`,
      // a parameter only the server has: the tool's schema, the nearest line the data holds
      `::warning file=src/data/tools.json,line=${lineOf('src/data/tools.json', '"inputSchema"', tool)},title=additive optional-parameter-added%3A tool search_companies::optional parameter jurisdiction added: none → string`,
    ]);
  });

  test('--format markdown: the changes grouped by class, breaking ones open', async () => {
    const run = await cliAsync('check', '--stdio', VARIANT, '--format', 'markdown');
    expect(run.status).toBe(1);
    const lines = run.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^## reference:check: stdio .* differs from src\/data\/$/);
    expect(lines.slice(2, 7)).toEqual([
      '**4 changes (1 breaking, 1 additive, 2 docs only)**',
      '',
      '### Breaking (1)',
      '',
      '- **tool search\\_companies** (`parameter-max-length-decreased`): `parameter query: maxLength 160 → 100 (narrowed)`',
    ]);
    expect(lines).toContain('<summary>Additive (1)</summary>');
    expect(lines).toContain('<summary>Docs only (2)</summary>');
  });

  test('diff --format github has no file to point at: the annotations carry none', async () => {
    const dir = tempDir('reference-ci-');
    const [older, newer] = [path.join(dir, 'old.json'), path.join(dir, 'new.json')];
    const snapped = await Promise.all([cliAsync('snapshot', '--stdio', FIXTURE, '--out', older), cliAsync('snapshot', '--stdio', `${FIXTURE} --variant tool-removed`, '--out', newer)]);
    expect(snapped.map((s) => s.status)).toEqual([0, 0]);
    const run = await cliAsync('diff', older, newer, '--format', 'github');
    expect([run.status, run.stdout.trim()]).toEqual([1, '::error title=BREAKING tool-removed%3A tool quick_financial_summary::tool quick_financial_summary removed']);
  });

  test.describe('an endpoint behind HTTP Basic', () => {
    let server: ChildProcess;
    test.beforeAll(async () => {
      server = spawnFixture(['--http', String(PORT)], {env: {...process.env, FIXTURE_BASIC: 'reader:s3cr3t-basic'}});
      await new Promise<void>((resolve, reject) => {
        server.stdout!.once('data', () => resolve());
        server.once('exit', (code) => reject(new Error(`fixture exited with ${code}`)));
      });
    });
    test.afterAll(() => void server?.kill());

    test("a URL's user:password@ is sent as Basic, and shown as … everywhere", async () => {
      const url = (password: string) => `http://reader:${password}@127.0.0.1:${PORT}/mcp`;
      const [text, json, wrong] = await Promise.all([
        cliAsync('check', '--url', url('s3cr3t-basic')),
        cliAsync('check', '--url', url('s3cr3t-basic').replace('/mcp', '/release-1.1.0/mcp'), '--json'),
        cliAsync('check', '--url', url('s3cr3t-wrong')),
      ]);
      expect([text.status, text.stderr]).toEqual([0, '']);
      expect(text.stdout.trim()).toBe(`reference:check: url http://reader:…@127.0.0.1:${PORT}/mcp (companylens-mcp 1.0.0, protocol 2025-11-25) matches src/data/: 5 tools, 3 prompts, 0 resources, 3 resource templates`);
      expect(json.status).toBe(1);
      expect(JSON.parse(json.stdout).changes).toHaveLength(4);
      expect(wrong.status).toBe(2);
      expect(wrong.stderr.trim()).toBe(`reference:check: url http://reader:…@127.0.0.1:${PORT}/mcp: the endpoint wants authorisation for initialize (HTTP 401, WWW-Authenticate: Basic realm="fixture"; it said: wrong user or password); it wants a user and password (HTTP Basic): give them in the URL, as http(s)://user:password@host/path (they are sent as Basic and shown as …)`);
      const base64 = (p: string) => Buffer.from(`reader:${p}`).toString('base64');
      for (const run of [text, json, wrong]) {
        expect(`${run.stdout}${run.stderr}`).not.toMatch(/s3cr3t/);
        expect(`${run.stdout}${run.stderr}`).not.toContain(base64('s3cr3t-basic'));
        expect(`${run.stdout}${run.stderr}`).not.toContain(base64('s3cr3t-wrong'));
      }
    });
  });
});
