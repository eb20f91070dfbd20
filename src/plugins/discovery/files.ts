/**
 * The discovery files, each built from the one definition of its facts:
 * - the product's entry for the official MCP registry (`server.json`, schema
 *   2025-12-11): MCP_SERVER's npm package over stdio, its key marked secret,
 *   the version from src/data/server.json;
 * - the docs MCP server's card (SEP-2127 draft, schema v1): DOCS_MCP_SERVER's
 *   name, title and endpoint, the site's version, and the protocol revisions
 *   it speaks over HTTP (docsMcpRevisions); served at the endpoint plus /server-card;
 * - the AI Catalog at /.well-known/ai-catalog.json, which lists the card: how
 *   the discovery draft has clients find a domain's servers.
 * ./schemas holds the published schemas they are tested against (README there).
 */
import {DISCOVERY_PATHS, DOCS_MCP_SERVER, MCP_SERVER, NPM_PACKAGE, PRODUCT_NAME, REGISTRY_NAMESPACE, REPOSITORY_URL, SITE_VERSION} from '../../constants';
import serverData from '../../data/server.json';
import {docsMcpRevisions} from 'companylens-docs-contract';

export const REGISTRY_SCHEMA = 'https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json';
export const SERVER_CARD_SCHEMA = 'https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json';
/** The card's media type, which nginx serves it with. */
const SERVER_CARD_TYPE = 'application/mcp-server-card+json';

/** A site's absolute URL for a path under its base URL. */
const siteLink = (siteUrl: string, baseUrl: string, path: string) => `${siteUrl.replace(/\/$/, '')}${baseUrl}${path}`;

/** `server.json` for `mcp-publisher publish`: the npm package, run over stdio, with its API key. */
export function registryEntry(siteUrl: string, baseUrl: string) {
  const {version} = serverData.serverInfo;
  return {
    $schema: REGISTRY_SCHEMA,
    name: `${REGISTRY_NAMESPACE}/${NPM_PACKAGE}`,
    title: PRODUCT_NAME,
    description: MCP_SERVER.description,
    version,
    websiteUrl: siteLink(siteUrl, baseUrl, ''),
    repository: {url: REPOSITORY_URL, source: 'github'},
    packages: [
      {
        registryType: 'npm',
        registryBaseUrl: 'https://registry.npmjs.org',
        identifier: NPM_PACKAGE,
        version,
        runtimeHint: MCP_SERVER.command,
        transport: {type: 'stdio'},
        environmentVariables: [
          {name: MCP_SERVER.keyEnv, description: `Your ${MCP_SERVER.keyInput.description} (REST)`, format: 'string', isRequired: true, isSecret: true},
        ],
      },
    ],
  };
}

/** The docs MCP server's card: who it is and where it answers. Tools are not listed: clients ask the server (tools/list). */
export function serverCard(siteUrl: string, baseUrl: string) {
  return {
    $schema: SERVER_CARD_SCHEMA,
    name: `${REGISTRY_NAMESPACE}/${DOCS_MCP_SERVER.name}`,
    title: DOCS_MCP_SERVER.title,
    description: DOCS_MCP_SERVER.description,
    version: SITE_VERSION,
    websiteUrl: siteLink(siteUrl, baseUrl, ''),
    remotes: [{type: 'streamable-http', url: siteLink(siteUrl, baseUrl, DOCS_MCP_SERVER.path), supportedProtocolVersions: docsMcpRevisions('http')}],
  };
}

/** The AI Catalog at /.well-known/ai-catalog.json, the draft's way for a domain to list its server cards: one entry, by URL. */
export function aiCatalog(siteUrl: string, baseUrl: string) {
  const host = new URL(siteUrl).hostname;
  return {
    specVersion: '1.0',
    entries: [{identifier: `urn:air:${host}:mcp:${DOCS_MCP_SERVER.name}`, type: SERVER_CARD_TYPE, url: siteLink(siteUrl, baseUrl, DISCOVERY_PATHS.serverCard)}],
  };
}
