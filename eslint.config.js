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
  {
    files: ['client/src/features/account/**/*.{ts,tsx}'],
    ignores: testFiles,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: featureImports([
            'admin-shell',
            'alert',
            'auth',
            'cart',
            'home',
            'mypage',
            'order',
            'playground',
            'product',
            'review',
            'show',
          ]),
        },
      ],
    },
  },
  {
    files: ['client/src/features/admin-shell/**/*.{ts,tsx}'],
    ignores: testFiles,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: featureImports([
            'account',
            'alert',
            'auth',
            'cart',
            'home',
            'mypage',
            'order',
            'playground',
            'product',
            'review',
            'show',
          ]),
        },
      ],
    },
  },
  {
    files: ['client/src/features/alert/**/*.{ts,tsx}'],
    ignores: testFiles,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: featureImports([
            'account',
            'admin-shell',
            'auth',
            'cart',
            'home',
            'mypage',
            'order',
            'playground',
            'product',
            'review',
            'show',
          ]),
        },
      ],
    },
  },
  {
    files: ['client/src/features/auth/**/*.{ts,tsx}'],
    ignores: testFiles,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: featureImports([
            'account',
            'admin-shell',
            'alert',
            'cart',
            'home',
            'mypage',
            'order',
            'playground',
            'product',
            'review',
            'show',
          ]),
        },
      ],
    },
  },
  {
    files: ['client/src/features/cart/**/*.{ts,tsx}'],
    ignores: testFiles,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: featureImports([
            'account',
            'admin-shell',
            'alert',
            'auth',
            'home',
            'mypage',
            'order',
            'playground',
            'product',
            'review',
            'show',
          ]),
        },
      ],
    },
  },
  {
    files: ['client/src/features/home/**/*.{ts,tsx}'],
    ignores: testFiles,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: featureImports([
            'account',
            'admin-shell',
            'alert',
            'auth',
            'cart',
            'mypage',
            'order',
            'playground',
            'product',
            'review',
            'show',
          ]),
        },
      ],
    },
  },
  {
    files: ['client/src/features/mypage/**/*.{ts,tsx}'],
    ignores: testFiles,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: featureImports([
            'account',
            'admin-shell',
            'alert',
            'auth',
            'cart',
            'home',
            'order',
            'playground',
            'product',
            'review',
            'show',
          ]),
        },
      ],
    },
  },
  {
    files: ['client/src/features/order/**/*.{ts,tsx}'],
    ignores: testFiles,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: featureImports([
            'account',
            'admin-shell',
            'alert',
            'auth',
            'cart',
            'home',
            'mypage',
            'playground',
            'product',
            'review',
            'show',
          ]),
        },
      ],
    },
  },
  {
    files: ['client/src/features/playground/**/*.{ts,tsx}'],
    ignores: testFiles,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: featureImports([
            'account',
            'admin-shell',
            'alert',
            'auth',
            'cart',
            'home',
            'mypage',
            'order',
            'product',
            'review',
            'show',
          ]),
        },
      ],
    },
  },
  {
    files: ['client/src/features/product/**/*.{ts,tsx}'],
    ignores: testFiles,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: featureImports([
            'account',
            'admin-shell',
            'alert',
            'auth',
            'cart',
            'home',
            'mypage',
            'order',
            'playground',
            'review',
            'show',
          ]),
        },
      ],
    },
  },
  {
    files: ['client/src/features/review/**/*.{ts,tsx}'],
    ignores: testFiles,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: featureImports([
            'account',
            'admin-shell',
            'alert',
            'auth',
            'cart',
            'home',
            'mypage',
            'order',
            'playground',
            'product',
            'show',
          ]),
        },
      ],
    },
  },
  {
    files: ['client/src/features/show/**/*.{ts,tsx}'],
    ignores: testFiles,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: featureImports([
            'account',
            'admin-shell',
            'alert',
            'auth',
            'cart',
            'home',
            'mypage',
            'order',
            'playground',
            'product',
            'review',
          ]),
        },
      ],
    },
  },
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
