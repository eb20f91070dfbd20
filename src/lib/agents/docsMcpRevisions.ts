/**
 * The MCP protocol revisions the docs MCP server offers over a transport,
 * newest first, from DOCS_MCP_REVISIONS: the server (src/service/mcp), its
 * card (src/plugins/discovery) and the installation page all read them here.
 */
import {DOCS_MCP_REVISIONS} from '../../constants';

export type DocsMcpTransport = 'http' | 'stdio';

/** Over stdio, all but the revision that requires JSON-RPC batches, which the SDK's stdio transport cannot read. */
export function docsMcpRevisions(transport: DocsMcpTransport): string[] {
  const {modern, legacy, batchOnly} = DOCS_MCP_REVISIONS;
  return [...modern, ...legacy.filter((v) => transport === 'http' || v !== batchOnly)];
}
