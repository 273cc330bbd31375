/**
 * The error policy of a product API call, in the words of spec §8 (Error catalogue), and the declaration of a call
 * with its policy. Every call of lib/api/ is declared with {@link defineCall} (again over a first one for another use
 * of the same request), so which failures send the person elsewhere is data, read where the call is declared: the
 * browser's `callApi` (lib/http/client.ts) and the server's `serverCaller` (lib/http/server.ts) pick the ky instance
 * of the call's policy. docs/error-policy.md lists every declared call (scripts/error-policy-table.ts writes it).
 * Pure module: no ky at run time, safe in the first load of any screen.
 */
import type { KyInstance } from 'ky';

/**
 * What a failed call does, as spec §8 names it:
 *
 * - `'global-rule'`: §8 "Global rule": every answer of 400 or above sends the person elsewhere (401 → login, 404 →
 *   /404, 'no payment methods found' or a failed order URL with upstream 500 → /payment-options-unavailable, else
 *   /error), except the answers §8 leaves to the calling screen (409 on POST /on-ramp or /off-ramp, 400 on PUT
 *   /user/billing/fields). In the browser a transport error goes to /error too; on the server "a failed load of a
 *   route's data is logged, and the route gets empty data" (§8 "Other cases").
 * - `'screen-handles'`: §8 "Left to the calling screen, so not redirected", for a screen that stays useful without
 *   the call (a payment in progress, a half-filled form). Only a 401 goes to login (§4): on the server by the
 *   client itself; in the browser the screen sends it there (lib/http/screen-handled `signInIfUnauthorized`). Every
 *   other failure is thrown to the screen, which logs, reports and says so.
 * - `'empty-on-failure'`: §8 "Other cases": "When the billing fields, the transaction info or the wallet fail to
 *   load, empty data is used". Nothing sends the person elsewhere, a 401 included: any failure is logged, reported
 *   and gives the caller's empty data.
 * - `'ramp-fallback'`: §8 "Other cases": "When the ramp order lookup fails, the fallback order data is the provider's
 *   home url with an empty mode". Of the global rule only a 401 (→ login) and the /payment-options-unavailable
 *   answers keep their destination; every other failure gives the fallback order data. Server only (/ramp).
 */
export type ErrorPolicy = 'global-rule' | 'screen-handles' | 'empty-on-failure' | 'ramp-fallback';

/** What a declaration says about a call. */
export interface CallSpec {
  /** The spec §8 policy of this call. */
  policy: ErrorPolicy;
}

/**
 * A declared product API call: the function still takes the ky instance first (tests pass their own), and carries
 * its {@link CallSpec}. Call it through `callApi` (browser) or `serverCaller` (server), which give it the instance
 * of its policy.
 */
export type ApiCall<A extends unknown[], T> = ((http: KyInstance, ...args: A) => Promise<T>) & Readonly<CallSpec>;

/** Any declared call, whatever its arguments and answer. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list of calls of every shape
export type AnyApiCall = ApiCall<any[], unknown>;

/**
 * Declares a product API call with its spec §8 policy. The same request for another use under another policy is
 * declared again over the first (`defineCall('screen-handles', getProfile)`: GET /user/profile in the background of
 * every signed-in screen, which the screen handles, next to the /kyc load, which follows the global rule). Its request and use are written in lib/api/call-uses.ts,
 * which the browser does not load.
 * @param policy the call's spec §8 policy.
 * @param run the call over a ky instance; errors as the instance throws them (ky HTTPError, transport errors) and
 *   ZodError for an answer that is not the expected shape.
 * @returns `run` carrying its policy.
 */
export function defineCall<A extends unknown[], T>(
  policy: ErrorPolicy,
  run: (http: KyInstance, ...args: A) => Promise<T>,
): ApiCall<A, T> {
  return Object.assign((http: KyInstance, ...args: A) => run(http, ...args), { policy });
}
