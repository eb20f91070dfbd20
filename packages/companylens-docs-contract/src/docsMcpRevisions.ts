/**
 * The revisions the docs MCP server offers over each transport: a module of its own, so the
 * pages that do not list them (most) do not carry the function in their shared bundle.
 */
import {DOCS_MCP_REVISIONS} from './docsMcp';

export type DocsMcpTransport = 'http' | 'stdio';

/** The revisions the server offers over a transport, newest first. Over stdio, all but the revision that requires JSON-RPC batches, which the SDK's stdio transport cannot read. */
export function docsMcpRevisions(transport: DocsMcpTransport): string[] {
  const {modern, legacy, batchOnly} = DOCS_MCP_REVISIONS;
  return [...modern, ...legacy.filter((v) => transport === 'http' || v !== batchOnly)];
}
