// relative imports: the search plugin (Node, no @site alias) reads the same rows
import {deref, type JSONSchema} from '../../data/mcp';

export interface SchemaRow {
  /** Dotted path; array items are written `name[]`. */
  path: string;
  /** The property's own name (the last part of the path). */
  name: string;
  depth: number;
  type: string;
  required: boolean;
  description: string;
  /** Default, enum, range and pattern. */
  constraints: Constraint[];
}

/**
 * A rule on a field's value: words, then the values it names (JSON literals, or the pattern),
 * which every place that shows it writes as code, so that a pattern such as `^[A-Z0-9]{8}$`
 * reaches a Markdown reader as written, with no escapes.
 */
export interface Constraint {
  words: string;
  values?: string[];
}

/** A constraint as text, its values written by `code` and separated by commas. */
export const constraintText = ({words, values}: Constraint, code: (value: string) => string): string =>
  values?.length ? `${words} ${values.map(code).join(', ')}` : words;

function typeLabel(schema: JSONSchema, root: JSONSchema): string {
  if (schema.anyOf) {
    return schema.anyOf.map((s) => typeLabel(deref(s, root), root)).join(' | ');
  }
  const s = deref(schema, root);
  const base = Array.isArray(s.type) ? s.type.join(' | ') : s.type ?? 'any';
  if (s.type === 'array' && s.items) {
    return `${typeLabel(s.items, root)}[]`;
  }
  return s.format ? `${base} (${s.format})` : base;
}

function constraintsOf(s: JSONSchema): Constraint[] {
  const out: Constraint[] = [];
  const json = (v: unknown) => JSON.stringify(v);
  if (s.default !== undefined) out.push({words: 'default', values: [json(s.default)]});
  if (s.const !== undefined) out.push({words: 'always', values: [json(s.const)]});
  const en = s.enum ?? (s.type === 'array' ? s.items?.enum : undefined);
  if (en) out.push({words: 'one of', values: en.map(json)});
  if (s.minimum !== undefined && s.maximum !== undefined) out.push({words: `${s.minimum} to ${s.maximum}`});
  else if (s.minimum !== undefined) out.push({words: `at least ${s.minimum}`});
  else if (s.maximum !== undefined) out.push({words: `at most ${s.maximum}`});
  if (s.minLength !== undefined || s.maxLength !== undefined) {
    out.push({words: `${s.minLength ?? 0} to ${s.maxLength ?? '∞'} characters`});
  }
  if (s.minItems !== undefined) out.push({words: `at least ${s.minItems} item${s.minItems === 1 ? '' : 's'}`});
  if (s.maxItems !== undefined) out.push({words: `at most ${s.maxItems} items`});
  if (s.uniqueItems) out.push({words: 'no duplicates'});
  if (s.pattern) out.push({words: 'matches', values: [s.pattern]});
  return out;
}

/** The object schema whose properties describe this node, if any. */
function objectOf(schema: JSONSchema, root: JSONSchema): JSONSchema | undefined {
  const s = deref(schema, root);
  if (s.properties) return s;
  if (s.anyOf) {
    for (const alt of s.anyOf) {
      const o = objectOf(alt, root);
      if (o) return o;
    }
  }
  return undefined;
}

/** A field's anchor: the prefix, then the path with `.` and `[].` as `-` (`result-officers-items-name`). */
export const fieldId = (idPrefix: string, path: string) => `${idPrefix}-${path.replace(/\[\]\.|\./g, '-')}`;

/**
 * Flattens an object schema into table rows, depth first, so nested objects
 * and arrays of objects read as `parent.child` and `list[].field`.
 */
export function schemaRows(schema: JSONSchema, root: JSONSchema = schema, prefix = '', depth = 0): SchemaRow[] {
  const obj = objectOf(schema, root);
  if (!obj?.properties) return [];
  const required = new Set(obj.required ?? []);
  const rows: SchemaRow[] = [];
  for (const [name, raw] of Object.entries(obj.properties)) {
    const s = deref(raw, root);
    const path = `${prefix}${name}`;
    rows.push({
      path,
      name,
      depth,
      type: typeLabel(raw, root),
      required: required.has(name),
      description: raw.description ?? s.description ?? '',
      constraints: constraintsOf(s),
    });
    const itemSchema = s.type === 'array' && s.items ? s.items : undefined;
    if (itemSchema) {
      rows.push(...schemaRows(itemSchema, root, `${path}[].`, depth + 1));
    } else {
      rows.push(...schemaRows(raw, root, `${path}.`, depth + 1));
    }
  }
  return rows;
}
