// ESLint flat config: typescript-eslint's recommended rules and Docusaurus's
// own (links through <Link>, headings through <Heading>, literal i18n ids)
// over the site, the tests and the scripts. Formatting is Prettier's job.
import tseslint from 'typescript-eslint';
import docusaurus from '@docusaurus/eslint-plugin';

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
);
