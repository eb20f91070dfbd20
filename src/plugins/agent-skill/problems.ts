/**
 * What the skill's checks report: the rule, the file and line a writer edits,
 * what is wrong and the fix; the writers' check (src/writers) prints them with
 * every other rule's.
 */
export type Rule =
  | 'skill-names'
  | 'skill-plain-names'
  | 'skill-limits'
  | 'skill-errors'
  | 'skill-directives'
  | 'skill-links'
  | 'skill-front-matter'
  | 'skill-size';

export interface Problem {
  file: string;
  line: number;
  rule: Rule;
  message: string;
  fix: string;
}
