import {test, expect} from '@playwright/test';
import {API_KEY_ENV, API_KEY_PLACEHOLDER, DOCS_MCP_SERVER, MCP_SERVER, NPM_PACKAGE, SERVER_KEY} from '@site/src/constants';
import {DOCS_MCP_CLIENTS, MCP_CLIENTS, type ClientSetup} from '@site/src/lib/clients/clients';
import {claudeCodeCommand, codexToml, cursorDeeplink, docsMcpServer, gooseDeeplink, mcpServersConfig, visualStudioInstallLink, vscodeConfig, vscodeInstallLink} from '@site/src/lib/clients/installLinks';
import {markdownTwinPath} from '@site/src/lib/agents/markdownTwin';
import {checkPanel, commandEntry, decodeLink, parseConfig, type Expected} from '../support/install-links';

const docs = docsMcpServer(DOCS_MCP_SERVER, 'https://docs.example.com', '/');
const STDIO: Expected = {kind: 'stdio', name: SERVER_KEY, command: 'npx', args: ['-y', NPM_PACKAGE], keyEnv: API_KEY_ENV, placeholder: API_KEY_PLACEHOLDER, title: 'CompanyLens'};
const REMOTE: Expected = {kind: 'remote', name: 'companylens-docs', url: 'https://docs.example.com/mcp', title: DOCS_MCP_SERVER.title};

const shown = (setup: ClientSetup) => ({config: setup.config, command: setup.command, links: [...(setup.links ?? [])]});

test.describe('every client panel installs exactly the entry it shows', () => {
  for (const client of MCP_CLIENTS) {
    test(`${client.label}: the product over stdio`, () => {
      const setup = client.product(MCP_SERVER);
      expect(setup.config || setup.command || setup.links?.length, 'something to install with').toBeTruthy();
      checkPanel(shown(setup), STDIO, client.label);
    });
    if (client.docs) {
      test(`${client.label}: these docs over Streamable HTTP`, () => {
        const setup = client.docs!(docs);
        checkPanel(shown(setup), REMOTE, client.label);
        // a remote server needs no key: nothing to replace
        expect(JSON.stringify(setup)).not.toContain(API_KEY_PLACEHOLDER);
      });
    }
  }

  test('each client is listed once, with an https vendor page, and the docs picker is the clients that document remote servers', () => {
    const ids = MCP_CLIENTS.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const c of MCP_CLIENTS) for (const page of [c.vendor, c.linkDocs ?? c.vendor]) expect(new URL(page.url).protocol, c.label).toBe('https:');
    expect(DOCS_MCP_CLIENTS.map((c) => c.id)).toEqual(MCP_CLIENTS.filter((c) => c.docs).map((c) => c.id));
    expect(DOCS_MCP_CLIENTS.length).toBeGreaterThanOrEqual(10);
    // each group in one run, so the panels come in the order the drop-down lists them
    const groups = MCP_CLIENTS.map((c) => c.group).filter((g, i, all) => g !== all[i - 1]);
    expect(new Set(groups).size).toBe(groups.length);
  });

  test('the checks fail for a link that installs something else', () => {
    const setup = MCP_CLIENTS.find((c) => c.id === 'cursor')!.product(MCP_SERVER);
    const other = cursorDeeplink({...MCP_SERVER, args: ['-y', 'some-other-package']});
    expect(() => checkPanel({...shown(setup), links: [{label: 'Add to Cursor', href: other, format: 'cursor'}]}, STDIO, 'Cursor')).toThrow();
  });
});

test.describe('the formats, read as each vendor documents them', () => {
  test('the stdio entry, and VS Code prompts for the key instead of storing it', () => {
    expect(mcpServersConfig(MCP_SERVER).mcpServers[SERVER_KEY]).toEqual({command: 'npx', args: ['-y', NPM_PACKAGE], env: {[API_KEY_ENV]: API_KEY_PLACEHOLDER}});
    const vscode = vscodeConfig(MCP_SERVER);
    expect(vscode.servers[SERVER_KEY]).toMatchObject({type: 'stdio', env: {[API_KEY_ENV]: '${input:companies-house-key}'}});
    expect(vscode.inputs).toEqual([{type: 'promptString', id: 'companies-house-key', description: 'Companies House API key', password: true}]);
  });

  test('Visual Studio: vsweb+mcp:/install? and the URL-encoded JSON of the name and the entry, the form Microsoft Learn gives', () => {
    const link = visualStudioInstallLink(docs);
    expect(link.startsWith('vsweb+mcp:/install?')).toBe(true);
    expect(JSON.parse(decodeURIComponent(link.slice('vsweb+mcp:/install?'.length)))).toEqual({name: 'companylens-docs', type: 'http', url: 'https://docs.example.com/mcp'});
  });

  test('Cursor: base64 of the raw JSON of one server object, no mcpServers wrapper', () => {
    const config = new URL(cursorDeeplink(MCP_SERVER)).searchParams.get('config')!;
    expect(Buffer.from(config, 'base64').toString('utf8').startsWith('{"command":"npx"')).toBe(true);
  });

  test('Codex: a [mcp_servers.<name>] table with an env sub-table', () => {
    expect(codexToml(MCP_SERVER)).toBe(
      `[mcp_servers.companylens]\ncommand = "npx"\nargs = ["-y", "${NPM_PACKAGE}"]\n\n[mcp_servers.companylens.env]\n${API_KEY_ENV} = "${API_KEY_PLACEHOLDER}"\n`,
    );
    expect(parseConfig('toml', codexToml({...MCP_SERVER, name: 'a b'}))).toHaveProperty(['mcp_servers', 'a b', 'command'], 'npx');
  });

  test('Goose: each argument its own arg, the key as env=NAME=what to ask', () => {
    const url = new URL(gooseDeeplink(MCP_SERVER));
    expect(`${url.protocol}//${url.host}`).toBe('goose://extension');
    expect(url.searchParams.getAll('arg')).toEqual(['-y', NPM_PACKAGE]);
    expect(url.searchParams.getAll('env')).toEqual([`${API_KEY_ENV}=Companies House API key`]);
  });

  test('Claude Code: -e after the name, the command after --', () => {
    const words = claudeCodeCommand(MCP_SERVER).split(' ');
    expect(words.slice(0, 4)).toEqual(['claude', 'mcp', 'add', SERVER_KEY]);
    expect(words.slice(4, 7)).toEqual(['-e', `${API_KEY_ENV}=${API_KEY_PLACEHOLDER}`, '--']);
    expect(commandEntry(claudeCodeCommand(docs))).toEqual({name: 'companylens-docs', entry: {url: docs.url}});
  });

  test('names and values are encoded, not pasted, into links', () => {
    const odd = {...MCP_SERVER, name: 'a b&c', keyPlaceholder: 'k=ü?'};
    expect(decodeLink('cursor', cursorDeeplink(odd))).toMatchObject({name: 'a b&c', entry: mcpServersConfig(odd).mcpServers['a b&c']});
    expect(decodeLink('vscode', vscodeInstallLink(odd, 'vscode')).name).toBe('a b&c');
    expect(decodeLink('goose', gooseDeeplink(odd)).name).toBe('a b&c');
  });

  test('the docs server URL is the site URL, base URL and path', () => {
    expect(docs.url).toBe('https://docs.example.com/mcp');
    expect(docsMcpServer(DOCS_MCP_SERVER, 'https://example.com/', '/companylens/').url).toBe('https://example.com/companylens/mcp');
  });
});

test('Markdown twin paths', () => {
  expect(markdownTwinPath('/')).toBe('/index.md');
  expect(markdownTwinPath('/api/tools/search-companies')).toBe('/api/tools/search-companies.md');
  expect(markdownTwinPath('/docs/')).toBe('/docs/index.md');
});
