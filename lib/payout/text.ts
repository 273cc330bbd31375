/**
 * A payout in one line of the person's language ("PIX · e-mail · ana@example.com", "IBAN DE89 3704 …"): the parts of
 * ./describe put into the `order.payout` messages. Shared by the order's review (a client component) and the final
 * step (a server component), each passing its own translator of that namespace. Spec §7 does not show the
 * POST /off-ramp body; the payout is the product's own field.
 */
import type { useTranslations } from 'next-intl';
import { describePayout } from './describe';
import type { Payout } from './methods';

/** A translator of the `order.payout` messages (next-intl's `t`, from useTranslations or getTranslations). */
export type PayoutTranslator = ReturnType<typeof useTranslations<'order.payout'>>;

/**
 * @param payout the payout, as typed or as stored on the transaction.
 * @param t a translator of `order.payout`.
 * @returns the line, nothing masked (the person checks their own account).
 */
export function payoutText(payout: Payout, t: PayoutTranslator): string {
  const shown = describePayout(payout);
  switch (shown.method) {
    case 'pix':
      // A key of no kind never reaches an order (the wallet step and the API refuse it); its text alone stands then.
      return t('summary.pix', { kind: shown.kind ? t(`kinds.${shown.kind}`) : '—', key: shown.key });
    case 'bank':
      return t('summary.bank', { bank: shown.bank, branch: shown.branch, account: shown.account });
    case 'iban':
      return t('summary.iban', { iban: shown.iban });
    case 'ach':
      return t('summary.ach', { routing: shown.routing, account: shown.account });
  }
}
