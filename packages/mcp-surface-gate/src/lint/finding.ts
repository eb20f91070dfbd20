/**
 * What a lint rule is and what it finds: each rule has an id, one line on why
 * it matters to an agent choosing and calling tools, a fix, and the points a
 * finding takes from its tool's score (score.ts); each family of rules is a
 * module of this folder (README.md has the table).
 */
import type {Surface} from '../surface/surface';

/** What a finding is about: a tool, a prompt or a resource template. */
export type ItemKind = 'tool' | 'prompt' | 'template';

export interface Rule {
  id: string;
  /** One line: what an agent misses when the rule is broken. */
  why: string;
  /** What to do about it. */
  fix: string;
  /** Points one finding takes from its item's score of 100. */
  weight: number;
  /** At most this many points for the rule on one item, however many findings (parameters) it has. */
  cap?: number;
}

export interface Finding {
  rule: string;
  kind: ItemKind;
  /** The tool, prompt or template. */
  name: string;
  /** Where in it: a parameter (`query`, `scrapeOptions.formats`), a prompt argument; none for the item as a whole. */
  path?: string;
  message: string;
}

/** What every family's checks read: the surface, and the words most of its tool descriptions share. */
export interface LintContext {
  surface: Surface;
  sharedWords: Set<string>;
}

export interface RuleFamily {
  rules: Rule[];
  check: (ctx: LintContext) => Finding[];
}

/** `tool x`, `prompt x`, `resource template x`: as `check`'s ignore file and `--json` name things. */
export const subjectOf = (f: {kind: ItemKind; name: string}) => `${f.kind === 'template' ? 'resource template' : f.kind} ${f.name}`;

/** `tool[.parameter]`, as a finding's line starts. */
export const whereOf = (f: Finding) => (f.path ? `${f.name}.${f.path}` : f.name);

/** A value as a finding quotes it: JSON, cut at 60 characters. */
export const quote = (value: unknown) => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 59)}…` : text;
};
