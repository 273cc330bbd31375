/**
 * Whether the identity verification step (spec §2 /kyc) is needed, from the session's `kyc_status` and `kyc_level`
 * (spec §3 session identity fields). The spec does not list their values; the ones the back end uses are those
 * PUT /kyc/status accepts (`started`, `pending`, `approved`, `rejected`, or null before any attempt) and levels
 * written `level_<n>`.
 *
 * The rule:
 *
 * | kyc_status | kyc_level                          | step        | what /kyc shows                                  |
 * |------------|------------------------------------|-------------|--------------------------------------------------|
 * | approved   | at or above the required level     | `done`      | "already verified", continue                      |
 * | approved   | below the required level, or none* | `required`  | the verification (a higher level is needed)       |
 * | pending    | any                                | `in-review` | "being reviewed", nothing to do now               |
 * | null, started, rejected, anything else | any    | `required`  | the verification                                  |
 *
 * (*) An approval without a level counts as the lowest level, `level_1`. The required level defaults to
 * `level_1`: any approval lets the person go on unless a flow asks for more. An unknown level text counts as 0.
 * A profile marked FE_ANONYMOUS (an unidentified user, spec §3) always needs verification. Pure module.
 */
import { FE_ANONYMOUS } from '@/lib/api/schemas';

/** What the verification step is for a person. */
export type KycStep = 'done' | 'in-review' | 'required';

/** The level every flow requires unless it asks for more. */
export const DEFAULT_REQUIRED_KYC_LEVEL = 'level_1';

/** The numeric rank of a level text: "level_2" → 2, "2" → 2; null or unknown → 0. */
export function kycLevelRank(level: string | null | undefined): number {
  const m = /^(?:level[_-]?)?(\d{1,3})$/i.exec((level ?? '').trim());
  return m ? Number(m[1]) : 0;
}

/** The session fields the rule reads (spec §3). */
export interface KycFacts {
  kyc_status: string | null | undefined;
  kyc_level: string | null | undefined;
  /** When given: FE_ANONYMOUS marks an unidentified user, whose KYC fields mean nothing (spec §3). */
  userIdentityId?: string | null;
}

/**
 * The verification step for a person (see the table above).
 * @param facts the session's kyc_status and kyc_level; null when unknown (then verification is required).
 * @param requiredLevel the level the flow needs (default {@link DEFAULT_REQUIRED_KYC_LEVEL}).
 */
export function kycStep(
  facts: KycFacts | null | undefined,
  requiredLevel: string = DEFAULT_REQUIRED_KYC_LEVEL,
): KycStep {
  if (facts?.userIdentityId === FE_ANONYMOUS) return 'required';
  const status = (facts?.kyc_status ?? '').trim().toLowerCase();
  if (status === 'approved') {
    const have = Math.max(kycLevelRank(facts?.kyc_level), 1);
    return have >= Math.max(kycLevelRank(requiredLevel), 1) ? 'done' : 'required';
  }
  if (status === 'pending') return 'in-review';
  return 'required';
}

/** True when the person still has to go through /kyc (anything but `done`). */
export function kycNeeded(facts: KycFacts | null | undefined, requiredLevel?: string): boolean {
  return kycStep(facts, requiredLevel) !== 'done';
}
