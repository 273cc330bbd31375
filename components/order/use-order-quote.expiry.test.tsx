/**
 * @jest-environment jest-fixed-jsdom
 *
 * The live quote's limits and expiry against the sandbox's GET /rates (msw, quotes holding 1 s): the limits of the
 * typed fiat side stop the quote before it is asked for, those of the USDC side come with the quote; an expired quote
 * is asked for again by itself as many times in a row as allowed, then waits for `refresh`.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { OrderDraft } from '@/lib/order/draft-fields';
import { withSandboxServer } from '@/sandbox/api/node';
import { canOrder, useOrderQuote, type OrderQuoteOptions, type OrderQuoteState } from './use-order-quote';

jest.mock('@sentry/nextjs', () => ({ captureException: jest.fn() }));

const TTL_MS = 1000;
const sandbox = withSandboxServer({ quoteTtlMs: TTL_MS });
const BRL = { min_amount: '10.00', max_amount: '50000.00' };

/** GET /rates calls with an amount (the quotes asked for). */
let quoteCalls = 0;
beforeAll(() =>
  sandbox.server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/rates') && url.search) quoteCalls += 1;
  }),
);
beforeEach(() => {
  quoteCalls = 0;
});

const draft = (patch: Partial<OrderDraft> = {}): OrderDraft => ({
  mode: 'on-ramp',
  fiat: 'BRL',
  blockchain: 'stellar',
  side: 'in',
  amount: '100',
  ...patch,
});

function render(initial: OrderDraft, options: OrderQuoteOptions) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(({ d }: { d: OrderDraft }) => useOrderQuote(d, options), { wrapper, initialProps: { d: initial } });
}

type Ready = Extract<OrderQuoteState, { status: 'ready' }>;
const ready = (state: OrderQuoteState): Ready => {
  if (state.status !== 'ready') throw new Error(`not ready: ${state.status}`);
  return state;
};

describe('useOrderQuote: limits', () => {
  it('refuses 1 BRL typed as what is paid before any quote is asked for', async () => {
    const { result } = render(draft({ amount: '1' }), { limits: BRL });
    expect(result.current).toEqual({ status: 'invalid', errors: { amount: 'amountBelowMin' } });
    expect(canOrder(result.current)).toBe(false);
    await new Promise((r) => setTimeout(r, 500));
    expect(quoteCalls).toBe(0);
  });

  it('holds the USDC typed as what is received to the limits through its quote', async () => {
    const { result, rerender } = render(draft({ side: 'out', amount: '0.5' }), { limits: BRL });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(ready(result.current)).toMatchObject({ limit: 'amountBelowMin', payable: true });
    expect(canOrder(result.current, { ignoreExpiry: true })).toBe(false);
    rerender({ d: draft({ side: 'out', amount: '20' }) });
    await waitFor(() => expect(ready(result.current).quote.amount_out).toMatch(/^20\./));
    expect(ready(result.current).limit).toBeNull();
    expect(canOrder(result.current)).toBe(true);
  });

  it('holds a sale’s fiat received to the limits when the USDC sent is typed', async () => {
    const { result } = render(draft({ mode: 'off-ramp', amount: '1' }), { limits: BRL });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(ready(result.current)).toMatchObject({ limit: 'amountBelowMin', quote: { amount_out: '5.44' } });
  });
});

describe('useOrderQuote: expiry', () => {
  it('refreshes an expired quote once by itself, then waits for refresh', async () => {
    const { result } = render(draft(), { limits: BRL, autoRefreshes: 1 });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    const first = ready(result.current);
    expect(first).toMatchObject({ expired: false, renewed: false, quote: { network_fee: '0.0100000' } });
    expect(first.expiresAt).toBeGreaterThan(Date.now());
    expect(quoteCalls).toBe(1);

    // At its expiry the quote is asked for again: a new deadline, "renewed", still orderable.
    await waitFor(() => expect(ready(result.current).expiresAt).toBeGreaterThan(first.expiresAt!), { timeout: 3000 });
    expect(ready(result.current)).toMatchObject({ expired: false, renewed: true });
    expect(canOrder(result.current)).toBe(true);
    expect(quoteCalls).toBe(2);

    // The next expiry is not refreshed by itself: the quote is expired and Confirm waits.
    await waitFor(() => expect(ready(result.current).expired).toBe(true), { timeout: 3000 });
    expect(canOrder(result.current)).toBe(false);
    expect(canOrder(result.current, { ignoreExpiry: true })).toBe(true);
    expect(quoteCalls).toBe(2);

    const expiredAt = ready(result.current).expiresAt!;
    act(() => ready(result.current).refresh!());
    await waitFor(() => expect(ready(result.current).expiresAt).toBeGreaterThan(expiredAt));
    expect(ready(result.current)).toMatchObject({ expired: false, renewed: true });
    expect(quoteCalls).toBe(3);
  });

  it('before the review, refreshes every expired quote by itself', async () => {
    const { result } = render(draft(), { limits: BRL });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    await waitFor(() => expect(quoteCalls).toBeGreaterThanOrEqual(3), { timeout: 4000 });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(ready(result.current).expired).toBe(false);
  });
});
