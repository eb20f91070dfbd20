/**
 * `reference:lint`'s rules run over a surface, and the scores: each tool,
 * prompt and resource template starts at 100 and loses each finding's points
 * (a rule that fires once per parameter loses at most its cap); the server's
 * score is the mean of the average item and the worst one, so one bad tool
 * pulls it down however many good ones sit beside it. README.md has the table.
 */
import type {Surface} from '../surface/surface';
import type {Finding, ItemKind, Rule, RuleFamily} from './finding';
import {annotations} from './rules/annotations';
import {descriptions} from './rules/description';
import {names} from './rules/names';
import {output} from './rules/output';
import {parameters} from './rules/parameters';
import {siblings} from './rules/siblings';
import {sharedWords} from './rules/words';

const FAMILIES: RuleFamily[] = [descriptions, parameters, annotations, output, names, siblings];

/** Every rule, by id, in the order the families list them. */
export const RULES: Map<string, Rule> = new Map(FAMILIES.flatMap((f) => f.rules).map((r) => [r.id, r]));

const KIND_ORDER: Record<ItemKind, number> = {tool: 0, prompt: 1, template: 2};

/** Every finding of every rule, grouped by tool, prompt and template in the order the server lists them, then by rule. */
export function lintSurface(surface: Surface): Finding[] {
  const ctx = {surface, sharedWords: sharedWords(surface.tools.map((t) => t.description ?? ''))};
  const found = FAMILIES.flatMap((family) => family.check(ctx));
  const position = new Map<string, number>();
  const lists: [ItemKind, {name: string}[]][] = [['tool', surface.tools], ['prompt', surface.prompts], ['template', surface.resourceTemplates]];
  for (const [kind, list] of lists) list.forEach((item, i) => position.set(`${kind}\u0000${item.name}`, KIND_ORDER[kind] * 1e6 + i));
  const ruleOrder = [...RULES.keys()];
  const at = (f: Finding) => position.get(`${f.kind}\u0000${f.name}`) ?? 0;
  return found
    .map((f, i) => ({f, i}))
    .sort((x, y) => at(x.f) - at(y.f) || ruleOrder.indexOf(x.f.rule) - ruleOrder.indexOf(y.f.rule) || x.i - y.i)
    .map(({f}) => f);
}

interface ItemScore {
  kind: ItemKind;
  name: string;
  score: number;
  findings: number;
}

export interface Scores {
  items: ItemScore[];
  /** round((average + worst) / 2); 100 for a server with nothing to score. */
  score: number;
  average: number;
  worst?: ItemScore;
}

/** An item's score: 100 less each rule's points (weight × findings, at most its cap), never below 0. */
function itemScore(findings: Finding[]): number {
  const lost = new Map<string, number>();
  for (const f of findings) lost.set(f.rule, (lost.get(f.rule) ?? 0) + (RULES.get(f.rule)?.weight ?? 0));
  let total = 0;
  for (const [rule, points] of lost) total += Math.min(points, RULES.get(rule)?.cap ?? points);
  return Math.max(0, 100 - total);
}

/** The score of every tool, prompt and template, and the server's. */
export function scoreSurface(surface: Surface, findings: Finding[]): Scores {
  const lists: [ItemKind, {name: string}[]][] = [['tool', surface.tools], ['prompt', surface.prompts], ['template', surface.resourceTemplates]];
  const items = lists.flatMap(([kind, list]) => list.map((item) => {
    const own = findings.filter((f) => f.kind === kind && f.name === item.name);
    return {kind, name: item.name, score: itemScore(own), findings: own.length};
  }));
  if (!items.length) return {items, score: 100, average: 100};
  const average = items.reduce((sum, i) => sum + i.score, 0) / items.length;
  const worst = items.reduce((w, i) => (i.score < w.score ? i : w));
  return {items, score: Math.round((average + worst.score) / 2), average: Math.round(average), worst};
}
