/** The discovery files the build writes (DISCOVERY_PATHS, src/plugins/discovery), at this site's URLs. */
import React, {type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {DISCOVERY_PATHS} from '@site/src/constants';

const ROWS: {path: string; what: string}[] = [
  {path: DISCOVERY_PATHS.registryEntry, what: "CompanyLens's entry for the official MCP registry (schema 2025-12-11): the npm package, run over stdio, with the API key marked secret."},
  {path: DISCOVERY_PATHS.aiCatalog, what: "The site's AI catalogue, where a client discovering the servers of a domain looks first: one entry, the server card below."},
  {path: DISCOVERY_PATHS.serverCard, what: "The server card of these docs' MCP server, at its endpoint plus /server-card: name, version, endpoint and protocol versions, in the draft MCP Server Card format."},
];

export default function DiscoveryFiles(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const url = (path: string) => `${siteConfig.url.replace(/\/$/, '')}${siteConfig.baseUrl}${path}`;
  return (
    <ul>
      {ROWS.map(({path, what}) => (
        <li key={path}>
          <a href={url(path)}>
            <code>/{path}</code>
          </a>
          : {what}
        </li>
      ))}
    </ul>
  );
}
