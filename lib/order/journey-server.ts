/**
 * The server's side of the order's journey (lib/order/journey.ts): what is known of the person when a screen of the
 * order renders, and the saved order form the account screens summarise.
 *
 * The facts come from the same two answers the review's account check reads (GET /user/billing/fields `is_complete`,
 * GET /user/profile kyc_status and kyc_level), asked on the server with the request's cookies, only for a signed-in
 * person, in parallel with the screen's own loads. They only set the step count: under policy 'empty-on-failure', any
 * failure (an error answer, a 401 included, a transport error, an answer that does not parse) is logged, reported and
 * leaves the fact unknown, which lists the screen (the review's account check still decides, spec §8).
 */
import 'server-only';
import { cookies } from 'next/headers';
import { getBillingFieldsOrEmpty } from '@/lib/api/billing';
import { getProfileOrEmpty } from '@/lib/api/user-route-data';
import { requestSession } from '@/lib/auth/request-session';
import { COOKIE } from '@/lib/cookies';
import { routeDataOrEmpty, serverCaller } from '@/lib/http/server';
import { kycStep, type KycStep } from '@/lib/kyc/rule';
import type { OrderDraft } from './draft-fields';
import { parseOrderFormCookie } from './form-cookie';
import type { AccountStep, JourneyFacts } from './journey';

/** Timeout of each load, in ms: a step count never holds a screen long. */
const FACTS_TIMEOUT_MS = 5_000;

/** The calls of the facts, with a short timeout: a failed load only leaves a screen uncounted. */
function factsCaller() {
  return serverCaller({ timeoutMs: FACTS_TIMEOUT_MS });
}

/**
 * The verification step of the signed-in person (lib/kyc/rule `kycStep` of GET /user/profile), or null when the
 * profile could not be loaded.
 */
export async function loadKycStep(): Promise<KycStep | null> {
  const call = await factsCaller();
  const profile = await routeDataOrEmpty('GET /user/profile (order journey)', () => call(getProfileOrEmpty), null);
  return profile ? kycStep(profile) : null;
}

/**
 * What the order form knows of the person: nothing more than that for a visitor; for a signed-in person, whether
 * the billing details are complete and whether verification is needed.
 * @param passed the account screens this order has already been through (lib/order/journey-links `parsePassed`).
 */
export async function loadAccountFacts(passed: readonly AccountStep[] = []): Promise<JourneyFacts> {
  if (!(await requestSession())) return { signedIn: false, passed };
  const call = await factsCaller();
  const [billing, kyc] = await Promise.all([
    routeDataOrEmpty('GET /user/billing/fields (order journey)', () => call(getBillingFieldsOrEmpty), null),
    loadKycStep(),
  ]);
  return { signedIn: true, billingComplete: billing ? billing.is_complete : null, kyc, passed };
}

/** The order form the person is filling in (the orderFormData cookie, lib/order/form-cookie), or null. */
export async function savedOrderDraft(): Promise<OrderDraft | null> {
  return parseOrderFormCookie((await cookies()).get(COOKIE.orderFormData)?.value);
}
