/**
 * Rules spelling and british-spelling: cspell in British English with cspell.config.yaml (the
 * project's words in .cspell/project-words.txt; code in backticks and fences is not read). An
 * unknown word is `spelling`; a US form the British dictionary would accept (`color`), listed
 * in the config's flagWords, is `british-spelling`. The engine is passed in: cspell is ES
 * modules only, loaded by ../cli.mjs.
 */
import type {Problem} from '../../problem';

interface SpellingIssue {
  offset: number;
  text: string;
  /** A word the config forbids (flagWords), not an unknown one. */
  flagged: boolean;
  suggestions: string[];
}

export type Speller = (file: string, text: string) => Promise<SpellingIssue[]>;

/** Line and column (1-based) of an offset. */
function position(text: string, offset: number): {line: number; column: number} {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return {line, column: offset - before.lastIndexOf('\n')};
}

export async function spellingProblems(file: string, text: string, spell: Speller): Promise<Problem[]> {
  return (await spell(file, text)).map((issue) => {
    const suggestion = issue.suggestions[0];
    return issue.flagged
      ? {file, ...position(text, issue.offset), rule: 'british-spelling', message: `"${issue.text}" is the US spelling`, fix: suggestion ? `write "${suggestion}"` : 'use the British form'}
      : {
          file,
          ...position(text, issue.offset),
          rule: 'spelling',
          message: `unknown word "${issue.text}"`,
          fix: `${suggestion ? `did you mean "${suggestion}"? ` : ''}correct it; a product, API, field or proper name goes in .cspell/project-words.txt, a misspelling never does`,
        };
  });
}
