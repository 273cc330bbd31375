/**
 * @jest-environment node
 */
import { amountText, editAmountText, readAmountText, type AmountEditInput } from './amount-text';

/** Types `keys` one by one at the end of an empty field, as a person would. */
function typeKeys(keys: string, locale: string, maxDecimals = 2) {
  let state = { text: '', caret: 0, value: '' };
  for (const key of keys) {
    const after = state.text.slice(0, state.caret) + key + state.text.slice(state.caret);
    state = editAmountText({ before: state.text, after, caret: state.caret + 1, locale, maxDecimals }) ?? state;
  }
  return state;
}

/** An edit of `before` at the position of `|` in `after`. */
function edit(before: string, afterWithCaret: string, locale: string, extra: Partial<AmountEditInput> = {}) {
  const caret = afterWithCaret.indexOf('|');
  const after = afterWithCaret.replace('|', '');
  return editAmountText({ before, after, caret, locale, maxDecimals: 2, ...extra });
}

describe('typing an amount', () => {
  it('groups as the person types, in en and pt, and keeps the plain decimal string', () => {
    expect(typeKeys('1000', 'en')).toEqual({ text: '1,000', caret: 5, value: '1000' });
    expect(typeKeys('1000', 'pt')).toEqual({ text: '1.000', caret: 5, value: '1000' });
    expect(typeKeys('1000000', 'en')).toMatchObject({ text: '1,000,000', value: '1000000' });
    expect(typeKeys('1000000', 'pt')).toMatchObject({ text: '1.000.000', value: '1000000' });
  });

  it("takes either sign as the decimal sign and shows the language's", () => {
    expect(typeKeys('12,5', 'pt')).toEqual({ text: '12,5', caret: 4, value: '12.5' });
    expect(typeKeys('12.5', 'pt')).toEqual({ text: '12,5', caret: 4, value: '12.5' });
    expect(typeKeys('12.5', 'en')).toEqual({ text: '12.5', caret: 4, value: '12.5' });
    expect(typeKeys('1234,5', 'en')).toMatchObject({ text: '1,234.5', value: '1234.5' });
  });

  it('keeps a trailing decimal sign and trailing zeros on screen; the value has no trailing sign', () => {
    expect(typeKeys('12,', 'pt')).toEqual({ text: '12,', caret: 3, value: '12' });
    expect(typeKeys('12.50', 'en')).toMatchObject({ text: '12.50', value: '12.50' });
  });

  it('starts a bare decimal sign with a zero and drops leading zeros', () => {
    expect(typeKeys(',5', 'pt')).toEqual({ text: '0,5', caret: 3, value: '0.5' });
    expect(typeKeys('007', 'en')).toEqual({ text: '7', caret: 1, value: '7' });
  });

  it('refuses a key beyond the decimals allowed, a second decimal sign and anything that is not a number', () => {
    expect(typeKeys('1.239', 'en')).toMatchObject({ text: '1.23', value: '1.23' });
    expect(typeKeys('1.2345678', 'en', 7)).toMatchObject({ text: '1.2345678', value: '1.2345678' });
    expect(typeKeys('1.23456789', 'en', 7)).toMatchObject({ value: '1.2345678' });
    expect(typeKeys('1.2.3', 'en')).toMatchObject({ value: '1.23' });
    expect(typeKeys('1a2-', 'en')).toMatchObject({ value: '12' });
    expect(typeKeys('5.', 'en', 0)).toMatchObject({ text: '5', value: '5' });
  });

  it('keeps the caret beside the digit it followed when a digit goes in the middle', () => {
    // "12,3|45" + "9" → "123,9|45"
    expect(edit('12,345', '12,39|45', 'en')).toEqual({ text: '123,945', caret: 5, value: '123945' });
    // "1.0|00" + "5" in pt → "10.5|00"
    expect(edit('1.000', '1.05|00', 'pt')).toEqual({ text: '10.500', caret: 4, value: '10500' });
  });
});

describe('deleting', () => {
  it('regroups after a backspace', () => {
    expect(edit('1,000', '1,00|', 'en')).toEqual({ text: '100', caret: 3, value: '100' });
    expect(edit('10,000', '1|,000', 'en')).toEqual({ text: '1,000', caret: 1, value: '1000' });
  });

  it('deletes the digit beside a grouping sign rather than the sign alone', () => {
    expect(edit('12,345', '12|345', 'en')).toEqual({ text: '1,345', caret: 1, value: '1345' });
    expect(edit('12,345', '12|345', 'en', { forward: true })).toEqual({ text: '1,245', caret: 3, value: '1245' });
  });

  it('empties the field', () => {
    expect(edit('5', '|', 'en')).toEqual({ text: '', caret: 0, value: '' });
  });
});

describe('pasting and filling in', () => {
  it('reads the whole text when it replaces the field', () => {
    expect(edit('', '1.000|', 'pt', { data: '1.000' })).toMatchObject({ text: '1.000', value: '1000' });
    expect(edit('1,000', '1,5|', 'en', { data: '1,5' })).toMatchObject({ text: '1.5', value: '1.5' });
    expect(edit('', '1.234,56|', 'en', { data: '1.234,56' })).toMatchObject({ text: '1,234.56', value: '1234.56' });
    expect(edit('', '12.5|', 'pt', { data: '12.5' })).toMatchObject({ text: '12,5', value: '12.5' });
  });

  it('keeps more decimals than allowed when pasted (the rules report them), and refuses text that is no number', () => {
    expect(edit('', '1.239|', 'en', { data: '1.239' })).toMatchObject({ value: '1.239' });
    expect(edit('', 'abc|', 'en', { data: 'abc' })).toBeNull();
  });

  it('reads text pasted into part of the field on its own', () => {
    expect(edit('1', '11,000|', 'en')).toMatchObject({ text: '11,000', value: '11000' });
  });
});

describe('readAmountText', () => {
  it('reads grouped text in the language, and either decimal sign', () => {
    expect(readAmountText('1.000', 'pt')).toBe('1000');
    expect(readAmountText('1.000', 'en')).toBe('1.000');
    expect(readAmountText('1,000', 'en')).toBe('1000');
    expect(readAmountText('1,5', 'en')).toBe('1.5');
    expect(readAmountText('12,5', 'pt')).toBe('12.5');
    expect(readAmountText('1.234.567,89', 'pt')).toBe('1234567.89');
    expect(readAmountText(' 1 000 ', 'en')).toBe('1000');
    expect(readAmountText('250', 'en')).toBe('250');
    expect(readAmountText('', 'en')).toBe('');
  });

  it('refuses text that is no number', () => {
    expect(readAmountText('abc', 'en')).toBeNull();
    expect(readAmountText('1.2.3', 'en')).toBeNull();
    expect(readAmountText('1,234.5,6', 'en')).toBeNull();
    expect(readAmountText('-5', 'en')).toBeNull();
  });
});

describe('amountText', () => {
  it("shows a decimal string's digits, grouped in the language", () => {
    expect(amountText('1000000', 'en')).toBe('1,000,000');
    expect(amountText('1000000', 'pt')).toBe('1.000.000');
    expect(amountText('1000.50', 'pt')).toBe('1.000,50');
    expect(amountText('89.09', 'en')).toBe('89.09');
    expect(amountText('', 'en')).toBe('');
  });

  it('reads a value kept as typed by an earlier form ("12,5"), and shows anything else as given', () => {
    expect(amountText('12,5', 'en')).toBe('12.5');
    expect(amountText('abc', 'en')).toBe('abc');
  });
});
