import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';

/** Client layers (ARCHITECTURE.md, convention 2 of docs/product-rules.md). */
const CLIENT_SHARED = [
  { element: { type: 'components' } },
  { element: { type: 'lib' } },
  { element: { type: 'shared' } },
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'data/**',
      'src/server/db/migrations/**',
      'test-results/**',
      'playwright-report/**',
      '.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**', '@/server/*'],
              message: 'The client never imports the server.',
            },
          ],
        },
      ],
    },
  },
  {
    // Client boundaries: a feature reaches another feature only through its index.ts; app/ may
    // import any feature's index; components/ and lib/ never import features.
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { './scripts/eslint-alias-resolver.cjs': {} },
      'boundaries/elements': [
        { type: 'feature', pattern: 'src/client/features/*', capture: ['feature'] },
        { type: 'app', pattern: 'src/client/app' },
        { type: 'components', pattern: 'src/client/components' },
        { type: 'lib', pattern: 'src/client/lib' },
        { type: 'shared', pattern: 'src/shared' },
        { type: 'entry', pattern: 'src/client/*.{ts,tsx,css}' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          message:
            'Client boundary: features import another feature only through its index.ts, app/ imports features through their index.ts, components/ and lib/ never import features.',
          policies: [
            { allow: { to: { module: { origin: ['external', 'core'] } } } },
            {
              from: { element: { type: 'feature' } },
              allow: { dependency: { relationship: { to: 'internal' } } },
            },
            {
              from: { element: { types: ['feature', 'app', 'entry'] } },
              allow: { to: { element: { type: 'feature', fileInternalPath: 'index.ts' } } },
            },
            {
              from: { element: { types: ['app', 'entry'] } },
              allow: {
                to: [
                  { element: { type: 'app' } },
                  { element: { type: 'entry' } },
                  ...CLIENT_SHARED,
                ],
              },
            },
            {
              from: { element: { types: ['feature', 'components'] } },
              allow: { to: CLIENT_SHARED },
            },
            {
              from: { element: { type: 'lib' } },
              allow: { to: [{ element: { type: 'lib' } }, { element: { type: 'shared' } }] },
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['src/server/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/client/**', '@/client/*'],
              message: 'The server never imports the client.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/client/**', '**/server/**', '@/client/*', '@/server/*', 'node:*'],
              message: 'shared/ is isomorphic: no client, server or node imports.',
            },
          ],
        },
      ],
    },
  },
);
