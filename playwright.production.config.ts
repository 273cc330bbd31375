/**
 * Playwright for the production topology test alone (e2e/production.spec.ts): the main config's browser
 * and reporters, no web servers (the spec starts nginx, two standalone instances, Kratos on PostgreSQL and the API
 * sandbox itself, on the sandbox's ports), so it runs after the main suite: `playwright test -c <this file>`.
 */
import { defineConfig } from '@playwright/test';
import base from './playwright.config';

export default defineConfig({
  ...base,
  testIgnore: undefined,
  testMatch: '**/production.spec.ts',
  timeout: 120_000,
  webServer: undefined,
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report-production' }]],
});
