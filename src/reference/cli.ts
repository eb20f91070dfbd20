/**
 * `npm run reference:check` and `npm run reference:sync`: compare src/data/
 * with what a running server lists, or write src/data/ from it.
 *
 *   --stdio "<command and args>"   start the server (through /bin/sh; the environment passes through)
 *   --url <endpoint>               or call a Streamable HTTP endpoint,
 *   --header "Name: value"         with extra request headers (repeatable)
 *   --timeout <seconds>            for the whole read (default 30)
 *   --data <dir>                   the data folder (default src/data/; tests use a copy)
 *
 * check exits 0 when the data matches, 1 when it differs, 2 when the server
 * could not be read; sync exits 0 when the data now matches, 2 when it stopped.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describeTarget, readServerSurface, ReferenceReadError, type Target} from './client';
import {diffSurfaces, type Change} from './diff';
import {countLine, formatChanges} from './report';
import {DEFAULT_DATA_DIR, readDataSurface, sameContent, surfaceProblem, toDataFiles, type Surface} from './surface';
import {formatLike} from './format';
import {recorded, withEntry} from './changelog';
import type {Changelog} from '../lib/changelog';

const ROOT = path.resolve(__dirname, '../..');
const USAGE = 'usage: reference:check|reference:sync -- (--stdio "<command>" | --url <endpoint> [--header "Name: value"]...) [--timeout <seconds>] [--data <dir>]';

interface Args {
  command: 'check' | 'sync';
  target: Target;
  timeoutMs: number;
  dataDir: string;
}

class Stop extends Error {}

export function parseArgs(argv: string[]): Args {
  const [command, ...rest] = argv;
  if (command !== 'check' && command !== 'sync') throw new Stop(`the first argument must be check or sync (${USAGE})`);
  let stdio: string | undefined;
  let url: string | undefined;
  const headers: Record<string, string> = {};
  let timeoutMs = 30_000;
  let dataDir = DEFAULT_DATA_DIR;
  for (let i = 0; i < rest.length; i++) {
    const flag = rest[i];
    const value = () => {
      const v = rest[++i];
      if (v === undefined || v === '') throw new Stop(`${flag} needs a value (${USAGE})`);
      return v;
    };
    if (flag === '--stdio') stdio = value();
    else if (flag === '--url') url = value();
    else if (flag === '--header') {
      const header = value();
      const m = /^([A-Za-z0-9-]+):\s*(.*)$/.exec(header);
      if (!m) throw new Stop(`--header "${header}" is not "Name: value"`);
      headers[m[1]] = m[2];
    } else if (flag === '--timeout') {
      const seconds = Number(value());
      if (!(seconds > 0 && seconds <= 600)) throw new Stop(`--timeout takes seconds from 1 to 600, not ${rest[i]}`);
      timeoutMs = seconds * 1000;
    } else if (flag === '--data') dataDir = path.resolve(value());
    else throw new Stop(`unknown argument ${flag} (${USAGE})`);
  }
  if (!!stdio === !!url) throw new Stop(`give exactly one of --stdio and --url (${USAGE})`);
  if (url && !/^https?:\/\//.test(url)) throw new Stop(`--url must be an http:// or https:// address, not ${url}`);
  if (Object.keys(headers).length && !url) throw new Stop('--header goes with --url');
  return {command, target: stdio ? {stdio} : {url: url!, headers}, timeoutMs, dataDir};
}

type ToolDocs = Record<string, {slug: string}>;
const readToolDocs = (dataDir: string): ToolDocs => JSON.parse(fs.readFileSync(path.join(dataDir, 'tool-docs.json'), 'utf8'));
const pageOf = (slug: string) => `docs/api/tools/${slug}.mdx`;

/** Why the docs cannot take this surface yet: a tool without its hand-written part, or a page for a tool that is gone. */
function docsProblem(server: Surface, docs: ToolDocs): string | null {
  for (const tool of server.tools) {
    const doc = docs[tool.name];
    const slug = tool.name.replace(/_/g, '-');
    if (!doc) {
      return `tool ${tool.name} is new: add "${tool.name}": {"slug": "${slug}", "upstream": [the Companies House requests a call makes], "errors": [...], "related": [...]} to src/data/tool-docs.json and write ${pageOf(slug)} (see CONTRIBUTING.md, "Add or change a tool"), then sync again`;
    }
    if (!fs.existsSync(path.join(ROOT, pageOf(doc.slug)))) return `tool ${tool.name} has no page: write ${pageOf(doc.slug)}, then sync again`;
  }
  for (const [name, doc] of Object.entries(docs)) {
    if (!server.tools.some((t) => t.name === name)) {
      return `tool ${name} is gone from the server: remove its page ${pageOf(doc.slug)}, its sidebar entry, its entry in src/data/tool-docs.json and the links to it, then sync again`;
    }
  }
  return null;
}

/** Writes every file to a temporary name first, then renames them all: no file is ever half-written. */
function writeAtomically(dir: string, files: Record<string, unknown>) {
  const temps: [string, string][] = [];
  try {
    for (const [name, value] of Object.entries(files)) {
      const temp = path.join(dir, `.${name}.${process.pid}.tmp`);
      const file = path.join(dir, name);
      fs.writeFileSync(temp, formatLike(value, fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined));
      temps.push([temp, path.join(dir, name)]);
    }
  } catch (error) {
    for (const [temp] of temps) fs.rmSync(temp, {force: true});
    throw error;
  }
  for (const [temp, file] of temps) fs.renameSync(temp, file);
}

const today = () => new Date().toISOString().slice(0, 10);
const summary = (s: Surface) =>
  `${s.tools.length} tools, ${s.prompts.length} prompts, ${s.resources.length} resources, ${s.resourceTemplates.length} resource templates`;

async function run(args: Args): Promise<number> {
  const name = `reference:${args.command}`;
  const who = describeTarget(args.target);
  const server = await readServerSurface(args.target, args.timeoutMs);
  const problem = surfaceProblem(server);
  if (problem) throw new Stop(problem);
  const ident = `${server.server.serverInfo.name} ${server.server.serverInfo.version}, protocol ${server.server.protocolVersion}`;
  const data = readDataSurface(args.dataDir);
  const changes = diffSurfaces(data, server);
  const docs = readToolDocs(args.dataDir);
  const page = (tool: string) => (docs[tool] ? pageOf(docs[tool].slug) : undefined);

  if (args.command === 'check') {
    if (changes.length === 0) {
      console.log(`${name}: ${who} (${ident}) matches ${path.relative(ROOT, args.dataDir) || '.'}/: ${summary(server)}`);
      return 0;
    }
    console.log(`${name}: ${who} (${ident}) differs from ${path.relative(ROOT, args.dataDir)}/: ${countLine(changes)}`);
    console.log(formatChanges(changes, page));
    console.log(
      `\nThe docs describe another surface than this server's. To update them:\n` +
        `  1. npm run reference:sync -- ${process.argv.slice(3).map((a) => (/\s/.test(a) ? JSON.stringify(a) : a)).join(' ')}\n` +
        `     (writes src/data/ and records these changes in src/data/changelog.json; it stops and says what to write\n` +
        `     if a tool is new or gone, since its page and src/data/tool-docs.json entry are written by hand)\n` +
        `  2. read the pages named above: their prose, examples and JSON blocks must agree with the change\n` +
        `     (npm run check:examples validates the examples); BREAKING changes also need a note for readers\n` +
        `  3. commit src/data/ and the pages together`,
    );
    return 1;
  }

  const docsIssue = docsProblem(server, docs);
  if (docsIssue) throw new Stop(docsIssue);
  let files: Record<string, unknown>;
  try {
    files = toDataFiles(server, args.dataDir);
  } catch (error) {
    throw new Stop((error as Error).message);
  }
  const logFile = path.join(args.dataDir, 'changelog.json');
  const log: Changelog | null = fs.existsSync(logFile) ? JSON.parse(fs.readFileSync(logFile, 'utf8')) : null;
  const surfaceChanges: Change[] = recorded(changes);
  if (!log) {
    const empty: Surface = {server: server.server, tools: [], prompts: [], resources: [], resourceTemplates: []};
    files['changelog.json'] = withEntry(null, server.server.serverInfo.version, today(), diffSurfaces(empty, server));
  } else if (surfaceChanges.length) {
    files['changelog.json'] = withEntry(log, server.server.serverInfo.version, today(), surfaceChanges);
  }
  const changed = Object.fromEntries(
    Object.entries(files).filter(([file, value]) => {
      const current = path.join(args.dataDir, file);
      return !fs.existsSync(current) || !sameContent(JSON.parse(fs.readFileSync(current, 'utf8')), value);
    }),
  );
  if (Object.keys(changed).length === 0) {
    console.log(`${name}: ${who} (${ident}) already matches; nothing written`);
    return 0;
  }
  writeAtomically(args.dataDir, changed);
  console.log(`${name}: ${who} (${ident}): ${countLine(changes)}; wrote ${Object.keys(changed).join(', ')}`);
  if (changes.length) console.log(formatChanges(changes, page));
  return 0;
}

async function main() {
  const argv = process.argv.slice(2);
  let args: Args;
  try {
    args = parseArgs(argv);
  } catch (error) {
    console.error(`reference: ${(error as Error).message}`);
    return 2;
  }
  try {
    return await run(args);
  } catch (error) {
    const known = error instanceof Stop || error instanceof ReferenceReadError;
    const message = known ? (error as Error).message : `unexpected error: ${(error as Error).message}`;
    console.error(`reference:${args.command}: ${describeTarget(args.target)}: ${message.replace(/\s+/g, ' ')}`);
    return 2;
  }
}

main().then((code) => process.exit(code));
