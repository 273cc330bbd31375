/**
 * The steps of the order form, one decision each: the amount (what you pay
 * and get, at which rate and fee), the wallet, then the review that creates the order. The step lives in the
 * URL (`?step=`), so the browser's back button, a reload and a return from /login, /billing-details or /kyc land
 * on it; the form itself lives in the orderFormData cookie. Pure module.
 */
import { PREFILL_PARAMS } from '@/lib/order/draft';

export const ORDER_STEPS = ['amount', 'wallet', 'review'] as const;
export type OrderStep = (typeof ORDER_STEPS)[number];

/** The URL of a step of the form at `path`, with the parameters the form keeps (the return URL). */
export function stepHref(path: string, step: OrderStep, kept: Record<string, string> = {}): string {
  const params = new URLSearchParams(kept);
  for (const name of PREFILL_PARAMS) params.delete(name);
  if (step !== 'amount') params.set('step', step);
  else params.delete('step');
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * The step to show: the one asked for, unless an earlier step is not done yet (then that one). The review also
 * needs a session; a visitor gets the wallet step, whose Continue leads to sign-in.
 */
export function effectiveStep(
  requested: OrderStep,
  done: { amount: boolean; wallet: boolean; signedIn: boolean },
): OrderStep {
  if (requested === 'amount' || !done.amount) return 'amount';
  if (requested === 'wallet' || !done.wallet || !done.signedIn) return 'wallet';
  return 'review';
}
