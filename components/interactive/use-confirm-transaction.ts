'use client';

/**
 * The confirmation of an `incomplete` transaction in the interactive flow (spec §2 /interactive-flow, §7 POST
 * /user/transactions/{id}/confirm, §8), left to the screen (policy 'screen-handles': the flow must not leave for /error
 * mid-payment):
 * - a 400 (e.g. the server's amount limits) gives its `errors.amount` (or message) as `serverError`;
 * - a 409 naming an account step (billing_incomplete / kyc_required, the API's gates of every order) gives `gate`,
 *   with this flow's URL to come back to; any other 409 (confirmed elsewhere, e.g. another tab) refetches the
 *   transaction so the flow moves on to its real status;
 * - a success cancels a status poll still in flight before it stores the new transaction (that poll read the earlier
 *   status);
 * - a 401 goes to login; anything else (5xx, network) is logged and reported, and the step shows a retryable error.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { HTTPError } from 'ky';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { confirmInteractive } from '@/lib/api/interactive';
import { accountGateOf } from '@/lib/api/order-conflict';
import { queryKeys } from '@/lib/api/query-keys';
import type { Transaction } from '@/lib/api/schemas';
import { callApi } from '@/lib/http/client';
import { failureStatus, reportCallFailure, signInIfUnauthorized } from '@/lib/http/screen-handled';

/**
 * The reason of a 400 answer: `errors.amount`, else `message`, else null (an unreadable body is logged).
 * @param error what the call threw.
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
 * The confirm mutation and what its failures leave for the step to show (see the module comment).
 * @param tx the incomplete transaction.
 * @param amount the amount in the person entered (decimal string), or null when the transaction has its own.
 * @returns the mutation, the 400's reason (and its setter: typing clears it), the account gate, and `failed`: the
 *   step shows its retryable error.
 */
export function useConfirmTransaction(tx: Transaction, amount: string | null) {
  const t = useTranslations('interactive.confirm');
  const queryClient = useQueryClient();
  /** The server's reason for a 400, shown on the amount field (or above the button when there is no field). */
  const [serverError, setServerError] = useState<string | null>(null);
  /** The account step the API asked for (409 billing_incomplete / kyc_required), with this flow's URL to come back to. */
  const [gate, setGate] = useState<{ step: 'billing' | 'kyc'; next: string } | null>(null);
  const confirm = useMutation({
    mutationFn: () => callApi(confirmInteractive, tx.id, amount ?? undefined),
    onMutate: () => {
      setServerError(null);
      setGate(null);
    },
    onSuccess: async (next) => {
      // A status poll that left before the confirmation answers with the earlier status: cancelled first, so the
      // flow (and the wallet's on_change_callback) never steps back to `incomplete`. The polls go on after it.
      await queryClient.cancelQueries({ queryKey: queryKeys.interactive.transaction(tx.id) });
      queryClient.setQueryData(queryKeys.interactive.transaction(tx.id), next);
      void queryClient.invalidateQueries({ queryKey: queryKeys.interactive.info(tx.id) });
    },
    onError: async (error) => {
      if (signInIfUnauthorized(error)) return;
      const status = failureStatus(error);
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
      reportCallFailure('confirm', error);
      if (status === 400) setServerError((await badRequestReason(error)) ?? t('rejected'));
    },
  });
  // A failure shown as a retryable error: not a 409 (gate or refetch), a 401 (login) or a 400 shown on the field.
  const needsAmount = !tx.amount_in;
  const failed =
    confirm.isError &&
    failureStatus(confirm.error) !== 409 &&
    failureStatus(confirm.error) !== 401 &&
    !(needsAmount && serverError);
  return { confirm, serverError, setServerError, gate, failed };
}
