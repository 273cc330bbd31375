/**
 * zod schemas of the product API answers the app reads (spec §3, §7). The spec does not show response shapes;
 * these are the shapes this front end and its sandbox agree on. Every answer is parsed here before use
 * (DESIGN.md "Validate at the boundary"). Pure module: safe on server, client, Edge and in the sandbox.
 */
import { z } from 'zod/mini';
import { BLOCKCHAINS } from '@/lib/domain/blockchains';
import { TRANSACTION_KINDS } from '@/lib/domain/kinds';

/** A decimal amount as a string ("12.50"); never a float (house rule). */
export const decimalString = z.string().check(z.regex(/^\d+(\.\d+)?$/, 'decimal string expected'));

/**
 * GET /user/profile — the session identity fields of spec §3. `FE_ANONYMOUS` in userIdentityId marks an
 * unidentified user.
 */
export const profileSchema = z.object({
  interactiveID: z.nullable(z.string()),
  userIdentityId: z.string(),
  userEmail: z.string(),
  kyc_status: z.nullable(z.string()),
  kyc_level: z.nullable(z.string()),
  user_city: z.nullable(z.string()),
  user_country: z.nullable(z.string()),
  wallet_name: z.nullable(z.string()),
});
export type Profile = z.infer<typeof profileSchema>;

/** Marker of an unidentified user (spec §3). */
export const FE_ANONYMOUS = 'FE_ANONYMOUS';

/**
 * The profile of an identified person, or null when the API answered with the anonymous marker (spec §3
 * "FE_ANONYMOUS stands for an unidentified user"): such a profile must not be taken for a person's identity.
 */
export function identifiedProfile<T extends Pick<Profile, 'userIdentityId'>>(profile: T | null | undefined): T | null {
  return profile && profile.userIdentityId !== FE_ANONYMOUS ? profile : null;
}

/** GET /user/config — user profile config of spec §3. POST /user/config takes a partial of it. */
export const userConfigSchema = z.object({
  lang: z.string(),
  has_pending_action: z.boolean(),
});
export type UserConfig = z.infer<typeof userConfigSchema>;

/**
 * A transaction (spec §3), identified by its SEP-24 guid `id`. Assets are `code:issuer` strings
 * (e.g. `USDC:GBBD…`, or `iso4217:BRL` for fiat). Times are ISO 8601 strings.
 */
export const transactionSchema = z.object({
  id: z.string(),
  kind: z.enum(TRANSACTION_KINDS),
  status: z.string(),
  extra_status: z.optional(z.nullable(z.string())),
  amount_in: z.optional(z.nullable(decimalString)),
  amount_out: z.optional(z.nullable(decimalString)),
  amount_fee: z.optional(z.nullable(decimalString)),
  blockchain: z.enum(BLOCKCHAINS),
  wallet_id: z.optional(z.nullable(z.string())),
  started_at: z.string(),
  updated_at: z.optional(z.nullable(z.string())),
  message: z.optional(z.nullable(z.string())),
  /**
   * A sell's payout as its order gave it (`{method, ...fields}`, lib/payout; the product's own field, spec §7 does not
   * show the off-ramp body). Read loosely and never a reason to refuse the transaction: any other value reads as null.
   */
  payout: z.catch(z.optional(z.nullable(z.looseObject({ method: z.string() }))), null),
  /**
   * The hash of the transaction's USDC transfer on its blockchain, once there is one (SEP-24's name, whatever the
   * blockchain): /transaction links it to the blockchain's explorer (lib/transactions/explorer).
   */
  stellar_transaction_id: z.optional(z.nullable(z.string())),
  details: z.object({
    amount_in_asset: z.string(),
    amount_out_asset: z.string(),
  }),
});
export type Transaction = z.infer<typeof transactionSchema>;

/** GET /user/transactions — a page of transactions (offset from 0, spec §7, §9). */
export const transactionListSchema = z.object({
  transactions: z.array(transactionSchema),
});

/** GET /user/transactions/count — the number of transactions matching the filters. */
export const transactionCountSchema = z.object({ count: z.int().check(z.nonnegative()) });

/** GET /user/transactions/{sep24Guid} — SEP-24 style envelope. */
export const transactionEnvelopeSchema = z.object({ transaction: transactionSchema });

/** GET /locales/{lng}/{ns}.json — a nested object of message strings. */
export type MessageTree = { [key: string]: string | MessageTree };
export const messageTreeSchema: z.ZodMiniType<MessageTree> = z.lazy(() =>
  z.record(z.string(), z.union([z.string(), messageTreeSchema])),
);
