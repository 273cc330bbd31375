/**
 * @jest-environment jest-fixed-jsdom
 *
 * The final step as the server renders it (spec §2 /final-step, §4 "Final step"), with the real messages: the words
 * fit the kind and state of the order (a sale sends USDC, a completed order is in the past tense), and a sale
 * waiting for the person's USDC says what to send, where and by when.
 */
import { setImmediate } from 'node:timers';
import { within } from '@testing-library/dom';
import { NextIntlClientProvider } from 'next-intl';
import { prerender } from 'react-dom/static';
import type { Transaction } from '@/lib/api/schemas';
import type { TransactionPayment } from '@/lib/api/transactions';
import en from '@/messages/en.json';
import pt from '@/messages/pt.json';
import { FinalStepView } from './final-step-view';

// React's server renderer schedules its work with setImmediate, which jsdom does not have.
Object.assign(globalThis, { setImmediate });

const MESSAGES = { en, pt } as const;
let mockLocale: 'en' | 'pt' = 'en';

jest.mock('next-intl/server', () => {
  const { createTranslator } = jest.requireActual<typeof import('next-intl')>('next-intl');
  const messages = { en: jest.requireActual('@/messages/en.json'), pt: jest.requireActual('@/messages/pt.json') };
  return {
    getLocale: async () => mockLocale,
    getTranslations: async (namespace: string) =>
      createTranslator({ locale: mockLocale, messages: messages[mockLocale], namespace }),
  };
});
// A stand-in matrix for the QR encoder: this file checks the block, address-qr.test.tsx the drawing.
jest.mock(
  'uqr',
  () => ({
    encode: () => ({
      data: [
        [true, false],
        [false, true],
      ],
    }),
  }),
  { virtual: true },
);

const NOW = Date.parse('2026-03-01T12:05:00.000Z');
const STELLAR_ANCHOR = `G${'A'.repeat(55)}`;

function tx(fields: Partial<Transaction> & Record<string, unknown> = {}): Transaction {
  return {
    id: 'abcdef12-3456-4789-8abc-def012345678',
    kind: 'withdrawal',
    status: 'pending_user_transfer_start',
    amount_in: '20.1234567',
    amount_out: '99.00',
    amount_fee: '1.00',
    blockchain: 'stellar',
    started_at: '2026-03-01T12:00:00.000Z',
    details: { amount_in_asset: 'USDC:GISSUER', amount_out_asset: 'iso4217:BRL' },
    ...fields,
  } as Transaction;
}

const STELLAR_PAYMENT: TransactionPayment = {
  method: 'BANK_TRANSFER',
  reference: 'ABCDEF12',
  instructions: 'Send 20.1234567 USDC to the anchor account with memo ABCDEF12',
  expires_at: '2026-03-01T12:30:00.000Z',
  account: STELLAR_ANCHOR,
  memo: 'ABCDEF12',
  memo_type: 'text',
};

async function render(transaction: Transaction, payment: TransactionPayment | null, locale: 'en' | 'pt' = 'en') {
  mockLocale = locale;
  const { prelude } = await prerender(
    <NextIntlClientProvider locale={locale} messages={MESSAGES[locale]} timeZone="UTC" now={new Date(NOW)}>
      {await FinalStepView({ transaction, payment })}
    </NextIntlClientProvider>,
  );
  document.body.innerHTML = await new Response(prelude).text();
  return within(document.body);
}

const text = (id: string) => document.querySelector(`[data-testid="${id}"]`)?.textContent ?? null;

describe('a sale waiting for the USDC', () => {
  it('says to send exactly every digit, on which network, to which address, with the memo, by when', async () => {
    const screen = await render(tx(), STELLAR_PAYMENT);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Waiting for your USDC');
    const block = within(screen.getByRole('region', { name: 'Send your USDC' }));
    expect(text('send-amount')).toBe('20.1234567 USDC');
    expect(text('send-network')).toBe('Stellar');
    expect(text('send-address')).toBe(STELLAR_ANCHOR);
    expect(text('send-memo')).toBe('ABCDEF12');
    expect(text('send-memo-warning')).toMatch(/Without it .* can be lost/);
    expect(block.getByRole('img', { name: 'QR code of the deposit address' })).toBeTruthy();
    expect(block.getByText(/type the memo yourself/)).toBeTruthy();
    expect(document.querySelector('[data-testid="send-deadline"] time')?.getAttribute('datetime')).toBe(
      STELLAR_PAYMENT.expires_at,
    );
    expect(block.getByRole('timer').textContent).toBe('25 min');
    for (const name of ['Copy the amount', 'Copy the deposit address', 'Copy the memo'])
      expect(block.getByRole('button', { name }).className).toMatch(/min-h-11 min-w-11/);
    // The block replaces the generic payment details.
    expect(document.querySelector('[data-testid="payment-details"]')).toBeNull();
  });

  it('reads "You send" and "You receive", never "You pay"', async () => {
    await render(tx(), STELLAR_PAYMENT);
    expect(text('pay-label')).toBe('You send');
    expect(text('receive-label')).toBe('You receive');
    expect(document.body.textContent).not.toMatch(/You pay/);
  });

  it('on a network without memos, shows no memo and a QR hint without it', async () => {
    const address = `T${'b'.repeat(33)}`;
    const screen = await render(tx({ blockchain: 'tron' }), { ...STELLAR_PAYMENT, account: address, memo: null });
    expect(text('send-network')).toBe('Tron (TRC-20)');
    expect(text('send-address')).toBe(address);
    expect(document.querySelector('[data-testid="send-memo"]')).toBeNull();
    expect(document.querySelector('[data-testid="send-memo-warning"]')).toBeNull();
    expect(screen.getByText('Scan it with your wallet to fill in the address.')).toBeTruthy();
  });

  it('says when the time is up, and leaves the deadline out when there is none', async () => {
    await render(tx(), { ...STELLAR_PAYMENT, expires_at: '2026-03-01T12:00:00.000Z' });
    expect(text('send-time-left')).toBe('Time is up');
    await render(tx(), { ...STELLAR_PAYMENT, expires_at: null });
    expect(document.querySelector('[data-testid="send-deadline"]')).toBeNull();
  });

  it('without a deposit address, shows the payment details the API gave instead', async () => {
    await render(tx(), { ...STELLAR_PAYMENT, account: null, memo: null });
    expect(document.querySelector('[data-testid="send-usdc"]')).toBeNull();
    expect(text('payment-details')).toContain(STELLAR_PAYMENT.instructions);
  });

  it('in Portuguese', async () => {
    const screen = await render(tx(), STELLAR_PAYMENT, 'pt');
    expect(screen.getByRole('region', { name: 'Envie os seus USDC' })).toBeTruthy();
    expect(text('send-amount')).toBe('20,1234567 USDC');
    expect(text('pay-label')).toBe('Você envia');
    expect(screen.getByRole('img', { name: 'QR code do endereço de depósito' })).toBeTruthy();
  });
});

describe('the tense fits the state', () => {
  it('a completed sale: sent, received, and the money was sent to where it was paid out', async () => {
    const payout = { method: 'pix', pix_key: 'ana@example.com' };
    await render(tx({ status: 'completed', payout }), null);
    expect(text('pay-label')).toBe('You sent');
    expect(text('receive-label')).toBe('You received');
    expect(text('final-step-body')).toBe('Your money was sent to your bank account.');
    expect(text('final-step-payout')).toBe('Paid out toPIX · e-mail · ana@example.com');
    expect(document.querySelector('[data-testid="send-usdc"]')).toBeNull();
  });

  it('a processing sale: sent, and what happens next in the future tense', async () => {
    await render(
      tx({
        status: 'pending_anchor',
        payout: { method: 'bank', bank_code: '001', branch: '1234', account_number: '12345-6' },
      }),
      null,
    );
    expect(text('pay-label')).toBe('You sent');
    expect(text('final-step-body')).toMatch(/we will send the money/);
    expect(text('final-step-payout')).toBe('To be paid out toBank 001 · branch 1234 · account 12345-6');
  });

  it.each([
    ['pending_user_transfer_start', 'You pay', 'You receive'],
    ['pending_external', 'You paid', 'You receive'],
    ['completed', 'You paid', 'You received'],
  ])('a purchase in %s: "%s" / "%s"', async (status, paid, received) => {
    const purchase = tx({
      kind: 'deposit',
      status,
      amount_in: '100.00',
      amount_out: '18.1234567',
      details: { amount_in_asset: 'iso4217:BRL', amount_out_asset: 'USDC:GISSUER' },
    });
    await render(purchase, { method: 'PIX', reference: 'ABCDEF12' });
    expect(text('pay-label')).toBe(paid);
    expect(text('receive-label')).toBe(received);
    expect(document.querySelector('[data-testid="send-usdc"]')).toBeNull();
    expect(document.querySelector('[data-testid="final-step-payout"]')).toBeNull();
  });

  it('an expired order shows its amount only, and no payout', async () => {
    await render(tx({ status: 'expired', payout: { method: 'iban', iban: 'DE89370400440532013000' } }), null);
    expect(text('pay-label')).toBe('Order amount');
    expect(document.querySelector('[data-testid="receive-amount"]')).toBeNull();
    expect(document.querySelector('[data-testid="final-step-payout"]')).toBeNull();
  });
});
