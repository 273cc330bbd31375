'use client';

/**
 * Runs the onload triggers taken off a flow's nodes (lib/auth/onload-triggers.ts) once per flow and page: today the
 * passkey suggestions of /login (Kratos's `oryPasskeyLoginAutocompleteInit`, WebAuthn conditional mediation).
 */
import { useEffect } from 'react';
import * as Sentry from '@/lib/sentry/capture';

/** How long Kratos's webauthn.js may take to load before we give up: Ory Elements's own bounds (100 × 100 ms). */
const POLL_MS = 100;
const MAX_POLLS = 100;

/** `<flow id>:<trigger>` pairs already started on this page: a second mount of the screen must not start another. */
const started = new Set<string>();

function windowFunction(name: string): (() => unknown) | undefined {
  const value = (window as unknown as Record<string, unknown>)[name];
  return typeof value === 'function' ? (value as () => unknown) : undefined;
}

/**
 * @param flowId the flow's id.
 * @param triggers Kratos's script function names to call (from `takeOnloadTriggers`); each is called once per flow id
 *   on this page, as soon as the script has defined it (polled every 100 ms, at most 10 s). A script that never
 *   loads (blocked, offline) is logged and reported; the screen keeps working without passkey suggestions.
 */
export function useOnloadTriggers(flowId: string, triggers: readonly string[]): void {
  const key = triggers.join(',');
  useEffect(() => {
    const pending = key.split(',').filter((name) => name && !started.has(`${flowId}:${name}`));
    if (pending.length === 0) return;
    for (const name of pending) started.add(`${flowId}:${name}`);
    let polls = 0;
    const tick = () => {
      for (const name of [...pending]) {
        const run = windowFunction(name);
        if (!run) continue;
        pending.splice(pending.indexOf(name), 1);
        void Promise.resolve()
          .then(run)
          .catch((error: unknown) => {
            console.error(`[auth] ${name} failed`, error);
            Sentry.captureException(error);
          });
      }
      polls += 1;
      if (pending.length === 0) window.clearInterval(timer);
      else if (polls >= MAX_POLLS) {
        window.clearInterval(timer);
        const error = new Error(`Kratos's webauthn.js did not define ${pending.join(', ')} within 10 s`);
        console.error('[auth]', error);
        Sentry.captureException(error);
        pending.length = 0;
      }
    };
    const timer = window.setInterval(tick, POLL_MS);
    tick();
    return () => {
      window.clearInterval(timer);
      // Not started yet: a later mount of the same flow may still start it (React's StrictMode remounts in dev).
      for (const name of pending) started.delete(`${flowId}:${name}`);
    };
  }, [flowId, key]);
}
