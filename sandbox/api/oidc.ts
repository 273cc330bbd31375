/**
 * A stub OpenID Connect provider for /login-google (SANDBOX.md: "a sandbox OIDC provider may be a stub page of the
 * sandbox; the button and redirect must be real"). Kratos's `google` provider (identity/kratos.yml, provider
 * `generic`) discovers it at `${OIDC_ISSUER}/.well-known/openid-configuration`, sends the browser to its authorize
 * page, then exchanges the code at its token endpoint and verifies the RS256 id_token against its JWKS.
 *
 * Authorization-code flow only; clients authenticate with client_secret_basic or client_secret_post; PKCE (S256 or
 * plain) is verified when the authorize request carried a code_challenge. The signing key is generated per start.
 * Its parts: the state (./oidc-provider.ts), the authorize page (./oidc-authorize.ts), token and userinfo
 * (./oidc-token.ts).
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { authorizeHandlers } from './oidc-authorize';
import { createOidcProvider, type OidcOptions, type OidcProvider } from './oidc-provider';
import { tokenHandlers } from './oidc-token';

export type { OidcOptions } from './oidc-provider';

/** Discovery (/.well-known/openid-configuration) and the JWKS with the provider's public signing key. */
function discoveryHandlers({ issuer, at, jwk }: OidcProvider): HttpHandler[] {
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
  ];
}

/**
 * Builds the stub OIDC provider's handlers (discovery, authorize page and submit, token, JWKS, userinfo).
 * Generates the RS256 signing key first, hence async.
 */
export async function buildOidcHandlers(options: OidcOptions = {}): Promise<HttpHandler[]> {
  const provider = await createOidcProvider(options);
  return [...discoveryHandlers(provider), ...authorizeHandlers(provider), ...tokenHandlers(provider)];
}
