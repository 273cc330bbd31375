'use client';

/**
 * The data of the interactive flow (spec §2 /interactive-flow, §4, §8), both left to the screen (policies
 * 'screen-handles' and 'empty-on-failure') so that a failure never sends the wallet's popup or frame to /error (the
 * wallet would stop getting messages):
 * - the transaction, GET /user/transactions/{id} every POLL_INTERVAL_MS (2 s) while its status is not final, also
 *   while the tab is in the background; a failed poll keeps the last known status (the flow shows "reconnecting")
 *   and only a 401 leaves, to login;
 * - its payment details, GET /transaction-info/{id}: first the server's streamed answer, then the browser's own
 *   loads, retried INFO_RETRY times; optional data (spec §8 "Other cases"), so a failure is reported and the flow
 *   goes on without them.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { queryKeys } from '@/lib/api/query-keys';
import type { Transaction } from '@/lib/api/schemas';
import {
  getOwnTransactionHandledByScreen,
  getTransactionInfoOrEmpty,
  type TransactionInfo,
} from '@/lib/api/transactions';
import { callApi } from '@/lib/http/client';
import { reportCallFailure, signInIfUnauthorized } from '@/lib/http/screen-handled';
import { POLL_INTERVAL_MS, shouldPoll, type FlowStep } from '@/lib/interactive/steps';

/** Retries of GET /transaction-info after a failure, before the flow goes on without the payment details. */
const INFO_RETRY = 2;

/** GET /transaction-info/{id} as optional data: a failure is logged and reported, then thrown (the query retries). */
async function loadInfo(id: string): Promise<TransactionInfo> {
  try {
    return await callApi(getTransactionInfoOrEmpty, id);
  } catch (error) {
    reportCallFailure('transaction-info', error);
    throw error;
  }
}

/**
 * The flow's transaction, polled while its status is not final (see the module comment).
 * @param initialTransaction the transaction as the server read it: the query's data until the first poll.
 * @returns the query; its `data` is always a transaction, `isError` is true after a failed poll.
 */
export function useFlowTransaction(initialTransaction: Transaction) {
  const id = initialTransaction.id;
  return useQuery({
    queryKey: queryKeys.interactive.transaction(id),
    // Left to the screen: a 5xx or a network blip must not send the wallet's popup/frame to /error (the wallet would stop getting
    // messages); the last known status stays and a "reconnecting" note shows until a poll succeeds. 401 → login.
    queryFn: async () => {
      try {
        return await callApi(getOwnTransactionHandledByScreen, id);
      } catch (error) {
        if (!signInIfUnauthorized(error)) reportCallFailure('status poll', error);
        throw error;
      }
    },
    initialData: initialTransaction,
    refetchInterval: (query) => (query.state.data && !shouldPoll(query.state.data.status) ? false : POLL_INTERVAL_MS),
    refetchIntervalInBackground: true,
  });
}

/**
 * The transaction's payment details (see the module comment), loaded again once per status while the transfer step
 * shows an answer read at an earlier status (an answer read at `incomplete` has none yet).
 * @param tx the transaction as last read.
 * @param step the flow's step for its status (lib/interactive/steps `flowPosition`).
 * @param streamedInfo the server's GET /transaction-info answer, or null when its load failed.
 * @returns the query, and `settled`: current and loaded, or failed for good (after the retries); a withdrawal's
 *   transfer message to the wallet waits until then.
 */
export function useFlowInfo(tx: Transaction, step: FlowStep, streamedInfo: Promise<TransactionInfo | null>) {
  const id = tx.id;
  // The first load takes the server's streamed answer (no request of its own); a failed server load, a retry and a
  // refetch load from the browser.
  const serverInfo = useRef<Promise<TransactionInfo | null> | null>(streamedInfo);
  const info = useQuery({
    queryKey: queryKeys.interactive.info(id),
    queryFn: async () => {
      const streamed = serverInfo.current;
      serverInfo.current = null;
      return (streamed ? await streamed.catch(() => null) : null) ?? loadInfo(id);
    },
    staleTime: Infinity,
    retry: INFO_RETRY,
  });

  // Current: it has the payment details, or was read at the transaction's present status (an answer read at
  // `incomplete` has none yet). Settled: current and loaded, or failed for good (after the retries).
  const infoCurrent = info.data?.payment != null || info.data?.transaction.status === tx.status;
  const settled = info.isError || (info.isSuccess && !info.isFetching && infoCurrent);
  const refetchedInfoFor = useRef<string | null>(null);
  useEffect(() => {
    if (
      step !== 'transfer' ||
      !info.isSuccess ||
      info.isFetching ||
      infoCurrent ||
      refetchedInfoFor.current === tx.status
    )
      return;
    refetchedInfoFor.current = tx.status; // once per status: bounded
    void info.refetch();
  }, [step, info, infoCurrent, tx.status]);
  return { info, settled };
}
