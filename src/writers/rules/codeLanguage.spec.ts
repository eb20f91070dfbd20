/**
 * The code-language rule (./codeLanguage.ts) on a page written for the test: a language the site
 * highlights (its own, an alias, an additional one) passes; any other is named at its fence.
 */
import {test, expect} from '@playwright/test';
import {sourcePage} from '../site/pages';
import {codeLanguageProblems} from './codeLanguage';

const fence = (lang: string) => `\`\`\`${lang}\nx\n\`\`\`\n`;

test('a fence in a language the site does not highlight is named at its line, with the one it most likely meant', () => {
  const body = ['bash', 'sh', 'shell', 'json', 'jsonc', 'python', 'py', 'yaml', 'yml', 'typescript', 'tsx', 'text', 'mermaid', '', 'shellscript', 'pyhton'].map(fence).join('\n');
  const text = `---\ntitle: T\ndescription: D.\n---\n\n${body}`;
  const line = (lang: string) => text.split('\n').indexOf(`\`\`\`${lang}`) + 1;
  const found = codeLanguageProblems(sourcePage('docs/concepts/t.mdx', text));
  expect(found.map((p) => `${p.line} ${p.rule} ${p.message} — ${p.fix.split('?')[0]}`)).toEqual([
    `${line('shellscript')} code-language the code block's language "shellscript" is not one the site highlights, so it shows as plain text — did you mean "shell"`,
    `${line('pyhton')} code-language the code block's language "pyhton" is not one the site highlights, so it shows as plain text — did you mean "python"`,
  ]);
});
