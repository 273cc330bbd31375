/**
 * The blockchain explorer page of a transaction's USDC transfer, per blockchain (spec §3 "Blockchain": stellar, tron,
 * ethereum), for /transaction. The explorers' base URLs are settings (lib/config/server `explorerUrls`, from
 * EXPLORER_URL_STELLAR, EXPLORER_URL_TRON, EXPLORER_URL_ETHEREUM: the public networks' explorers by default, the test
 * networks' in the sandbox); a base either ends where the hash goes (`https://etherscan.io/tx/`) or holds a `{hash}`
 * placeholder. The hash is the transaction's `stellar_transaction_id`
 * (SEP-24's name for the transfer's hash on the chain, lib/api/schemas). Pure module.
 */
import type { Blockchain } from '@/lib/domain/blockchains';

/** An explorer base URL per blockchain. */
export type ExplorerUrls = Readonly<Record<Blockchain, string>>;

/** What a transfer hash looks like on each blockchain: 64 hex digits (Ethereum: with `0x`). */
const HASH: Readonly<Record<Blockchain, RegExp>> = {
  stellar: /^[0-9a-f]{64}$/i,
  tron: /^[0-9a-f]{64}$/i,
  ethereum: /^0x[0-9a-f]{64}$/i,
};

/** Whether `base` is an http(s) URL once `{hash}` is filled: a setting must not make a `javascript:` link. */
export function isExplorerBase(base: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(base.replace('{hash}', '0')).protocol);
  } catch {
    return false;
  }
}

/**
 * The explorer URL of a transfer.
 * @param blockchain the transaction's blockchain.
 * @param hash the transfer's hash as the API gives it.
 * @param urls the explorers' base URLs.
 * @returns the URL; null when the hash does not look like one of that blockchain (no link to a wrong page) or the
 *   base is not an http(s) URL.
 */
export function explorerTxUrl(blockchain: Blockchain, hash: string, urls: ExplorerUrls): string | null {
  const base = urls[blockchain];
  const value = hash.trim();
  if (!HASH[blockchain].test(value) || !isExplorerBase(base)) return null;
  const encoded = encodeURIComponent(value);
  return base.includes('{hash}') ? base.replace('{hash}', encoded) : `${base}${encoded}`;
}
