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
 * branches are paired by what they accept (schemaBranches.ts): an old branch
 * some new branch covers is kept, whatever its place; one the new schema as a
 * whole still accepts is not "removed". Both schemas come with local `$ref`s
 * resolved and defaults filled (defaults.ts).
 *
 * Read top-down: diffSchema decides what the node as a whole is (the same
 * values, or still taking every old value), then diffBranches or diffOne
 * compare it, one function a keyword family.
 */
import type {ChangeClass, ChangeId} from './change';
import {boundId} from './ids';
import type {Schema} from '../surface/surface';
import {sameContent} from '../surface/surface';
import {accepts, covers, DOCS_KEYWORDS, isSubschema, LOWER, normalize, relation, strictly, typesOf, UPPER, validates} from './schemaSubset';
import {alternatives, pairBranches, tagValues} from './schemaBranches';
import {isLeftOut} from '../surface/defaults';

export type Dir = 'input' | 'output';
export type Emit = (id: ChangeId, cls: ChangeClass, field?: string, before?: unknown, after?: unknown, values?: Record<string, unknown>) => void;

/** Keywords a docs-only line reports (the others of DOCS_KEYWORDS are handled apart: `default`, or not at all). */
const WORDS = ['title', 'description', 'examples', '$comment', 'deprecated', 'readOnly', 'writeOnly'];
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

/** Fewer values allowed (true), more (false), or neither a subset of the other ('changed'). */
type Narrowed = boolean | 'changed';
function judge(dir: Dir, narrowed: Narrowed): ChangeClass {
  if (narrowed === 'changed') return 'breaking';
  return narrowed === (dir === 'input') ? 'breaking' : 'additive';
}

const isObject = (s: Schema) => typesOf(s).includes('object') || (!typesOf(s).length && s.properties !== undefined);
const isArray = (s: Schema) => typesOf(s).includes('array') || (!typesOf(s).length && s.items !== undefined);

/** A short picture of a schema: `{type, resource{uri, blob, mimeType?}}`, `string`, `"resource"`, `string matching ^…$`. */
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
  const type = typesOf(s).join(' | ') || 'any';
  return typeof s.pattern === 'string' ? `${type} matching ${show(s.pattern)}` : type;
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

/** One schema node being compared: where it is, how its lines are reported, and what was found about it as a whole. */
interface Node {
  dir: Dir;
  /** The id's side: `parameter-…` or `result-field-…`. */
  side: 'parameter' | 'result-field';
  path: string;
  emit: Emit;
  ctx: DiffContext;
  /** The two schemas as written (their default and words are read from these). */
  raw: [Schema, Schema];
  /** Both accept the same values: only docs-only lines are reported. */
  quiet: boolean;
  /** The new schema still takes every value the old one took: no breaking line is reported. */
  covered: boolean;
}

/** Every difference from schema `a` to schema `b` at `path` (`items[].title`, as the field lists write it). */
export function diffSchema(rawA: Schema, rawB: Schema, dir: Dir, path: string, emit: Emit, ctx: DiffContext = {}) {
  const [a, b] = [normalize(rawA), normalize(rawB)];
  const quiet = ctx.quiet || relation(a, b, ctx.$schema) === 'same';
  // a parameter that still takes every value it took (by a key the new schema names, or a branch that takes
  // any object or string) lost nothing, however its strict branch changed
  const covered = ctx.covered || (!quiet && dir === 'input' && isSubschema(a, strictly(b), ctx.$schema) === true);
  const side = dir === 'input' ? 'parameter' : 'result-field';
  const node: Node = {dir, side, path, emit, ctx, raw: [rawA, rawB], quiet, covered};
  const [xa, xb] = [alternatives(a), alternatives(b)];
  if (xa.length > 1 || xb.length > 1) diffBranches(node, a, b, xa, xb);
  else diffOne(node, a, b, ctx.variant ?? '', ctx.whole, true);
}

/** Reports a change of this node (or one of its fields), with the branch it is in (`values.inVariant`), unless what the node accepts says it is no change. */
function report(n: Node, id: ChangeId, cls: ChangeClass, variant: string, before?: unknown, after?: unknown, values?: Record<string, unknown>, field = n.path || undefined) {
  if ((!n.quiet || cls === 'docs') && !(n.covered && cls === 'breaking')) n.emit(id, cls, field, before, after, {...values, ...(variant ? {inVariant: variant} : {})});
}

/** Branches of an anyOf on either side: the node's default and words once, then each branch removed, added or paired. */
function diffBranches(n: Node, a: Schema, b: Schema, xa: Schema[], xb: Schema[]) {
  const variant = n.ctx.variant ?? '';
  defaultLine(n, variant);
  wordLines(n, variant);
  const {pairs, removed, added, key} = pairBranches(xa, xb, n.ctx.$schema);
  const label = (s: Schema) => (key && tagValues(s, key) ? `${key} ${tagValues(s, key)!.map((v) => JSON.stringify(v)).join(' | ')}` : shapeOf(s));
  for (const s of removed) {
    if (isSubschema(s, b, n.ctx.$schema) === true) continue; // the new schema still accepts all of it
    report(n, `${n.side}-variant-removed`, judge(n.dir, true), variant, s, undefined, {variant: label(s)});
  }
  for (const s of added) {
    if (isSubschema(s, a, n.ctx.$schema) === true) continue; // nothing the old schema did not accept
    report(n, `${n.side}-variant-added`, judge(n.dir, false), variant, undefined, s, {variant: label(s)});
  }
  for (const [x, y] of pairs) diffOne(n, x, y, xb.length > 1 ? label(y) : n.ctx.variant ?? '', [a, b], false);
}

/**
 * One schema against another, keyword by keyword, then their properties and
 * items. `whole`: the schemas before their branches were split (a value either
 * accepts is not added or removed); `own`: this is the node itself, not one of
 * its branches, so its default and words are reported here.
 */
function diffOne(n: Node, a: Schema, b: Schema, variant: string, whole: [Schema, Schema] | undefined, own: boolean) {
  if (!diffType(n, a, b, variant)) {
    if (own) {
      defaultLine(n, variant);
      wordLines(n, variant);
    }
    return;
  }
  diffEnum(n, a, b, variant, whole ?? [a, b]);
  diffKeywords(n, a, b, variant);
  if (own) defaultLine(n, variant);
  diffAdditionalProperties(n, a, b, variant);
  if (own) wordLines(n, variant);
  diffProperties(n, a, b, variant);
  diffItems(n, a, b, variant);
  diffOtherKeywords(n, a, b, variant);
}

/** The type; false when no value is of both types, so the keywords of each say nothing the type change does not. */
function diffType(n: Node, a: Schema, b: Schema, variant: string): boolean {
  const [ta, tb] = [typesOf(a), typesOf(b)];
  if (ta.join() === tb.join()) return true;
  const narrowed: Narrowed = covers(ta, tb) ? true : covers(tb, ta) ? false : 'changed';
  report(n, `${n.side}-type-changed`, judge(n.dir, narrowed), variant, a.type, b.type, {types: [ta, tb]});
  const numeric = (t: string) => (t === 'integer' ? 'number' : t);
  return !ta.length || !tb.length || ta.some((t) => tb.map(numeric).includes(numeric(t)));
}

/** The enum: added, dropped, or values added and removed (a value another branch still accepts, or already accepted, is neither). */
function diffEnum(n: Node, a: Schema, b: Schema, variant: string, [wa, wb]: [Schema, Schema]) {
  if (!a.enum && !b.enum) return;
  if (!a.enum) return report(n, `${n.side}-enum-added`, judge(n.dir, true), variant, undefined, b.enum);
  if (!b.enum) return report(n, `${n.side}-enum-removed`, judge(n.dir, false), variant, a.enum, undefined);
  const gone = a.enum.filter((v) => !b.enum!.some((w) => sameContent(v, w)) && accepts(wb, v, n.ctx.$schema) !== true);
  const added = b.enum.filter((v) => !a.enum!.some((w) => sameContent(v, w)) && accepts(wa, v, n.ctx.$schema) !== true);
  if (gone.length) report(n, `${n.side}-enum-value-removed`, judge(n.dir, true), variant, a.enum, b.enum, {values: gone});
  if (added.length) report(n, `${n.side}-enum-value-added`, judge(n.dir, false), variant, a.enum, b.enum, {values: added});
}

/** `pattern`, `format`, the bounds and `uniqueItems`. */
function diffKeywords(n: Node, a: Schema, b: Schema, variant: string) {
  for (const key of ['pattern', 'format'] as const) {
    if (sameContent(a[key], b[key])) continue;
    const narrowed: Narrowed = a[key] === undefined ? true : b[key] === undefined ? false : 'changed';
    report(n, `${n.side}-${key}-${a[key] === undefined ? 'added' : b[key] === undefined ? 'removed' : 'changed'}`, judge(n.dir, narrowed), variant, a[key], b[key]);
  }
  for (const key of [...LOWER, ...UPPER]) {
    const [x, y] = [a[key] as number | undefined, b[key] as number | undefined];
    if (x === y) continue;
    const narrowed = x === undefined ? true : y === undefined ? false : LOWER.includes(key) ? y > x : y < x;
    report(n, boundId(n.side, key, x, y), judge(n.dir, narrowed), variant, x, y, {keyword: key, narrowed});
  }
  if (!!a.uniqueItems !== !!b.uniqueItems) report(n, `${n.side}-unique-items-${b.uniqueItems ? 'added' : 'removed'}`, judge(n.dir, !!b.uniqueItems), variant, a.uniqueItems, b.uniqueItems);
}

/** `additionalProperties`, where both sides are objects (a type change says the rest). */
function diffAdditionalProperties(n: Node, a: Schema, b: Schema, variant: string) {
  const [x, y] = [a.additionalProperties, b.additionalProperties];
  if (!isObject(a) || !isObject(b) || sameContent(x, y)) return;
  const narrowed: Narrowed = y === false ? true : x === false ? false : 'changed';
  // "any" the reader filled in for a keyword the server left out (defaults.ts), as lines.ts marks it
  const leftOut = (['before', 'after'] as const).filter((_, i) => isLeftOut([x, y][i]));
  report(n, `${n.side}-additional-properties-changed`, judge(n.dir, narrowed), variant, x, y, leftOut.length ? {leftOut} : undefined);
}

/**
 * Whether every call must send the property. A parameter listed as required
 * that carries a default is not: Zod 4 writes its output form (a defaulted
 * field is always present after parsing) as the input schema, and the servers
 * that do (playwright-mcp 0.0.60) take a call without it and use the default
 * (compare/README.md, "Required with a default"). A result field listed as
 * required is always present, default or not.
 */
const mustSend = (n: Node, s: Schema, name: string) =>
  (s.required ?? []).includes(name) && !(n.dir === 'input' && ((s.properties ?? {}) as Record<string, Schema>)[name]?.default !== undefined);

/** The properties: removed, added, made required or optional, and each compared in turn (not when an object became something else). */
function diffProperties(n: Node, a: Schema, b: Schema, variant: string) {
  if (isObject(a) !== isObject(b)) return;
  const [pa, pb] = [(a.properties ?? {}) as Record<string, Schema>, (b.properties ?? {}) as Record<string, Schema>];
  const child = (name: string) => (n.path ? `${n.path}.${name}` : name);
  for (const name of Object.keys(pa)) {
    if (!(name in pb)) report(n, `${n.side}-removed`, 'breaking', variant, pa[name], undefined, undefined, child(name));
  }
  for (const [name, schema] of Object.entries(pb)) {
    const p = child(name);
    const [written, must] = [(b.required ?? []).includes(name), mustSend(n, b, name)];
    if (!(name in pa)) {
      if (n.dir === 'output') report(n, 'result-field-added', 'additive', variant, undefined, schema, undefined, p);
      else if (must) report(n, 'required-parameter-added', 'breaking', variant, undefined, schema, undefined, p);
      else report(n, 'optional-parameter-added', 'additive', variant, undefined, schema, written ? {listedAsRequired: true} : undefined, p);
      continue;
    }
    const [wasWritten, was] = [(a.required ?? []).includes(name), mustSend(n, a, name)];
    if (was !== must) {
      report(n, `${n.side}-became-${must ? 'required' : 'optional'}`, (n.dir === 'input') === must ? 'breaking' : 'additive', variant, !must, must, undefined, p);
    } else if (wasWritten !== written) {
      const dflt = (written ? schema : pa[name]).default;
      report(n, `${n.side}-became-${written ? 'required' : 'optional'}`, 'docs', variant, wasWritten, written, {asWritten: true, default: dflt}, p);
    }
    diffSchema(pa[name], schema, n.dir, p, n.emit, {$schema: n.ctx.$schema, variant, quiet: n.quiet, covered: n.covered, wasRequired: was, nowRequired: must});
  }
}

/** An array's items: one schema on both sides is compared in turn; anything else by what the two accept. */
function diffItems(n: Node, a: Schema, b: Schema, variant: string) {
  const [ia, ib] = [a.items, b.items];
  if (ia && ib && !Array.isArray(ia) && !Array.isArray(ib) && typeof ia === 'object' && typeof ib === 'object') {
    const emit: Emit = (id, cls, f, x, y, v) => n.emit(id, cls, f ?? (n.path || undefined), x, y, v);
    diffSchema(ia as Schema, ib as Schema, n.dir, `${n.path}[]`, emit, {$schema: n.ctx.$schema, variant, quiet: n.quiet, covered: n.covered});
  } else if (isArray(a) && isArray(b) && !sameContent(ia, ib)) {
    report(n, `${n.side}-items-changed`, relationClass(n.dir, ia as Schema, ib as Schema, n.ctx.$schema), variant, ia, ib);
  }
}

/** Other validation keywords (`not`, `if`, `patternProperties`, an `allOf` merge could not join, …): judged by what the schemas accept, else breaking; a keyword no vocabulary defines only describes. */
function diffOtherKeywords(n: Node, a: Schema, b: Schema, variant: string) {
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    if (HANDLED.has(key) || DOCS_KEYWORDS.has(key) || WORDS.includes(key) || sameContent(a[key], b[key])) continue;
    const cls = validates(key) ? relationClass(n.dir, a, b, n.ctx.$schema) : 'docs';
    report(n, `${n.side}-keyword-changed`, cls, variant, a[key], b[key], {keyword: key});
  }
}

/** The node's default, once (beside an anyOf too): a default is no part of what is accepted, and the default rules decide its class. */
function defaultLine(n: Node, variant: string) {
  const [x, y] = [n.raw[0].default, n.raw[1].default];
  if (sameContent(x, y)) return;
  const [cls, rule] = n.dir === 'output' ? ['docs' as const, undefined] : defaultRule(x, y, n.ctx);
  n.emit(`${n.side}-default-changed`, cls, n.path || undefined, x, y, {...(rule ? {rule} : {}), ...(variant ? {inVariant: variant} : {})});
}

/** The node's title, description and other words, once. */
function wordLines(n: Node, variant: string) {
  for (const key of WORDS) {
    const [x, y] = [wordOf(n.raw[0], key), wordOf(n.raw[1], key)];
    const id: ChangeId = key === 'title' || key === 'description' ? `${n.side}-${key}-changed` : `${n.side}-docs-keyword-changed`;
    if (!sameContent(x, y)) n.emit(id, 'docs', n.path || undefined, x, y, {...(id.endsWith('docs-keyword-changed') ? {keyword: key} : {}), ...(variant ? {inVariant: variant} : {})});
  }
}

/** Which default rule applied (compare/README.md): `values.rule` of a parameter's `default-changed`, worded by lines.ts. */
export type DefaultRule = 'every-call-sent-it' | 'every-call-must-send-it' | 'still-no-value' | 'now-a-value-unwritten-before' | 'no-longer-a-value' | 'another-value';

/** No value: a caller that leaves a parameter out sends none, and a default of null says the same. */
const noValue = (v: unknown) => v === undefined || v === null;

/**
 * A parameter's default changed: the class and the reason, by what a caller
 * who leaves it out now gets (packages/mcp-surface-gate/src/compare/README.md, "Default rules"). One who
 * sends it gets what it sent either way.
 */
function defaultRule(before: unknown, after: unknown, ctx: DiffContext): [ChangeClass, DefaultRule] {
  if (before === undefined && ctx.wasRequired) return ['docs', 'every-call-sent-it'];
  if (ctx.nowRequired) return ['docs', 'every-call-must-send-it'];
  if (noValue(before) && noValue(after)) return ['docs', 'still-no-value'];
  if (before === undefined) return ['breaking', 'now-a-value-unwritten-before'];
  if (noValue(after)) return ['breaking', 'no-longer-a-value'];
  return ['breaking', 'another-value'];
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
