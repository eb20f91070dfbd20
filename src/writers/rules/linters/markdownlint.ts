/**
 * markdownlint's rules (their ids, `MD018/no-missing-space-atx`, are this check's rule ids),
 * with the settings of .markdownlint-cli2.jsonc, which editors read too. The engine is passed
 * in: markdownlint is ES modules only, loaded by ../cli.mjs.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parse} from 'jsonc-parser';
import type {LintError} from 'markdownlint';
import type {Problem} from '../../problem';

export type MarkdownLint = (files: Record<string, string>, config: Record<string, unknown>) => Record<string, LintError[]>;

/** The rule settings of .markdownlint-cli2.jsonc. */
export function markdownlintConfig(siteDir: string): Record<string, unknown> {
  const file = path.join(siteDir, '.markdownlint-cli2.jsonc');
  return (parse(fs.readFileSync(file, 'utf8')) as {config?: Record<string, unknown>}).config ?? {};
}

export function markdownlintProblems(files: Record<string, string>, lint: MarkdownLint, config: Record<string, unknown>): Problem[] {
  return Object.entries(lint(files, config)).flatMap(([file, errors]) =>
    errors.map((e) => ({
      file,
      line: e.lineNumber,
      ...(e.errorRange ? {column: e.errorRange[0]} : {}),
      rule: e.ruleNames.slice(0, 2).join('/'),
      message: `${e.ruleDescription}${e.errorDetail ? ` (${e.errorDetail})` : ''}${e.errorContext ? `: "${e.errorContext}"` : ''}`,
      fix: e.ruleInformation ? `see ${e.ruleInformation}` : 'see the rule in markdownlint\'s documentation',
    })),
  );
}
