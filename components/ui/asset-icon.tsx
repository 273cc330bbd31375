/**
 * The icon of a currency or network (public/icons, shipped with the app: no remote fetch): the fiat currencies' flags,
 * USDC's mark and each blockchain's (spec §3 currencies, §9 blockchains). Decorative: the asset's name is always
 * written beside it, so an asset without an icon file shows none.
 */

/** Assets with an icon file: `public/icons/<asset>.svg`, the asset's code or blockchain in lower case. */
const ICONS = /^(brl|eur|usd|usdc|stellar|tron|ethereum)$/;

/**
 * @param asset a currency code ("BRL", "USDC") or a blockchain ("stellar"), any case.
 * @param className size and placement (the files are round, drawn on a 32 × 32 grid).
 */
export function AssetIcon({ asset, className }: { asset: string; className: string }) {
  const key = asset.toLowerCase();
  if (!ICONS.test(key)) return null;
  // Plain <img>: small static SVGs, next/image has nothing to optimise. alt="": the name is written beside it.
  // eslint-disable-next-line @next/next/no-img-element -- see the line above
  return <img src={`/icons/${key}.svg`} alt="" width={24} height={24} className={className} />;
}
