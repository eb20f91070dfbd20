/**
 * The site's settings and the product's identity. The config, components and tests import these;
 * docs pages use them through the <Product*> MDX components.
 */
import {DOCS_MCP_SERVER, PRODUCT_NAME} from 'companylens-docs-contract';

// The product's name, the site's title and version, and the docs MCP server's definition are the
// contract the site shares with its service (packages/companylens-docs-contract); a rename is an
// edit there plus a search of docs/ for prose that names the product.
export {DOCS_MCP_CACHE_TTL_MS, DOCS_MCP_REVISIONS, DOCS_MCP_SERVER, PRODUCT_NAME, SITE_TITLE, SITE_VERSION, type DocsMcpDefinition} from 'companylens-docs-contract';
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
