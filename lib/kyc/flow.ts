/**
 * Where the billing and verification steps lead on: back to where the flow was going. A flow that
 * sends a person to /billing-details or /kyc names the next screen in the `next` query parameter: a same-origin
 * path, validated with resolveReturnUrl (spec §5, REFERENCES.md "Open redirects"); anything else is ignored.
 *
 * - after billing details: to /kyc (carrying `next`) while verification is still needed (lib/kyc/rule.ts), else to
 *   `next`, else to /transactions (the landing screen of lib/routes.ts);
 * - after verification (or when already verified): to `next`, else to /transactions.
 *
 * /kyc reads appId (spec §2; `app_id` is accepted too, spec §2's parameter list): it names the verification setup
 * the token is for. A flow that does not pass one gets the app's own, {@link DEFAULT_KYC_APP_ID}.
 * Pure module.
 */
import { LANDING_PATH } from '@/lib/routes';
import { resolveReturnUrl } from '@/lib/security/return-url';
import { kycNeeded, type KycFacts } from './rule';

/** Query parameter naming the screen to continue to. */
export const NEXT_PARAM = 'next';

/** The verification setup used when /kyc gets no appId. */
export const DEFAULT_KYC_APP_ID = 'ramp-web';

const APP_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The same-origin path a `next` value names, or null when it is missing, malformed or points elsewhere.
 * @param raw the query value as received.
 * @param appOrigin the app's origin (lib/config clientConfig.appOrigin).
 */
export function continuePath(raw: unknown, appOrigin: string): string | null {
  if (typeof raw !== 'string') return null;
  const resolved = resolveReturnUrl(raw, appOrigin);
  return resolved?.sameOrigin ? resolved.path : null;
}

/** The appId of /kyc: `appId`, else `app_id`, when well formed; else {@link DEFAULT_KYC_APP_ID}. */
export function kycAppId(query: { appId?: unknown; app_id?: unknown }): string {
  for (const value of [query.appId, query.app_id]) {
    const v = Array.isArray(value) ? value[0] : value;
    if (typeof v === 'string' && APP_ID.test(v.trim())) return v.trim();
  }
  return DEFAULT_KYC_APP_ID;
}

/** The /kyc URL that continues to `next` afterwards. */
export function kycPath(next: string | null): string {
  return next ? `/kyc?${new URLSearchParams({ [NEXT_PARAM]: next }).toString()}` : '/kyc';
}

/** Where to go after the billing details were saved (see the module comment). */
export function afterBillingPath(next: string | null, facts: KycFacts | null | undefined): string {
  if (kycNeeded(facts)) return kycPath(next);
  return next ?? LANDING_PATH;
}

/** Where to go once verification is done. */
export function afterKycPath(next: string | null): string {
  return next ?? LANDING_PATH;
}
