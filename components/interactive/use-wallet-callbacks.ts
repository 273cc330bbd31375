'use client';
/* eslint-disable react-hooks/refs -- the latest-value ref: deliveries queued from effects read the newest transaction
   and payment through `latest`, written during render (an idempotent write). */

/**
 * Tells the wallet about the transaction (SEP-24 `callback` and `on_change_callback`): on every status
 * the flow sees and when the person presses Close, plans the deliveries with the duplicate guard
 * (lib/interactive/callbacks; the record lives in sessionStorage per transaction, so a reload of the popup does
 * not send again) and makes them:
 * - `postMessage`: the SEP-24 body (lib/interactive/sep24) to window.opener, else window.parent, restricted to an
 *   allow-listed partner origin (lib/interactive/wallet over lib/security/partner-origin; never `*`). With no
 *   allowed wallet window nothing is sent and one warning is logged;
 * - an https URL (already checked against the allow-list by lib/interactive/params): POST
 *   /user/transactions/{id}/callback through the product API, which signs and delivers it. URL deliveries run one
 *   after the other (SEP-24 order) and are recorded only once the API accepted them (2xx) or refused them for good
 *   (4xx: logged, not retried); a 5xx, 429 or network failure is retried URL_CALLBACK_RETRY times with exponential
 *   backoff, then left unrecorded (a later event, e.g. Close or a reload, tries again). Failures are logged and
 *   reported, never shown to the person and never navigate away.
 *
 * Withdrawals: the `pending_user_transfer_start` message carries the anchor's account and memo (SEP-24
 * withdraw_anchor_account/withdraw_memo), so it is held while the payment details are still loading, and sent
 * without them only once their load failed for good (`paymentSettled`).
 */
import { HTTPError } from 'ky';
import { useCallback, useEffect, useRef } from 'react';
import { requestUrlCallback } from '@/lib/api/interactive';
import type { Transaction } from '@/lib/api/schemas';
import type { TransactionPayment } from '@/lib/api/transactions';
import { clientConfig } from '@/lib/config';
import { apiClient } from '@/lib/http/client';
import { reportCallFailure } from '@/lib/http/screen-handled';
import {
  parseRecord,
  planDeliveries,
  serialiseRecord,
  type DeliveryRecord,
  type FlowEvent,
} from '@/lib/interactive/callbacks';
import { isActive, type CallbackParam, type CallbackSpec } from '@/lib/interactive/params';
import { sep24Message } from '@/lib/interactive/sep24';
import { walletTarget } from '@/lib/interactive/wallet';
import { rememberWalletOrigin, WALLET_ORIGIN_KEY } from './remember-wallet-origin';
/** sessionStorage key of the delivery record of a transaction. */
export const recordKey = (id: string) => `interactive:sent:${id}`;

let storageWarned = false;

/** sessionStorage, or null where the browser refuses it (some webviews and third-party frames; logged once). */
function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch (error) {
    if (!storageWarned)
      console.warn('[interactive] sessionStorage unavailable; the duplicate guard lasts for this page only', error);
    storageWarned = true;
    return null;
  }
}

/** A value of `store`, or null (no storage, or the browser refused the read). */
function read(store: Storage | null, key: string): string | null {
  try {
    return store?.getItem(key) ?? null;
  } catch (error) {
    console.warn(`[interactive] could not read ${key}`, error);
    return null;
  }
}

/** Writes a value to `store` when there is one (a refused write, e.g. a full quota, is logged; memory still holds it). */
function write(store: Storage | null, key: string, value: string): void {
  try {
    store?.setItem(key, value);
  } catch (error) {
    console.warn(`[interactive] could not keep ${key}; the duplicate guard lasts for this page only`, error);
  }
}

/** Retries of a URL callback POST after a 5xx, 429 or network failure (then it is left for a later event). */
export const URL_CALLBACK_RETRY = 3;

/**
 * The client of the callback's policy ('screen-handles') with bounded retries for URL callbacks (delays 0.5 s, 1 s,
 * 2 s; ky's retry).
 */
const callbackApi = apiClient(requestUrlCallback.policy).extend({
  retry: {
    limit: URL_CALLBACK_RETRY,
    methods: ['post'],
    statusCodes: [408, 429, 500, 502, 503, 504],
    delay: (attempt) => 500 * 2 ** (attempt - 1),
  },
});

/** The part of `plan` for one callback parameter, applied to `record` (used to record a URL delivery once it succeeded). */
function withDelivery(record: DeliveryRecord, param: CallbackParam, id: string, status: string): DeliveryRecord {
  if (param === 'callback')
    return record.callback.includes(id) ? record : { ...record, callback: [...record.callback, id] };
  const prefix = `${id}|`;
  return { ...record, onChange: [...record.onChange.filter((key) => !key.startsWith(prefix)), `${prefix}${status}`] };
}

/** `record` without the part of `param` that `plan` added (a URL delivery is recorded only after it succeeded). */
function withoutDelivery(
  planned: DeliveryRecord,
  before: DeliveryRecord,
  param: CallbackParam,
  id: string,
): DeliveryRecord {
  if (param === 'callback')
    return { ...planned, callback: planned.callback.filter((key) => key !== id || before.callback.includes(id)) };
  const prefix = `${id}|`;
  return {
    ...planned,
    onChange: [
      ...planned.onChange.filter((key) => !key.startsWith(prefix)),
      ...before.onChange.filter((key) => key.startsWith(prefix)),
    ],
  };
}

/** The two callback parameters as the page parsed them. */
export interface WalletCallbacks {
  callback: CallbackSpec;
  onChangeCallback: CallbackSpec;
}

/**
 * @param tx the transaction as last read (its id and status drive the on_change deliveries).
 * @param payment its payment details, when loaded (withdrawals: anchor account and memo in the body).
 * @param callbacks the parsed `callback` and `on_change_callback`.
 * @param paymentSettled false while the payment details are still loading (or being retried); true once loaded or
 *   failed for good. A withdrawal's `pending_user_transfer_start` status message waits for it.
 * @returns `close()`: the Close button's delivery (`callback`, once per transaction).
 */
export function useWalletCallbacks(
  tx: Transaction,
  payment: TransactionPayment | null | undefined,
  callbacks: WalletCallbacks,
  paymentSettled = true,
): { close: () => void } {
  const memory = useRef<Record<string, DeliveryRecord>>({});
  const warnedNoTarget = useRef(false);
  const latest = useRef({ tx, payment });
  latest.current = { tx, payment };
  /** URL deliveries, one after the other; and the ones queued, so an event while one is in flight does not add it twice. */
  const urlQueue = useRef<Promise<void>>(Promise.resolve());
  const queued = useRef(new Set<string>());
  // The account and memo the wallet needs to pay a withdrawal: hold that status message until they are known.
  const holdForDetails =
    tx.kind === 'withdrawal' && tx.status === 'pending_user_transfer_start' && !payment?.account && !paymentSettled;

  // Remember the wallet's origin while the browser still tells it (see lib/interactive/wallet).
  useEffect(() => rememberWalletOrigin(), []);

  const deliver = useCallback(
    (event: FlowEvent) => {
      const store = session();
      const key = recordKey(event.transaction.id);
      const record = memory.current[key] ?? parseRecord(read(store, key));
      const plan = planDeliveries(record, event, {
        callback: isActive(callbacks.callback),
        onChange: isActive(callbacks.onChangeCallback),
      });
      const { id, status } = event.transaction;
      if (!plan.send.length) {
        // Diagnostics (and the positive sign e2e waits for before asserting that nothing more arrived).
        if (event.type === 'close') console.info(`[interactive] close: nothing new to send for ${id} (${status})`);
        return;
      }
      // URL deliveries are recorded when the API accepted them (see recordUrl), not now.
      let now = plan.record;
      for (const param of plan.send) {
        if ((param === 'callback' ? callbacks.callback : callbacks.onChangeCallback).type === 'url')
          now = withoutDelivery(now, record, param, id);
      }
      memory.current[key] = now;
      write(store, key, serialiseRecord(now));

      const current = latest.current;
      const message = sep24Message(current.tx, { appOrigin: clientConfig.appOrigin, payment: current.payment });
      for (const param of plan.send)
        send(param, param === 'callback' ? callbacks.callback : callbacks.onChangeCallback);

      function recordUrl(param: CallbackParam) {
        const latestRecord = memory.current[key] ?? parseRecord(read(store, key));
        const next = withDelivery(latestRecord, param, id, status);
        memory.current[key] = next;
        write(store, key, serialiseRecord(next));
      }

      function send(param: CallbackParam, spec: CallbackSpec) {
        if (spec.type === 'postMessage') {
          const target = walletTarget(window, clientConfig.partnerOrigins, read(store, WALLET_ORIGIN_KEY));
          if (!target) {
            if (!warnedNoTarget.current)
              console.warn(`[interactive] ${param}: no wallet window on an allowed origin; nothing sent`);
            else
              console.info(`[interactive] ${param} (${status}): no wallet window on an allowed origin; nothing sent`);
            warnedNoTarget.current = true;
            return;
          }
          try {
            target.window.postMessage(message, target.origin);
          } catch (error) {
            console.warn(`[interactive] ${param}: postMessage failed`, error);
          }
        } else if (spec.type === 'url') {
          const flight = param === 'callback' ? `callback|${id}` : `on_change_callback|${id}|${status}`;
          if (queued.current.has(flight)) return;
          queued.current.add(flight);
          urlQueue.current = urlQueue.current.then(async () => {
            try {
              await requestUrlCallback(callbackApi, id, spec.url, param);
              recordUrl(param);
            } catch (error) {
              reportCallFailure(`${param} delivery`, error);
              // A 4xx is the API's final answer (e.g. 403 origin not allowed): recorded, not tried again.
              if (
                error instanceof HTTPError &&
                error.response.status >= 400 &&
                error.response.status < 500 &&
                error.response.status !== 408 &&
                error.response.status !== 429
              ) {
                recordUrl(param);
              } else {
                console.warn(
                  `[interactive] ${param} delivery failed after ${URL_CALLBACK_RETRY} retries; not recorded, a later event tries again`,
                );
              }
            } finally {
              queued.current.delete(flight);
            }
          });
        }
      }
    },
    [callbacks],
  );

  useEffect(() => {
    if (holdForDetails) return;
    deliver({ type: 'status', transaction: { id: tx.id, status: tx.status } });
  }, [deliver, tx.id, tx.status, holdForDetails]);

  const close = useCallback(() => {
    const { tx: current } = latest.current;
    deliver({ type: 'close', transaction: { id: current.id, status: current.status } });
  }, [deliver]);

  return { close };
}
