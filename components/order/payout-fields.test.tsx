/**
 * @jest-environment jest-fixed-jsdom
 *
 * "Where your money goes" on a sell's wallet step, with the real messages: the fields of the order currency's method
 * (BRL: PIX key or bank account, PIX first; EUR: IBAN; USD: routing and account numbers), their hints and keyboards,
 * errors after leaving a field with something typed or after Continue (linked by aria-describedby), and the review's
 * one-line payout, in en and pt.
 */
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithIntl as render } from '@/lib/i18n/test-intl';
import type { Payout } from '@/lib/payout/methods';
import { PayoutFields } from './payout-fields';
import { PayoutSummary } from './payout-summary';
import { ReviewSummary } from './review-summary';
import type { OrderQuoteState } from './use-order-quote';

/** The fields, holding the payout as the order form does; `changes` records what they sent. */
function Harness({ currency, start, attempted = false }: { currency: string; start?: Payout; attempted?: boolean }) {
  const [payout, setPayout] = useState<Payout | undefined>(start);
  return (
    <>
      <PayoutFields currency={currency} payout={payout} onChange={setPayout} attempted={attempted} />
      <output data-testid="payout-state">{JSON.stringify(payout ?? null)}</output>
    </>
  );
}

const state = () => JSON.parse(screen.getByTestId('payout-state').textContent!) as Payout | null;
const input = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;
/** The text that describes an input (its hint, or its errors once there are some). */
const description = (el: HTMLElement) => document.getElementById(el.getAttribute('aria-describedby')!)?.textContent;

describe('PayoutFields', () => {
  it('BRL: a PIX key by default, whose kind is recognised as typed', () => {
    render(<Harness currency="BRL" />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Where your money goes');
    expect(screen.getByRole('radio', { name: 'PIX key' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'Bank account' })).toHaveProperty('checked', false);
    const key = screen.getByLabelText('Your PIX key') as HTMLInputElement;
    expect(key.getAttribute('autocomplete')).toBe('off');
    expect(description(key)).toBe('CPF, CNPJ, e-mail, phone with +55, or random key.');
    fireEvent.change(key, { target: { value: 'ana@example.com' } });
    expect(state()).toEqual({ method: 'pix', pix_key: 'ana@example.com' });
    expect(description(key)).toBe('Recognised as e-mail.');
  });

  it('shows a field’s error once it is left with something typed, linked to the input', () => {
    render(<Harness currency="BRL" />);
    const key = input('payout-pix-key');
    fireEvent.blur(key);
    expect(key.getAttribute('aria-invalid')).toBeNull(); // left empty: no error before Continue
    fireEvent.change(key, { target: { value: '1234' } });
    expect(key.getAttribute('aria-invalid')).toBeNull();
    fireEvent.blur(key);
    expect(key.getAttribute('aria-invalid')).toBe('true');
    expect(description(key)).toBe('Not a PIX key. Enter a CPF, CNPJ, e-mail, phone with +55 or random key.');
  });

  it('BRL bank account: three fields, numeric keyboards for the digits, the choice starting them empty', () => {
    render(<Harness currency="BRL" start={{ method: 'pix', pix_key: 'ana@example.com' }} />);
    fireEvent.click(screen.getByTestId('payout-method-bank'));
    expect(state()).toEqual({ method: 'bank', bank_code: '', branch: '', account_number: '' });
    expect(screen.queryByTestId('payout-pix-key')).toBeNull();
    expect(input('payout-bank-code').inputMode).toBe('numeric');
    expect(input('payout-branch').inputMode).toBe('numeric');
    expect(input('payout-account-number').inputMode).toBe(''); // a check letter may follow the hyphen
    expect(screen.getByLabelText('Bank code')).toBe(input('payout-bank-code'));
    expect(screen.getByLabelText('Branch')).toBe(input('payout-branch'));
    expect(screen.getByLabelText('Account number')).toBe(input('payout-account-number'));
  });

  it('EUR: the IBAN alone, each error shown after Continue', () => {
    render(<Harness currency="EUR" attempted />);
    expect(screen.queryByRole('radio')).toBeNull();
    const iban = screen.getByLabelText('IBAN') as HTMLInputElement;
    expect(iban.getAttribute('aria-invalid')).toBe('true');
    expect(description(iban)).toBe('Fill this in.');
    fireEvent.change(iban, { target: { value: 'DE88 3704 0044 0532 0130 00' } });
    expect(description(iban)).toBe('This IBAN is not valid. Check the letters and digits.');
    fireEvent.change(iban, { target: { value: 'de89 3704 0044 0532 0130 00' } });
    expect(iban.getAttribute('aria-invalid')).toBeNull();
    expect(state()).toEqual({ method: 'iban', iban: 'de89 3704 0044 0532 0130 00' });
  });

  it('USD: routing and account numbers, digits only', () => {
    render(<Harness currency="USD" />);
    expect(screen.getByLabelText('Routing number')).toBe(input('payout-routing-number'));
    expect(input('payout-routing-number').inputMode).toBe('numeric');
    expect(input('payout-account-number').inputMode).toBe('numeric');
    expect(description(input('payout-account-number'))).toBe('4 to 17 digits.');
  });

  it('shows a payout typed for another currency as this currency’s default, empty', () => {
    render(<Harness currency="EUR" start={{ method: 'pix', pix_key: 'ana@example.com' }} />);
    expect(input('payout-iban').value).toBe('');
    fireEvent.change(input('payout-iban'), { target: { value: 'DE89' } });
    expect(state()).toEqual({ method: 'iban', iban: 'DE89' });
  });

  it('says when the currency offers no payout', () => {
    render(<Harness currency="ARS" />);
    expect(screen.getByTestId('payout-unavailable').textContent).toBe(
      'Selling for ARS is not available yet. Choose another currency.',
    );
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('in pt', () => {
    render(<Harness currency="BRL" attempted />, { locale: 'pt' });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Para onde vai o seu dinheiro');
    expect(screen.getByRole('radio', { name: 'Chave PIX' })).toHaveProperty('checked', true);
    expect(description(screen.getByLabelText('Sua chave PIX'))).toBe('Preencha este campo.');
    fireEvent.click(screen.getByRole('radio', { name: 'Conta bancária' }));
    expect(screen.getByLabelText('Agência')).toBe(input('payout-branch'));
  });
});

describe('PayoutSummary (the review’s line)', () => {
  it.each([
    [{ method: 'pix', pix_key: 'Ana@Example.com' }, 'PIX · e-mail · ana@example.com'],
    [{ method: 'pix', pix_key: '12345678909' }, 'PIX · CPF · 123.456.789-09'],
    [
      { method: 'bank', bank_code: '001', branch: '1234', account_number: '12345-6' },
      'Bank 001 · branch 1234 · account 12345-6',
    ],
    [{ method: 'iban', iban: 'de89370400440532013000' }, 'IBAN DE89 3704 0044 0532 0130 00'],
    [
      { method: 'ach', routing_number: '021000021', account_number: '12345678' },
      'Routing 021000021 · account 12345678',
    ],
  ] as const)('%j → %s', (payout, text) => {
    const { container } = render(<PayoutSummary payout={payout} />);
    expect(container.textContent).toBe(text);
  });

  it('in pt', () => {
    const { container } = render(
      <PayoutSummary payout={{ method: 'bank', bank_code: '001', branch: '1234', account_number: '12345-6' }} />,
      { locale: 'pt' },
    );
    expect(container.textContent).toBe('Banco 001 · agência 1234 · conta 12345-6');
    const phone = render(<PayoutSummary payout={{ method: 'pix', pix_key: '+55 11 91234 5678' }} />, { locale: 'pt' });
    expect(phone.container.textContent).toBe('PIX · celular · +55 11 91234-5678');
  });
});

describe('ReviewSummary: the payout row of a sell', () => {
  const quote: OrderQuoteState = {
    status: 'ready',
    quote: {
      mode: 'off-ramp',
      side: 'in',
      blockchain: 'stellar',
      amount_in: '10.00',
      amount_out: '54.45',
      fee: '0.55',
      rate: '5.5556',
      fee_percent: '1.00',
    },
    payable: true,
    limit: null,
    expiresAt: null,
    expired: false,
    renewed: false,
  };
  const payout = { method: 'pix', pix_key: 'ana@example.com' } as const;

  it('shows "Paid out to" selling, and no such row buying', () => {
    const sell = { mode: 'off-ramp', fiat: 'BRL', blockchain: 'stellar', side: 'in', amount: '10', payout } as const;
    const { rerender } = render(
      <ReviewSummary draft={sell} quote={quote} paymentMethod="default" wallet={undefined} />,
    );
    expect(screen.getByText('Paid out to')).toBeTruthy();
    expect(screen.getByTestId('summary-payout').textContent).toBe('PIX · e-mail · ana@example.com');
    rerender(
      <ReviewSummary draft={{ ...sell, mode: 'on-ramp' }} quote={quote} paymentMethod="default" wallet={undefined} />,
    );
    expect(screen.queryByTestId('summary-payout')).toBeNull();
  });
});
