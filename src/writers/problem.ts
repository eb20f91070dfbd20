/**
 * What every writer rule reports: one problem a line, `file:line[:col]  rule  message — fix`,
 * sorted by file and line, the way an editor's problem list opens them.
 */
export interface Problem {
  /** From the repository root, as a writer opens it (`docs/concepts/x.mdx`). */
  file: string;
  line: number;
  column?: number;
  /** The rule's id: what to look up in src/writers/README.md. */
  rule: string;
  /** What is wrong, quoting what was found. */
  message: string;
  /** What to do about it. */
  fix: string;
}

export const formatProblem = (p: Problem) => `${p.file}:${p.line}${p.column ? `:${p.column}` : ''}  ${p.rule}  ${p.message} — ${p.fix}`;

/** By file, then line and column, then rule; the same problem found twice is kept once. */
export function sortProblems(problems: Problem[]): Problem[] {
  const seen = new Set<string>();
  return [...problems]
    .sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || (a.column ?? 0) - (b.column ?? 0) || a.rule.localeCompare(b.rule))
    .filter((p) => {
      const key = formatProblem(p);
      return seen.has(key) ? false : (seen.add(key), true);
    });
}

/** Every problem on its line, then the count (or that there is none); `checked` says what was read and how fast. */
export function formatReport(problems: Problem[], checked: string): string {
  const sorted = sortProblems(problems);
  const files = new Set(sorted.map((p) => p.file)).size;
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  const count = sorted.length ? `${plural(sorted.length, 'problem')} in ${plural(files, 'file')} (${checked}); src/writers/README.md says what each rule asks` : `no problems (${checked})`;
  return [...sorted.map(formatProblem), count].join('\n');
}
