/**
 * The order form's rules (/order, /order-form; spec §2, §3, §5 "validation of … order form … is not shown"): the
 * crypto currency, the wallet address formats, the amount, and the validation of the amount step and of the whole
 * form (a currency's limits by ./limits, re-exported here; a sell's payout by ./payout), shared by the form (field
 * errors as the person types), the live quote and the submit. Pure module.
 *
 * Error messages are message KEYS of the `order.errors` namespace (messages/*.json), never English text, so the form
 * can show them in the person's language.
 *
 * Plain checks, not zod: the first step validates on every keystroke, in the browser, from its first render (before
 * anything could be loaded later), and zod's core would take /order and /order-form over their
 * first-load budget (scripts/bundle-budgets.ts). The checks and their order are the ones the form's zod schemas had:
 * per field the first broken rule is reported; a field of the wrong type or outside its choices (no fiat currency,
 * no network) stops the checks that span fields (the amount's decimals, the address's format).
 */
import { clientConfig } from '@/lib/config';
import { AMOUNT_SIDES, normaliseAmountInput, type AmountSide } from '@/lib/domain/amounts';
import { BLOCKCHAINS, type Blockchain } from '@/lib/domain/blockchains';
import { RAMP_DIRECTIONS, type RampDirection } from '@/lib/domain/directions';
import type { Payout } from '@/lib/payout/methods';
import { decimalsOf, hasAtMostDecimals, isDecimalString } from './decimal';
import type { OrderDraft } from './draft-fields';
import { FIAT_SIDE, limitError, type AmountLimits, type LimitErrorKey } from './limits';
import type { PayoutProblem, PayoutRule } from './payout';

export * from './limits';

/** The crypto currency of every order: USDC with the configured issuer (spec §1 "both are configuration values"). */
export const CRYPTO_CURRENCY = {
  code: clientConfig.demoAssetCode,
  issuer: clientConfig.demoAssetIssuer,
} as const;

/** Payment methods of an order: the default flow, or a card (the FPF flow of /order-form and /payment). */
export const PAYMENT_METHODS = ['default', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Keys of `order.errors` used by these rules. */
export type OrderErrorKey =
  | 'amountRequired'
  | 'amountInvalid'
  | 'amountPositive'
  | 'amountDecimals'
  | 'amountTooLarge'
  | LimitErrorKey
  | 'currencyRequired'
  | 'networkRequired'
  | 'walletRequired'
  | 'addressInvalid';

/** Largest number of integer digits an amount may have (a typo guard, whatever the API's limits; §9). */
export const MAX_AMOUNT_INTEGER_DIGITS = 12;

/**
 * True when the decimal string `amount` (e.g. "000123.45") has at most {@link MAX_AMOUNT_INTEGER_DIGITS} digits
 * before its decimal point, leading zeros not counted. The order form's rule and the sandbox API's (one rule, §9).
 */
export function withinIntegerDigits(amount: string): boolean {
  return amount.trim().split('.')[0]!.replace(/^0+/, '').length <= MAX_AMOUNT_INTEGER_DIGITS;
}

/**
 * What is wrong with an amount (after {@link normaliseAmountInput}): empty, not a plain decimal string, too many
 * integer digits, or not above zero; undefined when it is a positive decimal string (its decimals are checked per
 * currency, {@link validateAmount}).
 */
export function amountError(amount: string): OrderErrorKey | undefined {
  if (amount.length < 1) return 'amountRequired';
  if (!isDecimalString(amount)) return 'amountInvalid';
  if (!withinIntegerDigits(amount)) return 'amountTooLarge';
  // A plain decimal string is above zero exactly when one of its digits is.
  if (!/[1-9]/.test(amount)) return 'amountPositive';
  return undefined;
}

/** True when `value` is an ISO 4217 currency code, e.g. BRL. */
export function isFiatCurrency(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Z]{3}$/.test(value);
}

/**
 * Wallet address formats per blockchain: stellar account ids (G + 55 base32 characters), tron base58check
 * addresses (T + 33 base58 characters), ethereum hex addresses (0x + 40 hex digits). Format only: the
 * checksum is the back end's business.
 */
export const WALLET_ADDRESS_PATTERNS: Readonly<Record<Blockchain, RegExp>> = {
  stellar: /^G[A-Z2-7]{55}$/,
  tron: /^T[1-9A-HJ-NP-Za-km-z]{33}$/,
  ethereum: /^0x[0-9a-fA-F]{40}$/,
};

/** True when `address` has the format of a wallet address on `blockchain`. */
export function isWalletAddress(blockchain: Blockchain, address: string): boolean {
  return WALLET_ADDRESS_PATTERNS[blockchain].test(address.trim());
}

/** The blockchain whose address format `address` has, or undefined. */
export function blockchainOfAddress(address: string): Blockchain | undefined {
  return BLOCKCHAINS.find((b) => isWalletAddress(b, address));
}

/** Where the crypto goes (on-ramp) or comes from (off-ramp): a saved wallet or an address. */
export type OrderWallet = { kind: 'saved'; id: string } | { kind: 'address'; address: string };

/** The amount part of the form, validated (enough to ask for a quote). */
export interface OrderAmount {
  mode: RampDirection;
  fiat_currency: string;
  blockchain: Blockchain;
  amount_side: AmountSide;
  /** A positive decimal string with at most the decimals of its currency. */
  amount: string;
}

/**
 * The complete order form, validated (before submitting). The amount has at most the decimals of its currency (fiat
 * 2, USDC 7 on stellar / 6 on tron and ethereum, lib/order/quote); a typed address has its blockchain's format; a
 * sell has its payout (normalised by lib/order/payout-fits), and a buy none.
 */
export interface OrderForm extends OrderAmount {
  crypto_currency: typeof CRYPTO_CURRENCY.code;
  crypto_issuer: typeof CRYPTO_CURRENCY.issuer;
  wallet: OrderWallet;
  payout?: Payout;
}

/**
 * Field errors of a form: the first error key of each field (`amount`, `wallet`, `fiat_currency`, …), and the
 * payout's problem.
 */
export type OrderFieldErrors = Partial<Record<'amount' | 'wallet' | 'fiat_currency' | 'blockchain', OrderErrorKey>> & {
  payout?: PayoutProblem;
};

/** The outcome of a validation: the valid value, or the field errors. */
export type OrderValidation<T> = { ok: true; value: T } | { ok: false; errors: OrderFieldErrors };

function draftAmount(draft: OrderDraft): string {
  // A value that is not a number stays as typed, so the rules report it as invalid.
  return normaliseAmountInput(draft.amount) ?? draft.amount;
}

/** The wallet of a draft: the saved wallet when one is chosen, else the typed address. */
export function draftWallet(draft: OrderDraft): OrderWallet {
  return draft.walletId
    ? { kind: 'saved', id: draft.walletId }
    : { kind: 'address', address: draft.address?.trim() ?? '' };
}

/**
 * Checks the amount part of a draft, field by field (direction, currency, network, side, amount), then the amount's
 * decimals for its currency when every field has the right type and is one of its choices, then, when the person
 * typed the fiat side, the currency's limits.
 * @returns the field errors, and whether the checks spanning fields may run (`complete`).
 */
function amountPart(
  draft: OrderDraft,
  limits: AmountLimits | null | undefined,
): { errors: OrderFieldErrors; complete: boolean; amount: string } {
  const errors: OrderFieldErrors = {};
  let complete = (RAMP_DIRECTIONS as readonly string[]).includes(draft.mode);
  if (typeof draft.fiat !== 'string') {
    errors.fiat_currency = 'currencyRequired';
    complete = false;
  } else if (!isFiatCurrency(draft.fiat)) errors.fiat_currency = 'currencyRequired';
  if (!draft.blockchain || !BLOCKCHAINS.includes(draft.blockchain)) {
    errors.blockchain = 'networkRequired';
    complete = false;
  }
  if (!AMOUNT_SIDES.includes(draft.side)) complete = false;
  const amount = draftAmount(draft);
  const wrong = amountError(amount);
  if (wrong) errors.amount = wrong;
  else if (complete && !hasAtMostDecimals(amount, decimalsOf(draft.mode, draft.side, draft.blockchain!))) {
    errors.amount = 'amountDecimals';
  } else if (complete && draft.side === FIAT_SIDE[draft.mode]) {
    const outside = limitError(amount, limits);
    if (outside) errors.amount = outside;
  }
  return { errors, complete, amount };
}

const ok = (errors: OrderFieldErrors, complete: boolean) => complete && Object.keys(errors).length === 0;

/**
 * Validates the amount part of a draft (enough to ask for a quote).
 * @param limits the limits of the draft's fiat currency ({@link limitsOf}); checked when the fiat side was typed.
 */
export function validateAmount(draft: OrderDraft, limits?: AmountLimits | null): OrderValidation<OrderAmount> {
  const { errors, complete, amount } = amountPart(draft, limits);
  if (!ok(errors, complete)) return { ok: false, errors };
  return { ok: true, value: amountValue(draft, amount) };
}

/** The validated amount part of a complete draft (its currency and network are set once the amount part is valid). */
function amountValue(draft: OrderDraft, amount: string): OrderAmount {
  return {
    mode: draft.mode,
    fiat_currency: draft.fiat!,
    blockchain: draft.blockchain!,
    amount_side: draft.side,
    amount,
  };
}

/**
 * Validates a whole draft: the amount part (limits as {@link validateAmount}), then the wallet (a saved one, or an
 * address in its network's format), then, selling, the payout by `payoutRule` once the currency is known.
 * @param payoutRule lib/order/payout-fits `payoutFits` where the order moves on, lib/order/payout `payoutGiven` where
 *   only the steps are routed (the first step's first load).
 */
export function validateOrder(
  draft: OrderDraft,
  limits: AmountLimits | null | undefined,
  payoutRule: PayoutRule,
): OrderValidation<OrderForm> {
  const { errors, complete, amount } = amountPart(draft, limits);
  const wallet = draftWallet(draft);
  if (wallet.kind === 'saved' ? !wallet.id : !wallet.address) errors.wallet = 'walletRequired';
  else if (complete && wallet.kind === 'address' && !isWalletAddress(draft.blockchain!, wallet.address)) {
    errors.wallet = 'addressInvalid';
  }
  const selling = draft.mode === 'off-ramp' && isFiatCurrency(draft.fiat);
  const payout = selling ? payoutRule(draft.fiat!, draft.payout) : undefined;
  if (payout && 'problem' in payout) errors.payout = payout.problem;
  if (!ok(errors, complete)) return { ok: false, errors };
  return {
    ok: true,
    value: {
      ...amountValue(draft, amount),
      crypto_currency: CRYPTO_CURRENCY.code,
      crypto_issuer: CRYPTO_CURRENCY.issuer,
      wallet,
      ...(payout && 'payout' in payout ? { payout: payout.payout } : {}),
    },
  };
}
