import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Raw design values belong in packages/tokens only.
const rawDesignValues = [
  { selector: 'Literal[value=/#[0-9a-fA-F]{3,8}\\b/]', message: 'Colours come from @rehab/tokens (vars.color.*).' },
  { selector: 'Literal[value=/\\b\\d+(\\.\\d+)?px\\b/]', message: 'Sizes come from @rehab/tokens (vars.space.*, vars.size.*).' },
  { selector: 'TemplateElement[value.raw=/\\b\\d+(\\.\\d+)?px\\b/]', message: 'Sizes come from @rehab/tokens.' },
];

export default tseslint.config(
  { ignores: ['**/dist/**', 'storybook-static/**', '**/node_modules/**', '**/__screenshots__/**', 'data/**', '**/drizzle/**', '.storybook/public/**'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['packages/{ui,portal,patient}/src/**/*.{ts,tsx}'],
    ignores: ['**/*.stories.tsx', '**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...rawDesignValues] },
  },
);
