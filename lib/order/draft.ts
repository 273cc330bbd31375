/**
 * Where the order form's first values come from (/decision-flow, /order), lowest to highest:
 * 1. the orderFormData cookie (the person's half-filled form, spec §3);
 * 2. what a partner passed in the URL and /decision-flow carried on (spec §2 query names: mode, amount,
 *    amount_in, payment_currency, crypto_currency, plus `wallet`): a prefill the person may change;
 * 3. what a signed order fixes (GET /order-flow?signature=…, the transactionSignatureData cookie): the person
 *    cannot change it (REFERENCES.md: "anything that moves money … is signed by the partner's server").
 * Pure module.
 *
 * Partner URL parameters (SEP-24 style, REFERENCES.md "Widget URL conventions"):
 * - `mode`: on-ramp | off-ramp;
 * - `amount_in`: the amount the person pays (fiat when buying, USDC when selling);
 * - `amount`: the amount of the crypto asset, as in SEP-24 (what is received when buying, sent when selling);
 * - `payment_currency`: the fiat currency (ISO 4217); `crypto_currency`: only USDC is offered, other values
 *   are ignored;
 * - `wallet`: the person's wallet address; its format names the blockchain. Only taken inside an allowed partner's
 *   widget session ({@link trustedPrefillQuery}): a `wallet=` in any other link is ignored, so a
 *   stranger's link cannot slip their address into the person's order;
 * - `language`, `theme`: cosmetic, applied by the screen, not part of the form.
 */
import type { ParsedQs } from 'qs';
import { normaliseAmountInput } from '@/lib/domain/amounts';
import { BLOCKCHAINS, type Blockchain } from '@/lib/domain/blockchains';
import type { RampDirection } from '@/lib/domain/directions';
import { firstString } from '@/lib/http/query';
import { directionOf } from '@/lib/transactions/sides';
import { EMPTY_DRAFT, type OrderDraft, type OrderFixed } from './draft-fields';
import { blockchainOfAddress, CRYPTO_CURRENCY } from './rules';

export type { OrderFixed } from './draft-fields';

/**
 * Of the partner's parameters, the ones that prefill the form: once in the cookie they leave the URL, so a reload
 * keeps edits.
 */
export const PREFILL_PARAMS = [
  'mode',
  'amount',
  'amount_in',
  'payment_currency',
  'crypto_currency',
  'wallet',
  'signature',
  'language',
  'theme',
] as const;

/**
 * URL parameters a partner may pass, carried from /decision-flow to /order (spec §2 query names + wallet): the
 * prefill ones and where to go afterwards.
 */
export const PARTNER_PARAMS = [...PREFILL_PARAMS, 'return_to', 'redirect_url'] as const;

function isMode(value: string | undefined): value is RampDirection {
  return value === 'on-ramp' || value === 'off-ramp';
}

/** Copies the query parameters of {@link PARTNER_PARAMS} that are present (first value of each). */
export function partnerParams(query: ParsedQs): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of PARTNER_PARAMS) {
    const value = firstString(query[name])?.trim();
    if (value) out[name] = value.slice(0, 2048);
  }
  return out;
}

/**
 * The prefill a partner's URL gives (invalid values are ignored).
 * @param currentMode the direction of the form before the URL applies (for `amount`, whose side depends on it).
 */
export function draftFromQuery(query: ParsedQs, currentMode: RampDirection = 'on-ramp'): Partial<OrderDraft> {
  const patch: Partial<OrderDraft> = {};
  const mode = firstString(query.mode);
  if (isMode(mode)) patch.mode = mode;
  const currency = firstString(query.payment_currency)?.trim().toUpperCase();
  if (currency && /^[A-Z]{3}$/.test(currency)) patch.fiat = currency;
  const amountIn = normaliseAmountInput(firstString(query.amount_in) ?? '');
  const cryptoAmount = normaliseAmountInput(firstString(query.amount) ?? '');
  const effectiveMode = patch.mode ?? currentMode;
  if (amountIn) {
    patch.amount = amountIn;
    patch.side = 'in';
  } else if (cryptoAmount) {
    // SEP-24 `amount` is the crypto amount: received when buying (out), sent when selling (in).
    patch.amount = cryptoAmount;
    patch.side = effectiveMode === 'off-ramp' ? 'in' : 'out';
  }
  const wallet = firstString(query.wallet)?.trim();
  if (wallet && wallet.length <= 128) {
    const chain = blockchainOfAddress(wallet);
    if (chain) {
      patch.address = wallet;
      patch.walletId = undefined;
      patch.blockchain = chain;
    }
  }
  return patch;
}

/**
 * Applies a patch to a draft. Changing direction without a new amount clears the amount, since the same
 * number means another currency in the other direction.
 */
export function mergeDraft(base: OrderDraft, patch: Partial<OrderDraft>): OrderDraft {
  const next: OrderDraft = { ...base };
  for (const [key, value] of Object.entries(patch) as Array<[keyof OrderDraft, OrderDraft[keyof OrderDraft]]>) {
    if (value !== undefined || key === 'walletId') (next as Record<string, unknown>)[key] = value;
  }
  if (patch.mode && patch.mode !== base.mode && patch.amount === undefined) {
    next.amount = '';
    next.side = 'in';
  }
  return next;
}

/**
 * The query the form may prefill from: without `wallet` unless the visit is an allowed partner's widget session
 * (the widget session cookie names an allow-listed partner origin, re-checked on read: lib/widget/session), so an
 * address arrives only from a partner's widget, for the order it starts.
 * @param partnerOrigin the widget session's partner origin after the allow-list check, or null.
 */
export function trustedPrefillQuery(query: ParsedQs, partnerOrigin: string | null | undefined): ParsedQs {
  if (partnerOrigin || query.wallet === undefined) return query;
  const rest = { ...query };
  delete rest.wallet;
  return rest;
}

/** Applies what a signed order fixes (it wins over everything). */
export function applyFixed(draft: OrderDraft, fixed: OrderFixed | null | undefined): OrderDraft {
  if (!fixed) return draft;
  const next = { ...draft };
  for (const [key, value] of Object.entries(fixed)) {
    if (value !== undefined) (next as Record<string, unknown>)[key] = value;
  }
  if (fixed.walletId) next.address = undefined;
  if (fixed.address) next.walletId = undefined;
  return next;
}

/** A transaction as GET /order-flow answers it (the fields the form needs). */
export interface SignedOrderTransaction {
  kind: 'deposit' | 'withdrawal';
  amount_in?: string | null;
  amount_out?: string | null;
  blockchain: Blockchain;
  wallet_id?: string | null;
  details: { amount_in_asset: string; amount_out_asset: string };
}

/**
 * What a signed order fixes: its direction (deposit = on-ramp), its fiat currency (the `iso4217:` asset), its
 * blockchain, its amount (amount in when present, else amount out) and its wallet.
 */
export function fixedFromSignedOrder(mode: string | null | undefined, tx: SignedOrderTransaction): OrderFixed {
  const fixed: OrderFixed = {};
  fixed.mode = isMode(mode ?? undefined) ? (mode as RampDirection) : directionOf(tx.kind);
  const fiatAsset = [tx.details.amount_in_asset, tx.details.amount_out_asset].find((a) => a.startsWith('iso4217:'));
  const fiat = fiatAsset?.slice('iso4217:'.length);
  if (fiat && /^[A-Z]{3}$/.test(fiat)) fixed.fiat = fiat;
  if ((BLOCKCHAINS as readonly string[]).includes(tx.blockchain)) fixed.blockchain = tx.blockchain;
  if (tx.amount_in) {
    fixed.amount = tx.amount_in;
    fixed.side = 'in';
  } else if (tx.amount_out) {
    fixed.amount = tx.amount_out;
    fixed.side = 'out';
  }
  if (tx.wallet_id) fixed.walletId = tx.wallet_id;
  return fixed;
}

/** Options of {@link initialDraft}. */
export interface InitialDraftInput {
  cookie: OrderDraft | null;
  query: ParsedQs;
  fixed?: OrderFixed | null;
  /** A direction the screen imposes (the card flow buys). */
  forcedMode?: RampDirection;
  /** Fiat currencies on offer (GET /rates), first = default. */
  currencies: readonly string[];
  /** Blockchains on offer (the partner's wallet, else all), first = default. */
  blockchains: readonly Blockchain[];
}

/** The form's first values (see the module comment for the order of sources). */
export function initialDraft(input: InitialDraftInput): OrderDraft {
  const base = input.cookie ?? EMPTY_DRAFT;
  let draft = mergeDraft(base, draftFromQuery(input.query, input.forcedMode ?? base.mode));
  if (input.forcedMode) draft = mergeDraft(draft, { mode: input.forcedMode });
  draft = applyFixed(draft, input.fixed);
  if (!draft.fiat || (input.currencies.length && !input.currencies.includes(draft.fiat) && !input.fixed?.fiat)) {
    draft.fiat = input.currencies[0];
  }
  if (!draft.blockchain || (!input.blockchains.includes(draft.blockchain) && !input.fixed?.blockchain)) {
    draft.blockchain = input.blockchains[0] ?? 'stellar';
  }
  return draft;
}

/** The crypto asset of the orders, `code:issuer` (as GET /rates and transactions write it). */
export const CRYPTO_ASSET = `${CRYPTO_CURRENCY.code}:${CRYPTO_CURRENCY.issuer}`;
