/**
 * Logging and error reporting of failed calls (spec §8: "errors are logged and reported to an
 * error-reporting service with status, url, method and headers"). Shared by both ky instances.
 */
import * as Sentry from '@/lib/sentry/capture';
import { redactHeaders } from './error-rule';

/** An HTTP failure as an Error (never throw plain objects: DESIGN.md). */
export class HttpError extends Error {
  constructor(
    readonly status: number | null,
    readonly method: string,
    readonly url: string,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/**
 * Logs a failed call and reports it to Sentry with status, url, method and the request headers minus
 * credentials.
 */
export function reportHttpFailure(failure: {
  status: number | null;
  method: string;
  url: string;
  headers?: Headers | Record<string, string>;
  text?: string;
}): void {
  const { status, method, url } = failure;
  const message = `${method.toUpperCase()} ${url} failed${status === null ? '' : ` with ${status}`}`;
  console.error(`[http] ${message}`, failure.text ? failure.text.slice(0, 500) : '');
  Sentry.captureException(new HttpError(status, method.toUpperCase(), url, message), {
    tags: { 'http.status_code': String(status ?? 'transport'), 'http.method': method.toUpperCase() },
    extra: { status, url, method: method.toUpperCase(), headers: redactHeaders(failure.headers) },
  });
}
