/**
 * The gate's docs-quality hook: `reference:check` and `reference:diff` lint both
 * surfaces (lint/) and report each tool, prompt or resource template whose
 * findings grew (more of them, or a lower score, with one it did not have
 * before: a rule on a parameter it did not fire on, or fired more often) as a
 * docs-only change, path `lint`: the release describes it worse to an agent. A
 * new item with findings is reported so too. The changelog never records these
 * (sync does not call this).
 */
import type {Change} from './compare/change';
import type {Surface} from './surface/surface';
import type {Finding, ItemKind} from './lint/finding';
import type {LintIgnoreEntry} from './lint/ignore';
import {runLint} from './lint/run';
import {worded} from './compare/lines';

const keyOf = (f: Finding) => `${f.rule}${f.path ? ` (${f.path})` : ''}`;

/** The findings of each item, by `kind name`. */
function byItem(findings: Finding[]): Map<string, Finding[]> {
  const out = new Map<string, Finding[]>();
  for (const f of findings) out.set(`${f.kind}\u0000${f.name}`, [...(out.get(`${f.kind}\u0000${f.name}`) ?? []), f]);
  return out;
}

/** The findings of `after` that `before` had fewer of, as `rule (path)`. */
function grown(before: Finding[], after: Finding[]): string[] {
  const left = new Map<string, number>();
  for (const f of before) left.set(keyOf(f), (left.get(keyOf(f)) ?? 0) + 1);
  const out: string[] = [];
  for (const f of after) {
    const n = left.get(keyOf(f)) ?? 0;
    if (n > 0) left.set(keyOf(f), n - 1);
    else out.push(keyOf(f));
  }
  return out;
}

/** Every item whose lint findings grew from `before` to `after`, as a docs-only change. */
export function qualityChanges(before: Surface, after: Surface, entries: LintIgnoreEntry[] = []): Change[] {
  const [a, b] = [runLint(before, entries), runLint(after, entries)];
  const [fa, fb] = [byItem(a.findings), byItem(b.findings)];
  const scoreOf = (scores: typeof a.scores, kind: ItemKind, name: string) => scores.items.find((i) => i.kind === kind && i.name === name)?.score;
  const out: Change[] = [];
  for (const item of b.scores.items) {
    const key = `${item.kind}\u0000${item.name}`;
    const [old, now] = [fa.get(key) ?? [], fb.get(key) ?? []];
    const added = grown(old, now);
    const was = scoreOf(a.scores, item.kind, item.name);
    // grew: more findings than before, or a lower score; a tool that fixed more than it broke is not reported
    if (!added.length || (was !== undefined && now.length <= old.length && item.score >= was)) continue;
    const values = {findings: added, score: item.score, ...(was === undefined ? {} : {scoreBefore: was})};
    out.push(worded({id: was === undefined ? 'lint-findings-on-new-item' : 'lint-findings-grew', values, class: 'docs', kind: item.kind, name: item.name, field: 'lint', before: old.map(keyOf), after: now.map(keyOf)}));
  }
  return out;
}
