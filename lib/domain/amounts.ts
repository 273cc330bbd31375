/**
 * Amounts as a person gives them (spec §3 Transaction amount_in / amount_out): which of the two amounts of an
 * order they typed, and how typed text reads as a decimal string. String work only (no arithmetic library), shared
 * by the order form, the interactive flow and the widget's URL parameters. No imports: every folder of lib/ may
 * use it.
 */

/**
 * Which amount the person typed (spec §3 amount_in / amount_out): the one they pay (`in`) or the one they
 * receive (`out`).
 */
export const AMOUNT_SIDES = ['in', 'out'] as const;

/** One of {@link AMOUNT_SIDES} (spec §3). */
export type AmountSide = (typeof AMOUNT_SIDES)[number];

/**
 * Normalises what a person typed into an amount field to a decimal string (spec §3 amounts are decimal strings):
 * spaces dropped, a comma or a dot as the decimal separator ("1,5" and "1.5" → "1.5"), a leading dot allowed
 * (".5" → "0.5"). Grouping separators are not accepted (is "1.000" one or a thousand? depends on the language),
 * so a value with more than one separator is refused. The order form's amount fields read grouped text in the person's
 * language before it reaches the order (lib/money/amount-text), so its draft holds a plain decimal string.
 * @param raw the text as typed (any length; never throws).
 * @returns the decimal string (leading zeros trimmed), "" for empty input, or null when it is not a number.
 */
export function normaliseAmountInput(raw: string): string | null {
  const compact = raw.replace(/[\s\u00a0\u202f]/g, '');
  if (!compact) return '';
  if (!/^\d*[.,]?\d*$/.test(compact) || compact === '.' || compact === ',') return null;
  let value = compact.replace(',', '.');
  if (value.startsWith('.')) value = `0${value}`;
  if (value.endsWith('.')) value = value.slice(0, -1);
  value = value.replace(/^0+(?=\d)/, '');
  return value;
}
