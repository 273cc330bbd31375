/**
 * Messages between the widget and the page that hosts it (spec §1, §4; REFERENCES.md "Host ↔ widget
 * messages"). Every message is a versioned envelope
 *
 *     { source: 'ramp-widget', version: 1, type, payload }
 *
 * Widget → host (sent only to the partner's allow-listed origin, never `*`; lib/security/partner-origin):
 * - `ready` {path, partner, mode, language, theme}: a widget screen is up and listening;
 * - `resize` {height}: the document's height in CSS pixels, whenever it changes;
 * - `transaction_status` {id, kind, status, previous_status}: a transaction was created or changed status;
 * - `complete` {id, status}: the person reached the end of the flow (the final step) for that transaction;
 * - `close_request` {reason}: the person asked to close the widget (the host decides);
 * - `error` {code, message?}: the flow ended on an error screen, or cookies are blocked in the frame.
 * Host → widget (accepted only from that origin and from window.parent/opener, and only these):
 * - `set_theme` {theme: light | dark | auto}; `set_language` {language: en | pt, or a tag such as pt-BR}.
 *
 * Besides the envelope, SEP-24's own postMessage callbacks (`callback` / `on_change_callback` = postMessage)
 * carry `{transaction: {...}}` (built by lib/interactive/sep24.ts `sep24Message`, shared with the interactive flow). Pure module: schemas and builders.
 */
import { z } from 'zod/mini';
import type { Transaction } from '@/lib/api/schemas';
import { toSupportedLocale, type Locale } from '@/lib/i18n/locale';
import { THEME_SELECTORS } from '@/lib/theme';

export const HOST_EVENT_SOURCE = 'ramp-widget';
export const HOST_EVENT_VERSION = 1;

const id = z.string().check(z.minLength(1), z.maxLength(128));
const status = z.string().check(z.minLength(1), z.maxLength(64));

/** Payload schema of each widget → host event. */
export const hostEventPayloads = {
  ready: z.object({
    path: z.string().check(z.maxLength(2048)),
    partner: z.nullable(z.string()),
    mode: z.nullable(z.enum(['standalone', 'ramp'])),
    language: z.string().check(z.maxLength(16)),
    theme: z.enum(['light', 'dark']),
  }),
  resize: z.object({ height: z.int().check(z.positive(), z.lte(100_000)) }),
  transaction_status: z.object({
    id,
    kind: z.enum(['deposit', 'withdrawal']),
    status,
    previous_status: z.nullable(status),
  }),
  complete: z.object({ id, status }),
  close_request: z.object({ reason: z.enum(['user', 'done']) }),
  error: z.object({
    code: z.string().check(z.minLength(1), z.maxLength(64)),
    message: z.optional(z.string().check(z.maxLength(500))),
  }),
} as const;

export type HostEventType = keyof typeof hostEventPayloads;
export type HostEventPayload<T extends HostEventType> = z.infer<(typeof hostEventPayloads)[T]>;
export const HOST_EVENT_TYPES = Object.keys(hostEventPayloads) as HostEventType[];

/** One widget → host envelope. */
export type HostEvent = {
  [T in HostEventType]: {
    source: typeof HOST_EVENT_SOURCE;
    version: typeof HOST_EVENT_VERSION;
    type: T;
    payload: HostEventPayload<T>;
  };
}[HostEventType];

const envelope = <T extends string, P extends z.ZodMiniType>(type: T, payload: P) =>
  z.object({
    source: z.literal(HOST_EVENT_SOURCE),
    version: z.literal(HOST_EVENT_VERSION),
    type: z.literal(type),
    payload,
  });

/**
 * Builds `build()` on the first call and returns the same schema from then on. The envelope schemas below are read
 * only when a message is (a host page's check, a command from the host); built at module load they lengthen the
 * evaluation of the bridge's chunk, a long task of /widget's load (about a fifth of it at a 4× slower CPU).
 */
function once<T>(build: () => T): () => T {
  let built: T | undefined;
  return () => (built ??= build());
}

/** Any widget → host envelope (what a host page should validate against); built on first use. */
export const hostEventSchema = once(() =>
  z.discriminatedUnion(
    'type',
    HOST_EVENT_TYPES.map((type) => envelope(type, hostEventPayloads[type])) as unknown as [
      ReturnType<typeof envelope<HostEventType, z.ZodMiniType>>,
      ...Array<ReturnType<typeof envelope<HostEventType, z.ZodMiniType>>>,
    ],
  ),
);

/**
 * Builds a widget → host envelope, validating the payload.
 * @throws ZodError when the payload does not match its type (a programming error, caught by the unit tests).
 */
export function hostEvent<T extends HostEventType>(type: T, payload: HostEventPayload<T>): HostEvent {
  return {
    source: HOST_EVENT_SOURCE,
    version: HOST_EVENT_VERSION,
    type,
    payload: hostEventPayloads[type].parse(payload),
  } as HostEvent;
}

/** Reads a widget → host envelope (for host pages and tests). @returns the event, or null when it is not one. */
export function parseHostEvent(data: unknown): HostEvent | null {
  const result = hostEventSchema().safeParse(data);
  return result.success ? (result.data as HostEvent) : null;
}

/** Host → widget commands; built on the first message from the host. */
const commandSchema = once(() =>
  z.discriminatedUnion('type', [
    envelope('set_theme', z.object({ theme: z.enum(THEME_SELECTORS) })),
    envelope(
      'set_language',
      z.object({
        language: z.pipe(
          z.string().check(z.maxLength(35)),
          z.transform((v: string, ctx) => {
            const locale = toSupportedLocale(v);
            if (!locale) {
              ctx.issues.push({ code: 'custom', message: 'not a supported language (en, pt)', input: v });
              return z.NEVER;
            }
            return locale;
          }),
        ),
      }),
    ),
  ]),
);

/** A host → widget command the widget applies. */
export type HostCommand =
  | { type: 'set_theme'; theme: (typeof THEME_SELECTORS)[number] }
  | { type: 'set_language'; language: Locale };

/** What {@link parseHostCommand} made of a message. */
export type ParsedHostCommand =
  /** Not addressed to the widget (another library's message, a browser extension): ignore silently. */
  | { kind: 'foreign' }
  /** Claims the widget's protocol but is not a valid command: ignore with a warning. */
  | { kind: 'invalid'; reason: string }
  | { kind: 'command'; command: HostCommand };

/**
 * Validates a message received from the host. The caller has already checked `event.origin` and
 * `event.source` (components/widget/host-bridge); this checks the shape.
 */
export function parseHostCommand(data: unknown): ParsedHostCommand {
  if (typeof data !== 'object' || data === null || (data as { source?: unknown }).source !== HOST_EVENT_SOURCE)
    return { kind: 'foreign' };
  const result = commandSchema().safeParse(data);
  if (!result.success) {
    const issue = result.error.issues[0];
    return { kind: 'invalid', reason: issue ? `${issue.path.join('.') || 'message'}: ${issue.message}` : 'invalid' };
  }
  const message = result.data;
  return message.type === 'set_theme'
    ? { kind: 'command', command: { type: 'set_theme', theme: message.payload.theme } }
    : { kind: 'command', command: { type: 'set_language', language: message.payload.language } };
}

/**
 * Tracks the statuses the host was told about, so `transaction_status` goes out only on a change.
 * @param seen the statuses told so far, by transaction id (kept by the caller, e.g. in sessionStorage).
 * @returns whether this is news, the previous status, and the updated map (the input is not changed).
 */
export function statusChange(
  seen: Readonly<Record<string, string>>,
  tx: Pick<Transaction, 'id' | 'status'>,
): {
  changed: boolean;
  previous: string | null;
  seen: Record<string, string>;
} {
  const previous = seen[tx.id] ?? null;
  if (previous === tx.status) return { changed: false, previous, seen: { ...seen } };
  const next = { ...seen, [tx.id]: tx.status };
  // Keep the map small: the last 20 transactions are plenty for one widget session.
  const ids = Object.keys(next);
  for (const old of ids.slice(0, Math.max(0, ids.length - 20))) delete next[old];
  return { changed: true, previous, seen: next };
}
