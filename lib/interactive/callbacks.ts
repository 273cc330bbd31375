/**
 * When the interactive flow tells the wallet about a transaction (SEP-24 callbacks; REFERENCES.md "SEP-24"),
 * with the duplicate guard. Pure: given what was already sent and what just happened, it says what to send
 * now and returns the new record; the caller delivers (postMessage or the product API) and keeps the record
 * (components/interactive keeps it in sessionStorage, so a reload of the popup does not send again).
 *
 * - `on_change_callback`: on every change of status the flow sees (SEP-24 "every change"), the first one
 *   included: compared with the last status sent for that transaction, so a repeat of the same status is not sent
 *   again but A → B → A sends the second A.
 * - `callback`: once per transaction, when the status becomes final (lib/domain/statuses FINAL_STATUSES)
 *   or when the person presses Close, whichever comes first.
 */
import { isFinalStatus } from '@/lib/domain/statuses';
import type { CallbackParam } from './params';

/**
 * What has been sent: for on_change_callback, `<id>|<status>` of the LAST status sent per transaction (one key per
 * id); for callback, `<id>`.
 */
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
  const prefix = `${id}|`;
  const lastSent = next.onChange.findLast((key) => key.startsWith(prefix));
  if (event.type === 'status' && active.onChange && lastSent !== `${prefix}${status}`) {
    send.push('on_change_callback');
    next.onChange = [...next.onChange.filter((key) => !key.startsWith(prefix)), `${prefix}${status}`];
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
 * Reads a record stored with {@link serialiseRecord}; anything unreadable is an empty record, so a corrupt store
 * never blocks a delivery forever nor crashes the flow. A corrupt (non-empty, unreadable) record is logged with
 * console.warn: the wallet may then hear a status again.
 */
export function parseRecord(raw: string | null | undefined): DeliveryRecord {
  if (!raw) return EMPTY_RECORD;
  try {
    const value: unknown = JSON.parse(raw);
    const list = (v: unknown) =>
      Array.isArray(v) ? v.filter((k): k is string => typeof k === 'string').slice(-MAX_KEYS) : [];
    if (!value || typeof value !== 'object' || Array.isArray(value)) {
      console.warn(
        '[interactive] corrupt delivery record (not an object); starting from an empty one',
        raw.slice(0, 200),
      );
      return EMPTY_RECORD;
    }
    const { onChange, callback } = value as Record<string, unknown>;
    return { onChange: list(onChange), callback: list(callback) };
  } catch (error) {
    console.warn('[interactive] corrupt delivery record (not JSON); starting from an empty one', error);
    return EMPTY_RECORD;
  }
}

/** The record as a string for sessionStorage. */
export function serialiseRecord(record: DeliveryRecord): string {
  return JSON.stringify({ onChange: record.onChange.slice(-MAX_KEYS), callback: record.callback.slice(-MAX_KEYS) });
}
