/**
 * The docs MCP server as the site describes it and the service runs it: its name and address,
 * the protocol revisions it speaks (its card, src/plugins/discovery, and the installation page
 * read them here) and how long its answers stay true.
 */
import {SITE_TITLE} from './product';

/**
 * This documentation's own MCP server (companylens-docs-service, served at the site's URL
 * plus `path`): the one definition the "Add these docs to your assistant"
 * configuration, links and command, llms.txt and the home page use.
 */
export interface DocsMcpDefinition {
  name: string;
  title: string;
  /** One line, at most 100 characters (the server card's limit). */
  description: string;
  path: string;
}
export const DOCS_MCP_SERVER: DocsMcpDefinition = {
  name: 'companylens-docs',
  title: `${SITE_TITLE} documentation`,
  description: `Search and read the ${SITE_TITLE} documentation as Markdown`,
  path: 'mcp',
};
/**
 * The MCP protocol revisions the docs MCP server speaks, newest first: the
 * stateless ones (every request names its revision) and the ones negotiated
 * with `initialize`. Over stdio all but `batchOnly`, the one revision whose
 * servers must take JSON-RPC batches, which the SDK's stdio transport cannot
 * read. `preRelease` is no specification revision (the first is 2024-11-05):
 * a version string from before it that the TypeScript SDK still accepts, so
 * the server does too, but pages do not call it a revision. The server, its
 * card and the installation page use this list.
 */
export const DOCS_MCP_REVISIONS = {
  modern: ['2026-07-28'],
  legacy: ['2025-11-25', '2025-06-18', '2025-03-26', '2024-11-05', '2024-10-07'],
  batchOnly: '2025-03-26',
  preRelease: '2024-10-07',
} as const;
/**
 * How long the docs MCP server's lists and pages stay true (the cache hint on
 * its 2026-07-28 answers): it reads the build once at start, so until the
 * next deploy; an hour, as the discovery files' Cache-Control says.
 */
export const DOCS_MCP_CACHE_TTL_MS = 60 * 60 * 1000;

