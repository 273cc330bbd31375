/**
 * The order form as the person is filling it in (the orderFormData cookie holds exactly this, spec §3) and what a
 * signed order fixes (kept in the transactionSignatureData cookie), with their defensive reading. Pure module.
 *
 * Plain checks, not zod: the order form's first step writes the draft in the browser on every change and must do it
 * without zod's core, so that /order and /order-form stay within their first-load budget
 * (scripts/bundle-budgets.ts). The rules are the field rules the form has always had; lib/order/draft-fields.test.ts
 * holds them.
 */
import { AMOUNT_SIDES, type AmountSide } from '@/lib/domain/amounts';
import { BLOCKCHAINS, type Blockchain } from '@/lib/domain/blockchains';
import { RAMP_DIRECTIONS, type RampDirection } from '@/lib/domain/directions';
import type { Payout } from '@/lib/payout/methods';
import { isRecord, readPayout } from '@/lib/payout/read';
import { isDecimalString } from './decimal';
import { isFiatCurrency } from './rules';

/**
 * The order form as the person is filling it in. Every field may be missing or half-typed; `amount` is the text as
 * typed ("1,5").
 */
export type OrderDraft = {
  mode: RampDirection;
  /** ISO 4217 code of the fiat currency. */
  fiat?: string | undefined;
  blockchain?: Blockchain | undefined;
  /** Which amount was typed: what the person pays (`in`) or gets (`out`). */
  side: AmountSide;
  amount: string;
  /** Id of a saved wallet (GET /user/wallets). */
  walletId?: string | undefined;
  /** An address typed by the person (or passed by the partner). Used when walletId is absent. */
  address?: string | undefined;
  /**
   * Selling: where the fiat is paid out (lib/payout), its fields as typed. Kept when the direction or the currency
   * changes; the rules only take it when its method is one the order's currency offers.
   */
  payout?: Payout | undefined;
};

/** An empty draft (buy, amount in). */
export const EMPTY_DRAFT: OrderDraft = { mode: 'on-ramp', side: 'in', amount: '' };

/** The fields a signed order fixes. */
export type OrderFixed = Partial<
  Pick<OrderDraft, 'mode' | 'fiat' | 'blockchain' | 'side' | 'amount' | 'walletId' | 'address'>
>;

/** A signed order: the partner's token and what it fixes (the transactionSignatureData cookie). */
export type SignatureData = { signature: string; fixed: OrderFixed };

/** Longest text kept per field (cookie size; a longer value is not a value the form made). */
const MAX = { amount: 40, walletId: 100, address: 128, signature: 3000 } as const;

function oneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}

function textUpTo(value: unknown, max: number): value is string {
  return typeof value === 'string' && value.length <= max;
}

/** The JSON-object check of the draft readers (lib/payout/read), for the cookie readers. */
export { isRecord };

/**
 * Reads a draft from untrusted JSON (a cookie). Never throws: a field that does not fit is dropped (an optional one)
 * or takes its default (mode on-ramp, side in, amount ''), so a tampered or outdated cookie just loses that field.
 * Fields it does not know are left out; a payout keeps its known method and fields ({@link readPayout}).
 * @param value a JSON object (or a draft, to drop what does not fit before writing it).
 * @returns the draft, fields in a fixed order.
 */
export function readOrderDraft(value: object): OrderDraft {
  const { mode, fiat, blockchain, side, amount, walletId, address } = value as Record<string, unknown>;
  const payout = readPayout((value as Record<string, unknown>).payout);
  return {
    mode: oneOf(RAMP_DIRECTIONS, mode) ? mode : 'on-ramp',
    ...(isFiatCurrency(fiat) ? { fiat } : {}),
    ...(oneOf(BLOCKCHAINS, blockchain) ? { blockchain } : {}),
    side: oneOf(AMOUNT_SIDES, side) ? side : 'in',
    amount: textUpTo(amount, MAX.amount) ? amount : '',
    ...(textUpTo(walletId, MAX.walletId) ? { walletId } : {}),
    ...(textUpTo(address, MAX.address) ? { address } : {}),
    ...(payout ? { payout } : {}),
  };
}

/** Each field a signed order may fix, and the values it accepts (a missing one is fine). */
const FIXED_FIELDS: { [K in keyof Required<OrderFixed>]: (value: unknown) => boolean } = {
  mode: (v) => oneOf(RAMP_DIRECTIONS, v),
  fiat: isFiatCurrency,
  blockchain: (v) => oneOf(BLOCKCHAINS, v),
  side: (v) => oneOf(AMOUNT_SIDES, v),
  amount: (v) => textUpTo(v, MAX.amount) && isDecimalString(v),
  walletId: (v) => textUpTo(v, MAX.walletId) && v.length > 0,
  address: (v) => textUpTo(v, MAX.address) && v.length > 0,
};

/**
 * Reads a signed order from untrusted JSON (a cookie), all or nothing: a missing or empty signature, a field of
 * `fixed` that does not fit, or a field `fixed` does not know, and the whole value is refused. Other top-level
 * fields are left out.
 * @returns the signed order, fields in a fixed order; null when it does not fit.
 */
export function readSignatureData(value: unknown): SignatureData | null {
  if (!isRecord(value) || !isRecord(value.fixed)) return null;
  const { signature, fixed } = value;
  if (!textUpTo(signature, MAX.signature) || !signature) return null;
  if (Object.keys(fixed).some((key) => !Object.hasOwn(FIXED_FIELDS, key))) return null;
  const out: Record<string, unknown> = {};
  for (const [key, accepts] of Object.entries(FIXED_FIELDS)) {
    const field = fixed[key];
    if (field === undefined) continue;
    if (!accepts(field)) return null;
    out[key] = field;
  }
  return { signature, fixed: out as OrderFixed };
}
