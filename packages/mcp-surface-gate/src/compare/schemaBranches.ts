/**
 * The branches of two versions of an `anyOf`/`oneOf`, paired by what they
 * accept, never by position (schemaDiff.ts then compares each pair): first
 * branches that accept the same values, then an old branch with a new one that
 * covers it (or it them), then by a discriminator property every branch fixes
 * with `const` or `enum`, else by shape. What is left on either side was
 * removed or added.
 */
import type {Schema} from '../surface/surface';
import {sameContent} from '../surface/surface';
import {isSubschema, merge, normalize, typesOf, validates} from './schemaSubset';

/** The branches of a normalized schema (each with the validation keywords beside them), or the schema itself. */
export function alternatives(s: Schema): Schema[] {
  if (!Array.isArray(s.anyOf)) return [s];
  const {anyOf, ...base} = s;
  const validation = Object.fromEntries(Object.entries(base).filter(([k]) => validates(k))) as Schema;
  return (anyOf as Schema[]).map((b) => normalize(merge(validation, b)));
}

/** The values a branch gives its discriminator property, if it has one. */
export function tagValues(s: Schema, key: string): unknown[] | undefined {
  const p = (s.properties as Record<string, Schema> | undefined)?.[key];
  if (!p) return undefined;
  return p.const !== undefined ? [p.const] : Array.isArray(p.enum) ? p.enum : undefined;
}

/** The property every branch fixes to values, if there is one. */
function discriminator(branches: Schema[]): string | undefined {
  const first = Object.keys((branches[0]?.properties ?? {}) as object);
  return first.find((key) => branches.every((b) => tagValues(b, key)));
}

/** How alike two branches' shapes are: 0 for types that differ, else 1 and the share of property names they have in common. */
function similarity(a: Schema, b: Schema): number {
  const [ta, tb] = [typesOf(a), typesOf(b)];
  if (ta.join() !== tb.join() && ta.length && tb.length) return 0;
  const [ka, kb] = [Object.keys((a.properties ?? {}) as object), Object.keys((b.properties ?? {}) as object)];
  const union = new Set([...ka, ...kb]);
  return 1 + (union.size ? ka.filter((k) => kb.includes(k)).length / union.size : 1);
}

export interface BranchPairs {
  pairs: [Schema, Schema][];
  removed: Schema[];
  added: Schema[];
  /** The discriminator the branches share, which names each branch in a report. */
  key?: string;
}

/** Pairs the branches of two alternatives lists (see the module's comment). */
export function pairBranches(xa: Schema[], xb: Schema[], $schema: unknown): BranchPairs {
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
  return {pairs, removed: xa.filter((_, i) => !usedA.has(i)), added: xb.filter((_, j) => !usedB.has(j)), key};
}
