/**
 * The request id: one id per incoming request, given by the production entry
 * deploy/start.js before Next sees the request (the reverse proxy's `x-request-id` when it matches
 * `^[\w.:-]{1,128}$`, e.g. nginx's 32 hex digits or a UUID, otherwise a new UUID), echoed on the response, and sent
 * upstream on the app's calls to the identity service and the product API (the /auth and API proxies forward it
 * with the request's other headers; lib/http/server.ts adds it to server-side API calls; /readyz to its probes),
 * so one click can be followed through the app's, Kratos's and the API's logs.
 */

/** The header that carries the id in both directions (request upstream, response to the browser). */
export const REQUEST_ID_HEADER = 'x-request-id';
