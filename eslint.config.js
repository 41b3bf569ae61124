import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
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

/**
 * Which packages each package may import (docs/decisions/0001-web-package.md): apps → web → ui → tokens; apps, web
 * and the server → contract; the texts are everyone's; nothing imports an app. Checked on the resolved file, so a
 * relative path is held to the same map as a package name.
 */
const packageImports = {
  tokens: [],
  contract: [],
  locales: [],
  ui: ['tokens'],
  web: ['ui', 'tokens', 'contract', 'locales'],
  'build-tools': ['web'],
  'test-kit': ['contract'],
  server: ['contract', 'tokens', 'locales', 'test-kit'],
  portal: ['web', 'ui', 'tokens', 'contract', 'locales', 'build-tools', 'test-kit'],
  patient: ['web', 'ui', 'tokens', 'contract', 'locales', 'build-tools', 'test-kit'],
};
const packageDir = (name) => (name === 'locales' ? './locales' : `./packages/${name}`);
const packageNames = Object.keys(packageImports);
const boundaryZones = Object.entries(packageImports).flatMap(([name, allowed]) =>
  packageNames
    .filter((other) => other !== name && !allowed.includes(other))
    .map((other) => ({ target: packageDir(name), from: packageDir(other), message: `@rehab/${name} may not import @rehab/${other}.` })),
);

/** Tooling that every package's tests, stories and configs use from the root's devDependencies. */
const testFiles = [
  '**/*.test.{ts,tsx}',
  '**/*.spec.ts',
  '**/*.stories.tsx',
  '**/stories/**',
  '**/e2e/**',
  '**/bench/**',
  '**/*.config.ts',
  // What tests run on: the server's test app and fuzzing inputs, the real-time cluster, the icons' renderer.
  '**/testing.ts',
  '**/*-testing.ts',
  '**/fuzz/**',
  '**/cluster-harness.ts',
  '**/renderIcons.ts',
  // The server's own build.
  'packages/server/build.ts',
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
    // Only where React runs: the rules compile each file with the React Compiler, most of the lint's time.
    files: ['packages/{ui,web,portal,patient}/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['packages/{ui,portal,patient}/src/**/*.{ts,tsx}'],
    ignores: ['**/*.stories.tsx', '**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...rawDesignValues] },
  },
  {
    files: ['packages/**/*.{ts,tsx}', 'locales/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
      'import-x/extensions': ['.ts', '.tsx', '.js'],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      'import-x/no-relative-packages': 'error',
      // Cycles among our own files; following imports into node_modules took most of the rule's time.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  // Each package declares what it imports; the root's devDependencies are the tooling its tests and configs run on.
  ...packageNames.map((name) => ({
    files: [`${packageDir(name).slice(2)}/**/*.{ts,tsx}`],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-extraneous-dependencies': ['error', { devDependencies: testFiles, includeTypes: true, packageDir: ['.', packageDir(name)] }],
    },
  })),
  {
    // The real-time layer never reaches into a feature module: what it needs from one (the chats' resync) is handed
    // to it where the app is wired up (app.ts). Its tests drive the whole app, and the cluster harness seeds it.
    files: ['packages/server/src/realtime/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.spec.ts', 'packages/server/src/realtime/cluster-harness.ts'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...boundaryZones, { target: './packages/server/src/realtime', from: './packages/server/src/modules', message: 'The real-time layer never imports a feature module.' }] },
      ],
    },
  },
);
