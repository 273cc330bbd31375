/**
 * The sandbox's calls to the real Ory Kratos: the session check of the product API sandbox (public whoami with the
 * forwarded cookie) and seeding through the admin API (SANDBOX.md "Seeded identities"). Every call is bounded by
 * KRATOS_CALL_TIMEOUT_MS and goes to loopback only.
 */
import type { NewIdentity } from '../api/control';
import type { SessionIdentity } from '../api/handlers';
import { oidcSubject, randomId, type AccountSeed } from '../api/store';
import { KRATOS_ADMIN_URL, KRATOS_CALL_TIMEOUT_MS, KRATOS_PUBLIC_URL, SEED_EMAILS, SEED_PASSWORD } from '../config';
import { SANDBOX_API_USER_AGENT } from './request-log';

/** Headers of the app's request that carry a Kratos session (cookie, or a session token for API flows). */
const FORWARDED = ['cookie', 'authorization', 'x-session-token'];

/**
 * Kratos whoami for a product API request: its session headers are forwarded to GET /sessions/whoami.
 * Resolves to the active identity, `null` without an active session; throws when Kratos cannot be reached.
 */
export async function kratosWhoami(request: Request): Promise<SessionIdentity | null> {
  // Its own User-Agent: the sandbox counts the app's whoami calls, not these (./request-log.ts).
  const headers: Record<string, string> = { Accept: 'application/json', 'User-Agent': SANDBOX_API_USER_AGENT };
  for (const name of FORWARDED) {
    const v = request.headers.get(name);
    if (v) headers[name] = v;
  }
  if (!headers.cookie && !headers.authorization && !headers['x-session-token']) return null;
  const res = await fetch(`${KRATOS_PUBLIC_URL}/sessions/whoami`, {
    headers,
    signal: AbortSignal.timeout(KRATOS_CALL_TIMEOUT_MS),
  });
  if (res.status === 401 || res.status === 403 || res.status === 404) return null;
  if (!res.ok) throw new Error(`Kratos whoami answered ${res.status}`);
  const session = (await res.json()) as {
    active?: boolean;
    identity?: { id?: string; traits?: { email?: string } };
  } & Record<string, unknown>;
  const email = session.identity?.traits?.email;
  if (session.active !== true || !session.identity?.id || !email) return null;
  return { identityId: session.identity.id, email: email.toLowerCase(), session };
}

async function admin(path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${KRATOS_ADMIN_URL}${path}`, {
    ...init,
    headers: { Accept: 'application/json', 'Content-Type': 'application/json', ...(init.headers ?? {}) },
    signal: AbortSignal.timeout(KRATOS_CALL_TIMEOUT_MS),
  });
}

/** Whether Kratos answers its admin readiness probe (bounded: 1.5 s). */
export async function kratosReady(): Promise<boolean> {
  try {
    const res = await fetch(`${KRATOS_ADMIN_URL}/health/ready`, { signal: AbortSignal.timeout(1_500) });
    return res.ok;
  } catch {
    return false;
  }
}

/** Waits until Kratos is ready, or throws after `timeoutMs`. */
export async function waitForKratos(timeoutMs: number, isAlive: () => boolean = () => true): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error('Kratos exited before it became ready');
    if (await kratosReady()) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`Kratos was not ready within ${Math.round(timeoutMs / 1000)} s`);
}

/** Creates one identity with a password and a verified e-mail; resolves to its Kratos id. */
export async function createIdentity(email: string, password = SEED_PASSWORD): Promise<string> {
  const res = await admin('/admin/identities', {
    method: 'POST',
    body: JSON.stringify({
      schema_id: 'default',
      state: 'active',
      traits: { email },
      // The password, and the stub OIDC provider's account (so "Continue as demo@example.com" on /login-google
      // signs straight in instead of asking to link the accounts, which Kratos does for an unlinked e-mail).
      credentials: {
        password: { config: { password } },
        oidc: { config: { providers: [{ provider: 'google', subject: oidcSubject(email) }] } },
      },
      verifiable_addresses: [{ value: email, verified: true, via: 'email', status: 'completed' }],
      recovery_addresses: [{ value: email, via: 'email' }],
    }),
  });
  if (res.status !== 201) throw new Error(`Kratos refused identity ${email}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}

/**
 * Makes the identity of a new test account (POST /__sandbox/accounts): a unique e-mail under example.com named after
 * the seed, the seed's password, and for `mfa` an authenticator app and recovery codes.
 */
export async function createAccountIdentity(seed: AccountSeed): Promise<NewIdentity> {
  const email = `${seed}-${randomId().slice(0, 13).replace('-', '')}@accounts.example.com`;
  const identityId = await createIdentity(email);
  if (seed !== 'mfa') return { email, password: SEED_PASSWORD, identityId };
  const { totpSecret, recoveryCodes } = await enrollSecondFactors(email);
  return { email, password: SEED_PASSWORD, identityId, totpSecret, recoveryCodes };
}

/** The Kratos id of the identity whose password identifier is `email`; null when there is none. */
export async function identityIdOf(email: string): Promise<string | null> {
  const res = await admin(`/admin/identities?credentials_identifier=${encodeURIComponent(email)}`);
  if (!res.ok) throw new Error(`Kratos identity search answered ${res.status}`);
  const [identity] = (await res.json()) as Array<{ id: string }>;
  return identity?.id ?? null;
}

/** Deletes every identity (and so every session) in Kratos. Bounded: at most 50 pages. */
export async function deleteAllIdentities(): Promise<number> {
  let deleted = 0;
  for (let round = 0; round < 50; round++) {
    const res = await admin('/admin/identities?page_size=500');
    if (!res.ok) throw new Error(`Kratos identity list answered ${res.status}`);
    const list = (await res.json()) as Array<{ id: string }>;
    if (!list.length) return deleted;
    for (const identity of list) {
      const del = await admin(`/admin/identities/${encodeURIComponent(identity.id)}`, { method: 'DELETE' });
      if (del.status !== 204 && del.status !== 404) throw new Error(`Kratos identity delete answered ${del.status}`);
      deleted += 1;
    }
  }
  throw new Error('Too many identities to delete');
}

/**
 * Creates the seeded identities (demo@, fresh@, pending@, mfa@); mfa@ also gets an authenticator app and recovery
 * codes ({@link enrollSecondFactors}). Resolves to e-mail → Kratos id.
 */
export async function seedIdentities(): Promise<Record<string, string>> {
  const ids: Record<string, string> = {};
  for (const email of Object.values(SEED_EMAILS)) ids[email] = await createIdentity(email);
  mfaSeed = await enrollSecondFactors(SEED_EMAILS.mfa);
  return ids;
}

/** Deletes all identities and recreates the seed (POST /__sandbox/reset). */
export async function resetIdentities(): Promise<Record<string, string>> {
  await deleteAllIdentities();
  return seedIdentities();
}

/** The seeded identity with a second factor: its TOTP secret and recovery codes, set at seed time. */
export interface MfaSeed {
  email: string;
  password: string;
  /** Base32 TOTP secret (RFC 6238, SHA-1, 6 digits, 30 s), as the authenticator app would hold it. */
  totpSecret: string;
  /** The recovery codes (Kratos lookup_secret), each usable once. */
  recoveryCodes: string[];
}

let mfaSeed: MfaSeed | null = null;

/** The current second-factor seed (GET /__sandbox/identities/mfa); null before the seed ran. */
export function currentMfaSeed(): MfaSeed | null {
  return mfaSeed;
}

interface ApiNode {
  group: string;
  attributes: {
    id?: string;
    name?: string;
    text?: { text?: string; context?: { secret?: string; secrets?: Array<{ text: string }> } };
  };
}
interface ApiFlow {
  id: string;
  ui: { nodes: ApiNode[] };
}

async function publicCall<T>(path: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const res = await fetch(`${KRATOS_PUBLIC_URL}${path}`, {
    ...init,
    headers: {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      ...(init.token ? { 'X-Session-Token': init.token } : {}),
    },
    signal: AbortSignal.timeout(KRATOS_CALL_TIMEOUT_MS),
  });
  if (!res.ok)
    throw new Error(`Kratos ${init.method ?? 'GET'} ${path.split('?')[0]} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

const post = <T>(path: string, token: string | undefined, body: Record<string, unknown>) =>
  publicCall<T>(path, { method: 'POST', token, body: JSON.stringify(body) });

/**
 * Gives `email` an authenticator app (TOTP) and recovery codes by driving Kratos's own API flows, as the person
 * would on /security: Kratos v1.3.1's admin API imports only password and OIDC credentials, so a TOTP secret and
 * lookup secrets cannot be imported. Kratos makes the secret and the codes, so they differ on every seed; they are
 * kept for GET /__sandbox/identities/mfa.
 */
export async function enrollSecondFactors(email: string, password = SEED_PASSWORD): Promise<MfaSeed> {
  const { TOTP } = await import('otpauth');
  const signIn = await publicCall<ApiFlow>('/self-service/login/api');
  const { session_token: token } = await post<{ session_token: string }>(
    `/self-service/login?flow=${signIn.id}`,
    undefined,
    { method: 'password', identifier: email, password },
  );
  // Authenticator app: read the secret Kratos generated, answer with its current code.
  const totpFlow = await publicCall<ApiFlow>('/self-service/settings/api', { token });
  const secretNode = totpFlow.ui.nodes.find((n) => n.attributes.id === 'totp_secret_key');
  const totpSecret = secretNode?.attributes.text?.context?.secret ?? secretNode?.attributes.text?.text;
  if (!totpSecret) throw new Error('Kratos offered no TOTP secret');
  const code = () => new TOTP({ secret: totpSecret, digits: 6, period: 30, algorithm: 'SHA1' }).generate();
  await post(`/self-service/settings?flow=${totpFlow.id}`, token, { method: 'totp', totp_code: code() });
  // Settings now need the second factor (required_aal highest_available): pass it on the same session, unless
  // Kratos already counted the new factor for this session.
  const { authenticator_assurance_level: aal } = await publicCall<{ authenticator_assurance_level?: string }>(
    '/sessions/whoami',
    { token },
  ).catch(() => ({ authenticator_assurance_level: 'aal1' }));
  if (aal !== 'aal2') {
    const stepUp = await publicCall<ApiFlow>('/self-service/login/api?aal=aal2', { token });
    await post(`/self-service/login?flow=${stepUp.id}`, token, { method: 'totp', totp_code: code() });
  }
  // Recovery codes: make them, read them, confirm them.
  const codesFlow = await publicCall<ApiFlow>('/self-service/settings/api', { token });
  const made = await post<ApiFlow>(`/self-service/settings?flow=${codesFlow.id}`, token, {
    method: 'lookup_secret',
    lookup_secret_regenerate: true,
  });
  const codesNode = made.ui.nodes.find((n) => n.attributes.id === 'lookup_secret_codes');
  const recoveryCodes = (codesNode?.attributes.text?.context?.secrets ?? []).map((s) => s.text);
  if (!recoveryCodes.length) throw new Error('Kratos made no recovery codes');
  await post(`/self-service/settings?flow=${codesFlow.id}`, token, {
    method: 'lookup_secret',
    lookup_secret_confirm: true,
  });
  await fetch(`${KRATOS_PUBLIC_URL}/self-service/logout/api`, {
    method: 'DELETE',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ session_token: token }),
    signal: AbortSignal.timeout(KRATOS_CALL_TIMEOUT_MS),
  }).catch(() => undefined);
  return { email, password, totpSecret, recoveryCodes };
}
