/**
 * A timeout for one upstream call that ends with the call. `AbortSignal.timeout(ms)` keeps its timer for the whole
 * `ms` however soon the call is done, and on the server that timer holds the async context it was made in: the whole
 * request, for the full timeout, at every request (docs/performance.md "Memory").
 */

/** An abort signal that fires after a time, and the means to disarm it. */
export interface Deadline {
  /** Aborted with a `TimeoutError` DOMException (as `AbortSignal.timeout`'s) once the time is up. */
  signal: AbortSignal;
  /** Disarms the timer; call it once the guarded call (its body included) is done. */
  clear: () => void;
}

/**
 * Starts a deadline of `ms` milliseconds.
 * @example const deadline = startDeadline(5_000); try { await fetch(url, { signal: deadline.signal }) } finally { deadline.clear() }
 */
export function startDeadline(ms: number): Deadline {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException('The operation was aborted due to timeout', 'TimeoutError')),
    ms,
  );
  return { signal: controller.signal, clear: () => clearTimeout(timer) };
}
