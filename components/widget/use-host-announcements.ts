'use client';

/**
 * What the screens announce (lib/widget/bus), passed on to the host (spec §1, §4; lib/widget/host-events):
 * `close_request`, `error`, `transaction_status` when a transaction is first seen or changes status, and `complete`
 * once per transaction when the final step shows it; with SEP-24's `{transaction}` messages when the widget URL asked
 * for them (`on_change_callback` / `callback` = postMessage). What was sent is kept per tab and frame in
 * sessionStorage, so a reload does not send it again.
 */
import { useEffect } from 'react';
import { clientConfig } from '@/lib/config';
import { sep24Message } from '@/lib/interactive/sep24';
import { subscribe, type Announcement } from '@/lib/widget/bus';
import { statusChange } from '@/lib/widget/host-events';
import { widgetLog } from '@/lib/widget/log';
import type { HostLink } from './use-host-channel';

const SEEN_KEY = 'ramp-widget:statuses';
const COMPLETED_KEY = 'ramp-widget:completed';

/** A small JSON map in sessionStorage (per tab and frame); storage that is blocked reads as empty (logged once). */
function readMap(key: string): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(key) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, string>) : {};
  } catch (error) {
    widgetLog.warn(`could not read ${key}; every status counts as new`, error);
    return {};
  }
}

function writeMap(key: string, value: Record<string, string>): void {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(value));
  } catch (error) {
    widgetLog.warn(`could not keep ${key}`, error);
  }
}

/**
 * Passes the screens' announcements on to the host while mounted (see the module comment).
 * @param link the bridge's session and send helpers (./use-host-channel).
 */
export function useHostAnnouncements({ sessionRef, send, sendRaw }: Pick<HostLink, 'sessionRef' | 'send' | 'sendRaw'>) {
  useEffect(
    () =>
      subscribe((announcement: Announcement) => {
        if (announcement.type === 'close_request') return send('close_request', { reason: announcement.reason });
        if (announcement.type === 'error')
          return send('error', { code: announcement.code, message: announcement.message });
        const { transaction: tx, final } = announcement;
        const current = sessionRef.current;
        const change = statusChange(readMap(SEEN_KEY), tx);
        if (change.changed) {
          writeMap(SEEN_KEY, change.seen);
          send('transaction_status', { id: tx.id, kind: tx.kind, status: tx.status, previous_status: change.previous });
          if (current?.onChange) sendRaw(sep24Message(tx, { appOrigin: clientConfig.appOrigin }));
        }
        // `complete` and SEP-24's `callback` fire once per transaction: the first time the flow ends for it (the
        // status it ended with is kept; later changes go out as transaction_status).
        const completed = readMap(COMPLETED_KEY);
        if (final && !completed[tx.id]) {
          writeMap(COMPLETED_KEY, { ...completed, [tx.id]: tx.status });
          send('complete', { id: tx.id, status: tx.status });
          if (current?.callback) sendRaw(sep24Message(tx, { appOrigin: clientConfig.appOrigin }));
        }
      }),
    [send, sendRaw, sessionRef],
  );
}
