/**
 * What of a failure goes into the server's log (issue 10 "secure by default"; issue 13 JSON logs).
 *
 * A ky `HTTPError` carries the whole `request` and `options`, and the server's calls to the product API forward the
 * person's cookies (lib/http/server.ts): logging the error object printed the Kratos session cookie and the XSRF token
 * into every "[data] … failed" line. The log gets the error's name, message (ky's holds the status, method and URL)
 * and stack, never its properties.
 */

/**
 * @param error anything thrown.
 * @returns the error's stack (or `name: message` when it has none) for an Error; `String(error)` otherwise. Never the
 *   error's own properties (request, response, options, headers).
 */
export function loggableError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const head = `${error.name}: ${error.message}`;
  return error.stack?.startsWith(head) ? error.stack : `${head}${error.stack ? `\n${error.stack}` : ''}`;
}
