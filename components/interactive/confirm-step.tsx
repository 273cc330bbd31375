'use client';

/**
 * Step 1 of the interactive flow: the person checks the amount and the asset of an `incomplete`
 * transaction and confirms it (POST /user/transactions/{id}/confirm, lib/api/interactive). When the wallet gave
 * no amount, the person enters the amount in (fiat for a deposit, USDC for a withdrawal; decimals of
 * lib/order/quote), prefilled from the `amount` parameter, and sees the estimate of GET /rates before confirming
 * (optional: a failed estimate is noted, the server prices the transaction on confirmation).
 * The confirmation uses the quiet client (the flow must not leave for /error mid-payment, spec §8 exclusions in
 * spirit): a 400 (e.g. the server's amount limits) shows its `errors.amount` (or message) on the amount field; a 409
 * (already confirmed, e.g. in another tab) refetches the transaction so the flow moves on to its real status, unless
 * it names an account step (409 billing_incomplete / kyc_required, the API's gates of every order): then the banner of
 * the order form says so, with the way to /billing-details or /kyc and back to this flow; a 401 goes to login;
 * anything else (5xx, network) shows a retryable error here and is logged and reported.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { HTTPError } from 'ky';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { OrderGateBanner } from '@/components/order/order-gate';
import { AssetAmount } from '@/components/transactions/asset-amount';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { LabelValue, LabelValueList } from '@/components/ui/label-value-list';
import { Spinner } from '@/components/ui/spinner';
import { useHydrated } from '@/components/ui/use-hydrated';
import { useTypedBeforeHydration } from '@/components/ui/use-typed-before-hydration';
import { confirmInteractive } from '@/lib/api/interactive';
import { accountGateOf, getQuote, type QuoteQuery } from '@/lib/api/order';
import { queryKeys } from '@/lib/api/query-keys';
import type { Transaction } from '@/lib/api/schemas';
import {
  decimalsOf,
  formatDecimal,
  hasAtMostDecimals,
  isDecimalString,
  normaliseAmountInput,
} from '@/lib/order/decimal';
import { assetCode } from '@/lib/transactions/pay';
import { directionOf, sidesOf } from '@/lib/transactions/sides';
import { quietApi, quietStatus, reportQuietFailure, signInIfUnauthorized } from './quiet-api';

/** Debounce of the amount field before the estimate is asked for (ms). */
const ESTIMATE_DEBOUNCE_MS = 400;

/** The amount in as a valid decimal string for `tx`, or null. */
function validAmount(raw: string, decimals: number): string | null {
  const value = normaliseAmountInput(raw);
  if (!value || !isDecimalString(value) || !hasAtMostDecimals(value, decimals) || !(Number(value) > 0)) return null;
  return value;
}

/**
 * The reason of a 400 answer: `errors.amount`, else `message`, else null (an unreadable body is logged).
 * @param error what the quiet client threw.
 */
async function badRequestReason(error: unknown): Promise<string | null> {
  if (!(error instanceof HTTPError)) return null;
  try {
    const body = (await error.response.clone().json()) as { errors?: Record<string, unknown>; message?: unknown };
    const field = body?.errors?.amount;
    if (typeof field === 'string' && field) return field;
    return typeof body?.message === 'string' && body.message ? body.message : null;
  } catch (parseError) {
    console.warn('[interactive] confirm: unreadable 400 body', parseError);
    return null;
  }
}

/**
 * @param tx the incomplete transaction.
 * @param prefillAmount the wallet's `amount` parameter (decimal string), used when `tx` has no amount yet.
 */
export function ConfirmStep({ tx, prefillAmount }: { tx: Transaction; prefillAmount: string | null }) {
  const t = useTranslations('interactive.confirm');
  const tt = useTranslations('transactions');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const inputId = useId();
  const mode = directionOf(tx.kind);
  const decimals = decimalsOf(mode, 'in', tx.blockchain);
  const inCode = assetCode(tx.details.amount_in_asset);
  const fiat = sidesOf(tx).fiat.code;
  const needsAmount = !tx.amount_in;

  const [raw, setRaw] = useState(prefillAmount ?? '');
  const amountInput = useRef<HTMLInputElement>(null);
  // An amount typed while the page was still hydrating is shown by the field: the form takes it too.
  useTypedBeforeHydration(amountInput, setRaw);
  const [touched, setTouched] = useState(false);
  const amount = needsAmount ? validAmount(raw, decimals) : null;
  const [debounced, setDebounced] = useState(amount);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(amount), ESTIMATE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [amount]);

  const quoteQuery: QuoteQuery | null = debounced
    ? {
        mode,
        payment_currency: fiat,
        crypto_currency: 'USDC',
        blockchain: tx.blockchain,
        side: 'in',
        amount: debounced,
      }
    : null;
  const estimate = useQuery({
    queryKey: queryKeys.order.quote(quoteQuery ?? ({} as QuoteQuery)),
    // Optional data: the server prices the transaction on confirmation, so a failed estimate is only noted.
    queryFn: async ({ signal }) => {
      try {
        return await getQuote(quietApi, quoteQuery!, signal);
      } catch (error) {
        if (!signal.aborted) reportQuietFailure('rates estimate', error);
        throw error;
      }
    },
    enabled: needsAmount && quoteQuery !== null,
    staleTime: 30_000,
  });

  /** The server's reason for a 400, shown on the amount field (or above the button when there is no field). */
  const [serverError, setServerError] = useState<string | null>(null);
  /** The account step the API asked for (409 billing_incomplete / kyc_required), with this flow's URL to come back to. */
  const [gate, setGate] = useState<{ step: 'billing' | 'kyc'; next: string } | null>(null);
  const confirm = useMutation({
    mutationFn: () => confirmInteractive(quietApi, tx.id, amount ?? undefined),
    onMutate: () => {
      setServerError(null);
      setGate(null);
    },
    onSuccess: (next) => {
      queryClient.setQueryData(queryKeys.interactive.transaction(tx.id), next);
      void queryClient.invalidateQueries({ queryKey: queryKeys.interactive.info(tx.id) });
    },
    onError: async (error) => {
      if (signInIfUnauthorized(error)) return;
      const status = quietStatus(error);
      if (status === 409) {
        const step = error instanceof HTTPError ? await accountGateOf(error.response) : null;
        if (step) {
          setGate({ step, next: `${window.location.pathname}${window.location.search}` });
          return;
        }
        // Confirmed elsewhere (another tab): read the real status; the flow moves to its step.
        console.info('[interactive] confirm: 409, the transaction was confirmed elsewhere; refetching');
        await queryClient.refetchQueries({ queryKey: queryKeys.interactive.transaction(tx.id) });
        void queryClient.invalidateQueries({ queryKey: queryKeys.interactive.info(tx.id) });
        return;
      }
      reportQuietFailure('confirm', error);
      if (status === 400) setServerError((await badRequestReason(error)) ?? t('rejected'));
    },
  });

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
  const failed =
    confirm.isError &&
    quietStatus(confirm.error) !== 409 &&
    quietStatus(confirm.error) !== 401 &&
    !(needsAmount && serverError);
  const quote = estimate.data?.quote && debounced === amount ? estimate.data.quote : null;

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
      <LabelValueList divided className="mb-4 rounded-2xl bg-grey-50 px-4 py-2" testId="confirm-summary">
        <LabelValue label={t('youPay')}>
          {needsAmount ? (
            amount ? (
              `${formatDecimal(amount, locale, inCode === 'USDC' ? {} : { decimals: 2 })} ${inCode}`
            ) : (
              '—'
            )
          ) : (
            <AssetAmount amount={tx.amount_in} asset={tx.details.amount_in_asset} testId="confirm-amount-in" />
          )}
        </LabelValue>
        <LabelValue label={t('youGet')}>
          {needsAmount ? (
            estimate.isFetching && !quote ? (
              <Spinner label={t('quoteLoading')} />
            ) : (
              <AssetAmount
                amount={quote?.amount_out ?? null}
                asset={tx.details.amount_out_asset}
                testId="confirm-amount-out"
              />
            )
          ) : (
            <AssetAmount amount={tx.amount_out} asset={tx.details.amount_out_asset} testId="confirm-amount-out" />
          )}
        </LabelValue>
        {(needsAmount ? quote?.fee : tx.amount_fee) ? (
          <LabelValue label={t('fee')}>
            {formatDecimal((needsAmount ? quote?.fee : tx.amount_fee)!, locale, { decimals: 2 })} {fiat}
          </LabelValue>
        ) : null}
        <LabelValue label={t('network')}>{tt(`blockchain.${tx.blockchain}`)}</LabelValue>
      </LabelValueList>
      {needsAmount && quote ? <p className="-mt-2 mb-4 text-xs text-grey-400">{t('estimate')}</p> : null}
      {needsAmount && estimate.isError ? (
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
