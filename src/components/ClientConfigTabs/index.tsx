/** The product's set-up in every client the site covers (src/lib/clients.ts), one picker, with a field for the reader's key. */
import React, {type ReactNode} from 'react';
import {MCP_SERVER} from '@site/src/constants';
import {MCP_CLIENTS} from '@site/src/lib/clients';
import ClientPicker from '@site/src/components/ClientPicker';

export default function ClientConfigTabs(): ReactNode {
  return <ClientPicker clients={MCP_CLIENTS} setupOf={(client) => client.product(MCP_SERVER)} keyField />;
}
