/**
 * Files the build writes for clients and agents, at this site's URLs: the discovery files
 * (DISCOVERY_PATHS, src/plugins/discovery) or the agent skill's (AGENT_SKILL, src/plugins/agent-skill).
 */
import React, {type ReactNode} from 'react';
import Code from '@site/src/components/Code';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {DISCOVERY_PATHS} from '@site/src/constants';
import {AGENT_SKILL} from 'companylens-docs-contract';

const ROWS: Record<'server' | 'skill', {path: string; what: string}[]> = {
  server: [
    {path: DISCOVERY_PATHS.registryEntry, what: "CompanyLens's entry for the official MCP registry (schema 2025-12-11): the npm package, run over stdio, with the API key marked secret."},
    {path: DISCOVERY_PATHS.aiCatalog, what: "The site's AI catalogue, where a client discovering the servers of a domain looks first: one entry, the server card below."},
    {path: DISCOVERY_PATHS.serverCard, what: "The server card of these docs' MCP server, at its endpoint plus /server-card: name, version, endpoint and protocol versions, in the draft MCP Server Card format."},
  ],
  skill: [
    {path: `${AGENT_SKILL.folder}SKILL.md`, what: "The skill's main file, with its reference files beside it under references/."},
    {path: AGENT_SKILL.index, what: 'The discovery index, where agents and the skills command look: the skill, its archive and the archive\'s SHA-256 digest.'},
    {path: AGENT_SKILL.download, what: 'Everything in one companylens folder, to unpack into a skills folder or upload.'},
  ],
};

export default function DiscoveryFiles({of = 'server'}: {of?: 'server' | 'skill'}): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const url = (path: string) => `${siteConfig.url.replace(/\/$/, '')}${siteConfig.baseUrl}${path}`;
  return (
    <ul>
      {ROWS[of].map(({path, what}) => (
        <li key={path}>
          <a href={url(path)}>
            <Code>{`/${path}`}</Code>
          </a>
          : {what}
        </li>
      ))}
    </ul>
  );
}
