/**
 * The links between the order form and its account screens (/billing-details, /kyc; lib/order/journey.ts):
 *
 * - an account screen is part of an order when its `next` (lib/kyc/flow NEXT_PARAM, a same-origin path validated by
 *   `continuePath`) is a step of the order form, /order or /order-form: the review sends the person there with its
 *   own URL as `next` ({@link accountStepHref}), and the billing screen passes that on to /kyc. The orderFormData
 *   cookie is not the test (a half-filled order may wait while the person edits their details from /profile); it
 *   only feeds the screen's order summary;
 * - an account screen the order went through names itself in the `via` parameter of the `next` it passes on
 *   ("billing", then "billing.identity"), and the order form keeps that parameter in its step URLs
 *   (lib/order/server keptParams), so the count stays the same once those screens are done. It only ever changes
 *   the count shown.
 *
 * Pure module.
 */
import { ACCOUNT_STEPS, type AccountStep } from './journey';
import { ORDER_STEPS, stepHref, type OrderStep } from './steps';

/** The query parameter naming the account screens an order went through ("billing.identity"). */
export const PASSED_PARAM = 'via';

/** The order form's routes (lib/routes.ts): the order form and the card flow's. */
export const ORDER_PATHS = ['/order', '/order-form'] as const;
export type OrderPath = (typeof ORDER_PATHS)[number];

/** An order an account screen was reached from: the form's route, the step to return to, and what it went through. */
export interface OrderReturn {
  path: OrderPath;
  /** The step `next` names (the review, when the review's account check sent the person). */
  step: OrderStep;
  /** The other parameters of `next`: the form's return URL and {@link PASSED_PARAM}. */
  kept: Record<string, string>;
  passed: AccountStep[];
}

/** The account screens a {@link PASSED_PARAM} value names, in the journey's order; unknown names are dropped. */
export function parsePassed(raw: unknown): AccountStep[] {
  if (typeof raw !== 'string') return [];
  const names = raw.split('.');
  return ACCOUNT_STEPS.filter((step) => names.includes(step));
}

/**
 * The order an account screen's `next` returns to, or null when `next` is not a step of the order form.
 * @param next the screen's validated same-origin path (lib/kyc/flow `continuePath`), or null.
 */
export function orderReturnOf(next: string | null): OrderReturn | null {
  if (!next) return null;
  const url = new URL(next, 'http://app.invalid');
  const path = ORDER_PATHS.find((p) => p === url.pathname);
  if (!path) return null;
  const requested = url.searchParams.get('step') ?? '';
  const kept: Record<string, string> = {};
  url.searchParams.forEach((value, name) => {
    if (name !== 'step' && !(name in kept)) kept[name] = value;
  });
  return {
    path,
    step: (ORDER_STEPS as readonly string[]).includes(requested) ? (requested as OrderStep) : 'amount',
    kept,
    passed: parsePassed(kept[PASSED_PARAM]),
  };
}

/**
 * The order, marked as having been through `step` ({@link PASSED_PARAM}).
 * @param order the order the screen was reached from.
 * @param step the account screen being shown.
 */
export function passingThrough(order: OrderReturn, step: AccountStep): OrderReturn {
  const passed = ACCOUNT_STEPS.filter((s) => s === step || order.passed.includes(s));
  return { ...order, passed, kept: { ...order.kept, [PASSED_PARAM]: passed.join('.') } };
}

/**
 * A step of the order's form, with the parameters the order keeps.
 * @param step the step; by default the one the order was left on.
 */
export function orderStepHref(order: OrderReturn, step: OrderStep = order.step): string {
  return stepHref(order.path, step, order.kept);
}

export { accountStepHref } from './account-step-href';
