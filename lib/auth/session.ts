/**
 * The identity session (spec §3 "Identity session", §4, §6): Kratos whoami with the request's cookie.
 * Edge-safe (plain fetch, no Node APIs) so middleware.ts and server layouts share it.
 * Any failure (no cookie, 401, Kratos down, unexpected answer) means "no session" (spec §4: if the session
 * cannot be fetched, the user is treated as unauthenticated).
 */
import { z } from 'zod';

export const sessionSchema = z.object({
  id: z.string(),
  active: z.boolean().optional().default(false),
  identity: z
    .object({
      id: z.string(),
      traits: z.record(z.string(), z.unknown()).optional(),
    })
    .optional(),
});
export type IdentitySession = z.infer<typeof sessionSchema>;

/** Kratos session cookie names: ory_kratos_session locally, ory_session_* on Ory Network. */
export function hasSessionCookie(cookieHeader: string | null | undefined): boolean {
  return !!cookieHeader && /(?:^|;\s*)(ory_kratos_session|ory_session_[a-z0-9]+)=/i.test(cookieHeader);
}

/**
 * Calls GET {kratosPublicUrl}/sessions/whoami with the given Cookie header.
 * @returns the session when it is active, else null. Never throws.
 */
export async function whoami(
  kratosPublicUrl: string,
  cookieHeader: string | null | undefined,
): Promise<IdentitySession | null> {
  if (!hasSessionCookie(cookieHeader)) return null;
  try {
    const response = await fetch(`${kratosPublicUrl}/sessions/whoami`, {
      headers: { cookie: cookieHeader!, accept: 'application/json' },
      cache: 'no-store',
      signal: AbortSignal.timeout(5_000),
    });
    if (!response.ok) return null;
    const session = sessionSchema.parse(await response.json());
    return session.active ? session : null;
  } catch (error) {
    console.warn('[session] whoami failed; treating as signed out', error instanceof Error ? error.message : error);
    return null;
  }
}
