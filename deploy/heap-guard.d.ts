/** Types of deploy/heap-guard.js (plain CommonJS, run by node beside Next's standalone server). */
export function heapGuardConfig(
  env: Record<string, string | undefined>,
  heapLimitBytes: number,
): { thresholdBytes: number; delayMs: number } | { error: string };
export function createHeapGuard(options: {
  thresholdBytes: number;
  readHeapUsed: () => number;
  onOver: (heapUsed: number) => void;
}): { check: () => void; draining: () => boolean };
export const CHECK_INTERVAL_MS: number;
export const CONSECUTIVE_CHECKS: number;
export const DRAINING_BODY: string;
