/**
 * Reads a client panel back as a user gets it (the entry shown, the command,
 * the links) and checks that each link and command installs exactly the
 * entry shown, for the server the panel is for. Written against each
 * vendor's documented format, not against src/lib/clients/installLinks.ts, so the
 * unit test (the data) and the browser test (the page) check the builders.
 */
import {expect} from '@playwright/test';
import {parse as parseToml} from 'smol-toml';
import type {LinkFormat} from '@site/src/lib/clients/clients';

export interface ShownPanel {
  config?: {language: string; text: string};
  command?: string;
  links: {label: string; href: string; format: LinkFormat}[];
}
/** What the panel must install: the product's stdio server, or a remote server by URL. */
export type Expected =
  | {kind: 'stdio'; name: string; command: string; args: string[]; keyEnv: string; placeholder: string; title: string}
  | {kind: 'remote'; name: string; url: string; title: string};

type Json = Record<string, any>;

export function parseConfig(language: string, text: string): Json {
  return language === 'toml' ? (parseToml(text) as Json) : (JSON.parse(text) as Json);
}

/** The one server entry of a configuration, whichever top-level key the client uses. */
function entryOf(config: Json, name: string): Json {
  const table = config.mcpServers ?? config.servers ?? config.context_servers ?? config.mcp_servers;
  expect(table, `no server table in ${JSON.stringify(config)}`).toBeTruthy();
  expect(Object.keys(table)).toEqual([name]);
  return table[name];
}

const fromBase64 = (value: string) => JSON.parse(Buffer.from(value, 'base64').toString('utf8')) as Json;

/** A link's name and server entry as the client reads them. */
export function decodeLink(format: LinkFormat, href: string): {name: string | null; entry: Json; extra?: Json} {
  const url = new URL(href);
  switch (format) {
    case 'cursor': // name, and base64 of one server object
    case 'lmstudio':
      return {name: url.searchParams.get('name'), entry: fromBase64(url.searchParams.get('config')!)};
    case 'kiro': // name, and the URL-encoded JSON of the entry
      return {name: url.searchParams.get('name'), entry: JSON.parse(url.searchParams.get('config')!)};
    case 'vscode': {
      // vscode:mcp/install?<URL-encoded JSON of the name, the entry and any inputs>
      const [, query] = href.split(/:mcp\/install\?/);
      const {name, inputs, ...entry} = JSON.parse(decodeURIComponent(query!));
      return {name, entry, extra: inputs === undefined ? undefined : {inputs}};
    }
    case 'visualstudio': {
      // vsweb+mcp:/install?<URL-encoded JSON of the name and the entry> (Microsoft Learn, "Use MCP servers")
      expect(href.startsWith('vsweb+mcp:/install?'), href).toBe(true);
      const {name, ...entry} = JSON.parse(decodeURIComponent(url.search.slice(1)));
      return {name, entry};
    }
    case 'vscode-redirect':
      return {name: null, entry: {}, extra: {url: url.searchParams.get('url')}};
    case 'goose': {
      // cmd + one arg per argument, or url + type; env is NAME=what to ask for
      const p = url.searchParams;
      const env = Object.fromEntries(p.getAll('env').map((e) => [e.split('=')[0], e.slice(e.indexOf('=') + 1)]));
      const entry = p.has('url') ? {url: p.get('url'), type: p.get('type')} : {command: p.get('cmd'), args: p.getAll('arg'), env};
      return {name: p.get('id'), entry, extra: {title: p.get('name'), description: p.get('description')}};
    }
  }
}

/** The words of a one-line command (none of ours needs quotes). */
const words = (line: string) => line.trim().split(/\s+/);

/** What a command adds, read by each CLI's documented rules. */
export function commandEntry(command: string): {name: string; entry: Json} {
  const w = words(command.split('\n')[0]!);
  const program = w.slice(0, w[0] === 'npx' ? 2 : 3).join(' ');
  const rest = w.slice(program.split(' ').length);
  const flag = (name: string) => {
    const i = rest.indexOf(name);
    return i < 0 ? undefined : rest.splice(i, 2)[1];
  };
  switch (program) {
    case 'claude mcp add': {
      // [--transport http] <name> <url> | <name> -e K=V -- <command...>
      if (flag('--transport') === 'http') return {name: rest[0]!, entry: {url: rest[1]}};
      const dashes = rest.indexOf('--');
      const [name, e, kv] = rest.slice(0, dashes);
      expect(e).toBe('-e');
      const [cmd, ...args] = rest.slice(dashes + 1);
      return {name: name!, entry: {command: cmd, args, env: Object.fromEntries([kv!.split('=')])}};
    }
    case 'codex mcp add': {
      // <name> --url <url> | <name> --env K=V -- <command...>
      const url = flag('--url');
      if (url) return {name: rest[0]!, entry: {url}};
      const kv = flag('--env')!;
      const [name, dashes, cmd, ...args] = rest;
      expect(dashes).toBe('--');
      return {name: name!, entry: {command: cmd, args, env: Object.fromEntries([kv.split('=')])}};
    }
    case 'gemini mcp add': {
      // --transport http <name> <url> | -e K=V <name> <command> [args...]
      if (flag('--transport') === 'http') return {name: rest[0]!, entry: {httpUrl: rest[1]}};
      const kv = flag('-e')!;
      const [name, cmd, ...args] = rest;
      return {name: name!, entry: {command: cmd, args, env: Object.fromEntries([kv.split('=')])}};
    }
    case 'npx add-mcp': {
      // <url | npm package> --name <name> [--env K=V]; a package runs as `npx -y <package>`
      const name = flag('--name')!;
      const kv = flag('--env');
      const [source] = rest;
      if (/^https?:/.test(source!)) return {name, entry: {url: source}};
      return {name, entry: {command: 'npx', args: ['-y', source], env: Object.fromEntries([kv!.split('=')])}};
    }
  }
  throw new Error(`no reader for the command "${command}"`);
}

/** The URL a remote entry names, under whichever key the client uses. */
const urlOf = (entry: Json) => entry.url ?? entry.httpUrl ?? entry.serverUrl;

/** The entry installs the expected server: same command and arguments and the key slot, or the URL. */
function expectServer(entry: Json, expected: Expected, where: string) {
  if (expected.kind === 'remote') {
    expect(urlOf(entry), where).toBe(expected.url);
    return;
  }
  expect(entry.command, where).toBe(expected.command);
  expect(entry.args, where).toEqual(expected.args);
  expect(Object.keys(entry.env ?? {}), where).toEqual([expected.keyEnv]);
}

/** Everything the panel shows installs the expected server, and every link carries exactly the entry shown. */
export function checkPanel(panel: ShownPanel, expected: Expected, client: string) {
  const {name} = expected;
  const config = panel.config && parseConfig(panel.config.language, panel.config.text);
  const shown = config && entryOf(config, name);
  if (shown) expectServer(shown, expected, `${client}: the entry shown`);
  if (panel.command) {
    const added = commandEntry(panel.command);
    expect(added.name, `${client}: the command's name`).toBe(name);
    expectServer(added.entry, expected, `${client}: the command`);
    // the command writes the entry the panel shows (same keys, same values)
    if (shown) expect(added.entry, `${client}: the command adds the entry shown`).toEqual(shown);
    if (expected.kind === 'stdio') expect(added.entry.env[expected.keyEnv]).toBe(expected.placeholder);
  }
  const direct = new Map(panel.links.filter((l) => l.format === 'vscode').map((l) => [l.href.split(':')[0], l.href]));
  for (const link of panel.links) {
    const where = `${client}: "${link.label}"`;
    const read = decodeLink(link.format, link.href);
    if (link.format === 'vscode-redirect') {
      // the https page forwards to exactly the direct link of the same edition
      const target = read.extra!.url as string;
      expect(new URL(link.href).origin + new URL(link.href).pathname, where).toBe('https://insiders.vscode.dev/redirect');
      expect(target, where).toBe(direct.get(target.split(':')[0]!));
      continue;
    }
    expect(read.name, where).toBe(name);
    if (link.format === 'goose') {
      // no file to compare with: Goose gets the command (or URL) and asks for the key
      if (expected.kind === 'stdio') expect(read.entry, where).toEqual({command: expected.command, args: expected.args, env: {[expected.keyEnv]: expect.any(String)}});
      else expect(read.entry, where).toEqual({url: expected.url, type: 'streamable_http'});
      expect(read.extra!.title, where).toBe(expected.title);
      continue;
    }
    expect(shown, `${where}: the panel shows the entry it installs`).toBeTruthy();
    expect(read.entry, where).toEqual(shown);
    if (link.format === 'vscode' && expected.kind === 'stdio') expect(read.extra, where).toEqual({inputs: config!.inputs});
  }
}
