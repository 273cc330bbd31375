'use client';

/**
 * What tells one session from another on its card (spec §7 GET /sessions): when it signed in, how (methods and
 * steps), the address and place it signed in from, the session's short reference, and when it expires. Two sessions
 * of one browser at one address differ at least in their reference, and mostly in their sign-in time. Times are
 * `<time dateTime>` with the ISO value, shown in the reader's language and zone.
 */
import { useTranslations } from 'next-intl';
import { LabelValue, LabelValueList } from '@/components/ui/label-value-list';
import { LocalTime } from '@/components/ui/local-time';
import type { SessionRow } from '@/lib/auth/session-rows';
import type { SessionLabels } from './session-labels';

/**
 * @param row the session.
 * @param how the methods and steps, worded by useSessionLabels.
 */
export function SessionDetails({ row, how }: { row: SessionRow; how: SessionLabels['how'] }) {
  const t = useTranslations('account.sessions');
  const place = [row.ipAddress, row.location].filter(Boolean).join(' · ');
  return (
    <LabelValueList divided className="mt-2">
      <LabelValue label={t('signedInAt')} testId="session-signed-in">
        <LocalTime iso={row.signedInAt} />
      </LabelValue>
      <LabelValue label={t('methods')} testId="session-methods">
        {how}
      </LabelValue>
      {place ? <LabelValue label={t('ip')}>{place}</LabelValue> : null}
      <LabelValue label={t('reference')} valueTestId="session-reference">
        <span className="font-mono">{row.reference}</span>
      </LabelValue>
      <LabelValue label={t('expires')}>
        <LocalTime iso={row.expiresAt} />
      </LabelValue>
    </LabelValueList>
  );
}
