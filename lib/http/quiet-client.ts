'use client';

/**
 * The quiet client and the helpers of its callers: the ky instance (./client `quietApi`) for calls whose failure the
 * calling screen handles itself, without the global error rule of spec §8 (which would navigate away, e.g. from a
 * payment in progress). Used for the optional payment details (spec §8 "If … transaction info … fail to load, empty
 * data is used"), the interactive flow's status poll and confirmation, the delivery of URL callbacks to the wallet,
 * the refund on /transaction, the language of /profile and a billing save after a failed load. Callers log and
 * report failures (`reportQuietFailure`, through ./report `reportHttpFailure`) and send a 401 to login
 * (`signInIfUnauthorized`).
 */
import { HTTPError } from 'ky';
import * as Sentry from '@/lib/sentry/capture';
import { quietApi, signInAgain } from './client';
import { reportHttpFailure } from './report';

/** The quiet instance (./client): paths are relative to the API base path. */
export { quietApi };

/**
 * Logs and reports a failure of a quiet call (status, method, url; spec §8 reporting), whatever was thrown.
 * @param what a short name of the call for the log line.
 */
export function reportQuietFailure(what: string, error: unknown): void {
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

/** The HTTP status of a failed quiet call, or null for a transport failure (network error, timeout) or anything else. */
export function quietStatus(error: unknown): number | null {
  return error instanceof HTTPError ? error.response.status : null;
}

/**
 * The one failure a quiet call never handles itself: a 401 (the session ended) goes to login like every other call
 * (spec §4, §8, ./client `signInAgain`).
 * @returns true when it was a 401 and the app is on its way to login.
 */
export function signInIfUnauthorized(error: unknown): boolean {
  if (quietStatus(error) !== 401) return false;
  signInAgain();
  return true;
}
