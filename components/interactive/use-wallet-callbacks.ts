'use client';

/**
 * Tells the wallet about the transaction (issue #4; SEP-24 `callback` and `on_change_callback`): on every status
 * the flow sees and when the person presses Close, plans the deliveries with the duplicate guard
 * (lib/interactive/callbacks; the record lives in sessionStorage per transaction, so a reload of the popup does
 * not send again) and makes them:
 * - `postMessage`: the SEP-24 body (lib/interactive/sep24) to window.opener, else window.parent, restricted to an
 *   allow-listed partner origin (lib/interactive/wallet over lib/security/partner-origin; never `*`). With no
 *   allowed wallet window nothing is sent and one warning is logged;
 * - an https URL (already checked against the allow-list by lib/interactive/params): POST
 *   /user/transactions/{id}/callback through the product API, which signs and delivers it; a failure is logged
 *   and reported, never shown to the person and never navigates away.
 */
import { useCallback, useEffect, useRef } from 'react';
import { requestUrlCallback } from '@/lib/api/interactive';
import type { Transaction } from '@/lib/api/schemas';
import type { TransactionPayment } from '@/lib/api/transactions';
import { clientConfig } from '@/lib/config';
import { parseRecord, planDeliveries, serialiseRecord, type DeliveryRecord, type FlowEvent } from '@/lib/interactive/callbacks';
import { isActive, type CallbackParam, type CallbackSpec } from '@/lib/interactive/params';
import { sep24Message } from '@/lib/interactive/sep24';
import { walletTarget } from '@/lib/interactive/wallet';
import { quietApi, reportQuietFailure } from './quiet-api';
import { rememberWalletOrigin, WALLET_ORIGIN_KEY } from './remember-wallet-origin';
/** sessionStorage key of the delivery record of a transaction. */
export const recordKey = (id: string) => `interactive:sent:${id}`;

let storageWarned = false;

/** sessionStorage, or null where the browser refuses it (some webviews and third-party frames; logged once). */
function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch (error) {
    if (!storageWarned) console.warn('[interactive] sessionStorage unavailable; the duplicate guard lasts for this page only', error);
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

/** The two callback parameters as the page parsed them. */
export interface WalletCallbacks {
  callback: CallbackSpec;
  onChangeCallback: CallbackSpec;
}

/**
 * @param tx the transaction as last read (its id and status drive the on_change deliveries).
 * @param payment its payment details, when loaded (withdrawals: anchor account and memo in the body).
 * @param callbacks the parsed `callback` and `on_change_callback`.
 * @returns `close()`: the Close button's delivery (`callback`, once per transaction).
 */
export function useWalletCallbacks(tx: Transaction, payment: TransactionPayment | null | undefined, callbacks: WalletCallbacks): { close: () => void } {
  const memory = useRef<Record<string, DeliveryRecord>>({});
  const warnedNoTarget = useRef(false);
  const latest = useRef({ tx, payment });
  latest.current = { tx, payment };

  // Remember the wallet's origin while the browser still tells it (see lib/interactive/wallet).
  useEffect(() => rememberWalletOrigin(), []);

  const deliver = useCallback(
    (event: FlowEvent) => {
      const store = session();
      const key = recordKey(event.transaction.id);
      const record = memory.current[key] ?? parseRecord(read(store, key));
      const plan = planDeliveries(record, event, { callback: isActive(callbacks.callback), onChange: isActive(callbacks.onChangeCallback) });
      if (!plan.send.length) return;
      memory.current[key] = plan.record;
      write(store, key, serialiseRecord(plan.record));

      const current = latest.current;
      const message = sep24Message(current.tx, { appOrigin: clientConfig.appOrigin, payment: current.payment });
      for (const param of plan.send) send(param, param === 'callback' ? callbacks.callback : callbacks.onChangeCallback);

      function send(param: CallbackParam, spec: CallbackSpec) {
        if (spec.type === 'postMessage') {
          const target = walletTarget(window, clientConfig.partnerOrigins, read(store, WALLET_ORIGIN_KEY));
          if (!target) {
            if (!warnedNoTarget.current) console.warn(`[interactive] ${param}: no wallet window on an allowed origin; nothing sent`);
            warnedNoTarget.current = true;
            return;
          }
          try {
            target.window.postMessage(message, target.origin);
          } catch (error) {
            console.warn(`[interactive] ${param}: postMessage failed`, error);
          }
        } else if (spec.type === 'url') {
          requestUrlCallback(quietApi, message.transaction.id, spec.url, param).catch((error: unknown) => reportQuietFailure(`${param} delivery`, error));
        }
      }
    },
    [callbacks],
  );

  useEffect(() => {
    deliver({ type: 'status', transaction: { id: tx.id, status: tx.status } });
  }, [deliver, tx.id, tx.status]);

  const close = useCallback(() => {
    const { tx: current } = latest.current;
    deliver({ type: 'close', transaction: { id: current.id, status: current.status } });
  }, [deliver]);

  return { close };
}
