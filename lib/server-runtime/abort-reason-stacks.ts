/**
 * Keeps a finished render from holding the ones after it in memory.
 *
 * React's server renderer (the Flight renderer bundled in Next.js 16, react-server-dom 19.3) aborts the cacheSignal
 * of every render it finishes with `Error("This render completed successfully. …")`, kept as the signal's `reason`
 * for as long as the render's request lives. Until an error's `stack` is read, V8 keeps its call sites: their
 * functions and their receivers. One of those receivers is the `Immediate` that ran the flush, and a finished
 * Immediate still points at the one queued after it (`_idleNext`), whose async context is a later request's, whose
 * finished render's error points at a later Immediate again. One long-lived socket holding an early request's context
 * then keeps every later request alive, for good (docs/performance.md "Memory"). Upstream:
 * react/react#37289 (no stack for that reason, open) and vercel/next.js#84648 (open).
 *
 * The workaround, where the error is handed over: an `AbortController` reads an Error reason's `stack` as it aborts.
 * Reading it turns the call sites into a string that holds nothing; the reason and its message are unchanged.
 */

const INSTALLED = Symbol.for('ramp.abortReasonStacks');

type Patchable = typeof AbortController.prototype & { [INSTALLED]?: true };

/**
 * Makes `AbortController.prototype.abort` format an Error reason's stack before it aborts. Idempotent; Node runtime
 * only (instrumentation.ts `register`), since only the server renders.
 * @param prototype the prototype to patch (tests pass a copy)
 */
export function releaseAbortReasonStacks(prototype: Patchable = AbortController.prototype): void {
  if (prototype[INSTALLED]) return;
  const abort = prototype.abort;
  Object.defineProperty(prototype, 'abort', {
    configurable: true,
    writable: true,
    value: function abortWithFormattedStack(this: AbortController, reason?: unknown): void {
      // Read for its effect: V8 formats the stack once and lets go of the call sites.
      if (reason instanceof Error) void reason.stack;
      abort.call(this, reason);
    },
  });
  Object.defineProperty(prototype, INSTALLED, { value: true });
}
