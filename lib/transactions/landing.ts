/**
 * Where a person goes who reached /transactions right after signing in without a return path (lib/routes
 * SIGNED_IN_LANDING). A person without any transaction has nothing to look at there: their next step is a first
 * purchase, so they go on to the buy-or-sell choice. Everyone else stays on their list. Pure.
 */
import { DECISION_FLOW_PATH, LANDING_PATH } from '@/lib/routes';

/**
 * The destination of an arrival marked as right after sign-in.
 * @param count how many transactions the person has (GET /user/transactions/count without filters); null when that
 *   count failed to load, which keeps the person on their list (it loads again there, with its own error and retry).
 * @param savedFilters the saved filters as a query string (the transactionFilters cookie), '' for none.
 * @returns a path to redirect to, or null to render the list here.
 */
export function signedInLanding(count: number | null, savedFilters: string): string | null {
  if (count === 0) return DECISION_FLOW_PATH;
  return savedFilters ? `${LANDING_PATH}?${savedFilters}` : null;
}
