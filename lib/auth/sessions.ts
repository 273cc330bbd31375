/**
 * Loads the session history of /security/history (spec §7 `/sessions/whoami`, GET `/sessions` with
 * page_size/page_token, GET /user/sessions): this browser's session, one page of the identity's other sessions
 * from Kratos, and what the product API adds. Forwards the request's cookies. Never throws: a failed part is
 * logged and reported and gives empty data (spec §8 "a failed route data load … returns empty data").
 */
import 'server-only';
import { headers } from 'next/headers';
import { z } from 'zod/mini';
import { getUserSessions } from '@/lib/api/sessions';
import { getServerConfig } from '@/lib/config/server';
import { reportHttpFailure } from '@/lib/http/report';
import { routeDataOrEmpty, serverCaller } from '@/lib/http/server';
import { frontendApi } from './kratos';
import {
  kratosSessionSchema,
  followingPageToken,
  SESSIONS_PAGE_SIZE,
  sessionRows,
  type KratosSession,
  type SessionRow,
} from './session-rows';

export interface SessionHistory {
  rows: SessionRow[];
  /** Token of the next page of other sessions, or null on the last page. */
  nextPageToken: string | null;
  /** False when Kratos could not list the other sessions (the screen says so). */
  complete: boolean;
}

async function kratosCall<T>(what: string, url: string, call: () => Promise<T>): Promise<T | null> {
  try {
    return await call();
  } catch (error) {
    const status = (error as { response?: { status?: number } }).response?.status ?? null;
    reportHttpFailure({
      status,
      method: 'GET',
      url,
      text: `${what}: ${error instanceof Error ? error.message : String(error)}`,
    });
    return null;
  }
}

/**
 * @param pageToken the page_token of the page of other sessions to load (absent: the first page).
 * @returns the rows (this device first), the next page token, and whether every part loaded.
 */
export async function loadSessionHistory(pageToken?: string): Promise<SessionHistory> {
  const cookie = (await headers()).get('cookie') ?? undefined;
  const api = frontendApi();
  const base = getServerConfig().kratosPublicUrl;
  const [whoami, list, extra] = await Promise.all([
    kratosCall('whoami', `${base}/sessions/whoami`, () => api.toSession({ cookie })),
    kratosCall('list sessions', `${base}/sessions`, () =>
      api.listMySessions({ cookie, pageSize: SESSIONS_PAGE_SIZE, pageToken }),
    ),
    routeDataOrEmpty(
      'GET /user/sessions',
      async () => {
        const body = await (await serverCaller())(getUserSessions);
        return z.object({ sessions: z.array(kratosSessionSchema) }).parse(body).sessions;
      },
      [] as KratosSession[],
    ),
  ]);
  const current = whoami ? kratosSessionSchema.safeParse(whoami.data) : null;
  const others = list ? z.array(kratosSessionSchema).safeParse(list.data) : null;
  const link = list?.headers?.link as string | undefined;
  return {
    // GET /user/sessions only adds to the first page (it is not paged).
    rows: sessionRows(
      current?.success ? current.data : null,
      others?.success ? others.data : [],
      pageToken ? [] : extra,
    ),
    nextPageToken: followingPageToken(link, others?.success ? others.data.length : 0, SESSIONS_PAGE_SIZE),
    complete: !!others?.success,
  };
}
