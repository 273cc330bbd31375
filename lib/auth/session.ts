/**
 * The identity session (spec §3 "Identity session", §4, §6): Kratos whoami with the request's cookie.
 * Edge-safe (plain fetch, no Node APIs) so middleware.ts and server layouts share it.
 * Any failure (no cookie, 401, Kratos down, unexpected answer) means "no session" (spec §4: if the session
 * cannot be fetched, the user is treated as unauthenticated).
 */
import { parseCookie } from 'cookie';
import { z } from 'zod/mini';
import { startDeadline } from '@/lib/server-runtime/deadline';

export const sessionSchema = z.object({
  id: z.string(),
  active: z._default(z.optional(z.boolean()), false),
  identity: z.optional(
    z.object({
      id: z.string(),
      traits: z.optional(z.record(z.string(), z.unknown())),
    }),
  ),
});
export type IdentitySession = z.infer<typeof sessionSchema>;

/** Kratos session cookie names: ory_kratos_session locally, ory_session_* on Ory Network. */
const SESSION_COOKIE_NAME = /^(ory_kratos_session|ory_session_[a-z0-9]+)$/i;

/** Whether `name` is the name of Kratos's session cookie ({@link SESSION_COOKIE_NAME}). */
export function isSessionCookieName(name: string): boolean {
  return SESSION_COOKIE_NAME.test(name);
}

/** Whether a Cookie header carries Kratos's session cookie. */
export function hasSessionCookie(cookieHeader: string | null | undefined): boolean {
  return Object.keys(parseCookie(cookieHeader ?? '')).some(isSessionCookieName);
}

/**
 * What whoami says about a request (Kratos `session.whoami.required_aal: highest_available`):
 * - `active`: signed in, at the assurance level the identity needs;
 * - `aal2_required`: the first factor passed, but the person has a second factor they have not passed yet
 *   (whoami 403 `session_aal2_required`): not signed in yet, and the way on is the second-factor step
 *   (/login?aal=aal2), never /error and never a plain /login (Kratos would call them signed in and loop);
 * - `none`: no session, or it could not be checked (spec §4: treated as signed out).
 */
export type WhoamiState = { kind: 'active'; session: IdentitySession } | { kind: 'aal2_required' } | { kind: 'none' };

const AAL2_REQUIRED = 'session_aal2_required';

/**
 * Calls GET {kratosPublicUrl}/sessions/whoami with the given Cookie header.
 * @returns the {@link WhoamiState} of the request. Never throws.
 */
export async function whoamiState(
  kratosPublicUrl: string,
  cookieHeader: string | null | undefined,
): Promise<WhoamiState> {
  if (!hasSessionCookie(cookieHeader)) return { kind: 'none' };
  const deadline = startDeadline(5_000);
  try {
    const response = await fetch(`${kratosPublicUrl}/sessions/whoami`, {
      headers: { cookie: cookieHeader!, accept: 'application/json' },
      cache: 'no-store',
      signal: deadline.signal,
    });
    if (response.status === 403) {
      const body = (await response.json().catch(() => null)) as { error?: { id?: unknown } } | null;
      return body?.error?.id === AAL2_REQUIRED ? { kind: 'aal2_required' } : { kind: 'none' };
    }
    if (!response.ok) return { kind: 'none' };
    const session = sessionSchema.parse(await response.json());
    return session.active ? { kind: 'active', session } : { kind: 'none' };
  } catch (error) {
    console.warn('[session] whoami failed; treating as signed out', error instanceof Error ? error.message : error);
    return { kind: 'none' };
  } finally {
    deadline.clear();
  }
}

/** The session of an `active` {@link WhoamiState}, else null. */
export function activeSession(state: WhoamiState): IdentitySession | null {
  return state.kind === 'active' ? state.session : null;
}
