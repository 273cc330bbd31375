/**
 * Money for reading (spec §3: amounts are decimal strings): an amount with the decimals its currency is shown with,
 * rounded by what it means to the person, grouped and punctuated as the person's language writes numbers. Pure module
 * with no imports, so every folder of lib/ and every screen may use it without loading an arithmetic library: rounding
 * works on the digits of the decimal string (never a float), grouping and separators come from Intl.NumberFormat.
 *
 * Decimals shown
 * - fiat (an ISO 4217 code): its minor unit as Intl knows it (BRL, EUR, USD 2; JPY, CLP 0; KWD 3);
 * - crypto (any other code, such as USDC): {@link CRYPTO_DISPLAY_DECIMALS}. The order and the API keep the exact
 *   amount (USDC carries 7 decimals on stellar); a screen shows it to the cent;
 * - a rate (fiat per 1 USDC): {@link RATE_DECIMALS}, the same when buying and when selling.
 *
 * Rounding of what is shown (the amounts themselves never change; {@link ROUNDING}):
 * - what the person gets rounds DOWN: the screen never promises more than arrives;
 * - what the person pays rounds UP: following the screen never leaves a payment short;
 * - anything else (a fee, a rate, a record with no side) rounds HALF-UP, the usual commercial rounding.
 */

/** How a shown amount drops the digits it does not show. */
export type Rounding = 'down' | 'up' | 'half-up';

/** What an amount is to the person: what they pay, what they get, or neither (a fee, a rate). */
export type MoneySide = 'pay' | 'get' | 'other';

/** The rounding of each side (see the module comment for why). */
export const ROUNDING: Readonly<Record<MoneySide, Rounding>> = { pay: 'up', get: 'down', other: 'half-up' };

/** Decimals a crypto amount is shown with (USDC to the cent; the exact amount stays in the order). */
export const CRYPTO_DISPLAY_DECIMALS = 2;

/**
 * Decimals of a rate, fixed in both directions: GET /rates gives rates with 4 decimals, so 4 shows the rate applied
 * exactly, and a buy rate and a sell rate line up digit for digit.
 */
export const RATE_DECIMALS = 4;

/** A decimal string: digits, optionally a dot and more digits. */
const DECIMAL = /^\d+(\.\d+)?$/;

/** Digits with at most one dot, which may end the string ("12." while the person is typing). */
const DIGITS = /^\d+(\.\d*)?$/;

const ISO_4217 = /^[A-Z]{3}$/;

const digitsByCurrency = new Map<string, number>();

/**
 * Decimals an amount in `code` is shown with: the minor unit of an ISO 4217 currency (Intl's currency digits: BRL 2,
 * JPY 0, KWD 3), {@link CRYPTO_DISPLAY_DECIMALS} for any other code (USDC).
 * @param code a currency or asset code as the screens show it ("BRL", "USDC").
 */
export function displayDecimals(code: string): number {
  if (!ISO_4217.test(code)) return CRYPTO_DISPLAY_DECIMALS;
  let digits = digitsByCurrency.get(code);
  if (digits === undefined) {
    const options = new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions();
    digits = options.maximumFractionDigits ?? 2;
    digitsByCurrency.set(code, digits);
  }
  return digits;
}

/** Adds one to a string of digits ("0999" → "1000"). */
function increment(digits: string): string {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i--) {
    if (out[i] !== '9') {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
    out[i] = '0';
  }
  return `1${out.join('')}`;
}

/**
 * Rounds a decimal string to exactly `decimals` decimals, on its digits (exact for any length).
 * @param value a decimal string ("89.0992872"); any other text is returned as given.
 * @param decimals decimals of the result (0 or more); a shorter fraction is padded with zeros.
 * @param rounding down (toward zero), up (away from zero) or half-up.
 * @returns the decimal string, integer leading zeros trimmed ("89.09" for down, "89.10" for up).
 */
export function roundDecimal(value: string, decimals: number, rounding: Rounding): string {
  if (!DECIMAL.test(value)) return value;
  const [rawInt = '0', frac = ''] = value.split('.');
  const int = rawInt.replace(/^0+(?=\d)/, '');
  const kept = frac.slice(0, decimals).padEnd(decimals, '0');
  const rest = frac.slice(decimals);
  const bump = rounding === 'up' ? /[1-9]/.test(rest) : rounding === 'half-up' ? rest.charAt(0) >= '5' : false;
  const digits = bump ? increment(int + kept) : int + kept;
  const cut = digits.length - decimals;
  return decimals > 0 ? `${digits.slice(0, cut)}.${digits.slice(cut)}` : digits;
}

/** A language's number formatting: whole numbers with its grouping, its decimal sign and its grouping sign. */
interface LocaleNumbers {
  integer: Intl.NumberFormat;
  decimal: string;
  group: string;
}

const numbersByLocale = new Map<string, LocaleNumbers>();

function numbersOf(locale: string): LocaleNumbers {
  let numbers = numbersByLocale.get(locale);
  if (!numbers) {
    const parts = new Intl.NumberFormat(locale).formatToParts(1234567.5);
    numbers = {
      integer: new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }),
      decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
      group: parts.find((p) => p.type === 'group')?.value ?? ',',
    };
    numbersByLocale.set(locale, numbers);
  }
  return numbers;
}

/**
 * The decimal and grouping signs of a language ("." and "," in en, "," and "." in pt).
 * @param locale a BCP 47 language tag.
 */
export function separatorsOf(locale: string): { decimal: string; group: string } {
  const { decimal, group } = numbersOf(locale);
  return { decimal, group };
}

/**
 * The digits of a decimal string exactly as given, grouped and punctuated in a language ("1234567.50" → "1,234,567.50"
 * in en, "1.234.567,50" in pt; "12." → "12," in pt). The integer part goes through Intl.NumberFormat as a BigInt, so
 * it is exact at any length and follows the language's grouping rules.
 * @param value digits with at most one dot, which may end it; any other text is returned as given.
 * @param locale a BCP 47 language tag.
 */
export function formatDigits(value: string, locale: string): string {
  if (!DIGITS.test(value)) return value;
  const { integer, decimal } = numbersOf(locale);
  const dot = value.indexOf('.');
  const int = integer.format(BigInt(dot < 0 ? value : value.slice(0, dot)));
  return dot < 0 ? int : `${int}${decimal}${value.slice(dot + 1)}`;
}

/**
 * The decimal string an amount is shown as, before grouping: rounded to the decimals of its currency by the rounding
 * of its side ("89.0992872" USDC got → "89.09"). For a field that shows the amount the quote computed.
 * @param amount a decimal string; any other text is returned as given.
 * @param code the currency or asset code ({@link displayDecimals}).
 * @param side what the amount is to the person ({@link ROUNDING}); `other` by default.
 */
export function roundForDisplay(amount: string, code: string, side: MoneySide = 'other'): string {
  return roundDecimal(amount, displayDecimals(code), ROUNDING[side]);
}

/**
 * An amount for reading, without its code: the decimals of its currency, rounded by its side, in the language's
 * format ("89.0992872" USDC got → "89.09" in en; "1234.5" BRL → "1.234,50" in pt).
 * @param amount a decimal string; any other text is returned as given.
 * @param code the currency or asset code ({@link displayDecimals}).
 * @param locale a BCP 47 language tag.
 * @param side what the amount is to the person ({@link ROUNDING}); `other` by default.
 */
export function formatAmount(amount: string, code: string, locale: string, side: MoneySide = 'other'): string {
  return formatDigits(roundForDisplay(amount, code, side), locale);
}

/**
 * {@link formatAmount} followed by the code: "89.09 USDC", "1.234,50 BRL".
 * @param amount a decimal string; any other text is shown as given.
 */
export function formatMoney(amount: string, code: string, locale: string, side: MoneySide = 'other'): string {
  return `${formatAmount(amount, code, locale, side)} ${code}`;
}

/**
 * An amount with every digit it has (trailing zeros dropped down to the currency's decimals), in the language's
 * format: for the amount a person must send exactly ("17.8198574" USDC stays "17.8198574"; "25.0000000" → "25.00").
 * @param amount a decimal string; any other text is returned as given.
 */
export function formatExactAmount(amount: string, code: string, locale: string): string {
  if (!DECIMAL.test(amount)) return amount;
  const [int = '0', frac = ''] = amount.split('.');
  const shown = frac.replace(/0+$/, '').padEnd(displayDecimals(code), '0');
  return formatDigits(shown ? `${int.replace(/^0+(?=\d)/, '')}.${shown}` : int.replace(/^0+(?=\d)/, ''), locale);
}

/**
 * A rate (fiat per 1 USDC) for reading: {@link RATE_DECIMALS} decimals, half-up, in the language's format, the same
 * when buying and when selling ("5.26315" → "5.2632" in en, "5,2632" in pt).
 * @param rate a decimal string; any other text is returned as given.
 */
export function formatRate(rate: string, locale: string): string {
  return formatDigits(roundDecimal(rate, RATE_DECIMALS, 'half-up'), locale);
}
