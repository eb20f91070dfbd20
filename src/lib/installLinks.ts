/**
 * Client configuration and one-click install links, all built from one server
 * definition (MCP_SERVER in src/constants.ts). The client tabs show the JSON
 * from here and the install buttons link with the same entries, so the two
 * cannot drift apart. Formats: Cursor's install links
 * (https://cursor.com/docs/mcp/install-links), VS Code's MCP configuration
 * (https://code.visualstudio.com/docs/copilot/reference/mcp-configuration)
 * and Claude Code's `claude mcp add` (https://code.claude.com/docs/en/mcp).
 */
import type {McpServerDefinition} from '@site/src/constants';

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

/** `claude_desktop_config.json`, `.cursor/mcp.json` and `.mcp.json`: a top-level `mcpServers` object. */
export function mcpServersConfig(server: McpServerDefinition): {mcpServers: Record<string, StdioEntry>} {
  return {mcpServers: {[server.name]: stdioEntry(server)}};
}

function keyInput(server: McpServerDefinition): PromptInput {
  return {type: 'promptString', id: server.keyInput.id, description: server.keyInput.description, password: true};
}

/** VS Code's entry: `type: stdio`, and the key read from the prompt input. */
function vscodeEntry(server: McpServerDefinition) {
  return {
    type: 'stdio' as const,
    command: server.command,
    args: [...server.args],
    env: {[server.keyEnv]: `\${input:${server.keyInput.id}}`},
  };
}

/** `.vscode/mcp.json`: top-level `servers` (not `mcpServers`) and an `inputs` prompt for the key. */
export function vscodeConfig(server: McpServerDefinition) {
  return {inputs: [keyInput(server)], servers: {[server.name]: vscodeEntry(server)}};
}

/** Base64 of the UTF-8 bytes of a string (btoa alone only takes Latin-1). */
function base64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The query Cursor's deeplink and its web form both take: the name and base64 of ONE server object. */
function cursorQuery(server: McpServerDefinition): string {
  const config = base64(JSON.stringify(stdioEntry(server)));
  return `name=${encodeURIComponent(server.name)}&config=${encodeURIComponent(config)}`;
}

/** Opens Cursor's "install MCP server" dialog. */
export function cursorDeeplink(server: McpServerDefinition): string {
  return `cursor://anysphere.cursor-deeplink/mcp/install?${cursorQuery(server)}`;
}

/** cursor.com's page for the same install, for browsers that do not open custom schemes. */
export function cursorWebLink(server: McpServerDefinition): string {
  return `https://cursor.com/en/install-mcp?${cursorQuery(server)}`;
}

type VsCodeEdition = 'vscode' | 'vscode-insiders';

/** `vscode:mcp/install?<JSON>`: the server entry plus its name and the key prompt. */
export function vscodeInstallLink(server: McpServerDefinition, edition: VsCodeEdition): string {
  const payload = {name: server.name, ...vscodeEntry(server), inputs: [keyInput(server)]};
  return `${edition}:mcp/install?${encodeURIComponent(JSON.stringify(payload))}`;
}

/** The https page that forwards to a `vscode:` / `vscode-insiders:` link. */
export function vscodeRedirectLink(server: McpServerDefinition, edition: VsCodeEdition): string {
  return `https://insiders.vscode.dev/redirect?url=${encodeURIComponent(vscodeInstallLink(server, edition))}`;
}

/** `claude mcp add`: `-e KEY=value` after the name (before it, `-e` swallows the name) and `--` before the command. */
export function claudeCodeCommand(server: McpServerDefinition): string {
  return `claude mcp add ${server.name} -e ${server.keyEnv}=${server.keyPlaceholder} -- ${server.command} ${server.args.join(' ')}`;
}

/** Where Claude Desktop keeps its configuration. Linux has no official build, so it is not listed. */
export const CLAUDE_DESKTOP_CONFIG_PATHS = [
  {os: 'macOS', path: '~/Library/Application Support/Claude/claude_desktop_config.json'},
  {os: 'Windows', path: '%APPDATA%\\Claude\\claude_desktop_config.json'},
] as const;
