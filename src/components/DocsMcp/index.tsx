/**
 * "Add these docs to your assistant": this site's own MCP server
 * (DOCS_MCP_SERVER, at the site's URL plus /mcp) in every client whose vendor
 * documents a remote server, from the same client list and picker as the
 * product's set-up (ClientConfigTabs). ./Url.tsx names the endpoint alone.
 */
import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {DOCS_MCP_CLIENTS} from '@site/src/lib/clients/clients';
import ClientPicker from '@site/src/components/ClientPicker';
import {useDocsMcpServer} from './Url';

export default function DocsMcpTabs(): ReactNode {
  const server = useDocsMcpServer();
  return (
    <ClientPicker
      clients={DOCS_MCP_CLIENTS}
      serves="docs"
      setupOf={(client) => client.docs!(server)}
      initial="claude-code"
      of={translate({id: 'site.docsMcp.pickerOf', description: 'What the second client picker sets up, in "{client} set-up for {of}"', message: 'these docs'})}
    />
  );
}
