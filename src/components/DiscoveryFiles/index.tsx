/**
 * Files the build writes for clients and agents, at this site's URLs: the discovery files
 * (DISCOVERY_PATHS, src/plugins/discovery) or the agent skill's (AGENT_SKILL, src/plugins/agent-skill).
 */
import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import Code from '@site/src/components/Code';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {DISCOVERY_PATHS} from '@site/src/constants';
import {AGENT_SKILL} from 'companylens-docs-contract';

/** The files of each list, each with what it is for (worded at render, through translate()). */
function rows(of: 'server' | 'skill'): {path: string; what: string}[] {
  if (of === 'skill') {
    return [
      {path: `${AGENT_SKILL.folder}SKILL.md`, what: translate({id: 'site.discoveryFiles.skillMd', message: "The skill's main file, with its reference files beside it under references/."})},
      {path: AGENT_SKILL.index, what: translate({id: 'site.discoveryFiles.skillIndex', message: "The discovery index, where agents and the skills command look: the skill, its archive and the archive's SHA-256 digest."})},
      {path: AGENT_SKILL.download, what: translate({id: 'site.discoveryFiles.skillDownload', message: 'Everything in one companylens folder, to unpack into a skills folder or upload.'})},
    ];
  }
  return [
    {path: DISCOVERY_PATHS.registryEntry, what: translate({id: 'site.discoveryFiles.registryEntry', message: "CompanyLens's entry for the official MCP registry (schema 2025-12-11): the npm package, run over stdio, with the API key marked secret."})},
    {path: DISCOVERY_PATHS.aiCatalog, what: translate({id: 'site.discoveryFiles.aiCatalog', message: "The site's AI catalogue, where a client discovering the servers of a domain looks first: one entry, the server card below."})},
    {path: DISCOVERY_PATHS.serverCard, what: translate({id: 'site.discoveryFiles.serverCard', message: "The server card of these docs' MCP server, at its endpoint plus /server-card: name, version, endpoint and protocol versions, in the draft MCP Server Card format."})},
  ];
}

export default function DiscoveryFiles({of = 'server'}: {of?: 'server' | 'skill'}): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const url = (path: string) => `${siteConfig.url.replace(/\/$/, '')}${siteConfig.baseUrl}${path}`;
  return (
    <ul>
      {rows(of).map(({path, what}) => (
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
