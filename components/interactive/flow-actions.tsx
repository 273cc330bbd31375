'use client';

/**
 * The actions at the foot of the interactive flow (spec §2 /interactive-flow, SEP-24 callbacks): Close when a wallet
 * opened or frames the page (it sends the wallet's `callback`, then closes the popup; a frame stays and says the
 * wallet can take over), else a link to all transactions; and the link to this transaction's details.
 */
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState, useSyncExternalStore } from 'react';
import { Button, buttonVariants } from '@/components/ui/button';
import { isOpenedByWallet } from '@/lib/interactive/wallet';

/** Props of {@link FlowActions}. */
export interface FlowActionsProps {
  /** The transaction's id, for its /transaction link. */
  id: string;
  /** The flow has ended (a final status): the close action becomes the primary button. */
  ended: boolean;
  /** Sends the wallet's `callback` (./use-wallet-callbacks `close`). */
  close: () => void;
}

/** Close (in a wallet) or "All transactions", the details link, and the note once closed (test id `flow-closed`). */
export function FlowActions({ id, ended, close }: FlowActionsProps) {
  const t = useTranslations('interactive');
  // Known only in the browser: rendered after mount so server and client HTML agree.
  const inWallet = useSyncExternalStore(
    noSubscription,
    () => isOpenedByWallet(window),
    () => false,
  );
  const [closed, setClosed] = useState(false);

  const onClose = () => {
    close();
    if (window.opener) window.close();
    // A frame (or a popup the browser keeps open) stays: say the wallet can take over.
    setClosed(true);
  };
  const detailsHref = `/transaction?${new URLSearchParams({ id }).toString()}`;

  return (
    <>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row-reverse sm:items-center sm:justify-between">
        {inWallet ? (
          <Button variant={ended ? 'primary' : 'secondary'} onClick={onClose} data-testid="flow-close">
            {t('close.button')}
          </Button>
        ) : (
          <Link
            href="/transactions"
            className={buttonVariants(
              ended ? { variant: 'primary' } : { variant: 'link', className: 'self-center whitespace-nowrap' },
            )}
          >
            {t('close.all')}
          </Link>
        )}
        <Link
          href={detailsHref}
          className={buttonVariants({ variant: 'link', className: 'self-center whitespace-nowrap' })}
          data-testid="flow-details"
        >
          {t('outcome.details')}
        </Link>
      </div>
      {closed ? (
        <p className="mt-3 text-center text-sm text-grey-500" role="status" data-testid="flow-closed">
          {t('close.done')}
        </p>
      ) : null}
    </>
  );
}

/** The opener/parent of a window does not change while the page lives: nothing to subscribe to. */
function noSubscription(): () => void {
  return () => undefined;
}
