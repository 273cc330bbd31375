/**
 * @jest-environment node
 *
 * The sandbox's stub OpenID Connect provider, as Kratos's `google` provider uses it: discovery, the authorize page and
 * its submission (a one-time code back to the client), the token exchange (client authentication, PKCE, an RS256
 * id_token the JWKS verifies) and userinfo.
 */
import { createHash } from 'node:crypto';
import { createLocalJWKSet, jwtVerify, type JSONWebKeySet } from 'jose';
import { setupServer } from 'msw/node';
import { listenDuringTests } from './msw-jest';
import { buildOidcHandlers } from './oidc';
import { OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, OIDC_ISSUER, OIDC_REDIRECT_URIS } from '../config';

const server = listenDuringTests(setupServer());
beforeAll(async () => server.resetHandlers(...(await buildOidcHandlers())));

const REDIRECT_URI = OIDC_REDIRECT_URIS[0]!;
const BASIC = `Basic ${Buffer.from(`${OIDC_CLIENT_ID}:${OIDC_CLIENT_SECRET}`).toString('base64')}`;
const VERIFIER = 'a-verifier-of-enough-length-for-pkce-0123456789';
const CHALLENGE = createHash('sha256').update(VERIFIER).digest('base64url');

/** Submits the authorize form for `email` and returns the code the provider sends back (with its state). */
async function authorize(email: string): Promise<{ code: string; state: string | null }> {
  const form = new URLSearchParams({
    client_id: OIDC_CLIENT_ID,
    redirect_uri: REDIRECT_URI,
    response_type: 'code',
    scope: 'openid email',
    state: 'state-1',
    nonce: 'nonce-1',
    code_challenge: CHALLENGE,
    code_challenge_method: 'S256',
    email,
  });
  const response = await fetch(`${OIDC_ISSUER}/authorize`, { method: 'POST', body: form, redirect: 'manual' });
  expect(response.status).toBe(302);
  const back = new URL(response.headers.get('location')!);
  expect(`${back.origin}${back.pathname}`).toBe(REDIRECT_URI);
  return { code: back.searchParams.get('code')!, state: back.searchParams.get('state') };
}

/** POST /token for `code` with the client's Basic credentials. */
function exchange(code: string, verifier = VERIFIER): Promise<Response> {
  const form = new URLSearchParams({
    grant_type: 'authorization_code',
    code,
    redirect_uri: REDIRECT_URI,
    code_verifier: verifier,
  });
  return fetch(`${OIDC_ISSUER}/token`, { method: 'POST', body: form, headers: { authorization: BASIC } });
}

describe('stub OIDC provider', () => {
  it('publishes its endpoints and shows the sign-in page only to the registered client', async () => {
    const discovery = (await (await fetch(`${OIDC_ISSUER}/.well-known/openid-configuration`)).json()) as Record<
      string,
      unknown
    >;
    expect(discovery).toMatchObject({ issuer: OIDC_ISSUER, token_endpoint: `${OIDC_ISSUER}/token` });
    const query = new URLSearchParams({ client_id: OIDC_CLIENT_ID, redirect_uri: REDIRECT_URI, response_type: 'code' });
    const page = await fetch(`${OIDC_ISSUER}/authorize?${query.toString()}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('id="continue-demo"');
    query.set('client_id', 'someone-else');
    expect((await fetch(`${OIDC_ISSUER}/authorize?${query.toString()}`)).status).toBe(400);
  });

  it('exchanges a code once, with its PKCE verifier, for an id_token the JWKS verifies, and answers userinfo', async () => {
    const { code, state } = await authorize('Someone@Example.com');
    expect(state).toBe('state-1');
    const answer = await exchange(code);
    expect(answer.status).toBe(200);
    const tokens = (await answer.json()) as { id_token: string; access_token: string; token_type: string };
    expect(tokens.token_type).toBe('Bearer');
    const jwks = (await (await fetch(`${OIDC_ISSUER}/jwks`)).json()) as JSONWebKeySet;
    const { payload } = await jwtVerify(tokens.id_token, createLocalJWKSet(jwks), {
      issuer: OIDC_ISSUER,
      audience: OIDC_CLIENT_ID,
    });
    expect(payload).toMatchObject({ email: 'someone@example.com', email_verified: true, nonce: 'nonce-1' });

    const again = await exchange(code);
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ error: 'invalid_grant' });

    const userinfo = await fetch(`${OIDC_ISSUER}/userinfo`, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(await userinfo.json()).toMatchObject({ sub: payload.sub, email: 'someone@example.com' });
    expect((await fetch(`${OIDC_ISSUER}/userinfo`, { headers: { authorization: 'Bearer nope' } })).status).toBe(401);
  });

  it('refuses a wrong PKCE verifier and a client with the wrong secret', async () => {
    const { code } = await authorize('demo@example.com');
    expect(await (await exchange(code, 'another-verifier-of-enough-length-0123456789')).json()).toMatchObject({
      error: 'invalid_grant',
      error_description: 'PKCE verification failed',
    });
    const form = new URLSearchParams({
      grant_type: 'authorization_code',
      code: (await authorize('demo@example.com')).code,
      client_id: OIDC_CLIENT_ID,
      client_secret: 'wrong',
    });
    const refused = await fetch(`${OIDC_ISSUER}/token`, { method: 'POST', body: form });
    expect(refused.status).toBe(401);
  });
});
