/**
 * The reference commands read a server of either era as the 2026-07-28
 * specification tells a dual-era client to: the fixture server
 * (tests/support/reference-server.ts, on SDK v2) speaking 2026-07-28 only, both
 * eras, or the older revisions only, over stdio and Streamable HTTP; each read
 * compared with the independent raw JSON-RPC lister (tests/support/raw-lister.ts)
 * and, once, with the MCP Inspector's CLI held to 2026-07-28.
 */
import {test, expect} from '@playwright/test';
import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {readServer} from '@site/packages/mcp-surface-gate/src/read/client';
import {diffSurfaces} from '@site/packages/mcp-surface-gate/src/compare/diff';
import {readDataSurface, type Surface} from '@site/packages/mcp-surface-gate/src/surface/surface';
import {LEGACY_REVISIONS} from '@site/packages/mcp-surface-gate/src/surface/revisions';
import {listHttp, listStdio, type RawFailure, type RawSurface} from '../support/raw-lister';
import {cliAsync, root} from '../support/reference-cli';
import {INSPECTOR, node22Missing} from '../support/node22';
import {tempDir} from '../support/temp-dir';
import {asJob} from '../support/reference-json';
import {FIXTURE, spawnFixture} from '../support/fixture-server';

// ports of their own (see tests/unit/reference-server.spec.ts)
const PORT = Number(process.env.TEST_PORT ?? 4173) + 140;
const url = (era: string) => `http://127.0.0.1:${PORT + (era === 'modern' ? 0 : 1)}/mcp`;
const data = () => readDataSurface(path.join(root, 'src/data'));
/** The changes, as --json gives them without the words. */
const lines = (a: Surface, b: Surface) => asJob(diffSurfaces(a, b));
const ONLY_MODERN = {supported: ['2026-07-28'], unsupported: [...LEGACY_REVISIONS]};
/** What the surface holds, item for item, against what the raw lister read. */
function sameAsRaw(surface: Surface, raw: RawSurface | RawFailure) {
  expect(raw).not.toHaveProperty('error');
  const other = raw as RawSurface;
  for (const key of ['tools', 'prompts', 'resources', 'resourceTemplates'] as const) expect(surface[key], key).toEqual(other[key]);
  expect(surface.server.serverInfo).toEqual(other.serverInfo);
  expect(surface.server.capabilities).toEqual(other.capabilities);
  expect(surface.server.protocolVersion).toBe(other.protocolVersion);
}

test.describe('reference: servers of either era', () => {
  test.describe.configure({mode: 'serial'});
  const servers: ChildProcess[] = [];
  test.beforeAll(async () => {
    await Promise.all(['modern', 'dual'].map((era) => {
      const child = spawnFixture(['--http', String(PORT + (era === 'modern' ? 0 : 1)), '--era', era]);
      servers.push(child);
      return new Promise((resolve, reject) => {
        child.stdout.once('data', resolve);
        child.once('exit', (code) => reject(new Error(`the ${era} fixture exited with ${code}`)));
      });
    }));
  });
  test.afterAll(() => servers.forEach((s) => s.kill()));

  test('2026-07-28 only: initialize is refused naming the revision it has; read modern, the surface is the documented one, and only the revisions differ', async () => {
    const [refusedHttp, refusedStdio, raw, {surface, notes}, stdio] = await Promise.all([
      listHttp(url('modern')),
      listStdio(`${FIXTURE} --era modern`),
      listHttp(url('modern'), {}, 'modern'),
      readServer({url: url('modern'), headers: {}}, 20_000),
      readServer({stdio: `${FIXTURE} --era modern`}, 20_000, ['2025-11-25', '2025-06-18']),
    ]);
    // the test server itself, as the independent lister sees it over each transport
    for (const refused of [refusedHttp, refusedStdio]) {
      expect(refused).toMatchObject({method: 'initialize', error: {code: -32022, data: {supported: ['2026-07-28'], requested: '2025-11-25'}}});
    }
    expect(notes).toEqual([]);
    sameAsRaw(surface, raw);
    expect((raw as RawSurface).supportedVersions).toEqual(['2026-07-28']);
    expect(surface.server.protocolVersions).toEqual(ONLY_MODERN);
    // the same over stdio (one offer of 2025-11-25 settles every older revision: the refusal names what it has)
    expect(stdio.surface).toEqual(surface);
    const changes = [
      {id: 'protocol-revisions-dropped', class: 'breaking', subject: 'server companylens-mcp', path: 'protocolVersions', values: {revisions: ['2025-11-25', '2025-06-18']}, before: ['2025-11-25', '2025-06-18'], after: ['2026-07-28']},
      {id: 'protocol-revisions-added', class: 'additive', subject: 'server companylens-mcp', path: 'protocolVersions', values: {revisions: ['2026-07-28']}, before: ['2025-11-25', '2025-06-18'], after: ['2026-07-28']},
    ];
    expect(lines(data(), surface)).toEqual(changes);
  });

  test('the MCP Inspector held to 2026-07-28 lists the same tools over stdio', async () => {
    const home = tempDir('inspector-home-');
    expect(node22Missing(INSPECTOR.args[0])).toBeNull();
    const inspector = spawn(INSPECTOR.command, [...INSPECTOR.args, '--cli', ...FIXTURE.split(' '), '--era', 'modern', '--protocol-era', 'modern', '--method', 'tools/list'], {cwd: root, env: {...process.env, HOME: home}});
    let out = '';
    inspector.stdout.on('data', (d) => (out += d));
    const [status, {surface}] = await Promise.all([new Promise((resolve) => inspector.once('close', resolve)), readServer({url: url('modern'), headers: {}}, 20_000, [])]);
    expect(status).toBe(0);
    expect(JSON.parse(out).tools).toEqual(surface.tools);
  });

  test('both eras on SDK v2: read modern, the older revisions found by offering each, as the raw lister finds them', async () => {
    const [{surface}, raw, offered, countered, stdio] = await Promise.all([
      readServer({url: url('dual'), headers: {}}, 20_000),
      listHttp(url('dual'), {}, 'modern'),
      listHttp(url('dual'), {}, {legacy: '2025-06-18'}),
      listHttp(url('dual'), {}, {legacy: '2025-03-26'}),
      readServer({stdio: `${FIXTURE} --era dual`}, 20_000, ['2025-11-25', '2025-06-18']),
    ]);
    sameAsRaw(surface, raw);
    expect(surface.server.protocolVersions).toEqual({supported: ['2026-07-28', '2025-11-25', '2025-06-18'], unsupported: ['2025-03-26', '2024-11-05', '2024-10-07']});
    // read legacy, the same server answers the revision offered when it has it, its newest when not
    expect([(offered as RawSurface).protocolVersion, (countered as RawSurface).protocolVersion]).toEqual(['2025-06-18', '2025-11-25']);
    expect((offered as RawSurface).tools).toEqual(surface.tools);
    // over stdio, as check reads: the revisions the docs name settled, the others left open
    expect(stdio.surface.server.protocolVersions).toEqual({supported: ['2026-07-28', '2025-11-25', '2025-06-18'], unsupported: []});
    expect({...stdio.surface, server: {...stdio.surface.server, protocolVersions: undefined}}).toEqual({...surface, server: {...surface.server, protocolVersions: undefined}});
    expect(lines(data(), stdio.surface)).toEqual([{id: 'protocol-revisions-added', class: 'additive', subject: 'server companylens-mcp', path: 'protocolVersions', values: {revisions: ['2026-07-28']}, before: ['2025-11-25', '2025-06-18'], after: ['2026-07-28', '2025-11-25', '2025-06-18']}]);
  });

  test('a server that exits when asked anything before initialize is started again, one silent to it is opened once the probe waited a third of the time', async () => {
    const started = Date.now();
    const [strict, silent] = await Promise.all([
      cliAsync('check', '--stdio', `${FIXTURE} --variant strict-opening`),
      cliAsync('check', '--stdio', `${FIXTURE} --variant silent-opening`, '--timeout', '9'),
    ]);
    const matches = (variant: string) => `reference:check: stdio "${FIXTURE} --variant ${variant}" (companylens-mcp 1.0.0, protocol 2025-11-25) matches src/data/: 5 tools, 3 prompts, 0 resources, 3 resource templates`;
    expect([strict.stderr, silent.stderr]).toEqual(['', '']);
    expect(strict.stdout.trim().split('\n')).toEqual([
      matches('strict-opening'),
      '  note: the server exited when asked server/discover before initialize, as some servers of the older revisions do; it was started again and opened with initialize',
    ]);
    expect(silent.stdout.trim()).toBe(matches('silent-opening'));
    expect([strict.status, silent.status]).toEqual([0, 0]);
    // the probe waited 3 s of the 9 before initialize
    expect(Date.now() - started).toBeGreaterThanOrEqual(3_000);
  });

  test('snapshot records the revisions; diff reads a snapshot written before they were recorded', async () => {
    const work = tempDir('reference-eras-');
    const [modern, old] = [path.join(work, 'modern.json'), path.join(work, 'old.json')];
    const snap = await cliAsync('snapshot', '--url', url('modern'), '--out', modern);
    expect(snap.stderr).toBe('');
    expect(snap.stdout.trim().split('\n')).toEqual([
      `reference:snapshot: url ${url('modern')} (companylens-mcp 1.0.0, protocol 2026-07-28): 5 tools, 3 prompts, 0 resources, 3 resource templates; wrote ${modern}`,
      '  protocol revisions: 2026-07-28 (not 2025-11-25, 2025-06-18, 2025-03-26, 2024-11-05, 2024-10-07)',
    ]);
    const written = JSON.parse(fs.readFileSync(modern, 'utf8'));
    expect(written.server.protocolVersions).toEqual(ONLY_MODERN);
    // as reference:snapshot wrote it before: the one revision its read spoke
    const {protocolVersions: _, ...server} = written.server;
    fs.writeFileSync(old, JSON.stringify({...written, server: {...server, protocolVersion: '2025-11-25'}}));
    const diff = await cliAsync('diff', old, modern, '--json');
    expect(diff.status).toBe(1);
    expect(JSON.parse(diff.stdout).changes).toEqual([{
      id: 'protocol-revisions-dropped', values: {revisions: ['2025-11-25']}, class: 'breaking', subject: 'server companylens-mcp', path: 'protocolVersions', before: ['2025-11-25'], after: ['2026-07-28'],
      message: 'protocol revision 2025-11-25 dropped: a client that speaks only 2025-11-25 can no longer connect (the server now speaks 2026-07-28)',
    }]);
  });
});
