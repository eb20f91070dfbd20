/**
 * The words of the client picker's panels (./index.tsx), each through translate() with a stable
 * id: the vendor pages' titles, the one-click links' labels and each client's note, for the
 * product (stdio) and for these docs (remote). src/lib/clients/clients.ts keeps the data (paths,
 * entries, commands, links, pages), which code in plain Node also reads; the words are here
 * because translate() runs only in the site's bundle. The notes are Markdown with `code` and
 * [links](/path) only ({key} is the key's placeholder, as code).
 */
import {translate} from '@docusaurus/Translate';
import type {McpServerDefinition} from '@site/src/constants';
import type {ClientId, LinkLabel, McpClient} from '@site/src/lib/clients/clients';

export interface ClientWords {
  /** The client's name where it is words rather than a product's name (clients.ts's label stays the #hash it answers to). */
  name?: string;
  /** The title over its entry where it is words rather than a file's name. */
  configTitle?: string;
  /** The title of the vendor's page for the format. */
  vendor: string;
  /** The title of the vendor's page for its one-click link, when the client has one. */
  linkDocs?: string;
  /** What to do to add the product. */
  product: string;
  /** What to do to add these docs' remote server, for a client that documents one. */
  docs?: string;
}

/** Every client's words; `satisfies` makes a client of clients.ts without them, or words for no client, a type error. */
function allWords(s: McpServerDefinition) {
  const values = {key: `\`${s.keyPlaceholder}\``, keyEnv: s.keyEnv, envReference: `\${env:${s.keyEnv}}`, command: `${s.command} ${s.args.join(' ')}`};
  return {
    'claude-desktop': {
      vendor: translate({id: 'site.clients.claude-desktop.vendor', message: 'Connect to local MCP servers (modelcontextprotocol.io)'}),
      product: translate(
        {
          id: 'site.clients.claude-desktop.note',
          message:
            'Open **Settings → Developer → Edit Config**: it opens the file your copy of Claude Desktop reads, wherever that is. Add the entry, replace {key} with your key, then quit and restart Claude Desktop completely. The paths below are where the file usually is, not always ([Claude Desktop](/getting-started/installation#claude-desktop) says when it is elsewhere).',
        }, values,
      ),
    },
    'lm-studio': {
      vendor: translate({id: 'site.clients.lm-studio.vendor', message: 'LM Studio: use MCP servers'}),
      linkDocs: translate({id: 'site.clients.lm-studio.linkDocs', message: 'LM Studio: "Add to LM Studio" button'}),
      product: translate(
        {
          id: 'site.clients.lm-studio.note',
          message:
            'LM Studio 0.3.17 or later. It opens with the server filled in: replace {key} with your key before you install it. Or, in the **Program** tab, choose **Install → Edit mcp.json** and add the entry.',
        }, values,
      ),
      docs: translate({id: 'site.clients.lm-studio.docsNote', message: 'LM Studio 0.3.17 or later. Or, in the **Program** tab, choose **Install → Edit mcp.json** and add the entry.'}),
    },
    goose: {
      vendor: translate({id: 'site.clients.goose.vendor', message: 'goose: using extensions'}),
      product: translate(
        {
          id: 'site.clients.goose.note',
          message:
            'Goose Desktop asks you to confirm, then for your Companies House API key. In the goose CLI, run `goose configure`, choose **Add Extension → Command-line Extension**, enter `{command}` as the command and add `{keyEnv}` as an environment variable.',
        }, values,
      ),
      docs: translate({id: 'site.clients.goose.docsNote', message: 'Goose Desktop asks you to confirm. In the goose CLI, run `goose configure`, choose **Add Extension → Remote Extension (Streamable HTTP)** and enter the URL.'}),
    },
    'claude-code': {
      vendor: translate({id: 'site.clients.claude-code.vendor', message: 'Connect Claude Code to tools via MCP'}),
      product: translate(
        {
          id: 'site.clients.claude-code.note',
          message:
            'Replace {key} with your key and run the command. Put `-e` after the server name: it accepts several variables, so a name that follows it is read as one more. `--` separates the options from the command that starts the server. Add `--scope project` before the name to share it through `.mcp.json`, or `--scope user` for all your projects.',
        }, values,
      ),
      docs: translate({id: 'site.clients.claude-code.docsNote', message: 'Run the command in a terminal.'}),
    },
    codex: {
      vendor: translate({id: 'site.clients.codex.vendor', message: 'Model Context Protocol in Codex (OpenAI)'}),
      product: translate(
        {
          id: 'site.clients.codex.note',
          message:
            'Replace {key} with your key and run the command, or add the table to `config.toml` yourself; the Codex CLI and its IDE extension share the file. Type `/mcp` in Codex to see the server.',
        }, values,
      ),
      docs: translate({id: 'site.clients.codex.docsNote', message: 'Run the command, or add the table to `~/.codex/config.toml`.'}),
    },
    'gemini-cli': {
      vendor: translate({id: 'site.clients.gemini-cli.vendor', message: 'MCP servers with the Gemini CLI'}),
      product: translate(
        {
          id: 'site.clients.gemini-cli.note',
          message:
            'Replace {key} with your key. The command writes the entry to the project\'s `.gemini/settings.json`; add `--scope user` before the server name for all your projects. Options such as `-e` go before the name; what follows the name is the command. Type `/mcp` in Gemini CLI to see the server.',
        }, values,
      ),
      docs: translate({id: 'site.clients.gemini-cli.docsNote', message: 'Run the command, or add the entry to `settings.json`: a Streamable HTTP server goes under `httpUrl` (`url` is for SSE).'}),
    },
    cursor: {
      vendor: translate({id: 'site.clients.cursor.vendor', message: 'Cursor: Model Context Protocol'}),
      linkDocs: translate({id: 'site.clients.cursor.linkDocs', message: 'Cursor: MCP install links'}),
      product: translate(
        {
          id: 'site.clients.cursor.note',
          message:
            'Cursor opens with the server filled in: replace {key} with your key before you install it. Or add the entry to one of the files; before you commit a project\'s file, put `{envReference}` in place of your key ([how](/getting-started/installation#cursor)). Then enable the server in Cursor\'s MCP settings.',
        }, values,
      ),
      docs: translate({id: 'site.clients.cursor.docsNote', message: 'Cursor opens with the server filled in. Or add the entry to `~/.cursor/mcp.json`, or to `.cursor/mcp.json` in a project.'}),
    },
    vscode: {
      vendor: translate({id: 'site.clients.vscode.vendor', message: 'VS Code: MCP configuration reference'}),
      product: translate(
        {
          id: 'site.clients.vscode.note',
          message:
            'VS Code asks for your Companies House API key when the server first starts and stores it securely, so there is nothing to replace. Its top-level key is `servers`, not `mcpServers`; the `inputs` entry is the prompt for the key. Agent sessions on the Copilot harness do not get a server that prompts for input ([VS Code](/getting-started/installation#vs-code) says what to do).',
        },
      ),
      docs: translate({id: 'site.clients.vscode.docsNote', message: 'VS Code asks you to confirm that you trust the server when it first starts it. Or add the entry to `.vscode/mcp.json`: a remote server has `"type": "http"` and its URL.'}),
    },
    'visual-studio': {
      vendor: translate({id: 'site.clients.visual-studio.vendor', message: 'Use MCP servers in Visual Studio (Microsoft Learn)'}),
      product: translate(
        {
          id: 'site.clients.visual-studio.note',
          message:
            'Visual Studio 2022 17.14 or later, or Visual Studio 2026, with GitHub Copilot in agent mode. Add the entry, replace {key} with your key and save; then turn on the server\'s tools in Copilot Chat, where they start switched off.',
        }, values,
      ),
      docs: translate({id: 'site.clients.visual-studio.docsNote', message: 'Or add the entry to `%USERPROFILE%\\.mcp.json`, or to `.mcp.json` in a solution.'}),
    },
    windsurf: {
      vendor: translate({id: 'site.clients.windsurf.vendor', message: 'Windsurf: Cascade MCP integration'}),
      product: translate(
        {
          id: 'site.clients.windsurf.note',
          message:
            'Add the entry to `mcp_config.json` (Cascade\'s MCP settings open it too), replace {key} with your key, then refresh the server list in Cascade.',
        }, values,
      ),
      docs: translate({id: 'site.clients.windsurf.docsNote', message: 'Add the entry to `~/.codeium/windsurf/mcp_config.json`: a remote server goes under `serverUrl`.'}),
    },
    zed: {
      vendor: translate({id: 'site.clients.zed.vendor', message: 'Zed: Model Context Protocol'}),
      product: translate(
        {
          id: 'site.clients.zed.note',
          message:
            'Zed keeps its servers under `context_servers` in its settings file; open it with the `zed: open settings file` action, add the entry and replace {key} with your key.',
        }, values,
      ),
      docs: translate({id: 'site.clients.zed.docsNote', message: 'Add the entry under `context_servers` in Zed\'s settings file.'}),
    },
    jetbrains: {
      configTitle: translate({id: 'site.clients.jetbrains.configTitle', message: 'MCP server (JSON)'}),
      vendor: translate({id: 'site.clients.jetbrains.vendor', message: 'AI Assistant: Model Context Protocol (JetBrains)'}),
      product: translate(
        {
          id: 'site.clients.jetbrains.note',
          message:
            'With the AI Assistant plugin, open **Settings | Tools | AI Assistant | Model Context Protocol (MCP)**, add a server and paste the JSON as its configuration; replace {key} with your key.',
        }, values,
      ),
    },
    kiro: {
      vendor: translate({id: 'site.clients.kiro.vendor', message: 'Kiro: MCP configuration'}),
      linkDocs: translate({id: 'site.clients.kiro.linkDocs', message: 'Kiro: share MCP servers'}),
      product: translate(
        {
          id: 'site.clients.kiro.note',
          message:
            'Kiro opens with the server filled in: replace {key} with your key before you add it. Or add the entry to one of the files.',
        }, values,
      ),
      docs: translate({id: 'site.clients.kiro.docsNote', message: 'Or add the entry to `.kiro/settings/mcp.json`, or to `~/.kiro/settings/mcp.json` for all workspaces.'}),
    },
    cline: {
      vendor: translate({id: 'site.clients.cline.vendor', message: 'Cline: configuring MCP servers'}),
      product: translate(
        {
          id: 'site.clients.cline.note',
          message:
            'In Cline, click the MCP Servers icon, open the **Configure** tab and choose **Configure MCP Servers**: that opens `cline_mcp_settings.json`. Add the entry and replace {key} with your key.',
        }, values,
      ),
    },
    'add-mcp': {
      name: translate({id: 'site.clients.add-mcp.name', message: 'Another client (add-mcp)'}),
      vendor: translate({id: 'site.clients.add-mcp.vendor', message: 'add-mcp (Neon)'}),
      product: translate(
        {
          id: 'site.clients.add-mcp.note',
          message:
            '`add-mcp` writes the entry into the coding agents it finds on your machine, in each one\'s own format, and asks which to use; `-a <agent>` picks them and `-g` writes your user configuration instead of the project\'s. Replace {key} with your key first.',
        }, values,
      ),
      docs: translate({id: 'site.clients.add-mcp.docsNote', message: '`add-mcp` writes the entry into the coding agents it finds on your machine and asks which to use.'}),
    },
  } satisfies Readonly<Record<ClientId, ClientWords>>;
}

/** The words of one client's panel, its note filled in for the product server `s`. */
export function clientWords(id: string, s: McpServerDefinition): ClientWords {
  const words: Readonly<Record<string, ClientWords | undefined>> = allWords(s);
  const found = words[id];
  if (!found) throw new Error(`src/components/ClientPicker/words.ts: no words for the client "${id}"`);
  return found;
}

/** A client's name as the reader sees it. */
export const clientName = (client: McpClient, s: McpServerDefinition) => clientWords(client.id, s).name ?? client.label;

/** A one-click link's label, as the button or the fallback link shows it. */
export function linkLabel(label: LinkLabel): string {
  switch (label) {
    case 'Add to Cursor':
      return translate({id: 'site.clients.link.cursor', message: 'Add to Cursor'});
    case 'install it from cursor.com':
      return translate({id: 'site.clients.link.cursorWeb', message: 'install it from cursor.com'});
    case 'Add to LM Studio':
      return translate({id: 'site.clients.link.lmStudio', message: 'Add to LM Studio'});
    case 'open it from lmstudio.ai':
      return translate({id: 'site.clients.link.lmStudioWeb', message: 'open it from lmstudio.ai'});
    case 'Add to VS Code':
      return translate({id: 'site.clients.link.vscode', message: 'Add to VS Code'});
    case 'Add to VS Code Insiders':
      return translate({id: 'site.clients.link.vscodeInsiders', message: 'Add to VS Code Insiders'});
    case 'VS Code':
      return translate({id: 'site.clients.link.vscodeWeb', message: 'VS Code'});
    case 'VS Code Insiders':
      return translate({id: 'site.clients.link.vscodeInsidersWeb', message: 'VS Code Insiders'});
    case 'Add to Visual Studio':
      return translate({id: 'site.clients.link.visualStudio', message: 'Add to Visual Studio'});
    case 'Add to Goose':
      return translate({id: 'site.clients.link.goose', message: 'Add to Goose'});
    case 'Add to Kiro':
      return translate({id: 'site.clients.link.kiro', message: 'Add to Kiro'});
  }
}
