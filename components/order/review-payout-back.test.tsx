/**
 * @jest-environment jest-fixed-jsdom
 *
 * The review sends a sell whose payout does not fit back to the wallet step (./review-step `useWrongPayoutBack`): the
 * steps route on a payout given, so a payout changed outside the form can reach the review.
 */
import { render } from '@testing-library/react';
import type { OrderDraft } from '@/lib/order/draft-fields';
import { useWrongPayoutBack } from './review-step';

const replace = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ replace, push: jest.fn() }), useSearchParams: jest.fn() }));

function Probe({ draft }: { draft: OrderDraft }) {
  useWrongPayoutBack(draft, '/order?step=wallet');
  return null;
}

const sell: OrderDraft = { mode: 'off-ramp', fiat: 'BRL', blockchain: 'stellar', side: 'in', amount: '10' };

it('sends a sell back to the wallet step when its payout does not fit', () => {
  render(<Probe draft={{ ...sell, payout: { method: 'pix', pix_key: '1234' } }} />);
  expect(replace).toHaveBeenCalledWith('/order?step=wallet');
});

it('leaves a sell whose payout fits, and a buy, on the review', () => {
  render(<Probe draft={{ ...sell, payout: { method: 'pix', pix_key: 'ana@example.com' } }} />);
  render(<Probe draft={{ ...sell, mode: 'on-ramp' }} />);
  expect(replace).not.toHaveBeenCalled();
});
