/**
 * The wire format of docs/partner-guide.md §6: reads what the app posts (the versioned envelope, or SEP-24's
 * `{transaction}` body) into a typed {@link RampWidgetEvent}, and builds the host → widget commands
 * (`set_theme`, `set_language`). Shape checks only: the caller has already checked the sender (./listener).
 */
import type { RampWidgetEvent, RampWidgetEventType } from './events';

/** The envelope's `source` and `version`. */
export const ENVELOPE_SOURCE = 'ramp-widget';
export const ENVELOPE_VERSION = 1;

type Check = (payload: Record<string, unknown>) => boolean;

const isString = (value: unknown): value is string => typeof value === 'string';
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What each envelope's payload must hold before a handler sees it. */
const PAYLOAD_CHECKS: Record<Exclude<RampWidgetEventType, 'transaction'>, Check> = {
  ready: (p) => isString(p.path) && isString(p.language) && isString(p.theme),
  resize: (p) => typeof p.height === 'number' && Number.isFinite(p.height) && p.height > 0,
  transaction_status: (p) => isString(p.id) && isString(p.kind) && isString(p.status),
  complete: (p) => isString(p.id) && isString(p.status),
  close_request: (p) => p.reason === 'user' || p.reason === 'done',
  error: (p) => isString(p.code),
};

/**
 * Reads a message's data.
 * @param data `event.data` of a message from the widget's window and the app's origin.
 * @returns the event, or null when it is not one of §6's envelopes (another type, another version, a bad payload)
 *   nor a SEP-24 `{transaction}` body.
 */
export function readMessage(data: unknown): RampWidgetEvent | null {
  if (!isObject(data)) return null;
  if (isObject(data.transaction) && isString(data.transaction.id) && isString(data.transaction.status))
    return { type: 'transaction', payload: data as RampWidgetEvent['payload'] } as RampWidgetEvent;
  if (data.source !== ENVELOPE_SOURCE || data.version !== ENVELOPE_VERSION || !isObject(data.payload)) return null;
  const type = data.type as keyof typeof PAYLOAD_CHECKS;
  if (!Object.prototype.hasOwnProperty.call(PAYLOAD_CHECKS, type) || !PAYLOAD_CHECKS[type](data.payload)) return null;
  return { type: data.type, payload: data.payload } as RampWidgetEvent;
}

/** A host → widget command of §6: `set_theme {theme}` or `set_language {language}`. */
export function command(type: 'set_theme' | 'set_language', payload: Record<string, string>) {
  return { source: ENVELOPE_SOURCE, version: ENVELOPE_VERSION, type, payload };
}
