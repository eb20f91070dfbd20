/**
 * Product identity in one place. The config, components and tests import these;
 * docs pages use them through the <Product*> MDX components, so a rename is one
 * edit here plus a search of docs/ for prose that names the product.
 */
export const PRODUCT_NAME = 'CompanyLens';
export const SITE_TITLE = `${PRODUCT_NAME} MCP`;
export const TAGLINE = 'Comprehensive UK company intelligence for AI assistants';
/** The main company site, linked from the navbar and footer. */
export const COMPANY_SITE_URL = 'https://www.companylens.co.uk';
/** npm package that runs the MCP server (stdio). */
export const NPM_PACKAGE = 'companylens-mcp';
/** Environment variable that carries the user's Companies House API key. */
export const API_KEY_ENV = 'COMPANIES_HOUSE_API_KEY';
/** Server name used in client configuration examples. */
export const SERVER_KEY = 'companylens';
/** What readers put in place of their API key in configuration they copy. */
export const API_KEY_PLACEHOLDER = 'your-companies-house-api-key';

/** How a client starts the stdio server and passes it the API key. */
export interface McpServerDefinition {
  name: string;
  /** Shown by clients that list servers by title (Goose's install dialog). */
  title: string;
  /** One line, at most 100 characters (the MCP registry's limit). */
  description: string;
  command: string;
  args: readonly string[];
  keyEnv: string;
  keyPlaceholder: string;
  keyInput: {id: string; description: string};
}
/**
 * The one server definition every client configuration on the site is generated
 * from: the tabs' JSON, the "Add to Cursor/VS Code" links and the Claude Code
 * command (see src/lib/clients/installLinks.ts).
 */
export const MCP_SERVER: McpServerDefinition = {
  name: SERVER_KEY,
  title: PRODUCT_NAME,
  description: 'UK company intelligence for AI assistants: Companies House search, officers, financials',
  command: 'npx',
  args: ['-y', NPM_PACKAGE],
  keyEnv: API_KEY_ENV,
  keyPlaceholder: API_KEY_PLACEHOLDER,
  /** VS Code asks for the key through this input instead of storing it in the file. */
  keyInput: {id: 'companies-house-key', description: 'Companies House API key'},
};
/**
 * This documentation's own MCP server (src/service/mcp, served at the site's URL
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
export const SITE_VERSION = '1.0.0';
/** Where the product's source lives on GitHub (its issues are ISSUES_URL). */
export const REPOSITORY_URL = 'https://github.com/companylens/companylens-mcp';
/**
 * Names in the official MCP registry: reverse-DNS, here under the GitHub
 * owner of REPOSITORY_URL, which `mcp-publisher login github` proves.
 */
export const REGISTRY_NAMESPACE = 'io.github.companylens';
/**
 * Discovery files the build writes (src/plugins/discovery), as paths under the
 * base URL. The card and the catalogue are where the MCP discovery draft puts
 * them (repository modelcontextprotocol/experimental-ext-server-card,
 * docs/discovery.md): the card at the server's endpoint plus `/server-card`,
 * the domain's AI Catalog at the well-known path, listing the card.
 */
export const DISCOVERY_PATHS = {
  /** The product's entry for the MCP registry (server.json). */
  registryEntry: 'server.json',
  /** The docs MCP server's card: its endpoint plus /server-card, the location the draft reserves. */
  serverCard: `${DOCS_MCP_SERVER.path}/server-card`,
  /** The AI Catalog that lists the card, where clients discovering a domain look first. */
  aiCatalog: '.well-known/ai-catalog.json',
} as const;
const COPYRIGHT_YEAR = 2025;
/** The footer line (i18n/en/docusaurus-theme-classic/footer.json must say the same: it overrides the config). */
export const FOOTER_COPYRIGHT = `Copyright © ${COPYRIGHT_YEAR} ${PRODUCT_NAME}. Company data from Companies House.`;
/** The site's one sidebar (sidebars.ts), which also orders llms.txt and names search's top-level sections. */
export const DOCS_SIDEBAR = 'tutorialSidebar';
/**
 * The repository these docs live in. "Edit this page" opens each page's source
 * there (docusaurus.config.ts); a fork sets DOCS_REPOSITORY_URL when building.
 * The product's, for now: a name of its own, since it may move.
 * @alias
 */
export const DOCS_REPOSITORY_URL = REPOSITORY_URL;
/** The branch "Edit this page" edits. */
export const DOCS_REPOSITORY_BRANCH = 'main';
/** Where readers report problems with the docs (search "let us know" link too). */
export const ISSUES_URL = `${DOCS_REPOSITORY_URL}/issues`;
