/**
 * The ONE reader of process.env (DESIGN.md, issue #2 §1). Values are parsed with zod and split into
 * client values (inlined into the browser bundle, NEXT_PUBLIC_*) and server values (never sent to the
 * browser). Every value has a safe local default that points at the sandbox (shared/SANDBOX.md), so the demo
 * and the tests need no .env file; production sets the variables documented in .env.example.
 *
 * Safe on the Edge runtime (middleware), in Node (server components, next.config.ts) and in the browser
 * (only `clientConfig` is meaningful there: server variables are undefined in the browser bundle).
 */
import { z } from 'zod';

const url = z.string().url();
/** Comma-separated list of origins ("https://a.example,https://b.example"), each normalised by `new URL`. */
const originList = (fallback = '') =>
  z
    .string()
    .default(fallback)
    .transform((s) =>
      s
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean)
        .map((o) => new URL(o).origin),
    );

/**
 * A third-party loader URL template: empty, or an http(s) URL once its `{placeholders}` are filled
 * (e.g. `https://cdn.vendor.example/{region}/loader.js?key={key}`).
 */
const scriptUrlTemplate = z
  .string()
  .default('')
  .refine((s) => s === '' || isHttpUrl(s.replace(/\{\w+\}/g, 'x')), {
    message: 'must be empty or an http(s) URL template with {key}/{region} placeholders',
  });

function isHttpUrl(s: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(s).protocol);
  } catch {
    return false; // not a URL: the refine above reports it
  }
}

const clientSchema = z.object({
  /** Public origin of this app, e.g. https://ramp.example (spec §7 "app origin"). */
  appOrigin: url.default('http://localhost:3000'),
  /** Base path of the product API on the app's origin; ends in a versioned /api/v1 path (spec §7). */
  apiBasePath: z
    .string()
    .regex(/^\/.*\/?api\/v\d+$/, 'must start with / and end in /api/v<number>')
    .default('/api/v1'),
  /** Path under which the identity service is proxied (spec §1). Fixed by the rewrite in next.config.ts. */
  authBasePath: z.literal('/auth').default('/auth'),
  sentryDsn: z.string().default('http://sandbox@127.0.0.1:4010/1'),
  /** Release version reported to Sentry (spec §9). */
  release: z.string().default('0.52.0'),
  /** Environment name reported to Sentry (spec §9: production). */
  environment: z.string().default('production'),
  /** Origins of the wallet partners allowed to embed the widget and to be redirected to (spec §1, §5). */
  partnerOrigins: originList(
    // Local default: the sandbox's partner host pages (beans, lobstr, trustWallet, test); production sets its own.
    'http://localhost:4011,http://localhost:4012,http://localhost:4013,http://localhost:4014',
  ),
  /** Demo widget asset (spec §1): code and issuer account. */
  demoAssetCode: z.string().default('USDC'),
  demoAssetIssuer: z.string().default('GBBD47IF6LWK7P7MDEVSCWR7DPUWV3NY3DTQEVFL4NAT4AQH3ZLLFLA5'),
  /** Session recording key (EU region, spec §9); empty disables recording. */
  recordingKey: z.string().default(''),
  /** Fraud detection key (spec §9); empty disables it. */
  fraudKey: z.string().default(''),
  /**
   * Loader URL of the session recording vendor, a template with `{key}` and `{region}` placeholders
   * (lib/third-party/scripts.ts fills them; the region is the spec §9 EU region). Empty: recording stays off.
   */
  recordingScriptUrl: scriptUrlTemplate,
  /** Loader URL of the fraud detection vendor, a template with a `{key}` placeholder. Empty: fraud detection stays off. */
  fraudScriptUrl: scriptUrlTemplate,
});

const serverSchema = z.object({
  /** Upstream of the identity service's public API (Ory Kratos), reached server side and by the /auth rewrite. */
  kratosPublicUrl: url.default('http://127.0.0.1:4433'),
  /** Upstream origin of the product API; the API base path is appended by the rewrite. */
  productApiUrl: url.default('http://127.0.0.1:4010'),
  /** External terms page shown by /terms-and-conditions (issue #5). */
  termsUrl: url.default('http://127.0.0.1:4010/__sandbox/pages/terms'),
  /** External privacy page shown by /privacy-and-cookies-policy (issue #5). */
  privacyUrl: url.default('http://127.0.0.1:4010/__sandbox/pages/privacy'),
  /**
   * The payment provider's home page, where the fallback order data of /ramp leads when the order lookup fails and
   * the wallet gives no usable home_url (spec §8; issue 14 item 8). Empty: /decision-flow is the last resort.
   */
  providerHomeUrl: z.union([url, z.literal('')]).default(''),
  /**
   * Key of the signed transaction tokens (spec §3; HS256, shared with the product API): /final-step trusts a token
   * only after verifying it (issue 10 item 5). The default is the sandbox's documented key (sandbox/config.ts).
   */
  transactionTokenKey: z.string().min(16).default('sandbox-transaction-token-key-not-for-production'),
});

export type ClientConfig = z.infer<typeof clientSchema>;
export type ServerConfig = z.infer<typeof serverSchema>;

/** Empty strings count as unset, so `FOO=` in an env file falls back to the default. */
const v = (value: string | undefined) => (value === '' ? undefined : value);

/**
 * Client configuration. Each NEXT_PUBLIC_* variable is written out literally so Next.js inlines it in the
 * browser bundle. Throws a ZodError at start-up when a value is malformed (fail fast, never half-configured).
 */
export const clientConfig: ClientConfig = clientSchema.parse({
  appOrigin: v(process.env.NEXT_PUBLIC_APP_ORIGIN),
  apiBasePath: v(process.env.NEXT_PUBLIC_API_BASE_PATH),
  authBasePath: undefined,
  sentryDsn: process.env.NEXT_PUBLIC_SENTRY_DSN,
  release: v(process.env.NEXT_PUBLIC_RELEASE),
  environment: v(process.env.NEXT_PUBLIC_ENVIRONMENT),
  partnerOrigins: v(process.env.NEXT_PUBLIC_PARTNER_ORIGINS),
  demoAssetCode: v(process.env.NEXT_PUBLIC_DEMO_ASSET_CODE),
  demoAssetIssuer: v(process.env.NEXT_PUBLIC_DEMO_ASSET_ISSUER),
  recordingKey: v(process.env.NEXT_PUBLIC_RECORDING_KEY),
  fraudKey: v(process.env.NEXT_PUBLIC_FRAUD_KEY),
  recordingScriptUrl: v(process.env.NEXT_PUBLIC_RECORDING_SCRIPT_URL),
  fraudScriptUrl: v(process.env.NEXT_PUBLIC_FRAUD_SCRIPT_URL),
});

let server: ServerConfig | undefined;

/**
 * Server configuration, parsed on first use. Call only from server code (server components, route
 * handlers, middleware, next.config.ts).
 * @throws ZodError when a variable is malformed.
 */
export function getServerConfig(): ServerConfig {
  server ??= serverSchema.parse({
    kratosPublicUrl: v(process.env.KRATOS_PUBLIC_URL),
    transactionTokenKey: v(process.env.TRANSACTION_TOKEN_KEY),
    productApiUrl: v(process.env.PRODUCT_API_URL),
    termsUrl: v(process.env.TERMS_URL),
    privacyUrl: v(process.env.PRIVACY_URL),
    providerHomeUrl: v(process.env.PROVIDER_HOME_URL),
  });
  return server;
}

/** Origins a return URL may point to (spec §5): the app itself and the partners. */
export function allowedReturnOrigins(): string[] {
  return [new URL(clientConfig.appOrigin).origin, ...clientConfig.partnerOrigins];
}

/** True on the Node.js server runtime (not Edge, not the browser); read from Next's NEXT_RUNTIME. */
export function isNodeRuntime(): boolean {
  return process.env.NEXT_RUNTIME === 'nodejs';
}
