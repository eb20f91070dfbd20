/**
 * A tool's parameters as the lint reads them: the input schema's top-level
 * properties (what an agent fills in), each with a local `$ref` followed
 * (`#/$defs/x`, `#/definitions/x`, any JSON Pointer in the schema), the
 * keywords written beside it kept, and the schemas inside one (items, branches,
 * nested properties) for the rules that look deeper. Anything that is not a
 * schema object (`true`, a typo) reads as an empty schema, so no rule throws.
 */
import type {Schema} from '../../surface/surface';

type Node = Record<string, unknown>;

const isObject = (v: unknown): v is Node => !!v && typeof v === 'object' && !Array.isArray(v);

/** The value a JSON Pointer fragment (`#/$defs/a~1b`) names inside `root`, or undefined. */
function pointer(root: Node, ref: string): unknown {
  if (!ref.startsWith('#')) return undefined;
  let at: unknown = root;
  for (const raw of ref.slice(1).split('/').slice(1)) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (!isObject(at) && !Array.isArray(at)) return undefined;
    at = (at as Node)[key];
  }
  return at;
}

/** The schema with a local `$ref` replaced by what it points to, the keywords beside the `$ref` winning (up to 20 hops). */
export function resolved(node: unknown, root: Node): Node {
  let out: Node = isObject(node) ? node : {};
  for (let hops = 0; typeof out.$ref === 'string' && hops < 20; hops++) {
    const {$ref, ...beside} = out;
    const target = pointer(root, $ref as string);
    if (!isObject(target)) return beside;
    out = {...target, ...beside};
  }
  return out;
}

export interface Parameter {
  /** The property's name. */
  path: string;
  schema: Node;
  required: boolean;
}

/** The top-level parameters of an input schema, in the order written. */
export function propertiesOf(schema: Schema | undefined): Parameter[] {
  const root = isObject(schema) ? schema : {};
  const top = resolved(root, root);
  const properties = isObject(top.properties) ? top.properties : {};
  const required = new Set(Array.isArray(top.required) ? (top.required as unknown[]).filter((r) => typeof r === 'string') : []);
  return Object.entries(properties).map(([name, value]) => ({path: name, schema: resolved(value, root), required: required.has(name)}));
}

const BRANCHES = ['anyOf', 'oneOf', 'allOf'] as const;

/**
 * Every schema inside a parameter's, the parameter's own first, each with the
 * path an agent fills it at (`actions[].direction`): array items, branches (at
 * the same path) and nested properties, each `$ref` followed once.
 */
export function schemasIn(parameter: Parameter, rootSchema: Schema | undefined): {path: string; schema: Node}[] {
  const root = isObject(rootSchema) ? rootSchema : {};
  const out: {path: string; schema: Node}[] = [];
  const seen = new Set<unknown>();
  const walk = (node: Node, path: string) => {
    if (seen.has(node) || out.length > 2000) return;
    seen.add(node);
    out.push({path, schema: node});
    for (const key of BRANCHES) {
      if (Array.isArray(node[key])) for (const branch of node[key] as unknown[]) walk(resolved(branch, root), path);
    }
    if (isObject(node.items)) walk(resolved(node.items, root), `${path}[]`);
    if (isObject(node.properties)) for (const [name, value] of Object.entries(node.properties)) walk(resolved(value, root), `${path}.${name}`);
  };
  walk(parameter.schema, parameter.path);
  return out;
}

/** A schema's own description, or one every branch of its `anyOf`/`oneOf` gives (a description moved into the branches). */
export function descriptionOf(node: Node, root: Node = {}): string | undefined {
  if (typeof node.description === 'string' && node.description.trim()) return node.description;
  for (const key of ['anyOf', 'oneOf'] as const) {
    const branches = Array.isArray(node[key]) ? (node[key] as unknown[]).map((b) => resolved(b, root)).filter((b) => b.type !== 'null') : [];
    const texts = branches.map((b) => (typeof b.description === 'string' ? b.description.trim() : ''));
    if (texts.length && texts.every(Boolean)) return texts.join(' ');
  }
  return undefined;
}
