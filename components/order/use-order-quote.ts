'use client';

/**
 * The live quote of the order form (GET /rates, TanStack Query): the amount part of the draft is
 * validated (lib/order/rules, with the currency's limits when the fiat side was typed), debounced, then
 * GET /rates?mode&amount|amount_out&payment_currency&crypto_currency&blockchain answers the quote. While a newer
 * amount waits for its answer, the quote is `loading` and the previous one is only shown dimmed, never confirmed. An
 * answer without a quote is computed from its rate row with the same arithmetic (lib/order/quote).
 *
 * A quote holds until its `expires_at` (timed on this device's clock, lib/order/quote-expiry). At that moment the hook
 * asks for a fresh one by itself (`autoRefreshes` times in a row, once per expiry); past that, the quote is `expired`
 * until the person calls `refresh`. A quote being refreshed is `loading`, so nothing confirms an expired price.
 */
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { queryKeys } from '@/lib/api/query-keys';
import type { QuoteQuery, Rates } from '@/lib/api/rates';
import type { OrderDraft } from '@/lib/order/draft-fields';
import { computeQuote, isPayable, type Quote } from '@/lib/order/quote';
import { quoteDeadline } from '@/lib/order/quote-expiry';
import {
  CRYPTO_CURRENCY,
  limitsOf,
  quoteLimitError,
  validateAmount,
  type AmountLimits,
  type LimitErrorKey,
  type OrderFieldErrors,
} from '@/lib/order/rules';

/** Debounce of the amount field before a quote is asked for. */
export const QUOTE_DEBOUNCE_MS = 400;

/** What the hook knows of a ready quote besides its amounts (optional: a state built elsewhere may leave them out). */
export interface QuoteStanding {
  /** The quote's fiat side is outside its currency's limits (the key of lib/order/rules), or null. */
  limit: LimitErrorKey | null;
  /** When the quote stops holding, in ms since the epoch on this device's clock; null when it does not expire. */
  expiresAt: number | null;
  /** True once `expiresAt` has passed and no fresh quote was asked for by itself: Confirm waits for `refresh`. */
  expired: boolean;
  /** True when this quote replaced one that expired, or the person refreshed it ("Prices updated"). */
  renewed: boolean;
  /** Asks for a fresh quote now (the state is `loading` until it comes). */
  refresh: () => void;
}

export type OrderQuoteState =
  | { status: 'empty' }
  | { status: 'invalid'; errors: OrderFieldErrors }
  | { status: 'loading'; previous: Quote | null }
  | ({ status: 'ready'; quote: Quote; payable: boolean } & Partial<QuoteStanding>);

/** Options of {@link useOrderQuote}. */
export interface OrderQuoteOptions {
  /** The limits of the draft's fiat currency from the page's rates (lib/order/rules `limitsOf`). */
  limits?: AmountLimits | null;
  /** How many expired quotes in a row are refreshed without the person asking (default: every one). */
  autoRefreshes?: number;
}

/**
 * True when an order may go on with this quote: it is ready, delivers something, is within the limits and, unless
 * `ignoreExpiry` (a step before the review, which checks again), has not expired.
 */
export function canOrder(quote: OrderQuoteState, { ignoreExpiry = false } = {}): boolean {
  return quote.status === 'ready' && quote.payable && !quote.limit && (ignoreExpiry || !quote.expired);
}

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
      ...(q.network_fee ? { network_fee: q.network_fee } : {}),
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
 * GET /rates for a quote (lib/api/rates getQuote through the app's client, lib/http/client). Both modules load with
 * the first quote asked for, so the first step's first load carries neither ky nor the API's zod schemas.
 * @returns the rates answer, parsed.
 * @throws as getQuote: an error answer, a network failure, an abort.
 */
async function fetchQuote(query: QuoteQuery, signal: AbortSignal): Promise<Rates> {
  const [{ getQuote }, { callApi }] = await Promise.all([import('@/lib/api/rates'), import('@/lib/http/client')]);
  return callApi(getQuote, query, signal);
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

/** Where the expiry of the quotes of one query stands (reset when the query or `autoRefreshes` changes). */
interface ExpiryState {
  key: string;
  /** The deadline the timer saw pass with no refresh by itself left: the quote is expired. */
  passed: number | null;
  /**
   * The deadline of the quote the last refresh replaced (one refresh per deadline, so a failing one does not loop);
   * a quote of another deadline is a renewed one.
   */
  replaced: number | null;
  /** Refreshes asked for by themselves since the query changed or the person refreshed. */
  used: number;
}

/** The limits of an answer's rate row, each one falling back to the page's. */
function answerLimits(answer: Rates, currency: string, page: AmountLimits | null | undefined): AmountLimits {
  const row = limitsOf(answer.rates, currency);
  return { min_amount: row?.min_amount ?? page?.min_amount, max_amount: row?.max_amount ?? page?.max_amount };
}

/** The live quote of a draft (see the module comment). */
export function useOrderQuote(draft: OrderDraft, options: OrderQuoteOptions = {}): OrderQuoteState {
  const { autoRefreshes = Number.POSITIVE_INFINITY } = options;
  const min = options.limits?.min_amount;
  const max = options.limits?.max_amount;
  const check = useMemo(() => validateAmount(draft, { min_amount: min, max_amount: max }), [draft, min, max]);
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

  // The expiry: the deadline of the API's quote on this device's clock, from when its answer came.
  const apiQuote = current && result.data?.quote?.mode === query?.mode ? result.data?.quote : undefined;
  const deadline = apiQuote ? quoteDeadline(apiQuote, result.dataUpdatedAt) : null;
  const expiryKey = `${key}|${autoRefreshes}`;
  const initialExpiry: ExpiryState = { key: expiryKey, passed: null, replaced: null, used: 0 };
  const [expiry, setExpiry] = useState<ExpiryState>(initialExpiry);
  if (expiry.key !== expiryKey) setExpiry(initialExpiry);
  const { refetch } = result;
  const auto = expiry.used < autoRefreshes && expiry.replaced !== deadline;
  useEffect(() => {
    if (deadline === null) return;
    const timer = setTimeout(
      () => {
        // Refreshing, the quote is `loading` until the fresh one comes; it is expired only when none is asked for.
        setExpiry((s) =>
          s.key !== expiryKey ? s : auto ? { ...s, replaced: deadline, used: s.used + 1 } : { ...s, passed: deadline },
        );
        if (auto) void refetch();
      },
      Math.max(0, deadline - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [deadline, auto, expiryKey, refetch]);
  const refresh = useCallback(() => {
    setExpiry((s) => ({ ...s, replaced: deadline, used: 0 }));
    void refetch();
  }, [deadline, refetch]);

  if (!draft.amount.trim()) return { status: 'empty' };
  if (!check.ok) return { status: 'invalid', errors: check.errors };
  if (!current || !query) return { status: 'loading', previous };
  return {
    status: 'ready',
    quote: current,
    payable: isPayable(current),
    limit: quoteLimitError(current, answerLimits(result.data!, query.payment_currency, options.limits)) ?? null,
    expiresAt: deadline,
    expired: deadline !== null && expiry.passed === deadline,
    renewed: expiry.replaced !== null && expiry.replaced !== deadline,
    refresh,
  };
}
