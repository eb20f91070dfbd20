/**
 * The command lines of the reference commands, and keeping secrets out of
 * what they print: a header's value and a `NAME=value` given in `--stdio`
 * show as `…` wherever the commands echo them (target names, the suggested
 * next command, error lines, a server's own stderr).
 */
import path from 'node:path';
import type {Target} from './client';
import {DEFAULT_DATA_DIR} from './surface';

export type Command = 'check' | 'sync' | 'snapshot' | 'diff';

export interface Args {
  command: Command;
  target?: Target;
  timeoutMs: number;
  dataDir: string;
  /** snapshot: where to write; diff: the two snapshots. */
  out?: string;
  files?: [string, string];
  json: boolean;
  ignoreFile?: string;
  /** sync: the release the changelog entry records, when serverInfo.version cannot say. */
  version?: string;
}

export class Stop extends Error {}

export const USAGE = [
  'usage: reference:check|reference:sync -- (--stdio "<command>" | --url <endpoint> [--header "Name: value"]...) [--timeout <seconds>] [--data <dir>]',
  'check: [--json] [--ignore <file>]; sync: [--version <release>]; reference:snapshot -- (--stdio … | --url …) --out <file>; reference:diff -- <old.json> <new.json> [--json] [--ignore <file>]',
].join('; ');

/** `NAME=value` words of a shell command. */
const ASSIGNMENT = /(^|[\s;&|(])([A-Za-z_][A-Za-z0-9_]*)=("[^"]*"|'[^']*'|[^\s;&|)]*)/g;

/** The values the command line holds that must not be printed. */
export function secretsOf(target: Target | undefined): string[] {
  if (!target) return [];
  const values = 'stdio' in target
    ? [...target.stdio.matchAll(ASSIGNMENT)].map((m) => m[3].replace(/^["']|["']$/g, ''))
    : [...Object.values(target.headers), ...urlSecrets(target.url)];
  return values.filter((v) => v.length >= 3);
}
function urlSecrets(url: string): string[] {
  try {
    const u = new URL(url);
    return [u.password, ...u.searchParams.values()].filter(Boolean);
  } catch {
    return [];
  }
}

export const redactCommand = (command: string) => command.replace(ASSIGNMENT, (_m, lead, name) => `${lead}${name}=…`);
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (!u.password && !u.search) return url;
    if (u.password) u.password = '…';
    for (const key of [...u.searchParams.keys()]) u.searchParams.set(key, '…');
    return decodeURI(u.toString());
  } catch {
    return url;
  }
}

/** Replaces every secret of the command line in `text` with `…`. */
export function redactor(target: Target | undefined): (text: string) => string {
  const secrets = secretsOf(target).sort((a, b) => b.length - a.length);
  return (text) => secrets.reduce((t, s) => t.split(s).join('…'), text);
}

export const describeTarget = (target: Target) =>
  'stdio' in target ? `stdio "${redactCommand(target.stdio)}"` : `url ${redactUrl(target.url)}`;

/** The target as command-line arguments again, secrets shown as `…` (for the command the report suggests next). */
export function targetArgs(target: Target): string {
  if ('stdio' in target) return `--stdio ${JSON.stringify(redactCommand(target.stdio))}`;
  const headers = Object.keys(target.headers).map((name) => ` --header "${name}: …"`);
  return `--url ${redactUrl(target.url)}${headers.join('')}`;
}

export function parseArgs(argv: string[]): Args {
  const [command, ...rest] = argv;
  if (!['check', 'sync', 'snapshot', 'diff'].includes(command)) throw new Stop(`the first argument must be check, sync, snapshot or diff (${USAGE})`);
  let stdio: string | undefined;
  let url: string | undefined;
  const headers: Record<string, string> = {};
  const args: Args = {command: command as Command, timeoutMs: 30_000, dataDir: DEFAULT_DATA_DIR, json: false};
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
    } else if (flag === '--timeout') {
      const seconds = Number(value());
      if (!(seconds > 0 && seconds <= 600)) throw new Stop(`--timeout takes seconds from 1 to 600, not ${rest[i]}`);
      args.timeoutMs = seconds * 1000;
    } else if (flag === '--data') args.dataDir = path.resolve(value());
    else if (flag === '--out' && command === 'snapshot') args.out = path.resolve(value());
    else if (flag === '--json' && (command === 'check' || command === 'diff')) args.json = true;
    else if (flag === '--ignore' && (command === 'check' || command === 'diff')) args.ignoreFile = path.resolve(value());
    else if (flag === '--version' && command === 'sync') args.version = value();
    else if (command === 'diff' && !flag.startsWith('--')) files.push(path.resolve(flag));
    else throw new Stop(`unknown argument ${flag} for ${command} (${USAGE})`);
  }
  if (command === 'diff') {
    if (files.length !== 2 || stdio || url) throw new Stop(`diff takes two snapshot files, OLD and NEW (${USAGE})`);
    args.files = [files[0], files[1]];
    return args;
  }
  if (!!stdio === !!url) throw new Stop(`give exactly one of --stdio and --url (${USAGE})`);
  if (url && !/^https?:\/\//.test(url)) throw new Stop(`--url must be an http:// or https:// address, not ${redactUrl(url)}`);
  if (Object.keys(headers).length && !url) throw new Stop('--header goes with --url');
  if (command === 'snapshot' && !args.out) throw new Stop(`snapshot needs --out <file> (${USAGE})`);
  args.target = stdio ? {stdio} : {url: url!, headers};
  return args;
}
