/**
 * The text of an amount field while a person types (spec §3: the order keeps a plain decimal string): grouped as the
 * person's language writes numbers ("1,000,000" in en, "1.000.000" in pt), read back into the decimal string the order
 * and the API keep ("1000000"), with the caret left beside the digit it followed. Pure module.
 *
 * How typed text reads
 * - a key stroke of "." or "," is the decimal sign while the amount has none, whatever the language (grouping is
 *   automatic, and a phone's decimal keypad offers the sign of its region, not of the app's language); the field
 *   shows the language's sign ("12,5" in pt);
 * - deleting a grouping sign deletes the digit beside it (the sign would come straight back);
 * - text that replaces the whole field (pasted over it, filled in by the browser) is read whole, and text pasted into
 *   part of it on its own: with both signs, the last one is the decimal sign ("1.234,56", "1,234.56"); a sign that
 *   repeats, or one that is the language's grouping sign before exactly three digits ("1.000" in pt, "1,000" in en),
 *   groups; otherwise it is the decimal sign ("12.5" in pt);
 * - a key stroke that adds a decimal beyond `maxDecimals` is refused; pasted text is kept as it reads, and the form's
 *   rules say when it has too many decimals (lib/order/rules `amountDecimals`).
 */
import { formatDigits, separatorsOf } from './format';

/** The result of an edit: the text to show, the caret in it, and the decimal string it stands for. */
export interface AmountEdit {
  text: string;
  caret: number;
  /** A decimal string ("1000", "12.50"), "" for an empty field; a trailing decimal sign is not part of it. */
  value: string;
}

/** An edit of the field, as the browser reports it. */
export interface AmountEditInput {
  /** The field's text before the edit (as this module made it). */
  before: string;
  /** The field's text after the edit. */
  after: string;
  /** The caret's position in `after`. */
  caret: number;
  /** The person's language (BCP 47). */
  locale: string;
  /** Decimals a key stroke may bring the amount to. */
  maxDecimals: number;
  /** The edit was a forward delete (the Delete key) rather than a backspace. */
  forward?: boolean;
  /** The text the edit inserted, as the browser's input event reports it (`InputEvent.data`), when it does. */
  data?: string | null;
}

const SPACES = /[\s\u00a0\u202f]/g;

function count(text: string, sign: string): number {
  return text.split(sign).length - 1;
}

/**
 * Reads pasted or filled-in text whole (see the module comment) into digits with at most one dot (which may lead or
 * end them); null when it is not a number.
 */
function readWhole(raw: string, locale: string): string | null {
  const text = raw.replace(SPACES, '');
  if (!/^[\d.,]*$/.test(text)) return null;
  const dots = count(text, '.');
  const commas = count(text, ',');
  if (dots && commas) {
    const last = Math.max(text.lastIndexOf('.'), text.lastIndexOf(','));
    const decimal = text.charAt(last);
    const group = decimal === '.' ? ',' : '.';
    if (count(text, decimal) > 1 || text.indexOf(group, last) >= 0) return null;
    return text.split(group).join('').replace(decimal, '.');
  }
  const sign = dots ? '.' : commas ? ',' : '';
  if (!sign) return text;
  const grouped = new RegExp(`^\\d{1,3}(\\${sign}\\d{3})+$`).test(text);
  if (dots + commas > 1) return grouped ? text.split(sign).join('') : null;
  if (sign === separatorsOf(locale).decimal || !grouped) return text.replace(sign, '.');
  return text.replace(sign, '');
}

/** Leading zeros dropped and a leading dot given its zero ("007" → "7", ".5" → "0.5"), with the caret moved along. */
function tidy(digits: string, caret: number): { digits: string; caret: number } {
  if (digits.startsWith('.')) return tidy(`0${digits}`, caret + 1);
  const zeros = /^0+(?=\d)/.exec(digits)?.[0].length ?? 0;
  return { digits: digits.slice(zeros), caret: caret - Math.min(zeros, caret) };
}

/** The position in `text` after the `sig`-th digit or decimal sign. */
function caretAfter(text: string, sig: number, decimal: string): number {
  if (sig <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < text.length; i++) {
    if (/\d/.test(text.charAt(i)) || text.charAt(i) === decimal) seen += 1;
    if (seen === sig) return i + 1;
  }
  return text.length;
}

function decimalsIn(digits: string): number {
  const dot = digits.indexOf('.');
  return dot < 0 ? 0 : digits.length - dot - 1;
}

function result(digits: string, sig: number, locale: string): AmountEdit {
  const tidied = tidy(digits, sig);
  const text = formatDigits(tidied.digits, locale);
  return {
    text,
    caret: caretAfter(text, tidied.caret, separatorsOf(locale).decimal),
    value: tidied.digits.replace(/\.$/, ''),
  };
}

/**
 * Reads text as an amount (pasted, filled in, typed before the page hydrated, or kept from an earlier version of the
 * form): "1.000" in pt and "1,000" in en are a thousand, "12,5" and "12.5" are twelve and a half.
 * @param text any text (never throws).
 * @param locale the person's language (BCP 47).
 * @returns the decimal string ("1000", "12.5"), "" for empty text, or null when it is not a number.
 */
export function readAmountText(text: string, locale: string): string | null {
  const digits = readWhole(text, locale);
  return digits === null ? null : result(digits, 0, locale).value;
}

/**
 * The field text of a decimal string: its digits as given, grouped in the language ("1000.50" → "1.000,50" in pt).
 * A value that is not a decimal string is read as text ({@link readAmountText}), else shown as given.
 */
export function amountText(value: string, locale: string): string {
  const digits = readWhole(value, locale);
  return digits === null ? value : result(digits, 0, locale).text;
}

/** The part of the field the edit left alone, as digits and a dot; null when it holds anything else. */
function kept(text: string, locale: string): string | null {
  const { decimal, group } = separatorsOf(locale);
  let out = '';
  for (const char of text) {
    if (/\d/.test(char)) out += char;
    else if (char === decimal) out += '.';
    else if (char !== group && !/[\s\u00a0\u202f]/.test(char)) return null;
  }
  return out;
}

/**
 * Applies an edit of an amount field (see the module comment for how typed text reads).
 * @returns the new text, caret and value; null when the edit is refused (the field keeps `before`): a character that
 *   is no digit or sign, a second decimal sign, a key stroke beyond `maxDecimals`, or pasted text that is no number.
 */
export function editAmountText(edit: AmountEditInput): AmountEdit | null {
  const { before, after, locale, maxDecimals } = edit;
  if (edit.data && edit.data.length > 1 && edit.data === after) {
    // The whole field was replaced (pasted over, filled in): read it whole.
    const whole = readWhole(after, locale);
    return whole === null ? null : result(whole, whole.length, locale);
  }
  const caret = Math.min(Math.max(edit.caret, 0), after.length);
  let s = 0;
  while (s < before.length && s < after.length - caret && before.at(-1 - s) === after.at(-1 - s)) s++;
  let p = 0;
  while (p < before.length - s && p < after.length - s && before.charAt(p) === after.charAt(p)) p++;
  const inserted = after.slice(p, after.length - s);
  const removed = before.slice(p, before.length - s);
  let head = kept(before.slice(0, p), locale);
  let tail = kept(before.slice(before.length - s), locale);
  if (head === null || tail === null) {
    const whole = readWhole(after, locale);
    return whole === null ? null : result(whole, whole.length, locale);
  }
  if (!inserted && removed && kept(removed, locale) === '') {
    // Only a grouping sign went: the digit beside it goes instead.
    if (edit.forward) tail = tail.slice(1);
    else head = head.slice(0, -1);
  }
  const keyStroke = inserted.length === 1;
  const typed = /^\d*$/.test(inserted)
    ? inserted
    : keyStroke && /[.,]/.test(inserted)
      ? '.'
      : readWhole(inserted, locale);
  if (typed === null) return null;
  const digits = head + typed + tail;
  if (count(digits, '.') > 1) return null;
  const previous = kept(before, locale) ?? '';
  const grew = decimalsIn(digits) > Math.max(maxDecimals, decimalsIn(previous));
  if (keyStroke && (grew || (typed === '.' && maxDecimals === 0))) return null;
  return result(digits, head.length + typed.length, locale);
}
