/**
 * The code languages this site highlights beyond prism-react-renderer's own: Prism's
 * components loaded at start (`prism.additionalLanguages` in docusaurus.config.ts), and names
 * given another's grammar (`jsonc`: JSON with comments, which Prism's JSON grammar reads). The
 * highlighted code block (src/theme/CodeBlock/Content/Highlighted.tsx) registers the aliases;
 * the writers' check (src/writers/rules/codeLanguage.ts) names a fence whose language is none
 * of them.
 */
export const ADDITIONAL_LANGUAGES = ['python', 'json', 'bash', 'yaml'];

export const LANGUAGE_ALIASES: Record<string, string> = {jsonc: 'json'};
