/**
 * zod schemas of the order forms (/order, spec §3, §5 "validation of … order form … is not shown"),
 * shared by the form (field errors as the person types), the orderFormData cookie (a half-filled form) and the
 * submit (the POST /on-ramp and /off-ramp body). Pure module.
 *
 * Error messages are message KEYS of the `order.errors` namespace (messages/*.json), never English text, so
 * the form can show them in the person's language.
 *
 * zod/mini: the order screens run these in the browser, where classic zod cost 11.8 KB gzip; the checks
 * and their order are the same.
 */
import Big from 'big.js';
import { z } from 'zod/mini';
import { orderRequestSchema, type OrderRequest } from '@/lib/api/order';
import { clientConfig } from '@/lib/config';
import { AMOUNT_SIDES, normaliseAmountInput } from '@/lib/domain/amounts';
import { BLOCKCHAINS, type Blockchain } from '@/lib/domain/blockchains';
import { RAMP_DIRECTIONS } from '@/lib/domain/directions';
import { decimalsOf, hasAtMostDecimals, type Quote } from './quote';

/** The crypto currency of every order: USDC with the configured issuer (spec §1 "both are configuration values"). */
export const CRYPTO_CURRENCY = {
  code: clientConfig.demoAssetCode,
  issuer: clientConfig.demoAssetIssuer,
} as const;

/** Payment methods of an order: the default flow, or a card (the FPF flow of /order-form and /payment). */
export const PAYMENT_METHODS = ['default', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Keys of `order.errors` used by these schemas. */
export type OrderErrorKey =
  | 'amountRequired'
  | 'amountInvalid'
  | 'amountPositive'
  | 'amountDecimals'
  | 'amountTooLarge'
  | 'currencyRequired'
  | 'networkRequired'
  | 'walletRequired'
  | 'addressInvalid';

/** Largest number of integer digits an amount may have (a typo guard; limits per currency are not shown, §9). */
export const MAX_AMOUNT_INTEGER_DIGITS = 12;

/**
 * True when the decimal string `amount` (e.g. "000123.45") has at most {@link MAX_AMOUNT_INTEGER_DIGITS} digits
 * before its decimal point, leading zeros not counted. The order form's rule and the sandbox API's (one rule, §9).
 */
export function withinIntegerDigits(amount: string): boolean {
  return amount.trim().split('.')[0]!.replace(/^0+/, '').length <= MAX_AMOUNT_INTEGER_DIGITS;
}

/** An ISO 4217 currency code, e.g. BRL. */
export const fiatCurrencySchema = z.string('currencyRequired').check(z.regex(/^[A-Z]{3}$/, 'currencyRequired'));

/** A positive decimal string (after {@link normaliseAmountInput}); its decimals are checked per currency. */
export const positiveDecimalSchema = z.string('amountRequired').check(
  z.minLength(1, 'amountRequired'),
  z.regex(/^\d+(\.\d+)?$/, 'amountInvalid'),
  z.refine((v: string) => !/^\d+(\.\d+)?$/.test(v) || withinIntegerDigits(v), 'amountTooLarge'),
  z.refine((v: string) => !/^\d+(\.\d+)?$/.test(v) || new Big(v).gt(0), 'amountPositive'),
);

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

/**
 * The order form as the person is filling it in: the orderFormData cookie holds exactly this (spec §3). Every
 * field may be missing or half-typed; `amount` is the text as typed ("1,5"). Parsing never throws: a field
 * that does not fit is dropped (`.catch`), so a tampered or outdated cookie just loses that field.
 */
export const orderDraftSchema = z.object({
  mode: z.catch(z.enum(RAMP_DIRECTIONS), 'on-ramp'),
  fiat: z.catch(z.optional(fiatCurrencySchema), undefined),
  blockchain: z.catch(z.optional(z.enum(BLOCKCHAINS)), undefined),
  side: z.catch(z.enum(AMOUNT_SIDES), 'in'),
  amount: z.catch(z.string().check(z.maxLength(40)), ''),
  /** Id of a saved wallet (GET /user/wallets). */
  walletId: z.catch(z.optional(z.string().check(z.maxLength(100))), undefined),
  /** An address typed by the person (or passed by the partner). Used when walletId is absent. */
  address: z.catch(z.optional(z.string().check(z.maxLength(128))), undefined),
});
export type OrderDraft = z.infer<typeof orderDraftSchema>;

/** An empty draft (buy, amount in). */
export const EMPTY_DRAFT: OrderDraft = { mode: 'on-ramp', side: 'in', amount: '' };

/** Where the crypto goes (on-ramp) or comes from (off-ramp): a saved wallet or an address. */
export const orderWalletSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('saved'), id: z.string().check(z.minLength(1, 'walletRequired')) }),
  z.object({ kind: z.literal('address'), address: z.string().check(z.trim(), z.minLength(1, 'walletRequired')) }),
]);
export type OrderWallet = z.infer<typeof orderWalletSchema>;

/**
 * The complete order form (validated before the quote is asked for and before submitting). The amount has
 * at most the decimals of its currency (fiat 2, USDC 7 on stellar / 6 on tron and ethereum, lib/order/quote);
 * a typed address must have its blockchain's format.
 */
const orderFormFields = z.object({
  mode: z.enum(RAMP_DIRECTIONS),
  fiat_currency: fiatCurrencySchema,
  crypto_currency: z.literal(CRYPTO_CURRENCY.code),
  crypto_issuer: z.literal(CRYPTO_CURRENCY.issuer),
  blockchain: z.enum(BLOCKCHAINS, 'networkRequired'),
  amount_side: z.enum(AMOUNT_SIDES),
  amount: positiveDecimalSchema,
  wallet: orderWalletSchema,
});
export const orderFormSchema = orderFormFields.check(
  z.superRefine((form: z.output<typeof orderFormFields>, ctx) => {
    const dp = decimalsOf(form.mode, form.amount_side, form.blockchain);
    if (/^\d+(\.\d+)?$/.test(form.amount) && !hasAtMostDecimals(form.amount, dp)) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'amountDecimals', params: { decimals: dp } });
    }
    if (
      form.wallet.kind === 'address' &&
      form.wallet.address &&
      !isWalletAddress(form.blockchain, form.wallet.address)
    ) {
      ctx.addIssue({ code: 'custom', path: ['wallet'], message: 'addressInvalid' });
    }
  }),
);
export type OrderForm = z.infer<typeof orderFormSchema>;

/** The amount part of the form alone (enough to ask for a quote). */
const orderAmountFields = z.object({
  mode: z.enum(RAMP_DIRECTIONS),
  fiat_currency: fiatCurrencySchema,
  blockchain: z.enum(BLOCKCHAINS, 'networkRequired'),
  amount_side: z.enum(AMOUNT_SIDES),
  amount: positiveDecimalSchema,
});
export const orderAmountSchema = orderAmountFields.check(
  z.superRefine((form: z.output<typeof orderAmountFields>, ctx) => {
    const dp = decimalsOf(form.mode, form.amount_side, form.blockchain);
    if (/^\d+(\.\d+)?$/.test(form.amount) && !hasAtMostDecimals(form.amount, dp)) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'amountDecimals', params: { decimals: dp } });
    }
  }),
);
export type OrderAmount = z.infer<typeof orderAmountSchema>;

/** Field errors of a form: the first error key of each field (`amount`, `wallet`, `fiat_currency`, …). */
export type OrderFieldErrors = Partial<Record<'amount' | 'wallet' | 'fiat_currency' | 'blockchain', OrderErrorKey>>;

function fieldErrors(issues: z.core.$ZodIssue[]): OrderFieldErrors {
  const out: OrderFieldErrors = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '') as keyof OrderFieldErrors;
    if (['amount', 'wallet', 'fiat_currency', 'blockchain'].includes(field) && !out[field]) {
      out[field] = issue.message as OrderErrorKey;
    }
  }
  return out;
}

function draftAmount(draft: OrderDraft): string {
  // A value that is not a number stays as typed, so the schema reports it as invalid.
  return normaliseAmountInput(draft.amount) ?? draft.amount;
}

/** Validates the amount part of a draft. */
export function validateAmount(
  draft: OrderDraft,
): { ok: true; value: OrderAmount } | { ok: false; errors: OrderFieldErrors } {
  const result = orderAmountSchema.safeParse({
    mode: draft.mode,
    fiat_currency: draft.fiat,
    blockchain: draft.blockchain,
    amount_side: draft.side,
    amount: draftAmount(draft),
  });
  return result.success ? { ok: true, value: result.data } : { ok: false, errors: fieldErrors(result.error.issues) };
}

/** The wallet of a draft: the saved wallet when one is chosen, else the typed address. */
export function draftWallet(draft: OrderDraft): OrderWallet {
  return draft.walletId
    ? { kind: 'saved', id: draft.walletId }
    : { kind: 'address', address: draft.address?.trim() ?? '' };
}

/** Validates a whole draft. */
export function validateOrder(
  draft: OrderDraft,
): { ok: true; value: OrderForm } | { ok: false; errors: OrderFieldErrors } {
  const result = orderFormSchema.safeParse({
    mode: draft.mode,
    fiat_currency: draft.fiat,
    crypto_currency: CRYPTO_CURRENCY.code,
    crypto_issuer: CRYPTO_CURRENCY.issuer,
    blockchain: draft.blockchain,
    amount_side: draft.side,
    amount: draftAmount(draft),
    wallet: draftWallet(draft),
  });
  return result.success ? { ok: true, value: result.data } : { ok: false, errors: fieldErrors(result.error.issues) };
}

/**
 * The body of POST /on-ramp and POST /off-ramp (lib/api/order `orderRequestSchema`, spec §7) with the order form's
 * rules for the amount (a positive decimal string within {@link MAX_AMOUNT_INTEGER_DIGITS}) and the currency.
 */
const orderBodySchema = z.extend(orderRequestSchema, {
  amount: positiveDecimalSchema,
  payment_currency: fiatCurrencySchema,
});

/**
 * Builds the POST body from a validated form and the quote shown to the person (spec §7).
 * @throws ZodError when the quote's amount in is not a positive decimal string.
 */
export function buildOrderRequest(
  form: OrderForm,
  quote: Pick<Quote, 'amount_in'>,
  options: { paymentMethod?: PaymentMethod; signature?: string } = {},
): OrderRequest {
  return orderBodySchema.parse({
    amount: quote.amount_in,
    payment_currency: form.fiat_currency,
    crypto_currency: form.crypto_currency,
    crypto_issuer: form.crypto_issuer,
    blockchain: form.blockchain,
    ...(form.wallet.kind === 'saved' ? { wallet_id: form.wallet.id } : { wallet_address: form.wallet.address }),
    ...(options.paymentMethod === 'card' ? { payment_method: 'card' } : {}),
    ...(options.signature ? { signature: options.signature } : {}),
  });
}
