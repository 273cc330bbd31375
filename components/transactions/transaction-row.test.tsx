/**
 * @jest-environment jest-fixed-jsdom
 *
 * A row of /transactions in the person's words: "Bought 89.10 USDC" as its title with the fiat side beside it, in
 * each language's money format; the needs-action mark only where there is something to do; the identity check's
 * row leads to it.
 */
import { screen, within } from '@testing-library/react';
import type { Transaction } from '@/lib/api/schemas';
import { renderWithIntl as render } from '@/lib/i18n/test-intl';
import { toRowView } from '@/lib/transactions/row';
import { TransactionRow } from './transaction-row';

const ID = '9e745229-620b-4c0c-aecb-f2e31638ca06';

const tx = (patch: Partial<Transaction> = {}): Transaction => ({
  id: ID,
  kind: 'deposit',
  status: 'completed',
  extra_status: null,
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

function row(transaction: Transaction, locale: 'en' | 'pt' = 'en') {
  render(
    <ul>
      <TransactionRow row={toRowView(transaction)} />
    </ul>,
    { locale },
  );
  return screen.getByTestId('transaction-row');
}

describe('TransactionRow', () => {
  it('titles a completed purchase "Bought 89.10 USDC", with what it cost, and opens the transaction', () => {
    const item = row(tx());
    const link = within(item).getAllByRole('link')[0]!;
    expect(link.firstElementChild?.textContent).toBe('Bought 89.10 USDC');
    expect(link.children[1]?.textContent).toBe('500.00 BRL');
    expect(link.getAttribute('href')).toBe(`/transaction?id=${ID}`);
    expect(item.textContent).not.toMatch(/Deposit|Withdrawal/);
  });

  it.each([
    ['en', 'Buying 89.10 USDC', tx({ status: 'pending_anchor' })],
    ['en', 'Sold 1,234.57 USDC', tx({ ...SALE, amount_in: '1234.561', amount_out: '6000.00' })],
    ['en', 'Selling 100.00 USDC', tx({ ...SALE, status: 'pending_external', amount_in: '100' })],
    ['en', 'Purchase of 89.10 USDC', tx({ status: 'refunded' })],
    ['en', 'Selling USDC', tx({ ...SALE, status: 'incomplete', amount_in: null })],
    ['pt', 'Comprou 89,10 USDC', tx()],
    ['pt', 'Comprando 89,10 USDC', tx({ status: 'pending_anchor' })],
    ['pt', 'Vendeu 1.234,57 USDC', tx({ ...SALE, amount_in: '1234.561' })],
    ['pt', 'Vendendo 100,00 USDC', tx({ ...SALE, status: 'pending_anchor', amount_in: '100' })],
  ] as const)('in %s: "%s"', (locale, title, transaction) => {
    expect(within(row(transaction, locale)).getAllByRole('link')[0]!.firstElementChild?.textContent).toBe(title);
  });

  it('leads an identity check that was started to "Continue verification", marked as needing action', () => {
    const item = row(tx({ status: 'incomplete', extra_status: 'kyc_started' }));
    const verify = within(item).getByRole('link', { name: 'Continue verification' });
    expect(verify.getAttribute('href')).toBe(`/kyc?next=${encodeURIComponent(`/transaction?id=${ID}`)}`);
    expect(within(item).getByTestId('status-badge').dataset.kind).toBe('needsAction');
  });

  it('leads an order that is not confirmed yet to the interactive flow', () => {
    const item = row(tx({ status: 'incomplete' }));
    expect(within(item).getByRole('link', { name: 'Continue the order' }).getAttribute('href')).toBe(
      `/interactive-flow?interactive-id=${ID}`,
    );
  });

  it.each([
    ['a purchase ready to collect', tx({ status: 'pending_user_transfer_complete' })],
    ['an identity check under review', tx({ status: 'incomplete', extra_status: 'post-kyc-started' })],
    ['a trustline off Stellar', tx({ status: 'pending_trust', blockchain: 'tron' })],
    ['an order being processed', tx({ status: 'pending_anchor' })],
  ])('has no "!" and no second link where there is nothing to do: %s', (_, transaction) => {
    const item = row(transaction);
    expect(within(item).getByTestId('status-badge').dataset.kind).toBe('inProgress');
    expect(item.textContent).not.toContain('!');
    expect(within(item).getAllByRole('link')).toHaveLength(1);
  });

  it('keeps the needs-action mark where the action is on the transaction’s screen (pay, collect)', () => {
    expect(within(row(tx({ status: 'pending_user_transfer_start' }))).getByTestId('status-badge').dataset.kind).toBe(
      'needsAction',
    );
  });
});
