/**
 * The ONE reader of the client (NEXT_PUBLIC_*) configuration (DESIGN.md). The
 * variables are parsed with zod once, at build time: next.config.ts runs lib/config/client-schema.ts and inlines
 * the result into every bundle as RAMP_CLIENT_CONFIG, which {@link clientConfig} reads. No browser runs the schema,
 * so zod is not in every page's first load. Outside a Next build (Jest, tsx, next.config.ts itself) the
 * schema runs here instead. Server values live in lib/config/server.ts (behind server-only).
 *
 * Only the sandbox has defaults (lib/config/required.ts): a sandbox build (`RAMP_ENV=sandbox next build`, as the npm
 * scripts and the tests do) points at the sandbox (shared/SANDBOX.md); a production build has no sandbox value in
 * its bundle and refuses to build or start without the variables of REQUIRED_IN_PRODUCTION.
 *
 * Safe on the Edge runtime (middleware), in Node (server components, next.config.ts) and in the browser.
 */
import type { ClientConfig } from './config/client-schema';
import { rampEnvOf, type RampEnv } from './config/required';

export type { ClientConfig } from './config/client-schema';

/**
 * The environment this code was built for. next.config.ts inlines RAMP_BUILD_ENV (from RAMP_ENV at build time)
 * into every bundle; outside a Next build (Jest, tsx, next.config.ts itself) RAMP_ENV is read.
 */
export const rampEnv: RampEnv = rampEnvOf(process.env.RAMP_BUILD_ENV ?? process.env.RAMP_ENV);

/** True in a sandbox build or run: the only place where configuration has defaults. */
export const isSandbox = rampEnv === 'sandbox';

/** Next's development server (`next dev`): the page policy allows its eval-based hot reload (lib/security/headers). */
export const isDevelopment = process.env.NODE_ENV === 'development';

/**
 * Client configuration: as the build parsed it (inlined, plain JSON), or parsed here outside a Next build (Jest, tsx,
 * next.config.ts), where a malformed value throws a ZodError (fail fast, never half-configured). Missing production
 * values are reported by the build and start checks (next.config.ts, instrumentation.ts).
 */
export const clientConfig: ClientConfig = process.env.RAMP_CLIENT_CONFIG
  ? (JSON.parse(process.env.RAMP_CLIENT_CONFIG) as ClientConfig)
  : // A Next build inlines the condition as a constant, so the bundler never follows this require: a static import
    // would put the schema and zod into every page.
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- see above: only reached without a build
    (require('./config/client-schema') as typeof import('./config/client-schema')).parseClientConfig(isSandbox);

/** Origins a return URL may point to (spec §5): the app itself and the partners. */
export function allowedReturnOrigins(): string[] {
  return [new URL(clientConfig.appOrigin).origin, ...clientConfig.partnerOrigins];
}

/** True on the Node.js server runtime (not Edge, not the browser); read from Next's NEXT_RUNTIME. */
export function isNodeRuntime(): boolean {
  return process.env.NEXT_RUNTIME === 'nodejs';
}
