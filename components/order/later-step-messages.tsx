/**
 * The order form's messages for its later steps: the wallet entry's (`order.walletEntry`: Paste, a locked wallet)
 * and the sell's payout (`order.payout`), for the steps that show them: the wallet step, and the review, which
 * reads the payout back. The order forms' layouts leave them out, so the first screen (the amount) does not carry
 * them in its HTML; each step is a server render of the form's route (its `step` parameter), so these steps get
 * them with their own render.
 */
import type { ReactNode } from 'react';
import { MoreMessages } from '@/components/layout/more-messages';
import { pageMessages } from '@/lib/i18n/client-messages';

/** The order form's steps that read these messages. */
const LATER_STEPS: readonly unknown[] = ['wallet', 'review'];

/** The keys of `order` the order forms' layouts leave out (app/(main)/(open)/order/layout.tsx). */
export const LATER_STEP_KEYS = ['payout', 'walletEntry'];

/**
 * @param step the page's `step` parameter as given (any value).
 * @param children the order form.
 */
export async function LaterStepMessages({ step, children }: { step: unknown; children: ReactNode }) {
  if (!LATER_STEPS.includes(step)) return children;
  const { order } = (await pageMessages(['order'])) as { order: Record<string, unknown> };
  const messages = Object.fromEntries(LATER_STEP_KEYS.map((key) => [key, order[key]]));
  return (
    <MoreMessages into="order" messages={messages}>
      {children}
    </MoreMessages>
  );
}
