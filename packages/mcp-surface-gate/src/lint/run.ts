/** The lint of one surface as the commands use it: the findings, those an ignore file accepts, and the scores of what is left. */
import type {Surface} from '../surface/surface';
import type {Finding} from './finding';
import {applyLintIgnores, type LintIgnoreEntry} from './ignore';
import {lintSurface, scoreSurface, type Scores} from './lint';

export interface LintResult {
  findings: Finding[];
  ignored: {finding: Finding; reason: string}[];
  unused: LintIgnoreEntry[];
  scores: Scores;
}

export function runLint(surface: Surface, entries: LintIgnoreEntry[] = []): LintResult {
  const {kept, ignored, unused} = applyLintIgnores(lintSurface(surface), entries);
  return {findings: kept, ignored, unused, scores: scoreSurface(surface, kept)};
}
