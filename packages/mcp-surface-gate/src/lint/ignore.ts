/**
 * Findings accepted on purpose, as `check`'s ignore file accepts changes: for
 * the data, src/data/reference-lint-ignore.json when it exists, or
 * `--ignore <file>`:
 *
 *   {"ignore": [{"subject": "tool get_sum", "rule": "output-schema-missing", "reason": "…"}]}
 *
 * An entry matches a finding with the same subject and, when given, the same
 * rule and path (`query`, the parameter). Each needs a reason; one that matches
 * nothing is named, so it can be removed.
 */
import {Stop} from '../stop';
import {readIgnoreEntries} from '../ignoreFile';
import type {Finding} from './finding';
import {subjectOf} from './finding';
import {RULES} from './lint';

export interface LintIgnoreEntry {
  subject: string;
  rule?: string;
  path?: string;
  reason: string;
}

export const readLintIgnoreFile = (file: string) =>
  readIgnoreEntries<LintIgnoreEntry>(file, '{"subject", "rule"?, "path"?, "reason"}', 'finding', (e, label) => {
    if (e.rule !== undefined && !RULES.has(e.rule)) throw new Stop(`${label}: no rule is called ${JSON.stringify(e.rule)} (the rules: ${[...RULES.keys()].join(', ')})`);
  });

const matches = (e: LintIgnoreEntry, f: Finding) =>
  e.subject === subjectOf(f) && (e.rule === undefined || e.rule === f.rule) && (e.path === undefined || e.path === (f.path ?? ''));

/** The findings that count, those an entry accepts (with its reason), and the entries that matched nothing. */
export function applyLintIgnores(findings: Finding[], entries: LintIgnoreEntry[]) {
  const kept: Finding[] = [];
  const ignored: {finding: Finding; reason: string}[] = [];
  const used = new Set<LintIgnoreEntry>();
  for (const finding of findings) {
    const entry = entries.find((e) => matches(e, finding));
    if (entry) {
      used.add(entry);
      ignored.push({finding, reason: entry.reason});
    } else kept.push(finding);
  }
  return {kept, ignored, unused: entries.filter((e) => !used.has(e))};
}
