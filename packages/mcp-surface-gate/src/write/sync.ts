/**
 * `reference:sync`: writes src/data/ from the server, records the changes in
 * the changelog under the release they belong to, and writes a skeleton page
 * and tool-docs.json entry for each new tool. It stops, naming every one, when
 * pages still show a tool, prompt or template the server no longer has, and
 * when the changelog cannot tell which release the changes belong to.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Changelog} from './changelog';
import {Stop} from '../stop';

/** What sync reads of the command's arguments. */
interface SyncOptions {
  dataDir: string;
  /** The release the changelog entry records, when serverInfo.version cannot say. */
  version?: string;
}
import {recorded, withEntry} from './changelog';
import {diffSurfaces} from '../compare/diff';
import {goneProblems, newListed, newToolDocs, type ToolDocs} from './docsFiles';
import {formatLike} from './jsonLayout';
import {countLine, formatChanges} from './report';
import {sameContent, toDataFiles, type Surface} from '../surface/surface';

/** Now, to the second (UTC). */
const now = () => new Date().toISOString().replace(/\.\d+Z$/, 'Z');

/** Orders two release names: numeric parts compared as numbers (1.10.0 after 1.9.0; 2025.4.25 before 2026.8.31). */
function compareVersions(a: string, b: string): number {
  const [pa, pb] = [a.split(/[.+-]/), b.split(/[.+-]/)];
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const [x, y] = [pa[i] ?? '0', pb[i] ?? '0'];
    const order = /^\d+$/.test(x) && /^\d+$/.test(y) ? Number(x) - Number(y) : x.localeCompare(y);
    if (order) return Math.sign(order);
  }
  return 0;
}

/** Writes every file to a temporary name first, then renames them all: no file is ever half-written. */
function writeAtomically(files: [string, string][]) {
  const temps: [string, string][] = [];
  try {
    for (const [file, text] of files) {
      const temp = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.tmp`);
      fs.mkdirSync(path.dirname(file), {recursive: true});
      fs.writeFileSync(temp, text);
      temps.push([temp, file]);
    }
  } catch (error) {
    for (const [temp] of temps) fs.rmSync(temp, {force: true});
    throw error;
  }
  for (const [temp, file] of temps) fs.renameSync(temp, file);
}

/** The release the changes are recorded under, or why it cannot be told. */
function releaseOf(args: SyncOptions, server: Surface, log: Changelog, summary: string): string {
  const reported = server.server.serverInfo.version;
  const version = args.version ?? reported;
  const top = log.entries[0]?.version;
  if (!top) return version;
  const order = compareVersions(version, top);
  if (order < 0) {
    throw new Stop(args.version
      ? `--version ${version} is older than ${top}, the changelog's latest entry; nothing written`
      : `the server reports version ${reported}, older than ${top}, the changelog's latest entry; nothing written. Give the release these changes belong to with --version <release>`);
  }
  if (order === 0 && !args.version) {
    throw new Stop(`the surface changed (${summary}) but the server still reports version ${reported}, the changelog's latest entry; nothing written. Give the release with --version <release> (--version ${reported} adds the changes to that entry)`);
  }
  return version;
}

export function sync(args: SyncOptions, server: Surface, data: Surface, docs: ToolDocs, head: string, page: (tool: string) => string | undefined): number {
  const root = path.resolve(args.dataDir, '../..');
  const gone = goneProblems(data, server, docs, path.join(root, 'docs'));
  if (gone.length) throw new Stop(`pages still show what the server no longer has; nothing written:\n${gone.join('\n')}\nthen sync again`);
  const changes = diffSurfaces(data, server);
  let files: Record<string, unknown>;
  try {
    files = toDataFiles(server, args.dataDir);
  } catch (error) {
    throw new Stop((error as Error).message);
  }
  const logFile = path.join(args.dataDir, 'changelog.json');
  const log: Changelog | null = fs.existsSync(logFile) ? JSON.parse(fs.readFileSync(logFile, 'utf8')) : null;
  const surfaceChanges = recorded(changes);
  if (!log) {
    const empty: Surface = {server: server.server, tools: [], prompts: [], resources: [], resourceTemplates: []};
    files['changelog.json'] = withEntry(null, args.version ?? server.server.serverInfo.version, now(), recorded(diffSurfaces(empty, server)));
  } else if (surfaceChanges.length) {
    files['changelog.json'] = withEntry(log, releaseOf(args, server, log, countLine(surfaceChanges)), now(), surfaceChanges);
  }
  const {pages, entries} = newToolDocs(server, docs, root);
  if (Object.keys(entries).length) files['tool-docs.json'] = {...docs, ...entries};

  const writes: [string, string][] = [];
  for (const [file, value] of Object.entries(files)) {
    const current = path.join(args.dataDir, file);
    const previous = fs.existsSync(current) ? fs.readFileSync(current, 'utf8') : undefined;
    if (previous === undefined || !sameContent(JSON.parse(previous), value)) writes.push([current, formatLike(value, previous)]);
  }
  for (const [page, text] of Object.entries(pages)) writes.push([path.join(root, page), text]);
  if (writes.length === 0) {
    console.log(`${head} already matches; nothing written`);
    return 0;
  }
  writeAtomically(writes);
  console.log(`${head}: ${countLine(changes)}; wrote ${writes.map(([f]) => (f.startsWith(args.dataDir) ? path.basename(f) : path.relative(root, f))).join(', ')}`);
  if (changes.length) console.log(formatChanges(changes, page));
  const todo = [
    ...Object.keys(entries).map((tool) => `tool ${tool}: fill every TODO(reference:sync) in ${pages[`docs/api/tools/${entries[tool].slug}.mdx`] ? `docs/api/tools/${entries[tool].slug}.mdx` : 'its page'} and its src/data/tool-docs.json entry, and add 'api/tools/${entries[tool].slug}' to sidebars.ts`),
    ...newListed(data, server).map((item) => `${item}: show it on a page (docs/api/${item.startsWith('prompt') ? 'prompts' : 'resources'}/)`),
  ];
  if (todo.length) {
    console.log(`\nNew, and documented by hand (the build stops at each TODO(reference:sync), naming file and line; see CONTRIBUTING.md, "Add or change a tool"):`);
    for (const line of todo) console.log(`  ${line}`);
  }
  return 0;
}
