/**
 * Everything the skill may name, read from src/data: the tools (their
 * arguments and result fields as dotted paths, `list[]` for array items, the
 * way schemaRows writes them), the prompts, the resource templates, the
 * server's limits and every error message. The renderer looks names up here
 * and the checks report what is missing, so the skill can only name what the
 * data has.
 */
import type Ajv2020 from 'ajv/dist/2020';
import type {ValidateFunction} from 'ajv/dist/2020';
import {createAjv} from '../../lib/data/ajv';
import {deref, prompts, resourceTemplates, tools, type JSONSchema, type Tool} from '../../data/mcp';
import server from '../../data/server.json';
import {toolDocsTable} from '../../lib/data/dataTables';
import {schemaRows} from '../../lib/data/schemaRows';

export type Side = 'input' | 'output';

/** The schema at a dotted path (`officers.items[].name`) of a tool's input or output, or undefined. */
export function schemaAt(tool: Tool, side: Side, path: string): JSONSchema | undefined {
  const root = side === 'input' ? tool.inputSchema : tool.outputSchema;
  if (!root) return undefined;
  let node: JSONSchema | undefined = root;
  for (const part of path.split('.')) {
    const [, name, items] = /^([^[]+)((?:\[\])*)$/.exec(part) ?? [];
    node = node && objectOf(node, root)?.properties?.[name ?? ''];
    for (let i = 0; node && i < (items?.length ?? 0) / 2; i++) node = deref(node, root).items;
  }
  return node && {...deref(node, root), $defs: root.$defs};
}

function objectOf(schema: JSONSchema, root: JSONSchema): JSONSchema | undefined {
  const s = deref(schema, root);
  if (s.properties) return s;
  for (const alt of s.anyOf ?? []) {
    const o = objectOf(alt, root);
    if (o) return o;
  }
  return undefined;
}

/** The values an argument or field may take when its schema lists them (its own enum, or its items'). */
export function enumOf(schema: JSONSchema): readonly (string | number)[] | undefined {
  return schema.enum ?? (schema.items ? deref(schema.items, schema).enum : undefined);
}

/** Every path of a tool's input or output, as schemaRows writes them. */
export const pathsOf = (tool: Tool, side: Side): string[] => {
  const root = side === 'input' ? tool.inputSchema : tool.outputSchema;
  return root ? schemaRows(root).map((r) => r.path) : [];
};

/** The server's limits a skill may state, each as the words it renders to. */
export const LIMITS: Record<string, () => string> = {
  rateLimit: () => `${server.rateLimit.requests} requests per ${server.rateLimit.windowMinutes} minutes`,
  cacheMinutes: () => `${server.cacheMinutes} minutes`,
  upstreamRetries: () => {
    const {statuses, attempts, backoffSeconds} = server.upstreamRetries;
    return `HTTP ${statuses} answers up to ${attempts} attempts in all, waiting ${backoffSeconds.join(' then ')} seconds between them`;
  },
};

export interface DataError {
  when: string;
  kind: string;
  message: string;
  /** The tools that can return it (none for a start-up error). */
  tools: string[];
  /** Where the data defines it first, for messages. */
  file: string;
}

/** Every distinct error the server can give, the tools' own first, each once with the tools that give it. */
export function dataErrors(): DataError[] {
  const byMessage = new Map<string, DataError>();
  for (const [tool, doc] of Object.entries(toolDocsTable)) {
    for (const e of doc.errors) {
      const known = byMessage.get(e.message);
      if (known) known.tools.push(tool);
      else byMessage.set(e.message, {...e, tools: [tool], file: 'src/data/tool-docs.json'});
    }
  }
  for (const e of server.commonErrors) {
    byMessage.set(e.message, {...e, tools: e.kind === 'startup' ? [] : tools.map((t) => t.name), file: 'src/data/server.json'});
  }
  return [...byMessage.values()];
}

/** Words of a description, for checking that a value a field has no enum for is one it names. */
const wordsOf = (text: string) => new Set(text.split(/[\s,.:;()]+/).filter(Boolean));

/** One Ajv for every argument (an instance with its formats takes longer to make than a schema to compile), and each argument's validator. */
let ajv: Ajv2020 | undefined;
const validators = new Map<string, ValidateFunction>();
/** Whether `value` is allowed for an argument (by its schema, with Ajv, as the example checker does). */
export function argAccepts(tool: Tool, arg: string, value: unknown): boolean {
  const key = `${tool.name}.${arg}`;
  let validate = validators.get(key);
  if (!validate) {
    ajv ??= createAjv();
    validate = ajv.compile(schemaAt(tool, 'input', arg)!);
    validators.set(key, validate);
  }
  return validate(value);
}

/** Whether a result field can hold `value`: in its enum, or, for a field without one, a word its description names. */
export function fieldNames(schema: JSONSchema, value: string): boolean {
  const values = enumOf(schema);
  if (values) return values.map(String).includes(value);
  return wordsOf(schema.description ?? '').has(value);
}

export const toolNames = () => tools.map((t) => t.name);
export const findTool = (name: string) => tools.find((t) => t.name === name);
export const promptNames = () => prompts.map((p) => p.name);
export {resourceTemplates, tools};

/** Every name a writer might put in backticks instead of naming it through a directive. */
export function allNames(): Map<string, string> {
  const names = new Map<string, string>();
  for (const tool of tools) {
    names.set(tool.name, `:tool[${tool.name}]`);
    for (const side of ['input', 'output'] as const) {
      for (const path of pathsOf(tool, side)) {
        const leaf = path.split('.').at(-1)!.replace(/\[\]$/, '');
        if (!names.has(leaf)) names.set(leaf, side === 'input' ? `:arg[${tool.name}.${path}]` : `:field[${tool.name}.${path}]`);
        const values = enumOf(schemaAt(tool, side, path)!);
        for (const v of values ?? []) if (!names.has(String(v))) names.set(String(v), `:value[${tool.name}.${path}=${v}]`);
      }
    }
  }
  for (const p of prompts) names.set(p.name, `:prompt[${p.name}]`);
  for (const r of resourceTemplates) names.set(r.name, `:resource[${r.name}]`);
  return names;
}
