/**
 * The reference gate against MCP servers published on npm that nobody here
 * wrote, pinned as devDependencies under npm aliases (package.json) and run
 * from node_modules, so no test needs the network: server-everything over stdio
 * and over Streamable HTTP on 127.0.0.1, and server-memory and server-filesystem
 * in two releases each, compared with reference:snapshot and reference:diff.
 * The classification of each pair is explained in src/reference/README.md.
 */
import {test, expect} from '@playwright/test';
import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {readServerSurface} from '@site/src/reference/client';
import {surfaceProblem} from '@site/src/reference/surface';
import {cliAsync, survivors} from '../support/reference-cli';

const root = path.resolve(__dirname, '../..');
const PORT = Number(process.env.TEST_PORT ?? 4173) + 45;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'reference-real-'));
const bin = (alias: string) => `node node_modules/${alias}/dist/index.js`;
/** Each server as a --stdio command; memory keeps its graph and filesystem its allowed folder in the temporary folder. */
const SERVERS: Record<string, string> = {
  'memory-2025-4-25': `MEMORY_FILE_PATH=${work}/memory.json ${bin('mcp-server-memory-2025-4-25')}`,
  'memory-2026-8-31': `MEMORY_FILE_PATH=${work}/memory.json ${bin('mcp-server-memory-2026-8-31')}`,
  'filesystem-2025-11-25': `${bin('mcp-server-filesystem-2025-11-25')} ${work}`,
  'filesystem-2026-8-31': `cd node_modules/mcp-server-filesystem-2026-8-31 && node dist/index.js ${work}`,
};
const snapshot = (name: string) => path.join(work, `${name}.json`);

test.describe('reference: published servers, two releases each, compared by snapshot', () => {
  test.describe.configure({mode: 'serial'});
  test.beforeAll(async () => {
    // independent servers: snapshotted side by side
    const runs = await Promise.all(Object.entries(SERVERS).map(([name, command]) => cliAsync('snapshot', '--stdio', command, '--out', snapshot(name))));
    for (const run of runs) {
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
    }
    expect(runs[0].stdout.trim()).toBe(
      `reference:snapshot: stdio "MEMORY_FILE_PATH=… node node_modules/mcp-server-memory-2025-4-25/dist/index.js" (memory-server 0.6.3, protocol 2024-11-05): 9 tools, 0 prompts, 0 resources, 0 resource templates; wrote ${snapshot('memory-2025-4-25')}`,
    );
  });

  test('server-memory 2025.4.25 → 2026.8.31: a newer SDK\'s explicit defaults are no change; what changed is named with before and after', async () => {
    const run = await cliAsync('diff', snapshot('memory-2025-4-25'), snapshot('memory-2026-8-31'));
    expect(run.status).toBe(1);
    const out = run.stdout;
    expect(out.split('\n')[0]).toMatch(/\(memory-server 0\.6\.3, protocol 2024-11-05\) → .* \(memory-server 0\.6\.3, protocol 2025-11-25\): 59 changes \(13 breaking, 37 additive, 9 docs only\)$/);
    // execution.taskSupport "forbidden" on every tool is the protocol's default: not a change
    expect(out).not.toContain('execution');
    expect(out).toContain('  server memory-server\n    additive   protocol version 2024-11-05 → 2025-11-25\n    additive   capability tools.listChanged false (left out) → true\n');
    expect(out).toContain([
      '  tool create_entities',
      '    docs only  title none → "Create Entities"',
      '    additive   destructiveHint true (left out) → false',
      '    additive   openWorldHint true (left out) → false',
      '    BREAKING   input schema: additionalProperties any (left out) → false (no other properties)',
      '    BREAKING   parameter entities[]: additionalProperties any (left out) → false (no other properties)',
      '    additive   output schema added: results are now structured',
    ].join('\n'));
    expect(out).toContain('  resource knowledge-graph\n    additive   resource knowledge-graph added');
    // every line about a change of something that exists on both sides shows before → after
    for (const line of out.split('\n').filter((l) => /^ {4}(BREAKING|additive|docs only)/.test(l))) {
      if (!/ (added|removed)$/.test(line) && !/results are now structured/.test(line)) expect(line).toContain(' → ');
    }
  });

  test('server-filesystem 2025.11.25 → 2026.8.31: the anyOf result is read branch by branch; same serverInfo.version, changed surface', async () => {
    const run = await cliAsync('diff', snapshot('filesystem-2025-11-25'), snapshot('filesystem-2026-8-31'), '--json');
    expect(run.status).toBe(1);
    const {changes} = JSON.parse(run.stdout) as {changes: {class: string; subject: string; path: string | null; before: unknown; after: unknown; message: string}[]};
    const media = changes.filter((c) => c.subject === 'tool read_media_file' && c.path?.startsWith('result'));
    expect(media.map((c) => `${c.class} ${c.path}: ${c.message}`)).toEqual([
      'breaking result.content[]: field content[]: variant type "resource" added (results may now hold it): none → {type, resource{uri, mimeType?, blob}}',
      'additive result.content[].type: field content[].type (variant type "image" | "audio"): enum value "blob" removed: ["image","audio","blob"] → ["image","audio"]',
    ]);
    expect(media[1]).toMatchObject({before: ['image', 'audio', 'blob'], after: ['image', 'audio']});
    expect(changes.filter((c) => c.class === 'breaking').map((c) => `${c.subject} ${c.path}`)).toEqual([
      'tool read_media_file result.content[]',
      'tool move_file annotations.destructiveHint',
    ]);
    expect(changes.filter((c) => c.path === 'annotations.openWorldHint')).toHaveLength(14);
    // the text report says the same
    const text = await cliAsync('diff', snapshot('filesystem-2025-11-25'), snapshot('filesystem-2026-8-31'));
    expect(text.stdout.split('\n')[0]).toMatch(/: 18 changes \(2 breaking, 15 additive, 1 docs only\)$/);
  });

  test('an ignore file accepts changes on purpose, with the reason, and says which entries matched nothing', async () => {
    const ignore = path.join(work, 'ignore.json');
    fs.writeFileSync(ignore, JSON.stringify({ignore: [
      {subject: 'tool read_media_file', path: 'result.content[]', reason: 'other files come back as an embedded resource; clients were told in 2026.8'},
      {subject: 'tool move_file', path: 'annotations.destructiveHint', reason: 'moving over an existing file replaces it'},
      {subject: 'tool gone_tool', reason: 'kept to show a stale entry'},
    ]}));
    const run = await cliAsync('diff', snapshot('filesystem-2025-11-25'), snapshot('filesystem-2026-8-31'), '--ignore', ignore);
    expect(run.status).toBe(1);
    expect(run.stdout.split('\n')[0]).toMatch(/: 16 changes \(0 breaking, 15 additive, 1 docs only\), 2 ignored$/);
    expect(run.stdout).toContain('    BREAKING  tool move_file: destructiveHint false → true  (moving over an existing file replaces it)');
    expect(run.stdout).toContain('entry for tool gone_tool matched no change; remove it if the change is gone');
    fs.writeFileSync(ignore, JSON.stringify({ignore: [{subject: 'tool move_file'}]}));
    const noReason = await cliAsync('diff', snapshot('filesystem-2025-11-25'), snapshot('filesystem-2026-8-31'), '--ignore', ignore);
    expect(noReason.status).toBe(2);
    expect(noReason.stderr.trim()).toBe(`reference:diff: ignore file ${ignore}, entry 1 (tool move_file): "reason" is missing; say why the change is accepted`);
    const same = await cliAsync('diff', snapshot('memory-2026-8-31'), snapshot('memory-2026-8-31'), '--json');
    expect([same.status, JSON.parse(same.stdout)]).toEqual([0, {changes: [], ignored: []}]);
    const notSnapshot = await cliAsync('diff', ignore, snapshot('memory-2026-8-31'));
    expect([notSnapshot.status, notSnapshot.stderr.trim()]).toEqual([2, `reference:diff: ${ignore} is not a snapshot written by reference:snapshot (no server and lists)`]);
  });
});

test.describe('reference: server-everything, whose names are not slugs, over both transports', () => {
  let http: ChildProcess | undefined;
  test.afterAll(async () => {
    if (http?.pid) process.kill(-http.pid, 'SIGTERM');
    await new Promise((resolve) => (http?.exitCode !== null ? resolve(null) : http.once('exit', resolve)));
  });

  test('stdio and Streamable HTTP read the same surface, every name legal; check names secrets only as …', async () => {
    http = spawn('node', ['node_modules/mcp-server-everything/dist/index.js', 'streamableHttp'], {cwd: root, env: {...process.env, PORT: String(PORT)}, detached: true, stdio: ['ignore', 'ignore', 'pipe']});
    const listening = new Promise<void>((resolve, reject) => {
      http!.stderr!.on('data', (chunk: Buffer) => chunk.toString().includes('listening on port') && resolve());
      http!.once('exit', (code) => reject(new Error(`server-everything exited with ${code}`)));
    });
    const [viaStdio] = await Promise.all([readServerSurface({stdio: bin('mcp-server-everything')}, 20_000), listening]);
    const viaHttp = await readServerSurface({url: `http://127.0.0.1:${PORT}/mcp`, headers: {}}, 20_000);
    expect(surfaceProblem(viaStdio)).toBeNull();
    expect(viaHttp).toEqual(viaStdio);
    expect(viaStdio.resources.map((r) => r.name)).toContain('architecture.md');
    expect(viaStdio.resourceTemplates.map((r) => r.name)).toContain('Dynamic Text Resource');
    const check = await cliAsync('check', '--url', `http://127.0.0.1:${PORT}/mcp?token=s3cr3t-query`, '--header', 'Authorization: Bearer s3cr3t-header');
    expect(check.status).toBe(1);
    expect(check.stderr).toBe('');
    expect(check.stdout).not.toMatch(/s3cr3t/);
    expect(check.stdout.split('\n')[0]).toMatch(/^reference:check: url http:\/\/127\.0\.0\.1:\d+\/mcp\?token=… \(mcp-servers\/everything 2\.0\.0, protocol 2025-11-25\) differs from src\/data\/: /);
    expect(check.stdout).toContain(`1. npm run reference:sync -- --url http://127.0.0.1:${PORT}/mcp?token=… --header "Authorization: …"   (give the values shown as … again)`);
    const tag = `everything-${process.pid}`;
    const stdioCheck = await cliAsync('check', '--stdio', `API_KEY=s3cr3t-env TAG=${tag} ${bin('mcp-server-everything')}`, '--json');
    expect(stdioCheck.status).toBe(1);
    expect(stdioCheck.stdout).not.toMatch(/s3cr3t/);
    expect(JSON.parse(stdioCheck.stdout).changes.length).toBeGreaterThan(10);
    expect(survivors(tag)).toEqual([]);
  });
});
