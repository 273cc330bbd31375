'use client';

/**
 * A sell's payout in one line, as the order's review shows it ("PIX · e-mail · ana@example.com", "IBAN DE89 3704 …"):
 * lib/payout/describe's parts, in full, in the person's language. Nothing is masked: the review is the person's last
 * look at where their money goes (spec §7 does not show the POST /off-ramp body; the payout is the product's own).
 */
import { useTranslations } from 'next-intl';
import { describePayout } from '@/lib/payout/describe';
import type { Payout } from '@/lib/payout/methods';

/** The payout's line of the review summary. */
export function PayoutSummary({ payout }: { payout: Payout }) {
  const t = useTranslations('order.payout');
  const shown = describePayout(payout);
  switch (shown.method) {
    case 'pix':
      // A key of no kind never reaches the review (the wallet step refuses it); its text alone stands then.
      return t('summary.pix', { kind: shown.kind ? t(`kinds.${shown.kind}`) : '—', key: shown.key });
    case 'bank':
      return t('summary.bank', shown);
    case 'iban':
      return t('summary.iban', shown);
    case 'ach':
      return t('summary.ach', shown);
  }
}
