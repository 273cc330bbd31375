'use client';

/**
 * A submit Ory Elements could not handle (spec §8 "a backend that is down"): the identity service unreachable (the
 * /auth proxy's 502), an answer status its SDK does not know, or no network. Ory Elements lets those errors escape
 * its form (`void handleSubmit(…)`), as an unhandled rejection of its SDK's `ResponseError` or `FetchError`: the
 * button's spinner stops and the screen says nothing. This hook hears them, so the screen can say what happened while
 * the form keeps what was typed (the flow is still good: sending it again works once the service answers).
 */
import { useEffect, useState } from 'react';

/** The names @ory/client-fetch gives its errors (runtime.js); the app's own HTTP errors are ky's `HTTPError`. */
const ORY_SDK_ERRORS = new Set(['ResponseError', 'FetchError']);

/** Whether an unhandled rejection's reason is an error of Ory's SDK. */
export function isOrySdkError(reason: unknown): boolean {
  return reason instanceof Error && ORY_SDK_ERRORS.has(reason.name);
}

/**
 * @returns true from an unhandled Ory SDK error until the next submit of a form on the page (which may succeed).
 *   The error itself still reaches the error reporting's global handler.
 */
export function useSubmitFailure(): boolean {
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isOrySdkError(event.reason)) setFailed(true);
    };
    const onSubmit = () => setFailed(false);
    window.addEventListener('unhandledrejection', onRejection);
    document.addEventListener('submit', onSubmit, true);
    return () => {
      window.removeEventListener('unhandledrejection', onRejection);
      document.removeEventListener('submit', onSubmit, true);
    };
  }, []);
  return failed;
}
