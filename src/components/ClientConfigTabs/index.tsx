import React, {type ReactNode} from 'react';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import CodeBlock from '@theme/CodeBlock';
import Translate from '@docusaurus/Translate';
import Link from '@docusaurus/Link';
import {MCP_SERVER} from '@site/src/constants';
import {claudeCodeCommand, mcpServersConfig, vscodeConfig} from '@site/src/lib/installLinks';
import InstallButtons from '@site/src/components/InstallButtons';

// Generated from the one server definition, like the install links beside them.
const mcpServersJson = JSON.stringify(mcpServersConfig(MCP_SERVER), null, 2);
const vscodeJson = JSON.stringify(vscodeConfig(MCP_SERVER), null, 2);
const claudeCode = `${claudeCodeCommand(MCP_SERVER)}

# check it is connected
claude mcp list`;

/** Side-by-side set-up for the four common MCP clients; the choice is remembered. */
export default function ClientConfigTabs(): ReactNode {
  return (
    <Tabs groupId="mcp-client" queryString="client">
      <TabItem value="claude-desktop" label="Claude Desktop" default>
        <p>
          <Translate
            id="site.clients.claudeDesktop"
            values={{
              menu: <strong>Settings → Developer → Edit Config</strong>,
              file: <code>claude_desktop_config.json</code>,
            }}>
            {'Open {menu}, or edit {file} directly at the path for your system. Then quit and restart Claude Desktop completely.'}
          </Translate>
        </p>
        <InstallButtons client="claude-desktop" />
        <CodeBlock language="json" title="claude_desktop_config.json">
          {mcpServersJson}
        </CodeBlock>
      </TabItem>
      <TabItem value="claude-code" label="Claude Code">
        <p>
          <Translate
            id="site.clients.claudeCode"
            values={{
              env: <code>-e</code>,
              dashes: <code>--</code>,
              project: <code>--scope project</code>,
              file: <code>.mcp.json</code>,
              user: <code>--scope user</code>,
            }}>
            {'Put {env} after the server name: it accepts several variables, so a name that follows it is read as one more. {dashes} separates the options from the command that starts the server. Add {project} before the name to share it through {file}, or {user} for all your projects.'}
          </Translate>
        </p>
        <InstallButtons client="claude-code" />
        <CodeBlock language="bash">{claudeCode}</CodeBlock>
      </TabItem>
      <TabItem value="cursor" label="Cursor">
        <InstallButtons client="cursor" />
        <p>
          <Translate
            id="site.clients.cursor"
            values={{
              global: <code>~/.cursor/mcp.json</code>,
              project: <code>.cursor/mcp.json</code>,
              envRef: <code>{'${env:COMPANIES_HOUSE_API_KEY}'}</code>,
              how: (
                <Link to="/getting-started/installation#cursor">
                  <Translate id="site.clients.cursor.how">how</Translate>
                </Link>
              ),
            }}>
            {"Use {global} for all projects, or {project} for one project. Before you commit {project}, put {envRef} in place of your key ({how}). Then enable the server in Cursor's MCP settings."}
          </Translate>
        </p>
        <CodeBlock language="json" title=".cursor/mcp.json">
          {mcpServersJson}
        </CodeBlock>
      </TabItem>
      <TabItem value="vscode" label="VS Code">
        <InstallButtons client="vscode" />
        <p>
          <Translate
            id="site.clients.vscode"
            values={{
              file: <code>.vscode/mcp.json</code>,
              servers: <code>servers</code>,
              mcpServers: <code>mcpServers</code>,
              inputs: <code>inputs</code>,
            }}>
            {'VS Code reads {file}. Its top-level key is {servers}, not {mcpServers}; the {inputs} entry makes VS Code ask for the key once and store it securely instead of writing it into the file.'}
          </Translate>
        </p>
        <CodeBlock language="json" title=".vscode/mcp.json">
          {vscodeJson}
        </CodeBlock>
      </TabItem>
    </Tabs>
  );
}
