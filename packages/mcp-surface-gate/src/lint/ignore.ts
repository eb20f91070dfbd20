/**
 * Findings accepted on purpose, as `check`'s ignore file accepts changes: for
 * the data, src/data/reference-lint-ignore.json when it exists, or
 * `--ignore <file>`:
 *
 *   {"ignore": [{"subject": "tool get_sum", "rule": "output-schema-missing", "reason": "…"}]}
 *
 * An entry matches a finding with the same subject and, when given, the same
 * id (`id`, or `rule` as entries first named it) and path (`query`, the
 * parameter); never by the words of a finding, which may change. Each needs a
 * reason; one that matches nothing is named, so it can be removed.
 */
import {Stop} from '../stop';
import {readIgnoreEntries, splitByEntries} from '../ignoreFile';
import type {Finding} from './finding';
import {subjectOf} from './finding';
import {RULES} from './lint';

export interface LintIgnoreEntry {
  subject: string;
  /** The finding's id, its rule; `rule` says the same. */
  id?: string;
  rule?: string;
  path?: string;
  reason: string;
}

export const readLintIgnoreFile = (file: string) =>
  readIgnoreEntries<LintIgnoreEntry & {message?: unknown}>(file, '{"subject", "id"?, "path"?, "reason"}', 'finding', (e, label) => {
    if (e.message !== undefined) throw new Stop(`${label}: "message" is not matched (a finding's words may change): name the finding's "id" instead (--json shows it)`);
    if (e.id !== undefined && e.rule !== undefined && e.id !== e.rule) throw new Stop(`${label}: "id" and "rule" name two rules; give one`);
    const id = e.id ?? e.rule;
    if (id !== undefined && !RULES.has(id)) throw new Stop(`${label}: no rule is called ${JSON.stringify(id)} (the rules: ${[...RULES.keys()].join(', ')})`);
  });

/** The rule an entry names, by either key. */
export const ruleOf = (e: LintIgnoreEntry) => e.id ?? e.rule;

const matches = (e: LintIgnoreEntry, f: Finding) =>
  e.subject === subjectOf(f) && (ruleOf(e) === undefined || ruleOf(e) === f.rule) && (e.path === undefined || e.path === (f.path ?? ''));

/** The findings that count, those an entry accepts (with its reason), and the entries that matched nothing. */
export function applyLintIgnores(findings: Finding[], entries: LintIgnoreEntry[]) {
  const {kept, ignored, unused} = splitByEntries(findings, entries, matches);
  return {kept, ignored: ignored.map(({item, reason}) => ({finding: item, reason})), unused};
}
