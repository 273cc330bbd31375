'use client';

/**
 * The state of /security/history's list in the browser: the server's first page, the pages "Show more" added, and
 * the sessions signed out since, which leave the list at once (no page load: Kratos's answer to the DELETE is the
 * proof, and after "Sign out all other devices" only this device remains). Rows keep the server's order (this device
 * first) and each session appears once.
 */
import { useState } from 'react';
import { loadSessionPage, revokeOtherSessions, revokeSession } from '@/lib/auth/session-calls';
import { SESSIONS_PAGE_SIZE, type SessionRow } from '@/lib/auth/session-rows';

export interface SessionListState {
  /** The sessions to show, this device first. */
  rows: SessionRow[];
  /** Whether another page of sessions can be asked for. */
  hasMore: boolean;
  loadState: 'idle' | 'loading' | 'failed';
  /** Loads the next page; a failure sets `loadState` to failed. */
  showMore: () => Promise<void>;
  /** Ends one session and takes it off the list; rejects (list unchanged) when Kratos refuses. */
  revoke: (row: SessionRow) => Promise<void>;
  /** Ends every other session and leaves this device alone on the list; rejects (list unchanged) on failure. */
  revokeOthers: () => Promise<void>;
}

/**
 * @param initialRows the first page (this device first), rendered on the server.
 * @param initialNextPageToken the page_token of the next page of other sessions, or null.
 */
export function useSessionList(initialRows: SessionRow[], initialNextPageToken: string | null): SessionListState {
  const [more, setMore] = useState<SessionRow[]>([]);
  const [pageToken, setPageToken] = useState(initialNextPageToken);
  const [loadState, setLoadState] = useState<SessionListState['loadState']>('idle');
  const [revoked, setRevoked] = useState<ReadonlySet<string>>(new Set());

  const seen = new Set<string>();
  const rows = [...initialRows, ...more].filter((row) => {
    if (seen.has(row.id) || revoked.has(row.id)) return false;
    seen.add(row.id);
    return true;
  });

  const showMore = async () => {
    if (!pageToken) return;
    setLoadState('loading');
    try {
      const page = await loadSessionPage(pageToken, SESSIONS_PAGE_SIZE);
      setMore((previous) => [...previous, ...page.rows]);
      setPageToken(page.nextPageToken);
      setLoadState('idle');
    } catch (error) {
      console.error('[account] next page of sessions failed', error);
      setLoadState('failed');
    }
  };

  const revoke = async (row: SessionRow) => {
    await revokeSession(row.id);
    setRevoked((previous) => new Set(previous).add(row.id));
  };

  const revokeOthers = async () => {
    await revokeOtherSessions();
    // Kratos ended every other session, those of pages not loaded yet included: no page is left to show.
    setRevoked((previous) => new Set([...previous, ...rows.filter((row) => !row.current).map((row) => row.id)]));
    setMore([]);
    setPageToken(null);
    setLoadState('idle');
  };

  return { rows, hasMore: pageToken !== null, loadState, showMore, revoke, revokeOthers };
}
