/**
 * Addresses and constants of the local sandbox (shared/SANDBOX.md). Loopback only; never used in production.
 * Pure module (no Node-only imports) so the Jest entry (sandbox/api/node.ts) can share it.
 */

/** Host every sandbox service binds to. */
export const SANDBOX_HOST = '127.0.0.1';

/** Port of the product API sandbox (also control endpoints, OIDC stub, Sentry ingest). */
export const API_PORT = 4010;

/** Origin of the product API sandbox. */
export const API_ORIGIN = `http://${SANDBOX_HOST}:${API_PORT}`;

/** The product API base path (SANDBOX.md "Product data"). */
export const API_BASE_PATH = '/api/v1';

/** Kratos public API, as the sandbox reaches it (the browser uses http://localhost:3000/auth/…). */
export const KRATOS_PUBLIC_URL = 'http://127.0.0.1:4433';

/** PostgreSQL of Kratos when the sandbox runs with SANDBOX_DB=postgres; loopback only. */
export const POSTGRES_PORT = 5433;

/** Kratos admin API (seeding only; never proxied by the app). */
export const KRATOS_ADMIN_URL = 'http://127.0.0.1:4434';

/** The app origin the sandbox links back to (terms pages, demo wallet return URL). */
export const APP_ORIGIN = 'http://localhost:3000';

/** Issuer of the stub OIDC provider; must equal `issuer_url` of the `google` provider in identity/kratos.yml. */
export const OIDC_ISSUER = `${API_ORIGIN}/__sandbox/oidc`;

/** OIDC client registered in identity/kratos.yml. */
export const OIDC_CLIENT_ID = 'ramp-sandbox';
/** OIDC client secret registered in identity/kratos.yml. */
export const OIDC_CLIENT_SECRET = 'ramp-sandbox-secret';
/** The only redirect URI the stub OIDC provider accepts (Kratos callback for provider `google`). */
export const OIDC_REDIRECT_URIS = [
  'http://localhost:3000/auth/self-service/methods/oidc/callback/google',
  'http://127.0.0.1:3000/auth/self-service/methods/oidc/callback/google',
];

/** Password of every seeded identity (SANDBOX.md "Seeded identities"). */
export const SEED_PASSWORD = 'Sandbox-Pass-2026';

/** Seeded identities (SANDBOX.md "Seeded identities"). */
export const SEED_EMAILS = {
  demo: 'demo@example.com',
  fresh: 'fresh@example.com',
  pending: 'pending@example.com',
  /** Has an authenticator app (TOTP) and recovery codes: GET /__sandbox/identities/mfa. */
  mfa: 'mfa@example.com',
} as const;

/** Timeout of every call the sandbox makes to Kratos. */
export const KRATOS_CALL_TIMEOUT_MS = 5_000;

/** A wallet partner of spec §1 as the sandbox stands it in: a host page origin of its own. */
export interface PartnerHost {
  /** Partner name of spec §1/§3. */
  partner: 'beans' | 'lobstr' | 'trustWallet' | 'test';
  /** Display name of its wallet. */
  name: string;
  /** Port of its host-page server on 127.0.0.1; the browser reaches it as http://localhost:PORT. */
  port: number;
  /** Its origin, the one the app's NEXT_PUBLIC_PARTNER_ORIGINS default lists. */
  origin: string;
}

const partnerHost = (partner: PartnerHost['partner'], name: string, port: number): PartnerHost => ({
  partner,
  name,
  port,
  origin: `http://localhost:${port}`,
});

/**
 * The partners' host pages (sandbox/hosts/): one origin per partner, all allowed by the app's default
 * partner origins (lib/config.ts). The widget's and the interactive flow's framing and messages are tested
 * against them.
 */
export const PARTNER_HOSTS: readonly PartnerHost[] = [
  partnerHost('beans', 'Beans', 4011),
  partnerHost('lobstr', 'LOBSTR', 4012),
  partnerHost('trustWallet', 'Trust Wallet', 4013),
  partnerHost('test', 'Test Wallet', 4014),
];

/** Port of a host page on an origin the app does NOT allow (framing and messages must fail there). */
export const FOREIGN_HOST_PORT = 4019;
/** Origin of the not-allowed host page. */
export const FOREIGN_HOST_ORIGIN = `http://localhost:${FOREIGN_HOST_PORT}`;

/** The partner whose host page is on `origin`, if any. */
export function partnerHostByOrigin(origin: string): PartnerHost | undefined {
  return PARTNER_HOSTS.find((h) => h.origin === origin);
}

/**
 * The key the sandbox's product API signs transaction tokens with (HS256; spec §3 "a signed three-part token"). The
 * app verifies them with TRANSACTION_TOKEN_KEY, whose sandbox default is this value. Documented, never a secret:
 * production sets its own key on both sides.
 */
export const TRANSACTION_TOKEN_KEY = 'sandbox-transaction-token-key-not-for-production';
