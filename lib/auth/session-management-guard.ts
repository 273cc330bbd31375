/**
 * The second factor in front of Kratos's session management (spec §7 GET `/sessions`, DELETE `/sessions` and
 * `/sessions/{id}`, proxied under /auth; the list of /security/history). Kratos answers those calls to any session,
 * one that has passed only the password of an identity with a second factor included (Kratos v1.3
 * session/handler.go checks the assurance level on whoami alone). The app counts such a session as not signed in
 * yet (lib/auth/session.ts `aal2_required`), and so does this guard: someone who has only the password cannot list
 * the owner's devices and addresses, nor sign them out, through the proxy the browser uses.
 */
import 'server-only';
import { whoamiState } from './session';

/** Kratos's session-management paths (after /auth): the list, one session, all others; not whoami, not the exchange. */
const SESSION_MANAGEMENT = /^\/sessions(?:\/(?!whoami\/?$|token-exchange\/?$)[^/]+)?\/?$/;

/** Whether `path` (Kratos's path, e.g. `/sessions/abc`) is one of its session-management calls. */
export function isSessionManagementPath(path: string): boolean {
  return SESSION_MANAGEMENT.test(path);
}

/**
 * Refuses a session-management call from a session that still owes its second factor.
 * @param kratosPublicUrl Kratos's public URL (server configuration)
 * @param path Kratos's path of the call (canonical: lib/security/proxy-path.ts decoded and re-encoded it)
 * @param cookieHeader the request's Cookie header
 * @returns 403 with Kratos's own error body (`session_aal2_required`, what whoami answers) for such a session; null
 *   to let the call through (other paths, an active session, or no session: Kratos answers 401 itself)
 */
export async function sessionManagementRefusal(
  kratosPublicUrl: string,
  path: string,
  cookieHeader: string | null,
): Promise<Response | null> {
  if (!isSessionManagementPath(path)) return null;
  const state = await whoamiState(kratosPublicUrl, cookieHeader);
  if (state.kind !== 'aal2_required') return null;
  return Response.json(
    {
      error: {
        id: 'session_aal2_required',
        code: 403,
        status: 'Forbidden',
        reason: 'This session has not completed the second factor its identity requires.',
        message: 'Complete the second sign-in step first.',
      },
    },
    { status: 403 },
  );
}
