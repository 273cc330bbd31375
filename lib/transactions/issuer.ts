/**
 * Asset issuers for display: the interactive flow's confirmation shows code:issuer as the code, with the issuer
 * abbreviated and copyable (components/transaction-shared/asset-amount). The code itself comes from
 * lib/transactions/pay `assetCode`.
 */

/** The issuer of a `code:issuer` or `stellar:code:issuer` asset, or null (fiat `iso4217:…`, a bare code). */
export function assetIssuer(asset: string): string | null {
  const parts = asset.split(':');
  if (parts[0]?.toLowerCase() === 'iso4217') return null;
  if (parts[0]?.toLowerCase() === 'stellar') return parts[2] || null;
  return parts[1] || null;
}

/**
 * The one address-shortening rule of the app: `GBBD47…FLA5` (first 6, last 4) for values longer than 14
 * characters; shorter ones unchanged. Issuers, wallet addresses and wallet ids all read the same way.
 */
export function abbreviate(value: string): string {
  return value.length > 14 ? `${value.slice(0, 6)}…${value.slice(-4)}` : value;
}
