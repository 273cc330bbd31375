/**
 * Jest (unit tests next to the code as *.test.ts(x)) through next/jest: SWC transform, the @/ alias,
 * .env loading. jsdom for components, node for pure modules (per-file docblock `@jest-environment node`).
 */

import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'node',
  testMatch: ['<rootDir>/{lib,components,app,sandbox}/**/*.test.{ts,tsx}'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  clearMocks: true,
};

export default createJestConfig(config);
