'use client';

/**
 * The header's close button inside a partner's frame or app: asks the host to close the widget
 * (`close_request` host event, lib/widget/host-events); the host decides. Shown only when a host can hear it —
 * an allowed partner window that frames or opened the page, or a partner app's native bridge
 * (lib/widget/transport) — and when the partner did not turn events off.
 */
import { useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';
import { clientConfig } from '@/lib/config';
import { announce } from '@/lib/widget/bus';
import { hostChannel } from '@/lib/widget/transport';

const noSubscription = () => () => undefined;

/** @param preferredOrigin the widget session's partner origin; `events` false hides the button. */
export function CloseWidgetButton({
  preferredOrigin,
  events = true,
}: {
  preferredOrigin?: string | null;
  events?: boolean;
}) {
  const t = useTranslations('header');
  const reachable = useSyncExternalStore(
    noSubscription,
    () => hostChannel(window, clientConfig.partnerOrigins, preferredOrigin) !== null,
    () => false,
  );
  if (!reachable || !events) return null;
  return (
    <button
      type="button"
      onClick={() => announce({ type: 'close_request', reason: 'user' })}
      className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-text hover:bg-grey-100 focus-visible:outline-2 focus-visible:outline-green-400"
      aria-label={t('close')}
      data-testid="widget-close"
    >
      <svg
        width="20"
        height="20"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        aria-hidden="true"
      >
        <path d="M6 6l12 12M18 6L6 18" />
      </svg>
    </button>
  );
}
