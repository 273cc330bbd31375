/**
 * The schema of the client (NEXT_PUBLIC_*) variables (DESIGN.md), run where Node runs
 * it: by next.config.ts at build time, which inlines the parsed result into every bundle as RAMP_CLIENT_CONFIG
 * (lib/config.ts reads it), and by Jest and tsx, which have no build. So no browser parses it and zod stays out of
 * every page's first load.
 *
 * Only the sandbox has defaults (lib/config/required.ts): a sandbox build points at the sandbox (shared/SANDBOX.md);
 * a production build has no sandbox value in its bundle and refuses to build or start without the variables of
 * REQUIRED_IN_PRODUCTION.
 */
import { z } from 'zod/mini';

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

/** The sandbox's client values (shared/SANDBOX.md). Never in a production build's bundle: only the result is. */
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

function clientSchema(defaults: typeof UNSET_CLIENT) {
  return z.object({
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
    /** Origins of the wallet partners allowed to embed the widget and to be redirected to (spec §1, §5). */
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
    /** Loader URL of the fraud detection vendor, a template with a `{key}` placeholder. Empty: it stays off. */
    fraudScriptUrl: scriptUrlTemplate,
  });
}

/** The client configuration: plain JSON values, so it survives the trip through RAMP_CLIENT_CONFIG unchanged. */
export type ClientConfig = z.infer<ReturnType<typeof clientSchema>>;

/**
 * The NEXT_PUBLIC_* variables as this build or process sees them. Each is written out literally so that a Next
 * build inlines it; next.config.ts and instrumentation.ts check the production-required ones from this map.
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
 * Parses the client variables.
 * @param sandbox whether the sandbox's defaults apply (a sandbox build or run); else a missing value parses to an
 *   unusable placeholder, and the build and start checks report it.
 * @param env the NEXT_PUBLIC_* values by name (default: {@link PUBLIC_ENV}).
 * @returns the configuration, plain JSON.
 * @throws ZodError when a value is malformed (fail fast at build time, never half-configured).
 */
export function parseClientConfig(
  sandbox: boolean,
  env: Readonly<Record<string, string | undefined>> = PUBLIC_ENV,
): ClientConfig {
  return clientSchema(sandbox ? SANDBOX_CLIENT_DEFAULTS : UNSET_CLIENT).parse({
    appOrigin: v(env.NEXT_PUBLIC_APP_ORIGIN),
    apiBasePath: v(env.NEXT_PUBLIC_API_BASE_PATH),
    authBasePath: undefined,
    // An explicitly empty DSN disables reporting (kept as is, unlike the other values).
    sentryDsn: env.NEXT_PUBLIC_SENTRY_DSN,
    release: v(env.NEXT_PUBLIC_RELEASE),
    environment: v(env.NEXT_PUBLIC_ENVIRONMENT),
    partnerOrigins: v(env.NEXT_PUBLIC_PARTNER_ORIGINS),
    demoAssetCode: v(env.NEXT_PUBLIC_DEMO_ASSET_CODE),
    demoAssetIssuer: v(env.NEXT_PUBLIC_DEMO_ASSET_ISSUER),
    recordingKey: v(env.NEXT_PUBLIC_RECORDING_KEY),
    fraudKey: v(env.NEXT_PUBLIC_FRAUD_KEY),
    recordingScriptUrl: v(env.NEXT_PUBLIC_RECORDING_SCRIPT_URL),
    fraudScriptUrl: v(env.NEXT_PUBLIC_FRAUD_SCRIPT_URL),
  });
}
