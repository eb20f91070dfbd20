/**
 * companylens-docs-contract: what the documentation site and its service (companylens-docs-service)
 * must agree on, so that neither imports the other: the product's name and the site's title and
 * version, the docs MCP server's definition and revisions, the feedback routes' contract, where
 * the agent skill is published, and the search synonyms both searches apply.
 */
export * from './product';
export * from './docsMcp';
export * from './docsMcpRevisions';
export * from './feedback';
export {AGENT_SKILL} from './agentSkill';
export {SEARCH_SYNONYMS, algoliaSynonyms} from './searchSynonyms';
