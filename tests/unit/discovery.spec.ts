/**
 * The discovery files (src/plugins/discovery) against the published schemas
 * committed beside them, and against the definitions they are built from.
 * tests/nginx/discovery.spec.ts checks the built files as nginx serves them.
 */
import {test, expect} from '@playwright/test';
import Ajv from 'ajv';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import registrySchema from '@site/src/plugins/discovery/schemas/server.schema.json';
import cardSchema from '@site/src/plugins/discovery/schemas/server-card.schema.json';
import {aiCatalog, REGISTRY_SCHEMA, registryEntry, SERVER_CARD_SCHEMA, serverCard} from '@site/src/plugins/discovery/files';
import {docsMcpRevisions} from 'companylens-docs-contract';
import {API_KEY_ENV, DISCOVERY_PATHS, DOCS_MCP_SERVER, MCP_SERVER, NPM_PACKAGE, SITE_VERSION} from '@site/src/constants';
import serverData from '@site/src/data/server.json';

const SITE = 'https://docs.example.com';

/** The registry's schema is draft-07 with OpenAPI's `discriminator` and `example`: validate by its other keywords. */
function registryValidator() {
  const ajv = new Ajv({strict: false, allErrors: true});
  addFormats(ajv);
  return ajv.compile(registrySchema);
}
function cardValidator() {
  const ajv = new Ajv2020({strict: false, allErrors: true});
  addFormats(ajv);
  ajv.addSchema(cardSchema, 'card');
  return ajv.getSchema('card#/$defs/ServerCard')!;
}
const errors = (validate: {errors?: unknown}) => JSON.stringify(validate.errors, null, 1);

test.describe('the MCP registry entry (server.json)', () => {
  const entry = registryEntry(SITE, '/');

  test('validates against the registry schema it names', () => {
    expect(registrySchema.$id).toBe(REGISTRY_SCHEMA);
    expect(entry.$schema).toBe(REGISTRY_SCHEMA);
    const validate = registryValidator();
    expect(validate(entry), errors(validate)).toBe(true);
  });

  test('the schema check bites: a package version "latest", a long description and a name without a namespace fail', () => {
    const validate = registryValidator();
    const pkg = entry.packages[0]!;
    expect(validate({...entry, packages: [{...pkg, version: 'latest'}]})).toBe(false);
    expect(validate({...entry, description: 'x'.repeat(101)})).toBe(false);
    expect(validate({...entry, name: NPM_PACKAGE})).toBe(false);
  });

  test('the npm package over stdio, at the server version, with the API key required and secret', () => {
    expect(entry.name).toBe(`io.github.companylens/${NPM_PACKAGE}`);
    expect(entry.version).toBe(serverData.serverInfo.version);
    expect(entry.packages).toHaveLength(1);
    expect(entry.packages[0]).toMatchObject({
      registryType: 'npm',
      identifier: NPM_PACKAGE,
      version: serverData.serverInfo.version,
      runtimeHint: MCP_SERVER.command,
      transport: {type: 'stdio'},
      environmentVariables: [{name: API_KEY_ENV, isRequired: true, isSecret: true}],
    });
    // what clients run from it is what the install page shows
    expect(['-y', entry.packages[0]!.identifier]).toEqual(MCP_SERVER.args);
  });
});

test.describe('the docs MCP server card', () => {
  const card = serverCard(SITE, '/');

  test('validates against the draft server-card schema (v1)', () => {
    expect(card.$schema).toBe(SERVER_CARD_SCHEMA);
    const validate = cardValidator();
    expect(validate(card), errors(validate)).toBe(true);
    expect(validate({...card, name: DOCS_MCP_SERVER.name}), 'a name without a namespace').toBe(false);
    expect(validate({...card, $schema: 'https://example.com/card.json'}), 'another schema URL').toBe(false);
  });

  test('its facts come from DOCS_MCP_SERVER, the site version and the revisions the server offers over HTTP', () => {
    expect(card).toMatchObject({name: `io.github.companylens/${DOCS_MCP_SERVER.name}`, title: DOCS_MCP_SERVER.title, description: DOCS_MCP_SERVER.description, version: SITE_VERSION});
    expect(card.remotes).toEqual([{type: 'streamable-http', url: `${SITE}/mcp`, supportedProtocolVersions: docsMcpRevisions('http')}]);
    expect(serverCard('https://example.com', '/docs/').remotes[0]!.url).toBe('https://example.com/docs/mcp');
  });

  test('the card is at its endpoint plus /server-card, the place the discovery draft reserves, not under .well-known', () => {
    const endpoint = card.remotes[0]!.url;
    expect(`${SITE}/${DISCOVERY_PATHS.serverCard}`).toBe(`${endpoint}/server-card`);
    expect(DISCOVERY_PATHS.serverCard).not.toMatch(/well-known/);
    expect(DISCOVERY_PATHS.aiCatalog).toBe('.well-known/ai-catalog.json');
  });

  test('the AI Catalog lists the card by its URL and media type, with the draft\'s urn:air identifier', () => {
    expect(aiCatalog(SITE, '/')).toEqual({
      specVersion: '1.0',
      entries: [{identifier: 'urn:air:docs.example.com:mcp:companylens-docs', type: 'application/mcp-server-card+json', url: `${SITE}/mcp/server-card`}],
    });
    expect(aiCatalog('https://example.com', '/docs/').entries[0]!.url).toBe('https://example.com/docs/mcp/server-card');
  });
});
