/**
 * The identity service's token credentials (spec §7 "Authentication service (under /auth, with cookies)"): Kratos
 * takes a session as the `ory_kratos_session` cookie, or as an `X-Session-Token` or `Authorization: Bearer` header
 * (the session token its API flows, `/self-service/login/api` and the others, hand to native apps). The app is a
 * browser app: it uses the browser flows and the cookie only, and never sends either header. The /auth proxy drops
 * both from every request (app/auth/[...path]/route.ts), so the cookie is the one credential Kratos sees through it
 * and every guard of the proxy (lib/auth/session-management-guard.ts reads the cookie) judges the credential Kratos
 * acts on: a password-only session of a two-factor account cannot list or end sessions by sending its token instead.
 */

/** Request headers that carry a Kratos session token, lower case; never passed through /auth. */
export const KRATOS_TOKEN_HEADERS = ['x-session-token', 'authorization'] as const;
