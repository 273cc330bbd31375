/**
 * Jest (unit tests next to the code as *.test.ts(x)) through next/jest: SWC transform, the @/ alias,
 * .env loading. jsdom for components, node for pure modules (per-file docblock `@jest-environment node`); sdk/ (the
 * partner SDK) has its tests next to its code too.
 */

import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

// Unit tests run as the sandbox, the only environment with configuration defaults (lib/config/required.ts).
// Set here so the workers inherit it; tests of the production rules set their own env.
process.env.RAMP_ENV ??= 'sandbox';

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'node',
  testMatch: ['<rootDir>/{lib,components,app,sandbox,scripts,deploy,sdk}/**/*.test.{ts,tsx}', '<rootDir>/*.test.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  clearMocks: true,
};

// ky (and a few other dependencies) ship only ES modules: let SWC transform them too. htmlparser2 and its DOM
// packages are sanitize-html's parser (lib/legal/sanitize.ts).
const ESM_PACKAGES = [
  'ky',
  'until-async',
  'rettime',
  '@open-draft/deferred-promise',
  'htmlparser2',
  'domhandler',
  'domutils',
  'domelementtype',
  'dom-serializer',
  'entities',
  // jose 6 (transaction tokens: sandbox/api/tokens.ts, lib/transactions/token-verify.ts) is ESM only.
  'jose',
  // next-intl 4 and its runtime, so component tests render with the real NextIntlClientProvider.
  'next-intl',
  'use-intl',
  'intl-messageformat',
  '@formatjs',
  'icu-minify',
];

export default async function jestConfig() {
  const resolved = await createJestConfig(config)();
  return {
    ...resolved,
    transformIgnorePatterns: [`/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`, '^.+\\.module\\.(css|sass|scss)$'],
  };
}
