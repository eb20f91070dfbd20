/**
 * What a browser opening /mcp sees: a short page saying that this address is
 * an MCP server and where the site says how to connect. No script, no style
 * of its own (the site's Content-Security-Policy applies to it behind nginx);
 * the browser's own colours, light or dark.
 */
import {DOCS_MCP_SERVER} from 'companylens-docs-contract';

/** The installation page's section on this server, under the site's base URL. */
export const CONNECT_SECTION = 'getting-started/installation#add-these-docs-to-your-assistant';

const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The page, for a site whose root URL (base URL included) is `root`. */
export function endpointPage(root: URL): string {
  const endpoint = escapeHtml(new URL(DOCS_MCP_SERVER.path, root).href);
  const base = escapeHtml(root.pathname);
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>${escapeHtml(DOCS_MCP_SERVER.title)}: MCP server</title>
</head>
<body>
<main>
<h1>This address is an MCP server</h1>
<p><code>${endpoint}</code> is the ${escapeHtml(DOCS_MCP_SERVER.title)} as a Model Context Protocol server: an AI assistant connects to it to search and read these pages. It answers MCP clients, which send it POST requests, not web browsers.</p>
<p>To use it, add this address to your assistant as a remote MCP server: <a href="${base}${CONNECT_SECTION}">Add these docs to your assistant</a> shows how, client by client.</p>
<p><a href="${base}">Back to the documentation</a></p>
</main>
</body>
</html>
`;
}
