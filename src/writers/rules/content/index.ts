/**
 * The content rules (./rules.ts) and the facts said once (./saidOnce.ts) as problems of the
 * check: one a finding, its rule the content rule's name.
 */
import type {Problem} from '../../problem';
import {RULES} from './rules';
import type {Page} from './text';

export function contentProblems(page: Page, {data = false} = {}): Problem[] {
  return RULES.filter((rule) => !data || rule.data).flatMap((rule) =>
    rule.check(page).map((f) => ({file: page.file, line: f.line, rule: rule.name, message: `${f.found}: ${rule.about}`, fix: `${f.fix ? `${f.fix}; ` : ''}${rule.fix}`})),
  );
}
