/**
 * The token and userinfo endpoints of the sandbox's stub OpenID Connect provider (./oidc.ts). Clients authenticate
 * with client_secret_basic or client_secret_post; a code is exchanged once, for the client and redirect_uri it was
 * issued to, with its PKCE verifier (S256 or plain) when the authorize request carried a code_challenge. The id_token
 * is RS256-signed with the provider's key (its JWKS verifies it).
 */
import { createHash, randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { oauthError, TOKEN_TTL_S, type OidcProvider } from './oidc-provider';
import { oidcSubject as subjectOf } from './store';

/** The client's id and secret: from the Basic authorization header, else from the form (client_secret_post). */
function clientCredentials(request: Request, form: URLSearchParams): { id: string | null; secret: string | null } {
  let id = form.get('client_id');
  let secret = form.get('client_secret');
  const auth = request.headers.get('authorization');
  if (auth?.toLowerCase().startsWith('basic ')) {
    const decoded = Buffer.from(auth.slice(6).trim(), 'base64').toString('utf8');
    const i = decoded.indexOf(':');
    id = decodeURIComponent(decoded.slice(0, i).replace(/\+/g, ' '));
    secret = decodeURIComponent(decoded.slice(i + 1).replace(/\+/g, ' '));
  }
  return { id, secret };
}

/** Token endpoint: authorization_code grant → {access_token, token_type, expires_in, id_token, scope}. */
function tokenHandler(provider: OidcProvider): HttpHandler {
  const { at, issuer, clientId, clientSecret, kid, privateKey, codes, accessTokens, log } = provider;
  return http.post(at('/token'), async ({ request }) => {
    const form = new URLSearchParams(await request.text());
    const { id, secret } = clientCredentials(request, form);
    if (id !== clientId || secret !== clientSecret)
      return oauthError(401, 'invalid_client', 'Client authentication failed');
    if (form.get('grant_type') !== 'authorization_code')
      return oauthError(400, 'unsupported_grant_type', 'Only authorization_code');
    provider.purge();
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
  });
}

/** Userinfo (GET and POST): Bearer access token → {sub, email, email_verified, name}; 401 invalid_token otherwise. */
function userinfoHandlers({ at, accessTokens }: OidcProvider): HttpHandler[] {
  return (['get', 'post'] as const).map((m) =>
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
  );
}

/** The handlers of this part, in matching order. */
export function tokenHandlers(provider: OidcProvider): HttpHandler[] {
  return [tokenHandler(provider), ...userinfoHandlers(provider)];
}
