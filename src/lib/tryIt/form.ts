/**
 * The Try it panel's model (src/components/TryIt): a tool's input schema as
 * form fields, the arguments the form holds, validation errors placed at
 * their fields in a reader's words (and the server's answer in its own), the arguments in the URL, and which of
 * the page's examples the arguments equal. Pure functions; the panel renders them.
 * The data they work on comes in as arguments (./facts.ts gathers it), so the
 * panel's chunk shares no module with the page, which would change how the
 * page's own chunk is bundled.
 */
import type {JSONSchema} from '../../data/mcp';
import {COMPANY_NUMBER_ARGUMENT, normaliseCompanyNumber} from './companyNumber';

export type Args = Record<string, unknown>;

/** How a field is entered: a control per kind, or its value as JSON. */
export type FieldKind = 'string' | 'integer' | 'boolean' | 'enum' | 'enumArray' | 'json';

/** The keywords each kind of control handles; a property with any other keyword is a JSON field. */
export const FIELD_KEYWORDS: Record<Exclude<FieldKind, 'json'>, readonly string[]> = {
  string: ['type', 'description', 'default', 'minLength', 'maxLength', 'pattern'],
  integer: ['type', 'description', 'default', 'minimum', 'maximum'],
  boolean: ['type', 'description', 'default'],
  enum: ['type', 'description', 'default', 'enum'],
  enumArray: ['type', 'description', 'default', 'items', 'minItems', 'maxItems', 'uniqueItems'],
};
/** The keywords of an array's `items` the checkboxes handle. */
const ENUM_ITEM_KEYWORDS = ['type', 'enum'];
/** The keywords of the arguments object itself the form handles (properties become fields; extra keys stay, as JSON fields). */
export const OBJECT_KEYWORDS = ['type', 'properties', 'required', 'additionalProperties', '$defs'] as const;

export interface Field {
  name: string;
  kind: FieldKind;
  schema: JSONSchema;
  required: boolean;
  /** Normalised by the server before use (see src/lib/tryIt/companyNumber.ts). */
  companyNumber: boolean;
}

const only = (schema: object, allowed: readonly string[]) => Object.keys(schema).every((k) => allowed.includes(k));

export function fieldKind(schema: JSONSchema): FieldKind {
  const is = (kind: Exclude<FieldKind, 'json'>) => only(schema, FIELD_KEYWORDS[kind]);
  if (schema.type === 'string' && schema.enum && is('enum')) return 'enum';
  if (schema.type === 'string' && !schema.enum && is('string')) return 'string';
  if (schema.type === 'integer' && is('integer')) return 'integer';
  if (schema.type === 'boolean' && is('boolean')) return 'boolean';
  const items = schema.items;
  if (schema.type === 'array' && is('enumArray') && items?.type === 'string' && items.enum && only(items, ENUM_ITEM_KEYWORDS)) return 'enumArray';
  return 'json';
}

/** A property's schema, a local `#/$defs/x` reference resolved against the schema's own `$defs`. */
function resolve(schema: JSONSchema, root: JSONSchema): JSONSchema {
  const target = schema.$ref && root.$defs?.[schema.$ref.replace('#/$defs/', '')];
  return target ? {...resolve(target, root), ...(schema.description ? {description: schema.description} : {})} : schema;
}

/** The input schema's properties as fields, `$ref`s resolved. */
export function fieldsOf(inputSchema: JSONSchema): Field[] {
  const required = new Set(inputSchema.required ?? []);
  return Object.entries(inputSchema.properties ?? {}).map(([name, raw]) => {
    const schema = resolve(raw, inputSchema);
    return {name, kind: fieldKind(schema), schema, required: required.has(name), companyNumber: name === COMPANY_NUMBER_ARGUMENT && schema.type === 'string'};
  });
}

/** The value a control holds, or undefined when the control cannot show it (the field then shows JSON). */
export function controlValue(field: Field, value: unknown): unknown {
  if (value === undefined) return undefined;
  switch (field.kind) {
    case 'string':
      return typeof value === 'string' ? value : undefined;
    case 'integer':
      // a number, or what was typed that is not one (sent as a string, which the schema rejects)
      return typeof value === 'number' || (typeof value === 'string' && value !== '') ? String(value) : undefined;
    case 'boolean':
      return typeof value === 'boolean' ? value : undefined;
    case 'enum':
      return field.schema.enum!.includes(value as string) ? value : undefined;
    case 'enumArray': {
      const values = field.schema.items!.enum!;
      const ok = Array.isArray(value) && value.length > 0 && new Set(value).size === value.length && value.every((v) => values.includes(v));
      return ok ? value : undefined;
    }
    default:
      return undefined;
  }
}

/** What an integer box sends: a number when the text is one, otherwise the text itself (so the schema's type check answers). */
export function integerInput(text: string): unknown {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return /^-?\d+(\.\d+)?([eE][+-]?\d+)?$/.test(trimmed) ? Number(trimmed) : text;
}

/** The arguments in the schema's property order, then any the schema does not know, none undefined. */
export function orderedArgs(fields: Field[], args: Args): Args {
  const names = [...fields.map((f) => f.name), ...Object.keys(args).filter((k) => !fields.some((f) => f.name === k))];
  return Object.fromEntries(names.filter((n) => args[n] !== undefined).map((n) => [n, args[n]]));
}

// ---- validation, worded as the server words it --------------------------------------------

/** One error of a JSON Schema validator (the fields of Ajv's ErrorObject the panel reads). */
export interface SchemaError {
  instancePath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
}

/**
 * The details of a schema error as the MCP SDK's Ajv validator writes them
 * (Ajv's errorsText: `data<path> <message>`, joined with ", ").
 */
const errorsText = (errors: SchemaError[]) => errors.map((e) => `data${e.instancePath} ${e.message}`).join(', ');

/** The server's message for arguments that break the input schema (`template`, from server.json), with the tool's name and the details. */
export function invalidArguments(template: string, tool: string, errors: SchemaError[]): string {
  return template.replace('{tool}', tool).replace('{details}', errorsText(errors));
}

/** The argument an error is about: the first key of its path, or the property a `required` or `additionalProperties` error names. */
function errorField(error: SchemaError): string | undefined {
  const first = error.instancePath.split('/')[1];
  if (first !== undefined) return first.replace(/~1/g, '/').replace(/~0/g, '~');
  return (error.params.missingProperty ?? error.params.additionalProperty) as string | undefined;
}

export interface Check {
  /** The message at each field, in a reader's words (`words`), or the server's tool error for a company number. */
  fields: Record<string, string>;
  /** The normal form of each company number that passes. */
  normalised: Record<string, string>;
  /** What the server would answer instead of running the tool, if anything: the text of the error result. */
  serverError?: string;
}

/**
 * Validates the arguments (`validate` is the tool's compiled input schema), places each error at
 * its field in a reader's words (`words`: the panel's, translated), and words the server's answer
 * as `template` (invalidArguments).
 */
export function check(tool: string, fields: Field[], args: Args, validate: (args: Args) => SchemaError[], template: string, words: (error: SchemaError) => string): Check {
  const errors = validate(args);
  const byField = new Map<string, SchemaError[]>();
  for (const e of errors) {
    const name = errorField(e) ?? '';
    byField.set(name, [...(byField.get(name) ?? []), e]);
  }
  const result: Check = {fields: {}, normalised: {}};
  for (const [name, list] of byField) result.fields[name] = [...new Set(list.map(words))].join(' ');
  if (errors.length) result.serverError = invalidArguments(template, tool, errors);
  for (const field of fields.filter((f) => f.companyNumber && typeof args[f.name] === 'string' && !byField.has(f.name))) {
    const n = normaliseCompanyNumber(args[field.name] as string);
    if (n.ok) result.normalised[field.name] = n.value;
    else {
      result.fields[field.name] = n.message;
      result.serverError ??= n.message;
    }
  }
  return result;
}

// ---- the arguments in the URL ----------------------------------------------------------------

/** The query parameter that carries a call's arguments. */
export const URL_PARAMETER = 'try';

/** Arguments as URL-safe base64 of their JSON (UTF-8), without padding. */
export function encodeArgs(args: Args): string {
  const bytes = new TextEncoder().encode(JSON.stringify(args));
  let binary = '';
  bytes.forEach((b) => (binary += String.fromCharCode(b)));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Why a `?try=` value holds no arguments: not a JSON object, or not base64url JSON at all. */
export type LinkArgsError = 'notObject' | 'unreadable';

/** The arguments a `?try=` value holds, or why it holds none (the panel words it). */
export function decodeArgs(value: string): {args: Args} | {error: LinkArgsError} {
  try {
    const binary = atob(value.replace(/-/g, '+').replace(/_/g, '/'));
    const parsed: unknown = JSON.parse(new TextDecoder('utf-8', {fatal: true}).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0))));
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return {args: parsed as Args};
    return {error: 'notObject'};
  } catch {
    return {error: 'unreadable'};
  }
}

// ---- recorded answers ------------------------------------------------------------------------

/** A `tools/call` request of the tool's page and the response that follows it (same id). */
export interface Example {
  id: string | number;
  arguments: Args;
  response: {result?: unknown; error?: unknown};
}

/** JSON with keys sorted, so two values compare by content. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Args).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The arguments as the server acts on them: defaults filled in, company numbers normalised. */
function effective(fields: Field[], args: Args): Args {
  const out: Args = {...args};
  for (const f of fields) {
    if (out[f.name] === undefined && f.schema.default !== undefined) out[f.name] = f.schema.default;
    if (f.companyNumber && typeof out[f.name] === 'string') {
      const n = normaliseCompanyNumber(out[f.name] as string);
      if (n.ok) out[f.name] = n.value;
    }
  }
  return out;
}

/** The first example whose arguments the server would take as these ones. */
export function matchingExample(fields: Field[], args: Args, examples: Example[]): Example | undefined {
  const key = canonical(effective(fields, args));
  return examples.find((e) => canonical(effective(fields, e.arguments)) === key);
}
