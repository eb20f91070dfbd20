/**
 * The agent skill over MCP, as the skills extension (SEP-2640, a draft) has
 * it: `skills/list`, `skills/get`, and each file as a `skill://companylens/…`
 * resource. The SDK's own extension (`@modelcontextprotocol/server/ext/skills`)
 * does the work: its catalog is built once from the skill folder the build
 * published (src/plugins/agent-skill), and checks every file and the front
 * matter; its attach() registers the methods and declares the capability.
 *
 * attach() takes an McpServer, and this server is the SDK's low-level Server
 * (server.ts says why). Of an McpServer, attach() uses `server`,
 * `isConnected()` and `registerResource()` for its one resource template:
 * SkillHost gives it those, and hands the template to this server's own
 * resource handlers (skillResources).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type {McpServer, ResourceTemplate, Server, ServerContext} from '@modelcontextprotocol/server';
import {memorySkillFiles, SkillCatalog, SKILLS_EXTENSION_ID} from '@modelcontextprotocol/server/ext/skills';
import {AGENT_SKILL, DOCS_MCP_CACHE_TTL_MS} from 'companylens-docs-contract';

/** The skill's `SKILL.md` URI on this server. */
export const SKILL_URI = `skill://${AGENT_SKILL.name}/SKILL.md`;

/** Every file under `dir`, by its `/`-separated path. */
function filesUnder(dir: string, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const entry of fs.readdirSync(dir, {withFileTypes: true}).sort((a, b) => a.name.localeCompare(b.name))) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) Object.assign(out, filesUnder(file, `${prefix}${entry.name}/`));
    else out[`${prefix}${entry.name}`] = fs.readFileSync(file, 'utf8');
  }
  return out;
}

/**
 * The catalog of the build's skill. Throws one line when the build has no
 * skill, when its archive is not the one its index's digest names (a build
 * deployed in part), or when the SDK finds a problem in a file.
 */
export async function loadSkill(buildDir: string): Promise<SkillCatalog> {
  const folder = path.join(buildDir, AGENT_SKILL.folder);
  if (!fs.existsSync(path.join(folder, 'SKILL.md'))) throw new Error(`the build ${buildDir} has no agent skill at ${AGENT_SKILL.folder}SKILL.md: build the site again`);
  const index = JSON.parse(fs.readFileSync(path.join(buildDir, AGENT_SKILL.index), 'utf8')) as {skills: {name: string; digest: string}[]};
  const digest = `sha256:${crypto.createHash('sha256').update(fs.readFileSync(path.join(buildDir, AGENT_SKILL.archive))).digest('hex')}`;
  if (index.skills.find((s) => s.name === AGENT_SKILL.name)?.digest !== digest) {
    throw new Error(`${AGENT_SKILL.archive} in ${buildDir} is not the archive ${AGENT_SKILL.index} names (its digest differs): deploy the whole build`);
  }
  const files = Object.fromEntries(Object.entries(filesUnder(folder)).map(([name, text]) => [`${AGENT_SKILL.name}/${name}`, text]));
  return SkillCatalog.load(memorySkillFiles(files), {strict: true, cacheHint: {ttlMs: DOCS_MCP_CACHE_TTL_MS, cacheScope: 'public'}}).catch((err: Error & {problems?: {path: string; message: string}[]}) => {
    throw new Error(`the agent skill in ${buildDir} is not valid: ${err.problems?.map((p) => `${p.path}: ${p.message}`).join('; ') ?? err.message}`);
  });
}

type ReadCallback = (uri: URL, variables: Record<string, string | string[]>, ctx: ServerContext) => unknown;

/** What attach() asks of an McpServer, for a low-level Server that keeps its own resource handlers. */
class SkillHost {
  template?: {uriTemplate: string; list?: ResourceTemplate['listCallback']; read: ReadCallback};
  constructor(readonly server: Server) {}
  isConnected() {
    return false; // attached as each server is made, before it connects
  }
  registerResource(name: string, template: ResourceTemplate, _meta: unknown, read: ReadCallback) {
    if (name !== SKILLS_EXTENSION_ID) throw new Error(`the skills extension registered an unexpected resource ${name}`);
    this.template = {uriTemplate: template.uriTemplate.toString(), list: template.listCallback, read};
  }
}

/** The skill's part of resources/list, resources/templates/list and resources/read on one server. */
export interface SkillResources {
  template: {name: string; uriTemplate: string};
  list(ctx: ServerContext): Promise<{uri: string; name: string}[]>;
  /** The file's contents, or undefined for a URI that is not the skill's. */
  read(uri: string, ctx: ServerContext): Promise<unknown> | undefined;
}

/** Attaches the catalog to a server that has not connected yet. */
export function attachSkill(catalog: SkillCatalog, server: Server): SkillResources {
  const host = new SkillHost(server);
  catalog.attach(host as unknown as McpServer);
  const template = host.template!;
  const base = template.uriTemplate.replace(/\{.*$/, '');
  return {
    template: {name: SKILLS_EXTENSION_ID, uriTemplate: template.uriTemplate},
    list: async (ctx) => ((await template.list?.(ctx))?.resources ?? []) as {uri: string; name: string}[],
    read: (uri, ctx) => (uri.startsWith(base) ? Promise.resolve(template.read(new URL(uri), {}, ctx)) : undefined),
  };
}
