import {test, expect} from '@playwright/test';
import {API_KEY_ENV, API_KEY_PLACEHOLDER, DOCS_MCP_SERVER, MCP_SERVER, NPM_PACKAGE, SERVER_KEY} from '@site/src/constants';
import {
  claudeCodeCommand,
  cursorDeeplink,
  cursorWebLink,
  docsMcpServer,
  mcpServersConfig,
  vscodeConfig,
  vscodeInstallLink,
  vscodeRedirectLink,
} from '@site/src/lib/installLinks';
import {markdownTwinPath} from '@site/src/lib/markdownTwin';

// What the client tabs show (ClientConfigTabs renders exactly these objects).
const tabEntry = mcpServersConfig(MCP_SERVER).mcpServers[SERVER_KEY]!;
const vscodeTab = vscodeConfig(MCP_SERVER);

/** Reads Cursor's `config` parameter: URI-decoded, then base64 of the raw JSON. */
function decodeCursor(link: string) {
  const url = new URL(link);
  const config = url.searchParams.get('config')!;
  const json = Buffer.from(config, 'base64').toString('utf8');
  return {url, name: url.searchParams.get('name'), config: JSON.parse(json) as unknown, json};
}

/** Reads a `vscode:mcp/install?<encoded JSON>` link. */
function decodeVsCode(link: string) {
  const [scheme, query] = link.split(/:mcp\/install\?/);
  return {scheme, payload: JSON.parse(decodeURIComponent(query!)) as Record<string, unknown>};
}

test.describe('the tabs and the links come from one server definition', () => {
  test('the tab entry is the documented stdio entry', () => {
    expect(tabEntry).toEqual({command: 'npx', args: ['-y', NPM_PACKAGE], env: {[API_KEY_ENV]: API_KEY_PLACEHOLDER}});
    expect(vscodeTab.servers[SERVER_KEY]).toEqual({type: 'stdio', ...tabEntry, env: {[API_KEY_ENV]: '${input:companies-house-key}'}});
    expect(vscodeTab.inputs).toEqual([
      {type: 'promptString', id: 'companies-house-key', description: 'Companies House API key', password: true},
    ]);
  });

  test('"Add to Cursor" decodes to the tab entry: base64 of one server object, no mcpServers wrapper', () => {
    const link = cursorDeeplink(MCP_SERVER);
    expect(link.startsWith('cursor://anysphere.cursor-deeplink/mcp/install?')).toBe(true);
    const {name, config, json} = decodeCursor(link);
    expect(name).toBe(SERVER_KEY);
    expect(config).toEqual(tabEntry);
    // base64 of the raw JSON, not of URL-encoded JSON
    expect(json.startsWith('{"command":"npx"')).toBe(true);
  });

  test("Cursor's web form carries the same name and config", () => {
    const web = decodeCursor(cursorWebLink(MCP_SERVER));
    expect(`${web.url.origin}${web.url.pathname}`).toBe('https://cursor.com/en/install-mcp');
    expect(web.name).toBe(SERVER_KEY);
    expect(web.config).toEqual(tabEntry);
  });

  for (const edition of ['vscode', 'vscode-insiders'] as const) {
    test(`the ${edition}: link decodes to the VS Code tab's entry, its name and its key prompt`, () => {
      const {scheme, payload} = decodeVsCode(vscodeInstallLink(MCP_SERVER, edition));
      expect(scheme).toBe(edition);
      const {name, inputs, ...entry} = payload;
      expect(name).toBe(SERVER_KEY);
      expect(entry).toEqual(vscodeTab.servers[SERVER_KEY]);
      expect(inputs).toEqual(vscodeTab.inputs);
    });

    test(`the https redirect for ${edition} wraps exactly that link`, () => {
      const url = new URL(vscodeRedirectLink(MCP_SERVER, edition));
      expect(`${url.origin}${url.pathname}`).toBe('https://insiders.vscode.dev/redirect');
      expect(url.searchParams.get('url')).toBe(vscodeInstallLink(MCP_SERVER, edition));
    });
  }

  test('the Claude Code command adds the tab entry: -e after the name, the command after --', () => {
    const words = claudeCodeCommand(MCP_SERVER).split(' ');
    expect(words.slice(0, 3)).toEqual(['claude', 'mcp', 'add']);
    expect(words[3]).toBe(SERVER_KEY);
    expect(words.slice(4, 6)).toEqual(['-e', `${API_KEY_ENV}=${API_KEY_PLACEHOLDER}`]);
    expect(words[6]).toBe('--');
    expect(words.slice(7)).toEqual([tabEntry.command, ...tabEntry.args]);
  });

  test('names and values are encoded, not pasted, into links', () => {
    const odd = {...MCP_SERVER, name: 'a b&c', keyPlaceholder: 'k=ü?'};
    const cursor = decodeCursor(cursorDeeplink(odd));
    expect(cursor.name).toBe('a b&c');
    expect(cursor.config).toEqual(mcpServersConfig(odd).mcpServers['a b&c']);
    expect(decodeVsCode(vscodeInstallLink(odd, 'vscode')).payload.name).toBe('a b&c');
  });
});

test.describe('the docs MCP server (remote) comes from its one definition too', () => {
  const docs = docsMcpServer(DOCS_MCP_SERVER, 'https://docs.example.com', '/');

  test('its URL is the site URL, base URL and path', () => {
    expect(docs).toEqual({name: 'companylens-docs', url: 'https://docs.example.com/mcp'});
    expect(docsMcpServer(DOCS_MCP_SERVER, 'https://example.com/', '/companylens/').url).toBe('https://example.com/companylens/mcp');
  });

  test('Cursor: mcp.json has only the url, and both links carry that object', () => {
    expect(mcpServersConfig(docs)).toEqual({mcpServers: {'companylens-docs': {url: 'https://docs.example.com/mcp'}}});
    for (const link of [cursorDeeplink(docs), cursorWebLink(docs)]) {
      const {name, config} = decodeCursor(link);
      expect(name).toBe('companylens-docs');
      expect(config).toEqual({url: 'https://docs.example.com/mcp'});
    }
  });

  test('VS Code: type http and the url, no key prompt, in the file and in the install link', () => {
    expect(vscodeConfig(docs)).toEqual({servers: {'companylens-docs': {type: 'http', url: 'https://docs.example.com/mcp'}}});
    expect(decodeVsCode(vscodeInstallLink(docs, 'vscode')).payload).toEqual({name: 'companylens-docs', type: 'http', url: 'https://docs.example.com/mcp'});
  });

  test('Claude Code: --transport http before the name, then the URL', () => {
    expect(claudeCodeCommand(docs)).toBe('claude mcp add --transport http companylens-docs https://docs.example.com/mcp');
  });
});

test('Markdown twin paths', () => {
  expect(markdownTwinPath('/')).toBe('/index.md');
  expect(markdownTwinPath('/api/tools/search-companies')).toBe('/api/tools/search-companies.md');
  expect(markdownTwinPath('/docs/')).toBe('/docs/index.md');
});
