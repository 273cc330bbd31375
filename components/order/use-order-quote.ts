'use client';

/**
 * The live quote of the order form (GET /rates): the amount part of the draft is
 * validated (lib/order/rules), debounced, then GET /rates?mode&amount|amount_out&payment_currency&crypto_currency
 * &blockchain answers the quote. While a newer amount waits for its answer, the quote is `loading` and the
 * previous one is only shown dimmed, never confirmed. An answer without a quote is computed from its rate row with
 * the same arithmetic (lib/order/quote).
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import type { QuoteQuery, Rates } from '@/lib/api/order';
import { queryKeys } from '@/lib/api/query-keys';
import type { OrderDraft } from '@/lib/order/draft-fields';
import { computeQuote, isPayable, type Quote } from '@/lib/order/quote';
import { CRYPTO_CURRENCY, validateAmount, type OrderFieldErrors } from '@/lib/order/rules';

/** Debounce of the amount field before a quote is asked for. */
export const QUOTE_DEBOUNCE_MS = 400;

export type OrderQuoteState =
  | { status: 'empty' }
  | { status: 'invalid'; errors: OrderFieldErrors }
  | { status: 'loading'; previous: Quote | null }
  | { status: 'ready'; quote: Quote; payable: boolean };

/** The quote of a rates answer for a query: the API's, else computed from the matching rate row. */
export function quoteFromAnswer(answer: Rates, query: QuoteQuery): Quote | null {
  const q = answer.quote;
  if (q && q.mode === query.mode) {
    return {
      mode: q.mode,
      side: query.side,
      blockchain: q.blockchain ?? query.blockchain,
      amount_in: q.amount_in,
      amount_out: q.amount_out,
      fee: q.fee,
      rate: q.rate,
      fee_percent:
        q.fee_percent ?? answer.rates.find((r) => r.payment_currency === query.payment_currency)?.fee_percent ?? '0',
    };
  }
  const row = answer.rates.find((r) => r.payment_currency === query.payment_currency);
  if (!row) return null;
  try {
    return computeQuote({
      mode: query.mode,
      rate: row,
      blockchain: query.blockchain,
      side: query.side,
      amount: query.amount,
    });
  } catch {
    return null;
  }
}

/**
 * GET /rates for a quote (lib/api/order getQuote through the app's client, lib/http/client). Both modules load with
 * the first quote asked for, so the first step's first load carries neither ky nor the API's zod schemas.
 * @returns the rates answer, parsed.
 * @throws as getQuote: an error answer, a network failure, an abort.
 */
async function fetchQuote(query: QuoteQuery, signal: AbortSignal): Promise<Rates> {
  const [{ getQuote }, { api }] = await Promise.all([import('@/lib/api/order'), import('@/lib/http/client')]);
  return getQuote(api, query, signal);
}

function useDebounced<T>(value: T, key: string, ms: number): { value: T; key: string } {
  const [state, setState] = useState({ value, key });
  useEffect(() => {
    if (key === state.key) return;
    const timer = setTimeout(() => setState({ value, key }), ms);
    return () => clearTimeout(timer);
  }, [value, key, ms, state.key]);
  return state;
}

/** The live quote of a draft. */
export function useOrderQuote(draft: OrderDraft): OrderQuoteState {
  const check = useMemo(() => validateAmount(draft), [draft]);
  const query: QuoteQuery | null = check.ok
    ? {
        mode: check.value.mode,
        payment_currency: check.value.fiat_currency,
        crypto_currency: CRYPTO_CURRENCY.code,
        blockchain: check.value.blockchain,
        side: check.value.amount_side,
        amount: check.value.amount,
      }
    : null;
  const key = JSON.stringify(query);
  const debounced = useDebounced(query, key, QUOTE_DEBOUNCE_MS);
  const settled = debounced.key === key;
  const result = useQuery({
    queryKey: queryKeys.order.quote(debounced.value ?? ({} as QuoteQuery)),
    queryFn: ({ signal }) => fetchQuote(debounced.value!, signal),
    enabled: debounced.value !== null,
    staleTime: 30_000,
  });
  const [previous, setPrevious] = useState<Quote | null>(null);
  const fresh = settled && query !== null && result.data !== undefined && !result.isFetching;
  // Memoised on the answer, so `previous` is set once per new quote (no render loop).
  const current = useMemo(
    () => (fresh && query ? quoteFromAnswer(result.data!, query) : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` is `query` serialised: a new object with the same values must not recompute
    [fresh, key, result.data],
  );
  // Remember the last quote while a new one loads (React's "adjust state while rendering" pattern).
  if (current && current !== previous) setPrevious(current);

  if (!draft.amount.trim()) return { status: 'empty' };
  if (!check.ok) return { status: 'invalid', errors: check.errors };
  if (!current) return { status: 'loading', previous };
  return { status: 'ready', quote: current, payable: isPayable(current) };
}
