/**
 * The MCP surface a server shows (what its opening, `initialize` or
 * `server/discover`, and the four list calls return), read from the JSON files
 * of src/data/ or written back to them, and checked: every schema valid JSON
 * Schema, every name a safe slug.
 */
import fs from 'node:fs';
import path from 'node:path';
import {schemaProblem} from './dialects';
import {newestFirst, REVISIONS, revisionsOf, type Revisions} from './revisions';

/** A JSON Schema as a surface holds it: the keywords the compare and the lint read by name, and any others. */
export type Schema = {
  type?: string | string[];
  description?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: readonly (string | number)[];
  const?: unknown;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  pattern?: string;
  format?: string;
  anyOf?: Schema[];
  $ref?: string;
  $defs?: Record<string, Schema>;
  additionalProperties?: boolean;
} & Record<string, unknown>;

export interface SurfaceTool {
  name: string;
  title?: string;
  description?: string;
  inputSchema: Schema;
  outputSchema?: Schema;
  annotations?: Record<string, unknown>;
  [key: string]: unknown;
}
export interface SurfacePrompt {
  name: string;
  title?: string;
  description?: string;
  arguments?: {name: string; title?: string; description?: string; required?: boolean}[];
  [key: string]: unknown;
}
export interface SurfaceResource {
  uri?: string;
  uriTemplate?: string;
  name: string;
  title?: string;
  description?: string;
  mimeType?: string;
  [key: string]: unknown;
}
export interface ServerFacts {
  /** As the server sent it: name, version, and whatever else it says (title, description, websiteUrl, icons). */
  serverInfo: {name: string; title?: string; version: string; [key: string]: unknown};
  /** The revision the read spoke. */
  protocolVersion: string;
  /** Which revisions the server supports and does not (revisions.ts); a snapshot written before they were recorded has none. */
  protocolVersions?: Revisions;
  capabilities: Record<string, unknown>;
  instructions?: string;
}
export interface Surface {
  server: ServerFacts;
  tools: SurfaceTool[];
  prompts: SurfacePrompt[];
  resources: SurfaceResource[];
  resourceTemplates: SurfaceResource[];
}

/** The files of src/data/ this surface lives in (tool-docs.json stays hand-written). */
export const DATA_FILES = ['server.json', 'tools.json', 'schema-defs.json', 'prompts.json', 'resources.json'] as const;
/** The data folder when --data names none: src/data/ of the folder the command runs in. */
export const DEFAULT_DATA_DIR = path.resolve('src/data');

/**
 * Where a name becomes part of a page path (a tool's page): lower case, with
 * `_` and `.` as `-`. MCP names are not slugs: a tool name may hold upper
 * case, digits, `_`, `-` and `.`; prompt and resource names are free text.
 */
export const slugOf = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');

const readJson = (dir: string, file: string) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));

/** The surface the data in `dir` documents: shared definitions attached to every schema as `$defs`. */
export function readDataSurface(dir = DEFAULT_DATA_DIR): Surface {
  const server = readJson(dir, 'server.json');
  const defs = readJson(dir, 'schema-defs.json').$defs as Record<string, Schema>;
  const attach = (schema: Schema): Schema => (Object.keys(defs).length ? {...schema, $defs: defs} : schema);
  const resources = readJson(dir, 'resources.json');
  const supported: string[] = server.protocolVersions;
  return {
    server: {
      serverInfo: server.serverInfo,
      protocolVersion: supported[0],
      // the docs name every revision the server speaks: any other is one it does not
      protocolVersions: {supported, unsupported: REVISIONS.filter((v) => !supported.includes(v))},
      capabilities: server.capabilities,
      ...(server.instructions ? {instructions: server.instructions} : {}),
    },
    tools: (readJson(dir, 'tools.json').tools as SurfaceTool[]).map((t) => ({
      ...t,
      inputSchema: attach(t.inputSchema),
      ...(t.outputSchema ? {outputSchema: attach(t.outputSchema)} : {}),
    })),
    prompts: readJson(dir, 'prompts.json').prompts,
    resources: resources.resources ?? [],
    resourceTemplates: resources.resourceTemplates,
  };
}

/** The surface in the files' shape: each schema's `$defs` moved into one shared set. */
export function toDataFiles(surface: Surface, dir = DEFAULT_DATA_DIR): Record<(typeof DATA_FILES)[number], unknown> {
  const server = readJson(dir, 'server.json');
  const defs: Record<string, Schema> = {};
  const detach = (tool: string, schema: Schema): Schema => {
    const {$defs, ...rest} = schema;
    for (const [name, def] of Object.entries(($defs ?? {}) as Record<string, Schema>)) {
      if (defs[name] && JSON.stringify(canonical(defs[name])) !== JSON.stringify(canonical(def))) {
        throw new Error(`tool ${tool} defines $defs/${name} differently from another tool; shared definitions must agree`);
      }
      defs[name] = def;
    }
    return rest as Schema;
  };
  const tools = surface.tools.map((t) => ({
    ...t,
    inputSchema: detach(t.name, t.inputSchema),
    ...(t.outputSchema ? {outputSchema: detach(t.name, t.outputSchema)} : {}),
  }));
  // the revisions the server was seen to speak, and those the docs named that the read did not settle
  const found = revisionsOf(surface.server);
  const named = (server.protocolVersions as string[]).filter((v) => !found.unsupported.includes(v));
  const {instructions, ...serverRest} = server;
  return {
    'server.json': {
      ...serverRest,
      serverInfo: surface.server.serverInfo,
      protocolVersions: newestFirst([...found.supported, ...named]),
      capabilities: surface.server.capabilities,
      ...(surface.server.instructions ? {instructions: surface.server.instructions} : {}),
    },
    'tools.json': {tools},
    'schema-defs.json': {$defs: defs},
    'prompts.json': {prompts: surface.prompts},
    'resources.json': {
      ...(surface.resources.length ? {resources: surface.resources} : {}),
      resourceTemplates: surface.resourceTemplates,
    },
  };
}

/** The value with object keys sorted, so two values compare by content alone. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}

export const sameContent = (a: unknown, b: unknown) => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

/** The specification's rule for a tool name (2025-11-25, Tools: 1 to 128 of these); SDK v2 keeps its check to itself. */
const TOOL_NAME = /^[A-Za-z0-9_.-]{1,128}$/;
/** How a tool name breaks the specification's rule: too long, or characters outside it (each once, in order). */
export type ToolNameFault = {problem: 'too-long'; length: number} | {problem: 'characters'; characters: string[]};

/** How a tool name breaks the specification's rule, or undefined (the lint's name-invalid carries it as its values). */
export function toolNameFault(name: string): ToolNameFault | undefined {
  if (TOOL_NAME.test(name)) return undefined;
  return name.length > 128 ? {problem: 'too-long', length: name.length} : {problem: 'characters', characters: [...new Set(name.replace(/[A-Za-z0-9_.-]/g, ''))]};
}

/** A fault in words, the rule after it: what surfaceProblem and the lint's name-invalid line say. */
export function toolNameFaultLine(fault: ToolNameFault): string {
  const why = fault.problem === 'too-long' ? `${fault.length} characters, more than 128` : `it holds ${fault.characters.map((c) => JSON.stringify(c)).join(', ')}`;
  return `${why}; MCP allows 1 to 128 of A-Z, a-z, 0-9, _, - and .`;
}

/**
 * Why the surface cannot be documented, or null: a tool name outside the MCP
 * rule (1 to 128 of A-Z, a-z, 0-9, `_`, `-` and `.`), an empty
 * or repeated name, or a schema Ajv does not accept as JSON Schema of its
 * dialect (dialects.ts: 2020-12 unless `$schema` names another it reads).
 */
export function surfaceProblem(surface: Surface): string | null {
  const groups: [string, {name: string}[]][] = [
    ['tool', surface.tools],
    ['prompt', surface.prompts],
    ['resource', surface.resources],
    ['resource template', surface.resourceTemplates],
  ];
  for (const [kind, items] of groups) {
    const seen = new Set<string>();
    for (const item of items) {
      if (typeof item.name !== 'string' || item.name.trim() === '') return `a ${kind} has no name (${JSON.stringify(item.name) ?? 'none'})`;
      if (seen.has(item.name)) return `${kind} ${item.name} is listed twice`;
      if (kind === 'tool') {
        const fault = toolNameFault(item.name);
        if (fault) return `tool name ${JSON.stringify(item.name).slice(0, 80)} is not an MCP tool name (${toolNameFaultLine(fault)})`;
        const clash = [...seen].find((other) => slugOf(other) === slugOf(item.name));
        if (clash) return `tools ${clash} and ${item.name} would share the page docs/api/tools/${slugOf(item.name)}.mdx`;
      }
      seen.add(item.name);
    }
  }
  for (const tool of surface.tools) {
    for (const key of ['inputSchema', 'outputSchema'] as const) {
      const schema = tool[key];
      if (schema === undefined) continue;
      if (!schema || typeof schema !== 'object' || schema.type !== 'object') {
        return `tool ${tool.name}: ${key} is not a JSON Schema of type "object"`;
      }
      const problem = schemaProblem(schema);
      if (problem) return `tool ${tool.name}: ${key} ${problem}`;
    }
  }
  return null;
}
