/**
 * @jest-environment jest-fixed-jsdom
 *
 * The interactive flow's wallet messages in a browser-like window: postMessage goes to the opener on
 * the allow-listed origin only (never `*`), once per status and once for callback, also across a reload of the
 * page (sessionStorage); a foreign opener receives nothing; an https callback URL is handed to the product API
 * (the sandbox's handlers, through msw).
 */
import { renderHook, waitFor } from '@testing-library/react';
import type { Transaction } from '@/lib/api/schemas';
import { parseRecord } from '@/lib/interactive/callbacks';
import { withSandboxServer } from '@/sandbox/api/node';
import { recordKey, useWalletCallbacks, type WalletCallbacks } from './use-wallet-callbacks';

jest.mock('@sentry/nextjs', () => ({ captureException: jest.fn() }));

const sandbox = withSandboxServer();

const POST_BOTH: WalletCallbacks = { callback: { type: 'postMessage' }, onChangeCallback: { type: 'postMessage' } };

function transaction(id: string, status: string): Transaction {
  return {
    id,
    kind: 'deposit',
    status,
    amount_in: '100.00',
    amount_out: '17.8198574',
    amount_fee: '1.00',
    blockchain: 'stellar',
    started_at: '2026-03-01T12:00:00.000Z',
    details: {
      amount_in_asset: 'iso4217:BRL',
      amount_out_asset: 'USDC:GBBD47IF6LWK7P7MDEVSCWR7DPUWV3NY3DTQEVFL4NAT4AQH3ZLLFLA5',
    },
  };
}

/** Opens the "page" as a popup of `referrer`'s page. */
function openedBy(referrer: string) {
  const opener = { postMessage: jest.fn() };
  Object.defineProperty(window, 'opener', { value: opener, configurable: true });
  Object.defineProperty(document, 'referrer', { value: referrer, configurable: true });
  return opener;
}

beforeEach(() => window.sessionStorage.clear());
afterEach(() => Object.defineProperty(window, 'opener', { value: null, configurable: true }));

/** The statuses posted, with the target origin of each call. */
const posted = (opener: { postMessage: jest.Mock }) =>
  opener.postMessage.mock.calls.map(
    ([message, origin]: [{ transaction: { status: string } }, string]) => `${message.transaction.status}@${origin}`,
  );

/** Signs demo@ in and starts an interactive deposit of 100 in the sandbox; gives its id. */
async function startDeposit(): Promise<{ id: string }> {
  sandbox.signIn('demo@example.com');
  const created = (await (
    await fetch('http://localhost/__sandbox/interactive/deposit', {
      method: 'POST',
      body: JSON.stringify({ amount: '100' }),
      headers: { 'content-type': 'application/json' },
    })
  ).json()) as { id: string };
  return created;
}

/**
 * Starts a deposit ({@link startDeposit}) and makes its next `failures` callback POSTs answer 503; the wallet asks for
 * URL callbacks on change only.
 */
async function depositWithFailingCallbacks(failures: number) {
  const created = await startDeposit();
  sandbox.store.addFault({
    method: 'POST',
    path: `/user/transactions/${created.id}/callback`,
    status: 503,
    body: { error: 'unavailable' },
    remaining: failures,
  });
  const callbacks: WalletCallbacks = {
    callback: { type: 'none' },
    onChangeCallback: { type: 'url', url: 'https://lobstr.example/sep24', origin: 'https://lobstr.example' },
  };
  return { created, callbacks };
}

describe('useWalletCallbacks', () => {
  it('posts each status once and callback once at completion, to the opener on its allowed origin', () => {
    const opener = openedBy('http://localhost:4012/interactive');
    const { rerender, result } = renderHook(({ tx }) => useWalletCallbacks(tx, null, POST_BOTH), {
      initialProps: { tx: transaction('t1', 'incomplete') },
    });
    rerender({ tx: transaction('t1', 'incomplete') });
    rerender({ tx: transaction('t1', 'pending_user_transfer_start') });
    rerender({ tx: transaction('t1', 'completed') });
    result.current.close();
    expect(posted(opener)).toEqual([
      'incomplete@http://localhost:4012',
      'pending_user_transfer_start@http://localhost:4012',
      'completed@http://localhost:4012',
      'completed@http://localhost:4012',
    ]);
  });

  it('does not send again after a reload of the page (same tab)', () => {
    const opener = openedBy('http://localhost:4012/interactive');
    renderHook(() => useWalletCallbacks(transaction('t2', 'pending_anchor'), null, POST_BOTH)).unmount();
    // The reload: a popup that navigated within the app has lost its referrer; the remembered origin is used.
    Object.defineProperty(document, 'referrer', { value: 'http://localhost:3000/login', configurable: true });
    const { rerender } = renderHook(({ tx }) => useWalletCallbacks(tx, null, POST_BOTH), {
      initialProps: { tx: transaction('t2', 'pending_anchor') },
    });
    rerender({ tx: transaction('t2', 'completed') });
    expect(posted(opener)).toEqual([
      'pending_anchor@http://localhost:4012',
      'completed@http://localhost:4012',
      'completed@http://localhost:4012',
    ]);
  });

  it('sends callback on Close before completion, only once', () => {
    const opener = openedBy('http://localhost:4011/');
    const { result } = renderHook(() =>
      useWalletCallbacks(transaction('t3', 'pending_anchor'), null, {
        callback: { type: 'postMessage' },
        onChangeCallback: { type: 'none' },
      }),
    );
    expect(opener.postMessage).not.toHaveBeenCalled();
    result.current.close();
    result.current.close();
    expect(posted(opener)).toEqual(['pending_anchor@http://localhost:4011']);
  });

  it('posts nothing to an opener on a foreign origin, and says so once in the log', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const opener = openedBy('http://localhost:4019/interactive');
    const { rerender } = renderHook(({ tx }) => useWalletCallbacks(tx, null, POST_BOTH), {
      initialProps: { tx: transaction('t4', 'incomplete') },
    });
    rerender({ tx: transaction('t4', 'completed') });
    expect(opener.postMessage).not.toHaveBeenCalled();
    expect(warn.mock.calls.filter(([line]) => String(line).includes('no wallet window'))).toHaveLength(1);
    warn.mockRestore();
  });

  it('hands an https callback URL to the product API', async () => {
    const created = await startDeposit();
    const callbacks: WalletCallbacks = {
      callback: { type: 'url', url: 'https://lobstr.example/sep24', origin: 'https://lobstr.example' },
      onChangeCallback: { type: 'none' },
    };
    const { result } = renderHook(() =>
      useWalletCallbacks(transaction(created.id, 'pending_user_transfer_start'), null, callbacks),
    );
    result.current.close();
    await waitFor(() => expect(sandbox.store.callbacks).toHaveLength(1));
    expect(sandbox.store.callbacks[0]).toMatchObject({
      transaction_id: created.id,
      url: 'https://lobstr.example/sep24',
      kind: 'callback',
    });
  });

  it("holds a withdrawal's transfer message until the account and memo are known", () => {
    const opener = openedBy('http://localhost:4012/interactive');
    const withdrawal = { ...transaction('w1', 'pending_user_transfer_start'), kind: 'withdrawal' as const };
    const payment = {
      method: 'STELLAR',
      reference: 'W1REF',
      account: 'GABC',
      memo: 'W1REF',
      memo_type: 'text',
    } as never;
    const { rerender } = renderHook(({ pay, settled }) => useWalletCallbacks(withdrawal, pay, POST_BOTH, settled), {
      initialProps: { pay: undefined as never, settled: false },
    });
    expect(opener.postMessage).not.toHaveBeenCalled();
    rerender({ pay: payment, settled: true });
    expect(opener.postMessage).toHaveBeenCalledTimes(1);
    expect(opener.postMessage.mock.calls[0][0].transaction).toMatchObject({
      status: 'pending_user_transfer_start',
      withdraw_anchor_account: 'GABC',
      withdraw_memo: 'W1REF',
    });
  });

  it("sends the withdrawal's transfer message without the details once their load failed for good", () => {
    const opener = openedBy('http://localhost:4012/interactive');
    const withdrawal = { ...transaction('w2', 'pending_user_transfer_start'), kind: 'withdrawal' as const };
    const { rerender } = renderHook(({ settled }) => useWalletCallbacks(withdrawal, null, POST_BOTH, settled), {
      initialProps: { settled: false },
    });
    expect(opener.postMessage).not.toHaveBeenCalled();
    rerender({ settled: true });
    expect(posted(opener)).toEqual(['pending_user_transfer_start@http://localhost:4012']);
    expect(opener.postMessage.mock.calls[0][0].transaction.withdraw_anchor_account).toBeUndefined();
  });

  it('records a URL callback only once the API accepted it, retrying a failed POST with backoff', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { created, callbacks } = await depositWithFailingCallbacks(2);
    renderHook(() => useWalletCallbacks(transaction(created.id, 'pending_user_transfer_start'), null, callbacks));
    // Not recorded while the POST is failing: a reload now would try again.
    expect(parseRecord(window.sessionStorage.getItem(recordKey(created.id))).onChange).toEqual([]);
    await waitFor(() => expect(sandbox.store.callbacks).toHaveLength(1), { timeout: 5_000 });
    await waitFor(() =>
      expect(parseRecord(window.sessionStorage.getItem(recordKey(created.id))).onChange).toEqual([
        `${created.id}|pending_user_transfer_start`,
      ]),
    );
    warn.mockRestore();
  });

  it('leaves a URL callback unrecorded when every retry failed', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { created, callbacks } = await depositWithFailingCallbacks(10);
    renderHook(() => useWalletCallbacks(transaction(created.id, 'pending_anchor'), null, callbacks));
    await waitFor(() => expect(warn.mock.calls.some(([line]) => String(line).includes('not recorded'))).toBe(true), {
      timeout: 8_000,
    });
    expect(sandbox.store.callbacks).toHaveLength(0);
    expect(parseRecord(window.sessionStorage.getItem(recordKey(created.id))).onChange).toEqual([]);
    warn.mockRestore();
  }, 10_000);
});
