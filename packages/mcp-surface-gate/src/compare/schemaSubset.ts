/**
 * Whether every value one schema accepts, another accepts too, so a change is
 * judged by what a schema lets through, not by how it is written. Schemas are
 * first brought to one form (normalize): `allOf` merged, `const` read as a
 * one-value `enum`, an `anyOf`/`oneOf` of bare values read as one `enum`,
 * `type` beside an `enum` dropped (the values say it), a `propertyNames` any
 * string passes dropped, draft-04's boolean exclusive bounds made numbers.
 *
 * isSubschema answers true only when it has shown it, false only when a value
 * in one and not the other must exist, and undefined when it cannot tell (a
 * pattern inside another, `not`, `if`, keywords it does not compare): callers
 * then fall back to the keyword rules of schemaDiff.ts. An `enum` is checked
 * value by value against the other schema with Ajv, in the tool schema's
 * dialect, so `["a", "b"]` against `anyOf: [{const: "a"}, {pattern: …}]` is exact.
 */
import type {ValidateFunction} from 'ajv';
import type {Schema} from '../surface/surface';
import {sameContent} from '../surface/surface';
import {validatorFor} from '../surface/dialects';
import {isLeftOut} from '../surface/defaults';

export type Verdict = boolean | undefined;

/** Keywords that describe and never reject a value (any keyword no JSON Schema vocabulary defines is one too). */
export const DOCS_KEYWORDS = new Set(['title', 'description', 'examples', '$comment', 'deprecated', 'readOnly', 'writeOnly', 'default', '$schema', '$id', 'id']);
/** Validation keywords this module compares. */
const COMPARED = new Set([
  'type', 'enum', 'const', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf', 'minLength', 'maxLength', 'pattern', 'format',
  'items', 'minItems', 'maxItems', 'uniqueItems', 'properties', 'required', 'additionalProperties', 'minProperties', 'maxProperties', 'anyOf', 'oneOf',
  'propertyNames',
]);
/** Validation keywords of JSON Schema this module does not compare (an `allOf` left after normalize holds parts merge could not join): a difference in one of them leaves the answer open. */
const OTHER_VALIDATION = new Set([
  'allOf', 'not', 'if', 'then', 'else', 'dependencies', 'dependentRequired', 'dependentSchemas', 'contains', 'minContains', 'maxContains', 'prefixItems',
  'additionalItems', 'unevaluatedItems', 'unevaluatedProperties', 'patternProperties', '$ref', '$dynamicRef', '$recursiveRef', 'contentSchema',
]);
/** Whether a keyword can reject a value. */
export const validates = (key: string) => COMPARED.has(key) || OTHER_VALIDATION.has(key);

export const typesOf = (s: Schema): string[] => (s.type === undefined ? [] : ([] as string[]).concat(s.type as string | string[]).sort());
const typeOfValue = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'array' : Number.isInteger(v) ? 'integer' : typeof v);
const fits = (types: string[], v: unknown) => !types.length || types.includes(typeOfValue(v)) || (typeOfValue(v) === 'integer' && types.includes('number'));
/** Whether every value of type set `inner` is in type set `outer` (no types: any value). */
export const covers = (outer: string[], inner: string[]) =>
  outer.length === 0 || (inner.length > 0 && inner.every((t) => outer.includes(t) || (t === 'integer' && outer.includes('number'))));

/** Bounds: the larger of two lower bounds and the smaller of two upper bounds is what both allow. */
export const LOWER = ['minimum', 'exclusiveMinimum', 'minLength', 'minItems', 'minProperties'];
export const UPPER = ['maximum', 'exclusiveMaximum', 'maxLength', 'maxItems', 'maxProperties'];

/** `allOf` merged into one schema (merge, part after part). */
function mergeAll(s: Schema): Schema {
  if (!Array.isArray(s.allOf)) return s;
  const {allOf, ...rest} = s;
  let out: Schema = rest as Schema;
  for (const part of (allOf as Schema[]).map(mergeAll)) out = merge(out, part);
  return out;
}

const asSchema = (s: Schema | boolean): Schema => (s === true ? {} : s === false ? ({not: {}} as Schema) : s);
const asEnum = (s: Schema): Schema => {
  if (s.const === undefined) return s;
  const {const: value, ...rest} = s;
  return {...rest, enum: Array.isArray(rest.enum) ? rest.enum.filter((v) => sameContent(v, value)) : [value]} as Schema;
};
/** The types both type lists allow (none: any); an integer is a number. */
function typesBoth(x: string[], y: string[]): string[] {
  if (!x.length || !y.length) return x.length ? x : y;
  return [...new Set(x.flatMap((t) => (y.includes(t) ? [t] : t === 'number' && y.includes('integer') ? ['integer'] : t === 'integer' && y.includes('number') ? [t] : [])))].sort();
}
/** Whether an object schema's `additionalProperties` lets any other property through. */
const anyOther = (s: Schema) => s.additionalProperties === undefined || s.additionalProperties === true || isLeftOut(s.additionalProperties) || sameContent(s.additionalProperties, {});

/**
 * What both schemas accept, as one schema (an `allOf` of two, or a `$ref` and
 * the keywords beside it): the tighter of each bound, the values of an enum the
 * other schema accepts too, the types both allow, both required lists, a
 * property both name merged in turn; words (title, description, default) are
 * the first's. A keyword both give differently that cannot be merged (two
 * patterns, two `not`s) stays under `allOf`, which isSubschema cannot see
 * into: the comparison then says "cannot tell", never "no change".
 */
export function merge(baseIn: Schema | boolean, partIn: Schema | boolean): Schema {
  const [base, part] = [asEnum(asSchema(baseIn)), asEnum(asSchema(partIn))];
  const out: Record<string, unknown> = {...part, ...base};
  const unmerged: Schema[] = [];
  for (const key of Object.keys(part)) {
    const [x, y] = [base[key], part[key]];
    if (!(key in base) || sameContent(x, y) || !validates(key)) continue;
    if (LOWER.includes(key)) out[key] = Math.max(x as number, y as number);
    else if (UPPER.includes(key)) out[key] = Math.min(x as number, y as number);
    else if (key === 'type' && typesBoth(typesOf(base), typesOf(part)).length) out.type = typesBoth(typesOf(base), typesOf(part));
    else if (key === 'required') out.required = [...new Set([...(x as string[]), ...(y as string[])])];
    else if (key === 'uniqueItems') out.uniqueItems = !!x || !!y;
    else if (key === 'allOf') out.allOf = [...(x as Schema[]), ...(y as Schema[])];
    else if (key === 'items' && isSchema(x) && isSchema(y)) out.items = merge(x as Schema, y as Schema);
    else if (key === 'additionalProperties' && (x === false || y === false)) out.additionalProperties = false;
    else if (key === 'additionalProperties') out.additionalProperties = anyOther(base) ? y : anyOther(part) ? x : merge(x as Schema, y as Schema);
    else if (key === 'multipleOf' && Number.isInteger((x as number) / (y as number))) out.multipleOf = x;
    else if (key === 'multipleOf' && Number.isInteger((y as number) / (x as number))) out.multipleOf = y;
    else if (key !== 'enum' && key !== 'properties') unmerged.push({[key]: y} as Schema);
  }
  // an enum keeps the values the other schema accepts too
  const [own, other] = Array.isArray(base.enum) ? [base, part] : [part, base];
  if (Array.isArray(own.enum) && Object.keys(other).some(validates)) {
    const rules = Object.fromEntries(Object.entries(other).filter(([k]) => validates(k) && k !== 'enum')) as Schema;
    const kept = own.enum.filter((v) => accepts(rules, v) !== false);
    out.enum = Array.isArray(other.enum) ? kept.filter((v) => other.enum!.some((w) => sameContent(v, w))) : kept;
  }
  if (base.properties || part.properties) out.properties = mergeProperties(base, part);
  if (unmerged.length) out.allOf = [...((out.allOf as Schema[] | undefined) ?? []), ...unmerged];
  return out as Schema;
}
const isSchema = (v: unknown) => !!v && typeof v === 'object' && !Array.isArray(v);

/** The properties of two object schemas merged: one both name, merged; one only one names, held to the other's `additionalProperties` (`false`: no value). */
function mergeProperties(base: Schema, part: Schema): Schema['properties'] {
  const [pa, pb] = [(base.properties ?? {}) as Record<string, Schema>, (part.properties ?? {}) as Record<string, Schema>];
  const out: Record<string, Schema> = {};
  for (const key of new Set([...Object.keys(pa), ...Object.keys(pb)])) {
    const [x, y] = [pa[key], pb[key]];
    const other = x ? part : base;
    if (x && y) out[key] = merge(x, y);
    else if (anyOther(other)) out[key] = x ?? y;
    else out[key] = merge(x ?? y, other.additionalProperties as Schema | boolean);
  }
  return out as Schema['properties'];
}

const onlyDocs = (s: Schema, except: string[] = []) => Object.keys(s).every((k) => except.includes(k) || !validates(k));

/** The branches of an `anyOf`/`oneOf`, nested ones flattened. */
function branchesOf(s: Schema): Schema[] | undefined {
  const list = (s.anyOf ?? s.oneOf) as Schema[] | undefined;
  if (!Array.isArray(list)) return undefined;
  return list.flatMap((b) => {
    const n = normalize(b);
    return branchesOf(n) && onlyDocs(n, ['anyOf', 'oneOf']) ? branchesOf(n)! : [n];
  });
}

/**
 * Branches that are one object apart from the value of one property (`oneOf:
 * [{type: "web"}, {type: "news"}]`), as that object with the values joined in
 * one enum (`{type: enum [web, news]}`): the same values, in the form a
 * release that replaced them with the enum writes.
 */
function joinTagged(branches: Schema[]): Schema | undefined {
  const first = branches[0].properties as Record<string, Schema> | undefined;
  if (branches.length < 2 || !first) return undefined;
  const without = (b: Schema, key: string) => ({...b, properties: Object.fromEntries(Object.entries((b.properties ?? {}) as object).filter(([k]) => k !== key))});
  for (const key of Object.keys(first)) {
    const tags = branches.map((b) => normalize(((b.properties ?? {}) as Record<string, Schema>)[key] ?? {}));
    if (!tags.every((t) => Array.isArray(t.enum) && onlyDocs(t, ['enum']))) continue;
    if (!branches.every((b) => sameContent(without(b, key), without(branches[0], key)))) continue;
    const values = tags.flatMap((t) => t.enum as unknown[]).filter((v, i, all) => all.findIndex((w) => sameContent(v, w)) === i);
    // the property's words stay when every branch gives the same
    const words = tags.every((t) => sameContent({...t, enum: []}, {...tags[0], enum: []})) ? tags[0] : {};
    return {...branches[0], properties: {...first, [key]: {...words, enum: values}}} as Schema;
  }
  return undefined;
}

/** The schema in the one form the comparison reads (see the module's comment); its own keywords only, not its children. */
export function normalize(input: Schema | boolean): Schema {
  if (input === true) return {};
  if (input === false) return {not: {}} as Schema;
  let s: Schema = mergeAll(input);
  const out: Schema = {...s};
  if (out.const !== undefined) {
    out.enum = [out.const] as unknown as Schema["enum"];
    delete out.const;
  }
  if (Array.isArray(out.enum) && out.type !== undefined) {
    const types = typesOf(out);
    out.enum = out.enum.filter((v) => fits(types, v));
    delete out.type;
  }
  if (Array.isArray(out.type) && out.type.length === 1) out.type = out.type[0];
  for (const [bound, exclusive] of [['maximum', 'exclusiveMaximum'], ['minimum', 'exclusiveMinimum']] as const) {
    if (typeof out[exclusive] === 'boolean') {
      if (out[exclusive] && typeof out[bound] === 'number') out[exclusive] = out[bound];
      if (out[exclusive] !== false) delete out[bound];
      if (out[exclusive] === false) delete out[exclusive];
    }
  }
  const names = out.propertyNames as Schema | undefined;
  if (names !== undefined && (names as unknown) !== false && onlyDocs(names, ['type']) && [undefined, 'string'].includes(names.type as string | undefined)) delete out.propertyNames;
  const branches = branchesOf(out);
  if (branches) {
    const {anyOf: _a, oneOf: _o, ...base} = out;
    s = base as Schema;
    // a list of bare values (`anyOf: [{const: "a"}, {const: "b"}]`) is an enum
    const values = branches.every((b) => Array.isArray(b.enum) && onlyDocs(b, ['enum']));
    if (values && s.enum === undefined) return normalize({...s, enum: branches.flatMap((b) => b.enum as unknown[])} as Schema);
    const joined = joinTagged(branches);
    if (joined) return normalize(merge(s, joined));
    if (branches.length === 1) return normalize(merge(s, branches[0]));
    return {...s, anyOf: branches} as Schema;
  }
  return out;
}

const compiled = new Map<string, ValidateFunction | null>();
/** Whether `schema` accepts `value` (Ajv, in `dialect`'s schema); undefined when the schema cannot be compiled. */
export function accepts(schema: Schema, value: unknown, $schema?: unknown): Verdict {
  const key = JSON.stringify([$schema ?? null, schema]);
  if (!compiled.has(key)) {
    try {
      compiled.set(key, validatorFor({...schema, ...($schema !== undefined ? {$schema} : {})}));
    } catch {
      compiled.set(key, null);
    }
  }
  const validate = compiled.get(key);
  return validate ? validate(value) : undefined;
}

/** All true: true; any false: false; else undefined. */
function and(verdicts: Verdict[]): Verdict {
  if (verdicts.includes(false)) return false;
  return verdicts.includes(undefined) ? undefined : true;
}

const NUMBER_BOUNDS = [['minimum', 'exclusiveMinimum', 1], ['maximum', 'exclusiveMaximum', -1]] as const;

/** The range of a numeric schema's bounds as [value, exclusive] pairs. */
function bound(s: Schema, which: 0 | 1): [number, boolean] | undefined {
  const [inclusive, exclusive] = NUMBER_BOUNDS[which];
  const [i, e] = [s[inclusive] as number | undefined, s[exclusive] as number | undefined];
  if (i === undefined && e === undefined) return undefined;
  if (i === undefined) return [e!, true];
  if (e === undefined) return [i, false];
  return which === 0 ? (e >= i ? [e, true] : [i, false]) : (e <= i ? [e, true] : [i, false]);
}
/** Whether `inner`'s bound on one side lies within `outer`'s. */
function within(inner: Schema, outer: Schema, which: 0 | 1): boolean {
  const [a, b] = [bound(inner, which), bound(outer, which)];
  if (!b) return true;
  if (!a) return false;
  const sign = which === 0 ? 1 : -1;
  return sign * (a[0] - b[0]) > 0 || (a[0] === b[0] && (a[1] || !b[1]));
}

const strict = new WeakMap<object, Schema>();
/**
 * The schema read as a tool built on it reads its arguments: an object that
 * left `additionalProperties` out takes only the properties it names (Zod, say,
 * drops the others), while one that wrote `true` or a schema there takes any.
 * A parameter an old schema named is still taken when the new one names it or
 * says so; falling into a default it never wrote does not count.
 */
export function strictly(s: Schema): Schema {
  if (!s || typeof s !== 'object') return s;
  const known = strict.get(s);
  if (known) return known;
  const out: Record<string, unknown> = {...s};
  for (const key of ['items', 'additionalProperties', 'contains', 'additionalItems', 'unevaluatedProperties', 'unevaluatedItems'] as const) {
    const v = s[key];
    if (v && typeof v === 'object' && !Array.isArray(v)) out[key] = key === 'additionalProperties' && isLeftOut(v) ? false : strictly(v as Schema);
  }
  for (const key of ['anyOf', 'oneOf', 'allOf', 'prefixItems'] as const) {
    if (Array.isArray(s[key])) out[key] = (s[key] as Schema[]).map(strictly);
  }
  for (const key of ['properties', 'patternProperties'] as const) {
    const map = s[key] as Record<string, Schema> | undefined;
    if (map && typeof map === 'object') out[key] = Object.fromEntries(Object.entries(map).map(([k, v]) => [k, strictly(v)]));
  }
  strict.set(s, out as Schema);
  return out as Schema;
}

/** Does every value `a` accepts pass `b`? (See the module's comment for what undefined means.) */
export function isSubschema(aIn: Schema | boolean, bIn: Schema | boolean, $schema?: unknown): Verdict {
  if (aIn === false) return true;
  if (bIn === false) return false;
  const [a, b] = [normalize(aIn), normalize(bIn)];
  if (onlyDocs(b)) return true;
  const aBranches = a.anyOf as Schema[] | undefined;
  if (aBranches) {
    const {anyOf: _x, ...base} = a;
    return and(aBranches.map((x) => isSubschema(merge(base as Schema, x), b, $schema)));
  }
  if (Array.isArray(a.enum)) return and(a.enum.map((v) => accepts(b, v, $schema)));
  const bBranches = b.anyOf as Schema[] | undefined;
  // `type: [string, null]` is a branch per type: each may fit a different branch of b
  const ta = typesOf(a);
  if (bBranches && ta.length > 1) return and(ta.map((t) => isSubschema({...a, type: t}, b, $schema)));
  if (bBranches) {
    const {anyOf: _y, ...base} = b;
    const each = bBranches.map((y) => isSubschema(a, merge(base as Schema, y), $schema));
    if (each.includes(true)) return true;
    // no value of a's types is in any branch: a definite no
    return ta.length && bBranches.every((y) => typesOf(y).length && !ta.some((t) => covers(typesOf(y), [t]))) ? false : undefined;
  }
  // a keyword a has that is not compared narrows a: a "no" found without it may not hold
  const loose = Object.keys(a).some((k) => OTHER_VALIDATION.has(k) && !sameContent(a[k], b[k]));
  const open = Object.keys(b).some((k) => OTHER_VALIDATION.has(k) && !sameContent(a[k], b[k]));
  const verdict = plainSubschema(a, b, $schema);
  if (verdict === false) return loose ? undefined : false;
  return verdict === true && open ? undefined : verdict;
}

function plainSubschema(a: Schema, b: Schema, $schema: unknown): Verdict {
  if (Array.isArray(b.enum)) {
    // only a finite a fits inside a list of values
    const ta = typesOf(a);
    if (!ta.length || ta.some((t) => !['boolean', 'null'].includes(t))) return false;
    return and(ta.flatMap((t) => (t === 'null' ? [null] : [true, false])).map((v) => accepts(b, v, $schema)));
  }
  const [ta, tb] = [typesOf(a), typesOf(b)];
  if (!covers(tb, ta)) return false;
  const has = (t: string) => !ta.length || ta.includes(t) || (t === 'number' && ta.includes('integer'));
  const checks: Verdict[] = [];
  if (has('number') || has('integer')) {
    checks.push(within(a, b, 0) && within(a, b, 1));
    if (b.multipleOf !== undefined) {
      const m = b.multipleOf as number;
      checks.push(a.multipleOf !== undefined ? Number.isInteger((a.multipleOf as number) / m) : m === 1 && ta.length > 0 && ta.every((t) => t === 'integer'));
    }
  }
  if (has('string')) {
    checks.push(((a.minLength as number | undefined) ?? 0) >= ((b.minLength as number | undefined) ?? 0));
    checks.push(b.maxLength === undefined || (a.maxLength !== undefined && (a.maxLength as number) <= (b.maxLength as number)));
    for (const key of ['pattern', 'format']) {
      if (b[key] !== undefined && !sameContent(a[key], b[key])) checks.push(a[key] === undefined ? false : undefined);
    }
  }
  if (has('array')) {
    checks.push(((a.minItems as number | undefined) ?? 0) >= ((b.minItems as number | undefined) ?? 0));
    checks.push(b.maxItems === undefined || (a.maxItems !== undefined && (a.maxItems as number) <= (b.maxItems as number)));
    if (b.uniqueItems && !a.uniqueItems) checks.push(false);
    const [ia, ib] = [a.items ?? {}, b.items ?? {}];
    checks.push(Array.isArray(ia) || Array.isArray(ib) ? (sameContent(ia, ib) ? true : undefined) : isSubschema(ia as Schema, ib as Schema, $schema));
  }
  if (has('object')) {
    checks.push(((a.minProperties as number | undefined) ?? 0) >= ((b.minProperties as number | undefined) ?? 0));
    checks.push(b.maxProperties === undefined || (a.maxProperties !== undefined && (a.maxProperties as number) <= (b.maxProperties as number)));
    const [ra, rb] = [new Set(a.required ?? []), new Set(b.required ?? [])];
    if ([...rb].some((r) => !ra.has(r))) checks.push(false);
    const [pa, pb] = [(a.properties ?? {}) as Record<string, Schema>, (b.properties ?? {}) as Record<string, Schema>];
    const [xa, xb] = [(a.additionalProperties ?? {}) as Schema, (b.additionalProperties ?? {}) as Schema];
    for (const key of new Set([...Object.keys(pa), ...Object.keys(pb)])) checks.push(isSubschema(pa[key] ?? xa, pb[key] ?? xb, $schema));
    checks.push(isSubschema(xa, xb, $schema));
    if (b.propertyNames !== undefined && !sameContent(a.propertyNames, b.propertyNames)) checks.push(undefined);
  }
  return and(checks);
}

/** How `b` relates to `a` by what they accept: the same, fewer values, more, or neither (undefined: cannot tell). */
export function relation(a: Schema, b: Schema, $schema?: unknown): 'same' | 'narrower' | 'wider' | 'changed' | undefined {
  const [down, up] = [isSubschema(b, a, $schema), isSubschema(a, b, $schema)];
  if (down && up) return 'same';
  if (down && up === false) return 'narrower';
  if (up && down === false) return 'wider';
  return down === false && up === false ? 'changed' : undefined;
}
