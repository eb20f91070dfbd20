/** This site's MCP endpoint (DOCS_MCP_SERVER under the site's URL), for pages that only name it. */
import React, {type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {DOCS_MCP_SERVER} from '@site/src/constants';
import {docsMcpServer, type RemoteServer} from '@site/src/lib/clients/installLinks';
import Code from '@site/src/components/Code';

export function useDocsMcpServer(): RemoteServer {
  const {siteConfig} = useDocusaurusContext();
  return docsMcpServer(DOCS_MCP_SERVER, siteConfig.url, siteConfig.baseUrl);
}

/** The endpoint's URL, as inline code. */
export default function DocsMcpUrl(): ReactNode {
  return <Code>{useDocsMcpServer().url}</Code>;
}
