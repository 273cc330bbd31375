/**
 * The amount step filled in before hydration (/order): what the screen shows becomes the order draft, as
 * the step's own handlers would have made it.
 */
import { EMPTY_DRAFT, type OrderDraft } from '@/lib/order/schema';
import { adoptEntered, FIELD } from './entered-before-hydration';

const draft: OrderDraft = {
  ...EMPTY_DRAFT,
  mode: 'on-ramp',
  fiat: 'BRL',
  blockchain: 'stellar',
  side: 'in',
  amount: '',
};
const choices = { fiats: ['BRL', 'EUR'], blockchains: ['stellar', 'tron'] as const };

describe('adoptEntered', () => {
  it('applies a currency, a network and an amount typed in "You pay"', () => {
    const entered = new Map([
      [FIELD.fiat, 'EUR'],
      [FIELD.blockchain, 'tron'],
      [FIELD.amountIn, '12.5'],
    ]);
    expect(adoptEntered(draft, entered, choices)).toMatchObject({
      mode: 'on-ramp',
      fiat: 'EUR',
      blockchain: 'tron',
      side: 'in',
      amount: '12.5',
    });
  });

  it("a new direction is applied without the amount typed beside the old direction's currency", () => {
    const entered = new Map([
      [FIELD.mode, 'off-ramp'],
      [FIELD.fiat, 'EUR'],
      [FIELD.amountIn, '12.5'],
    ]);
    expect(adoptEntered(draft, entered, choices)).toMatchObject({
      mode: 'off-ramp',
      fiat: 'EUR',
      side: 'in',
      amount: '',
    });
  });

  it("reads the amount in the person's language into the decimal string the order keeps", () => {
    expect(adoptEntered(draft, new Map([[FIELD.amountIn, '1.000']]), choices, 'pt')).toMatchObject({ amount: '1000' });
    expect(adoptEntered(draft, new Map([[FIELD.amountIn, '12,5']]), choices, 'pt')).toMatchObject({ amount: '12.5' });
    expect(adoptEntered(draft, new Map([[FIELD.amountIn, '1,000']]), choices, 'en')).toMatchObject({ amount: '1000' });
    // Text that is no number stays as typed: the form's rules say what is wrong with it.
    expect(adoptEntered(draft, new Map([[FIELD.amountIn, '12x']]), choices)).toMatchObject({ amount: '12x' });
  });

  it('an amount typed in "You get" is the amount out', () => {
    expect(adoptEntered(draft, new Map([[FIELD.amountOut, '40']]), choices)).toMatchObject({
      side: 'out',
      amount: '40',
    });
  });

  it('a new direction alone clears the amount already there, as choosing it after hydration does', () => {
    const filled = { ...draft, amount: '100' };
    expect(adoptEntered(filled, new Map([[FIELD.mode, 'off-ramp']]), choices)).toMatchObject({
      mode: 'off-ramp',
      amount: '',
    });
  });

  it('ignores a direction, currency or network that is not on offer, and leaves the draft it was given alone', () => {
    const entered = new Map([
      [FIELD.mode, 'sideways'],
      [FIELD.fiat, 'GBP'],
      [FIELD.blockchain, 'bitcoin'],
    ]);
    expect(adoptEntered(draft, entered, choices)).toEqual(draft);
    expect(draft.amount).toBe('');
  });
});
