/**
 * What a lint rule is and what it finds: each rule has an id, one line on why
 * it matters to an agent choosing and calling tools, a fix, and the points a
 * finding takes from its tool's score (score.ts); each family of rules is a
 * module of this folder (README.md has the table). A finding carries its
 * rule's id and the values its line is written from (lines.ts writes it).
 */
import type {Surface, ToolNameFault} from '../surface/surface';

/** What a finding is about: a tool, a prompt or a resource template. */
export type ItemKind = 'tool' | 'prompt' | 'template';

/** A name's style (names.ts); `mixed` for one with more than one separator. */
export type NameStyle = 'snake_case' | 'kebab-case' | 'dot.case' | 'camelCase';

/**
 * What each rule's finding carries, by its id: the values its line is made of (the package README's
 * Ids section lists them). A job reads the id and these, never the words.
 */
export interface FindingValues {
  'description-missing': Record<string, never>;
  /** The description, the words it adds to the name (fewer than two), the words most descriptions share that it holds (up to four). */
  'description-short': {description: string; beyondName: string[]; sharedWords: string[]};
  'description-long': {length: number; limit: number};
  /** An excerpt around the note or placeholder. */
  'description-leak': {leak: string};
  'parameter-undescribed': {required: boolean};
  /** Every coded value nothing explains. */
  'enum-unexplained': {values: unknown[]};
  /** The description that shows no form. */
  'parameter-form': {description: string};
  'annotations-missing': Record<string, never>;
  /** The hint left out whose default makes a client ask or warn. */
  'annotations-incomplete': {hint: 'readOnlyHint' | 'destructiveHint'};
  /** Which hints contradict what, and the words of the name that say it writes or deletes. */
  'annotations-contradict': {contradiction: 'read-only-name-writes' | 'not-destructive-name-deletes'; words: string[]} | {contradiction: 'read-only-and-destructive'};
  'title-missing': Record<string, never>;
  /** Why it should have one: its name's verb fetches data, or its description says it returns JSON. */
  'output-schema-missing': {reason: 'name-fetches'; verb: string} | {reason: 'description-says-json'};
  'name-invalid': ToolNameFault | {problem: 'empty'} | {problem: 'listed-twice'};
  'name-portable': {problem: 'too-long'; length: number; limit: number} | {problem: 'characters'; characters: string[]};
  /** Its style, the house style, and how many of how many names use the house style. */
  'name-style': {style: NameStyle | 'mixed'; house: NameStyle; count: number; total: number};
  /** The other tool, the share of their descriptions' words in common (per cent), and whether they are the same words. */
  'siblings-alike': {sibling: string; sharedPercent: number; sameWords: boolean};
}

/** A rule's id, the id of its findings. */
export type RuleId = keyof FindingValues;

export interface Rule {
  id: RuleId;
  /** One line: what an agent misses when the rule is broken. */
  why: string;
  /** What to do about it. */
  fix: string;
  /** Points one finding takes from its item's score of 100. */
  weight: number;
  /** At most this many points for the rule on one item, however many findings (parameters) it has. */
  cap?: number;
}

/** What a finding is about: the item, and where in it. */
interface About {
  kind: ItemKind;
  /** The tool, prompt or template. */
  name: string;
  /** Where in it: a parameter (`query`, `scrapeOptions.formats`), a prompt argument; none for the item as a whole. */
  path?: string;
}

/** One finding: its rule's id, what it is about, and the values of that rule. */
export type Finding = {[K in RuleId]: About & {rule: K; values: FindingValues[K]}}[RuleId];

/** A finding of `rule` with its values (the one place the union is built from a rule id). */
export const finding = <K extends RuleId>(rule: K, about: About, values: FindingValues[K]): Finding => ({rule, ...about, values}) as Finding;

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
