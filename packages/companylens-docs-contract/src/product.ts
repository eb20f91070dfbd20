/** The product's name and the documentation site's title and version: the site shows them, the docs MCP server names itself by them. */
export const PRODUCT_NAME = 'CompanyLens';
export const SITE_TITLE = `${PRODUCT_NAME} MCP`;
export const SITE_VERSION = '1.0.0';
