import fs from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Features never import each other (they meet in app/routes) and shared components never import features.
// Tests may compose features, as routes do.
const testFiles = ['**/*.test.{ts,tsx}', '**/test/**'];
const featureImports = (names) => [
  {
    group: names.flatMap((n) => [`**/features/${n}`, `**/features/${n}/**`, `../${n}`, `../${n}/**`, `../../${n}/**`]),
    message: 'Features do not import each other: compose them in app/routes.',
  },
];

const features = fs
  .readdirSync(new URL('./client/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      'bench/.data-*/**',
      'client/src/gql/**',
      'node_modules/**',
      '.data/**',
      'server/src/migrations/Migration*.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // Decorated parameters need their classes at run time (emitDecoratorMetadata): no type-only rewrites there.
    files: ['server/**/*.ts', 'tests/**/*.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // One block per feature folder, read from the disk so that a new feature is covered without editing this file.
  ...features.map((name) => ({
    files: [`client/src/features/${name}/**/*.{ts,tsx}`],
    ignores: testFiles,
    rules: {
      'no-restricted-imports': ['error', { patterns: featureImports(features.filter((other) => other !== name)) }],
    },
  })),
  {
    files: ['client/src/components/**/*.{ts,tsx}', 'client/src/lib/**/*.{ts,tsx}'],
    ignores: testFiles,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features/**', '**/app/**'],
              message: 'Shared components and lib do not import features or the app.',
            },
          ],
        },
      ],
    },
  },
);
