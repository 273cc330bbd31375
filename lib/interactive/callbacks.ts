/**
 * When the interactive flow tells the wallet about a transaction (SEP-24 callbacks; REFERENCES.md "SEP-24"),
 * with the duplicate guard. Pure: given what was already sent and what just happened, it says what to send
 * now and returns the new record; the caller delivers (postMessage or the product API) and keeps the record
 * (components/interactive keeps it in sessionStorage, so a reload of the popup does not send again).
 *
 * - `on_change_callback`: once for every status the flow sees, the first one included; never twice for the
 *   same transaction id and status.
 * - `callback`: once per transaction, when the status becomes final (lib/transactions/statuses FINAL_STATUSES)
 *   or when the person presses Close, whichever comes first.
 */
import { isFinalStatus } from '@/lib/transactions/statuses';
import type { CallbackParam } from './params';

/** What has been sent: keys `<id>|<status>` for on_change_callback, `<id>` for callback. */
export interface DeliveryRecord {
  onChange: string[];
  callback: string[];
}

/** Nothing sent yet. */
export const EMPTY_RECORD: DeliveryRecord = { onChange: [], callback: [] };

/** What happened: a status was seen (first load or a poll), or the person pressed Close. */
export interface FlowEvent {
  type: 'status' | 'close';
  transaction: { id: string; status: string };
}

/** Which of the two callbacks the wallet asked for (and the flow can honour). */
export interface ActiveCallbacks {
  callback: boolean;
  onChange: boolean;
}

/** The deliveries to make now, in order, and the record including them. */
export interface DeliveryPlan {
  send: CallbackParam[];
  record: DeliveryRecord;
}

/**
 * Plans the deliveries for one event.
 * @returns `send` lists `on_change_callback` before `callback` when both are due (a final status); empty when
 *   nothing is due or it was sent before. The input record is not modified.
 */
export function planDeliveries(record: DeliveryRecord, event: FlowEvent, active: ActiveCallbacks): DeliveryPlan {
  const { id, status } = event.transaction;
  const send: CallbackParam[] = [];
  const next: DeliveryRecord = { onChange: [...record.onChange], callback: [...record.callback] };
  const changeKey = `${id}|${status}`;
  if (event.type === 'status' && active.onChange && !next.onChange.includes(changeKey)) {
    send.push('on_change_callback');
    next.onChange.push(changeKey);
  }
  const callbackDue = event.type === 'close' || isFinalStatus(status);
  if (callbackDue && active.callback && !next.callback.includes(id)) {
    send.push('callback');
    next.callback.push(id);
  }
  return { send, record: send.length ? next : record };
}

/** Most keys kept per list (a flow sees a handful of statuses; this bounds a tampered record). */
const MAX_KEYS = 100;

/**
 * Reads a record stored with {@link serialiseRecord}; anything unreadable is an empty record (logged by the caller
 * if it cares), so a corrupt store never blocks a delivery forever nor crashes the flow.
 */
export function parseRecord(raw: string | null | undefined): DeliveryRecord {
  if (!raw) return EMPTY_RECORD;
  try {
    const value: unknown = JSON.parse(raw);
    const list = (v: unknown) => (Array.isArray(v) ? v.filter((k): k is string => typeof k === 'string').slice(-MAX_KEYS) : []);
    if (!value || typeof value !== 'object') return EMPTY_RECORD;
    const { onChange, callback } = value as Record<string, unknown>;
    return { onChange: list(onChange), callback: list(callback) };
  } catch {
    return EMPTY_RECORD;
  }
}

/** The record as a string for sessionStorage. */
export function serialiseRecord(record: DeliveryRecord): string {
  return JSON.stringify({ onChange: record.onChange.slice(-MAX_KEYS), callback: record.callback.slice(-MAX_KEYS) });
}
