/**
 * Client configuration and one-click install links, each built from one server
 * definition in src/constants.ts: MCP_SERVER (the product, a stdio command) or
 * DOCS_MCP_SERVER (these docs, a remote URL). The client tabs show the JSON
 * from here and the install buttons link with the same entries, so the two
 * cannot drift apart. Formats: Cursor's install links
 * (https://cursor.com/docs/mcp/install-links), VS Code's MCP configuration
 * (https://code.visualstudio.com/docs/copilot/reference/mcp-configuration)
 * and Claude Code's `claude mcp add` (https://code.claude.com/docs/en/mcp).
 */
import type {DocsMcpDefinition, McpServerDefinition} from '@site/src/constants';

/** A server clients reach by URL (Streamable HTTP). */
export interface RemoteServer {
  name: string;
  url: string;
}
export type AnyServer = McpServerDefinition | RemoteServer;
const isRemote = (server: AnyServer): server is RemoteServer => 'url' in server;

/** The docs server at a site's URL and base URL, as `siteConfig` gives them. */
export function docsMcpServer(def: DocsMcpDefinition, siteUrl: string, baseUrl: string): RemoteServer {
  return {name: def.name, url: `${siteUrl.replace(/\/$/, '')}${baseUrl}${def.path}`};
}

/** A stdio server entry as Claude Desktop, Claude Code (.mcp.json) and Cursor store it. */
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

/** One server object as `mcpServers` holds it: the stdio entry, or `{url}` for a remote server (Cursor). */
function serverEntry(server: AnyServer): StdioEntry | {url: string} {
  return isRemote(server) ? {url: server.url} : stdioEntry(server);
}

/** `claude_desktop_config.json`, `.cursor/mcp.json` and `.mcp.json`: a top-level `mcpServers` object. */
export function mcpServersConfig(server: McpServerDefinition): {mcpServers: Record<string, StdioEntry>};
export function mcpServersConfig(server: RemoteServer): {mcpServers: Record<string, {url: string}>};
export function mcpServersConfig(server: AnyServer) {
  return {mcpServers: {[server.name]: serverEntry(server)}};
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

/** Base64 of the UTF-8 bytes of a string (btoa alone only takes Latin-1). */
function base64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The query Cursor's deeplink and its web form both take: the name and base64 of ONE server object. */
function cursorQuery(server: AnyServer): string {
  const config = base64(JSON.stringify(serverEntry(server)));
  return `name=${encodeURIComponent(server.name)}&config=${encodeURIComponent(config)}`;
}

/** Opens Cursor's "install MCP server" dialog. */
export function cursorDeeplink(server: AnyServer): string {
  return `cursor://anysphere.cursor-deeplink/mcp/install?${cursorQuery(server)}`;
}

/** cursor.com's page for the same install, for browsers that do not open custom schemes. */
export function cursorWebLink(server: AnyServer): string {
  return `https://cursor.com/en/install-mcp?${cursorQuery(server)}`;
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

/**
 * `claude mcp add`: for a remote server `--transport http`, the name and the URL;
 * for the stdio server `-e KEY=value` after the name (before it, `-e` swallows
 * the name) and `--` before the command.
 */
export function claudeCodeCommand(server: AnyServer): string {
  if (isRemote(server)) return `claude mcp add --transport http ${server.name} ${server.url}`;
  return `claude mcp add ${server.name} -e ${server.keyEnv}=${server.keyPlaceholder} -- ${server.command} ${server.args.join(' ')}`;
}

/** Where Claude Desktop keeps its configuration. Linux has no official build, so it is not listed. */
export const CLAUDE_DESKTOP_CONFIG_PATHS = [
  {os: 'macOS', path: '~/Library/Application Support/Claude/claude_desktop_config.json'},
  {os: 'Windows', path: '%APPDATA%\\Claude\\claude_desktop_config.json'},
] as const;
