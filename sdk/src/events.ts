/**
 * The widget's events as the SDK hands them to the partner (docs/partner-guide.md §6): the payload of each
 * versioned envelope `{source: 'ramp-widget', version: 1, type, payload}` the app posts, plus SEP-24's
 * `{transaction}` callback body. The event table of the guide's quick start is generated from
 * {@link RampWidgetEventMap} (scripts/sdk/events-table.ts): each property's TSDoc is its "when" column.
 */

/** Codes of the `error` event the app sends today; other codes may come and are passed on as they are. */
export type RampWidgetErrorCode =
  | 'error_page'
  | 'not_found'
  | 'payment_options_unavailable'
  | 'cookies_blocked'
  | 'render_error'
  | (string & {});

/** SEP-24's transaction object (the same as its GET /transaction); amounts are decimal strings. */
export interface Sep24Transaction {
  id: string;
  kind: 'deposit' | 'withdrawal';
  status: string;
  more_info_url: string;
  amount_in?: string;
  amount_in_asset?: string;
  amount_out?: string;
  amount_out_asset?: string;
  amount_fee?: string;
  amount_fee_asset?: string;
  started_at: string;
  updated_at?: string;
  completed_at?: string;
  message?: string;
  refunded: boolean;
  withdraw_anchor_account?: string;
  withdraw_memo?: string;
  withdraw_memo_type?: string;
}

/** Every event, by type, with its payload. */
export interface RampWidgetEventMap {
  /** A widget screen is up and listening (again after each full page load inside the frame). */
  ready: {
    path: string;
    partner: string | null;
    mode: 'standalone' | 'ramp' | null;
    language: string;
    theme: 'light' | 'dark';
  };
  /** The content's height changed (CSS px, integer); the SDK sizes an embedded frame to it, clamped. */
  resize: { height: number };
  /** A transaction is first seen or changed status. */
  transaction_status: {
    id: string;
    kind: 'deposit' | 'withdrawal';
    status: string;
    previous_status: string | null;
  };
  /** The person reached the final step for that transaction; once per transaction. */
  complete: { id: string; status: string };
  /** The close button, or the final step's "Back to …" link; the SDK closes unless the handler returns false. */
  close_request: { reason: 'user' | 'done' };
  /** An error screen, `cookies_blocked` (the SDK's `auto` variant moves to a popup) or `render_error`. */
  error: { code: RampWidgetErrorCode; message?: string };
  /** SEP-24 callback body (`sep24` option): once when the flow ends (`end`), on every status change (`change`). */
  transaction: { transaction: Sep24Transaction };
}

/** The type of an event. */
export type RampWidgetEventType = keyof RampWidgetEventMap;

/** One event, discriminated by `type`. */
export type RampWidgetEvent = {
  [T in RampWidgetEventType]: { type: T; payload: RampWidgetEventMap[T] };
}[RampWidgetEventType];

/** `close_request` → `onCloseRequest`: the option name of an event's handler. */
export type HandlerName<T extends string> = T extends `${infer Head}_${infer Tail}`
  ? `on${Capitalize<Head>}${Capitalize<Tail>}`
  : `on${Capitalize<T>}`;

/**
 * A handler per event (`onReady`, `onResize`, `onTransactionStatus`, `onComplete`, `onCloseRequest`, `onError`,
 * `onTransaction`). Returning `false` from `onCloseRequest` keeps the widget open.
 */
export type RampWidgetHandlers = {
  [T in RampWidgetEventType as HandlerName<T>]?: (payload: RampWidgetEventMap[T]) => unknown;
};

/** The event types, in the order of the guide's table. */
export const EVENT_TYPES: readonly RampWidgetEventType[] = [
  'ready',
  'resize',
  'transaction_status',
  'complete',
  'close_request',
  'error',
  'transaction',
];

/** The handler option of an event type, e.g. `transaction_status` → `onTransactionStatus`. */
export function handlerName<T extends RampWidgetEventType>(type: T): HandlerName<T> {
  return `on${type
    .split('_')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('')}` as HandlerName<T>;
}
