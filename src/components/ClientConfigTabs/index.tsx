import React, {type ReactNode} from 'react';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import CodeBlock from '@theme/CodeBlock';
import Translate from '@docusaurus/Translate';
import {API_KEY_ENV, NPM_PACKAGE, SERVER_KEY} from '@site/src/constants';

const KEY_PLACEHOLDER = 'your-companies-house-api-key';

const stdioEntry = {command: 'npx', args: ['-y', NPM_PACKAGE], env: {[API_KEY_ENV]: KEY_PLACEHOLDER}};
const mcpServersJson = JSON.stringify({mcpServers: {[SERVER_KEY]: stdioEntry}}, null, 2);
const vscodeJson = JSON.stringify(
  {
    inputs: [{type: 'promptString', id: 'companies-house-key', description: 'Companies House API key', password: true}],
    servers: {
      [SERVER_KEY]: {type: 'stdio', command: 'npx', args: ['-y', NPM_PACKAGE], env: {[API_KEY_ENV]: '${input:companies-house-key}'}},
    },
  },
  null,
  2,
);
const claudeCode = `claude mcp add ${SERVER_KEY} -e ${API_KEY_ENV}=${KEY_PLACEHOLDER} -- npx -y ${NPM_PACKAGE}

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
              mac: <code>~/Library/Application Support/Claude/</code>,
              windows: <code>%APPDATA%\Claude\</code>,
            }}>
            {'Open {menu}, or edit {file} directly: {mac} on macOS, {windows} on Windows. Then quit and restart Claude Desktop completely.'}
          </Translate>
        </p>
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
        <CodeBlock language="bash">{claudeCode}</CodeBlock>
      </TabItem>
      <TabItem value="cursor" label="Cursor">
        <p>
          <Translate id="site.clients.cursor" values={{global: <code>~/.cursor/mcp.json</code>, project: <code>.cursor/mcp.json</code>}}>
            {"Use {global} for all projects, or {project} in a project to share it, then enable the server in Cursor's MCP settings."}
          </Translate>
        </p>
        <CodeBlock language="json" title=".cursor/mcp.json">
          {mcpServersJson}
        </CodeBlock>
      </TabItem>
      <TabItem value="vscode" label="VS Code">
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
