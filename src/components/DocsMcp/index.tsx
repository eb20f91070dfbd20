/**
 * "Add these docs to your assistant": this site's own MCP server
 * (DOCS_MCP_SERVER, at the site's URL plus /mcp) set up in Cursor, VS Code and
 * Claude Code, with the same links and generated configuration as the
 * product's client tabs (ClientConfigTabs). ./Url.tsx names the endpoint alone.
 */
import React, {type ReactNode} from 'react';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import CodeBlock from '@theme/CodeBlock';
import Translate from '@docusaurus/Translate';
import {claudeCodeCommand, mcpServersConfig, type RemoteServer, vscodeConfig} from '@site/src/lib/installLinks';
import InstallButtons from '@site/src/components/InstallButtons';
import {useDocsMcpServer} from './Url';

/** A client that reads a JSON file: its install buttons, where the file is, and the entry. */
function FileTab({client, server, file, config, children}: {client: 'cursor' | 'vscode'; server: RemoteServer; file: string; config: object; children: ReactNode}) {
  return (
    <>
      <InstallButtons client={client} server={server} />
      <p>{children}</p>
      <CodeBlock language="json" title={file}>
        {JSON.stringify(config, null, 2)}
      </CodeBlock>
    </>
  );
}

export default function DocsMcpTabs(): ReactNode {
  const server = useDocsMcpServer();
  return (
    <Tabs groupId="mcp-client">
      <TabItem value="cursor" label="Cursor" default>
        <FileTab client="cursor" server={server} file=".cursor/mcp.json" config={mcpServersConfig(server)}>
          <Translate id="site.docsMcp.cursor" values={{global: <code>~/.cursor/mcp.json</code>, project: <code>.cursor/mcp.json</code>}}>
            {'Or add the entry to {global}, or to {project} in a project.'}
          </Translate>
        </FileTab>
      </TabItem>
      <TabItem value="vscode" label="VS Code">
        <FileTab client="vscode" server={server} file=".vscode/mcp.json" config={vscodeConfig(server)}>
          <Translate id="site.docsMcp.vscode" values={{file: <code>.vscode/mcp.json</code>, type: <code>"type": "http"</code>}}>
            {'Or add the entry to {file}: a remote server has {type} and its URL.'}
          </Translate>
        </FileTab>
      </TabItem>
      <TabItem value="claude-code" label="Claude Code">
        <InstallButtons client="claude-code" server={server} />
        <CodeBlock language="bash">{claudeCodeCommand(server)}</CodeBlock>
      </TabItem>
    </Tabs>
  );
}
