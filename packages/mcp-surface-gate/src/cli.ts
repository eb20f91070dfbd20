/**
 * `npm run reference:check`, `reference:sync`, `reference:snapshot`,
 * `reference:diff` and `reference:lint` (packages/mcp-surface-gate/src/README.md says what each does;
 * lint/README.md the lint).
 *
 *   --stdio "<command and args>"   start the server (through /bin/sh, in its own process group)
 *   --url <endpoint>               or call a Streamable HTTP endpoint,
 *   --header "Name: value"         with extra request headers (repeatable)
 *   --timeout <seconds>            for the whole read (default 30)
 *   --data <dir>                   the data folder (default src/data/; its pages are in ../../docs)
 *   --format text|json|github|markdown   check, diff and lint (not markdown): the report as words, one
 *                                  JSON document (--json for short), GitHub Actions annotations, a pull-request comment
 *   --ignore <file>                check, diff and lint: changes (findings) accepted on purpose
 *   --fail-on breaking|additive|docs   check and diff: the least change that fails (default docs: any)
 *   --min-score <0-100>            lint: the server's score below which it fails (without it, any finding fails)
 *   --version <release>            sync: the release the changelog entry records
 *   --out <file>                   snapshot: where the surface goes
 *
 * check and diff exit 0 when nothing changed (nothing at --fail-on or above), 1 when something did, 2 when a
 * server or file could not be read; lint 0 when it passed, 1 when it did not, 2 likewise;
 * sync and snapshot exit 0 when done, 2 when they stopped.
 */
import fs from 'node:fs';
import path from 'node:path';
import {readServer, ReferenceReadError, type Offers} from './read/client';
import {revisionsOf, unsettled} from './surface/revisions';
import {diffSurfaces} from './compare/diff';
import {inLine} from './compare/schemaDiff';
import type {Change, ChangeClass} from './compare/change';
import {countLine, formatChanges, formatIgnored, jsonReport} from './write/report';
import {annotation, githubReport, type Locate} from './write/github';
import {markdownReport} from './write/markdown';
import {dataLocator} from './write/dataLines';
import {DATA_FILES, readDataSurface, surfaceProblem, type Surface} from './surface/surface';
import {commandLine, commandName, describeTarget, FORMATS, parseArgs, PROGRAM, redactor, targetArgs, type Args, type Format} from './args';
import {Stop} from './stop';
import {applyIgnores, readIgnoreFile} from './compare/ignore';
import {endAllGroups} from './read/stdio';
import {pageOf, type ToolDocs} from './write/docsFiles';
import {sync} from './write/sync';
import {qualityChanges} from './docsQuality';
import {readLintIgnoreFile, type LintIgnoreEntry} from './lint/ignore';
import {runLint} from './lint/run';
import {githubReport as lintGithub, jsonReport as lintJson, passed, textReport as lintText, type LintReport} from './lint/report';

/** Where the command runs: the data folder and ignore files are named relative to it. */
const ROOT = process.cwd();
const IGNORE_FILE = 'reference-ignore.json';
const LINT_IGNORE_FILE = 'reference-lint-ignore.json';

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;
const summary = (s: Surface) =>
  [count(s.tools.length, 'tool'), count(s.prompts.length, 'prompt'), count(s.resources.length, 'resource'), count(s.resourceTemplates.length, 'resource template')].join(', ');
/** A file as the command names it: relative to where it ran when inside it. */
const shown = (file: string) => (path.relative(process.cwd(), file).startsWith('..') ? file : path.relative(process.cwd(), file));
/** The server as the report's first line names it; what it says of itself cannot split the line. */
const identOf = (s: Surface) => inLine(`${s.server.serverInfo.name} ${s.server.serverInfo.version}, protocol ${s.server.protocolVersion}`);

async function readTarget(args: Args, offers: Offers): Promise<{server: Surface; notes: string[]}> {
  const {surface, notes} = await readServer(args.target!, args.timeoutMs, offers);
  const problem = surfaceProblem(surface);
  if (problem) throw new Stop(problem);
  return {server: surface, notes};
}

/** The revisions a snapshot records, in words: those spoken, those not, and any the read could not settle. */
function revisionLine(s: Surface): string {
  const {supported, unsupported} = revisionsOf(s.server);
  const left = unsettled(revisionsOf(s.server));
  return `  protocol revisions: ${supported.join(', ')}${unsupported.length ? ` (not ${unsupported.join(', ')})` : ''}${left.length ? `; not settled: ${left.join(', ')} (the server's answers did not say, so the record is partial)` : ''}`;
}

/** What the reader worked around, under the first line of a text report. */
const noteLines = (notes: string[]) => notes.map((n) => `  note: ${n}`).join('\n');

/** The data folder's files, or a Stop naming those missing (a wrong --data, or a folder never synced). */
function readData(dir: string): {data: Surface; docs: ToolDocs} {
  const missing = [...DATA_FILES, 'tool-docs.json'].filter((f) => !fs.existsSync(path.join(dir, f)));
  if (missing.length) {
    const none = missing.length === DATA_FILES.length + 1;
    throw new Stop(`${shown(dir)} ${!fs.existsSync(dir) ? 'does not exist' : none ? 'holds none of the data files' : `lacks ${missing.join(', ')}`}: --data names the folder holding ${[...DATA_FILES, 'tool-docs.json'].join(', ')} (the default is src/data/)`);
  }
  try {
    return {data: readDataSurface(dir), docs: JSON.parse(fs.readFileSync(path.join(dir, 'tool-docs.json'), 'utf8'))};
  } catch (error) {
    throw new Stop(`${shown(dir)}: a data file cannot be read (${(error as Error).message.split('\n')[0]})`);
  }
}

/** A snapshot file written by reference:snapshot, checked for the shape a surface has (and, but for lint, that it can be documented). */
function readSnapshot(file: string, documentable = true): Surface {
  let value: Surface;
  try {
    value = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Stop(`${shown(file)} cannot be read as JSON (${(error as Error).message.split('\n')[0]})`);
  }
  const lists = ['tools', 'prompts', 'resources', 'resourceTemplates'] as const;
  if (!value?.server?.serverInfo || !lists.every((k) => Array.isArray(value[k]))) {
    throw new Stop(`${shown(file)} is not a snapshot written by ${commandName('snapshot')} (no server and lists)`);
  }
  const problem = documentable ? surfaceProblem(value) : null;
  if (problem) throw new Stop(`${shown(file)}: ${problem}`);
  return value;
}

/** The data folder's lint ignore file, when it has one: check and lint of the data read it. */
function dataLintIgnores(args: Args): LintIgnoreEntry[] {
  const file = path.join(args.dataDir, LINT_IGNORE_FILE);
  return fs.existsSync(file) ? readLintIgnoreFile(file) : [];
}

/** reference:lint: a server, a snapshot or the data linted and scored, in the format asked for. */
async function lint(args: Args): Promise<number> {
  const name = commandName('lint');
  let surface: Surface;
  let head: string;
  let notes: string[] = [];
  let locate: Parameters<typeof lintGithub>[1] = () => undefined;
  let ignoreFile = args.ignoreFile;
  if (args.snapshot) {
    surface = readSnapshot(args.snapshot, false);
    head = `${name}: ${shown(args.snapshot)} (${identOf(surface)})`;
  } else if (args.target) {
    // the opening and the lists only: the lint needs no revisions, and reports names the specification refuses itself
    ({surface, notes} = await readServer(args.target, args.timeoutMs, []));
    head = `${name}: ${describeTarget(args.target)} (${identOf(surface)})`;
  } else {
    surface = readData(args.dataDir).data;
    head = `${name}: ${path.relative(ROOT, args.dataDir) || '.'}/ (${identOf(surface)})`;
    const inData = dataLocator(args.dataDir, process.cwd());
    locate = (f) => inData({kind: f.kind, name: f.name, ...(f.path && f.kind === 'tool' ? {part: 'parameters' as const, field: f.path} : {})});
    if (!ignoreFile && fs.existsSync(path.join(args.dataDir, LINT_IGNORE_FILE))) ignoreFile = path.join(args.dataDir, LINT_IGNORE_FILE);
  }
  const result = runLint(surface, ignoreFile ? readLintIgnoreFile(ignoreFile) : []);
  const report: LintReport = {name, head: `${head}: ${summary(surface)}`, server: {name: surface.server.serverInfo.name, version: surface.server.serverInfo.version}, ...result, notes, minScore: args.minScore};
  if (args.format === 'json') console.log(JSON.stringify(lintJson(report), null, 2));
  else if (args.format === 'github') console.log(lintGithub(report, locate));
  else console.log(lintText(report, ignoreFile ? shown(ignoreFile) : undefined));
  return passed(report) ? 0 : 1;
}

/** How far a class reaches: --fail-on names the least that fails. */
const SEVERITY: Record<ChangeClass, number> = {docs: 0, additive: 1, breaking: 2};
const failing = (changes: Change[], failOn: ChangeClass = 'docs') => changes.some((c) => SEVERITY[c.class] >= SEVERITY[failOn]);

/** Prints the changes in the format asked for, with the ignored ones, and returns the exit code. */
function report(args: Args, changes: Change[], head: {same: string; differs: string}, page: (tool: string) => string | undefined, notes: string[], locate: Locate, next?: string): number {
  const ignoreFile = args.ignoreFile ?? (args.command === 'check' && fs.existsSync(path.join(args.dataDir, IGNORE_FILE)) ? path.join(args.dataDir, IGNORE_FILE) : undefined);
  const {kept, ignored, unused} = applyIgnores(changes, ignoreFile ? readIgnoreFile(ignoreFile) : []);
  const code = failing(kept, args.failOn) ? 1 : 0;
  if (args.format === 'json') {
    console.log(JSON.stringify(jsonReport(kept, ignored, unused, notes), null, 2));
    return code;
  }
  const stale = unused.map((entry) => `${path.relative(ROOT, ignoreFile!)} entry for ${entry.id ? `${entry.id} ` : ''}${entry.subject}${entry.path ? ` ${entry.path}` : ''} matched no change; remove it if the change is gone`);
  if (args.format === 'github') {
    const lines = githubReport(kept, ignored, [...notes, ...stale], locate);
    if (lines) console.log(lines);
    return code;
  }
  if (args.format === 'markdown') {
    console.log(markdownReport(kept.length ? head.differs : head.same, kept, ignored, [...notes, ...stale]));
    return code;
  }
  console.log(kept.length ? `${head.differs}: ${countLine(kept)}${ignored.length ? `, ${ignored.length} ignored` : ''}` : `${head.same}${ignored.length ? ` (${ignored.length} change${ignored.length > 1 ? 's' : ''} ignored)` : ''}`);
  if (notes.length) console.log(noteLines(notes));
  if (kept.length) console.log(formatChanges(kept, page));
  if (ignored.length) console.log(formatIgnored(ignored, path.relative(ROOT, ignoreFile!)));
  for (const line of stale) console.log(`\n  note: ${line}`);
  if (kept.length && next) console.log(next);
  return code;
}

async function run(args: Args): Promise<number> {
  const name = commandName(args.command);
  if (args.command === 'lint') return lint(args);
  if (args.command === 'diff') {
    const [a, b] = args.files!.map((file) => readSnapshot(file));
    const [fa, fb] = args.files!.map(shown);
    return report(args, [...diffSurfaces(a, b), ...qualityChanges(a, b)], {same: `${name}: ${fa} and ${fb} describe the same surface`, differs: `${name}: ${fa} (${identOf(a)}) → ${fb} (${identOf(b)})`}, () => undefined, [], () => undefined);
  }
  const who = describeTarget(args.target!);
  // the data is read first: a wrong --data stops before a server is started
  const {data, docs} = args.command === 'snapshot' ? {data: undefined, docs: {} as ToolDocs} : readData(args.dataDir);
  // a snapshot records every revision; check and sync settle those the docs name (a dropped one is breaking)
  const {server, notes} = await readTarget(args, data ? revisionsOf(data.server).supported : 'all');
  if (args.command === 'snapshot' || !data) {
    const temp = `${args.out}.${process.pid}.tmp`;
    fs.writeFileSync(temp, `${JSON.stringify(server, null, 2)}\n`);
    fs.renameSync(temp, args.out!);
    console.log(`${name}: ${who} (${identOf(server)}): ${summary(server)}; wrote ${shown(args.out!)}`);
    if (notes.length) console.log(noteLines(notes));
    console.log(revisionLine(server));
    return 0;
  }
  const page = (tool: string) => (docs[tool] ? pageOf(docs[tool].slug) : undefined);
  if (args.command === 'sync') {
    if (notes.length) console.log(noteLines(notes));
    return sync(args, server, data, docs, `${name}: ${who} (${identOf(server)})`, page);
  }
  // what changed, and each tool the server describes worse to an agent than the docs do (docs-only lines)
  const worse = qualityChanges(data, server, dataLintIgnores(args));
  const changes = [...diffSurfaces(data, server), ...worse];
  const dataName = `${path.relative(ROOT, args.dataDir) || '.'}/`;
  const again = targetArgs(args.target!, args);
  const heads = {same: `${name}: ${who} (${identOf(server)}) matches ${dataName}: ${summary(server)}`, differs: `${name}: ${who} (${identOf(server)}) differs from ${dataName}`};
  return report(args, changes, heads, page, notes, dataLocator(args.dataDir, process.cwd()),
    `\nThe docs describe another surface than this server's. To update them:\n` +
      `  1. ${commandLine('sync')} ${again}${again.includes('…') ? '   (give the values shown as … again)' : ''}\n` +
      `     (writes ${dataName} and records these changes in its changelog.json; for a new tool it writes a page skeleton and a\n` +
      `     tool-docs.json entry to fill; it stops and names the pages if a tool, prompt or template is gone)\n` +
      `  2. read the pages named above: their prose, examples and JSON blocks must agree with the change\n` +
      `     (npm run check validates the examples); BREAKING changes also need a note for readers\n` +
      `  3. commit ${dataName} and the pages together` +
      (worse.length
        ? `\nThe lint lines are not recorded: the server describes a tool worse than the docs did. Fix its description in the\n` +
          `server, or accept the finding in ${dataName}${LINT_IGNORE_FILE} with its reason (${commandLine('lint').replace(/ --$/, '')} shows each).`
        : ''));
}

/**
 * A command that stops still answers in the format asked for, on stdout, so
 * a CI job reading it gets something it can parse (and exit 2): a JSON error
 * object, an error annotation, or a comment saying the check could not run.
 */
function refusal(format: Format, failed: string, reason: string) {
  if (format === 'json') console.log(JSON.stringify({error: {failed, reason, exitCode: 2}}, null, 2));
  else if (format === 'github') console.log(annotation({level: 'error', title: failed, message: reason}));
  else if (format === 'markdown') console.log(markdownRefusal(failed, reason));
}
const markdownRefusal = (failed: string, reason: string) => `## ${failed}: could not run\n\n${reason.split('\n').map((l) => `> ${l}`).join('\n')}`;

/** The format a command line asks for, read even when the rest of it cannot be (a usage mistake still answers in it). */
function formatAsked(argv: string[]): Format {
  if (argv.includes('--json')) return 'json';
  const at = argv.indexOf('--format');
  return at >= 0 && FORMATS.includes(argv[at + 1] as Format) ? (argv[at + 1] as Format) : 'text';
}

async function main() {
  let args: Args;
  try {
    args = parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`${PROGRAM}: ${(error as Error).message}`);
    refusal(formatAsked(process.argv.slice(2)), PROGRAM, (error as Error).message);
    return 2;
  }
  // every line printed goes through the redactor: a secret of the command line shows as …
  const redact = redactor(args.target);
  for (const stream of ['log', 'error'] as const) {
    const write = console[stream].bind(console);
    console[stream] = (...parts: unknown[]) => write(redact(parts.map(String).join(' ')));
  }
  const where = args.target ? `: ${describeTarget(args.target)}` : '';
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void endAllGroups().then(() => {
        console.error(`${commandName(args.command)}${where}: stopped by ${signal}; the server was ended and nothing was written`);
        refusal(args.format, `${commandName(args.command)}${where}`, `stopped by ${signal}; the server was ended and nothing was written`);
        process.exit(130);
      });
    });
  }
  try {
    return await run(args);
  } catch (error) {
    const known = error instanceof Stop || error instanceof ReferenceReadError;
    const message = known ? (error as Error).message : `unexpected error: ${(error as Error).message}`;
    const reason = message.split('\n').map((line) => line.replace(/\s+/g, ' ')).join('\n  ');
    console.error(`${commandName(args.command)}${where}: ${reason}`);
    refusal(args.format, `${commandName(args.command)}${where}`, reason);
    return 2;
  } finally {
    await endAllGroups();
  }
}

main().then((code) => process.exit(code));
