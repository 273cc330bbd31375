/**
 * Which environment the app runs as, and what production requires. Pure module, shared by
 * lib/config.ts (client values), lib/config/server.ts (server values), next.config.ts (the build-time check) and
 * instrumentation.ts (the start-up check).
 *
 * Only the sandbox has defaults: a build or a start says it is the sandbox with `RAMP_ENV=sandbox` (set by the npm
 * scripts, sandbox/with-sandbox.ts and the Playwright web server); anything else is production, where every
 * variable of {@link REQUIRED_IN_PRODUCTION} must be set or the build/start stops with a message that lists them.
 *
 * To add a required variable (e.g. NEXT_SERVER_ACTIONS_ENCRYPTION_KEY): add its name to the `server`
 * (read at start) or `client` (NEXT_PUBLIC_*, inlined at build) list below, give it a sandbox default where the
 * app reads it (lib/config/server.ts or lib/config.ts; a variable only Next.js reads needs none), and add a row
 * to docs/configuration.md. Both checks and their messages follow from the list.
 */

/** `sandbox`: local defaults pointing at the sandbox (shared/SANDBOX.md); `production`: no defaults. */
export type RampEnv = 'sandbox' | 'production';

/** The variable that says which environment this is. */
export const RAMP_ENV_VARIABLE = 'RAMP_ENV';

/**
 * Reads an environment name: only the exact word `sandbox` selects the sandbox; unset or anything else is
 * production (so a typo fails safe, towards the strict checks).
 */
export function rampEnvOf(value: string | undefined): RampEnv {
  return value?.trim() === 'sandbox' ? 'sandbox' : 'production';
}

/**
 * The variables production cannot run without, by where they are read: `client` ones are inlined into the
 * browser bundle by `next build` (so the build checks them), `server` ones are read at start-up.
 */
export const REQUIRED_IN_PRODUCTION = {
  client: ['NEXT_PUBLIC_APP_ORIGIN', 'NEXT_PUBLIC_PARTNER_ORIGINS', 'NEXT_PUBLIC_SENTRY_DSN'],
  // NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: only Next.js reads it, but every instance of one build must share it
  // (several instances behave as one), so production may not start without it.
  server: [
    'KRATOS_PUBLIC_URL',
    'PRODUCT_API_URL',
    'TERMS_URL',
    'PRIVACY_URL',
    'TRANSACTION_TOKEN_KEY',
    'NEXT_SERVER_ACTIONS_ENCRYPTION_KEY',
  ],
} as const;

export type RequiredVariable = (typeof REQUIRED_IN_PRODUCTION)[keyof typeof REQUIRED_IN_PRODUCTION][number];

/**
 * The names among `names` that are unset or blank.
 * @param read how to read one variable (process.env for server values, the build's inlined map for client ones).
 */
export function missingVariables(names: readonly string[], read: (name: string) => string | undefined): string[] {
  return names.filter((name) => !read(name)?.trim());
}

/**
 * The message a production build or start stops with.
 * @param missing the variables that are not set (non-empty).
 * @param when `build` (client variables, inlined by next build) or `start`.
 */
export function missingConfigMessage(missing: readonly string[], when: 'build' | 'start'): string {
  return [
    `[config] production ${when} refused: required environment variables are not set:`,
    ...missing.map((name) => `  - ${name}`),
    'Set them (see docs/configuration.md and .env.example), or run against the local sandbox with',
    `${RAMP_ENV_VARIABLE}=sandbox (npm run dev, npm run demo and the tests do this for you).`,
  ].join('\n');
}

/** A configuration that cannot run; its message lists what is missing. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * A boolean flag variable: `true`/`1`/`on`/`yes` → true, `false`/`0`/`off`/`no` → false, unset → `fallback`.
 * @throws ConfigError for any other value (a typo must not silently turn a switch on or off).
 */
export function flagOf(name: string, value: string | undefined, fallback: boolean): boolean {
  const v = value?.trim().toLowerCase();
  if (!v) return fallback;
  if (['true', '1', 'on', 'yes'].includes(v)) return true;
  if (['false', '0', 'off', 'no'].includes(v)) return false;
  throw new ConfigError(`[config] ${name} must be true or false, not "${value}"`);
}
