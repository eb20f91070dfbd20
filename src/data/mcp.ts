/**
 * The server's MCP surface, exactly as `tools/list`, `prompts/list` and
 * `resources/templates/list` return it. The JSON files hold the definitions;
 * shared schema fragments live once in schema-defs.json and are attached as
 * `$defs` to every schema that refers to them, so each schema stands alone.
 */
import toolsData from './tools.json';
import promptsData from './prompts.json';
import resourcesData from './resources.json';
import defsData from './schema-defs.json';
import type {Schema} from 'mcp-surface-gate';

/** A JSON Schema as the surface holds it: the reference tools' type (the gate reads these files too). */
export type JSONSchema = Schema;

interface ToolAnnotations {
  title?: string;
  readOnlyHint?: boolean;
  destructiveHint?: boolean;
  idempotentHint?: boolean;
  openWorldHint?: boolean;
}

export interface Tool {
  name: string;
  title?: string;
  description: string;
  inputSchema: JSONSchema;
  outputSchema?: JSONSchema;
  annotations?: ToolAnnotations;
}

interface PromptArgument {
  name: string;
  title?: string;
  description?: string;
  required?: boolean;
}

interface Prompt {
  name: string;
  title?: string;
  description?: string;
  arguments?: PromptArgument[];
}

interface ResourceTemplate {
  uriTemplate: string;
  name: string;
  title?: string;
  description?: string;
  mimeType?: string;
}

export const schemaDefs = defsData.$defs as Record<string, JSONSchema>;

/** Names of the `$defs` a schema needs, following references transitively. */
function referencedDefs(schema: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(schema)) {
    schema.forEach((s) => referencedDefs(s, found));
  } else if (schema && typeof schema === 'object') {
    for (const [key, value] of Object.entries(schema)) {
      if (key === '$ref' && typeof value === 'string') {
        const name = value.replace('#/$defs/', '');
        if (!found.has(name)) {
          found.add(name);
          referencedDefs(schemaDefs[name], found);
        }
      } else {
        referencedDefs(value, found);
      }
    }
  }
  return found;
}

/** A copy of the schema carrying only the `$defs` it refers to. */
export function selfContained(schema: JSONSchema): JSONSchema {
  const names = [...referencedDefs(schema)].sort();
  if (names.length === 0) return schema;
  return {
    ...schema,
    $defs: Object.fromEntries(names.map((n) => [n, schemaDefs[n]])),
  };
}

/** The `tools` array of a `tools/list` result. */
export const tools: Tool[] = (toolsData.tools as unknown as Tool[]).map((tool) => ({
  ...tool,
  inputSchema: selfContained(tool.inputSchema),
  ...(tool.outputSchema ? {outputSchema: selfContained(tool.outputSchema)} : {}),
}));

/** The `prompts` array of a `prompts/list` result. */
export const prompts: Prompt[] = promptsData.prompts;

/** The `resourceTemplates` array of a `resources/templates/list` result. */
export const resourceTemplates: ResourceTemplate[] = resourcesData.resourceTemplates;

export function getTool(name: string): Tool {
  const tool = tools.find((t) => t.name === name);
  if (!tool) throw new Error(`Unknown tool "${name}"`);
  return tool;
}

export function getPrompt(name: string): Prompt {
  const prompt = prompts.find((p) => p.name === name);
  if (!prompt) throw new Error(`Unknown prompt "${name}"`);
  return prompt;
}

/** A prompt's arguments as the schema they amount to: an object of strings. */
export function promptArgumentsSchema(name: string): JSONSchema {
  const args = getPrompt(name).arguments ?? [];
  return {
    type: 'object',
    properties: Object.fromEntries(args.map((a) => [a.name, {type: 'string', description: a.description}])),
    required: args.filter((a) => a.required).map((a) => a.name),
  };
}

export function getResourceTemplate(name: string): ResourceTemplate {
  const template = resourceTemplates.find((r) => r.name === name);
  if (!template) throw new Error(`Unknown resource template "${name}"`);
  return template;
}

/** Resolves a local `#/$defs/x` reference against the schema's own `$defs`. */
export function deref(schema: JSONSchema, root: JSONSchema): JSONSchema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.replace('#/$defs/', '');
  const target = root.$defs?.[name] ?? schemaDefs[name];
  if (!target) throw new Error(`Unresolvable $ref ${schema.$ref}`);
  return {...deref(target, root), ...(schema.description ? {description: schema.description} : {})};
}
