/**
 * Product API calls of wallets (spec §7): the signed-in person's saved wallets, the wallet partner's configuration
 * and the demo wallet of the demo widget. Each is declared with its spec §8 policy (lib/http/policy.ts) and made
 * through lib/http/client `callApi` or lib/http/server `serverCaller`; every answer is parsed with zod. Shapes are the ones sandbox/README.md
 * documents (spec §3: "wallet data, user wallets … are not shown").
 *
 * Errors: ky HTTPError after the call's policy has run (spec §8); ZodError for a malformed answer.
 */
// zod/mini: the wallet step of the order screens loads this module in the browser; the checks are the same.
import { z } from 'zod/mini';
import { BLOCKCHAINS } from '@/lib/domain/blockchains';
import { defineCall } from '@/lib/http/policy';
import { stringifyQuery } from '@/lib/http/query';

/** A saved wallet of the signed-in person (GET /user/wallets) or a demo wallet (GET /demo/create), spec §7. */
export const userWalletSchema = z.object({
  id: z.string(),
  name: z.string(),
  partner: z.string(),
  blockchain: z.enum(BLOCKCHAINS),
  address: z.string(),
  created_at: z.string(),
});
export type UserWallet = z.infer<typeof userWalletSchema>;

/** GET /user/wallets (spec §7) — the signed-in person's wallets, under the global rule. */
export const getUserWallets = /* @__PURE__ */ defineCall(
  'global-rule',
  async (http): Promise<UserWallet[]> =>
    z.object({ wallets: z.array(userWalletSchema) }).parse(await http.get('user/wallets').json()).wallets,
);

/** GET /user/wallets as optional data: no wallet options when it fails. */
export const getUserWalletsOrEmpty = /* @__PURE__ */ defineCall('empty-on-failure', getUserWallets);

/** The wallet partner's configuration (GET /wallet, spec §7). */
export const partnerWalletSchema = z.object({
  name: z.string(),
  partner: z.string(),
  home_url: z.nullable(z.string()),
  logo_url: z.nullable(z.string()),
  blockchains: z.array(z.enum(BLOCKCHAINS)),
  crypto_asset: z.string(),
});
export type PartnerWallet = z.infer<typeof partnerWalletSchema>;

/**
 * GET /wallet — the partner's wallet (spec §7 "optionally sent against the origin of the return URL"): with a
 * validated return URL (lib/security/return-url), its origin goes along as the `origin` query parameter so
 * the API answers for that partner.
 */
export const getPartnerWallet = /* @__PURE__ */ defineCall(
  'empty-on-failure',
  async (http, returnOrigin?: string | null): Promise<PartnerWallet> => {
    const searchParams = returnOrigin ? stringifyQuery({ origin: returnOrigin }) : undefined;
    return z.object({ wallet: partnerWalletSchema }).parse(await http.get('wallet', { searchParams }).json()).wallet;
  },
);

/** GET /demo/create — a demo wallet for the demo widget (spec §7). */
export const demoWalletSchema = z.object({ wallet: userWalletSchema, interactive_id: z.string() });
export type DemoWallet = z.infer<typeof demoWalletSchema>;

/** GET /demo/create (spec §7; creates a demo wallet). */
export const createDemoWallet = /* @__PURE__ */ defineCall(
  'global-rule',
  async (http): Promise<DemoWallet> => demoWalletSchema.parse(await http.get('demo/create').json()),
);
