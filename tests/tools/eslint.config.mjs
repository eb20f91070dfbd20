// ESLint for the code (the docs have their own checks, `npm run check`). `npm run lint` runs it
// (`--config`: it is kept here, not loose at the root; its patterns are from the root, where
// the command runs); npm test runs it beside knip, warnings failing as errors. Type-aware rules only for the code
// that runs in the reader's browser, where an unhandled promise is a silent failure.
import js from '@eslint/js';
import globals from 'globals';
import {defineConfig} from 'eslint/config';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import docusaurus from '@docusaurus/eslint-plugin';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

const BROWSER = ['src/components/**/*.tsx', 'src/theme/**/*.tsx', 'src/plugins/*/theme/**/*.tsx', 'src/client/**/*.ts'];
// React's code: the components and the folders that hold hooks. The React Compiler's checks are
// the costliest rules (they compile each function), so they run here and not over the build's code.
const REACT = ['src/**/*.tsx', 'src/lib/apiKey/**/*.ts', 'src/lib/browser/**/*.ts', 'src/plugins/*/client/**/*.ts'];

export default defineConfig(
  {
    ignores: [
      'build/**',
      'build-*/**',
      '.docusaurus/**',
      'test-results/**',
      'tests/corpus/**',
      'tests/tools/node22/**',
      // the benchmarks' copies of the site and the stock template (git-ignored)
      'bench/.cache/**',
      // the workspace packages' built output
      'packages/*/dist/**',
    ],
  },
  {linterOptions: {reportUnusedDisableDirectives: 'error'}},
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      // `{line, token, ...props}` leaves out what is not passed on
      '@typescript-eslint/no-unused-vars': ['error', {ignoreRestSiblings: true}],
    },
  },
  {
    files: ['**/*.{ts,tsx,mts,cts}'],
    rules: {
      // TypeScript checks names (tsc is strict)
      'no-undef': 'off',
    },
  },
  {
    files: ['**/*.{mjs,cjs,js}'],
    languageOptions: {globals: globals.node},
  },
  {
    // the tests read servers' JSON answers by path and assert on what they find: a wrong guess fails the assertion
    files: ['tests/**/*.ts'],
    rules: {'@typescript-eslint/no-explicit-any': 'off'},
  },
  {
    // the benchmarks' page.evaluate bodies run in the browser
    files: ['bench/**/*.mjs'],
    languageOptions: {globals: {...globals.node, ...globals.browser}},
  },
  {
    // CommonJS: .cjs, and .js (package.json has no "type": the webpack loaders in src/plugins, babel.config.js)
    files: ['**/*.{cjs,js}'],
    languageOptions: {sourceType: 'commonjs'},
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
  {
    files: REACT,
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    // a hook put anywhere else still keeps the rules of hooks
    files: ['src/**/*.ts'],
    ignores: REACT,
    plugins: {'react-hooks': reactHooks},
    rules: {'react-hooks/rules-of-hooks': 'error'},
  },
  {
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['src/**/*.tsx'],
    rules: {
      // a scrollable block or region takes focus so a keyboard can scroll it (axe: scrollable-region-focusable)
      'jsx-a11y/no-noninteractive-tabindex': ['error', {tags: ['pre'], roles: ['tabpanel', 'region']}],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: {'@docusaurus': docusaurus},
    rules: {
      // punctuation between translated parts, as Docusaurus's own configuration allows
      '@docusaurus/no-untranslated-text': ['error', {ignoredStrings: ['·', '—', '–', '(', ')', ',', ':', ';', '.', '…', '/', '|', '×', '→', '›', '“', '”']}],
      '@docusaurus/string-literal-i18n-messages': 'error',
    },
  },
  {
    files: BROWSER,
    languageOptions: {parserOptions: {projectService: true, tsconfigRootDir: ROOT}},
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
);
