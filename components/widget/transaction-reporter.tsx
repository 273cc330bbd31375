'use client';

/**
 * Tells the host-event bridge about a transaction a screen shows (issue #5): on the final step (`final`), the
 * bridge sends `transaction_status` (when new or changed) and `complete`; elsewhere only `transaction_status`.
 * With a widget session that has a partner, also offers the way back to the partner: inside its frame or app a
 * button that asks the host to close the widget (`close_request`), in a tab a link to its validated
 * redirect_url. Renders nothing else.
 */
import { useTranslations } from 'next-intl';
import { useEffect, useSyncExternalStore } from 'react';
import { buttonVariants } from '@/components/ui/button';
import type { Transaction } from '@/lib/api/schemas';
import { clientConfig } from '@/lib/config';
import { PARTNER_DISPLAY_NAMES } from '@/lib/partners';
import { announce } from '@/lib/widget/bus';
import type { WidgetSession } from '@/lib/widget/session';
import { hostChannel } from '@/lib/widget/transport';
import { readWidgetSession } from './read-session-cookie';

const noSubscription = () => () => undefined;
let cachedSession: { value: WidgetSession | null } | null = null;
/** The widget session, read once per document (a stable snapshot for useSyncExternalStore). */
const sessionSnapshot = () => (cachedSession ??= { value: readWidgetSession() });
const NO_SESSION = { value: null };

/** @param final true on the last screen of the flow (the final step). */
export function TransactionReporter({ transaction, final }: { transaction: Transaction; final: boolean }) {
  const t = useTranslations('widget');
  const session = useSyncExternalStore(noSubscription, sessionSnapshot, () => NO_SESSION).value;
  const framedByHost = useSyncExternalStore(
    noSubscription,
    () => hostChannel(window, clientConfig.partnerOrigins, session?.origin) !== null,
    () => false,
  );

  useEffect(() => {
    announce({ type: 'transaction', transaction, final });
  }, [transaction, final]);

  if (!final || !session?.partner) return null;
  const label = t('backToPartner', { partner: PARTNER_DISPLAY_NAMES[session.partner] });
  const className = buttonVariants({ variant: 'secondary', width: 'full' });
  if (framedByHost && session.events) {
    return (
      <div className="mx-auto mt-3 w-full max-w-md px-5 md:px-0">
        <button
          type="button"
          className={className}
          onClick={() => announce({ type: 'close_request', reason: 'done' })}
          data-testid="back-to-partner"
        >
          {label}
        </button>
      </div>
    );
  }
  if (!session.redirect) return null;
  return (
    <div className="mx-auto mt-3 w-full max-w-md px-5 md:px-0">
      <a href={session.redirect} className={className} data-testid="back-to-partner">
        {label}
      </a>
    </div>
  );
}
