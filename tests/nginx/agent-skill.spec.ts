/**
 * The agent skill as deploy/nginx/companylens.conf serves the real build: the
 * discovery index and its digest against the archive's served bytes, the
 * archive's layout against the draft's rules, the media types, caching and
 * CORS; every one-line command the client panels print, run against nginx in
 * a throwaway home folder; and the `skills` command (npm, Node 22 from
 * tests/tools/node22), which nobody here wrote, reading the index, checking
 * the digest and installing the skill.
 */
import {spawnSync} from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test, expect, type APIResponse} from '@playwright/test';
import {unzipSync} from 'fflate';
import {AGENT_SKILL} from 'companylens-docs-contract';
import {MCP_CLIENTS} from '@site/src/lib/clients/clients';
import {skillDistribution} from '@site/src/lib/clients/skillInstall';
import {CLIENT_SKILLS} from '@site/src/lib/clients/clientSkills';
import {DISCOVERY_SCHEMA} from '@site/src/plugins/agent-skill/files';
import {NGINX, ROOT} from './support';

const FOLDER = path.join(ROOT, 'build', AGENT_SKILL.folder);
/** The skill's files as the build wrote its unpacked folder. */
const published = (): Record<string, Buffer> =>
  Object.fromEntries(
    fs.readdirSync(FOLDER, {recursive: true, encoding: 'utf8'}).filter((f) => fs.statSync(path.join(FOLDER, f)).isFile()).map((f) => [f.split(path.sep).join('/'), fs.readFileSync(path.join(FOLDER, f))]),
  );
const sha256 = (bytes: Uint8Array) => `sha256:${crypto.createHash('sha256').update(bytes).digest('hex')}`;
const tempHome = () => fs.mkdtempSync(path.join(os.tmpdir(), 'companylens-skill-home-'));

function expectServed(res: APIResponse, type: string, cors = true) {
  expect(res.status(), res.url()).toBe(200);
  expect(res.headers()['content-type'], res.url()).toBe(type);
  expect(res.headers()['cache-control'], res.url()).toBe('no-cache');
  expect(res.headers()['etag'], res.url()).toBeTruthy();
  expect(res.headers()['access-control-allow-origin'], res.url()).toBe(cors ? '*' : undefined);
}

test('the discovery index: application/json at the well-known path, its digest that of the archive nginx serves, whose files are the unpacked folder’s, at its root', async ({request}) => {
  const res = await request.get(`${NGINX}/${AGENT_SKILL.index}`);
  expectServed(res, 'application/json; charset=utf-8');
  const index = await res.json();
  expect(index.$schema).toBe(DISCOVERY_SCHEMA);
  expect(index.skills).toHaveLength(1);
  const [entry] = index.skills;
  expect(entry).toMatchObject({name: AGENT_SKILL.name, type: 'archive', url: `/${AGENT_SKILL.archive}`, digest: expect.stringMatching(/^sha256:[0-9a-f]{64}$/)});
  // the description is SKILL.md's, as the draft asks
  const skillMd = published()['SKILL.md']!.toString('utf8');
  expect(skillMd).toContain(`description: ${JSON.stringify(entry.description)}`);

  const archive = await request.get(new URL(entry.url, `${NGINX}/${AGENT_SKILL.index}`).href);
  expectServed(archive, 'application/zip');
  const bytes = await archive.body();
  expect(sha256(bytes)).toBe(entry.digest);
  const files = unzipSync(new Uint8Array(bytes));
  for (const name of Object.keys(files)) expect(name, 'no folder around the files, no way out of it').toMatch(/^(?!\/)(?!.*\.\.)[\w./-]+$/);
  expect(Object.keys(files)).toContain('SKILL.md');
  expect(Object.fromEntries(Object.entries(files).map(([n, b]) => [n, Buffer.from(b).toString('utf8')]))).toEqual(Object.fromEntries(Object.entries(published()).map(([n, b]) => [n, b.toString('utf8')])));

  // the download for people: the same files inside one companylens/ folder
  const download = await request.get(`${NGINX}/${AGENT_SKILL.download}`);
  expectServed(download, 'application/zip', false);
  const inFolder = unzipSync(new Uint8Array(await download.body()));
  expect(Object.keys(inFolder).sort()).toEqual(Object.keys(files).map((n) => `${AGENT_SKILL.name}/${n}`).sort());
});

test('the unpacked files are text/markdown; the folder’s own address serves the index; HEAD and a CORS preflight work; a file that is not there is 404', async ({request}) => {
  const folder = await request.get(`${NGINX}/${AGENT_SKILL.index.replace(/index\.json$/, '')}`, {maxRedirects: 0});
  expectServed(folder, 'application/json; charset=utf-8');
  expect(await folder.json()).toEqual(await (await request.get(`${NGINX}/${AGENT_SKILL.index}`)).json());
  for (const name of Object.keys(published())) expectServed(await request.get(`${NGINX}/${AGENT_SKILL.folder}${name}`), 'text/markdown; charset=utf-8');
  const head = await request.head(`${NGINX}/${AGENT_SKILL.index}`);
  expect(head.status()).toBe(200);
  expect(await head.body()).toHaveLength(0);
  const preflight = await request.fetch(`${NGINX}/${AGENT_SKILL.archive}`, {method: 'OPTIONS', headers: {origin: 'https://agent.example', 'access-control-request-headers': 'if-none-match'}});
  expect(preflight.status()).toBe(204);
  expect(preflight.headers()['access-control-allow-origin']).toBe('*');
  expect((await request.get(`${NGINX}/.well-known/agent-skills/other.zip`)).status()).toBe(404);
});

test('llms.txt points to the skill, its index and the download, and each answers', async ({request}) => {
  const llms = await (await request.get(`${NGINX}/llms.txt`)).text();
  const site = new URL(/\[llms-full\.txt\]\((\S+)llms-full\.txt\)/.exec(llms)![1]!);
  for (const file of [`${AGENT_SKILL.folder}SKILL.md`, AGENT_SKILL.index, AGENT_SKILL.download]) {
    expect(llms).toContain(new URL(file, site).href);
    expect((await request.get(`${NGINX}/${file}`)).status(), file).toBe(200);
  }
});

test('every command the client panels print puts the skill where that client reads it: SKILL.md and its references, as published', () => {
  const d = skillDistribution(NGINX, '/');
  const commands = MCP_CLIENTS.flatMap((c) => {
    const skill = CLIENT_SKILLS[c.id]?.(d);
    if (skill?.command?.language !== 'bash' || skill.command.text.startsWith('npx ')) return [];
    const dir = /-d (\S+)$/.exec(skill.command.text)?.[1];
    // a client with folders gets the skill in one of them
    if (skill.folders) expect([skill.folders.personal, skill.folders.project], c.label).toContain(dir);
    return [{client: c.label, text: skill.command.text, dir}];
  });
  expect(commands.length).toBeGreaterThanOrEqual(10);
  for (const {client, text, dir} of commands) {
    const home = tempHome();
    try {
      const run = spawnSync('bash', ['-c', text], {cwd: home, env: {...process.env, HOME: home}, encoding: 'utf8'});
      expect(run.status, `${client}: ${run.stderr}`).toBe(0);
      // Claude's apps take the zip itself as an upload
      const where = dir ? path.join(home, dir.replace(/^~\//, ''), AGENT_SKILL.name) : undefined;
      if (!where) {
        const zip = unzipSync(new Uint8Array(fs.readFileSync(path.join(home, AGENT_SKILL.download))));
        expect(Object.keys(zip), client).toContain(`${AGENT_SKILL.name}/SKILL.md`);
        continue;
      }
      for (const [name, bytes] of Object.entries(published())) expect(fs.readFileSync(path.join(where, name)).equals(bytes), `${client}: ${name}`).toBe(true);
    } finally {
      fs.rmSync(home, {recursive: true, force: true});
    }
  }
});

test('the skills command (npm, Node 22) finds the skill through the index, checks the digest and installs it for Claude Code and Codex as published', () => {
  test.setTimeout(90_000);
  const tools = path.join(ROOT, 'tests/tools/node22/node_modules');
  const cli = path.join(tools, 'skills/bin/cli.mjs');
  expect(fs.existsSync(cli), 'tests/tools/node22 is not installed: `npm test` installs it, or run `npm install --prefix tests/tools/node22`').toBe(true);
  const home = tempHome();
  const project = path.join(home, 'project');
  fs.mkdirSync(project);
  try {
    // DISABLE_TELEMETRY / DO_NOT_TRACK: the command reports installs to skills.sh unless told not to; no test reaches the internet
    const run = (...args: string[]) => spawnSync(path.join(tools, '.bin/node'), [cli, 'add', NGINX, ...args], {cwd: project, env: {...process.env, HOME: home, DISABLE_TELEMETRY: '1', DO_NOT_TRACK: '1', NO_COLOR: '1'}, encoding: 'utf8', timeout: 60_000});
    const list = run('--list');
    expect(list.status, list.stderr).toBe(0);
    expect(list.stdout).toContain(AGENT_SKILL.name);
    const add = run('-g', '-a', 'claude-code', 'codex', '-y', '--copy');
    expect(add.status, add.stdout + add.stderr).toBe(0);
    for (const dir of ['.claude/skills', '.agents/skills']) {
      for (const [name, bytes] of Object.entries(published())) expect(fs.readFileSync(path.join(home, dir, AGENT_SKILL.name, name)).equals(bytes), `${dir}: ${name}`).toBe(true);
    }
  } finally {
    fs.rmSync(home, {recursive: true, force: true});
  }
});
