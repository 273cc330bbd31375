/**
 * The way from an order (or the interactive flow's confirmation) to an account screen and back: /billing-details or
 * /kyc with `next`. Its own module, importing only lib/kyc/flow, so that the interactive flow's banner
 * (components/order/order-gate) does not bring the order form's journey and draft rules into that screen's script.
 */
import { DEFAULT_KYC_APP_ID, NEXT_PARAM } from '@/lib/kyc/flow';
import type { AccountStep } from './journey';

/**
 * /billing-details or /kyc (with the app's verification setup), coming back to `next` afterwards.
 * @param step the account screen.
 * @param next an app path (the order's step, or the interactive flow).
 * @returns a same-origin path with its query.
 */
export function accountStepHref(step: AccountStep, next: string): string {
  if (step === 'billing') return `/billing-details?${new URLSearchParams({ [NEXT_PARAM]: next }).toString()}`;
  return `/kyc?${new URLSearchParams({ appId: DEFAULT_KYC_APP_ID, [NEXT_PARAM]: next }).toString()}`;
}
