/**
 * An amount with its asset (/transaction): the asset's code shown, its issuer (the part after the
 * code in `code:issuer`, `stellar:code:issuer`) abbreviated and copyable; fiat (`iso4217:BRL`) has no issuer.
 */
import { useLocale, useTranslations } from 'next-intl';
import { formatDecimal } from '@/lib/order/decimal';
import { abbreviate, assetIssuer } from '@/lib/transactions/issuer';
import { assetCode } from '@/lib/transactions/pay';
import { CopyButton } from './copy-button';

/**
 * Amount + code (+ abbreviated, copyable issuer).
 * @param amount the amount as a decimal string in the asset's units (e.g. "100.00", "17.8198574"; never a float),
 *   formatted for the person's language (2 decimals for fiat, as given for USDC); null/undefined shows "—".
 * @param asset the asset as the API names it: `iso4217:BRL`, `USDC:G…` or `stellar:USDC:G…`.
 * @param testId optional data-testid of the wrapper.
 */
export function AssetAmount({
  amount,
  asset,
  testId,
}: {
  amount: string | null | undefined;
  asset: string;
  testId?: string;
}) {
  const t = useTranslations('transactions.detail');
  const locale = useLocale();
  const code = assetCode(asset);
  const issuer = assetIssuer(asset);
  return (
    <span className="flex flex-col items-end gap-1 text-right" data-testid={testId}>
      <span className="font-semibold text-text">
        {amount ? formatDecimal(amount, locale, code === 'USDC' ? {} : { decimals: 2 }) : '—'} {code}
      </span>
      {issuer ? (
        <span className="flex items-center gap-1 text-xs text-grey-400">
          <span>
            {t('issuer')}:{' '}
            <span title={issuer} className="font-mono">
              {abbreviate(issuer)}
            </span>
          </span>
          <CopyButton value={issuer} label={t('copyIssuer', { issuer })} />
        </span>
      ) : null}
    </span>
  );
}
