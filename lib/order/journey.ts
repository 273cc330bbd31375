/**
 * The screens one order takes this person through, in order, so that a step header can say "Step 3 of 6" and mean
 * it: the amount, the wallet, the billing details (only while they are missing), the identity check (only while
 * verification is needed, lib/kyc/rule), the review, and the checkout the created order hands over to (`pay`: the
 * provider's checkout, or /payment for the card flow). A returning verified buyer sees four; a new one six.
 *
 * What decides the two account screens is what the review's account check decides on (components/order/
 * use-review-submit.ts): GET /user/billing/fields `is_complete` and the profile's kyc_status and kyc_level. Where a
 * fact is unknown (a visitor, or a load that failed) the screen is listed: the count may shrink once it is known,
 * which reads as good news, and never grows under the person's feet. An account screen this order already went
 * through stays listed after it is done (`passed`, lib/order/journey-links.ts), so the numbers of the screens before
 * and after it do not move. Pure module.
 */
import type { KycStep } from '@/lib/kyc/rule';

/** Every screen an order can show, in their order. */
export const JOURNEY_STEPS = ['amount', 'wallet', 'billing', 'identity', 'review', 'pay'] as const;
export type JourneyStep = (typeof JOURNEY_STEPS)[number];

/** The account screens between the wallet and the review: /billing-details and /kyc. */
export const ACCOUNT_STEPS = ['billing', 'identity'] as const;
export type AccountStep = (typeof ACCOUNT_STEPS)[number];

/** What is known of the person when the journey is drawn. */
export interface JourneyFacts {
  /** An active session (a visitor's account is unknown until they sign in). */
  signedIn: boolean;
  /** GET /user/billing/fields `is_complete`; null or absent when unknown. */
  billingComplete?: boolean | null;
  /** The verification step of the profile (lib/kyc/rule `kycStep`); null or absent when unknown. */
  kyc?: KycStep | null;
  /** Account screens this order has already been through (they stay in the count). */
  passed?: readonly AccountStep[];
}

/** The screens of the journey and the index (0-based) of the one shown. */
export interface Journey {
  steps: readonly JourneyStep[];
  index: number;
}

/** True for the screens that depend on the account. */
export function isAccountStep(step: string): step is AccountStep {
  return (ACCOUNT_STEPS as readonly string[]).includes(step);
}

/** Whether an account screen is part of this person's journey (see the module comment). */
function needed(step: AccountStep, facts: JourneyFacts): boolean {
  if (!facts.signedIn || facts.passed?.includes(step)) return true;
  return step === 'billing' ? facts.billingComplete !== true : facts.kyc !== 'done';
}

/**
 * The screens this person will see, in order.
 * @param facts what is known of the person ({@link JourneyFacts}).
 * @param current the screen shown, always listed (a person may open /billing-details from an order to change
 *   details that are complete).
 */
export function journeySteps(facts: JourneyFacts, current?: JourneyStep): JourneyStep[] {
  return JOURNEY_STEPS.filter((step) => step === current || !isAccountStep(step) || needed(step, facts));
}

/**
 * The journey as a step header shows it: the screens and where `current` is among them ("Step index+1 of length").
 * @param facts what is known of the person.
 * @param current the screen shown.
 */
export function orderJourney(facts: JourneyFacts, current: JourneyStep): Journey {
  const steps = journeySteps(facts, current);
  return { steps, index: steps.indexOf(current) };
}

/** The screen before the one shown, or null on the first. */
export function previousStep({ steps, index }: Journey): JourneyStep | null {
  return index > 0 ? (steps[index - 1] ?? null) : null;
}

/**
 * The account screen still ahead of the review: the first one listed that this order has not been through, or null.
 * The review's account check will send the person there (a screen they see before the review, not after it).
 * @param steps the journey's screens.
 * @param passed the account screens this order has already been through.
 */
export function accountStepAhead(steps: readonly JourneyStep[], passed: readonly AccountStep[]): AccountStep | null {
  return ACCOUNT_STEPS.find((step) => steps.includes(step) && !passed.includes(step)) ?? null;
}
