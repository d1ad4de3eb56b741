// ESLint flat config: typescript-eslint's recommended rules and Docusaurus's
// own (links through <Link>, headings through <Heading>, literal i18n ids)
// over the site, the tests and the scripts, and no ICU formatter in the code
// that renders pages. Formatting is Prettier's job.
import tseslint from 'typescript-eslint';
import docusaurus from '@docusaurus/eslint-plugin';

const icu = 'Use src/data/format.ts (listOf, byWords, amount…): no ICU formatter or collator on a page.';

export default tseslint.config(
  {
    ignores: ['build/', '.docusaurus/', 'node_modules/', 'test-results/', 'playwright-report/', '**/*.d.ts'],
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs}'],
    plugins: {'@docusaurus': docusaurus},
    rules: {
      ...docusaurus.configs.recommended.rules,
      // Warnings are errors here: `npm run lint` runs with --max-warnings 0.
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_', varsIgnorePattern: '^_'}],
    },
  },
  {
    // Code that renders pages: the first ICU formatter or collator a page makes costs about as much
    // as a page change's whole render (Chromium loads the locale's data then).
    files: [
      'src/components/**',
      'src/theme/**',
      'src/data/**',
      'src/lib/client/**',
      'src/clientModules/**',
      'src/hooks/**',
    ],
    rules: {
      'no-restricted-globals': ['error', {name: 'Intl', message: icu}],
      'no-restricted-properties': [
        'error',
        ...['localeCompare', 'toLocaleString', 'toLocaleDateString', 'toLocaleTimeString'].map((property) => ({
          property,
          message: icu,
        })),
      ],
    },
  },
);
