/**
 * @jest-environment jest-fixed-jsdom
 *
 * The progress of /transaction: the path of the order's kind with the current step marked, its status in words; an
 * order that ended without going through shows none.
 */
import { screen } from '@testing-library/react';
import type { Transaction } from '@/lib/api/schemas';
import { renderWithIntl as render } from '@/lib/i18n/test-intl';
import { TransactionProgress } from './transaction-progress';

const tx = (patch: Partial<Transaction> = {}): Transaction => ({
  id: 'tx-1',
  kind: 'withdrawal',
  status: 'pending_external',
  blockchain: 'stellar',
  started_at: '2026-03-01T12:00:00.000Z',
  details: { amount_in_asset: 'USDC:GBBD', amount_out_asset: 'iso4217:BRL' },
  ...patch,
});

describe('TransactionProgress', () => {
  it('marks the current step of a sale and says where it is now', () => {
    render(<TransactionProgress tx={tx()} />);
    const steps = screen.getAllByRole('listitem');
    expect(steps.map((step) => step.dataset.state)).toEqual(['behind', 'behind', 'behind', 'current', 'ahead']);
    const current = steps[3]!;
    expect(current.getAttribute('aria-current')).toBe('step');
    expect(current.textContent).toContain('We pay out your money');
    expect(current.textContent).toContain('Now: Waiting for the payment network');
    expect(screen.queryByText(/service/)).toBeNull();
  });

  it('in Portuguese, a purchase', () => {
    render(<TransactionProgress tx={tx({ kind: 'deposit', status: 'pending_stellar' })} />, { locale: 'pt' });
    expect(screen.getByRole('listitem', { current: 'step' }).textContent).toContain(
      'Enviamos os USDC para a sua carteira',
    );
  });

  it('shows nothing for an order that ended without going through', () => {
    const { container } = render(<TransactionProgress tx={tx({ status: 'refunded' })} />);
    expect(container.textContent).toBe('');
  });
});
