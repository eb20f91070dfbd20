/**
 * Differences between two versions of one tool schema, each judged from the
 * caller's side. For an input schema, a value it no longer accepts breaks
 * callers (narrowed: breaking; widened: additive); for an output schema, a
 * value the tool may now return that it never did breaks clients reading
 * results (widened: breaking; narrowed: additive).
 *
 * What a schema accepts decides, not how it is written (schemaSubset.ts): two
 * schemas that accept the same values differ in words only (an `enum` written
 * as an `anyOf` of `const`s, a `propertyNames` any string passes). `anyOf`
 * branches are paired by what they accept: an old branch some new branch
 * covers is kept, whatever its place; one the new schema as a whole still
 * accepts is not "removed". Both schemas come with local `$ref`s resolved and
 * defaults filled (defaults.ts).
 */
import type {ChangeClass, ChangeId} from './change';
import {boundId} from './ids';
import type {Schema} from '../surface/surface';
import {sameContent} from '../surface/surface';
import {accepts, covers, DOCS_KEYWORDS, isSubschema, merge, normalize, relation, strictly, validates} from './schemaSubset';
import {isLeftOut} from '../surface/defaults';

export type Dir = 'input' | 'output';
export type Emit = (id: ChangeId, cls: ChangeClass, text: string, field?: string, before?: unknown, after?: unknown, values?: Record<string, unknown>) => void;

/** Keywords a docs-only line reports (the others of DOCS_KEYWORDS are handled apart: `default`, or not at all). */
const WORDS = ['title', 'description', 'examples', '$comment', 'deprecated', 'readOnly', 'writeOnly'];
/** Bounds: a larger lower bound or a smaller upper bound narrows what is allowed. */
const LOWER = ['minimum', 'exclusiveMinimum', 'minLength', 'minItems', 'minProperties'];
const UPPER = ['maximum', 'exclusiveMaximum', 'maxLength', 'maxItems', 'maxProperties'];
/** Validation keywords compared one by one below; another that differs is judged by what the schemas accept. */
const HANDLED = new Set([...LOWER, ...UPPER, 'type', 'enum', 'pattern', 'format', 'uniqueItems', 'additionalProperties', 'properties', 'required', 'items', 'anyOf']);

/** Control characters and line separators, which would split a report's line. */
// eslint-disable-next-line no-control-regex -- matching control characters is what it is for
const BREAKS = /[\u0000-\u001f\u007f\u2028\u2029]/g;
/** The text with each character that would split a line written as its JSON escape (`\n`, `\u2028`). */
export const inLine = (text: string) => text.replace(BREAKS, (c) => (c === '\u2028' || c === '\u2029' ? `\\u${c.charCodeAt(0).toString(16)}` : JSON.stringify(c).slice(1, -1)));

/** A value as a changed line shows it: strings as they are, the rest as JSON, on one line, long ones cut. */
export function show(v: unknown): string {
  if (v === undefined) return 'none';
  const text = inLine(typeof v === 'string' ? v : JSON.stringify(v));
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
const isObject = (s: Schema) => typesOf(s).includes('object') || (!typesOf(s).length && s.properties !== undefined);
const isArray = (s: Schema) => typesOf(s).includes('array') || (!typesOf(s).length && s.items !== undefined);

/** A short picture of a schema: `{type, resource{uri, blob, mimeType?}}`, `string`, `"resource"`, `string matching ^…$`. */
function shapeOf(s: Schema, depth = 0): string {
  if (s.const !== undefined) return JSON.stringify(s.const);
  if (Array.isArray(s.enum)) return s.enum.map((v) => JSON.stringify(v)).join(' | ');
  const props = s.properties as Record<string, Schema> | undefined;
  if (props && depth < 2) {
    const required = new Set(s.required ?? []);
    const inner = Object.entries(props).map(([k, v]) => `${k}${required.has(k) ? '' : '?'}${v.properties && depth < 1 ? shapeOf(v, depth + 1) : ''}`);
    return `{${inner.join(', ')}}`;
  }
  if (s.items && typeof s.items === 'object' && typeof (s.items as Schema).type === 'string') return `array of ${shapeOf(s.items as Schema, depth + 1)}`;
  const type = typesOf(s).join(' | ') || 'any';
  return typeof s.pattern === 'string' ? `${type} matching ${show(s.pattern)}` : type;
}

/** The branches of a normalized schema (each with the validation keywords beside them), or the schema itself. */
function alternatives(s: Schema): Schema[] {
  if (!Array.isArray(s.anyOf)) return [s];
  const {anyOf, ...base} = s;
  const validation = Object.fromEntries(Object.entries(base).filter(([k]) => validates(k))) as Schema;
  return (anyOf as Schema[]).map((b) => normalize(merge(validation, b)));
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

/**
 * Pairs the branches of two alternatives lists: first those that accept the same
 * values, then an old branch with a new one that covers it (or it them), then by a
 * discriminator or by shape; returns the pairs and the branches left on each side.
 */
function pairBranches(xa: Schema[], xb: Schema[], $schema: unknown) {
  const key = discriminator([...xa, ...xb]);
  const [usedA, usedB] = [new Set<number>(), new Set<number>()];
  const pairs: [Schema, Schema][] = [];
  const take = (fits: (a: Schema, b: Schema) => number) => {
    const candidates = xa.flatMap((a, i) => xb.map((b, j) => ({i, j, s: usedA.has(i) || usedB.has(j) ? 0 : fits(a, b)}))).filter((c) => c.s > 0).sort((p, q) => q.s - p.s || p.i - q.i || p.j - q.j);
    for (const {i, j} of candidates) {
      if (usedA.has(i) || usedB.has(j)) continue;
      usedA.add(i);
      usedB.add(j);
      pairs.push([xa[i], xb[j]]);
    }
  };
  const down = (a: Schema, b: Schema) => isSubschema(b, a, $schema) === true;
  const up = (a: Schema, b: Schema) => isSubschema(a, b, $schema) === true;
  take((a, b) => (up(a, b) && down(a, b) ? 1 : 0));
  take((a, b) => (up(a, b) || down(a, b) ? similarity(a, b) : 0));
  take((a, b) => (key ? (tagValues(a, key) ?? []).filter((v) => (tagValues(b, key) ?? []).some((w) => sameContent(v, w))).length : similarity(a, b)));
  const label = (s: Schema) => (key && tagValues(s, key) ? `${key} ${tagValues(s, key)!.map((v) => JSON.stringify(v)).join(' | ')}` : shapeOf(s));
  return {pairs, removed: xa.filter((_, i) => !usedA.has(i)), added: xb.filter((_, j) => !usedB.has(j)), label};
}

export interface DiffContext {
  variant?: string;
  /** The parameter was required before: every old call sent it, so a default added changes nothing for them. */
  wasRequired?: boolean;
  /** The parameter is required now: every call must send it, so a default no longer stands in for anything. */
  nowRequired?: boolean;
  /** Every value the old schema accepted, the new one takes too, by a key it names or lets through by saying so: nothing below was narrowed. */
  covered?: boolean;
  /** The tool schema's `$schema`, for checking values in its dialect. */
  $schema?: unknown;
  /** The schemas at this path before their branches were split: a value either accepts is not added or removed. */
  whole?: [Schema, Schema];
  /** Both sides accept the same values: only words can differ below. */
  quiet?: boolean;
}

/** Every difference from schema `a` to schema `b` at `path` (`items[].title`, as the field lists write it). */
export function diffSchema(rawA: Schema, rawB: Schema, dir: Dir, path: string, emit: Emit, ctx: DiffContext = {}) {
  const noun = dir === 'input' ? 'parameter' : 'field';
  /** The id's side: `parameter-…` or `result-field-…`. */
  const side = dir === 'input' ? 'parameter' : 'result-field';
  const {variant = '', $schema} = ctx;
  const where = `${path ? `${noun} ${path}` : dir === 'input' ? 'input schema' : 'output schema'}${variant ? ` (variant ${variant})` : ''}`;
  const [a, b] = [normalize(rawA), normalize(rawB)];
  const quiet = ctx.quiet || relation(a, b, $schema) === 'same';
  // a parameter that still takes every value it took (by a key the new schema names, or a branch that takes
  // any object or string) lost nothing, however its strict branch changed
  const covered = ctx.covered || (!quiet && dir === 'input' && isSubschema(a, strictly(b), $schema) === true);
  const shown = (cls: ChangeClass) => (!quiet || cls === 'docs') && !(covered && cls === 'breaking');
  const at = (id: ChangeId, cls: ChangeClass, text: string, before?: unknown, after?: unknown, values?: Record<string, unknown>) => {
    if (shown(cls)) emit(id, cls, text, path || undefined, before, after, values);
  };

  const inner = {...ctx, quiet, covered, whole: undefined, wasRequired: undefined, nowRequired: undefined};
  // the default and the words of this node, once (beside an anyOf too); a default is no part of what is accepted
  const theDefault = () => {
    if (sameContent(rawA.default, rawB.default)) return;
    const [cls, why] = dir === 'output' ? ['docs' as const, ''] : defaultRule(rawA.default, rawB.default, ctx);
    emit(`${side}-default-changed`, cls, `${where}: default ${quoted(rawA.default)} → ${quoted(rawB.default)}${why}`, path || undefined, rawA.default, rawB.default);
  };
  const theWords = () => {
    for (const key of WORDS) {
      const [x, y] = [wordOf(rawA, key), wordOf(rawB, key)];
      const id: ChangeId = key === 'title' || key === 'description' ? `${side}-${key}-changed` : `${side}-docs-keyword-changed`;
      if (!sameContent(x, y)) emit(id, 'docs', `${where}: ${key} ${quoted(x)} → ${quoted(y)}`, path || undefined, x, y, id.endsWith('docs-keyword-changed') ? {keyword: key} : undefined);
    }
  };

  const [xa, xb] = [alternatives(a), alternatives(b)];
  if (xa.length > 1 || xb.length > 1) {
    theDefault();
    theWords();
    const {pairs, removed, added, label} = pairBranches(xa, xb, $schema);
    for (const s of removed) {
      if (isSubschema(s, b, $schema) === true) continue; // the new schema still accepts all of it
      at(`${side}-variant-removed`, judge(dir, true), `${where}: variant ${label(s)} removed (${dir === 'input' ? 'no longer accepted' : 'no longer returned'}): ${shapeOf(s)} → none`, s, undefined, {variant: label(s)});
    }
    for (const s of added) {
      if (isSubschema(s, a, $schema) === true) continue; // nothing the old schema did not accept
      at(`${side}-variant-added`, judge(dir, false), `${where}: variant ${label(s)} added (${dir === 'input' ? 'now accepted' : 'results may now hold it'}): none → ${shapeOf(s)}`, undefined, s, {variant: label(s)});
    }
    for (const [x, y] of pairs) diffPlain(x, y, {...inner, variant: xb.length > 1 ? label(y) : variant, whole: [a, b]}, false);
    return;
  }
  diffPlain(a, b, {...inner, variant, whole: ctx.whole}, true);

  function diffPlain(a: Schema, b: Schema, c: DiffContext, own: boolean) {
    const here = `${path ? `${noun} ${path}` : dir === 'input' ? 'input schema' : 'output schema'}${c.variant ? ` (variant ${c.variant})` : ''}`;
    const [wa, wb] = c.whole ?? [a, b];
    const [ta, tb] = [typesOf(a), typesOf(b)];
    if (ta.join() !== tb.join()) {
      const narrowed: Narrowed = covers(ta, tb) ? true : covers(tb, ta) ? false : 'changed';
      at(`${side}-type-changed`, judge(dir, narrowed), `${here}: type ${ta.join(' | ') || 'any'} → ${tb.join(' | ') || 'any'}`, a.type, b.type);
      // no value is of both types: the keywords of each say nothing the type change does not
      const numeric = (t: string) => (t === 'integer' ? 'number' : t);
      if (ta.length && tb.length && !ta.some((t) => tb.map(numeric).includes(numeric(t)))) {
        if (own) {
          theDefault();
          theWords();
        }
        return;
      }
    }
    if (a.enum || b.enum) {
      if (!a.enum) at(`${side}-enum-added`, judge(dir, true), `${here}: enum none → ${show(b.enum)}`, undefined, b.enum);
      else if (!b.enum) at(`${side}-enum-removed`, judge(dir, false), `${here}: enum ${show(a.enum)} → none`, a.enum, undefined);
      else {
        // a value another branch still accepts (or already accepted) is not removed (or added)
        const gone = a.enum.filter((v) => !b.enum!.some((w) => sameContent(v, w)) && accepts(wb, v, $schema) !== true);
        const added = b.enum.filter((v) => !a.enum!.some((w) => sameContent(v, w)) && accepts(wa, v, $schema) !== true);
        const s = (n: number) => (n > 1 ? 's' : '');
        if (gone.length) at(`${side}-enum-value-removed`, judge(dir, true), `${here}: enum value${s(gone.length)} ${gone.map(quoted).join(', ')} removed: ${show(a.enum)} → ${show(b.enum)}`, a.enum, b.enum, {values: gone});
        if (added.length) at(`${side}-enum-value-added`, judge(dir, false), `${here}: enum value${s(added.length)} ${added.map(quoted).join(', ')} added: ${show(a.enum)} → ${show(b.enum)}`, a.enum, b.enum, {values: added});
      }
    }
    for (const key of ['pattern', 'format'] as const) {
      if (sameContent(a[key], b[key])) continue;
      const narrowed: Narrowed = a[key] === undefined ? true : b[key] === undefined ? false : 'changed';
      at(`${side}-${key}-${a[key] === undefined ? 'added' : b[key] === undefined ? 'removed' : 'changed'}`, judge(dir, narrowed), `${here}: ${key} ${show(a[key])} → ${show(b[key])}`, a[key], b[key]);
    }
    for (const key of [...LOWER, ...UPPER]) {
      const [x, y] = [a[key] as number | undefined, b[key] as number | undefined];
      if (x === y) continue;
      const narrowed = x === undefined ? true : y === undefined ? false : LOWER.includes(key) ? y > x : y < x;
      at(boundId(side, key, x, y), judge(dir, narrowed), `${here}: ${key} ${x ?? 'none'} → ${y ?? 'none'} (${narrowed ? 'narrowed' : 'widened'})`, x, y);
    }
    if (!!a.uniqueItems !== !!b.uniqueItems) at(`${side}-unique-items-${b.uniqueItems ? 'added' : 'removed'}`, judge(dir, !!b.uniqueItems), `${here}: uniqueItems ${!!a.uniqueItems} → ${!!b.uniqueItems}`, a.uniqueItems, b.uniqueItems);
    if (own) theDefault();
    // additionalProperties and items say something only where both sides are objects (arrays): a type change says the rest
    const [apa, apb] = [a.additionalProperties, b.additionalProperties];
    if (isObject(a) && isObject(b) && !sameContent(apa, apb)) {
      const narrowed: Narrowed = apb === false ? true : apa === false ? false : 'changed';
      const says = (v: unknown) => (v === false ? 'false (no other properties)' : v === undefined ? 'none' : sameContent(v, {}) ? (isLeftOut(v) ? 'any (left out)' : 'any') : show(v));
      at(`${side}-additional-properties-changed`, judge(dir, narrowed), `${here}: additionalProperties ${says(apa)} → ${says(apb)}`, apa, apb);
    }
    if (own) theWords();

    // properties too: an object that became a string has not lost its fields one by one
    const objects = isObject(a) === isObject(b);
    const [pa, pb] = objects ? [(a.properties ?? {}) as Record<string, Schema>, (b.properties ?? {}) as Record<string, Schema>] : [{}, {}];
    const [ra, rb] = [new Set(a.required ?? []), new Set(b.required ?? [])];
    const child = (name: string) => (path ? `${path}.${name}` : name);
    const tag = c.variant ? ` (variant ${c.variant})` : '';
    const line = (id: ChangeId, cls: ChangeClass, text: string, field: string, before?: unknown, after?: unknown) => {
      if (shown(cls)) emit(id, cls, text, field, before, after);
    };
    for (const name of Object.keys(pa)) {
      if (!(name in pb)) line(`${side}-removed`, 'breaking', `${noun} ${child(name)}${tag} removed: ${shapeOf(pa[name])} → none`, child(name), pa[name], undefined);
    }
    for (const [name, schema] of Object.entries(pb)) {
      const p = child(name);
      if (!(name in pa)) {
        const shape = shapeOf(schema);
        if (dir === 'output') line('result-field-added', 'additive', `field ${p}${tag} added: none → ${shape}`, p, undefined, schema);
        else if (rb.has(name)) line('required-parameter-added', 'breaking', `required parameter ${p}${tag} added: none → ${shape}`, p, undefined, schema);
        else line('optional-parameter-added', 'additive', `optional parameter ${p}${tag} added: none → ${shape}`, p, undefined, schema);
        continue;
      }
      if (ra.has(name) !== rb.has(name)) {
        const nowRequired = rb.has(name);
        line(`${side}-became-${nowRequired ? 'required' : 'optional'}`, (dir === 'input') === nowRequired ? 'breaking' : 'additive', `${noun} ${p}${tag}: ${nowRequired ? 'optional → required' : 'required → optional'}`, p, !nowRequired, nowRequired);
      }
      diffSchema(pa[name], schema, dir, p, emit, {$schema, variant: c.variant, quiet, covered, wasRequired: ra.has(name), nowRequired: rb.has(name)});
    }

    const [ia, ib] = [a.items, b.items];
    if (ia && ib && !Array.isArray(ia) && !Array.isArray(ib) && typeof ia === 'object' && typeof ib === 'object') {
      diffSchema(ia as Schema, ib as Schema, dir, `${path}[]`, (id, cls, text, f, x, y, v) => emit(id, cls, text, f ?? (path || undefined), x, y, v), {$schema, variant: c.variant, quiet, covered});
    } else if (isArray(a) && isArray(b) && !sameContent(ia, ib)) {
      at(`${side}-items-changed`, relationClass(dir, ia as Schema, ib as Schema, $schema), `${here}: items ${show(ia)} → ${show(ib)}`, ia, ib);
    }
    // other validation keywords (`not`, `if`, `patternProperties`, …): judged by what the schemas accept, else breaking;
    // a keyword no vocabulary defines only describes
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
      if (HANDLED.has(key) || DOCS_KEYWORDS.has(key) || WORDS.includes(key) || sameContent(a[key], b[key])) continue;
      const cls = validates(key) ? relationClass(dir, a, b, $schema) : 'docs';
      at(`${side}-keyword-changed`, cls, `${here}: ${key} ${show(a[key])} → ${show(b[key])}`, a[key], b[key], {keyword: key});
    }
  }
}

/** No value: a caller that leaves a parameter out sends none, and a default of null says the same. */
const noValue = (v: unknown) => v === undefined || v === null;

/**
 * A parameter's default changed: the class and the reason, by what a caller
 * who leaves it out now gets (packages/mcp-surface-gate/src/compare/README.md, "Default rules"). One who
 * sends it gets what it sent either way.
 */
function defaultRule(before: unknown, after: unknown, ctx: DiffContext): [ChangeClass, string] {
  if (before === undefined && ctx.wasRequired) return ['docs', ' (every call sent it before)'];
  if (ctx.nowRequired) return ['docs', ' (every call must send it now)'];
  if (noValue(before) && noValue(after)) return ['docs', ' (left out, it still means no value)'];
  const value = (v: unknown) => (typeof v === 'string' ? show(JSON.stringify(v)) : show(v));
  if (before === undefined) return ['breaking', ` (left out, it now means ${value(after)}; what it meant before was not written)`];
  if (noValue(after)) return ['breaking', ` (left out, it no longer means ${value(before)})`];
  return ['breaking', ` (left out, it now means ${value(after)})`];
}

/**
 * A title or description as a reader finds it: the schema's own, or when it
 * has none, the one every branch of its anyOf that gives one agrees on (a
 * description moved into a branch has not gone).
 */
function wordOf(s: Schema, key: string): unknown {
  if (s[key] !== undefined) return s[key];
  const branches = (s.anyOf ?? s.oneOf) as Schema[] | undefined;
  if (!Array.isArray(branches)) return undefined;
  const given = branches.map((b) => b?.[key]).filter((v) => v !== undefined);
  return given.length && given.every((v) => sameContent(v, given[0])) ? given[0] : undefined;
}

/** The class of a change by what the two schemas accept; breaking when that cannot be told. */
function relationClass(dir: Dir, a: Schema, b: Schema, $schema: unknown): ChangeClass {
  const r = relation(a, b, $schema);
  if (r === 'same') return 'docs';
  return r === 'narrower' ? judge(dir, true) : r === 'wider' ? judge(dir, false) : 'breaking';
}
