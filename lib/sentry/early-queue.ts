/**
 * The early error queue: the browser Sentry SDK (spec §9) starts only after the page load (instrumentation-client.ts),
 * so that no uncaught error is lost before it, a tiny inline script in every page's <head> (app/layout.tsx, under the
 * request's CSP nonce) keeps the `error` and `unhandledrejection` events that happen before it, from the first byte
 * of the page on, before any bundle runs. When the SDK starts it removes the script's handler and reports what was
 * kept. No imports on purpose: instrumentation-client.ts, in every page's first load, uses this module.
 */

/** `window` key of the early queue the inline script sets. */
export const EARLY_QUEUE_KEY = '__rampEarly';

/** The events the queue keeps. */
const EARLY_EVENTS = ['error', 'unhandledrejection'] as const;

/**
 * What the inline script leaves on `window`: the events in arrival order, and `h`, the one handler it added for both
 * event types (so that it can be removed).
 */
export type EarlyQueue = Event[] & { h: (event: Event) => void };

/**
 * The inline script's source (kept short: every page's HTML carries it twice, in the markup and in React's
 * payload): `window.__rampEarly = []` (a classic script is sloppy code: the bare name assigns the global), its handler
 * `h` pushing each event, added for `error` and `unhandledrejection`. A block with `let` keeps its other names off
 * `window`; single quotes only, so React's payload escapes nothing.
 */
export const EARLY_QUEUE_SCRIPT = `{let q=${EARLY_QUEUE_KEY}=[];q.h=e=>q.push(e);for(let t of['${EARLY_EVENTS.join("','")}'])addEventListener(t,q.h)}`;

/**
 * The page's early queue: the inline script's, or, where it did not run (Jest, a document without the root layout),
 * one set up now the same way.
 * @param target the window (default: the global one)
 * @returns the live queue; its handler stays added until {@link takeEarlyErrors}
 */
export function earlyQueue(target: Window = window): EarlyQueue {
  const slot = target as unknown as Record<string, EarlyQueue | undefined>;
  const existing = slot[EARLY_QUEUE_KEY];
  if (existing) return existing;
  const queue = Object.assign([] as Event[], { h: (event: Event) => void queue.push(event) });
  slot[EARLY_QUEUE_KEY] = queue;
  for (const type of EARLY_EVENTS) target.addEventListener(type, queue.h);
  return queue;
}

/** One kept error as Sentry's captureException should get it, with the mechanism type Sentry's own handlers use. */
export interface EarlyError {
  error: unknown;
  type: 'auto.browser.global_handlers.onerror' | 'auto.browser.global_handlers.onunhandledrejection';
}

/**
 * Stops the queue (removes its handler from both event types) and empties it.
 * @param queue the page's early queue ({@link earlyQueue})
 * @param target the window the handler was added to (default: the global one)
 * @returns the kept errors in arrival order: a rejection's `reason`; an uncaught error's `error`, or an Error of its
 *   message where the browser gives none (a cross-origin script's "Script error.")
 */
export function takeEarlyErrors(queue: EarlyQueue, target: Window = window): EarlyError[] {
  for (const type of EARLY_EVENTS) target.removeEventListener(type, queue.h);
  return queue.splice(0).map((event) =>
    event.type === 'unhandledrejection'
      ? { error: (event as PromiseRejectionEvent).reason, type: 'auto.browser.global_handlers.onunhandledrejection' }
      : {
          error: (event as ErrorEvent).error ?? new Error((event as ErrorEvent).message),
          type: 'auto.browser.global_handlers.onerror',
        },
  );
}
