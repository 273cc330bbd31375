/**
 * The shape checks of a payout (lib/payout/methods) and its normal form. Spec §7 does not show the POST /off-ramp
 * body and §5 does not show the order form's validation, so these rules are the product's own: the order form
 * (lib/order/payout-fits, field by field in components/order/payout-fields.tsx) and the sandbox API
 * (sandbox/api/order-checks.ts) hold a payout to the same ones. Shape only, plus the IBAN's mod-97 check digits: whether
 * the account exists is the back end's business. Pure module, no dependencies; the order form loads it with its wallet
 * step.
 */
import { PAYOUT_FIELDS, payoutMethodsOf, type Payout, type PayoutField, type PayoutMethod } from './methods';

/** The kinds of PIX key: CPF, CNPJ, e-mail, phone (+55) or random key (a UUID). */
export type PixKeyKind = 'cpf' | 'cnpj' | 'email' | 'phone' | 'random';

/**
 * Why a payout does not fit, by field: `required` (missing or empty), `invalid` (not of its field's shape),
 * `unsupported` (a method the currency does not offer). Stable machine codes; the form maps them to its messages.
 */
export type PayoutErrorCode = 'required' | 'invalid' | 'unsupported';

/**
 * The errors of a payout by field: `payout` when it is not an object, `method` when its method is missing or not
 * offered, else its fields' (e.g. `{ pix_key: 'invalid' }`). Empty when the payout fits.
 */
export type PayoutErrors = Partial<Record<'payout' | 'method' | PayoutField, PayoutErrorCode>>;

const CPF = /^\d{3}\.?\d{3}\.?\d{3}-?\d{2}$/;
const CNPJ = /^\d{2}\.?\d{3}\.?\d{3}\/?\d{4}-?\d{2}$/;
const UUID = /^[\da-f]{8}(-[\da-f]{4}){3}-[\da-f]{12}$/i;
/** An e-mail PIX key: one @, a dot in the domain, no spaces, at most 77 characters (the PIX key's longest). */
const EMAIL = /^(?=.{3,77}$)[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A phone PIX key once spaces, brackets and hyphens are gone: +55, then the area code and number (10–11 digits). */
const PHONE = /^\+55\d{10,11}$/;

/**
 * The kind of a PIX key as typed: CPF (11 digits, with or without its `.` and `-`), CNPJ (14 digits, with or
 * without `.`, `/` and `-`), e-mail, phone (+55 and 10–11 digits; spaces, brackets and hyphens allowed) or random key
 * (a UUID). A phone needs its +55, so 11 bare digits are a CPF.
 * @returns the kind, or undefined when the text is none of them.
 */
export function pixKeyKind(key: string): PixKeyKind | undefined {
  const text = key.trim();
  if (CPF.test(text)) return 'cpf';
  if (CNPJ.test(text)) return 'cnpj';
  if (UUID.test(text)) return 'random';
  if (EMAIL.test(text)) return 'email';
  if (PHONE.test(text.replace(/[\s()-]/g, ''))) return 'phone';
  return undefined;
}

/** A PIX key in its normal form: digits for a CPF or CNPJ, +55 and digits for a phone, lower case otherwise. */
function normalPixKey(key: string): string {
  const text = key.trim();
  const kind = pixKeyKind(text);
  if (kind === 'cpf' || kind === 'cnpj') return text.replace(/\D/g, '');
  if (kind === 'phone') return `+${text.replace(/\D/g, '')}`;
  return kind ? text.toLowerCase() : text;
}

/** A field in its normal form: the PIX key as above, an IBAN in upper case, any other field without spaces. */
function normalField(field: PayoutField, text: string): string {
  if (field === 'pix_key') return normalPixKey(text);
  const compact = text.replace(/\s+/g, '');
  return field === 'iban' || field === 'account_number' ? compact.toUpperCase() : compact;
}

/**
 * A payout in its normal form, as the POST /off-ramp body carries it: a CPF or CNPJ key as digits, a phone key as +55
 * and digits, an e-mail or random key in lower case, an IBAN in upper case without spaces, other fields without
 * spaces (a Brazilian account's check letter in upper case). Fields the method does not have are left out.
 */
export function normalisePayout<P extends Payout>(payout: P): P {
  const fields = payout as unknown as Record<string, string | undefined>;
  const normal: Record<string, string> = { method: payout.method };
  for (const field of PAYOUT_FIELDS[payout.method]) normal[field] = normalField(field, fields[field] ?? '');
  return normal as P;
}

/** True when an IBAN (normal form) has valid check digits: mod 97 of its rearranged digits is 1 (ISO 13616). */
function ibanDigitsHold(iban: string): boolean {
  let rest = 0;
  for (const char of iban.slice(4) + iban.slice(0, 4)) {
    const value = parseInt(char, 36);
    rest = (value < 10 ? rest * 10 + value : rest * 100 + value) % 97;
  }
  return rest === 1;
}

/** The shape of each field (normal form), per method: the PIX key by its kind, the IBAN with its check digits. */
const FITS: { [M in PayoutMethod]: Record<(typeof PAYOUT_FIELDS)[M][number], (text: string) => boolean> } = {
  pix: { pix_key: (text) => pixKeyKind(text) !== undefined },
  bank: {
    bank_code: (text) => /^\d{3}$/.test(text),
    branch: (text) => /^\d{4}$/.test(text),
    account_number: (text) => /^\d{1,12}(-[\dA-Z])?$/.test(text),
  },
  iban: { iban: (text) => /^[A-Z]{2}\d{2}[A-Z\d]{11,30}$/.test(text) && ibanDigitsHold(text) },
  ach: { routing_number: (text) => /^\d{9}$/.test(text), account_number: (text) => /^\d{4,17}$/.test(text) },
};

/**
 * Checks a payout for an order in `currency`: an object whose method the currency offers
 * (lib/payout/methods `payoutMethodsOf`), each of that method's fields present and, once normalised, of its shape.
 * Fields the method does not have are not looked at.
 * @param currency the order's fiat currency (ISO 4217), e.g. BRL.
 * @param value the payout, as typed or from an untrusted body.
 * @returns the errors by field (e.g. `{ pix_key: 'invalid' }`); empty when the payout fits.
 */
export function checkPayout(currency: string | undefined, value: unknown): PayoutErrors {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { payout: 'required' };
  const { method } = value as { method?: unknown };
  if (method === undefined || method === '') return { method: 'required' };
  if (!(payoutMethodsOf(currency) as readonly unknown[]).includes(method)) return { method: 'unsupported' };
  const fits = FITS[method as PayoutMethod] as Record<string, (text: string) => boolean>;
  const errors: PayoutErrors = {};
  for (const [field, fit] of Object.entries(fits)) {
    const text = (value as Record<string, unknown>)[field];
    if (typeof text !== 'string' || !text.trim()) errors[field as PayoutField] = 'required';
    else if (!fit(normalField(field as PayoutField, text))) errors[field as PayoutField] = 'invalid';
  }
  return errors;
}
