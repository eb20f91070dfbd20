/**
 * Differences between two versions of one tool schema, each judged from the
 * caller's side. For an input schema, a value it no longer accepts breaks
 * callers (narrowed: breaking; widened: additive); for an output schema, a
 * value the tool may now return that it never did breaks clients reading
 * results (widened: breaking; narrowed: additive). Composite schemas are
 * compared branch by branch: `allOf` is merged, `anyOf`/`oneOf` branches are
 * paired by a `const`/`enum` discriminator property, else by shape. Both
 * schemas come with local `$ref`s resolved and defaults filled (defaults.ts).
 */
import type {ChangeClass} from './diff';
import type {Schema} from './surface';
import {sameContent} from './surface';

export type Dir = 'input' | 'output';
export type Emit = (cls: ChangeClass, text: string, field?: string, before?: unknown, after?: unknown) => void;

/** Keywords that only describe. */
export const DOCS_KEYWORDS = new Set(['title', 'description', 'examples', '$comment', 'deprecated', 'readOnly', 'writeOnly']);
/** Bounds: a larger lower bound or a smaller upper bound narrows what is allowed. */
const LOWER = ['minimum', 'exclusiveMinimum', 'minLength', 'minItems', 'minProperties'];
const UPPER = ['maximum', 'exclusiveMaximum', 'maxLength', 'maxItems', 'maxProperties'];
/** Keywords compared below; any other that differs counts as breaking, since its effect is not known here. */
const HANDLED = new Set([
  ...DOCS_KEYWORDS, ...LOWER, ...UPPER, 'type', 'enum', 'const', 'pattern', 'format', 'uniqueItems', 'default',
  'additionalProperties', 'properties', 'required', 'items', 'anyOf', 'oneOf', 'allOf', '$schema', '$id',
]);

/** A value as a changed line shows it: strings as they are, the rest as JSON, long ones cut. */
export function show(v: unknown): string {
  if (v === undefined) return 'none';
  const text = typeof v === 'string' ? v : JSON.stringify(v);
  return text.length > 70 ? `${text.slice(0, 69)}…` : text;
}
const quoted = (v: unknown) => (v === undefined ? 'none' : typeof v === 'string' ? show(JSON.stringify(v)) : show(v));

/** Fewer values allowed (true), more (false), or neither a subset of the other ('changed'). */
type Narrowed = boolean | 'changed';
function judge(dir: Dir, narrowed: Narrowed): ChangeClass {
  if (narrowed === 'changed') return 'breaking';
  return narrowed === (dir === 'input') ? 'breaking' : 'additive';
}

const typesOf = (s: Schema): string[] => (s.type === undefined ? [] : ([] as string[]).concat(s.type as string | string[]).sort());
/** Whether every value of type set `inner` is in type set `outer` (no types: any value). */
const covers = (outer: string[], inner: string[]) =>
  outer.length === 0 || (inner.length > 0 && inner.every((t) => outer.includes(t) || (t === 'integer' && outer.includes('number'))));

/** `allOf` merged into one schema (properties joined, required lists joined, other keywords the first one set). */
function mergeAll(s: Schema): Schema {
  if (!Array.isArray(s.allOf)) return s;
  const {allOf, ...rest} = s;
  let out: Schema = rest as Schema;
  for (const part of (allOf as Schema[]).map(mergeAll)) out = merge(out, part);
  return out;
}
function merge(base: Schema, part: Schema): Schema {
  const out: Schema = {...part, ...base};
  if (base.properties || part.properties) {
    const [own, more] = [(base.properties ?? {}) as Record<string, unknown>, (part.properties ?? {}) as Record<string, unknown>];
    out.properties = {...own, ...Object.fromEntries(Object.entries(more).filter(([k]) => !(k in own)))} as Schema["properties"];
  }
  if (base.required || part.required) out.required = [...new Set([...(base.required ?? []), ...(part.required ?? [])])];
  return out;
}

/** The schema as a list of alternatives: its `anyOf`/`oneOf` branches (each with the keywords beside them), or itself. */
function alternatives(schema: Schema): Schema[] {
  const s = mergeAll(schema);
  const branches = (s.anyOf ?? s.oneOf) as Schema[] | undefined;
  if (!Array.isArray(branches)) return [s];
  const {anyOf: _a, oneOf: _o, ...base} = s;
  return branches.map((b) => merge(base as Schema, mergeAll(b)));
}

/** A short picture of a schema: `{type, resource{uri, blob, mimeType?}}`, `string`, `"resource"`. */
export function shapeOf(s: Schema, depth = 0): string {
  if (s.const !== undefined) return JSON.stringify(s.const);
  if (Array.isArray(s.enum)) return s.enum.map((v) => JSON.stringify(v)).join(' | ');
  const props = s.properties as Record<string, Schema> | undefined;
  if (props && depth < 2) {
    const required = new Set(s.required ?? []);
    const inner = Object.entries(props).map(([k, v]) => `${k}${required.has(k) ? '' : '?'}${v.properties && depth < 1 ? shapeOf(v, depth + 1) : ''}`);
    return `{${inner.join(', ')}}`;
  }
  if (s.items && typeof s.items === 'object' && typeof (s.items as Schema).type === 'string') return `array of ${shapeOf(s.items as Schema, depth + 1)}`;
  return typesOf(s).join(' | ') || 'any';
}

/** The values a branch gives its discriminator property, if it has one. */
const tagValues = (s: Schema, key: string): unknown[] | undefined => {
  const p = (s.properties as Record<string, Schema> | undefined)?.[key];
  if (!p) return undefined;
  return p.const !== undefined ? [p.const] : Array.isArray(p.enum) ? p.enum : undefined;
};
function discriminator(branches: Schema[]): string | undefined {
  const first = Object.keys((branches[0]?.properties ?? {}) as object);
  return first.find((key) => branches.every((b) => tagValues(b, key)));
}
function similarity(a: Schema, b: Schema): number {
  const [ta, tb] = [typesOf(a), typesOf(b)];
  if (ta.join() !== tb.join() && ta.length && tb.length) return 0;
  const [ka, kb] = [Object.keys((a.properties ?? {}) as object), Object.keys((b.properties ?? {}) as object)];
  const union = new Set([...ka, ...kb]);
  return 1 + (union.size ? ka.filter((k) => kb.includes(k)).length / union.size : 1);
}

/** Pairs the branches of two alternatives lists, best match first; returns the pairs and the branches left over on each side. */
function pairBranches(xa: Schema[], xb: Schema[]) {
  const key = discriminator([...xa, ...xb]);
  const score = (a: Schema, b: Schema) =>
    key ? tagValues(a, key)!.filter((v) => tagValues(b, key)!.some((w) => sameContent(v, w))).length : similarity(a, b);
  const candidates = xa.flatMap((a, i) => xb.map((b, j) => ({i, j, s: score(a, b)}))).filter((c) => c.s > 0).sort((p, q) => q.s - p.s || p.i - q.i);
  const [usedA, usedB] = [new Set<number>(), new Set<number>()];
  const pairs: [Schema, Schema][] = [];
  for (const {i, j} of candidates) {
    if (usedA.has(i) || usedB.has(j)) continue;
    usedA.add(i);
    usedB.add(j);
    pairs.push([xa[i], xb[j]]);
  }
  const label = (s: Schema) => (key ? `${key} ${tagValues(s, key)!.map((v) => JSON.stringify(v)).join(' | ')}` : shapeOf(s));
  return {pairs, removed: xa.filter((_, i) => !usedA.has(i)), added: xb.filter((_, j) => !usedB.has(j)), label};
}

/** Every difference from schema `a` to schema `b` at `path` (`items[].title`, as the field lists write it). */
export function diffSchema(a: Schema, b: Schema, dir: Dir, path: string, emit: Emit, variant = '') {
  const noun = dir === 'input' ? 'parameter' : 'field';
  const where = `${path ? `${noun} ${path}` : dir === 'input' ? 'input schema' : 'output schema'}${variant ? ` (variant ${variant})` : ''}`;
  const at = (cls: ChangeClass, text: string, before?: unknown, after?: unknown) => emit(cls, text, path || undefined, before, after);

  const [xa, xb] = [alternatives(a), alternatives(b)];
  if (xa.length > 1 || xb.length > 1) {
    const {pairs, removed, added, label} = pairBranches(xa, xb);
    for (const s of removed) {
      const text = dir === 'input' ? 'no longer accepted' : 'no longer returned';
      at(judge(dir, true), `${where}: variant ${label(s)} removed (${text}): ${shapeOf(s)} → none`, s, undefined);
    }
    for (const s of added) {
      const text = dir === 'input' ? 'now accepted' : 'results may now hold it';
      at(judge(dir, false), `${where}: variant ${label(s)} added (${text}): none → ${shapeOf(s)}`, undefined, s);
    }
    for (const [x, y] of pairs) diffSchema(x, y, dir, path, emit, xb.length > 1 ? label(y) : variant);
    return;
  }
  [a, b] = [xa[0], xb[0]];

  const [ta, tb] = [typesOf(a), typesOf(b)];
  if (ta.join() !== tb.join()) {
    const narrowed: Narrowed = covers(ta, tb) ? true : covers(tb, ta) ? false : 'changed';
    at(judge(dir, narrowed), `${where}: type ${ta.join(' | ') || 'any'} → ${tb.join(' | ') || 'any'}`, a.type, b.type);
  }
  if (a.enum || b.enum) {
    if (!a.enum) at(judge(dir, true), `${where}: enum none → ${show(b.enum)}`, undefined, b.enum);
    else if (!b.enum) at(judge(dir, false), `${where}: enum ${show(a.enum)} → none`, a.enum, undefined);
    else {
      const gone = a.enum.filter((v) => !b.enum!.some((w) => sameContent(v, w)));
      const added = b.enum.filter((v) => !a.enum!.some((w) => sameContent(v, w)));
      const s = (n: number) => (n > 1 ? 's' : '');
      if (gone.length) at(judge(dir, true), `${where}: enum value${s(gone.length)} ${gone.map(quoted).join(', ')} removed: ${show(a.enum)} → ${show(b.enum)}`, a.enum, b.enum);
      if (added.length) at(judge(dir, false), `${where}: enum value${s(added.length)} ${added.map(quoted).join(', ')} added: ${show(a.enum)} → ${show(b.enum)}`, a.enum, b.enum);
    }
  }
  for (const key of ['const', 'pattern', 'format'] as const) {
    if (sameContent(a[key], b[key])) continue;
    const narrowed: Narrowed = a[key] === undefined ? true : b[key] === undefined ? false : 'changed';
    at(judge(dir, narrowed), `${where}: ${key} ${key === 'const' ? quoted(a[key]) : show(a[key])} → ${key === 'const' ? quoted(b[key]) : show(b[key])}`, a[key], b[key]);
  }
  for (const key of [...LOWER, ...UPPER]) {
    const [x, y] = [a[key] as number | undefined, b[key] as number | undefined];
    if (x === y) continue;
    const narrowed = x === undefined ? true : y === undefined ? false : LOWER.includes(key) ? y > x : y < x;
    at(judge(dir, narrowed), `${where}: ${key} ${x ?? 'none'} → ${y ?? 'none'} (${narrowed ? 'narrowed' : 'widened'})`, x, y);
  }
  if (!!a.uniqueItems !== !!b.uniqueItems) at(judge(dir, !!b.uniqueItems), `${where}: uniqueItems ${!!a.uniqueItems} → ${!!b.uniqueItems}`, a.uniqueItems, b.uniqueItems);
  if (!sameContent(a.default, b.default)) {
    at(dir === 'input' ? 'breaking' : 'docs', `${where}: default ${quoted(a.default)} → ${quoted(b.default)}`, a.default, b.default);
  }
  const [apa, apb] = [a.additionalProperties, b.additionalProperties];
  if (!sameContent(apa, apb)) {
    const narrowed: Narrowed = apb === false ? true : apa === false ? false : 'changed';
    const says = (v: unknown) => (v === false ? 'false (no other properties)' : v === undefined ? 'none' : sameContent(v, {}) ? 'any (left out)' : show(v));
    at(judge(dir, narrowed), `${where}: additionalProperties ${says(apa)} → ${says(apb)}`, apa, apb);
  }
  for (const key of DOCS_KEYWORDS) {
    if (!sameContent(a[key], b[key])) at('docs', `${where}: ${key} ${quoted(a[key])} → ${quoted(b[key])}`, a[key], b[key]);
  }

  const [pa, pb] = [(a.properties ?? {}) as Record<string, Schema>, (b.properties ?? {}) as Record<string, Schema>];
  const [ra, rb] = [new Set(a.required ?? []), new Set(b.required ?? [])];
  const child = (name: string) => (path ? `${path}.${name}` : name);
  const tag = variant ? ` (variant ${variant})` : '';
  for (const name of Object.keys(pa)) {
    if (!(name in pb)) emit('breaking', `${noun} ${child(name)}${tag} removed: ${shapeOf(pa[name])} → none`, child(name), pa[name], undefined);
  }
  for (const [name, schema] of Object.entries(pb)) {
    const p = child(name);
    if (!(name in pa)) {
      const shape = shapeOf(schema);
      if (dir === 'output') emit('additive', `field ${p}${tag} added: none → ${shape}`, p, undefined, schema);
      else if (rb.has(name)) emit('breaking', `required parameter ${p}${tag} added: none → ${shape}`, p, undefined, schema);
      else emit('additive', `optional parameter ${p}${tag} added: none → ${shape}`, p, undefined, schema);
      continue;
    }
    if (ra.has(name) !== rb.has(name)) {
      const nowRequired = rb.has(name);
      const breaking = dir === 'input' ? nowRequired : !nowRequired;
      emit(breaking ? 'breaking' : 'additive', `${noun} ${p}${tag}: ${nowRequired ? 'optional → required' : 'required → optional'}`, p, !nowRequired, nowRequired);
    }
    diffSchema(pa[name], schema, dir, p, emit, variant);
  }

  const [ia, ib] = [a.items, b.items];
  if (ia && ib && !Array.isArray(ia) && !Array.isArray(ib) && typeof ia === 'object' && typeof ib === 'object') {
    diffSchema(ia as Schema, ib as Schema, dir, `${path}[]`, (cls, text, f, x, y) => emit(cls, text, f ?? (path || undefined), x, y), variant);
  } else if (!sameContent(ia, ib) && ia !== undefined && ib !== undefined) {
    at('breaking', `${where}: items ${show(ia)} → ${show(ib)}`, ia, ib);
  }
  const other = new Set([...Object.keys(a), ...Object.keys(b)].filter((k) => !HANDLED.has(k)));
  for (const key of other) {
    if (!sameContent(a[key], b[key])) at('breaking', `${where}: ${key} ${show(a[key])} → ${show(b[key])}`, a[key], b[key]);
  }
}
