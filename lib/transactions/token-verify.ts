/**
 * Verifies a signed transaction token (spec §3 "a signed three-part token"): a JWT signed with
 * HS256 and the key shared with the product API (TRANSACTION_TOKEN_KEY), not expired, whose subject (or
 * payload.transaction.id) is the transaction `id` the page shows. Only then does /final-step show what the token
 * carries to a visitor without the owner's session.
 */
import 'server-only';
import { jwtVerify } from 'jose';
import type { Transaction } from '@/lib/api/schemas';
import { getServerConfig } from '@/lib/config/server';
import { decodeTransactionToken } from './token';

/**
 * @param token the `transaction` query value, or undefined.
 * @param id the `id` query value the token must be for.
 * @returns the token's transaction when the token is genuine, current and for `id`; else null (logged when a token
 *   was given but refused).
 */
export async function verifyTransactionToken(token: string | undefined, id: string): Promise<Transaction | null> {
  if (!token) return null;
  try {
    const key = new TextEncoder().encode(getServerConfig().transactionTokenKey);
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
    const transaction = decodeTransactionToken(token);
    if (transaction && transaction.id === id && (payload.sub === undefined || payload.sub === id)) return transaction;
    console.warn('[final-step] a transaction token for another transaction was refused');
  } catch (error) {
    console.warn('[final-step] a transaction token was refused:', error instanceof Error ? error.message : error);
  }
  return null;
}
