/**
 * The product's set-up in every client the site covers (src/lib/clients/clients.ts), one picker, with a
 * field for the reader's key. ./WithSkill.tsx adds, in each panel, how to add the agent skill.
 */
import React, {type ReactNode} from 'react';
import {MCP_SERVER} from '@site/src/constants';
import {MCP_CLIENTS} from '@site/src/lib/clients/clients';
import ClientPicker from '@site/src/components/ClientPicker';
import type {ComponentProps} from 'react';

export default function ClientConfigTabs({after}: Pick<ComponentProps<typeof ClientPicker>, 'after'>): ReactNode {
  return <ClientPicker clients={MCP_CLIENTS} serves="product" setupOf={(client) => client.product(MCP_SERVER)} after={after} keyField />;
}
