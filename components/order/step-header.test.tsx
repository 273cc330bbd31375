/**
 * @jest-environment jest-fixed-jsdom
 *
 * The order's step header with the real messages: "Step n of m" over the journey's screens (lib/order/journey), the
 * progress bar's share, the back link only where there is one, in en and pt; and the one-line order summary.
 */
import { screen } from '@testing-library/react';
import { renderWithIntl as render } from '@/lib/i18n/test-intl';
import { journeySteps } from '@/lib/order/journey';
import { OrderSummaryLine } from './order-summary-line';
import { StepHeader } from './step-header';

const verified = journeySteps({ signedIn: true, billingComplete: true, kyc: 'done' });
const firstTime = journeySteps({ signedIn: true, billingComplete: false, kyc: 'required' });

describe('StepHeader', () => {
  it('numbers the step among the journey’s screens: a verified buyer has four', () => {
    const { rerender } = render(<StepHeader step="amount" steps={verified} title="Buy USDC" />);
    expect(screen.getByTestId('order-step').textContent).toBe('Step 1 of 4');
    expect(screen.queryByTestId('order-back')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Buy USDC');
    rerender(<StepHeader step="review" steps={verified} title="Review your order" backHref="/order?step=wallet" />);
    expect(screen.getByTestId('order-step').textContent).toBe('Step 3 of 4');
  });

  it('a first buyer has six: the review is the fifth, with the way back', () => {
    render(<StepHeader step="review" steps={firstTime} title="Review your order" backHref="/order?step=wallet" />);
    expect(screen.getByTestId('order-step').textContent).toBe('Step 5 of 6');
    const back = screen.getByTestId('order-back');
    expect(back.getAttribute('href')).toBe('/order?step=wallet');
    expect(back.textContent).toBe('Back');
  });

  it('fills the progress bar to the share of the screens reached', () => {
    const { container } = render(<StepHeader step="wallet" steps={firstTime} title="Wallet" />);
    expect(container.querySelector<HTMLElement>('.step-bar > span')?.style.width).toBe('33%');
  });

  it('in pt', () => {
    render(<StepHeader step="wallet" steps={firstTime} title="Carteira" backHref="/order" />, { locale: 'pt' });
    expect(screen.getByTestId('order-step').textContent).toBe('Passo 2 de 6');
    expect(screen.getByTestId('order-back').textContent).toBe('Voltar');
  });
});

describe('OrderSummaryLine', () => {
  const labels = { pay: 'You pay', get: 'You get' };

  it('shows what is paid (rounded up) and what is received (rounded down)', () => {
    render(
      <OrderSummaryLine
        amounts={{ pay: { amount: '250', code: 'BRL' }, get: { amount: '44.5499999', code: 'USDC' } }}
        locale="en"
        labels={labels}
      />,
    );
    expect(screen.getByTestId('order-summary-line').textContent).toBe('You pay 250.00 BRL · You get 44.54 USDC');
  });

  it('shows only the side it knows, in the language’s format', () => {
    render(<OrderSummaryLine amounts={{ pay: { amount: '1234.5', code: 'BRL' } }} locale="pt" labels={labels} />);
    expect(screen.getByTestId('order-summary-line').textContent).toBe('You pay 1.234,50 BRL');
  });
});
