/**
 * The ONE reader of the client (NEXT_PUBLIC_*) variables (DESIGN.md, issue #2 §1; issue 10 item 9): parsed with zod
 * (`zod/mini`: every page's shell runs this, and classic zod would add ~30 KB gzip to each first load; issue 11)
 * into {@link clientConfig}, inlined into the browser bundle at build time. Server values live in
 * lib/config/server.ts (behind server-only), so none of their defaults ship to the browser.
 *
 * Only the sandbox has defaults (lib/config/required.ts): a sandbox build (`RAMP_ENV=sandbox next build`, as the npm
 * scripts and the tests do) points at the sandbox (shared/SANDBOX.md); a production build has no sandbox value in
 * its bundle and refuses to build or start without the variables of REQUIRED_IN_PRODUCTION.
 *
 * Safe on the Edge runtime (middleware), in Node (server components, next.config.ts) and in the browser.
 */
import { z } from 'zod/mini';
import { rampEnvOf, type RampEnv } from './config/required';

/**
 * The environment this code was built for. next.config.ts inlines RAMP_BUILD_ENV (from RAMP_ENV at build time)
 * into every bundle; outside a Next build (Jest, tsx, next.config.ts itself) RAMP_ENV is read.
 */
export const rampEnv: RampEnv = rampEnvOf(process.env.RAMP_BUILD_ENV ?? process.env.RAMP_ENV);

/** True in a sandbox build or run: the only place where configuration has defaults. */
export const isSandbox = rampEnv === 'sandbox';

/** Next's development server (`next dev`): the page policy allows its eval-based hot reload (lib/security/headers). */
export const isDevelopment = process.env.NODE_ENV === 'development';

const url = z.url();
/** Comma-separated list of origins ("https://a.example,https://b.example"), each normalised by `new URL`. */
const originList = (fallback = '') =>
  z.pipe(
    z._default(z.string(), fallback),
    z.transform((s: string) =>
      s
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean)
        .map((o) => new URL(o).origin),
    ),
  );

/**
 * A third-party loader URL template: empty, or an http(s) URL once its `{placeholders}` are filled
 * (e.g. `https://cdn.vendor.example/{region}/loader.js?key={key}`).
 */
const scriptUrlTemplate = z._default(
  z.string().check(
    z.refine((s) => s === '' || isHttpUrl(s.replace(/\{\w+\}/g, 'x')), {
      message: 'must be empty or an http(s) URL template with {key}/{region} placeholders',
    }),
  ),
  '',
);

function isHttpUrl(s: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(s).protocol);
  } catch {
    return false; // not a URL: the refine above reports it
  }
}

/**
 * The sandbox's client values (shared/SANDBOX.md). In a production bundle this object is dead code: the condition
 * is inlined as a constant and the minifier drops it, so no sandbox address ships to production browsers.
 */
const SANDBOX_CLIENT_DEFAULTS = {
  appOrigin: 'http://localhost:3000',
  sentryDsn: 'http://sandbox@127.0.0.1:4010/1',
  // The sandbox's partner host pages (beans, lobstr, trustWallet, test).
  partnerOrigins: 'http://localhost:4011,http://localhost:4012,http://localhost:4013,http://localhost:4014',
};

/**
 * What a production build without a required value parses to: never used, because the build (next.config.ts)
 * and the start (instrumentation.ts) stop first with the list of missing variables. `.invalid` (RFC 2606) makes
 * any accidental use obvious instead of quietly reaching a sandbox.
 */
const UNSET_CLIENT = { appOrigin: 'https://app-origin.invalid', sentryDsn: '', partnerOrigins: '' };

// Written so a Next build folds it to a constant (RAMP_BUILD_ENV is inlined) and drops the unused object.
const sandboxDefaults =
  process.env.RAMP_BUILD_ENV === 'sandbox' || (process.env.RAMP_BUILD_ENV === undefined && isSandbox);
const defaults = sandboxDefaults ? SANDBOX_CLIENT_DEFAULTS : UNSET_CLIENT;

const clientSchema = z.object({
  /** Public origin of this app, e.g. https://ramp.example (spec §7 "app origin"). Required in production. */
  appOrigin: z._default(url, defaults.appOrigin),
  /** Base path of the product API on the app's origin; ends in a versioned /api/v1 path (spec §7). */
  apiBasePath: z._default(
    z.string().check(z.regex(/^\/.*\/?api\/v\d+$/, 'must start with / and end in /api/v<number>')),
    '/api/v1',
  ),
  /** Path under which the identity service is proxied (spec §1). Fixed by the route handler app/auth. */
  authBasePath: z._default(z.literal('/auth'), '/auth'),
  /** Sentry DSN (spec §9). Required in production; the sandbox ingests at its local DSN. */
  sentryDsn: z._default(z.string(), defaults.sentryDsn),
  /** Release version reported to Sentry (spec §9). */
  release: z._default(z.string(), '0.52.0'),
  /** Environment name reported to Sentry (spec §9: production). */
  environment: z._default(z.string(), 'production'),
  /** Origins of the wallet partners allowed to embed the widget and to be redirected to (spec §1, §5). Required in production. */
  partnerOrigins: originList(defaults.partnerOrigins),
  /** Demo widget asset (spec §1): code and issuer account (the public USDC issuer: not a sandbox value). */
  demoAssetCode: z._default(z.string(), 'USDC'),
  demoAssetIssuer: z._default(z.string(), 'GBBD47IF6LWK7P7MDEVSCWR7DPUWV3NY3DTQEVFL4NAT4AQH3ZLLFLA5'),
  /** Session recording key (EU region, spec §9); empty disables recording. */
  recordingKey: z._default(z.string(), ''),
  /** Fraud detection key (spec §9); empty disables it. */
  fraudKey: z._default(z.string(), ''),
  /**
   * Loader URL of the session recording vendor, a template with `{key}` and `{region}` placeholders
   * (lib/third-party/scripts.ts fills them; the region is the spec §9 EU region). Empty: recording stays off.
   */
  recordingScriptUrl: scriptUrlTemplate,
  /** Loader URL of the fraud detection vendor, a template with a `{key}` placeholder. Empty: fraud detection stays off. */
  fraudScriptUrl: scriptUrlTemplate,
});

export type ClientConfig = z.infer<typeof clientSchema>;

/**
 * The NEXT_PUBLIC_* variables as this build sees them. Each is written out literally so Next.js inlines it into
 * the bundle; instrumentation.ts checks the production-required ones from this map at start-up.
 */
export const PUBLIC_ENV: Readonly<Record<string, string | undefined>> = {
  NEXT_PUBLIC_APP_ORIGIN: process.env.NEXT_PUBLIC_APP_ORIGIN,
  NEXT_PUBLIC_API_BASE_PATH: process.env.NEXT_PUBLIC_API_BASE_PATH,
  NEXT_PUBLIC_SENTRY_DSN: process.env.NEXT_PUBLIC_SENTRY_DSN,
  NEXT_PUBLIC_RELEASE: process.env.NEXT_PUBLIC_RELEASE,
  NEXT_PUBLIC_ENVIRONMENT: process.env.NEXT_PUBLIC_ENVIRONMENT,
  NEXT_PUBLIC_PARTNER_ORIGINS: process.env.NEXT_PUBLIC_PARTNER_ORIGINS,
  NEXT_PUBLIC_DEMO_ASSET_CODE: process.env.NEXT_PUBLIC_DEMO_ASSET_CODE,
  NEXT_PUBLIC_DEMO_ASSET_ISSUER: process.env.NEXT_PUBLIC_DEMO_ASSET_ISSUER,
  NEXT_PUBLIC_RECORDING_KEY: process.env.NEXT_PUBLIC_RECORDING_KEY,
  NEXT_PUBLIC_FRAUD_KEY: process.env.NEXT_PUBLIC_FRAUD_KEY,
  NEXT_PUBLIC_RECORDING_SCRIPT_URL: process.env.NEXT_PUBLIC_RECORDING_SCRIPT_URL,
  NEXT_PUBLIC_FRAUD_SCRIPT_URL: process.env.NEXT_PUBLIC_FRAUD_SCRIPT_URL,
};

/** Empty strings count as unset, so `FOO=` in an env file falls back to the default. */
const v = (value: string | undefined) => (value === '' ? undefined : value);

/**
 * Client configuration. Throws a ZodError at start-up when a value is malformed (fail fast, never
 * half-configured); missing production values are reported by the build and start checks instead.
 */
export const clientConfig: ClientConfig = clientSchema.parse({
  appOrigin: v(PUBLIC_ENV.NEXT_PUBLIC_APP_ORIGIN),
  apiBasePath: v(PUBLIC_ENV.NEXT_PUBLIC_API_BASE_PATH),
  authBasePath: undefined,
  // An explicitly empty DSN disables reporting (kept as is, unlike the other values).
  sentryDsn: PUBLIC_ENV.NEXT_PUBLIC_SENTRY_DSN,
  release: v(PUBLIC_ENV.NEXT_PUBLIC_RELEASE),
  environment: v(PUBLIC_ENV.NEXT_PUBLIC_ENVIRONMENT),
  partnerOrigins: v(PUBLIC_ENV.NEXT_PUBLIC_PARTNER_ORIGINS),
  demoAssetCode: v(PUBLIC_ENV.NEXT_PUBLIC_DEMO_ASSET_CODE),
  demoAssetIssuer: v(PUBLIC_ENV.NEXT_PUBLIC_DEMO_ASSET_ISSUER),
  recordingKey: v(PUBLIC_ENV.NEXT_PUBLIC_RECORDING_KEY),
  fraudKey: v(PUBLIC_ENV.NEXT_PUBLIC_FRAUD_KEY),
  recordingScriptUrl: v(PUBLIC_ENV.NEXT_PUBLIC_RECORDING_SCRIPT_URL),
  fraudScriptUrl: v(PUBLIC_ENV.NEXT_PUBLIC_FRAUD_SCRIPT_URL),
});

/** Origins a return URL may point to (spec §5): the app itself and the partners. */
export function allowedReturnOrigins(): string[] {
  return [new URL(clientConfig.appOrigin).origin, ...clientConfig.partnerOrigins];
}

/** True on the Node.js server runtime (not Edge, not the browser); read from Next's NEXT_RUNTIME. */
export function isNodeRuntime(): boolean {
  return process.env.NEXT_RUNTIME === 'nodejs';
}
