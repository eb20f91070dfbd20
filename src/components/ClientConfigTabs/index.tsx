import React, {type ReactNode} from 'react';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import CodeBlock from '@theme/CodeBlock';
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
          Open <strong>Settings → Developer → Edit Config</strong>, or edit <code>claude_desktop_config.json</code>{' '}
          directly: <code>~/Library/Application Support/Claude/</code> on macOS,{' '}
          <code>%APPDATA%\Claude\</code> on Windows. Then quit and restart Claude Desktop completely.
        </p>
        <CodeBlock language="json" title="claude_desktop_config.json">
          {mcpServersJson}
        </CodeBlock>
      </TabItem>
      <TabItem value="claude-code" label="Claude Code">
        <p>
          Options go before the server name and <code>--</code> separates them from the command that starts the
          server. Add <code>--scope project</code> to share it through <code>.mcp.json</code>, or{' '}
          <code>--scope user</code> for all your projects.
        </p>
        <CodeBlock language="bash">{claudeCode}</CodeBlock>
      </TabItem>
      <TabItem value="cursor" label="Cursor">
        <p>
          Use <code>~/.cursor/mcp.json</code> for all projects, or <code>.cursor/mcp.json</code> in a project to
          share it, then enable the server in Cursor&apos;s MCP settings.
        </p>
        <CodeBlock language="json" title=".cursor/mcp.json">
          {mcpServersJson}
        </CodeBlock>
      </TabItem>
      <TabItem value="vscode" label="VS Code">
        <p>
          VS Code reads <code>.vscode/mcp.json</code>. Its top-level key is <code>servers</code>, not{' '}
          <code>mcpServers</code>; the <code>inputs</code> entry makes VS Code ask for the key once and store it
          securely instead of writing it into the file.
        </p>
        <CodeBlock language="json" title=".vscode/mcp.json">
          {vscodeJson}
        </CodeBlock>
      </TabItem>
    </Tabs>
  );
}
