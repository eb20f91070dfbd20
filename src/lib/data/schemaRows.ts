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
  /** Default, enum, range and pattern, in words. */
  constraints: string[];
}

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

function constraintsOf(s: JSONSchema): string[] {
  const out: string[] = [];
  if (s.default !== undefined) out.push(`default ${JSON.stringify(s.default)}`);
  if (s.const !== undefined) out.push(`always ${JSON.stringify(s.const)}`);
  const en = s.enum ?? (s.type === 'array' ? s.items?.enum : undefined);
  if (en) out.push(`one of ${en.map((v) => JSON.stringify(v)).join(', ')}`);
  if (s.minimum !== undefined && s.maximum !== undefined) out.push(`${s.minimum} to ${s.maximum}`);
  else if (s.minimum !== undefined) out.push(`at least ${s.minimum}`);
  else if (s.maximum !== undefined) out.push(`at most ${s.maximum}`);
  if (s.minLength !== undefined || s.maxLength !== undefined) {
    out.push(`${s.minLength ?? 0} to ${s.maxLength ?? '∞'} characters`);
  }
  if (s.minItems !== undefined) out.push(`at least ${s.minItems} item${s.minItems === 1 ? '' : 's'}`);
  if (s.maxItems !== undefined) out.push(`at most ${s.maxItems} items`);
  if (s.uniqueItems) out.push('no duplicates');
  if (s.pattern) out.push(`matches ${s.pattern}`);
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
