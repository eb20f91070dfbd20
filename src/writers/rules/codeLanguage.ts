/**
 * Rule code-language: a code fence names a language the site highlights (prism-react-renderer's
 * own, the site's additional ones and their aliases, src/prism/languages.ts) or one drawn
 * otherwise (`mermaid`); any other shows as plain text, with no word from the build.
 */
import {createRequire} from 'node:module';
import type {Code, Root} from 'mdast';
import {visit} from 'unist-util-visit';
import {Prism} from 'prism-react-renderer';
import type {Problem} from '../problem';
import type {SourcePage} from '../site/pages';
import {ADDITIONAL_LANGUAGES, LANGUAGE_ALIASES} from '../../prism/languages';
import {closest} from './closest';

/** Drawn by a theme, not highlighted: @docusaurus/theme-mermaid's diagrams. */
const DRAWN = ['mermaid'];

let known: string[] | undefined;
/** Every language name a fence may give, worked out once. */
function knownLanguages(): string[] {
  if (known) return known;
  // the additional languages' aliases, from the Prism that Docusaurus's theme loads them from
  const fromTheme = createRequire(require.resolve('@docusaurus/theme-classic'));
  const components = (fromTheme('prismjs/components.json') as {languages: Record<string, {alias?: string | string[]}>}).languages;
  const additional = ADDITIONAL_LANGUAGES.flatMap((l) => [l, ...[components[l]?.alias ?? []].flat()]);
  known = [...new Set([...Object.keys(Prism.languages).filter((k) => typeof Prism.languages[k] === 'object'), ...additional, ...Object.keys(LANGUAGE_ALIASES), ...DRAWN])].sort();
  return known;
}

export function codeLanguageProblems(page: SourcePage): Problem[] {
  if (!page.tree) return [];
  const problems: Problem[] = [];
  visit(page.tree as Root, 'code', (node: Code) => {
    if (!node.lang || knownLanguages().includes(node.lang)) return;
    const lang = node.lang;
    const meant = closest(lang, knownLanguages()) ?? knownLanguages().filter((k) => k.length > 1 && lang.startsWith(k)).sort((a, b) => b.length - a.length)[0];
    problems.push({
      file: page.file,
      line: node.position?.start.line ?? 1,
      rule: 'code-language',
      message: `the code block's language "${lang}" is not one the site highlights, so it shows as plain text`,
      fix: `${meant ? `did you mean "${meant}"? ` : ''}name one the site highlights (bash, json, python, typescript, yaml, …: prism-react-renderer's, and src/prism/languages.ts), or text for plain text`,
    });
  });
  return problems;
}
