/**
 * @jest-environment jest-fixed-jsdom
 *
 * The facts of /transaction: amounts as money in the tense of the order, the order number shortened with a copy
 * button, the transfer's hash with a link to its blockchain's explorer in a new tab; no asset issuer.
 */
import { screen, within } from '@testing-library/react';
import type { Transaction } from '@/lib/api/schemas';
import { renderWithIntl as render } from '@/lib/i18n/test-intl';
import { TransactionFacts } from './transaction-facts';

const ID = '9e745229-620b-4c0c-aecb-f2e31638ca06';
const HASH = 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6e7f8a9b0c1d2e3f4a5b6c7d8e9f0a1b2';
const URLS = {
  stellar: 'https://stellar.expert/explorer/public/tx/',
  tron: 'https://tronscan.org/#/transaction/',
  ethereum: 'https://etherscan.io/tx/',
};

const tx = (patch: Partial<Transaction> = {}): Transaction => ({
  id: ID,
  kind: 'deposit',
  status: 'completed',
  amount_in: '500.00',
  amount_out: '89.1',
  amount_fee: '5',
  blockchain: 'stellar',
  started_at: '2026-03-01T12:00:00.000Z',
  details: { amount_in_asset: 'iso4217:BRL', amount_out_asset: 'USDC:GBBDFLA5GBBDFLA5GBBDFLA5' },
  ...patch,
});

describe('TransactionFacts', () => {
  it('shows the amounts as money, paid and got once completed, and no issuer', () => {
    render(<TransactionFacts tx={tx()} explorerUrls={URLS} />);
    const list = screen.getByTestId('transaction-detail');
    expect(list.textContent).toContain('You paid500.00 BRL');
    expect(list.textContent).toContain('You got89.10 USDC');
    expect(list.textContent).not.toMatch(/Issuer|GBBD/);
  });

  it('a sale in progress sends and gets', () => {
    const sale = tx({
      kind: 'withdrawal',
      status: 'pending_anchor',
      details: { amount_in_asset: 'USDC:GBBD', amount_out_asset: 'iso4217:BRL' },
    });
    render(<TransactionFacts tx={sale} explorerUrls={URLS} />);
    expect(screen.getByTestId('transaction-detail').textContent).toContain('You send500.00 USDC');
  });

  it('an order that ended without going through only would have got its amount', () => {
    render(<TransactionFacts tx={tx({ status: 'refunded' })} explorerUrls={URLS} />);
    const list = screen.getByTestId('transaction-detail');
    expect(list.textContent).toContain('Order amount500.00 BRL');
    expect(list.textContent).toContain('You would have got89.10 USDC');
  });

  it('shows the first 8 characters of the order number and copies all of it', () => {
    render(<TransactionFacts tx={tx()} explorerUrls={URLS} />);
    const row = screen.getByTestId('transaction-id');
    expect(row.textContent).toContain('9e745229');
    expect(row.textContent).not.toContain(ID);
    expect(within(row).getByRole('button', { name: 'Copy the order number' })).toBeTruthy();
  });

  it('links the transfer to its blockchain’s explorer in a new tab', () => {
    render(<TransactionFacts tx={tx({ stellar_transaction_id: HASH })} explorerUrls={URLS} />);
    const transfer = screen.getByTestId('transaction-transfer');
    expect(transfer.textContent).toContain('Transfer on Stellar');
    expect(transfer.textContent).toContain(HASH.slice(0, 8));
    const link = within(transfer).getByRole('link', { name: /See it on the block explorer.*opens in a new tab/ });
    expect(link.getAttribute('href')).toBe(`${URLS.stellar}${HASH}`);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(within(transfer).getByRole('button', { name: 'Copy the transfer id' })).toBeTruthy();
  });

  it('shows a hash that is not one of the blockchain without a link, and no transfer row without a hash', () => {
    render(<TransactionFacts tx={tx({ blockchain: 'ethereum', stellar_transaction_id: HASH })} explorerUrls={URLS} />);
    expect(within(screen.getByTestId('transaction-transfer')).queryByRole('link')).toBeNull();
    render(<TransactionFacts tx={tx()} explorerUrls={URLS} />);
    expect(screen.getAllByTestId('transaction-transfer')).toHaveLength(1);
  });
});
