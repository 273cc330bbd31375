/**
 * The heap guard of deploy/start.js (plain CommonJS, run by node beside Next's standalone server; copied there by
 * scripts/standalone-assets.mjs): an instance whose heap stays over a threshold stops taking new work before V8's heap
 * limit ends it mid-request. It then reports not ready (`/readyz` 503, for an orchestrator's readiness probe), and after
 * a delay shuts down as on SIGTERM: the listener closes (nginx moves new requests to the other instances), requests in
 * flight finish, the process exits 0, and the restart policy starts a fresh one (deploy/compose.yaml).
 *
 * - `HEAP_DRAIN_MB` (optional): the used heap, in MB, over which the instance drains. Default: 85 % of V8's heap
 *   limit (`--max-old-space-size` in NODE_OPTIONS, compose.yaml).
 * - `HEAP_DRAIN_DELAY_MS` (optional, default 10 000): how long /readyz answers 503 before the listener closes, so that
 *   a readiness probe sees it first.
 * The used heap is read every {@link CHECK_INTERVAL_MS}; it must be over the threshold at {@link CONSECUTIVE_CHECKS}
 * checks in a row, so that one burst of garbage between two collections does not drain a healthy instance.
 */
'use strict';

const MB = 1024 * 1024;
/** Share of V8's heap limit over which an instance drains, when HEAP_DRAIN_MB is unset. */
const DEFAULT_DRAIN_SHARE = 0.85;
const DEFAULT_DRAIN_DELAY_MS = 10_000;
/** How often the used heap is read, in ms. */
const CHECK_INTERVAL_MS = 5_000;
/** Checks in a row over the threshold before the instance drains. */
const CONSECUTIVE_CHECKS = 2;

/**
 * Reads the guard's variables.
 * @param {Record<string, string | undefined>} env the process's environment
 * @param {number} heapLimitBytes V8's heap limit (`v8.getHeapStatistics().heap_size_limit`)
 * @returns {{ thresholdBytes: number, delayMs: number } | { error: string }} the threshold in bytes and the delay in ms,
 *   or what is malformed (the caller refuses to start)
 */
function heapGuardConfig(env, heapLimitBytes) {
  const mb = env.HEAP_DRAIN_MB?.trim();
  const delay = env.HEAP_DRAIN_DELAY_MS?.trim();
  if (mb && !/^\d{1,6}$/.test(mb)) return { error: `HEAP_DRAIN_MB must be a whole number of MB, not "${mb}"` };
  if (delay && !/^\d{1,7}$/.test(delay)) {
    return { error: `HEAP_DRAIN_DELAY_MS must be a whole number of milliseconds, not "${delay}"` };
  }
  return {
    thresholdBytes: mb ? Number(mb) * MB : Math.floor(heapLimitBytes * DEFAULT_DRAIN_SHARE),
    delayMs: delay ? Number(delay) : DEFAULT_DRAIN_DELAY_MS,
  };
}

/**
 * A guard that calls `onOver` once, the first time the used heap has been over `thresholdBytes` at
 * {@link CONSECUTIVE_CHECKS} checks in a row.
 * @param {{ thresholdBytes: number, readHeapUsed: () => number, onOver: (heapUsed: number) => void }} options
 * @returns {{ check: () => void, draining: () => boolean }} `check` reads the heap once (start.js calls it every
 *   {@link CHECK_INTERVAL_MS}); `draining` says whether `onOver` has been called
 */
function createHeapGuard({ thresholdBytes, readHeapUsed, onOver }) {
  let over = 0;
  let fired = false;
  return {
    check() {
      if (fired) return;
      const heapUsed = readHeapUsed();
      over = heapUsed > thresholdBytes ? over + 1 : 0;
      if (over < CONSECUTIVE_CHECKS) return;
      fired = true;
      onOver(heapUsed);
    },
    draining: () => fired,
  };
}

/** The body of /readyz while the instance drains. */
const DRAINING_BODY = JSON.stringify({ status: 'draining' });

module.exports = { heapGuardConfig, createHeapGuard, CHECK_INTERVAL_MS, CONSECUTIVE_CHECKS, DRAINING_BODY };
