/**
 * The state of the sandbox's stub OpenID Connect provider (./oidc.ts): its settings, its RS256 signing key (generated
 * per start) and public JWK, and the one-time codes and access tokens it has issued, purged once expired.
 */
import { randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair } from 'jose';
import { HttpResponse } from 'msw';
import { OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, OIDC_ISSUER, OIDC_REDIRECT_URIS } from '../config';

/** Options of the stub provider (./oidc.ts `buildOidcHandlers`). */
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

/** An authorization code issued and not yet exchanged. */
export interface PendingCode {
  email: string;
  clientId: string;
  redirectUri: string;
  nonce: string | null;
  scope: string;
  codeChallenge: string | null;
  codeChallengeMethod: string;
  /** Epoch ms. */
  expiresAt: number;
}

/** Lifetime of an authorization code (ms). */
export const CODE_TTL_MS = 5 * 60_000;
/** Lifetime of the id and access tokens (s). */
export const TOKEN_TTL_S = 3600;

type KeyPair = Awaited<ReturnType<typeof generateKeyPair>>;

/** The provider's settings, key and issued codes and tokens. */
export interface OidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  log: (message: string) => void;
  /** The issuer URL's path, without a trailing slash: the handlers' base path. */
  basePath: string;
  /** The URL pattern of a path of the provider. */
  at: (path: string) => string;
  /** The signing key's id. */
  kid: string;
  privateKey: KeyPair['privateKey'];
  /** The public key as the JWKS lists it. */
  jwk: Record<string, unknown>;
  codes: Map<string, PendingCode>;
  accessTokens: Map<string, { email: string; expiresAt: number }>;
  /** Forgets the expired codes and access tokens. */
  purge: () => void;
}

/** An OAuth error answer (RFC 6749 §5.2), not cached. */
export function oauthError(status: number, error: string, description: string): Response {
  return HttpResponse.json(
    { error, error_description: description },
    { status, headers: { 'Cache-Control': 'no-store' } },
  );
}

/** Builds the provider's state; generates the RS256 signing key first, hence async. */
export async function createOidcProvider(options: OidcOptions = {}): Promise<OidcProvider> {
  const issuer = options.issuer ?? OIDC_ISSUER;
  const basePath = new URL(issuer).pathname.replace(/\/$/, '');
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = `sandbox-${randomBytes(6).toString('hex')}`;
  const codes = new Map<string, PendingCode>();
  const accessTokens = new Map<string, { email: string; expiresAt: number }>();
  return {
    issuer,
    clientId: options.clientId ?? OIDC_CLIENT_ID,
    clientSecret: options.clientSecret ?? OIDC_CLIENT_SECRET,
    redirectUris: options.redirectUris ?? OIDC_REDIRECT_URIS,
    log: options.log ?? (() => {}),
    basePath,
    at: (p: string) => `${options.origin ?? '*'}${basePath}${p}`,
    kid,
    privateKey,
    jwk: { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' },
    codes,
    accessTokens,
    purge: () => {
      const now = Date.now();
      for (const [k, v] of codes) if (v.expiresAt < now) codes.delete(k);
      for (const [k, v] of accessTokens) if (v.expiresAt < now) accessTokens.delete(k);
    },
  };
}
