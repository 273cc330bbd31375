/**
 * A sell's payout in the order form (lib/payout; spec §7 does not show the POST /off-ramp body, so where the fiat is
 * paid out is the product's own field): whether the draft's payout fits the order's currency, as lib/order/rules
 * `validateOrder` needs it. Pure module without dependencies beyond lib/payout (it is in the first step's first load).
 */
import { checkPayout, normalisePayout } from '@/lib/payout/check';
import { payoutMethodsOf, type Payout } from '@/lib/payout/methods';

/**
 * What is wrong with a sell's payout as a whole: the currency offers no payout method (`unavailable`), there is none
 * of a method the currency offers (`required`), or one of its fields does not fit (`invalid`; the wallet step shows
 * which, from lib/payout/check `checkPayout`).
 */
export type PayoutProblem = 'unavailable' | 'required' | 'invalid';

/**
 * The payout of a sell in `fiat`: normalised when it fits, else its problem. A payout of a method the currency does
 * not offer (typed before the currency changed) counts as none.
 * @param fiat the order's fiat currency (ISO 4217), e.g. BRL.
 * @param payout the draft's payout, as typed.
 */
export function draftPayout(fiat: string, payout: Payout | undefined): { payout: Payout } | { problem: PayoutProblem } {
  const methods = payoutMethodsOf(fiat);
  if (!methods.length) return { problem: 'unavailable' };
  if (!payout || !methods.includes(payout.method)) return { problem: 'required' };
  if (Object.keys(checkPayout(fiat, payout)).length) return { problem: 'invalid' };
  return { payout: normalisePayout(payout) };
}
