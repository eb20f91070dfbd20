/**
 * What a field left out means, from one table, applied to both surfaces before
 * they are compared: a server that starts sending a default explicitly (a newer
 * SDK adding `execution: {"taskSupport": "forbidden"}` to every tool, say) has
 * changed nothing. Each row names the revision of the MCP specification (or the
 * JSON Schema draft) that sets the value.
 */
import type {Schema, Surface, SurfaceTool} from './surface';

export interface DefaultRow {
  /** Where the field lives. */
  where: 'tool.annotations' | 'tool.execution' | 'capabilities.tools' | 'capabilities.prompts' | 'capabilities.resources' | 'schema';
  key: string;
  value: unknown;
  /** The specification that says so. */
  source: string;
}

export const DEFAULTS: DefaultRow[] = [
  {where: 'tool.annotations', key: 'readOnlyHint', value: false, source: 'MCP 2025-03-26 (ToolAnnotations)'},
  {where: 'tool.annotations', key: 'destructiveHint', value: true, source: 'MCP 2025-03-26 (ToolAnnotations)'},
  {where: 'tool.annotations', key: 'idempotentHint', value: false, source: 'MCP 2025-03-26 (ToolAnnotations)'},
  {where: 'tool.annotations', key: 'openWorldHint', value: true, source: 'MCP 2025-03-26 (ToolAnnotations)'},
  {where: 'tool.execution', key: 'taskSupport', value: 'forbidden', source: 'MCP 2025-11-25 (ToolExecution)'},
  {where: 'capabilities.tools', key: 'listChanged', value: false, source: 'MCP 2024-11-05 (ServerCapabilities: a flag left out is not supported)'},
  {where: 'capabilities.prompts', key: 'listChanged', value: false, source: 'MCP 2024-11-05 (ServerCapabilities)'},
  {where: 'capabilities.resources', key: 'listChanged', value: false, source: 'MCP 2024-11-05 (ServerCapabilities)'},
  {where: 'capabilities.resources', key: 'subscribe', value: false, source: 'MCP 2024-11-05 (ServerCapabilities)'},
  {where: 'schema', key: 'additionalProperties', value: true, source: 'JSON Schema (draft-07 and 2020-12: left out, any property is allowed)'},
  {where: 'schema', key: 'items', value: true, source: 'JSON Schema (draft-07 and 2020-12: left out, any item is allowed)'},
];

const rows = (where: DefaultRow['where']) => DEFAULTS.filter((d) => d.where === where);

const leftOut = new WeakMap<object, Set<string>>();
/** Whether `object`'s `key` was not sent, its default standing in. */
export const keyLeftOut = (object: object, key: string) => leftOut.get(object)?.has(key) ?? false;

/** The object with every default of `where` it leaves out filled in. */
function filled(value: unknown, where: DefaultRow['where']): Record<string, unknown> {
  const out = {...((value ?? {}) as Record<string, unknown>)};
  const missing = new Set<string>();
  for (const row of rows(where)) {
    if (out[row.key] === undefined) {
      out[row.key] = row.value;
      missing.add(row.key);
    }
  }
  leftOut.set(out, missing);
  return out;
}

/** Keywords whose value is a schema, an array of schemas, or a map of them. */
const SUBSCHEMA = new Set(['items', 'additionalProperties', 'not', 'contains', 'propertyNames', 'if', 'then', 'else', 'additionalItems', 'unevaluatedItems', 'unevaluatedProperties', 'anyOf', 'oneOf', 'allOf', 'prefixItems']);
const SCHEMA_MAP = new Set(['properties', 'patternProperties', '$defs', 'definitions']);

/** The `{}` each object or array schema gets for the `additionalProperties` or `items` it left out (one written as `true` is another `{}`). */
const filledIn = new WeakSet<object>();
/** Whether a schema's `additionalProperties` or `items` value is the default standing in for one left out. */
export const isLeftOut = (value: unknown) => typeof value === 'object' && value !== null && filledIn.has(value);

/** A schema with `additionalProperties` and `items` filled in on every object and array schema in it; `true` reads as `{}`. */
export function withSchemaDefaults(schema: unknown): Schema {
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (node === true) return {};
    if (!node || typeof node !== 'object') return node;
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(node)) {
      if (SUBSCHEMA.has(key)) out[key] = walk(value);
      else if (SCHEMA_MAP.has(key) && value && typeof value === 'object') out[key] = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v)]));
      else out[key] = value;
    }
    const types = [out.type].flat();
    for (const row of rows('schema')) {
      const applies = row.key === 'items' ? types.includes('array') : types.includes('object');
      if (applies && out[row.key] === undefined) {
        const value = walk(row.value) as object;
        filledIn.add(value);
        out[row.key] = value;
      }
    }
    return out;
  };
  return walk(schema) as Schema;
}

function toolWithDefaults(tool: SurfaceTool): SurfaceTool {
  return {
    ...tool,
    annotations: filled(tool.annotations, 'tool.annotations'),
    execution: filled(tool.execution, 'tool.execution'),
  };
}

/** The surface with the table's MCP defaults made explicit, for comparing only (never written); schemas get theirs in diff.ts, once their `$ref`s are resolved. */
export function withDefaults(surface: Surface): Surface {
  const caps = {...surface.server.capabilities};
  for (const cap of ['tools', 'prompts', 'resources'] as const) {
    if (caps[cap]) caps[cap] = filled(caps[cap], `capabilities.${cap}`);
  }
  return {...surface, server: {...surface.server, capabilities: caps}, tools: surface.tools.map(toolWithDefaults)};
}
