/**
 * The full rule for a sell's payout (lib/order/payout `PayoutRule`): given ({@link payoutGiven}), then each field of
 * its shape by lib/payout/check, the payout normalised for the POST /off-ramp body. The wallet step's Continue and the
 * review's Confirm hold it; the first step's first load does without it (lib/order/payout).
 */
import { checkPayout, normalisePayout } from '@/lib/payout/check';
import { payoutGiven, type PayoutRule } from './payout';

/** A payout that fits its currency's method field by field, normalised; else its problem. */
export const payoutFits: PayoutRule = (fiat, payout) => {
  const given = payoutGiven(fiat, payout);
  if ('problem' in given) return given;
  return Object.keys(checkPayout(fiat, given.payout)).length
    ? { problem: 'invalid' }
    : { payout: normalisePayout(given.payout) };
};
