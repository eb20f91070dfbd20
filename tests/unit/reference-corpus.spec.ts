/**
 * The reference gate on MCP servers published on npm that nobody here wrote
 * (tests/corpus/, each run as tests/support/corpus-servers.ts says): each is
 * read once, a few at a time, over stdio, Streamable HTTP or HTTP+SSE, and
 * read again by an independent reader written without the SDK
 * (tests/support/raw-lister.ts); both must agree item for item. Servers that
 * cannot be listed here (no database, no network) must be refused with the
 * server's own error on the call that failed. Nineteen release pairs are
 * compared, every BREAKING line held as reviewed by hand
 * (tests/support/corpus-expected.ts; packages/mcp-surface-gate/src/CORPUS.md says why each is right).
 * Every read is linted too, from the same reads, its score and findings held as
 * reviewed (tests/support/corpus-lint-expected.ts; packages/mcp-surface-gate/src/lint/README.md).
 */
import {test, expect} from '@playwright/test';
import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {readServer, type ReadResult} from '@site/packages/mcp-surface-gate/src/read/client';
import {diffSurfaces} from '@site/packages/mcp-surface-gate/src/compare/diff';
import {surfaceProblem, type Surface} from '@site/packages/mcp-surface-gate/src/surface/surface';
import {LEGACY, listHttp, listSse, listStdio, type Era, type RawFailure, type RawSurface} from '../support/raw-lister';
import {CORPUS, PAIRS, listening, portsFrom, type CorpusServer} from '../support/corpus-servers';
import {EXPECTED_PAIRS} from '../support/corpus-expected';
import {EXPECTED_LINT, EXPECTED_QUALITY} from '../support/corpus-lint-expected';
import {runLint} from '@site/packages/mcp-surface-gate/src/lint/run';
import {subjectOf} from '@site/packages/mcp-surface-gate/src/lint/finding';
import {qualityChanges} from '@site/packages/mcp-surface-gate/src/docsQuality';
import {ensureCorpusOrFail} from '../support/reference-corpus';
import {cliAsync, root, survivors} from '../support/reference-cli';
import {tempDir} from '../support/temp-dir';

const BASE = Number(process.env.TEST_PORT ?? 4173) + 130;
const port = portsFrom(BASE);
const work = tempDir('reference-corpus-');
const ctx = {work, port};

const reads = new Map<string, ReadResult | Error>();
const raws = new Map<string, RawSurface | RawFailure | Error>();
/** The servers that open as 2026-07-28 ones, read again by the raw lister with server/discover. */
const rawModern = new Map<string, RawSurface | RawFailure | Error>();
const servers: ChildProcess[] = [];
let took = 0;

/** How many reads run at once. */
const AT_ONCE = 4;
/** Runs the tasks, at most `n` at a time. */
async function inTurns(tasks: (() => Promise<void>)[], n: number) {
  const queue = [...tasks];
  await Promise.all(Array.from({length: n}, async () => {
    for (let task = queue.shift(); task; task = queue.shift()) await task();
  }));
}

function independently(server: CorpusServer, era: Era = LEGACY): Promise<RawSurface | RawFailure> {
  const target = (server.rawTarget ?? server.target)(ctx);
  if ('stdio' in target) return listStdio(target.stdio, 30_000, era);
  return server.transport === 'sse' ? listSse(target.url) : listHttp(target.url, target.headers, era);
}
/** The servers read with every revision offered (cheap over HTTP; two light ones over stdio); the rest as check reads them, the opening only. */
const offersFor = (server: CorpusServer) => ('revisions' in server.expect && server.expect.revisions ? 'all' : []);
const isModern = (server: CorpusServer) => 'modern' in server.expect && !!server.expect.modern;

test.describe('reference: published servers from npm', () => {
  test.describe.configure({mode: 'serial'});
  test.beforeAll(async () => {
    ensureCorpusOrFail();
    test.setTimeout(180_000);
    const started = performance.now();
    for (const server of Object.values(CORPUS)) server.prepare?.(ctx);
    const served = Object.values(CORPUS).flatMap((s) => s.serve?.(ctx) ?? []);
    for (const {command, env = {}} of served) {
      servers.push(spawn('/bin/sh', ['-c', `exec ${command}`], {cwd: root, detached: true, stdio: 'ignore', env: {...process.env, ...env}}));
    }
    await Promise.all(served.map((s) => listening(s.port)));
    // every server read once by the reference reader and once by the independent one, a few at a
    // time: started all at once, some 75 servers would starve the browser tests beside them. Those
    // read only for a pair go first: the slowest to start (sentry's loads OpenTelemetry) would
    // otherwise keep one slot busy while the others stand idle at the end
    const order = Object.entries(CORPUS).sort(([, a], [, b]) => Number(!!b.pairOnly) - Number(!!a.pairOnly));
    await inTurns(
      order.flatMap(([name, server]) => [
        () => readServer(server.target(ctx), 60_000, offersFor(server)).then((r) => void reads.set(name, r), (e) => void reads.set(name, e)),
        ...(server.pairOnly || server.sameAs ? [] : [() => independently(server).then((r) => void raws.set(name, r), (e) => void raws.set(name, e))]),
        ...(isModern(server) ? [() => independently(server, 'modern').then((r) => void rawModern.set(name, r), (e) => void rawModern.set(name, e))] : []),
      ]),
      AT_ONCE,
    );
    took = performance.now() - started;
    console.log(`reference corpus: ${reads.size} reads and ${raws.size + rawModern.size} independent ones in ${(took / 1000).toFixed(1)} s`);
  });
  test.afterAll(async () => {
    for (const child of servers) {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // gone
      }
    }
  });

  for (const [name, server] of Object.entries(CORPUS)) {
    test(name, () => {
      const read = reads.get(name)!;
      const raw = raws.get(name)!;
      if ('refused' in server.expect) {
        expect(read).toBeInstanceOf(Error);
        expect((read as Error).message).toMatch(server.expect.refused);
        // the independent reader cannot list it either
        expect(raw instanceof Error || 'error' in raw).toBe(true);
        return;
      }
      expect(read, String(read)).not.toBeInstanceOf(Error);
      const {surface, notes} = read as ReadResult;
      expect(surfaceProblem(surface)).toBeNull();
      const counts = [surface.tools.length, surface.prompts.length, surface.resources.length, surface.resourceTemplates.length];
      expect(counts).toEqual(server.expect.counts);
      expect(notes).toEqual((server.expect.notes ?? []).map((n) => expect.stringMatching(n)));
      if (server.pairOnly) return;
      const lists = ['tools', 'prompts', 'resources', 'resourceTemplates'] as const;
      if (server.sameAs) {
        // the same server over Streamable HTTP, which the independent reader checked: the same surface
        const twin = (reads.get(server.sameAs) as ReadResult).surface;
        for (const key of lists) expect(surface[key], key).toEqual(twin[key]);
        expect([surface.server.serverInfo, surface.server.capabilities, surface.server.protocolVersion]).toEqual([twin.server.serverInfo, twin.server.capabilities, twin.server.protocolVersion]);
        return;
      }
      // the independent reader agrees item for item, as the server sent each
      expect(raw instanceof Error ? raw.message : raw).not.toHaveProperty('error');
      expect(raw instanceof Error ? raw.message : '').toBe('');
      const other = raw as RawSurface;
      for (const key of lists) expect(surface[key], key).toEqual(other[key]);
      expect(surface.server.serverInfo).toEqual(other.serverInfo);
      expect(surface.server.capabilities).toEqual(other.capabilities);
      // the era, as the independent reader finds it: a modern server answers its server/discover
      // (and its lists as the legacy read gave them); a legacy one answered its initialize so
      const modern = rawModern.get(name);
      if (modern) {
        expect(modern instanceof Error ? modern.message : modern).not.toHaveProperty('error');
        expect(surface.server.protocolVersion).toBe('2026-07-28');
        expect((modern as RawSurface).supportedVersions).toContain('2026-07-28');
        for (const key of lists) expect(surface[key], key).toEqual((modern as RawSurface)[key]);
      } else {
        expect(surface.server.protocolVersion).toBe(other.protocolVersion);
      }
      // the revisions: every one offered (checked once by hand against the raw lister's answer to each),
      // or, as check reads, what the opening settles
      const spoken = surface.server.protocolVersion;
      const opening = modern
        ? {supported: (modern as RawSurface).supportedVersions, unsupported: []}
        : {supported: [spoken], unsupported: ['2026-07-28', ...(spoken < '2025-11-25' ? ['2025-11-25'] : [])]};
      expect(surface.server.protocolVersions).toEqual('revisions' in server.expect && server.expect.revisions ? server.expect.revisions : opening);
    });
  }

  for (const [older, newer] of PAIRS) {
    test(`${older} → ${newer}`, () => {
      const [a, b] = [older, newer].map((n) => (reads.get(n) as ReadResult).surface);
      const changes = diffSurfaces(a as Surface, b as Surface);
      const expected = EXPECTED_PAIRS[`${older} → ${newer}`];
      const count = (cls: string) => changes.filter((c) => c.class === cls).length;
      expect({breaking: count('breaking'), additive: count('additive'), docs: count('docs')}).toEqual(expected.counts);
      const breaking = changes.filter((c) => c.class === 'breaking').map((c) => `${c.kind} ${c.name || '*'}: ${c.text}`);
      expect(breaking).toEqual(expected.breaking);
    });
  }

  test('lint: every server read, scored and found as reviewed by hand (packages/mcp-surface-gate/src/lint/README.md)', () => {
    const linted = Object.entries(CORPUS).filter(([, server]) => !('refused' in server.expect) && server.transport !== 'http').map(([name]) => {
      const {findings, scores} = runLint((reads.get(name) as ReadResult).surface);
      const counts: Record<string, number> = {};
      for (const f of findings) counts[f.rule] = (counts[f.rule] ?? 0) + 1;
      const worst = scores.worst && scores.worst.score < 100 ? `${subjectOf(scores.worst)} ${scores.worst.score}` : null;
      return [name, {score: scores.score, worst, findings: counts}] as const;
    });
    expect(Object.fromEntries(linted)).toEqual(EXPECTED_LINT);
  });

  test('lint: the releases that describe a tool worse, as the docs-quality lines of check and diff name them', () => {
    for (const [older, newer] of PAIRS) {
      const [a, b] = [older, newer].map((n) => (reads.get(n) as ReadResult).surface);
      const lines = qualityChanges(a as Surface, b as Surface);
      expect(lines.every((c) => c.class === 'docs' && c.field === 'lint')).toBe(true);
      expect(lines.map((c) => `${c.kind} ${c.name}`), `${older} → ${newer}`).toEqual(EXPECTED_QUALITY[`${older} → ${newer}`]);
    }
  });

  test('the commands print what the reader worked around, and hide the made-up secrets', async () => {
    const figma = CORPUS['figma-developer-mcp 0.1.16, HTTP+SSE'].target(ctx) as {url: string};
    const postgres = CORPUS['postgres 0.6.2, no database'].target(ctx) as {stdio: string};
    const tag = `corpus-${process.pid}`;
    const [sse, db, kube] = await Promise.all([
      cliAsync('snapshot', '--url', figma.url, '--out', path.join(work, 'figma.json')),
      cliAsync('check', '--stdio', postgres.stdio),
      cliAsync('check', '--stdio', `TAG=${tag} ${(CORPUS['kubernetes 2.9.6'].target(ctx) as {stdio: string}).stdio}`, '--json'),
    ]);
    expect(sse.stderr).toBe('');
    expect(sse.stdout.split('\n').slice(0, 2)).toEqual([
      `reference:snapshot: url ${figma.url} (Figma MCP Server 0.1.16, protocol 2025-06-18): 2 tools, 0 prompts, 0 resources, 0 resource templates; wrote ${path.join(work, 'figma.json')}`,
      "  note: this endpoint speaks the 2024-11-05 HTTP+SSE transport (a GET stream and POSTed messages), which MCP replaced with Streamable HTTP in 2025-03-26; it was read with the SDK's SSE client",
    ]);
    expect(db.status).toBe(2);
    expect(db.stderr.trim()).toMatch(/^reference:check: stdio "node tests\/corpus\/node_modules\/postgres-0-6-2\/dist\/index\.js postgresql:\/\/reader:…@127\.0\.0\.1:\d+\/shop": the server answered resources\/list with an error of its own: -32603 "connect ECONNREFUSED/);
    expect(db.stderr).not.toContain('corpus-db-password');
    expect(kube.status).toBe(1);
    expect(JSON.parse(kube.stdout).notes).toEqual([expect.stringMatching(/^resources\/templates\/list answered -32601/)]);
    expect(survivors(tag)).toEqual([]);
  });

  test('reference:diff on snapshots: the anyOf result read branch by branch, --json with before and after, an ignore file', async () => {
    // snapshots as reference:snapshot writes them, from the reads above
    const snap = (name: string) => {
      const file = path.join(work, `${name.replace(/\W+/g, '-')}.json`);
      fs.writeFileSync(file, `${JSON.stringify((reads.get(name) as ReadResult).surface, null, 2)}\n`);
      return file;
    };
    const [older, newer] = [snap('filesystem 2025.11.25'), snap('filesystem 2026.8.31')];
    const ignore = path.join(work, 'ignore.json');
    fs.writeFileSync(ignore, JSON.stringify({ignore: [
      {id: 'result-field-variant-added', subject: 'tool read_media_file', reason: 'other files come back as an embedded resource; clients were told in 2026.8'},
      {id: 'tool-hint-promises-less', subject: 'tool move_file', reason: 'moving over an existing file replaces it'},
      {id: 'tool-removed', subject: 'tool gone_tool', reason: 'kept to show a stale entry'},
    ]}));
    const [json, text, ignored, same] = await Promise.all([
      cliAsync('diff', older, newer, '--json'),
      cliAsync('diff', older, newer),
      cliAsync('diff', older, newer, '--ignore', ignore, '--json'),
      cliAsync('diff', newer, newer, '--json'),
    ]);
    expect(json.status).toBe(1);
    const {changes} = JSON.parse(json.stdout) as {changes: {id: string; class: string; subject: string; path: string | null; before: unknown; after: unknown; values?: unknown; message: string}[]};
    const media = changes.filter((c) => c.subject === 'tool read_media_file' && c.path?.startsWith('result'));
    expect(media.map((c) => `${c.class} ${c.path}: ${c.message}`)).toEqual([
      'breaking result.content[]: field content[]: variant type "resource" added (results may now hold it): none → {type, resource{uri, mimeType?, blob}}',
      'additive result.content[].type: field content[].type (variant type "image" | "audio"): enum value "blob" removed: ["image","audio","blob"] → ["image","audio"]',
    ]);
    expect(media[1]).toMatchObject({before: ['image', 'audio', 'blob'], after: ['image', 'audio']});
    // each change by its id and values, which stay when the words change
    expect(media.map((c) => [c.id, c.values])).toEqual([['result-field-variant-added', {variant: 'type "resource"'}], ['result-field-enum-value-removed', {values: ['blob'], inVariant: 'type "image" | "audio"'}]]);
    expect(changes.find((c) => c.subject === 'tool move_file' && c.path === 'annotations.destructiveHint')).toMatchObject({id: 'tool-hint-promises-less', class: 'breaking', values: {hint: 'destructiveHint'}});
    expect(text.stdout.split('\n')[0]).toMatch(/\(secure-filesystem-server 0\.2\.0, protocol 2025-06-18\) → .* \(secure-filesystem-server 0\.2\.0, protocol 2025-11-25\): 19 changes \(2 breaking, 16 additive, 1 docs only\)$/);
    // every line about something present on both sides shows before → after (a revision is on one side, like a tool added)
    for (const line of text.stdout.split('\n').filter((l) => /^ {4}(BREAKING|additive|docs only)/.test(l))) {
      if (!/ (added|removed)$/.test(line) && !/results are now structured|protocol revisions? [\d-, ]+ (added|dropped): /.test(line)) expect(line).toContain(' → ');
    }
    const accepted = JSON.parse(ignored.stdout);
    expect(accepted.changes.filter((c: {class: string}) => c.class === 'breaking')).toEqual([]);
    expect(accepted.ignored.map((c: {reason: string}) => c.reason)).toEqual(['other files come back as an embedded resource; clients were told in 2026.8', 'moving over an existing file replaces it']);
    expect(accepted.unusedIgnores).toEqual([{id: 'tool-removed', subject: 'tool gone_tool', reason: 'kept to show a stale entry'}]);
    expect([same.status, JSON.parse(same.stdout)]).toEqual([0, {changes: [], ignored: [], unusedIgnores: []}]);
  });

  test('check over Streamable HTTP names secrets only as …, and suggests the sync with the URL quoted', async () => {
    const url = (CORPUS['everything 2026.8.31, Streamable HTTP'].target(ctx) as {url: string}).url;
    const check = await cliAsync('check', '--url', `${url}?token=s3cr3t-query`, '--header', 'Authorization: Bearer s3cr3t-header');
    expect(check.status).toBe(1);
    expect(check.stderr).toBe('');
    expect(check.stdout).not.toMatch(/s3cr3t/);
    expect(check.stdout.split('\n')[0]).toMatch(new RegExp(`^reference:check: url ${url.replace(/[.?]/g, '\\$&')}\\?token=… \\(mcp-servers/everything 2\\.0\\.0, protocol 2025-11-25\\) differs from src/data/: `));
    expect(check.stdout).toContain(`1. npm run reference:sync -- --url "${url}?token=…" --header "Authorization: …"   (give the values shown as … again)`);
  });
});
