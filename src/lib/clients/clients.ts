/**
 * The MCP clients the installation page covers, each defined once: its label,
 * the vendor page that documents its format, and how it adds the product's
 * stdio server (`product`) and these docs' remote server (`docs`): where its
 * configuration lives, the entry, its command and its one-click links, all
 * built by ./installLinks from the server definition. The client picker
 * (src/components/ClientPicker), its tests and the docs section derive from
 * this list. A client without `docs` is one whose remote-server format its
 * vendor does not document. How each client takes the agent skill is in
 * ./clientSkills.ts. The words a reader sees (the notes, the link labels, the
 * vendor pages' titles) go through translate() in
 * src/components/ClientPicker/words.ts, keyed by the ids and labels here: this
 * file is also read in plain Node, where translate() does not run.
 */
import type {McpServerDefinition} from '@site/src/constants';
import * as f from './installLinks';
import type {RemoteServer} from './installLinks';

/** How the tests read a link back: which client's link format it is in. */
export type LinkFormat = 'cursor' | 'lmstudio' | 'vscode' | 'vscode-redirect' | 'visualstudio' | 'kiro' | 'goose';

/** A one-click link's label: the key of its words (src/components/ClientPicker/words.ts), in English. */
export type LinkLabel =
  | 'Add to Cursor'
  | 'install it from cursor.com'
  | 'Add to LM Studio'
  | 'open it from lmstudio.ai'
  | 'Add to VS Code'
  | 'Add to VS Code Insiders'
  | 'VS Code'
  | 'VS Code Insiders'
  | 'Add to Visual Studio'
  | 'Add to Goose'
  | 'Add to Kiro';

interface InstallLink {
  label: LinkLabel;
  href: string;
  format: LinkFormat;
  /** `button`s open the client; a `fallback` is the https page for browsers that do not open its scheme. */
  kind: 'button' | 'fallback';
}

/** Which projects or machines a configuration file serves (the picker words each through translate()). */
export type FileScope = 'macOS' | 'Windows, usually' | 'All projects' | 'One project' | 'One trusted project' | 'This project' | 'Workspace' | 'All workspaces' | 'All solutions' | 'One solution, in its folder';

export interface ClientSetup {
  /** Where the configuration lives: a label (system or scope) and the path. */
  files?: readonly {where: FileScope; path: string}[];
  /** The entry to add, as the client's file holds it. */
  config?: {language: 'json' | 'toml'; title: string; text: string};
  command?: string;
  links?: readonly InstallLink[];
}

export interface McpClient {
  /** Its value in the picker and in `?client=`. */
  id: string;
  label: string;
  group: 'Desktop apps' | 'Editors and IDEs' | 'Command line' | 'Any client';
  /** The vendor's page that documents the format used here (its title is in the picker's words). */
  vendor: {url: string};
  /** The vendor's page for its one-click link, when that is another page. */
  linkDocs?: {url: string};
  product: (server: McpServerDefinition) => ClientSetup;
  docs?: (server: RemoteServer) => ClientSetup;
}

const json = (title: string, value: object) => ({language: 'json' as const, title, text: JSON.stringify(value, null, 2)});
const toml = (title: string, text: string) => ({language: 'toml' as const, title, text});

const CLIENTS = [
  {
    id: 'claude-desktop',
    label: 'Claude Desktop',
    group: 'Desktop apps',
    vendor: {url: 'https://modelcontextprotocol.io/quickstart/user'},
    product: (s) => ({
      files: [
        {where: 'macOS', path: '~/Library/Application Support/Claude/claude_desktop_config.json'},
        {where: 'Windows, usually', path: '%APPDATA%\\Claude\\claude_desktop_config.json'},
      ],
      config: json('claude_desktop_config.json', f.mcpServersConfig(s)),
    }),
  },
  {
    id: 'lm-studio',
    label: 'LM Studio',
    group: 'Desktop apps',
    vendor: {url: 'https://lmstudio.ai/docs/app/mcp'},
    linkDocs: {url: 'https://lmstudio.ai/docs/app/mcp/deeplink'},
    product: (s) => ({
      links: lmStudioLinks(s),
      config: json('mcp.json', f.mcpServersConfig(s)),
    }),
    docs: (s) => ({
      links: lmStudioLinks(s),
      config: json('mcp.json', f.mcpServersConfig(s)),
    }),
  },
  {
    id: 'goose',
    label: 'Goose',
    group: 'Desktop apps',
    vendor: {url: 'https://block.github.io/goose/docs/getting-started/using-extensions'},
    product: (s) => ({
      links: [{label: 'Add to Goose', href: f.gooseDeeplink(s), format: 'goose', kind: 'button'}],
    }),
    docs: (s) => ({
      links: [{label: 'Add to Goose', href: f.gooseDeeplink(s), format: 'goose', kind: 'button'}],
    }),
  },
  {
    id: 'claude-code',
    label: 'Claude Code',
    group: 'Command line',
    vendor: {url: 'https://code.claude.com/docs/en/mcp'},
    product: (s) => ({
      command: `${f.claudeCodeCommand(s)}\n\n# check it is connected\nclaude mcp list`,
    }),
    docs: (s) => ({command: f.claudeCodeCommand(s)}),
  },
  {
    id: 'codex',
    label: 'Codex CLI',
    group: 'Command line',
    vendor: {url: 'https://developers.openai.com/codex/mcp'},
    product: (s) => ({
      files: [
        {where: 'All projects', path: '~/.codex/config.toml'},
        {where: 'One trusted project', path: '.codex/config.toml'},
      ],
      command: f.codexCommand(s),
      config: toml('config.toml', f.codexToml(s)),
    }),
    docs: (s) => ({command: f.codexCommand(s), config: toml('config.toml', f.codexToml(s))}),
  },
  {
    id: 'gemini-cli',
    label: 'Gemini CLI',
    group: 'Command line',
    vendor: {url: 'https://github.com/google-gemini/gemini-cli/blob/main/docs/tools/mcp-server.md'},
    product: (s) => ({
      files: [
        {where: 'This project', path: '.gemini/settings.json'},
        {where: 'All projects', path: '~/.gemini/settings.json'},
      ],
      command: f.geminiCommand(s),
      config: json('settings.json', f.geminiConfig(s)),
    }),
    docs: (s) => ({
      command: f.geminiCommand(s),
      config: json('settings.json', f.geminiConfig(s)),
    }),
  },
  {
    id: 'cursor',
    label: 'Cursor',
    group: 'Editors and IDEs',
    vendor: {url: 'https://cursor.com/docs/mcp'},
    linkDocs: {url: 'https://cursor.com/docs/mcp/install-links'},
    product: (s) => ({
      links: [
        {label: 'Add to Cursor', href: f.cursorDeeplink(s), format: 'cursor', kind: 'button'},
        {label: 'install it from cursor.com', href: f.cursorWebLink(s), format: 'cursor', kind: 'fallback'},
      ],
      files: [
        {where: 'All projects', path: '~/.cursor/mcp.json'},
        {where: 'One project', path: '.cursor/mcp.json'},
      ],
      config: json('.cursor/mcp.json', f.mcpServersConfig(s)),
    }),
    docs: (s) => ({
      links: [
        {label: 'Add to Cursor', href: f.cursorDeeplink(s), format: 'cursor', kind: 'button'},
        {label: 'install it from cursor.com', href: f.cursorWebLink(s), format: 'cursor', kind: 'fallback'},
      ],
      config: json('.cursor/mcp.json', f.mcpServersConfig(s)),
    }),
  },
  {
    id: 'vscode',
    label: 'VS Code',
    group: 'Editors and IDEs',
    vendor: {url: 'https://code.visualstudio.com/docs/agents/reference/mcp-configuration'},
    product: (s) => ({
      links: vscodeLinks(s),
      files: [{where: 'Workspace', path: '.vscode/mcp.json'}],
      config: json('.vscode/mcp.json', f.vscodeConfig(s)),
    }),
    docs: (s) => ({
      links: vscodeLinks(s),
      config: json('.vscode/mcp.json', f.vscodeConfig(s)),
    }),
  },
  {
    id: 'visual-studio',
    label: 'Visual Studio',
    group: 'Editors and IDEs',
    vendor: {url: 'https://learn.microsoft.com/visualstudio/ide/mcp-servers'},
    product: (s) => ({
      files: [
        {where: 'All solutions', path: '%USERPROFILE%\\.mcp.json'},
        {where: 'One solution, in its folder', path: '.mcp.json'},
      ],
      config: json('.mcp.json', f.visualStudioConfig(s)),
    }),
    docs: (s) => ({
      links: [{label: 'Add to Visual Studio', href: f.visualStudioInstallLink(s), format: 'visualstudio', kind: 'button'}],
      config: json('.mcp.json', f.visualStudioConfig(s)),
    }),
  },
  {
    id: 'windsurf',
    label: 'Windsurf',
    group: 'Editors and IDEs',
    vendor: {url: 'https://docs.windsurf.com/windsurf/cascade/mcp'},
    product: (s) => ({
      files: [{where: 'All projects', path: '~/.codeium/windsurf/mcp_config.json'}],
      config: json('mcp_config.json', f.windsurfConfig(s)),
    }),
    docs: (s) => ({
      config: json('mcp_config.json', f.windsurfConfig(s)),
    }),
  },
  {
    id: 'zed',
    label: 'Zed',
    group: 'Editors and IDEs',
    vendor: {url: 'https://zed.dev/docs/ai/mcp'},
    product: (s) => ({
      config: json('settings.json', f.zedConfig(s)),
    }),
    docs: (s) => ({config: json('settings.json', f.zedConfig(s))}),
  },
  {
    id: 'jetbrains',
    label: 'JetBrains IDEs',
    group: 'Editors and IDEs',
    vendor: {url: 'https://www.jetbrains.com/help/ai-assistant/mcp.html'},
    product: (s) => ({
      config: json('MCP server (JSON)', f.mcpServersConfig(s)),
    }),
  },
  {
    id: 'kiro',
    label: 'Kiro',
    group: 'Editors and IDEs',
    vendor: {url: 'https://kiro.dev/docs/mcp/configuration'},
    linkDocs: {url: 'https://kiro.dev/docs/mcp/share'},
    product: (s) => ({
      links: [{label: 'Add to Kiro', href: f.kiroInstallLink(s), format: 'kiro', kind: 'button'}],
      files: [
        {where: 'Workspace', path: '.kiro/settings/mcp.json'},
        {where: 'All workspaces', path: '~/.kiro/settings/mcp.json'},
      ],
      config: json('mcp.json', f.mcpServersConfig(s)),
    }),
    docs: (s) => ({
      links: [{label: 'Add to Kiro', href: f.kiroInstallLink(s), format: 'kiro', kind: 'button'}],
      config: json('mcp.json', f.mcpServersConfig(s)),
    }),
  },
  {
    id: 'cline',
    label: 'Cline',
    group: 'Editors and IDEs',
    vendor: {url: 'https://docs.cline.bot/mcp/configuring-mcp-servers'},
    product: (s) => ({
      config: json('cline_mcp_settings.json', f.mcpServersConfig(s)),
    }),
  },
  {
    id: 'add-mcp',
    label: 'Another client (add-mcp)',
    group: 'Any client',
    vendor: {url: 'https://github.com/neondatabase/add-mcp'},
    product: (s) => ({
      command: f.addMcpCommand(s),
    }),
    docs: (s) => ({command: f.addMcpCommand(s)}),
  },
] as const satisfies readonly McpClient[];

export const MCP_CLIENTS: readonly McpClient[] = CLIENTS;
/** A client's id, as its words (src/components/ClientPicker/words.ts) are keyed. */
export type ClientId = (typeof CLIENTS)[number]['id'];

function vscodeLinks(s: f.AnyServer): InstallLink[] {
  return [
    {label: 'Add to VS Code', href: f.vscodeInstallLink(s, 'vscode'), format: 'vscode', kind: 'button'},
    {label: 'Add to VS Code Insiders', href: f.vscodeInstallLink(s, 'vscode-insiders'), format: 'vscode', kind: 'button'},
    {label: 'VS Code', href: f.vscodeRedirectLink(s, 'vscode'), format: 'vscode-redirect', kind: 'fallback'},
    {label: 'VS Code Insiders', href: f.vscodeRedirectLink(s, 'vscode-insiders'), format: 'vscode-redirect', kind: 'fallback'},
  ];
}

function lmStudioLinks(s: f.AnyServer): InstallLink[] {
  return [
    {label: 'Add to LM Studio', href: f.lmStudioDeeplink(s), format: 'lmstudio', kind: 'button'},
    {label: 'open it from lmstudio.ai', href: f.lmStudioWebLink(s), format: 'lmstudio', kind: 'fallback'},
  ];
}

/** The clients that document a remote (Streamable HTTP) server, for the docs MCP picker. */
export const DOCS_MCP_CLIENTS = MCP_CLIENTS.filter((c) => c.docs);
