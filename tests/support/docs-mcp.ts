/**
 * The docs MCP server's behaviour, checked with the SDK's own Client over
 * either transport (tests/unit/docs-mcp-stdio.spec.ts spawns the real command,
 * tests/nginx/docs-mcp-http.spec.ts goes through nginx) and in either era: a
 * legacy client (the 1.x SDK, initialize) and a modern one (the 2.x SDK held
 * to 2026-07-28), against what the build wrote: build/llms.txt, the Markdown
 * twins and the search index.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import crypto from 'node:crypto';
import {Client as ModernClient, type Transport as ModernTransport} from '@modelcontextprotocol/client';
import {SkillsClient} from '@modelcontextprotocol/client/ext/skills';
import {EmptyResultSchema as ModernEmptyResult} from '@modelcontextprotocol/core';
import {Client as LegacyClient} from '@modelcontextprotocol/sdk/client/index.js';
import type {Transport as LegacyTransport} from '@modelcontextprotocol/sdk/shared/transport.js';
import {EmptyResultSchema, ResultSchema} from '@modelcontextprotocol/sdk/types.js';
import type {CallToolResult} from '@modelcontextprotocol/server';
import {DOCS_MCP_REVISIONS} from '@site/src/constants';
import {AGENT_SKILL} from 'companylens-docs-contract';
import {readBuiltIndex} from '@site/packages/docs-search-engine/src/builtIndex';
import {createIndex, searchIndex} from '@site/packages/docs-search-engine/src/engine';
import {PART_CHARS} from '@site/packages/companylens-docs-service/src/mcp/tools';

export const ROOT = path.resolve(__dirname, '../..');
const BUILD = path.join(ROOT, 'build');

/** build/llms.txt read independently of the server: its site root, sections and page links. */
export function builtIndexFile() {
  const text = fs.readFileSync(path.join(BUILD, 'llms.txt'), 'utf8');
  const site = text.match(/\[llms-full\.txt\]\((\S+)llms-full\.txt\)/)![1];
  const sections = [...text.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
  const twins = [...text.matchAll(/^- \[[^\]]+\]\((\S+?)\)/gm)].map((m) => m[1]);
  return {site, sections, twins};
}
const twinText = (twinUrl: string, site: string) => fs.readFileSync(path.join(BUILD, twinUrl.slice(site.length)), 'utf8');

/** The agent skill's SKILL.md URI on the docs MCP server (the skills extension's form). */
export const SKILL_URI = `skill://${AGENT_SKILL.name}/SKILL.md`;
/** The skill's files as the build published them, by path in the skill. */
function skillFiles(): Record<string, string> {
  const dir = path.join(BUILD, AGENT_SKILL.folder);
  return Object.fromEntries(
    fs.readdirSync(dir, {recursive: true, encoding: 'utf8'}).filter((f) => f.endsWith('.md')).map((f) => [f.split(path.sep).join('/'), fs.readFileSync(path.join(dir, f), 'utf8')]),
  );
}

interface PagePart {
  markdown: string;
  section: string | null;
  url: string;
  part: number;
  parts: number;
  offset: number;
  totalChars: number;
  headings: {level: number; text: string; anchor: string}[];
}

/** What the shared tests use of a Client, which the SDK's Client of either line has. */
interface SdkClient {
  callTool(params: {name: string; arguments?: Record<string, unknown>}): Promise<Record<string, unknown>>;
  listTools(): Promise<{tools: {name: string; title?: string; annotations?: object; inputSchema: {type: string; properties?: Record<string, unknown>}; outputSchema?: Record<string, unknown>}[]}>;
  listResources(): Promise<{resources: {uri: string; mimeType?: string; title?: string; description?: string}[]}>;
  readResource(params: {uri: string}): Promise<{contents: object[]}>;
  getServerVersion(): {name: string; version: string} | undefined;
  getServerCapabilities(): object | undefined;
  getInstructions(): string | undefined;
  close(): Promise<void>;
}

/** A connected client and the era it speaks, with a way to send any request (what the typed calls never send). */
export interface DocsMcpClient {
  era: 'legacy' | 'modern';
  sdk: SdkClient;
  /** The 2.x SDK's Client itself, for its extensions' clients (the modern era only). */
  modern?: ModernClient;
  /** Sends any request and returns its result as it came (the legacy era only). */
  raw?: (method: string, params: Record<string, unknown>) => Promise<Record<string, unknown>>;
  send(method: string, params: Record<string, unknown>): Promise<unknown>;
}

/** Today's clients: the 1.x SDK's Client, which negotiates a revision with initialize. */
export async function connectLegacy(transport: LegacyTransport): Promise<DocsMcpClient> {
  const client = new LegacyClient({name: 'docs-mcp-test', version: '1.0.0'});
  await client.connect(transport);
  return {era: 'legacy', sdk: client, send: (method, params) => client.request({method, params}, EmptyResultSchema), raw: (method, params) => client.request({method, params}, ResultSchema)};
}

/** A client of 2026-07-28 only: the 2.x SDK's Client pinned to that revision (server/discover, then every request on its own). */
export async function connectModern(transport: ModernTransport): Promise<DocsMcpClient> {
  const client = new ModernClient({name: 'docs-mcp-test', version: '1.0.0'}, {versionNegotiation: {mode: {pin: DOCS_MCP_REVISIONS.modern[0]}}});
  await client.connect(transport);
  expect(client.getProtocolEra()).toBe('modern');
  return {era: 'modern', sdk: client, modern: client, send: (method, params) => client.request({method, params}, ModernEmptyResult)};
}

const textOf = (r: CallToolResult) => r.content.map((c) => (c.type === 'text' ? c.text : '')).join('');

/** A tool error (isError) the model can read; never the contents of a system file. */
async function expectToolError(client: SdkClient, name: string, args: Record<string, unknown>, message: RegExp) {
  const r = (await client.callTool({name, arguments: args})) as CallToolResult;
  expect(r.isError, JSON.stringify(args).slice(0, 80)).toBe(true);
  expect(textOf(r)).toMatch(message);
  expect(textOf(r)).not.toContain('root:x:0:0');
  expect(r.structuredContent).toBeUndefined();
}

/**
 * The JSON-RPC error a call failed with. Over HTTP, 2026-07-28 answers an
 * unknown method with 404, which the 2.x client reports as an HTTP error
 * holding the body: the JSON-RPC error is read from that body.
 */
async function expectRpcError(call: Promise<unknown>, code: number): Promise<{code?: number; data?: unknown}> {
  const err = await call.then(
    () => null,
    (e: {code?: number | string; data?: {status?: number; text?: string}}) => e,
  );
  expect(err, `expected JSON-RPC error ${code}`).not.toBeNull();
  if (typeof err!.code === 'number') {
    expect(err!.code).toBe(code);
    return err as {code: number; data?: unknown};
  }
  expect(err!.data?.status, String(err!.code)).toBe(404);
  const {error} = JSON.parse(err!.data!.text!) as {error: {code: number}};
  expect(error.code).toBe(code);
  return error;
}

/** The tests both transports and both eras must pass, given a way to connect a client. */
export function describeDocsMcp(transport: string, connect: () => Promise<DocsMcpClient>, writeTools: string[] = []) {
  test.describe(`docs MCP over ${transport}`, () => {
    test.describe.configure({mode: 'default'});
    const {site, sections, twins} = builtIndexFile();
    let connected: DocsMcpClient;
    let client: SdkClient;
    test.beforeAll(async () => {
      connected = await connect();
      client = connected.sdk;
    });
    test.afterAll(async () => {
      await client?.close();
    });
    const search = async (args: Record<string, unknown>) => (await client.callTool({name: 'search_docs', arguments: args})) as CallToolResult;
    const getPage = async (args: Record<string, unknown>) => (await client.callTool({name: 'get_page', arguments: args})) as CallToolResult;

    test('initialize (or, in 2026-07-28, server/discover) names the server, its tools and resources, and how to use them', () => {
      expect(client.getServerVersion()).toMatchObject({name: 'companylens-docs', version: expect.any(String)});
      expect(client.getServerCapabilities()).toMatchObject({tools: {}, resources: {}});
      expect(client.getInstructions()).toMatch(/search_docs.*get_page/);
    });

    test(`tools/list: three read-only tools${writeTools.length ? ` and ${writeTools.join(', ')}` : ''}, with titles, annotations and input and output schemas`, async () => {
      const {tools} = await client.listTools();
      expect(tools.map((t) => t.name).sort()).toEqual(['get_page', 'list_pages', 'search_docs', ...writeTools].sort());
      for (const t of tools.filter((t) => !writeTools.includes(t.name))) {
        expect(t.title, t.name).toBeTruthy();
        expect(t.annotations, t.name).toMatchObject({readOnlyHint: true, idempotentHint: true, destructiveHint: false});
        expect(t.inputSchema.type).toBe('object');
        expect(t.outputSchema?.type).toBe('object');
      }
      // a tool that sends is not read-only, and says so
      for (const t of tools.filter((t) => writeTools.includes(t.name))) expect(t.annotations, t.name).toMatchObject({readOnlyHint: false});
      const query = tools.find((t) => t.name === 'search_docs')!.inputSchema.properties!.query as {minLength: number; maxLength: number};
      expect([query.minLength, query.maxLength]).toEqual([1, 64]);
      // llms.txt's sections, then the groups the site's search shows hits under that are not among them
      const section = tools.find((t) => t.name === 'search_docs')!.inputSchema.properties!.section as {enum: string[]};
      expect(section.enum.slice(0, sections.length)).toEqual(sections);
      expect(section.enum.slice(sections.length)).toEqual(['API Reference', 'Documentation', 'Legal']);
    });

    test('search_docs ranks as the site search does, with hierarchy, URL and snippet, in text and structured content', async () => {
      const r = await search({query: 'rate limit', limit: 5});
      expect(r.isError).toBeFalsy();
      const {hits} = r.structuredContent as {hits: {title: string; heading: string | null; hierarchy: string[]; url: string; snippet: string}[]};
      expect(hits).toHaveLength(5);
      const engine = searchIndex(createIndex(readBuiltIndex(BUILD).records), {query: 'rate limit', hitsPerPage: 1});
      expect(hits[0].url).toBe(new URL(engine.hits[0].url as string, site).href);
      for (const h of hits) {
        expect(h.url.startsWith(site)).toBe(true);
        expect(h.hierarchy[0]).toBe(h.title);
        expect(h.snippet.length).toBeGreaterThan(0);
        expect(textOf(r)).toContain(h.url);
      }
      expect(new Set(hits.map((h) => h.url)).size).toBe(hits.length);
      // the section that states the limit first; the tool pages' same sections once each, naming the pages
      expect(hits[0].url).toBe(`${site}getting-started/installation#companies-house-rate-limit-reached`);
      const folded = (hits as {heading: string | null; pages?: {title: string; url: string}[]}[]).filter((h) => h.pages);
      expect(folded.map((h) => h.heading)).toEqual(['Errors', 'Rate limits']);
      for (const h of folded) expect(h.pages!.map((p) => p.url)).toEqual(['calculate-financial-ratios', 'get-company-by-name', 'get-company-details', 'quick-financial-summary', 'search-companies'].map((slug) => `${site}api/tools/${slug}#${h.heading!.toLowerCase().replace(' ', '-')}`));
      expect(textOf(r)).toContain('Rate limits, on 5 pages:\n   calculate_financial_ratios: ');
    });

    test('search_docs keeps to one section when asked: one llms.txt shows, or a group the site’s search shows', async () => {
      const r = await search({query: 'rate limit', section: 'Getting Started'});
      const {hits} = r.structuredContent as {hits: {url: string}[]};
      expect(hits.length).toBeGreaterThan(0);
      for (const h of hits) expect(h.url).toMatch(/\/getting-started\//);
      const group = (await search({query: 'rate limit', section: 'API Reference'})).structuredContent as {section: string; hits: {url: string}[]};
      expect(group.section).toBe('API Reference');
      expect(group.hits.length).toBeGreaterThan(0);
      for (const h of group.hits) expect(h.url).toMatch(/\/api\/(tools|prompts|resources)\//);
    });

    test('get_page returns a page’s Markdown twin and its headings, by path, URL or Markdown URL', async () => {
      // a page short enough to come in one part
      const slug = ['concepts/company-identifiers', 'legal/privacy-policy'].find((s) => twinText(`${site}${s}.md`, site).length <= PART_CHARS)!;
      const twin = twinText(`${site}${slug}.md`, site);
      const firstHeading = twin.match(/^## (.+)$/m)![1];
      for (const p of [`/${slug}`, `${site}${slug}/`, `${site}${slug}.md`, slug]) {
        const r = await getPage({path: p});
        expect(r.isError, p).toBeFalsy();
        const page = r.structuredContent as unknown as PagePart;
        expect(page.markdown).toBe(twin);
        expect([page.part, page.parts, page.offset, page.totalChars]).toEqual([1, 1, 0, twin.length]);
        expect(page.section).toBeNull();
        expect(page.url).toBe(`${site}${slug}`);
        expect(page.headings).toContainEqual(expect.objectContaining({level: 2, text: firstHeading}));
        // the text block: the twin, then the headings (for clients that pass the model only text)
        expect(textOf(r).startsWith(twin.trimEnd())).toBe(true);
        for (const h of page.headings) expect(textOf(r)).toContain(`- ${h.text} (#${h.anchor})`);
      }
      const home = await getPage({path: '/'});
      expect((home.structuredContent as {markdown: string}).markdown).toBe(twinText(`${site}index.md`, site));
    });

    test('get_page reads a long page, or a long section, in parts of at most 16,000 characters that together are the twin, each saying which part of how many and the total, with the headings in the text', async () => {
      const twin = twinText(`${site}reference/sic-codes.md`, site);
      const from = twin.indexOf('\n## Find a code\n') + 1;
      const findACode = `${twin.slice(from, twin.indexOf('\n## ', from) + 1).trimEnd()}\n`;
      for (const [args, whole] of [
        [{path: '/reference/sic-codes'}, twin],
        [{path: `${site}reference/sic-codes#find-a-code`}, findACode],
      ] as const) {
        const first = (await getPage(args)).structuredContent as unknown as PagePart;
        expect(first.parts, args.path).toBeGreaterThan(1);
        expect(first.totalChars).toBe(whole.length);
        let joined = '';
        for (let part = 1; part <= first.parts; part++) {
          const r = await getPage({...args, part});
          const p = r.structuredContent as unknown as PagePart;
          expect([p.part, p.parts, p.offset, p.totalChars]).toEqual([part, first.parts, joined.length, whole.length]);
          expect(p.markdown.length).toBeLessThanOrEqual(16_000);
          joined += p.markdown;
          const text = textOf(r);
          expect(text).toContain(`Part ${part} of ${first.parts}: characters ${(p.offset + 1).toLocaleString('en-GB')}–`);
          expect(text.includes(`part: ${part + 1}`)).toBe(part < first.parts);
          expect(text).toContain(p.markdown.trimEnd().split('\n').at(-1));
          for (const h of p.headings) expect(text).toContain(`- ${h.text} (#${h.anchor})`);
          // a part that starts inside the table repeats its header row
          if (p.markdown.startsWith('| ')) expect(text).toContain('| Code | Description | Section |\n| - | - | - |\n' + p.markdown.slice(0, 20));
        }
        expect(joined).toBe(whole);
        await expectToolError(client, 'get_page', {...args, part: first.parts + 1}, new RegExp(`has ${first.parts} parts; there is no part ${first.parts + 1}`));
      }
    });

    test('get_page returns one section, asked for by #anchor or by heading, and says which', async () => {
      const byAnchor = await getPage({path: `${site}api/tools/calculate-financial-ratios#rate-limits`});
      const section = byAnchor.structuredContent as {markdown: string; section: string; url: string};
      expect(section.section).toBe('Rate limits');
      expect(section.url).toBe(`${site}api/tools/calculate-financial-ratios#rate-limits`);
      // the twin from its "## Rate limits" line up to the next level-2 heading
      const twin = twinText(`${site}api/tools/calculate-financial-ratios.md`, site);
      const from = twin.indexOf('\n## Rate limits\n') + 1;
      expect(from).toBeGreaterThan(0);
      expect(section.markdown).toBe(`${twin.slice(from, twin.indexOf('\n## ', from) + 1).trimEnd()}\n`);
      const byHeading = await getPage({path: '/api/tools/calculate-financial-ratios', section: 'rate LIMITS'});
      expect((byHeading.structuredContent as {markdown: string}).markdown).toBe(section.markdown);
      // a section with subsections keeps them, up to the next heading of its level
      const result = (await getPage({path: '/api/tools/calculate-financial-ratios', section: 'Result'})).structuredContent as {markdown: string};
      expect(result.markdown).toContain('### Null values');
      expect(result.markdown).not.toContain('## Example');
    });

    test('list_pages gives llms.txt’s sections and pages', async () => {
      const r = await client.callTool({name: 'list_pages', arguments: {}});
      const listed = (r.structuredContent as {sections: {title: string; pages: {markdownUrl: string; title: string; description: string}[]}[]}).sections;
      expect(listed.map((s) => s.title)).toEqual(sections);
      expect(listed.flatMap((s) => s.pages.map((p) => p.markdownUrl))).toEqual(twins);
      for (const p of listed.flatMap((s) => s.pages)) expect(p.description.length, p.title).toBeGreaterThan(20);
    });

    test('every page is a text/markdown resource with its title and description, and reads as its twin', async () => {
      const {resources} = await client.listResources();
      expect(resources.map((r) => r.uri)).toEqual([...twins, SKILL_URI]);
      for (const r of resources.filter((res) => res.uri !== SKILL_URI)) {
        expect(r.mimeType).toBe('text/markdown');
        expect(r.title && r.description, r.uri).toBeTruthy();
      }
      const read = await client.readResource({uri: `${site}getting-started/quickstart.md`});
      expect(read.contents).toEqual([{uri: `${site}getting-started/quickstart.md`, mimeType: 'text/markdown', text: twinText(`${site}getting-started/quickstart.md`, site)}]);
    });

    test('the agent skill (skills extension, a draft): listed with a digest and size for every file the build published, each read back as those bytes; an unknown skill is -32602', async () => {
      const published = skillFiles();
      let entry: {uri: string; frontmatter: Record<string, unknown>; resources: {uri: string; digest: string; size: number}[]};
      if (connected.modern) {
        // the 2.x SDK's own skills client, which checks each file's size, digest and front matter
        const skills = new SkillsClient(connected.modern);
        expect(skills.supported).toBe(true);
        const listing = await skills.list();
        expect(listing.skills.map((s) => s.uri)).toEqual([SKILL_URI]);
        entry = listing.skills[0] as typeof entry;
        expect((await skills.get(SKILL_URI)).skill).toEqual(entry);
        for (const file of Object.keys(published)) {
          const read = await skills.read(listing.skills[0]!, file);
          expect(read.verified, file).toBe(true);
          expect(read.text, file).toBe(published[file]);
        }
        await expectRpcError(skills.get('skill://nothing-here/SKILL.md'), -32602);
      } else {
        // raw JSON-RPC from a client that knows nothing of the extension
        expect(client.getServerCapabilities()).toMatchObject({extensions: {'io.modelcontextprotocol/skills': {}}});
        const listing = (await connected.raw!('skills/list', {})) as {skills: (typeof entry)[]};
        expect(listing.skills.map((s) => s.uri)).toEqual([SKILL_URI]);
        entry = listing.skills[0]!;
        for (const file of Object.keys(published)) {
          const read = (await client.readResource({uri: `skill://${AGENT_SKILL.name}/${file}`})) as {contents: {text: string; mimeType: string}[]};
          expect(read.contents[0], file).toMatchObject({text: published[file], mimeType: 'text/markdown'});
        }
        await expectRpcError(connected.raw!('skills/get', {uri: 'skill://nothing-here/SKILL.md'}), -32602);
      }
      // the entry, checked here against the files themselves
      expect(entry.frontmatter).toMatchObject({name: AGENT_SKILL.name, description: expect.stringContaining('Use when')});
      expect(Object.fromEntries(entry.resources.map((r) => [r.uri, [r.digest, r.size]]))).toEqual(
        Object.fromEntries(Object.entries(published).map(([f, text]) => [`skill://${AGENT_SKILL.name}/${f}`, [`sha256:${crypto.createHash('sha256').update(text).digest('hex')}`, Buffer.byteLength(text)]])),
      );
    });

    test('bad search queries get tool errors: empty, blank, over 64 characters, 100 KB, wrong type, unknown section or argument', async () => {
      await expectToolError(client, 'search_docs', {query: ''}, /query must NOT have fewer than 1 characters/);
      await expectToolError(client, 'search_docs', {query: '   '}, /blank/);
      await expectToolError(client, 'search_docs', {query: 'x'.repeat(65)}, /more than 64 characters/);
      await expectToolError(client, 'search_docs', {query: 'rate limit '.repeat(10_240)}, /more than 64 characters/);
      await expectToolError(client, 'search_docs', {query: 42}, /must be string/);
      await expectToolError(client, 'search_docs', {}, /must have required property 'query'/);
      await expectToolError(client, 'search_docs', {query: 'rate', section: 'Nowhere'}, /section must be equal to one of the allowed values: "Overview", "Getting Started", .*"API Reference: Tools", .*"API Reference"/);
      await expectToolError(client, 'search_docs', {query: 'rate', limit: 1000}, /must be <= 20/);
      await expectToolError(client, 'search_docs', {query: 'rate', path: '/etc/passwd'}, /additional properties/);
    });

    test('get_page never leaves the page list: traversal, encoded dots, absolute paths, other hosts and unknown pages are tool errors', async () => {
      for (const p of ['../../etc/passwd', '%2e%2e/%2e%2e/etc/passwd', '/%2E%2E/%2e%2e/etc/passwd', '/getting-started/installation/../../../etc/passwd', '/etc/passwd', '/build/llms.txt', '/search-index.json', '/.nginx/csp.conf']) {
        await expectToolError(client, 'get_page', {path: p}, /There is no page at \//);
      }
      for (const p of ['file:///etc/passwd', 'https://evil.example/getting-started/installation', '//evil.example/getting-started/installation', 'C:\\Windows\\win.ini', 'javascript:alert(1)']) {
        await expectToolError(client, 'get_page', {path: p}, /is not on this site/);
      }
      await expectToolError(client, 'get_page', {path: ''}, /must NOT have fewer than 1 characters/);
      await expectToolError(client, 'get_page', {path: '/'.repeat(100_000)}, /must NOT have more than 2048 characters/);
      await expectToolError(client, 'get_page', {path: '/getting-started/installation', section: 'Nowhere'}, /has no section "Nowhere"[\s\S]*Troubleshooting \(#troubleshooting\)/);
    });

    test('params that break the method’s schema are -32602 with a one-line message naming what is wrong, not an internal error with a validation dump', async () => {
      for (const [method, params, where] of [
        ['tools/call', {name: 5}, 'params.name'],
        ['tools/call', {}, 'params.name'],
        ['resources/read', {uri: 5}, 'params.uri'],
        ['tools/list', {cursor: 7}, 'params.cursor'],
      ] as const) {
        const err = await connected.send(method, params).then(
          () => null,
          (e: {code?: number; message: string}) => e,
        );
        expect(err?.code, method).toBe(-32602);
        expect(err!.message).toContain(`Invalid params for ${method}: ${where}: `);
        expect(err!.message).not.toContain('\n');
        expect(err!.message.length).toBeLessThan(240);
      }
      expect((await search({query: 'installation'})).isError).toBeFalsy();
    });

    test('unknown tools, methods and resources get the JSON-RPC errors the specification names, and the server keeps answering', async () => {
      await expectRpcError(client.callTool({name: 'read_file', arguments: {path: '/etc/passwd'}}), -32602);
      await expectRpcError(connected.send('docs/delete_everything', {}), -32601);
      // "Resource not found" is -32602 with the URI, as 2026-07-28 names it, in both eras (the SDK sends no -32002)
      for (const uri of ['file:///etc/passwd', `${site}../etc/passwd.md`]) {
        const err = await expectRpcError(client.readResource({uri}), -32602);
        expect(err.data).toEqual({uri});
      }
      const after = await search({query: 'installation'});
      expect((after.structuredContent as {hits: unknown[]}).hits.length).toBeGreaterThan(0);
    });
  });
}

/** One raw HTTP request, for what the SDK client never sends (bad headers, bodies, hosts). */
export function rawRequest(
  url: string,
  {method = 'POST', headers = {}, body, localAddress}: {method?: string; headers?: Record<string, string>; body?: string | Buffer; localAddress?: string},
  agent?: http.Agent,
): Promise<{status: number; headers: http.IncomingHttpHeaders; text: string; json: () => {error?: {code: number; message: string}; id?: unknown}}> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, {method, headers, localAddress, agent}, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({status: res.statusCode!, headers: res.headers, text, json: () => JSON.parse(text)});
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}
