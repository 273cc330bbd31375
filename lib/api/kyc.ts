/**
 * Product API calls of identity verification (spec §2 /kyc, §7 GET /kyc/token?appId and PUT /kyc/status, §8 "a 404
 * when loading the KYC token goes to the no-match page" — the global rule does that). The spec does not show the
 * shapes (§3); these are the ones this front end and its sandbox agree on (sandbox/README.md):
 *
 * - GET /kyc/token?appId answers `{token, app_id, user_id, level, expires_at, url?}`; `url`, when given, is the
 *   verification provider's hosted page for this token (see lib/kyc/hosted-page-provider.ts);
 * - PUT /kyc/status asks the API to re-check the verification with the provider and answers `{kyc_status, kyc_level}`;
 *   the app sends no status or level: a verification result never comes from the browser.
 */
import { z } from 'zod/mini';
import { defineCall } from '@/lib/http/policy';

/** GET /kyc/token answer: what a verification provider needs to start. */
export const kycTokenSchema = z.object({
  token: z.string().check(z.minLength(1)),
  app_id: z.string(),
  user_id: z.string(),
  /** The verification level the token is for, e.g. "level_1". */
  level: z.optional(z.nullable(z.string())),
  expires_at: z.optional(z.nullable(z.string())),
  /** The provider's hosted verification page (http or https). */
  url: z.optional(z.url().check(z.refine((u) => /^https?:$/.test(new URL(u).protocol), 'http(s) URL expected'))),
});
export type KycToken = z.infer<typeof kycTokenSchema>;

/** PUT /kyc/status answer: the person's verification state after the change. */
export const kycStatusSchema = z.object({
  kyc_status: z.nullable(z.string()),
  kyc_level: z.nullable(z.string()),
});
export type KycState = z.infer<typeof kycStatusSchema>;

/** GET /kyc/token?appId — a verification token for the signed-in person. */
export const getKycToken = /* @__PURE__ */ defineCall(
  'global-rule',
  async (http, appId: string): Promise<KycToken> =>
    kycTokenSchema.parse(await http.get('kyc/token', { searchParams: { appId } }).json()),
);

/**
 * PUT /kyc/status — asks for a re-check of the person's verification (after the provider's page reported an outcome)
 * and answers the state the API holds, which is what the screen shows. It sends no body (spec §7 "body (shape not
 * shown)"): a verification result never comes from the browser, where a person could send "approved" for themselves;
 * the API learns the outcome from the provider (docs/spec-differences.md).
 */
export const putKycStatus = /* @__PURE__ */ defineCall(
  'global-rule',
  async (http): Promise<KycState> => kycStatusSchema.parse(await http.put('kyc/status').json()),
);
