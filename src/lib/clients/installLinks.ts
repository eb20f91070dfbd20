/**
 * Each client's configuration, command and one-click link, built from one
 * server definition in src/constants.ts: MCP_SERVER (the product, a stdio
 * command) or DOCS_MCP_SERVER (these docs, a remote URL). src/lib/clients/clients.ts
 * says which client uses which of these; every format here is the one the
 * vendor page linked from that client's entry there documents.
 */
import type {DocsMcpDefinition, McpServerDefinition} from '@site/src/constants';

/** A server clients reach by URL (Streamable HTTP). */
export interface RemoteServer {
  name: string;
  title: string;
  description: string;
  url: string;
}
export type AnyServer = McpServerDefinition | RemoteServer;
const isRemote = (server: AnyServer): server is RemoteServer => 'url' in server;

/** The docs server at a site's URL and base URL, as `siteConfig` gives them. */
export function docsMcpServer(def: DocsMcpDefinition, siteUrl: string, baseUrl: string): RemoteServer {
  return {name: def.name, title: def.title, description: def.description, url: `${siteUrl.replace(/\/$/, '')}${baseUrl}${def.path}`};
}

/** A stdio server entry as most clients store it: command, args and env. */
interface StdioEntry {
  command: string;
  args: string[];
  env: Record<string, string>;
}

/** A VS Code `inputs` entry that prompts for a secret. */
interface PromptInput {
  type: 'promptString';
  id: string;
  description: string;
  password: true;
}

/** The server entry with the key as a placeholder the reader replaces. */
function stdioEntry(server: McpServerDefinition): StdioEntry {
  return {command: server.command, args: [...server.args], env: {[server.keyEnv]: server.keyPlaceholder}};
}

/** One server object as `mcpServers` holds it: the stdio entry, or `{url}` for a remote server. */
function serverEntry(server: AnyServer): StdioEntry | {url: string} {
  return isRemote(server) ? {url: server.url} : stdioEntry(server);
}

/** A top-level `mcpServers` object (Claude Desktop, Claude Code's .mcp.json, Cursor, Kiro, LM Studio, Cline, JetBrains). */
export function mcpServersConfig(server: McpServerDefinition): {mcpServers: Record<string, StdioEntry>};
export function mcpServersConfig(server: RemoteServer): {mcpServers: Record<string, {url: string}>};
export function mcpServersConfig(server: AnyServer) {
  return {mcpServers: {[server.name]: serverEntry(server)}};
}

/** Gemini CLI: `mcpServers`, with `httpUrl` for a Streamable HTTP server (its `url` means SSE). */
export function geminiConfig(server: AnyServer) {
  return {mcpServers: {[server.name]: isRemote(server) ? {httpUrl: server.url} : stdioEntry(server)}};
}

/** Windsurf: `mcpServers`, with `serverUrl` for a remote server. */
export function windsurfConfig(server: AnyServer) {
  return {mcpServers: {[server.name]: isRemote(server) ? {serverUrl: server.url} : stdioEntry(server)}};
}

/** Zed: servers under `context_servers` in its settings file. */
export function zedConfig(server: AnyServer) {
  return {context_servers: {[server.name]: serverEntry(server)}};
}

/** Visual Studio's .mcp.json: top-level `servers`, each with its transport `type`. */
export function visualStudioConfig(server: AnyServer) {
  const entry = isRemote(server) ? {type: 'http' as const, url: server.url} : {type: 'stdio' as const, ...stdioEntry(server)};
  return {servers: {[server.name]: entry}};
}

function keyInput(server: McpServerDefinition): PromptInput {
  return {type: 'promptString', id: server.keyInput.id, description: server.keyInput.description, password: true};
}

/** VS Code's entry: `type: stdio` with the key read from the prompt input, or `type: http` and the URL. */
function vscodeEntry(server: AnyServer) {
  if (isRemote(server)) return {type: 'http' as const, url: server.url};
  return {
    type: 'stdio' as const,
    command: server.command,
    args: [...server.args],
    env: {[server.keyEnv]: `\${input:${server.keyInput.id}}`},
  };
}

/** `.vscode/mcp.json`: top-level `servers` (not `mcpServers`), and for the stdio server an `inputs` prompt for the key. */
export function vscodeConfig(server: AnyServer) {
  const servers = {[server.name]: vscodeEntry(server)};
  return isRemote(server) ? {servers} : {inputs: [keyInput(server)], servers};
}

/** A TOML string (JSON's escapes are TOML's for these characters) or a bare key where TOML allows one. */
const tomlString = (value: string) => JSON.stringify(value);
const tomlKey = (key: string) => (/^[A-Za-z0-9_-]+$/.test(key) ? key : tomlString(key));

/** Codex's `config.toml`: a `[mcp_servers.<name>]` table, with `url` for a remote server. */
export function codexToml(server: AnyServer): string {
  const table = `mcp_servers.${tomlKey(server.name)}`;
  if (isRemote(server)) return `[${table}]\nurl = ${tomlString(server.url)}\n`;
  const env = Object.entries(stdioEntry(server).env).map(([k, v]) => `${tomlKey(k)} = ${tomlString(v)}`);
  return [
    `[${table}]`,
    `command = ${tomlString(server.command)}`,
    `args = [${server.args.map(tomlString).join(', ')}]`,
    '',
    `[${table}.env]`,
    ...env,
    '',
  ].join('\n');
}

/** Base64 of the UTF-8 bytes of a string (btoa alone only takes Latin-1). */
function base64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The query Cursor's and LM Studio's links take: the name and base64 of ONE server object. */
function base64Query(server: AnyServer): string {
  const config = base64(JSON.stringify(serverEntry(server)));
  return `name=${encodeURIComponent(server.name)}&config=${encodeURIComponent(config)}`;
}

/** Opens Cursor's "install MCP server" dialog. */
export function cursorDeeplink(server: AnyServer): string {
  return `cursor://anysphere.cursor-deeplink/mcp/install?${base64Query(server)}`;
}

/** cursor.com's page for the same install, for browsers that do not open custom schemes. */
export function cursorWebLink(server: AnyServer): string {
  return `https://cursor.com/en/install-mcp?${base64Query(server)}`;
}

/** Opens LM Studio's "add MCP server" dialog. */
export function lmStudioDeeplink(server: AnyServer): string {
  return `lmstudio://add_mcp?${base64Query(server)}`;
}

/** lmstudio.ai's page that opens the same link, and shows the entry when LM Studio does not open. */
export function lmStudioWebLink(server: AnyServer): string {
  return `https://lmstudio.ai/install-mcp?${base64Query(server)}`;
}

type VsCodeEdition = 'vscode' | 'vscode-insiders';

/** `vscode:mcp/install?<JSON>`: the server entry plus its name (and the key prompt for the stdio server). */
export function vscodeInstallLink(server: AnyServer, edition: VsCodeEdition): string {
  const payload = {name: server.name, ...vscodeEntry(server), ...(isRemote(server) ? {} : {inputs: [keyInput(server)]})};
  return `${edition}:mcp/install?${encodeURIComponent(JSON.stringify(payload))}`;
}

/** The https page that forwards to a `vscode:` / `vscode-insiders:` link. */
export function vscodeRedirectLink(server: AnyServer, edition: VsCodeEdition): string {
  return `https://insiders.vscode.dev/redirect?url=${encodeURIComponent(vscodeInstallLink(server, edition))}`;
}

/** Visual Studio's install link, as Microsoft Learn documents it: `vsweb+mcp:/install?` and the URL-encoded JSON of the name and the remote server's entry. */
export function visualStudioInstallLink(server: RemoteServer): string {
  return `vsweb+mcp:/install?${encodeURIComponent(JSON.stringify({name: server.name, ...visualStudioConfig(server).servers[server.name]}))}`;
}

/** Kiro's install page: the name and the URL-encoded JSON of the server entry. */
export function kiroInstallLink(server: AnyServer): string {
  return `https://kiro.dev/launch/mcp/add?name=${encodeURIComponent(server.name)}&config=${encodeURIComponent(JSON.stringify(serverEntry(server)))}`;
}

/**
 * Goose's extension link: the command and each argument as `cmd` and `arg`,
 * and the key as `env=NAME=description` (Goose asks for its value); or the URL
 * with `type=streamable_http`.
 */
export function gooseDeeplink(server: AnyServer): string {
  const q = (k: string, v: string) => `${k}=${encodeURIComponent(v)}`;
  const about = [q('id', server.name), q('name', server.title), q('description', server.description)];
  if (isRemote(server)) return `goose://extension?${[q('url', server.url), q('type', 'streamable_http'), ...about].join('&')}`;
  const command = [q('cmd', server.command), ...server.args.map((a) => q('arg', a))];
  return `goose://extension?${[...command, ...about, q('env', `${server.keyEnv}=${server.keyInput.description}`)].join('&')}`;
}

/**
 * `claude mcp add`: for a remote server `--transport http`, the name and the URL;
 * for the stdio server `-e KEY=value` after the name (before it, `-e` swallows
 * the name) and `--` before the command.
 */
export function claudeCodeCommand(server: AnyServer): string {
  if (isRemote(server)) return `claude mcp add --transport http ${server.name} ${server.url}`;
  return `claude mcp add ${server.name} -e ${server.keyEnv}=${server.keyPlaceholder} -- ${server.command} ${server.args.join(' ')}`;
}

/** `codex mcp add`: `--url` for a remote server; `--env` and, after `--`, the command for the stdio server. */
export function codexCommand(server: AnyServer): string {
  if (isRemote(server)) return `codex mcp add ${server.name} --url ${server.url}`;
  return `codex mcp add ${server.name} --env ${server.keyEnv}=${server.keyPlaceholder} -- ${server.command} ${server.args.join(' ')}`;
}

/** `gemini mcp add`: options first, then the name and the command (its own flags pass through) or the URL. */
export function geminiCommand(server: AnyServer): string {
  if (isRemote(server)) return `gemini mcp add --transport http ${server.name} ${server.url}`;
  return `gemini mcp add -e ${server.keyEnv}=${server.keyPlaceholder} ${server.name} ${server.command} ${server.args.join(' ')}`;
}

/**
 * `npx add-mcp`, which writes the entry into the agents it finds: the npm
 * package (it runs it as `npx -y <package>`) or the URL, with the name and key.
 */
export function addMcpCommand(server: AnyServer): string {
  if (isRemote(server)) return `npx add-mcp ${server.url} --name ${server.name}`;
  const pkg = server.args.at(-1);
  if (server.command !== 'npx' || server.args.join(' ') !== `-y ${pkg}`) {
    throw new Error(`add-mcp installs an npm package as "npx -y <package>"; ${server.name} runs "${server.command} ${server.args.join(' ')}"`);
  }
  return `npx add-mcp ${pkg} --name ${server.name} --env ${server.keyEnv}=${server.keyPlaceholder}`;
}
