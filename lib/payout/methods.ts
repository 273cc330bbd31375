/**
 * Where a sell's fiat is paid out: the payout methods, the fields of each and which methods each fiat currency offers.
 * Spec §7 lists POST /off-ramp with its body's shape "not shown" (and §5 leaves the order form's validation "not
 * shown"), so the payout is this product's own field: the order form asks for it on the wallet step and the body of
 * POST /off-ramp carries it as `payout: {method, ...fields}` with these snake_case field names. Pure module, no
 * dependencies: the order form's first step reads the draft and routes its steps with this module in the browser
 * (lib/order/draft-fields.ts, lib/order/payout.ts), so it stays small and plain.
 */

/**
 * The payout methods: a PIX key (`pix`) or a Brazilian bank account (`bank`) for BRL, an IBAN (`iban`) for EUR, a US
 * bank account by ACH (`ach`) for USD.
 */
export const PAYOUT_METHODS = ['pix', 'bank', 'iban', 'ach'] as const;

/** One of {@link PAYOUT_METHODS}. */
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];

/**
 * The fields of each method, in the order the form shows them:
 * - `pix`: `pix_key` (a CPF, CNPJ, e-mail, phone with +55 or random key; lib/payout/check `pixKeyKind`);
 * - `bank`: `bank_code` (3 digits), `branch` (4 digits), `account_number` (1–12 digits, an optional `-` and check
 *   digit or letter);
 * - `iban`: `iban` (country letters, 2 check digits, 11–30 letters or digits);
 * - `ach`: `routing_number` (9 digits), `account_number` (4–17 digits).
 */
export const PAYOUT_FIELDS = {
  pix: ['pix_key'],
  bank: ['bank_code', 'branch', 'account_number'],
  iban: ['iban'],
  ach: ['routing_number', 'account_number'],
} as const satisfies Record<PayoutMethod, readonly string[]>;

/** The fields of `M`. */
export type PayoutFieldOf<M extends PayoutMethod> = (typeof PAYOUT_FIELDS)[M][number];

/** Any payout field (`pix_key`, `bank_code`, `branch`, `account_number`, `iban`, `routing_number`). */
export type PayoutField = PayoutFieldOf<PayoutMethod>;

/**
 * A payout: its method and that method's fields, as text. In the order form's draft the text is as typed ("123.456.789-09",
 * "de89 3704 …"); in the POST /off-ramp body it is normalised (lib/payout/check `normalisePayout`).
 */
export type Payout = { [M in PayoutMethod]: { method: M } & Record<PayoutFieldOf<M>, string> }[PayoutMethod];

/** The payout methods each fiat currency (ISO 4217) offers, the default first. */
const METHODS_BY_CURRENCY: Readonly<Record<string, readonly PayoutMethod[]>> = {
  BRL: ['pix', 'bank'],
  EUR: ['iban'],
  USD: ['ach'],
};

/**
 * The payout methods of a fiat currency, the default first.
 * @param currency an ISO 4217 code, e.g. BRL.
 * @returns its methods; empty for a currency this product pays out in no way (or none given).
 */
export function payoutMethodsOf(currency: string | undefined): readonly PayoutMethod[] {
  return (currency && Object.hasOwn(METHODS_BY_CURRENCY, currency) && METHODS_BY_CURRENCY[currency]) || [];
}

/** A payout of `method` with every field empty (what the form starts from). */
export function emptyPayout<M extends PayoutMethod>(method: M): Extract<Payout, { method: M }> {
  const payout: Record<string, string> = { method };
  for (const field of PAYOUT_FIELDS[method]) payout[field] = '';
  return payout as Extract<Payout, { method: M }>;
}
