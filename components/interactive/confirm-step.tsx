'use client';

/**
 * Step 1 of the interactive flow: the person checks the amount and the asset of an `incomplete`
 * transaction and confirms it (POST /user/transactions/{id}/confirm, lib/api/interactive). When the wallet gave
 * no amount, the person enters the amount in (fiat for a deposit, USDC for a withdrawal; decimals of
 * lib/order/quote), prefilled from the `amount` parameter, and sees the estimate of GET /rates before confirming
 * (optional: a failed estimate is noted, the server prices the transaction on confirmation).
 * The confirmation is left to the screen (policy 'screen-handles': the flow must not leave for /error mid-payment,
 * spec §8 exclusions in spirit): a 400 (e.g. the server's amount limits) shows its `errors.amount` (or message) on
 * the amount field; a 409 (already confirmed, e.g. in another tab) refetches the transaction so the flow moves on to
 * its real status, unless it names an account step (409 billing_incomplete / kyc_required, the API's gates of every
 * order): then the banner of the order form says so, with the way to /billing-details or /kyc and back to this flow;
 * a 401 goes to login; anything else (5xx, network) shows a retryable error here and is logged and reported.
 */
import { useTranslations } from 'next-intl';
import { useId, type FormEvent } from 'react';
import { OrderGateBanner } from '@/components/order/order-gate';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { useHydrated } from '@/components/ui/use-hydrated';
import type { Transaction } from '@/lib/api/schemas';
import { assetCode } from '@/lib/transactions/pay';
import { ConfirmSummary } from './confirm-summary';
import { useConfirmAmount } from './use-confirm-amount';
import { useConfirmTransaction } from './use-confirm-transaction';

/**
 * @param tx the incomplete transaction.
 * @param prefillAmount the wallet's `amount` parameter (decimal string), used when `tx` has no amount yet.
 */
export function ConfirmStep({ tx, prefillAmount }: { tx: Transaction; prefillAmount: string | null }) {
  const t = useTranslations('interactive.confirm');
  const inputId = useId();
  const inCode = assetCode(tx.details.amount_in_asset);
  const entered = useConfirmAmount(tx, prefillAmount);
  const { needsAmount, decimals, raw, setRaw, amountInput, touched, setTouched, amount, quote } = entered;
  const { confirm, serverError, setServerError, gate, failed } = useConfirmTransaction(tx, amount);

  // Until hydrated, the form has no submit handler: a click (or Enter) would submit it natively and reload the flow
  // with the typed amount gone and nothing confirmed. The button stays disabled until then, as the billing form's.
  const hydrated = useHydrated();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (needsAmount && !amount) return;
    confirm.mutate();
  };

  const invalid = needsAmount && touched && !amount;
  const amountErrors = invalid ? [t('amountInvalid', { decimals })] : needsAmount && serverError ? [serverError] : [];

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${inputId}-title`} data-testid="confirm-step">
      <h2 id={`${inputId}-title`} className="mb-2 font-semibold text-text">
        {t('title')}
      </h2>
      {needsAmount ? (
        <div className="mb-3">
          <Field
            id={inputId}
            label={t('amountLabel', { currency: inCode })}
            inputMode="decimal"
            autoComplete="off"
            ref={amountInput}
            value={raw}
            onChange={(e) => {
              setRaw(e.target.value);
              setServerError(null);
            }}
            onBlur={() => setTouched(true)}
            hint={t('amountHint', { decimals })}
            errors={amountErrors}
            data-testid="confirm-amount"
          />
        </div>
      ) : null}
      <ConfirmSummary tx={tx} entered={entered} />
      {needsAmount && quote ? <p className="-mt-2 mb-4 text-xs text-grey-400">{t('estimate')}</p> : null}
      {needsAmount && entered.estimateFailed ? (
        <Banner tone="info" className="mb-4">
          {t('quoteUnavailable')}
        </Banner>
      ) : null}
      {gate ? (
        <div className="mb-4">
          <OrderGateBanner gate={gate.step} next={gate.next} />
        </div>
      ) : null}
      {failed ? (
        <Banner tone="error" className="mb-4">
          <span data-testid="confirm-error">{serverError ?? t('failed')}</span>
        </Banner>
      ) : null}
      <Button
        type="submit"
        width="full"
        disabled={!hydrated || confirm.isPending || confirm.isSuccess}
        data-testid="confirm-button"
      >
        {confirm.isPending ? t('working') : t('button')}
      </Button>
    </form>
  );
}
