/**
 * @jest-environment jest-fixed-jsdom
 *
 * The review's quote, rendered with the real messages: the summary's network fee and Total lines, the countdown
 * ("m:ss" each second, a live region that speaks at 30 and 10 seconds left and on new prices, not every second), and
 * the expired notice with its refresh, in en and pt.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithIntl as render } from '@/lib/i18n/test-intl';
import type { OrderDraft } from '@/lib/order/draft-fields';
import type { Quote } from '@/lib/order/quote';
import { QuoteCountdown } from './quote-countdown';
import { QuoteExpiredNotice } from './review-notices';
import { ReviewSummary } from './review-summary';
import type { OrderQuoteState } from './use-order-quote';

const draft: OrderDraft = { mode: 'on-ramp', fiat: 'BRL', blockchain: 'stellar', side: 'in', amount: '1000' };
const quote: Quote = {
  mode: 'on-ramp',
  side: 'in',
  blockchain: 'stellar',
  amount_in: '1000.00',
  amount_out: '178.1885664',
  fee: '10.00',
  rate: '5.5556',
  fee_percent: '1.00',
  network_fee: '0.0100000',
};
const NOW = Date.parse('2026-05-10T12:00:00.000Z');
const ready = (patch: Partial<Extract<OrderQuoteState, { status: 'ready' }>> = {}): OrderQuoteState => ({
  status: 'ready',
  quote,
  payable: true,
  limit: null,
  expiresAt: NOW + 60_000,
  expired: false,
  renewed: false,
  refresh: () => undefined,
  ...patch,
});

describe('ReviewSummary', () => {
  it('shows the network fee and the Total (the amount in, every fee taken from it)', () => {
    render(<ReviewSummary draft={draft} quote={ready()} paymentMethod="default" wallet={undefined} />);
    expect(screen.getByTestId('summary-network-fee').textContent).toContain('0.01 USDC');
    expect(screen.getByTestId('summary-total').textContent).toContain('1,000.00 BRL');
    expect(screen.getByText('Total (fees included)')).toBeTruthy();
  });

  it('has no network fee line without one, in pt too', () => {
    const { network_fee: _none, ...plain } = quote;
    render(<ReviewSummary draft={draft} quote={ready({ quote: plain })} paymentMethod="default" wallet={undefined} />, {
      locale: 'pt',
    });
    expect(screen.queryByTestId('summary-network-fee')).toBeNull();
    expect(screen.getByTestId('summary-total').textContent).toContain('1.000,00 BRL');
    expect(screen.getByText('Total (taxas incluídas)')).toBeTruthy();
  });
});

describe('QuoteCountdown', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.setSystemTime(NOW);
  });
  afterEach(() => jest.useRealTimers());

  const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

  it('counts down each second; the live region speaks only at 30 and 10 seconds left', () => {
    render(<QuoteCountdown quote={ready()} />);
    advance(0);
    expect(screen.getByTestId('quote-countdown').textContent).toContain('Quote expires in 1:00');
    expect(screen.getByTestId('quote-announcement').textContent).toBe('');
    advance(1_000);
    expect(screen.getByTestId('quote-countdown').textContent).toContain('Quote expires in 0:59');
    const heard = new Set<string>();
    for (let i = 0; i < 58; i++) {
      advance(1_000);
      heard.add(screen.getByTestId('quote-announcement').textContent ?? '');
    }
    expect(screen.getByTestId('quote-countdown').textContent).toContain('0:01');
    expect([...heard]).toEqual(['', 'The quote expires in 30 seconds.', 'The quote expires in 10 seconds.']);
  });

  it('says "Prices updated" for a renewed quote, and shows nothing for an expired one', () => {
    const { rerender } = render(<QuoteCountdown quote={ready({ renewed: true })} />);
    advance(0);
    expect(screen.getByTestId('quote-renewed').textContent).toContain('Prices updated');
    expect(screen.getByTestId('quote-announcement').textContent).toContain('Prices updated');
    rerender(<QuoteCountdown quote={ready({ expired: true })} />);
    expect(screen.queryByTestId('quote-countdown')).toBeNull();
  });

  it('shows nothing for a quote without expiry', () => {
    render(<QuoteCountdown quote={ready({ expiresAt: null })} />);
    advance(1_000);
    expect(screen.queryByTestId('quote-countdown')).toBeNull();
  });
});

describe('QuoteExpiredNotice', () => {
  it('says the quote expired and refreshes it on request', () => {
    const onRefresh = jest.fn();
    render(<QuoteExpiredNotice onRefresh={onRefresh} />);
    expect(screen.getByTestId('quote-expired').textContent).toContain('This quote has expired.');
    fireEvent.click(screen.getByRole('button', { name: 'Refresh quote' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });
});
