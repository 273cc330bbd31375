/**
 * An amount with its asset (the interactive flow's confirmation, where a wallet's person checks which asset they
 * get): the asset's code shown, its issuer (the part after the code in `code:issuer`, `stellar:code:issuer`)
 * abbreviated and copyable; fiat (`iso4217:BRL`) has no issuer. /transaction shows the code alone.
 */
import { useTranslations } from 'next-intl';
import { Money, type MoneySide } from '@/components/ui/money';
import { abbreviate, assetIssuer } from '@/lib/transactions/issuer';
import { assetCode } from '@/lib/transactions/pay';
import { CopyButton } from './copy-button';

/**
 * Amount + code (+ abbreviated, copyable issuer).
 * @param amount the amount as a decimal string in the asset's units (e.g. "100.00", "17.8198574"; never a float),
 *   shown as money (components/ui/money: its currency's decimals, the exact amount in the title when rounding hides
 *   digits); null/undefined shows "—".
 * @param asset the asset as the API names it: `iso4217:BRL`, `USDC:G…` or `stellar:USDC:G…`.
 * @param side what the amount is to the person (`pay` rounds up, `get` down, `other`, the default, half-up).
 * @param testId optional data-testid of the wrapper.
 */
export function AssetAmount({
  amount,
  asset,
  side = 'other',
  testId,
}: {
  amount: string | null | undefined;
  asset: string;
  side?: MoneySide;
  testId?: string;
}) {
  const t = useTranslations('transactions.detail');
  const code = assetCode(asset);
  const issuer = assetIssuer(asset);
  return (
    <span className="flex flex-col items-end gap-1 text-right" data-testid={testId}>
      <span className="font-semibold text-text">
        {amount ? <Money amount={amount} code={code} side={side} /> : `— ${code}`}
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
