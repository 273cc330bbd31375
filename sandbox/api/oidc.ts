/**
 * A stub OpenID Connect provider for /login-google (SANDBOX.md: "a sandbox OIDC provider may be a stub page of the
 * sandbox; the button and redirect must be real"). Kratos's `google` provider (identity/kratos.yml, provider
 * `generic`) discovers it at `${OIDC_ISSUER}/.well-known/openid-configuration`, sends the browser to its authorize
 * page, then exchanges the code at its token endpoint and verifies the RS256 id_token against its JWKS.
 *
 * Authorization-code flow only; clients authenticate with client_secret_basic or client_secret_post; PKCE (S256 or
 * plain) is verified when the authorize request carried a code_challenge. The signing key is generated per start.
 */
import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, exportJWK, generateKeyPair } from 'jose';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, OIDC_ISSUER, OIDC_REDIRECT_URIS, SEED_EMAILS } from '../config';
import { oidcSubject as subjectOf } from './store';
import { escapeHtml as esc, htmlPage } from '../providers/pages/html';

/** Options of {@link buildOidcHandlers}. */
export interface OidcOptions {
  /** Issuer (default OIDC_ISSUER of sandbox/config.ts); handlers are served under its path. */
  issuer?: string;
  clientId?: string;
  clientSecret?: string;
  redirectUris?: string[];
  /** Origin the handlers match (default `'*'`). */
  origin?: string;
  log?: (message: string) => void;
}

interface PendingCode {
  email: string;
  clientId: string;
  redirectUri: string;
  nonce: string | null;
  scope: string;
  codeChallenge: string | null;
  codeChallengeMethod: string;
  expiresAt: number;
}

const CODE_TTL_MS = 5 * 60_000;
const TOKEN_TTL_S = 3600;

function oauthError(status: number, error: string, description: string): Response {
  return HttpResponse.json(
    { error, error_description: description },
    { status, headers: { 'Cache-Control': 'no-store' } },
  );
}

/**
 * Builds the stub OIDC provider's handlers (discovery, authorize page and submit, token, JWKS, userinfo).
 * Generates the RS256 signing key first, hence async.
 */
export async function buildOidcHandlers(options: OidcOptions = {}): Promise<HttpHandler[]> {
  const issuer = options.issuer ?? OIDC_ISSUER;
  const clientId = options.clientId ?? OIDC_CLIENT_ID;
  const clientSecret = options.clientSecret ?? OIDC_CLIENT_SECRET;
  const redirectUris = options.redirectUris ?? OIDC_REDIRECT_URIS;
  const log = options.log ?? (() => {});
  const basePath = new URL(issuer).pathname.replace(/\/$/, '');
  const at = (p: string) => `${options.origin ?? '*'}${basePath}${p}`;

  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = `sandbox-${randomBytes(6).toString('hex')}`;
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };

  const codes = new Map<string, PendingCode>();
  const accessTokens = new Map<string, { email: string; expiresAt: number }>();

  const purge = () => {
    const now = Date.now();
    for (const [k, v] of codes) if (v.expiresAt < now) codes.delete(k);
    for (const [k, v] of accessTokens) if (v.expiresAt < now) accessTokens.delete(k);
  };

  /** Validates an authorize request; returns its parameters or an error page. */
  const authorizeParams = (q: URLSearchParams): Response | Record<string, string> => {
    const p = Object.fromEntries(q) as Record<string, string>;
    if (p.client_id !== clientId)
      return htmlPage(
        'Sandbox sign-in error',
        `<h1>Unknown client</h1><p>client_id ${esc(p.client_id ?? '')} is not registered.</p>`,
        400,
      );
    if (!p.redirect_uri || !redirectUris.includes(p.redirect_uri)) {
      return htmlPage(
        'Sandbox sign-in error',
        `<h1>Invalid redirect_uri</h1><p>${esc(p.redirect_uri ?? '(none)')} is not registered.</p>`,
        400,
      );
    }
    if (p.response_type !== 'code') {
      const back = new URL(p.redirect_uri);
      back.searchParams.set('error', 'unsupported_response_type');
      if (p.state) back.searchParams.set('state', p.state);
      return Response.redirect(back.toString(), 302);
    }
    return p;
  };

  const discovery = {
    issuer,
    authorization_endpoint: `${issuer}/authorize`,
    token_endpoint: `${issuer}/token`,
    userinfo_endpoint: `${issuer}/userinfo`,
    jwks_uri: `${issuer}/jwks`,
    response_types_supported: ['code'],
    grant_types_supported: ['authorization_code'],
    subject_types_supported: ['public'],
    id_token_signing_alg_values_supported: ['RS256'],
    scopes_supported: ['openid', 'email', 'profile'],
    token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
    claims_supported: ['sub', 'iss', 'aud', 'exp', 'iat', 'auth_time', 'nonce', 'email', 'email_verified', 'name'],
  };

  return [
    http.get(at('/.well-known/openid-configuration'), () => HttpResponse.json(discovery)),
    http.get(at('/jwks'), () => HttpResponse.json({ keys: [jwk] })),

    /** The provider's sign-in page: "Continue as demo@example.com" or any e-mail. */
    http.get(at('/authorize'), ({ request }) => {
      const p = authorizeParams(new URL(request.url).searchParams);
      if (p instanceof Response) return p;
      const hidden = Object.entries(p)
        .map(([k, v]) => `<input type="hidden" name="${esc(k)}" value="${esc(v)}">`)
        .join('');
      const cancel = new URL(p.redirect_uri!);
      cancel.searchParams.set('error', 'access_denied');
      if (p.state) cancel.searchParams.set('state', p.state);
      return htmlPage(
        'Sign in with Google (sandbox)',
        `<h1>Sign in with Google (sandbox)</h1>
<p>This is the sandbox's stand-in for the third-party identity provider.</p>
<form method="post" action="${esc(basePath)}/authorize" class="card">${hidden}
<input type="hidden" name="email" value="${esc(SEED_EMAILS.demo)}">
<button type="submit" id="continue-demo">Continue as ${esc(SEED_EMAILS.demo)}</button></form>
<form method="post" action="${esc(basePath)}/authorize" class="card">${hidden}
<label for="email">E-mail</label><br><input id="email" name="email" type="email" required placeholder="someone@example.com">
<button type="submit" id="continue-email">Continue</button></form>
<p><a href="${esc(cancel.toString())}" id="cancel">Cancel</a></p>`,
      );
    }),
    /** Authorize submit: issues a one-time code and redirects back to the client with code and state. */
    http.post(at('/authorize'), async ({ request }) => {
      const form = new URLSearchParams(await request.text());
      const email = (form.get('email') ?? '').trim().toLowerCase();
      form.delete('email');
      const p = authorizeParams(form);
      if (p instanceof Response) return p;
      if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) {
        return htmlPage(
          'Sandbox sign-in error',
          '<h1>Invalid e-mail</h1><p>Go back and enter an e-mail address.</p>',
          400,
        );
      }
      purge();
      const code = randomBytes(24).toString('base64url');
      codes.set(code, {
        email,
        clientId: p.client_id!,
        redirectUri: p.redirect_uri!,
        nonce: p.nonce ?? null,
        scope: p.scope ?? 'openid',
        codeChallenge: p.code_challenge ?? null,
        codeChallengeMethod: p.code_challenge_method ?? 'plain',
        expiresAt: Date.now() + CODE_TTL_MS,
      });
      const back = new URL(p.redirect_uri!);
      back.searchParams.set('code', code);
      if (p.state) back.searchParams.set('state', p.state);
      log(`oidc: ${email} authorised, redirecting to ${back.origin}${back.pathname}`);
      return new HttpResponse(null, { status: 302, headers: { Location: back.toString() } });
    }),

    /** Token endpoint: authorization_code grant → {access_token, token_type, expires_in, id_token, scope}. */
    http.post(at('/token'), async ({ request }) => {
      const form = new URLSearchParams(await request.text());
      let id = form.get('client_id');
      let secret = form.get('client_secret');
      const auth = request.headers.get('authorization');
      if (auth?.toLowerCase().startsWith('basic ')) {
        const decoded = Buffer.from(auth.slice(6).trim(), 'base64').toString('utf8');
        const i = decoded.indexOf(':');
        id = decodeURIComponent(decoded.slice(0, i).replace(/\+/g, ' '));
        secret = decodeURIComponent(decoded.slice(i + 1).replace(/\+/g, ' '));
      }
      if (id !== clientId || secret !== clientSecret)
        return oauthError(401, 'invalid_client', 'Client authentication failed');
      if (form.get('grant_type') !== 'authorization_code')
        return oauthError(400, 'unsupported_grant_type', 'Only authorization_code');
      purge();
      const code = form.get('code') ?? '';
      const pending = codes.get(code);
      codes.delete(code);
      if (!pending || pending.clientId !== id) return oauthError(400, 'invalid_grant', 'Unknown or used code');
      if (form.get('redirect_uri') && form.get('redirect_uri') !== pending.redirectUri) {
        return oauthError(400, 'invalid_grant', 'redirect_uri mismatch');
      }
      if (pending.codeChallenge) {
        const verifier = form.get('code_verifier') ?? '';
        const computed =
          pending.codeChallengeMethod === 'S256' ? createHash('sha256').update(verifier).digest('base64url') : verifier;
        if (computed !== pending.codeChallenge) return oauthError(400, 'invalid_grant', 'PKCE verification failed');
      }
      const now = Math.floor(Date.now() / 1000);
      const idToken = await new SignJWT({
        email: pending.email,
        email_verified: true,
        name: pending.email.split('@')[0],
        auth_time: now,
        ...(pending.nonce ? { nonce: pending.nonce } : {}),
      })
        .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
        .setIssuer(issuer)
        .setSubject(subjectOf(pending.email))
        .setAudience(clientId)
        .setIssuedAt(now)
        .setExpirationTime(now + TOKEN_TTL_S)
        .sign(privateKey);
      const accessToken = randomBytes(24).toString('base64url');
      accessTokens.set(accessToken, { email: pending.email, expiresAt: Date.now() + TOKEN_TTL_S * 1000 });
      log(`oidc: token issued for ${pending.email}`);
      return HttpResponse.json(
        {
          access_token: accessToken,
          token_type: 'Bearer',
          expires_in: TOKEN_TTL_S,
          id_token: idToken,
          scope: pending.scope,
        },
        { headers: { 'Cache-Control': 'no-store', Pragma: 'no-cache' } },
      );
    }),

    /** Userinfo: Bearer access token → {sub, email, email_verified, name}. */
    ...(['get', 'post'] as const).map((m) =>
      http[m](at('/userinfo'), ({ request }) => {
        const token = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? '';
        const found = accessTokens.get(token);
        if (!found || found.expiresAt < Date.now()) {
          return new HttpResponse(JSON.stringify({ error: 'invalid_token' }), {
            status: 401,
            headers: { 'Content-Type': 'application/json', 'WWW-Authenticate': 'Bearer error="invalid_token"' },
          });
        }
        return HttpResponse.json({
          sub: subjectOf(found.email),
          email: found.email,
          email_verified: true,
          name: found.email.split('@')[0],
        });
      }),
    ),
  ];
}
