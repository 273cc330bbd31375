'use client';

/**
 * A sell's payout in one line, as the order's review shows it ("PIX · e-mail · ana@example.com", "IBAN DE89 3704 …"):
 * lib/payout/describe's parts, in full, in the person's language. Nothing is masked: the review is the person's last
 * look at where their money goes (spec §7 does not show the POST /off-ramp body; the payout is the product's own).
 */
import { useTranslations } from 'next-intl';
import type { Payout } from '@/lib/payout/methods';
import { payoutText } from '@/lib/payout/text';

/** The payout's line of the review summary. */
export function PayoutSummary({ payout }: { payout: Payout }) {
  const t = useTranslations('order.payout');
  return payoutText(payout, t);
}
