/**
 * The wallet partners (spec §3 enumeration "Wallet partner": beans, lobstr, trustWallet, test), their names as
 * people know them, and reading a partner from a name as the API or the session gives it. The one list of
 * partners; which partner brands a screen and its logos are lib/partners.
 * No imports: every folder of lib/ may use it.
 */

/** Wallet partners (spec §3 enumeration "Wallet partner"). */
export const PARTNERS = ['beans', 'lobstr', 'trustWallet', 'test'] as const;

/** One of {@link PARTNERS} (spec §3). */
export type Partner = (typeof PARTNERS)[number];

/** The partner's wallet name as people know it (spec §1 branding; brand names are not translated). */
export const PARTNER_DISPLAY_NAMES: Readonly<Record<Partner, string>> = {
  beans: 'Beans',
  lobstr: 'LOBSTR',
  trustWallet: 'Trust Wallet',
  test: 'Test Wallet',
};

/** Letters and digits only, lower case: "Trust Wallet", "trust-wallet" and "trustWallet" all read "trustwallet". */
function key(value: string): string {
  return value.toLowerCase().replace(/[^a-z0-9]/g, '');
}

const byKey = new Map<string, Partner>(PARTNERS.map((p) => [key(p), p]));
for (const [partner, name] of Object.entries(PARTNER_DISPLAY_NAMES)) byKey.set(key(name), partner as Partner);

/**
 * Reads a partner (spec §3) from a name as the API or the session gives it (GET /wallet `partner`, the session's
 * `wallet_name`): case, spaces and punctuation are ignored, and the display names are understood too.
 * @returns the partner, or null for anything that is not one of spec §3's partners (then the product's branding).
 */
export function toPartner(value: string | null | undefined): Partner | null {
  if (typeof value !== 'string' || value.length > 100) return null;
  return byKey.get(key(value)) ?? null;
}
