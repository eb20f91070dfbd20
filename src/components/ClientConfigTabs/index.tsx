/**
 * The product's set-up in every client the site covers (src/lib/clients.ts), one picker, with a
 * field for the reader's key and, in each panel, how to add the agent skill to that client.
 */
import React, {type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {MCP_SERVER} from '@site/src/constants';
import {MCP_CLIENTS} from '@site/src/lib/clients';
import {skillDistribution} from '@site/src/lib/skillInstall';
import ClientPicker from '@site/src/components/ClientPicker';

export default function ClientConfigTabs(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const skill = skillDistribution(siteConfig.url, siteConfig.baseUrl);
  return <ClientPicker clients={MCP_CLIENTS} setupOf={(client) => client.product(MCP_SERVER)} skillOf={(client) => client.skill?.(skill) ?? null} keyField />;
}
