/**
 * The sell's payout messages (`order.payout`) for the order form's steps that show a payout: the wallet step, where
 * the person types it, and the review, which reads it back. The order form's layout leaves them out, so the first
 * screen (the amount) does not carry them in its HTML; each step is a server render of /order (its `step`
 * parameter), so these steps get them with their own render.
 */
import type { ReactNode } from 'react';
import { MoreMessages } from '@/components/layout/more-messages';
import { pageMessages } from '@/lib/i18n/client-messages';

/** The order form's steps that read `order.payout`. */
const PAYOUT_STEPS: readonly unknown[] = ['wallet', 'review'];

/** The key of `order` the layout leaves out (app/(main)/(open)/order/layout.tsx). */
export const PAYOUT_MESSAGES_KEY = 'payout';

/**
 * @param step the page's `step` parameter as given (any value).
 * @param children the order form.
 */
export async function PayoutMessages({ step, children }: { step: unknown; children: ReactNode }) {
  if (!PAYOUT_STEPS.includes(step)) return children;
  const { order } = (await pageMessages(['order'])) as { order: Record<string, unknown> };
  return (
    <MoreMessages into="order" messages={{ [PAYOUT_MESSAGES_KEY]: order[PAYOUT_MESSAGES_KEY] }}>
      {children}
    </MoreMessages>
  );
}
