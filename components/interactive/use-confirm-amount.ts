'use client';

/**
 * The amount of the interactive flow's confirm step when the wallet gave none (spec §2 /interactive-flow, §3 amounts
 * as decimal strings): what the person types (fiat for a deposit, USDC for a withdrawal; decimals of
 * lib/order/decimal `decimalsOf`), prefilled from the wallet's `amount`, and the estimate of GET /rates for it, asked
 * for ESTIMATE_DEBOUNCE_MS after the last keystroke (`getQuoteOrEmpty`, policy 'empty-on-failure'). The estimate is
 * optional: the server prices the transaction on confirmation, so a failed one is only reported and noted on the
 * screen.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTypedBeforeHydration } from '@/components/ui/use-typed-before-hydration';
import { queryKeys } from '@/lib/api/query-keys';
import { getQuoteOrEmpty, type QuoteQuery, type Rates } from '@/lib/api/rates';
import type { Transaction } from '@/lib/api/schemas';
import { normaliseAmountInput } from '@/lib/domain/amounts';
import { callApi } from '@/lib/http/client';
import { reportCallFailure } from '@/lib/http/screen-handled';
import { decimalsOf, hasAtMostDecimals, isDecimalString } from '@/lib/order/decimal';
import { directionOf, sidesOf } from '@/lib/transactions/sides';

/** Debounce of the amount field before the estimate is asked for (ms). */
const ESTIMATE_DEBOUNCE_MS = 400;

/** The amount in as a valid decimal string for `tx`, or null. */
function validAmount(raw: string, decimals: number): string | null {
  const value = normaliseAmountInput(raw);
  if (!value || !isDecimalString(value) || !hasAtMostDecimals(value, decimals) || !(Number(value) > 0)) return null;
  return value;
}

/** The amount field's state and the estimate. */
export interface ConfirmAmount {
  /** True when the transaction has no amount yet: the person enters it. */
  needsAmount: boolean;
  /** Decimals the amount in may have. */
  decimals: number;
  /** What the field holds, as typed. */
  raw: string;
  setRaw: (raw: string) => void;
  /** The field's input element (what was typed before hydration is taken from it). */
  amountInput: RefObject<HTMLInputElement | null>;
  /** The field was left or the form submitted: its check is shown. */
  touched: boolean;
  setTouched: (touched: boolean) => void;
  /** The valid amount in (decimal string), or null (invalid, or not needed). */
  amount: string | null;
  /** The estimate of the amount as typed now, or null (none yet, or one for an older amount). */
  quote: NonNullable<Rates['quote']> | null;
  /** An estimate is on its way. */
  estimateLoading: boolean;
  /** The estimate failed (noted on the screen; confirming still works). */
  estimateFailed: boolean;
}

/**
 * The confirm step's amount and its estimate (see the module comment).
 * @param tx the incomplete transaction.
 * @param prefillAmount the wallet's `amount` parameter (decimal string), or null.
 */
export function useConfirmAmount(tx: Transaction, prefillAmount: string | null): ConfirmAmount {
  const mode = directionOf(tx.kind);
  const decimals = decimalsOf(mode, 'in', tx.blockchain);
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
        return await callApi(getQuoteOrEmpty, quoteQuery!, signal);
      } catch (error) {
        if (!signal.aborted) reportCallFailure('rates estimate', error);
        throw error;
      }
    },
    enabled: needsAmount && quoteQuery !== null,
    staleTime: 30_000,
  });
  const quote = estimate.data?.quote && debounced === amount ? estimate.data.quote : null;

  return {
    needsAmount,
    decimals,
    raw,
    setRaw,
    amountInput,
    touched,
    setTouched,
    amount,
    quote,
    estimateLoading: estimate.isFetching,
    estimateFailed: estimate.isError,
  };
}
