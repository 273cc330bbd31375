'use client';

/**
 * The sessions of /security/history (spec §7 GET /sessions, DELETE /sessions/{id}, DELETE /sessions): one card per
 * session (./session-card.tsx), this device first; "Show more" loads the next page of Kratos's list; "Sign out all
 * other devices" ends every other session after a confirmation. A signed-out session leaves the list at once, without
 * a page load (./session-list-state.ts), and focus moves to the line that says what happened, as the button pressed
 * is gone. A revoked browser is sent to /login by middleware on its next request.
 */
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { SessionRow } from '@/lib/auth/session-rows';
import { ConfirmAction } from './confirm-action';
import { SessionCard } from './session-card';
import { useSessionLabels } from './session-labels';
import { useSessionList } from './session-list-state';

/**
 * @param initialRows the first page (this device first), rendered on the server.
 * @param initialNextPageToken the page_token of the next page of other sessions, or null.
 */
export function SessionList({
  initialRows,
  initialNextPageToken,
}: {
  initialRows: SessionRow[];
  initialNextPageToken: string | null;
}) {
  const t = useTranslations('account.sessions');
  const labels = useSessionLabels();
  const list = useSessionList(initialRows, initialNextPageToken);
  const others = list.rows.filter((row) => !row.current);
  // What the last sign-out did: the line focus moves to (`at` counts sign-outs, so each one moves it).
  const [notice, setNotice] = useState<{ text: string | null; at: number }>({ text: null, at: 0 });
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const noOthersRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (notice.at) (noticeRef.current ?? noOthersRef.current)?.focus();
  }, [notice.at]);

  const revoke = async (row: SessionRow) => {
    await list.revoke(row);
    const device = labels(row).device;
    setNotice(({ at }) => ({ text: t('signedOut', { device, reference: row.reference }), at: at + 1 }));
  };

  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col gap-3" data-testid="sessions">
        {list.rows.map((row) => (
          <SessionCard key={row.id} row={row} onRevoke={revoke} />
        ))}
      </ul>
      {list.loadState === 'failed' ? (
        <p role="alert" className="text-sm text-main-red">
          {t('moreFailed')}
        </p>
      ) : null}
      {list.hasMore ? (
        <Button variant="secondary" disabled={list.loadState === 'loading'} onClick={() => void list.showMore()}>
          {list.loadState === 'loading' ? t('loading') : t('showMore')}
        </Button>
      ) : null}
      {notice.text ? (
        <p ref={noticeRef} tabIndex={-1} className="text-sm text-text focus:outline-none" data-testid="sessions-notice">
          {notice.text}
        </p>
      ) : null}
      {others.length ? (
        <ConfirmAction
          label={t('revokeOthers')}
          question={t('revokeOthersQuestion')}
          confirmLabel={t('revokeOthersConfirm')}
          failedText={t('failed')}
          testId="revoke-others"
          onConfirm={async () => {
            await list.revokeOthers();
            setNotice(({ at }) => ({ text: null, at: at + 1 }));
          }}
        />
      ) : (
        <p
          ref={noOthersRef}
          tabIndex={-1}
          className="text-sm text-grey-400 focus:outline-none"
          data-testid="no-other-sessions"
        >
          {t('noOthers')}
        </p>
      )}
    </div>
  );
}
