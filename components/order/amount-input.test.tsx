/**
 * @jest-environment jest-fixed-jsdom
 *
 * The amount input in a form: grouped as the person types, in en and pt, while the form receives the plain decimal
 * string; an amount from elsewhere (the quote) replaces what is shown.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { useState } from 'react';
import { AmountInput } from './amount-input';

function Form({ initial = '', maxDecimals = 2 }: { initial?: string; maxDecimals?: number }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <AmountInput aria-label="amount" value={value} onValueChange={setValue} maxDecimals={maxDecimals} />
      <output>{value || 'empty'}</output>
      <button type="button" onClick={() => setValue('1234567.89')}>
        quote
      </button>
    </>
  );
}

function renderIn(locale: 'en' | 'pt', initial?: string) {
  render(
    <NextIntlClientProvider locale={locale} timeZone="UTC" messages={{}}>
      <Form initial={initial} />
    </NextIntlClientProvider>,
  );
  return screen.getByLabelText<HTMLInputElement>('amount');
}

/** Types `keys` one by one at the caret, as a browser reports each key stroke. */
function typeKeys(input: HTMLInputElement, keys: string) {
  for (const key of keys) {
    const at = input.selectionStart ?? input.value.length;
    const after = input.value.slice(0, at) + key + input.value.slice(at);
    fireEvent.change(input, { target: { value: after, selectionStart: at + 1, selectionEnd: at + 1 } });
  }
}

describe('AmountInput', () => {
  it('groups "1000" as "1,000" in en and the form keeps "1000"', () => {
    const input = renderIn('en');
    typeKeys(input, '1000');
    expect(input.value).toBe('1,000');
    expect(screen.getByRole('status').textContent).toBe('1000');
  });

  it('groups "1000" as "1.000" in pt, and "12,5" stays "12,5" while the form keeps "12.5"', () => {
    const input = renderIn('pt');
    typeKeys(input, '1000');
    expect(input.value).toBe('1.000');
    expect(screen.getByRole('status').textContent).toBe('1000');
    fireEvent.change(input, { target: { value: '' } });
    typeKeys(input, '12,5');
    expect(input.value).toBe('12,5');
    expect(screen.getByRole('status').textContent).toBe('12.5');
  });

  it('keeps the caret after the digit typed in the middle', () => {
    const input = renderIn('en');
    input.focus();
    typeKeys(input, '1000');
    input.setSelectionRange(1, 1);
    typeKeys(input, '5');
    expect(input.value).toBe('15,000');
    expect(input.selectionStart).toBe(2);
    input.setSelectionRange(3, 3);
    typeKeys(input, '7');
    expect(input.value).toBe('157,000');
    expect(input.selectionStart).toBe(3);
  });

  it('refuses a third decimal', () => {
    const input = renderIn('en');
    typeKeys(input, '9.999');
    expect(input.value).toBe('9.99');
    expect(screen.getByRole('status').textContent).toBe('9.99');
  });

  it('shows an amount from elsewhere grouped, digits as given', () => {
    const input = renderIn('pt', '1500.00');
    expect(input.value).toBe('1.500,00');
    act(() => screen.getByRole('button', { name: 'quote' }).click());
    expect(input.value).toBe('1.234.567,89');
  });

  it('a long amount takes a smaller font', () => {
    const input = renderIn('en');
    expect(input.className).toContain('text-2xl');
    typeKeys(input, '123456789012.99');
    expect(input.value).toBe('123,456,789,012.99');
    expect(input.className).toContain('text-lg');
    expect(input.className).not.toContain('text-2xl');
  });
});
