/**
 * The MCP clients the installation page covers, each defined once: its label,
 * the vendor page that documents its format, and how it adds the product's
 * stdio server (`product`) and these docs' remote server (`docs`): where its
 * configuration lives, the entry, its command and its one-click links, all
 * built by ./installLinks from the server definition. The client picker
 * (src/components/ClientPicker), its tests and the docs section derive from
 * this list. A client without `docs` is one whose remote-server format its
 * vendor does not document. How each client takes the agent skill is in
 * ./clientSkills.ts.
 */
import type {McpServerDefinition} from '@site/src/constants';
import * as f from './installLinks';
import type {RemoteServer} from './installLinks';

/** How the tests read a link back: which client's link format it is in. */
export type LinkFormat = 'cursor' | 'lmstudio' | 'vscode' | 'vscode-redirect' | 'visualstudio' | 'kiro' | 'goose';

interface InstallLink {
  label: string;
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
  /** What to do, in Markdown with `code` and [links](/path) only. */
  note: string;
}

export interface McpClient {
  /** Its value in the picker and in `?client=`. */
  id: string;
  label: string;
  group: 'Desktop apps' | 'Editors and IDEs' | 'Command line' | 'Any client';
  /** The vendor's page that documents the format used here. */
  vendor: {title: string; url: string};
  /** The vendor's page for its one-click link, when that is another page. */
  linkDocs?: {title: string; url: string};
  product: (server: McpServerDefinition) => ClientSetup;
  docs?: (server: RemoteServer) => ClientSetup;
}

const json = (title: string, value: object) => ({language: 'json' as const, title, text: JSON.stringify(value, null, 2)});
const toml = (title: string, text: string) => ({language: 'toml' as const, title, text});
const key = (s: McpServerDefinition) => `\`${s.keyPlaceholder}\``;

export const MCP_CLIENTS: readonly McpClient[] = [
  {
    id: 'claude-desktop',
    label: 'Claude Desktop',
    group: 'Desktop apps',
    vendor: {title: 'Connect to local MCP servers (modelcontextprotocol.io)', url: 'https://modelcontextprotocol.io/quickstart/user'},
    product: (s) => ({
      files: [
        {where: 'macOS', path: '~/Library/Application Support/Claude/claude_desktop_config.json'},
        {where: 'Windows, usually', path: '%APPDATA%\\Claude\\claude_desktop_config.json'},
      ],
      config: json('claude_desktop_config.json', f.mcpServersConfig(s)),
      note: `Open **Settings → Developer → Edit Config**: it opens the file your copy of Claude Desktop reads, wherever that is. Add the entry, replace ${key(s)} with your key, then quit and restart Claude Desktop completely. The paths below are where the file usually is, not always ([Claude Desktop](/getting-started/installation#claude-desktop) says when it is elsewhere).`,
    }),
  },
  {
    id: 'lm-studio',
    label: 'LM Studio',
    group: 'Desktop apps',
    vendor: {title: 'LM Studio: use MCP servers', url: 'https://lmstudio.ai/docs/app/mcp'},
    linkDocs: {title: 'LM Studio: "Add to LM Studio" button', url: 'https://lmstudio.ai/docs/app/mcp/deeplink'},
    product: (s) => ({
      links: lmStudioLinks(s),
      config: json('mcp.json', f.mcpServersConfig(s)),
      note: `LM Studio 0.3.17 or later. It opens with the server filled in: replace ${key(s)} with your key before you install it. Or, in the **Program** tab, choose **Install → Edit mcp.json** and add the entry.`,
    }),
    docs: (s) => ({
      links: lmStudioLinks(s),
      config: json('mcp.json', f.mcpServersConfig(s)),
      note: 'LM Studio 0.3.17 or later. Or, in the **Program** tab, choose **Install → Edit mcp.json** and add the entry.',
    }),
  },
  {
    id: 'goose',
    label: 'Goose',
    group: 'Desktop apps',
    vendor: {title: 'goose: using extensions', url: 'https://block.github.io/goose/docs/getting-started/using-extensions'},
    product: (s) => ({
      links: [{label: 'Add to Goose', href: f.gooseDeeplink(s), format: 'goose', kind: 'button'}],
      note: `Goose Desktop asks you to confirm, then for your Companies House API key. In the goose CLI, run \`goose configure\`, choose **Add Extension → Command-line Extension**, enter \`${s.command} ${s.args.join(' ')}\` as the command and add \`${s.keyEnv}\` as an environment variable.`,
    }),
    docs: (s) => ({
      links: [{label: 'Add to Goose', href: f.gooseDeeplink(s), format: 'goose', kind: 'button'}],
      note: `Goose Desktop asks you to confirm. In the goose CLI, run \`goose configure\`, choose **Add Extension → Remote Extension (Streamable HTTP)** and enter the URL.`,
    }),
  },
  {
    id: 'claude-code',
    label: 'Claude Code',
    group: 'Command line',
    vendor: {title: 'Connect Claude Code to tools via MCP', url: 'https://code.claude.com/docs/en/mcp'},
    product: (s) => ({
      command: `${f.claudeCodeCommand(s)}\n\n# check it is connected\nclaude mcp list`,
      note: `Replace ${key(s)} with your key and run the command. Put \`-e\` after the server name: it accepts several variables, so a name that follows it is read as one more. \`--\` separates the options from the command that starts the server. Add \`--scope project\` before the name to share it through \`.mcp.json\`, or \`--scope user\` for all your projects.`,
    }),
    docs: (s) => ({command: f.claudeCodeCommand(s), note: 'Run the command in a terminal.'}),
  },
  {
    id: 'codex',
    label: 'Codex CLI',
    group: 'Command line',
    vendor: {title: 'Model Context Protocol in Codex (OpenAI)', url: 'https://developers.openai.com/codex/mcp'},
    product: (s) => ({
      files: [
        {where: 'All projects', path: '~/.codex/config.toml'},
        {where: 'One trusted project', path: '.codex/config.toml'},
      ],
      command: f.codexCommand(s),
      config: toml('config.toml', f.codexToml(s)),
      note: `Replace ${key(s)} with your key and run the command, or add the table to \`config.toml\` yourself; the Codex CLI and its IDE extension share the file. Type \`/mcp\` in Codex to see the server.`,
    }),
    docs: (s) => ({command: f.codexCommand(s), config: toml('config.toml', f.codexToml(s)), note: 'Run the command, or add the table to `~/.codex/config.toml`.'}),
  },
  {
    id: 'gemini-cli',
    label: 'Gemini CLI',
    group: 'Command line',
    vendor: {title: 'MCP servers with the Gemini CLI', url: 'https://github.com/google-gemini/gemini-cli/blob/main/docs/tools/mcp-server.md'},
    product: (s) => ({
      files: [
        {where: 'This project', path: '.gemini/settings.json'},
        {where: 'All projects', path: '~/.gemini/settings.json'},
      ],
      command: f.geminiCommand(s),
      config: json('settings.json', f.geminiConfig(s)),
      note: `Replace ${key(s)} with your key. The command writes the entry to the project's \`.gemini/settings.json\`; add \`--scope user\` before the server name for all your projects. Options such as \`-e\` go before the name; what follows the name is the command. Type \`/mcp\` in Gemini CLI to see the server.`,
    }),
    docs: (s) => ({
      command: f.geminiCommand(s),
      config: json('settings.json', f.geminiConfig(s)),
      note: 'Run the command, or add the entry to `settings.json`: a Streamable HTTP server goes under `httpUrl` (`url` is for SSE).',
    }),
  },
  {
    id: 'cursor',
    label: 'Cursor',
    group: 'Editors and IDEs',
    vendor: {title: 'Cursor: Model Context Protocol', url: 'https://cursor.com/docs/mcp'},
    linkDocs: {title: 'Cursor: MCP install links', url: 'https://cursor.com/docs/mcp/install-links'},
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
      note: `Cursor opens with the server filled in: replace ${key(s)} with your key before you install it. Or add the entry to one of the files; before you commit a project's file, put \`\${env:${s.keyEnv}}\` in place of your key ([how](/getting-started/installation#cursor)). Then enable the server in Cursor's MCP settings.`,
    }),
    docs: (s) => ({
      links: [
        {label: 'Add to Cursor', href: f.cursorDeeplink(s), format: 'cursor', kind: 'button'},
        {label: 'install it from cursor.com', href: f.cursorWebLink(s), format: 'cursor', kind: 'fallback'},
      ],
      config: json('.cursor/mcp.json', f.mcpServersConfig(s)),
      note: 'Cursor opens with the server filled in. Or add the entry to `~/.cursor/mcp.json`, or to `.cursor/mcp.json` in a project.',
    }),
  },
  {
    id: 'vscode',
    label: 'VS Code',
    group: 'Editors and IDEs',
    vendor: {title: 'VS Code: MCP configuration reference', url: 'https://code.visualstudio.com/docs/agents/reference/mcp-configuration'},
    product: (s) => ({
      links: vscodeLinks(s),
      files: [{where: 'Workspace', path: '.vscode/mcp.json'}],
      config: json('.vscode/mcp.json', f.vscodeConfig(s)),
      note: 'VS Code asks for your Companies House API key when the server first starts and stores it securely, so there is nothing to replace. Its top-level key is `servers`, not `mcpServers`; the `inputs` entry is the prompt for the key. Agent sessions on the Copilot harness do not get a server that prompts for input ([VS Code](/getting-started/installation#vs-code) says what to do).',
    }),
    docs: (s) => ({
      links: vscodeLinks(s),
      config: json('.vscode/mcp.json', f.vscodeConfig(s)),
      note: 'VS Code asks you to confirm that you trust the server when it first starts it. Or add the entry to `.vscode/mcp.json`: a remote server has `"type": "http"` and its URL.',
    }),
  },
  {
    id: 'visual-studio',
    label: 'Visual Studio',
    group: 'Editors and IDEs',
    vendor: {title: 'Use MCP servers in Visual Studio (Microsoft Learn)', url: 'https://learn.microsoft.com/visualstudio/ide/mcp-servers'},
    product: (s) => ({
      files: [
        {where: 'All solutions', path: '%USERPROFILE%\\.mcp.json'},
        {where: 'One solution, in its folder', path: '.mcp.json'},
      ],
      config: json('.mcp.json', f.visualStudioConfig(s)),
      note: `Visual Studio 2022 17.14 or later, or Visual Studio 2026, with GitHub Copilot in agent mode. Add the entry, replace ${key(s)} with your key and save; then turn on the server's tools in Copilot Chat, where they start switched off.`,
    }),
    docs: (s) => ({
      links: [{label: 'Add to Visual Studio', href: f.visualStudioInstallLink(s), format: 'visualstudio', kind: 'button'}],
      config: json('.mcp.json', f.visualStudioConfig(s)),
      note: 'Or add the entry to `%USERPROFILE%\\.mcp.json`, or to `.mcp.json` in a solution.',
    }),
  },
  {
    id: 'windsurf',
    label: 'Windsurf',
    group: 'Editors and IDEs',
    vendor: {title: 'Windsurf: Cascade MCP integration', url: 'https://docs.windsurf.com/windsurf/cascade/mcp'},
    product: (s) => ({
      files: [{where: 'All projects', path: '~/.codeium/windsurf/mcp_config.json'}],
      config: json('mcp_config.json', f.windsurfConfig(s)),
      note: `Add the entry to \`mcp_config.json\` (Cascade's MCP settings open it too), replace ${key(s)} with your key, then refresh the server list in Cascade.`,
    }),
    docs: (s) => ({
      config: json('mcp_config.json', f.windsurfConfig(s)),
      note: 'Add the entry to `~/.codeium/windsurf/mcp_config.json`: a remote server goes under `serverUrl`.',
    }),
  },
  {
    id: 'zed',
    label: 'Zed',
    group: 'Editors and IDEs',
    vendor: {title: 'Zed: Model Context Protocol', url: 'https://zed.dev/docs/ai/mcp'},
    product: (s) => ({
      config: json('settings.json', f.zedConfig(s)),
      note: `Zed keeps its servers under \`context_servers\` in its settings file; open it with the \`zed: open settings file\` action, add the entry and replace ${key(s)} with your key.`,
    }),
    docs: (s) => ({config: json('settings.json', f.zedConfig(s)), note: 'Add the entry under `context_servers` in Zed\'s settings file.'}),
  },
  {
    id: 'jetbrains',
    label: 'JetBrains IDEs',
    group: 'Editors and IDEs',
    vendor: {title: 'AI Assistant: Model Context Protocol (JetBrains)', url: 'https://www.jetbrains.com/help/ai-assistant/mcp.html'},
    product: (s) => ({
      config: json('MCP server (JSON)', f.mcpServersConfig(s)),
      note: `With the AI Assistant plugin, open **Settings | Tools | AI Assistant | Model Context Protocol (MCP)**, add a server and paste the JSON as its configuration; replace ${key(s)} with your key.`,
    }),
  },
  {
    id: 'kiro',
    label: 'Kiro',
    group: 'Editors and IDEs',
    vendor: {title: 'Kiro: MCP configuration', url: 'https://kiro.dev/docs/mcp/configuration'},
    linkDocs: {title: 'Kiro: share MCP servers', url: 'https://kiro.dev/docs/mcp/share'},
    product: (s) => ({
      links: [{label: 'Add to Kiro', href: f.kiroInstallLink(s), format: 'kiro', kind: 'button'}],
      files: [
        {where: 'Workspace', path: '.kiro/settings/mcp.json'},
        {where: 'All workspaces', path: '~/.kiro/settings/mcp.json'},
      ],
      config: json('mcp.json', f.mcpServersConfig(s)),
      note: `Kiro opens with the server filled in: replace ${key(s)} with your key before you add it. Or add the entry to one of the files.`,
    }),
    docs: (s) => ({
      links: [{label: 'Add to Kiro', href: f.kiroInstallLink(s), format: 'kiro', kind: 'button'}],
      config: json('mcp.json', f.mcpServersConfig(s)),
      note: 'Or add the entry to `.kiro/settings/mcp.json`, or to `~/.kiro/settings/mcp.json` for all workspaces.',
    }),
  },
  {
    id: 'cline',
    label: 'Cline',
    group: 'Editors and IDEs',
    vendor: {title: 'Cline: configuring MCP servers', url: 'https://docs.cline.bot/mcp/configuring-mcp-servers'},
    product: (s) => ({
      config: json('cline_mcp_settings.json', f.mcpServersConfig(s)),
      note: `In Cline, click the MCP Servers icon, open the **Configure** tab and choose **Configure MCP Servers**: that opens \`cline_mcp_settings.json\`. Add the entry and replace ${key(s)} with your key.`,
    }),
  },
  {
    id: 'add-mcp',
    label: 'Another client (add-mcp)',
    group: 'Any client',
    vendor: {title: 'add-mcp (Neon)', url: 'https://github.com/neondatabase/add-mcp'},
    product: (s) => ({
      command: f.addMcpCommand(s),
      note: `\`add-mcp\` writes the entry into the coding agents it finds on your machine, in each one's own format, and asks which to use; \`-a <agent>\` picks them and \`-g\` writes your user configuration instead of the project's. Replace ${key(s)} with your key first.`,
    }),
    docs: (s) => ({command: f.addMcpCommand(s), note: '`add-mcp` writes the entry into the coding agents it finds on your machine and asks which to use.'}),
  },
];

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
