/**
 * Playwright: browser tests in e2e/ against the real app (the standalone server, built by `npm run test:e2e`) and the
 * sandbox (shared/SANDBOX.md), in Debian's headless Chromium. Both servers are started here when they are
 * not already running (and stopped afterwards); a running sandbox (`npm run sandbox`) is reused.
 */
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './e2e/chromium';

const PORT = 3000;
export const APP_URL = `http://localhost:${PORT}`;
export const SANDBOX_URL = 'http://127.0.0.1:4010';

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  // The production topology runs on its own afterwards, on these same ports (playwright.production.config.ts).
  testIgnore: '**/production.spec.ts',
  // Every test owns its data (an account of its own, faults in its own scope: e2e/support.ts), so tests run side by
  // side in any order. Two workers run the suite fastest on this project's 2-core machines (measured: 1, 2 and 3).
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  forbidOnly: true,
  retries: 0, // a test that fails once is a defect to find, not to retry
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: 'playwright-report' }],
    ['./e2e/slowest-reporter.ts'],
    ['./e2e/journey-reporter.ts'],
  ],
  outputDir: 'test-results',
  use: {
    baseURL: APP_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_FLAGS],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      // Kratos on PostgreSQL: parallel tests write sessions at once, and a test ages its own sign-in in the database
      // (POST /__sandbox/accounts/{email}/sign-in-age).
      command: 'npx tsx sandbox/start.ts',
      env: { SANDBOX_DB: 'postgres' },
      url: `${SANDBOX_URL}/__sandbox/health`,
      reuseExistingServer: true,
      timeout: 15 * 60_000, // a fresh machine builds Kratos first
      stdout: 'pipe',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    },
    {
      // The standalone build as deployed: static files and the entry copied beside Next's server.js
      // (also after a bare `next build`), then deploy/start.js on loopback. The app runs as the sandbox: a
      // production build refuses this and says to rebuild with `npm run build:sandbox`.
      command: 'node scripts/standalone-assets.mjs && node .next/standalone/start.js',
      // Idle keep-alive connections stay open 10 minutes (Next's KEEP_ALIVE_TIMEOUT; its default is 5 s): Playwright's
      // request client reuses idle connections, and one the server closes at that moment fails with ECONNRESET.
      env: { PORT: String(PORT), HOSTNAME: '127.0.0.1', RAMP_ENV: 'sandbox', KEEP_ALIVE_TIMEOUT: '600000' },
      url: `${APP_URL}/error`, // answers 200 without a session or the sandbox
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
