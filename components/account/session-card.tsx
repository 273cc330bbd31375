'use client';

/**
 * One session of /security/history: the device as its heading, "This device" on this browser's card, the details
 * that tell it from the others (./session-details.tsx), and on every other card a "Sign out" button whose accessible
 * name says which session it ends ("Sign out Chrome 131 on Windows 10, session 949e2917, signed in …"). The button
 * asks first (./confirm-action.tsx); `onRevoke` ends the session and takes the card off the list.
 */
import { useTranslations } from 'next-intl';
import type { SessionRow } from '@/lib/auth/session-rows';
import { ConfirmAction } from './confirm-action';
import { SessionDetails } from './session-details';
import { useSessionLabels } from './session-labels';

/**
 * @param row the session.
 * @param onRevoke ends the session (DELETE /sessions/{id}); a rejection is said on the card, which stays.
 */
export function SessionCard({ row, onRevoke }: { row: SessionRow; onRevoke: (row: SessionRow) => Promise<void> }) {
  const t = useTranslations('account.sessions');
  const labels = useSessionLabels()(row);
  return (
    <li className="rounded-2xl border border-grey-100 p-4" data-testid="session" data-current={row.current}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="min-w-0 font-semibold break-words text-text">{labels.device}</h2>
        {row.current ? (
          <span className="rounded-full bg-green-50 px-2 py-0.5 text-xs font-semibold text-green-500">
            {t('thisDevice')}
          </span>
        ) : null}
      </div>
      <SessionDetails row={row} how={labels.how} />
      {row.current ? null : (
        <div className="mt-3">
          <ConfirmAction
            label={t('revoke')}
            accessibleName={labels.revokeName}
            question={t('revokeQuestion', { device: labels.device, reference: row.reference })}
            confirmLabel={t('revokeConfirm')}
            failedText={t('failed')}
            testId="revoke-session"
            onConfirm={() => onRevoke(row)}
          />
        </div>
      )}
    </li>
  );
}
