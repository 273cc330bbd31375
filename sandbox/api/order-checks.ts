/**
 * What the sandbox API checks in an order before money moves (POST /on-ramp, /off-ramp, the interactive flow's
 * confirmation), whatever the browser checked first (DESIGN.md "the browser is never the only guard"): an amount
 * that delivers something, is within the form's cap and within its currency's limits, a wallet that is the caller's and on the order's blockchain,
 * an address of that blockchain's format, a partner's signed order held to what it fixed, and a sell's payout
 * (lib/payout, the order form's own checks).
 */
import Big from 'big.js';
import { billingAnswer } from './billing';
import { error } from './http';
import { limitRefusal, quote } from './pricing';
import type { SandboxStore, UserRecord } from './store';
import { verifiedTokenPayload } from './tokens';
import { transactionSchema, type Transaction } from '../../lib/api/schemas';
import type { Blockchain } from '../../lib/domain/blockchains';
import { isPayable } from '../../lib/order/quote';
import { MAX_AMOUNT_INTEGER_DIGITS, isWalletAddress, withinIntegerDigits } from '../../lib/order/schema';
import { checkPayout } from '../../lib/payout/check';
import { payoutMethodsOf } from '../../lib/payout/methods';

/**
 * The account gates a real API enforces on every order, whatever the browser checked: complete billing details, then
 * an approved identity verification. 409, like an open order: the account's state conflicts with the order, and the
 * order screens handle it (spec §8 excludes it from the redirect).
 * @param action what is refused, for the message ("placing an order", "confirming a transaction")
 * @returns the 409 answer (`billing_incomplete`, then `kyc_required`), or null when the account may order
 */
export function accountGateRefusal(user: UserRecord, action: string): Response | null {
  if (!billingAnswer(user).is_complete) {
    return error(409, 'billing_incomplete', `Complete your billing details before ${action}`);
  }
  if (user.kyc_status !== 'approved') return error(409, 'kyc_required', `Verify your identity before ${action}`);
  return null;
}

/** A quote of {@link quote} (decimal strings). */
export type PricedOrder = Exclude<ReturnType<typeof quote>, { error: string }>;

/**
 * The quote of an order's amount, or the amount field's error: not a positive decimal with its currency's decimals,
 * more integer digits than the order form allows (MAX_AMOUNT_INTEGER_DIGITS), nothing delivered (amount out 0), or a
 * fiat side outside the currency's limits (pricing.ts ORDER_LIMITS).
 * @param amount the amount in, a decimal string
 */
export function priceOrder(
  mode: 'on-ramp' | 'off-ramp',
  amount: string,
  currency: string,
  blockchain: Blockchain,
): PricedOrder | { error: string } {
  const priced = quote(mode, amount, currency, blockchain);
  if ('error' in priced) return priced;
  if (!withinIntegerDigits(amount)) {
    return { error: `Must have at most ${MAX_AMOUNT_INTEGER_DIGITS} digits before the decimal point` };
  }
  if (!isPayable({ amount_out: priced.amount_out! })) return { error: 'Too small: nothing would be delivered' };
  const outside = limitRefusal(priced, currency);
  if (outside) return { error: outside };
  return priced;
}

/**
 * The transaction a signature (a three-part token) stands for: only a token this API signed, for the transaction
 * its `sub` names; the stored transaction when there is one, else the one the token carries.
 * @returns the transaction, `'invalid'` for a token anyone could write (unsigned, expired, another key, a payload
 *   naming another transaction), or null for a valid token of an unknown transaction
 */
export async function signedTransaction(
  store: SandboxStore,
  signature: string,
): Promise<Transaction | 'invalid' | null> {
  const payload = await verifiedTokenPayload(signature);
  const inner = transactionSchema.safeParse(payload?.transaction);
  const id = inner.success ? inner.data.id : payload?.transaction_id;
  if (!payload || typeof id !== 'string' || payload.sub !== id) return 'invalid';
  return store.findTransaction(id)?.transaction ?? (inner.success ? inner.data : null);
}

/** The parts of an order body {@link orderErrors} checks. */
export interface OrderFacts {
  mode: 'on-ramp' | 'off-ramp';
  currency: string;
  blockchain: Blockchain;
  /** The amount in (decimal string) and its quote. */
  amount: string;
  priced: PricedOrder;
  walletId: unknown;
  walletAddress: unknown;
  signature: unknown;
}

/**
 * Field errors of an order's wallet and signature (400 `{errors}`):
 * - `wallet_id` that is not one of the caller's wallets, or is on another blockchain than the order;
 * - `wallet_address` that is not a string of the order blockchain's address format;
 * - `signature` that is not a token of this API, or whose transaction fixes another direction, currency,
 *   blockchain, amount (the amount in, or the amount out the quote must reach) or wallet than the body's.
 * @returns the errors by field; empty when the order may go ahead
 */
export async function orderErrors(
  store: SandboxStore,
  user: UserRecord,
  order: OrderFacts,
): Promise<Record<string, string>> {
  const errors: Record<string, string> = {};
  if (order.walletId !== undefined) {
    const wallet = user.wallets.find((w) => w.id === order.walletId);
    if (!wallet) errors.wallet_id = 'Not one of your wallets';
    else if (wallet.blockchain !== order.blockchain) errors.wallet_id = `Not a wallet on ${order.blockchain}`;
  }
  if (order.walletAddress !== undefined) {
    const address = typeof order.walletAddress === 'string' ? order.walletAddress : '';
    if (!isWalletAddress(order.blockchain, address)) errors.wallet_address = `Not a ${order.blockchain} address`;
  }
  if (order.signature === undefined) return errors;
  const signed = typeof order.signature === 'string' ? await signedTransaction(store, order.signature) : 'invalid';
  if (signed === 'invalid' || !signed) {
    errors.signature = 'Not a valid signed order';
    return errors;
  }
  const fiat = [signed.details.amount_in_asset, signed.details.amount_out_asset]
    .find((asset) => asset.startsWith('iso4217:'))
    ?.slice('iso4217:'.length);
  const sameAmount = signed.amount_in
    ? new Big(signed.amount_in).eq(order.amount)
    : !signed.amount_out || new Big(order.priced.amount_out!).gte(signed.amount_out);
  if (
    (signed.kind === 'deposit' ? 'on-ramp' : 'off-ramp') !== order.mode ||
    (fiat && fiat !== order.currency) ||
    signed.blockchain !== order.blockchain ||
    !sameAmount ||
    (signed.wallet_id && signed.wallet_id !== order.walletId)
  ) {
    errors.signature = 'The order differs from what the partner signed';
  }
  return errors;
}

/**
 * The `payout` field's error of a POST /off-ramp body (400 `{errors: {payout}}`), a sentence like the other fields':
 * missing, a method the currency does not offer, or fields missing or not of their shape (lib/payout/check, the order
 * form's own rules; spec §7 does not show the body).
 * @param currency the order's fiat currency (ISO 4217)
 * @param payout the body's `payout`
 * @returns the sentence, or null when the payout fits
 */
export function payoutRefusal(currency: string, payout: unknown): string | null {
  const errors = checkPayout(currency, payout);
  const methods = payoutMethodsOf(currency).join(', ');
  if (errors.payout) return `Required when selling: where the ${currency} is paid out (${methods || 'none offered'})`;
  if (errors.method) return methods ? `Must be a payout method of ${currency}: ${methods}` : `No payout to ${currency}`;
  const fields = (code: 'required' | 'invalid') =>
    Object.keys(errors).filter((field) => errors[field as keyof typeof errors] === code);
  const parts = [
    fields('required').length ? `missing ${fields('required').join(', ')}` : '',
    fields('invalid').length ? `not valid: ${fields('invalid').join(', ')}` : '',
  ].filter(Boolean);
  return parts.length ? `The payout is incomplete or wrong: ${parts.join('; ')}` : null;
}
