/**
 * A payout as the person reads it back on the order's review (spec §7 does not show the POST /off-ramp body, so the
 * payout and its display are the product's own): the parts to show, in full and in the grouping people know them by,
 * so the person recognises their own account before money moves. Nothing is masked: the review is the last check
 * before the order. Pure module; the screen puts the parts into its language's words.
 */
import { normalisePayout, pixKeyKind, type PixKeyKind } from './check';
import type { Payout } from './methods';

/**
 * The parts of a payout to show, by method:
 * - `pix`: the key's kind (undefined when it is none of the kinds) and the key (a CPF as 123.456.789-09, a CNPJ as
 *   12.345.678/0001-95, a phone as +55 11 91234-5678, an e-mail or random key as normalised);
 * - `bank`: the bank code, the branch and the account number with its check digit;
 * - `iban`: the IBAN in groups of four ("DE89 3704 0044 0532 0130 00");
 * - `ach`: the routing number and the account number.
 */
export type PayoutDescription =
  | { method: 'pix'; kind: PixKeyKind | undefined; key: string }
  | { method: 'bank'; bank: string; branch: string; account: string }
  | { method: 'iban'; iban: string }
  | { method: 'ach'; routing: string; account: string };

/** `digits` with a separator inserted after each given count of them (a CPF: `.` after 3 and 6, `-` after 9). */
function grouped(digits: string, cuts: ReadonlyArray<readonly [number, string]>): string {
  let out = '';
  let from = 0;
  for (const [at, separator] of cuts) {
    out += digits.slice(from, at) + separator;
    from = at;
  }
  return out + digits.slice(from);
}

/** A PIX key in the grouping people write it in (the normal form of lib/payout/check when it is of no kind). */
function shownPixKey(key: string, kind: PixKeyKind | undefined): string {
  if (kind === 'cpf')
    return grouped(key, [
      [3, '.'],
      [6, '.'],
      [9, '-'],
    ]);
  if (kind === 'cnpj')
    return grouped(key, [
      [2, '.'],
      [5, '.'],
      [8, '/'],
      [12, '-'],
    ]);
  // +55, the two-digit area code, then the number with a hyphen before its last four digits.
  if (kind === 'phone')
    return grouped(key, [
      [3, ' '],
      [5, ' '],
      [key.length - 4, '-'],
    ]);
  return key;
}

/**
 * The parts of a payout to show (see {@link PayoutDescription}), from the payout as typed or normalised.
 * @param payout a payout; a field that does not fit its shape is shown as normalised.
 */
export function describePayout(payout: Payout): PayoutDescription {
  const normal = normalisePayout(payout);
  switch (normal.method) {
    case 'pix': {
      const kind = pixKeyKind(normal.pix_key);
      return { method: 'pix', kind, key: shownPixKey(normal.pix_key, kind) };
    }
    case 'bank':
      return { method: 'bank', bank: normal.bank_code, branch: normal.branch, account: normal.account_number };
    case 'iban':
      return { method: 'iban', iban: normal.iban.replace(/(.{4})(?=.)/g, '$1 ') };
    case 'ach':
      return { method: 'ach', routing: normal.routing_number, account: normal.account_number };
  }
}
