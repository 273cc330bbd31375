/**
 * ESLint (flat config): Next.js's own rules (core-web-vitals + typescript, which bring react-hooks and
 * jsx-a11y), an import-order rule, and Prettier's formatting left to Prettier (`npm run lint` runs both).
 */
import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    rules: {
      'import/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', ['parent', 'sibling', 'index']],
          pathGroups: [{ pattern: '@/**', group: 'internal' }],
          'newlines-between': 'never',
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // One typed config module (DESIGN.md): the app reads the environment only in lib/config.
    files: ['app/**', 'components/**', 'lib/**', 'middleware.ts'],
    ignores: ['lib/config.ts', 'lib/config/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through lib/config (one typed module).' },
      ],
    },
  },
  {
    // Components and hooks stay readable: a long one is split by what each part shows (or by responsibility).
    files: ['app/**', 'components/**', 'lib/**', 'middleware.ts', 'sandbox/**', 'scripts/**'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**'],
    rules: {
      'max-lines-per-function': ['error', { max: 120, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // Playwright fixtures receive a `use` callback that is not React's `use` hook.
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // A page can hold React's hidden copy of streamed content beside the revealed one, so a page-wide look-up by test
    // id or text goes through byTestId/byText (e2e/streamed-copy.ts), which skip the copy.
    files: ['e2e/**'],
    ignores: ['e2e/streamed-copy.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name=/^getBy(TestId|Text)$/][callee.object.type='Identifier'][callee.object.name=/^(page|popup|frame)$/]",
          message: 'Use byTestId/byText of e2e/streamed-copy.ts: they skip the hidden copy of streamed content.',
        },
      ],
    },
  },
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      'playwright-report/**',
      'playwright-report-production/**',
      'test-results/**',
      'coverage/**',
      'sandbox/identity/bin/**',
      'sdk/dist/**',
      'public/sdk/**',
      'next-env.d.ts',
    ],
  },
];

export default config;
