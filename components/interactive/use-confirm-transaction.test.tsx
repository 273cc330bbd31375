/**
 * @jest-environment jest-fixed-jsdom
 *
 * The confirmation against the flow's status poll (spec §2 /interactive-flow, §7): a poll that left before the
 * confirmation and answers after it must not put the transaction back to `incomplete`. The wallet hears every change
 * of status (SEP-24 on_change_callback), so a stale answer would tell it `incomplete` and then the new status again.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { Transaction } from '@/lib/api/schemas';
import { useConfirmTransaction } from './use-confirm-transaction';
import { useFlowTransaction } from './use-flow-queries';

jest.mock('next-intl', () => ({ useTranslations: () => (key: string) => key }));
jest.mock('@/lib/sentry/capture', () => ({ captureException: jest.fn() }));

const confirmInteractive = jest.fn();
jest.mock('@/lib/api/interactive', () => ({
  confirmInteractive: (...args: unknown[]) => confirmInteractive(...args),
}));
/** The poll's request (GET /user/transactions/{id}), by id; the call keeps its policy as lib/api declares it. */
const getOwnTransaction = jest.fn();
jest.mock('@/lib/api/transactions', () => ({
  getOwnTransactionHandledByScreen: Object.assign((_http: unknown, id: string) => getOwnTransaction(id), {
    policy: 'screen-handles',
  }),
  getTransactionInfo: jest.fn(),
}));

const TX = {
  id: 'tx-1',
  kind: 'deposit',
  status: 'incomplete',
  amount_in: '100',
} as unknown as Transaction;

/** A promise and the function that settles it. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

test('a poll answered after the confirmation does not bring back the earlier status', async () => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => ({ flow: useFlowTransaction(TX), confirm: useConfirmTransaction(TX, null) }), {
    wrapper,
  });

  // A poll leaves while the transaction is still incomplete, and is slow to answer.
  const stalePoll = deferred<Transaction>();
  getOwnTransaction.mockReturnValueOnce(stalePoll.promise);
  void act(() => void result.current.flow.refetch());
  await waitFor(() => expect(result.current.flow.isFetching).toBe(true));
  expect(getOwnTransaction).toHaveBeenLastCalledWith('tx-1');

  // The person confirms; the API answers with the next status.
  confirmInteractive.mockResolvedValueOnce({ ...TX, status: 'pending_user_transfer_start' });
  await act(async () => {
    await result.current.confirm.confirm.mutateAsync();
  });
  await waitFor(() => expect(result.current.flow.data.status).toBe('pending_user_transfer_start'));

  // The stale poll answers now, with the status it read before the confirmation.
  await act(async () => stalePoll.resolve({ ...TX }));
  await waitFor(() => expect(result.current.flow.isFetching).toBe(false));
  expect(result.current.flow.data.status).toBe('pending_user_transfer_start');
  client.clear();
});
