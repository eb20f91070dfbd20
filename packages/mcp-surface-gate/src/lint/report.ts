/**
 * What `reference:lint` prints: each finding as `tool[.parameter]  rule  message — fix`
 * under its tool's score, then why each rule that fired matters (text); one JSON
 * document (`--json`); or one GitHub Actions annotation a finding, on the line of
 * src/data/ that holds it when the data was linted (`--format github`, through
 * write/github.ts's `annotation`). Every format words a finding through lines.ts.
 */
import {annotation} from '../write/github';
import type {Finding} from './finding';
import {subjectOf, whereOf} from './finding';
import {ruleOf, type LintIgnoreEntry} from './ignore';
import {lineOf} from './lines';
import {RULES, type Scores} from './lint';

export interface LintReport {
  /** The command's name (`reference:lint`, `mcp-surface-gate lint`), the summary annotation's title. */
  name: string;
  /** The first line's head: `reference:lint: src/data/ (companylens-mcp 1.0.0): 5 tools, …`. */
  head: string;
  server: {name: string; version: string};
  findings: Finding[];
  ignored: {finding: Finding; reason: string}[];
  unused: LintIgnoreEntry[];
  scores: Scores;
  notes: string[];
  /** `--min-score`: the server's score a CI asks for. */
  minScore?: number;
}

/** Passed: no finding left when no --min-score is given, else the server's score at or above it. */
export const passed = (r: LintReport) => (r.minScore === undefined ? r.findings.length === 0 : r.scores.score >= r.minScore);

const flat = (s: string) => s.replace(/[\r\n\u2028\u2029]+/g, ' ');
const line = (f: Finding) => `${flat(whereOf(f))}  ${f.rule}  ${flat(lineOf(f))} — ${RULES.get(f.rule)?.fix ?? ''}`;
/** A finding in an annotation, whose title names the rule and the tool: where, what, and the fix. */
const said = (f: Finding) => `${whereOf(f)}: ${lineOf(f)} — ${RULES.get(f.rule)?.fix ?? ''}`;
const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

function scoreLine(r: LintReport): string {
  const {score, average, worst} = r.scores;
  const low = worst && worst.score < 100 ? `, worst ${flat(worst.name)} ${worst.score}` : '';
  return `score ${score}/100 (average ${average}${low})`;
}

function verdict(r: LintReport): string | undefined {
  if (r.minScore === undefined) return undefined;
  return r.scores.score >= r.minScore ? `score ${r.scores.score} meets --min-score ${r.minScore}` : `score ${r.scores.score} is below --min-score ${r.minScore}`;
}

export function textReport(r: LintReport, ignoreFile?: string): string {
  const lines = [`${r.head}: ${scoreLine(r)}, ${r.findings.length ? plural(r.findings.length, 'finding') : 'no findings'}${r.ignored.length ? ` (${r.ignored.length} ignored)` : ''}`];
  for (const note of r.notes) lines.push(`  note: ${note}`);
  // A name listed twice is one subject (its findings and score are the name's): printed once.
  const printed = new Set<string>();
  for (const item of r.scores.items.filter((i) => i.findings)) {
    const key = `${item.kind}\u0000${item.name}`;
    const own = r.findings.filter((f) => f.kind === item.kind && f.name === item.name);
    if (!own.length || printed.has(key)) continue;
    printed.add(key);
    lines.push('', `  ${flat(subjectOf(item))}  ${item.score}/100`, ...own.map((f) => `    ${line(f)}`));
  }
  if (r.ignored.length) {
    lines.push('', `  ignored (accepted in ${ignoreFile}):`, ...r.ignored.map(({finding, reason}) => `    ${line(finding)}  (${flat(reason)})`));
  }
  for (const entry of r.unused) lines.push('', `  note: ${ignoreFile} entry for ${entry.subject}${ruleOf(entry) ? ` ${ruleOf(entry)}` : ''}${entry.path ? ` ${entry.path}` : ''} matched no finding; remove it if the finding is gone`);
  const fired = [...new Set(r.findings.map((f) => f.rule))];
  if (fired.length) {
    const width = Math.max(...fired.map((id) => id.length));
    lines.push('', '  why each matters to an agent:', ...fired.map((id) => `    ${id.padEnd(width)}  ${RULES.get(id)?.why}`));
  }
  const v = verdict(r);
  if (v) lines.push('', v);
  return lines.join('\n');
}

export function jsonReport(r: LintReport) {
  const record = (f: Finding) => {
    const rule = RULES.get(f.rule);
    return {id: f.rule, subject: subjectOf(f), path: f.path ?? null, rule: f.rule, message: lineOf(f), values: f.values, fix: rule?.fix, why: rule?.why};
  };
  return {
    server: r.server,
    score: r.scores.score,
    average: r.scores.average,
    worst: r.scores.worst ? {subject: subjectOf(r.scores.worst), score: r.scores.worst.score} : null,
    minScore: r.minScore ?? null,
    passed: passed(r),
    items: r.scores.items.map((i) => ({subject: subjectOf(i), score: i.score, findings: i.findings})),
    findings: r.findings.map(record),
    ignored: r.ignored.map(({finding, reason}) => ({...record(finding), reason})),
    unusedIgnores: r.unused,
    ...(r.notes.length ? {notes: r.notes} : {}),
  };
}

/** Where a finding sits in the data folder, when the data was linted. */
export type LocateFinding = (f: Finding) => {file: string; line?: number} | undefined;

/** One annotation a finding (an error when its tool's score is below --min-score), the ignored ones as notices, and the score. */
export function githubReport(r: LintReport, locate: LocateFinding): string {
  const scoreOf = new Map(r.scores.items.map((i) => [`${i.kind}\u0000${i.name}`, i.score]));
  const lines = r.findings.map((f) => {
    const below = r.minScore !== undefined && (scoreOf.get(`${f.kind}\u0000${f.name}`) ?? 100) < r.minScore;
    return annotation({level: below ? 'error' : 'warning', title: `lint ${f.rule}: ${subjectOf(f)}`, message: said(f), ...locate(f)});
  });
  for (const {finding, reason} of r.ignored) lines.push(annotation({level: 'notice', title: `lint ignored: ${subjectOf(finding)}`, message: `${said(finding)} (accepted: ${reason})`, ...locate(finding)}));
  for (const note of r.notes) lines.push(annotation({level: 'notice', title: 'note', message: note}));
  const v = verdict(r);
  lines.push(annotation({level: passed(r) ? 'notice' : 'error', title: r.name, message: `${r.head}: ${scoreLine(r)}, ${plural(r.findings.length, 'finding')}${v ? `; ${v}` : ''}`}));
  return lines.join('\n');
}
