/** Ids, addresses and amounts of the sandbox: stable ids from strings, random ids, seeded addresses, the anchor account. */
import type { Blockchain } from '../../../lib/domain/blockchains';

/** Deterministic uuid-shaped id from a string (stable across resets, so tests may refer to seeded ids). */
export function stableId(seed: string): string {
  let hex = '';
  for (let round = 0; round < 4; round++) {
    let h = (0x811c9dc5 + Math.imul(round, 0x9e3779b9)) >>> 0;
    for (const ch of seed) {
      h ^= ch.charCodeAt(0);
      h = Math.imul(h, 0x01000193) >>> 0;
    }
    hex += h.toString(16).padStart(8, '0');
  }
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The stable subject the stub OIDC provider gives an e-mail (seeded identities are pre-linked to it). */
export function oidcSubject(email: string): string {
  return `sandbox-${stableId(`oidc:${email.trim().toLowerCase()}`)}`;
}

/** Random uuid-shaped id (works in Node and jsdom, no crypto needed: these are not secrets). */
export function randomId(): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(Math.random() * 16).toString(16)).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Formats a number as a 2-decimal string (amounts are decimal strings, never floats). */
export function money(n: number): string {
  return (Math.round(n * 100) / 100).toFixed(2);
}

export function stellarAddress(seed: string): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  const id = stableId(seed).replace(/-/g, '') + stableId(`${seed}#2`).replace(/-/g, '');
  return `G${Array.from({ length: 55 }, (_, i) => alphabet[(parseInt(id[i % id.length] ?? '0', 16) * 2) % 32]).join('')}`;
}

export function tronAddress(seed: string): string {
  const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
  const id = stableId(seed).replace(/-/g, '');
  return `T${Array.from({ length: 33 }, (_, i) => alphabet[(parseInt(id[i % id.length] ?? '0', 16) * 3 + i) % 58]).join('')}`;
}

/**
 * The anchor's account that receives a withdrawal's USDC on `blockchain` (sandbox values): one account and a memo
 * on stellar; a per-transaction deposit address on tron and ethereum (no memos there).
 */
export function anchorAccount(blockchain: Blockchain, transactionId: string): { account: string; memo: string | null } {
  if (blockchain === 'stellar')
    return { account: stellarAddress('anchor:stellar'), memo: transactionId.slice(0, 8).toUpperCase() };
  if (blockchain === 'tron') return { account: tronAddress(`anchor:tron:${transactionId}`), memo: null };
  const hex =
    `${stableId(`anchor:ethereum:${transactionId}`)}${stableId(`anchor:ethereum:${transactionId}#2`)}`.replace(
      /-/g,
      '',
    );
  return { account: `0x${hex.slice(0, 40)}`, memo: null };
}
