/**
 * @jest-environment jest-fixed-jsdom
 *
 * The status part of /transaction: each step leads to its action or says there is nothing to do; a passed deadline
 * says the time has passed (no "!", no way to pay or send); a completed order says what happened, with no payment
 * instructions; the payment details show only to pay, the reference only to collect.
 */
import { screen } from '@testing-library/react';
import type { Transaction } from '@/lib/api/schemas';
import type { TransactionPayment } from '@/lib/api/transactions';
import { renderWithIntl as render } from '@/lib/i18n/test-intl';
import type { NextStep } from '@/lib/transactions/next-step';
import { TransactionStatus, TransactionStatusSkeleton } from './transaction-status';

jest.mock('server-only', () => ({}));

const ID = '9e745229-620b-4c0c-aecb-f2e31638ca06';

const tx = (patch: Partial<Transaction> = {}): Transaction => ({
  id: ID,
  kind: 'deposit',
  status: 'completed',
  amount_in: '500.00',
  amount_out: '89.1',
  blockchain: 'stellar',
  started_at: '2026-03-01T12:00:00.000Z',
  details: { amount_in_asset: 'iso4217:BRL', amount_out_asset: 'USDC:GBBD' },
  ...patch,
});
const SALE = {
  kind: 'withdrawal',
  details: { amount_in_asset: 'USDC:GBBD', amount_out_asset: 'iso4217:BRL' },
} as const;

const PAYMENT: TransactionPayment = {
  method: 'PIX',
  reference: '9E745229',
  instructions: 'Pay 500.00 BRL with reference 9E745229',
  expires_at: '2026-03-01T12:30:00.000Z',
};

function show(transaction: Transaction, step: NextStep, payment: TransactionPayment | null = null) {
  render(<TransactionStatus tx={transaction} step={step} payment={payment} />);
  return screen.getByTestId('next-step');
}

const badge = () => screen.getByTestId('status-badge');

describe('TransactionStatus', () => {
  it('a completed purchase says what happened, with no instructions and nothing to do', () => {
    const note = show(tx(), 'done', PAYMENT);
    expect(note.textContent).toContain('You bought 89.10 USDC, and it was sent to your wallet on Stellar.');
    expect(screen.queryByTestId('transaction-payment')).toBeNull();
    expect(document.body.textContent).not.toMatch(/Pay 500|anchor|Issuer|memo/i);
    expect(screen.queryByRole('link')).toBeNull();
    expect(badge().dataset.kind).toBe('done');
  });

  it('a completed sale says what was paid out', () => {
    expect(show(tx({ ...SALE, amount_in: '100', amount_out: '480.5' }), 'done').textContent).toContain(
      'You sold 100.00 USDC, and 480.50 BRL was paid out to you.',
    );
  });

  it('an identity check that was started leads to /kyc and back to the transaction', () => {
    show(tx({ status: 'incomplete', extra_status: 'kyc_started' }), 'verify');
    expect(screen.getByRole('link', { name: 'Continue verification' }).getAttribute('href')).toBe(
      `/kyc?next=${encodeURIComponent(`/transaction?id=${ID}`)}`,
    );
    expect(badge().dataset.kind).toBe('needsAction');
  });

  it('a sale waiting for the USDC leads to the final step, with the exact amount and the deadline', () => {
    const note = show(tx({ ...SALE, status: 'pending_user_transfer_start', amount_in: '17.8198574' }), 'send', PAYMENT);
    expect(note.textContent).toContain('Send 17.8198574 USDC');
    expect(note.querySelector('time')?.getAttribute('dateTime')).toBe(PAYMENT.expires_at);
    expect(screen.getByRole('link', { name: 'Send the USDC' }).getAttribute('href')).toBe(`/final-step?id=${ID}`);
    // The address and the memo are the final step's: no network terms here.
    expect(screen.queryByTestId('transaction-payment')).toBeNull();
  });

  it('a passed deadline says the time has passed, offers a new order and is not marked as needing action', () => {
    const note = show(tx({ ...SALE, status: 'pending_user_transfer_start' }), 'sendLate', PAYMENT);
    expect(note.textContent).toContain('The time to send has passed');
    expect(screen.queryByRole('link', { name: 'Send the USDC' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Start a new order' }).getAttribute('href')).toBe('/decision-flow');
    expect(badge().dataset.kind).toBe('inProgress');
    expect(badge().textContent).not.toContain('!');
  });

  it('a purchase past its deadline says the time to pay has passed', () => {
    expect(show(tx({ status: 'pending_user_transfer_start' }), 'payLate', PAYMENT).textContent).toContain(
      'The time to pay has passed',
    );
    expect(screen.queryByTestId('transaction-payment')).toBeNull();
  });

  it('a purchase to pay shows the amount and how to pay', () => {
    const note = show(tx({ status: 'pending_user_transfer_start' }), 'pay', PAYMENT);
    expect(note.textContent).toContain('Pay 500.00 BRL');
    expect(screen.getByTestId('transaction-payment').textContent).toContain(PAYMENT.instructions);
  });

  it('a sale ready to collect shows its reference, not the transfer’s instructions', () => {
    const note = show(tx({ ...SALE, status: 'pending_user_transfer_complete', amount_out: '480.5' }), 'collect', {
      ...PAYMENT,
      instructions: 'Send exactly 100 USDC on Stellar to GABC with memo 123',
    });
    expect(note.textContent).toContain('Your 480.50 BRL is ready to collect');
    expect(screen.getByTestId('transfer-reference').textContent).toContain('9E745229');
    expect(screen.getByTestId('transaction-payment').textContent).not.toContain('Send exactly');
  });

  it.each([
    ['wait', tx({ status: 'pending_anchor' })],
    ['review', tx({ status: 'incomplete', extra_status: 'post-kyc-started' })],
  ] as const)('%s: says there is nothing to do, with no link and no "!"', (step, transaction) => {
    expect(show(transaction, step).textContent).toContain('Nothing to do for now');
    expect(screen.queryByRole('link')).toBeNull();
    expect(badge().dataset.kind).toBe('inProgress');
  });

  it('an ended order says how it ended', () => {
    expect(show(tx({ status: 'expired' }), 'ended').textContent).toContain(
      'This order expired before the payment arrived.',
    );
  });

  it('says when the payment details could not be loaded', () => {
    render(<TransactionStatus tx={tx({ status: 'pending_user_transfer_start' })} step="pay" failed />);
    expect(screen.getByTestId('info-unavailable')).toBeTruthy();
  });
});

describe('TransactionStatusSkeleton', () => {
  it('stands in with a busy placeholder and, to pay, the payment details’ skeleton', () => {
    render(<TransactionStatusSkeleton tx={tx({ status: 'pending_user_transfer_start' })} step="pay" />);
    expect(screen.getByTestId('transaction-payment-loading').textContent).toContain('Loading the payment details');
    expect(screen.queryByTestId('next-step')).toBeNull();
  });
});
