/**
 * The browser's calls of /security/history to Kratos's session management, through the app's /auth proxy with the
 * browser's cookies (spec §7 GET `/sessions` with page_size/page_token, DELETE `/sessions/{id}`, DELETE `/sessions`).
 * Each throws on a failed answer (the screen says so and offers to try again).
 */
import { z } from 'zod/mini';
import { clientConfig } from '@/lib/config';
import { followingPageToken, kratosSessionSchema, sessionRows, type SessionRow } from './session-rows';

async function sessionsCall(path: string, method: 'GET' | 'DELETE'): Promise<Response> {
  const response = await fetch(`${clientConfig.authBasePath}${path}`, {
    method,
    credentials: 'include',
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
  return response;
}

/**
 * The next page of the identity's other sessions (GET /sessions).
 * @param pageToken the page_token the previous page gave.
 * @param pageSize sessions asked for.
 * @returns the page as rows (none marked current: Kratos lists only the other sessions there) and the token of the
 *   page after it, or null on the last page.
 * @throws Error when Kratos or the proxy answers with an error status or the body is not a list of sessions.
 */
export async function loadSessionPage(
  pageToken: string,
  pageSize: number,
): Promise<{ rows: SessionRow[]; nextPageToken: string | null }> {
  const query = new URLSearchParams({ page_size: String(pageSize), page_token: pageToken });
  const response = await sessionsCall(`/sessions?${query.toString()}`, 'GET');
  const page = z.array(kratosSessionSchema).parse(await response.json());
  return {
    rows: sessionRows(null, page),
    nextPageToken: followingPageToken(response.headers.get('link'), page.length, pageSize),
  };
}

/**
 * Ends one session of the identity (DELETE /sessions/{id}); its browser is sent to /login at its next request.
 * @throws Error on an error status (Kratos answers 400 for this browser's own session, 404 for an unknown one).
 */
export async function revokeSession(id: string): Promise<void> {
  await sessionsCall(`/sessions/${encodeURIComponent(id)}`, 'DELETE');
}

/**
 * Ends every session of the identity but this browser's (DELETE /sessions).
 * @throws Error on an error status.
 */
export async function revokeOtherSessions(): Promise<void> {
  await sessionsCall('/sessions', 'DELETE');
}
