/**
 * How the order form holds a sell's payout (lib/payout; spec §7 does not show the POST /off-ramp body, so where the
 * fiat is paid out is the product's own field): the rule lib/order/rules `validateOrder` takes, and the light one,
 * {@link payoutGiven}, which the steps' routing uses in the first step's first load. The full rule, held wherever the
 * order moves on (the wallet step's Continue, the review's Confirm), is lib/order/payout-fits.ts: it carries
 * lib/payout's shape checks, which that first load does without.
 */
import { PAYOUT_FIELDS, payoutMethodsOf, type Payout } from '@/lib/payout/methods';

/**
 * What is wrong with a sell's payout as a whole: the currency offers no payout method (`unavailable`), there is none
 * of a method the currency offers (`required`), or one of its fields is empty or, by the full rule, does not fit
 * (`invalid`; the wallet step shows which, from lib/payout/check `checkPayout`).
 */
export type PayoutProblem = 'unavailable' | 'required' | 'invalid';

/**
 * A rule for a sell's payout: the payout to send, or its problem.
 * @param fiat the order's fiat currency (ISO 4217), e.g. BRL.
 * @param payout the draft's payout, as typed.
 */
export type PayoutRule = (fiat: string, payout: Payout | undefined) => { payout: Payout } | { problem: PayoutProblem };

/**
 * The light rule: a payout of a method the currency offers with every field filled, kept as typed. Enough to route
 * the steps (a person reaches the review only through the wallet step's Continue, which holds the full rule). A
 * payout of a method the currency does not offer (typed before the currency changed) counts as none.
 */
export const payoutGiven: PayoutRule = (fiat, payout) => {
  const methods = payoutMethodsOf(fiat);
  if (!methods.length) return { problem: 'unavailable' };
  if (!payout || !methods.includes(payout.method)) return { problem: 'required' };
  const fields = payout as unknown as Record<string, string | undefined>;
  return PAYOUT_FIELDS[payout.method].every((field) => fields[field]?.trim()) ? { payout } : { problem: 'invalid' };
};
