'use client';

/**
 * The helpers of a screen that handles its calls' failures itself (spec §8 "Left to the calling screen", policies
 * 'screen-handles' and 'empty-on-failure' of lib/http/policy.ts): in the browser such a call throws every failure
 * (lib/http/client `apiClient`), and the screen logs and reports it ({@link reportCallFailure}, through ./report
 * `reportHttpFailure`) and sends a 401 to login ({@link signInIfUnauthorized}) under 'screen-handles'.
 */
import { HTTPError } from 'ky';
import * as Sentry from '@/lib/sentry/capture';
import { signInAgain } from './client';
import { reportHttpFailure } from './report';

/**
 * Logs and reports a failure of a call the screen handles (status, method, url; spec §8 reporting), whatever was
 * thrown.
 * @param what a short name of the call for the log line.
 */
export function reportCallFailure(what: string, error: unknown): void {
  if (error instanceof HTTPError) {
    reportHttpFailure({
      status: error.response.status,
      method: error.request.method,
      url: error.request.url,
      headers: error.request.headers,
    });
    return;
  }
  console.warn(`[interactive] ${what} failed`, error);
  Sentry.captureException(error instanceof Error ? error : new Error(`${what} failed: ${String(error)}`), {
    tags: { 'interactive.call': what },
  });
}

/** The HTTP status of a failed call, or null for a transport failure (network error, timeout) or anything else. */
export function failureStatus(error: unknown): number | null {
  return error instanceof HTTPError ? error.response.status : null;
}

/**
 * The one failure a 'screen-handles' call leaves to the global rule: a 401 (the session ended) goes to login like
 * every other call (spec §4, §8, ./client `signInAgain`).
 * @returns true when it was a 401 and the app is on its way to login.
 */
export function signInIfUnauthorized(error: unknown): boolean {
  if (failureStatus(error) !== 401) return false;
  signInAgain();
  return true;
}
