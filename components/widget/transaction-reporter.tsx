'use client';

/**
 * Tells the host-event bridge about a transaction a screen shows: on the final step (`final`), the
 * bridge sends `transaction_status` (when new or changed) and `complete`; elsewhere only `transaction_status`.
 * With a widget session that has a partner, also offers the way back to the partner: inside its frame or app a
 * button that asks the host to close the widget (`close_request`), in a tab a link to its validated
 * redirect_url. Renders nothing else.
 *
 * The widget session is the server's reading of the cookie (the browser needs no schema for it). Only when
 * the request came without the cookie and the browser has it (a cookie the navigation did not carry) is it read here,
 * with its schema loaded then (./read-session-cookie).
 */
import { hasCookie } from 'cookies-next/client';
import { useTranslations } from 'next-intl';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { useHydrated } from '@/components/ui/use-hydrated';
import type { Transaction } from '@/lib/api/schemas';
import { clientConfig } from '@/lib/config';
import { COOKIE } from '@/lib/cookies';
import { PARTNER_DISPLAY_NAMES } from '@/lib/domain/partners';
import { announce } from '@/lib/widget/bus';
import { widgetLog } from '@/lib/widget/log';
import type { WidgetSession } from '@/lib/widget/session';
import { hostChannel } from '@/lib/widget/transport';

const noSubscription = () => () => undefined;

/**
 * The widget session the browser's cookie holds, for a request that came without it: null until read (after
 * hydration), and null when the server had the session, the screen is not the final step, or there is no cookie.
 */
function useBrowserWidgetSession(serverSession: WidgetSession | null, final: boolean): WidgetSession | null {
  const [session, setSession] = useState<WidgetSession | null>(null);
  useEffect(() => {
    if (serverSession || !final || !hasCookie(COOKIE.widgetSession)) return;
    let current = true;
    import('./read-session-cookie').then(
      ({ readWidgetSession }) => {
        if (current) setSession(readWidgetSession());
      },
      (error: unknown) => widgetLog.warn('could not load the widget session reader; no way back to the partner', error),
    );
    return () => {
      current = false;
    };
  }, [serverSession, final]);
  return serverSession ? null : session;
}

/**
 * @param transaction the transaction the screen shows (spec §3).
 * @param final true on the last screen of the flow (the final step).
 * @param session the widget session of the request (lib/widget/request-session widgetSessionOfRequest), or null.
 */
export function TransactionReporter({
  transaction,
  final,
  session: serverSession,
}: {
  transaction: Transaction;
  final: boolean;
  session: WidgetSession | null;
}) {
  const t = useTranslations('widget');
  const browserSession = useBrowserWidgetSession(serverSession, final);
  const session = serverSession ?? browserSession;
  // Nothing is rendered before hydration, as before: inside a host's frame the way back is a button that needs
  // JavaScript, and a link shown first could be followed before it becomes that button.
  const hydrated = useHydrated();
  const framedByHost = useSyncExternalStore(
    noSubscription,
    () => hostChannel(window, clientConfig.partnerOrigins, session?.origin) !== null,
    () => false,
  );

  useEffect(() => {
    announce({ type: 'transaction', transaction, final });
  }, [transaction, final]);

  if (!hydrated || !final || !session?.partner) return null;
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
