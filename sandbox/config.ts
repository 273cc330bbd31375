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
} as const;

/** Timeout of every call the sandbox makes to Kratos. */
export const KRATOS_CALL_TIMEOUT_MS = 5_000;
