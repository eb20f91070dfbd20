/**
 * The command lines of the reference commands, and keeping secrets out of
 * what they print: a header's value, a URL's password and credential-like query
 * values, and in `--stdio` a credential given as `NAME=value`, `--api-key=…`,
 * `--token …`, inside a URL, or as a word that is a key by its look (`start napi_…`, a long
 * random token) show as `…` wherever the commands echo them
 * (target names, the suggested next command, error lines, a server's own
 * stderr), as whole tokens only: `true` and version numbers stay as they are.
 */
import path from 'node:path';
import {basicAuth, type Target} from './read/client';
import {DEFAULT_DATA_DIR} from './surface/surface';
import {Stop} from './stop';
import type {ChangeClass} from './compare/change';

type Command = 'check' | 'sync' | 'snapshot' | 'diff' | 'lint';
/** How check, diff and lint print their report: words, one JSON document, GitHub Actions annotations, a pull-request comment (not lint). */
export type Format = 'text' | 'json' | 'github' | 'markdown';
export const FORMATS: Format[] = ['text', 'json', 'github', 'markdown'];
/** --fail-on's levels, most severe first: a change of that class or above fails check and diff. */
const FAIL_ON: ChangeClass[] = ['breaking', 'additive', 'docs'];

export interface Args {
  command: Command;
  target?: Target;
  timeoutMs: number;
  dataDir: string;
  /** snapshot: where to write; diff: the two snapshots; lint: a snapshot to lint instead of a server or the data. */
  out?: string;
  files?: [string, string];
  snapshot?: string;
  /** check and diff: the least class of change that fails (exit 1); without it, any change. */
  failOn?: ChangeClass;
  /** lint: the server's score below which it fails. */
  minScore?: number;
  format: Format;
  ignoreFile?: string;
  /** sync: the release the changelog entry records, when serverInfo.version cannot say. */
  version?: string;
}

const DEFAULT_TIMEOUT_MS = 30_000;
const MAX_TIMEOUT_S = 600;

/**
 * What the commands call themselves: the package's bin, compiled to JavaScript, says `mcp-surface-gate check`;
 * run from this TypeScript by the site's npm scripts (and its tests), `reference:check`.
 */
const COMPILED = __filename.endsWith('.js');
export const PROGRAM = COMPILED ? 'mcp-surface-gate' : 'reference';
export const commandName = (command: string) => (COMPILED ? `${PROGRAM} ${command}` : `${PROGRAM}:${command}`);
/** The command line that runs `command` again, as a person types it. */
export const commandLine = (command: string) => (COMPILED ? `${PROGRAM} ${command}` : `npm run ${PROGRAM}:${command} --`);
/** How a usage line names a command: `reference:diff --` or `mcp-surface-gate diff`. */
const use = (command: string) => (COMPILED ? `${PROGRAM} ${command}` : `${PROGRAM}:${command} --`);

const USAGE = [
  `usage: ${COMPILED ? `${PROGRAM} check|sync` : 'reference:check|reference:sync --'} (--stdio "<command>" | --url <endpoint> [--header "Name: value"]...) [--timeout <seconds>] [--data <dir>]`,
  `check: [--format text|json|github|markdown] [--json] [--ignore <file>] [--fail-on breaking|additive|docs]; sync: [--version <release>]; ${use('snapshot')} (--stdio … | --url …) --out <file>; ${use('diff')} <old.json> <new.json> [--format …] [--json] [--ignore <file>] [--fail-on …]`,
  `${use('lint')} [--stdio … | --url … | <snapshot.json>] (none: the data) [--format text|json|github] [--json] [--ignore <file>] [--min-score <0-100>]`,
].join('; ');

/** `NAME=value` words of a shell command. */
const ASSIGNMENT = /(^|[\s;&|(])([A-Za-z_][A-Za-z0-9_]*)=("[^"]*"|'[^']*'|[^\s;&|)]*)/g;
/** A flag whose value is a credential: `--api-key=…`, `--token …`, `--figma-api-key …`, `--password=…`. */
const SECRET_FLAG = /(^|\s)(--?[A-Za-z0-9-]*(?:key|token|secret|passw(?:or)?d|auth|credential)[A-Za-z0-9-]*)(=|\s+)(?!-)("[^"]*"|'[^']*'|[^\s;&|)]+)/gi;
/** The password of a URL written in a command (`postgresql://user:password@host/db`). */
const URL_PASSWORD = /(\b[a-z][a-z0-9+.-]*:\/\/[^\s:@/'"]+:)([^\s@/'"]+)@/gi;

/** Names that say their value is a credential. */
const SECRET_NAME = /KEY|TOKEN|SECRET|PASSW(OR)?D|PASSPHRASE|(^|_)PASS(_|$)|PWD|AUTH|CREDENTIAL|COOKIE|SESSION|PRIVATE|SIGNATURE|DSN/i;
/** Never a secret: JSON literals, numbers and versions (hiding them would hide every `true` and version in the report). */
const LITERAL = /^(true|false|null|yes|no|on|off|v?-?\d+(\.\d+)*([-+][\w.]+)?)$/i;
/** Words and paths: shown, unless the name says the value is a credential. */
const ORDINARY = /^([A-Za-z]+(-[A-Za-z]+)*|[./~][^\s@:]*)$/;

/**
 * A word of the command that is a key whatever stands before it (a server that takes its key as a
 * positional argument: `start napi_…`): a prefix key issuers put on their keys, then at least ten
 * characters holding a digit; or, without a prefix, a run of 20 or more letters and digits, both.
 */
const KEY_PREFIX = /^(?:napi_|sk-|sk_(?:live|test)_|rk_(?:live|test)_|pk_live_|gh[pousr]_|github_pat_|xox[abprs]-|xapp-|glpat-|hf_|npm_|AKIA|AIza|fc-|tvly-|pplx-|shpat_|lin_api_)(?=[A-Za-z0-9_-]*\d)[A-Za-z0-9_-]{10,}$/;
const RANDOM_RUN = /(?:^|[-_.:])(?=[A-Za-z0-9+]*\d)(?=[A-Za-z0-9+]*[A-Za-z])[A-Za-z0-9+]{20,}(?:$|[-_.:])/;
/** Whether a word of a command, standing alone, is a key: never a flag, a path or a URL (their parts are read above). */
const isKeyWord = (word: string) => !/^[-./~]|:\/\/|[/@]/.test(word) && !LITERAL.test(word) && (KEY_PREFIX.test(word) || RANDOM_RUN.test(word));
/** The words of a shell command, quotes and `=` read as spaces (`--flag=value` gives its value). */
const WORD = /[^\s;&|()"'=]+/g;

const unquote = (v: string) => v.replace(/^["']|["']$/g, '');
/** Whether the value given for `name` is to be hidden. */
const isSecret = (name: string, value: string) => value.length >= 3 && !LITERAL.test(value) && (SECRET_NAME.test(name) || !ORDINARY.test(value));

function urlSecrets(url: string): string[] {
  try {
    const u = new URL(url);
    const basic = basicAuth(url)?.header.split(' ')[1];
    return [u.password, ...(u.password && basic ? [basic] : []), ...[...u.searchParams].filter(([k, v]) => isSecret(k, v)).map(([, v]) => v)].filter(Boolean);
  } catch {
    return [];
  }
}

/** The values the command line holds that must not be printed. */
function secretsOf(target: Target | undefined): string[] {
  if (!target) return [];
  const values = 'stdio' in target
    ? [
      ...[...target.stdio.matchAll(ASSIGNMENT)].filter((m) => isSecret(m[2], unquote(m[3]))).map((m) => unquote(m[3])),
      ...[...target.stdio.matchAll(SECRET_FLAG)].map((m) => unquote(m[4])),
      ...[...target.stdio.matchAll(URL_PASSWORD)].map((m) => m[2]),
      ...[...target.stdio.matchAll(/\bhttps?:\/\/\S+/g)].flatMap((m) => urlSecrets(unquote(m[0]))),
      ...(target.stdio.match(WORD) ?? []).filter(isKeyWord),
    ]
    : [...Object.values(target.headers).flatMap((v) => [v, ...v.split(/\s+/).slice(1)]), ...urlSecrets(target.url)];
  return [...new Set(values)].filter((v) => v.length >= 3 && !LITERAL.test(v));
}

/** The command with every secret it holds shown as `…`. */
const redactCommand = (command: string) =>
  command
    .replace(ASSIGNMENT, (m, lead, name, value) => (isSecret(name, unquote(value)) ? `${lead}${name}=…` : m))
    .replace(SECRET_FLAG, (_m, lead, flag, sep) => `${lead}${flag}${sep}…`)
    .replace(URL_PASSWORD, (_m, head) => `${head}…@`)
    .replace(/\bhttps?:\/\/[^\s'"]+/g, (url) => redactUrl(url))
    .replace(WORD, (word) => (isKeyWord(word) ? '…' : word));

function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    const hidden = [...u.searchParams].filter(([k, v]) => isSecret(k, v));
    if (!u.password && !hidden.length) return url;
    if (u.password) u.password = '…';
    for (const [key] of hidden) u.searchParams.set(key, '…');
    return decodeURI(u.toString());
  } catch {
    return url;
  }
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Replaces every secret of the command line in `text` with `…`, where it stands
 * as a whole token: not inside a longer word, name or version.
 */
export function redactor(target: Target | undefined): (text: string) => string {
  const secrets = secretsOf(target).sort((a, b) => b.length - a.length);
  if (!secrets.length) return (text) => text;
  const pattern = new RegExp(`(?<![\\w])(?<![\\w][.-])(?:${secrets.map(escape).join('|')})(?![\\w])(?![.-][\\w])`, 'g');
  return (text) => text.replace(pattern, '…');
}

export const describeTarget = (target: Target) =>
  'stdio' in target ? `stdio "${redactCommand(target.stdio)}"` : `url ${redactUrl(target.url)}`;

/**
 * The arguments to run the same read again, secrets shown as `…` (for the command
 * the report suggests next): the target, and --timeout and --data when not the defaults.
 */
export function targetArgs(target: Target, args?: Pick<Args, 'timeoutMs' | 'dataDir'>): string {
  const extra = [
    ...(args && args.timeoutMs !== DEFAULT_TIMEOUT_MS ? [`--timeout ${args.timeoutMs / 1000}`] : []),
    ...(args && args.dataDir !== DEFAULT_DATA_DIR ? [`--data ${JSON.stringify(path.relative(process.cwd(), args.dataDir) || '.')}`] : []),
  ];
  const head = 'stdio' in target
    ? `--stdio ${JSON.stringify(redactCommand(target.stdio))}`
    : `--url ${JSON.stringify(redactUrl(target.url))}${Object.keys(target.headers).map((name) => ` --header "${name}: …"`).join('')}`;
  return [head, ...extra].join(' ');
}

/**
 * A numeric option's value: digits only, in range. `Number()` would read " " as 0 and `0x40` as 64,
 * and take `1e1` or `2.5`; what a person did not mean is refused instead.
 */
function wholeNumber(flag: string, text: string, min: number, max: number, unit = ''): number {
  const n = /^\d{1,6}$/.test(text) ? Number(text) : NaN;
  if (!(n >= min && n <= max)) throw new Stop(`${flag} takes a whole number${unit} from ${min} to ${max}, not ${/^[\x21-\x7e]+$/.test(text) ? text : JSON.stringify(text)}`);
  return n;
}

export function parseArgs(argv: string[]): Args {
  const [command, ...rest] = argv;
  if (!['check', 'sync', 'snapshot', 'diff', 'lint'].includes(command)) throw new Stop(`the first argument must be check, sync, snapshot, diff or lint (${USAGE})`);
  const reports = command === 'check' || command === 'diff' || command === 'lint';
  let stdio: string | undefined;
  let url: string | undefined;
  const headers: Record<string, string> = {};
  const args: Args = {command: command as Command, timeoutMs: DEFAULT_TIMEOUT_MS, dataDir: DEFAULT_DATA_DIR, format: 'text'};
  const files: string[] = [];
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
      if (!m) throw new Stop(`--header "${header.replace(/[:=]\s*.*$/, ': …')}" is not "Name: value"`);
      headers[m[1]] = m[2];
    } else if (flag === '--timeout') args.timeoutMs = wholeNumber(flag, value(), 1, MAX_TIMEOUT_S, ' of seconds') * 1000;
    else if (flag === '--data') args.dataDir = path.resolve(value());
    else if (flag === '--out' && command === 'snapshot') args.out = path.resolve(value());
    else if (flag === '--json' && reports) args.format = 'json';
    else if (flag === '--format' && reports) {
      const format = value() as Format;
      const formats = command === 'lint' ? FORMATS.filter((f) => f !== 'markdown') : FORMATS;
      if (!formats.includes(format)) throw new Stop(`${command}'s --format takes ${formats.join(', ')}, not ${format}`);
      args.format = format;
    }
    else if (flag === '--ignore' && reports) args.ignoreFile = path.resolve(value());
    else if (flag === '--fail-on' && (command === 'check' || command === 'diff')) {
      const level = value() as ChangeClass;
      if (!FAIL_ON.includes(level)) throw new Stop(`--fail-on takes ${FAIL_ON.join(', ')}, not ${level}`);
      args.failOn = level;
    }
    else if (flag === '--min-score' && command === 'lint') args.minScore = wholeNumber(flag, value(), 0, 100);
    else if (flag === '--version' && command === 'sync') args.version = value();
    else if ((command === 'diff' || command === 'lint') && !flag.startsWith('--')) files.push(path.resolve(flag));
    else throw new Stop(`unknown argument ${flag} for ${command} (${USAGE})`);
  }
  if (command === 'diff') {
    if (files.length !== 2 || stdio || url) throw new Stop(`diff takes two snapshot files, OLD and NEW (${USAGE})`);
    args.files = [files[0], files[1]];
    return args;
  }
  if (Object.keys(headers).length && !url) throw new Stop('--header goes with --url');
  if (command === 'lint') {
    if (files.length > 1 || (files.length && (stdio || url)) || (stdio && url)) throw new Stop(`lint reads one server: --stdio, --url, a snapshot file, or none for the data (${USAGE})`);
    if (files.length) args.snapshot = files[0];
    if (!stdio && !url) return args;
  }
  if (!!stdio === !!url) throw new Stop(`give exactly one of --stdio and --url (${USAGE})`);
  if (url && !/^https?:\/\//.test(url)) throw new Stop(`--url must be an http:// or https:// address, not ${redactUrl(url)}`);
  if (command === 'snapshot' && !args.out) throw new Stop(`snapshot needs --out <file> (${USAGE})`);
  args.target = stdio ? {stdio} : {url: url!, headers};
  return args;
}
