'use client';

/**
 * A submit Ory Elements could not handle (spec §8 "a backend that is down"): the identity service unreachable (the
 * /auth proxy's 502), an answer status its SDK does not know, or no network. Ory Elements lets those errors escape
 * its form (`void handleSubmit(…)`), as an unhandled rejection of its SDK's `ResponseError` or `FetchError`: the
 * button's spinner stops and the screen says nothing. This hook hears them, so the screen can say what happened while
 * the form keeps what was typed (the flow is still good: sending it again works once the service answers).
 * A 429 is told apart: the edge in front of Kratos limits sign-in submissions per address (deploy/nginx.conf), and
 * "did not answer" would be wrong there; the person waits, then sends again.
 */
import { useEffect, useState } from 'react';

/** The names @ory/client-fetch gives its errors (runtime.js); the app's own HTTP errors are ky's `HTTPError`. */
const ORY_SDK_ERRORS = new Set(['ResponseError', 'FetchError']);

/** Whether an unhandled rejection's reason is an error of Ory's SDK. */
export function isOrySdkError(reason: unknown): boolean {
  return reason instanceof Error && ORY_SDK_ERRORS.has(reason.name);
}

/** What went wrong with a submit: the service did not answer, or it refused more attempts for now (429). */
export type SubmitFailure = 'unavailable' | 'too-many-attempts';

/**
 * The failure an unhandled rejection stands for.
 * @returns null when the reason is not an error of Ory's SDK; 'too-many-attempts' for its ResponseError of a 429.
 */
export function submitFailureOf(reason: unknown): SubmitFailure | null {
  if (!isOrySdkError(reason)) return null;
  const status = (reason as { response?: { status?: unknown } }).response?.status;
  return status === 429 ? 'too-many-attempts' : 'unavailable';
}

/**
 * @returns the failure of an unhandled Ory SDK error, until the next submit of a form on the page (which may
 *   succeed); null before. The error itself still reaches the error reporting's global handler.
 */
export function useSubmitFailure(): SubmitFailure | null {
  const [failed, setFailed] = useState<SubmitFailure | null>(null);
  useEffect(() => {
    const onRejection = (event: PromiseRejectionEvent) => {
      const failure = submitFailureOf(event.reason);
      if (failure) setFailed(failure);
    };
    const onSubmit = () => setFailed(null);
    window.addEventListener('unhandledrejection', onRejection);
    document.addEventListener('submit', onSubmit, true);
    return () => {
      window.removeEventListener('unhandledrejection', onRejection);
      document.removeEventListener('submit', onSubmit, true);
    };
  }, []);
  return failed;
}
