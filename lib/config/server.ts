/**
 * Server configuration: the one reader of the server-only variables, behind `server-only` so
 * neither the values nor the sandbox's defaults reach the browser bundle. Only the sandbox (RAMP_ENV=sandbox,
 * lib/config/required.ts) has defaults; production must set every variable of REQUIRED_IN_PRODUCTION.server, and
 * instrumentation.ts refuses to start without them ({@link productionConfigProblems}).
 */
import 'server-only';
import { z } from 'zod';
import { isSandbox } from '../config';
import { PUBLIC_ENV } from './client-schema';
import {
  REQUIRED_IN_PRODUCTION,
  RAMP_ENV_VARIABLE,
  ConfigError,
  flagOf,
  missingConfigMessage,
  missingVariables,
  rampEnvOf,
} from './required';
import { tokenKeyProblem } from './token-key';

/** The sandbox's server values (shared/SANDBOX.md, sandbox/config.ts). Never used in production. */
const SANDBOX_SERVER_DEFAULTS = {
  KRATOS_PUBLIC_URL: 'http://127.0.0.1:4433',
  PRODUCT_API_URL: 'http://127.0.0.1:4010',
  TERMS_URL: 'http://127.0.0.1:4010/__sandbox/pages/terms',
  PRIVACY_URL: 'http://127.0.0.1:4010/__sandbox/pages/privacy',
  // The sandbox's documented signing key (sandbox/config.ts).
  TRANSACTION_TOKEN_KEY: 'sandbox-transaction-token-key-not-for-production',
} as const;

/**
 * The blockchain explorers /transaction links a transfer's hash to (EXPLORER_URL_STELLAR, EXPLORER_URL_TRON,
 * EXPLORER_URL_ETHEREUM; lib/transactions/explorer): optional, the public networks' explorers by default, the test
 * networks' in the sandbox. Each is the URL the hash is appended to, or a URL with a `{hash}` placeholder.
 */
const EXPLORER_DEFAULTS = {
  production: {
    EXPLORER_URL_STELLAR: 'https://stellar.expert/explorer/public/tx/',
    EXPLORER_URL_TRON: 'https://tronscan.org/#/transaction/',
    EXPLORER_URL_ETHEREUM: 'https://etherscan.io/tx/',
  },
  sandbox: {
    EXPLORER_URL_STELLAR: 'https://stellar.expert/explorer/testnet/tx/',
    EXPLORER_URL_TRON: 'https://nile.tronscan.org/#/transaction/',
    EXPLORER_URL_ETHEREUM: 'https://sepolia.etherscan.io/tx/',
  },
} as const;

/** Environment variables by name (process.env, or a test's own). */
type Env = Readonly<Record<string, string | undefined>>;

const url = z.string().url();

/** An explorer's base: an http(s) URL once its `{hash}` placeholder, if any, is filled. */
const explorerBase = z.string().refine((value) => {
  try {
    return ['http:', 'https:'].includes(new URL(value.replace('{hash}', '0')).protocol);
  } catch {
    return false;
  }
}, 'must be an http(s) URL, optionally with a {hash} placeholder');

const serverSchema = z.object({
  /** Upstream of the identity service's public API (Ory Kratos), reached server side and by the /auth proxy. */
  kratosPublicUrl: url,
  /**
   * Kratos's admin API (KRATOS_ADMIN_URL; optional, never called): the /auth proxy refuses redirects to it
   * (lib/auth/identity-origins.ts). Empty: the public URL's host on Kratos's default admin port, 4434.
   */
  kratosAdminUrl: z.union([url, z.literal('')]),
  /** Upstream origin of the product API; the API base path is appended by the proxy. */
  productApiUrl: url,
  /** External terms page shown by /terms-and-conditions. */
  termsUrl: url,
  /** External privacy page shown by /privacy-and-cookies-policy. */
  privacyUrl: url,
  /**
   * Key of the signed transaction tokens (spec §3; HS256, shared with the product API): /final-step trusts a token
   * only after verifying it. Production also refuses the sandbox's key and keys shorter than the hash (./token-key.ts).
   */
  transactionTokenKey: z.string().min(16),
  /**
   * The payment provider's home page, where the fallback order data of /ramp leads when the order lookup fails and
   * the wallet gives no usable home_url (spec §8). Optional everywhere; empty: /decision-flow is the
   * last resort.
   */
  providerHomeUrl: z.union([url, z.literal('')]),
  /** /test-sentry-error answers (ENABLE_TEST_SENTRY_ERROR; on in the sandbox, off by default in production). */
  testSentryErrorEnabled: z.boolean(),
  /** The widget offers the demo wallet (ENABLE_DEMO_WALLET; on in the sandbox, off by default in production). */
  demoWalletEnabled: z.boolean(),
  /** The blockchain explorers, per blockchain ({@link EXPLORER_DEFAULTS}). */
  explorerUrls: z.object({ stellar: explorerBase, tron: explorerBase, ethereum: explorerBase }),
});

export type ServerConfig = z.infer<typeof serverSchema>;

/** One server variable: its value, else the sandbox default in the sandbox; blank counts as unset. */
function read(name: keyof typeof SANDBOX_SERVER_DEFAULTS, env: Env): string | undefined {
  const value = env[name]?.trim();
  return value || (isSandbox ? SANDBOX_SERVER_DEFAULTS[name] : undefined);
}

/** One explorer variable: its value, else the default of this environment; blank counts as unset. */
function explorer(name: keyof (typeof EXPLORER_DEFAULTS)['production'], env: Env): string {
  return env[name]?.trim() || EXPLORER_DEFAULTS[isSandbox ? 'sandbox' : 'production'][name];
}

/**
 * Parses the server configuration from `env`.
 * @throws ConfigError listing the missing variables or naming a weak TRANSACTION_TOKEN_KEY (production), ZodError
 *   when a value is malformed.
 */
export function parseServerConfig(env: Env = process.env): ServerConfig {
  const missing = isSandbox ? [] : missingVariables(REQUIRED_IN_PRODUCTION.server, (n) => env[n]);
  if (missing.length) throw new ConfigError(missingConfigMessage(missing, 'start'));
  const tokenKey = read('TRANSACTION_TOKEN_KEY', env) ?? '';
  const weakKey = isSandbox ? null : tokenKeyProblem(tokenKey, SANDBOX_SERVER_DEFAULTS.TRANSACTION_TOKEN_KEY);
  if (weakKey) throw new ConfigError(weakKey);
  return serverSchema.parse({
    kratosPublicUrl: read('KRATOS_PUBLIC_URL', env),
    kratosAdminUrl: env.KRATOS_ADMIN_URL?.trim() ?? '',
    productApiUrl: read('PRODUCT_API_URL', env),
    termsUrl: read('TERMS_URL', env),
    privacyUrl: read('PRIVACY_URL', env),
    transactionTokenKey: tokenKey,
    providerHomeUrl: env.PROVIDER_HOME_URL?.trim() ?? '',
    testSentryErrorEnabled: flagOf('ENABLE_TEST_SENTRY_ERROR', env.ENABLE_TEST_SENTRY_ERROR, isSandbox),
    demoWalletEnabled: flagOf('ENABLE_DEMO_WALLET', env.ENABLE_DEMO_WALLET, isSandbox),
    explorerUrls: {
      stellar: explorer('EXPLORER_URL_STELLAR', env),
      tron: explorer('EXPLORER_URL_TRON', env),
      ethereum: explorer('EXPLORER_URL_ETHEREUM', env),
    },
  });
}

let server: ServerConfig | undefined;

/**
 * Server configuration, parsed on first use. Call only from server code (server components, route handlers,
 * middleware).
 * @throws ConfigError / ZodError as {@link parseServerConfig}.
 */
export function getServerConfig(): ServerConfig {
  server ??= parseServerConfig();
  return server;
}

/**
 * Everything that keeps this process from starting (instrumentation.ts register()): in production the missing
 * required variables, server ones read now and client ones as the build inlined them; then any malformed value.
 * @returns the messages, empty when the configuration can run.
 */
export function productionConfigProblems(env: Env = process.env): string[] {
  if (!isSandbox && rampEnvOf(env[RAMP_ENV_VARIABLE]) === 'sandbox') {
    return [
      '[config] this is a production build (built without RAMP_ENV=sandbox) started with RAMP_ENV=sandbox: its ' +
        'browser bundle has no sandbox values. Rebuild with `npm run build:sandbox` (RAMP_ENV=sandbox next build).',
    ];
  }
  if (!isSandbox) {
    const missing = [
      ...missingVariables(REQUIRED_IN_PRODUCTION.client, (n) => PUBLIC_ENV[n]),
      ...missingVariables(REQUIRED_IN_PRODUCTION.server, (n) => env[n]),
    ];
    if (missing.length) return [missingConfigMessage(missing, 'start')];
  }
  try {
    parseServerConfig(env);
    return [];
  } catch (error) {
    return [`[config] invalid configuration: ${(error as Error).message}`];
  }
}
