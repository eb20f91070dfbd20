/**
 * What a check reports: one problem a line, naming the rule, the file and
 * line a writer edits, what is wrong and the fix, in the style of the site's
 * other writer checks (CONTRIBUTING.md, "The checks").
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

export const formatProblem = (p: Problem) => `${p.file}:${p.line}: rule "${p.rule}": ${p.message}. Fix: ${p.fix}`;

/** The whole report: a heading line, then each problem indented. */
export function formatReport(problems: Problem[]): string {
  const n = problems.length;
  return `The agent skill has ${n === 1 ? 'a problem' : `${n} problems`} (src/plugins/agent-skill/README.md says what each rule checks):\n${problems.map((p) => `  ${formatProblem(p)}`).join('\n')}`;
}
