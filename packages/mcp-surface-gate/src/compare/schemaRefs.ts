/**
 * A schema's `$ref`s resolved before two schemas are compared, so moving a
 * fragment into `$defs`, or naming it another way, is no change. MCP
 * 2026-07-28 lets tool schemas use any JSON Schema 2020-12 keyword and says a
 * `$ref` to a network URI is never fetched: only references inside the schema
 * are followed (`#`, a JSON Pointer such as `#/$defs/node` or
 * `#/properties/a`, a `$anchor` name). A reference that leads back to one
 * being resolved (a recursive schema) stays a `$ref`, and so does any once the
 * copy has grown past MAX_NODES (a schema whose references fan out), so
 * resolving always ends.
 */
import type {Schema} from '../surface/surface';
import {merge} from './schemaSubset';

/** Nodes a resolved copy may hold before further references are left as they are. */
const MAX_NODES = 20_000;

type Node = Record<string, unknown>;

/** The node a JSON Pointer fragment (`#/a/b`, with `~0`, `~1` and %-escapes) names in `root`, if any. */
function pointed(root: unknown, fragment: string): unknown {
  let node = root;
  for (const raw of fragment.split('/').slice(1)) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (!node || typeof node !== 'object' || !(key in node)) return undefined;
    node = (node as Node)[key];
  }
  return node;
}

/** Every `$anchor` in the schema, by name. */
function anchors(root: unknown): Map<string, unknown> {
  const found = new Map<string, unknown>();
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    if (typeof (node as Node).$anchor === 'string') found.set((node as Node).$anchor as string, node);
    for (const value of Object.values(node)) walk(value);
  };
  walk(root);
  return found;
}

/** A copy of the schema with each reference inside it replaced by what it names (keywords beside a `$ref` apply too). */
export function inlineRefs(schema: Schema): Schema {
  const named = anchors(schema);
  let nodes = 0;
  const target = (ref: string) => (ref === '#' ? schema : ref.startsWith('#/') ? pointed(schema, ref.slice(1)) : ref.startsWith('#') ? named.get(ref.slice(1)) : undefined);
  const walk = (node: unknown, stack: string[]): unknown => {
    nodes++;
    if (Array.isArray(node)) return node.map((n) => walk(n, stack));
    if (!node || typeof node !== 'object') return node;
    const {$ref, $defs: _d, definitions: _e, $anchor: _a, ...rest} = node as Node;
    const out = Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, walk(v, stack)])) as Schema;
    if (typeof $ref !== 'string') return out;
    const found = target($ref);
    if (!found || typeof found !== 'object' || stack.includes($ref) || nodes > MAX_NODES) return {$ref, ...out};
    return merge(out, walk(found, [...stack, $ref]) as Schema);
  };
  return walk(schema, ['#']) as Schema;
}
