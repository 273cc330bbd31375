'use client';

/** Throws during render in the browser, so the 'General error' banner shows the real text and Sentry reports it. */
export const SENTRY_TEST_ERROR = 'Sentry test error: /test-sentry-error throws on purpose';

export function SentryTestThrower(): never {
  throw new Error(SENTRY_TEST_ERROR);
}
