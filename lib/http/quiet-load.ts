/**
 * A route data load whose only redirect is a 401: the server side of what the quiet browser client does
 * (lib/http/quiet-client `signInIfUnauthorized`). For a screen's data that spec §8 "Other cases" names
 * ("If billing fields, transaction info or the wallet fail to load, empty data is used") and for a screen that stays
 * useful without its data: an HTTP error answer (404 and 5xx included), a transport failure or an answer that does
 * not parse is logged, reported and gives the empty data; a 401 still goes to login (spec §4, §8), since without a
 * session no data of the person can be shown at all.
 */
import 'server-only';
import type { KyInstance } from 'ky';
import { loadOrEmpty, serverApi, type ServerApiOptions } from './server';

/**
 * Runs `load` with a server ky instance of this request (cookies forwarded) that applies only the 401 of the error rule.
 * @param what a short name of the load for the log line and the report tag, e.g. 'GET /user/profile'.
 * @param load the call, e.g. `(http) => getProfile(http)`.
 * @param empty what the screen gets when the load fails.
 * @param options the server client's timeout.
 * @returns the loaded data, or `empty` after any failure but a 401.
 * @throws NEXT_REDIRECT to the login path of spec §4 (error rule: `/login?returnTo=…&refresh=true`) on a 401.
 */
export async function quietLoadOrEmpty<T>(
  what: string,
  load: (http: KyInstance) => Promise<T>,
  empty: T,
  options: Pick<ServerApiOptions, 'timeoutMs'> = {},
): Promise<T> {
  const http = await serverApi({ ...options, signInOnly: true });
  return loadOrEmpty(what, () => load(http), empty);
}
