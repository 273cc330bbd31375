/**
 * Where /transactions sends a person who reached it right after signing in without a return path
 * (lib/transactions/landing.ts).
 */
import { signedInLanding } from './landing';

describe('signedInLanding', () => {
  it('sends a person without any transaction to the buy-or-sell choice, saved filters or not', () => {
    expect(signedInLanding(0, '')).toBe('/decision-flow');
    expect(signedInLanding(0, 'status=error')).toBe('/decision-flow');
  });

  it('keeps a person with transactions on their list, with their saved filters', () => {
    expect(signedInLanding(1, '')).toBeNull();
    expect(signedInLanding(42, '')).toBeNull();
    expect(signedInLanding(3, 'kind=deposit&status=error')).toBe('/transactions?kind=deposit&status=error');
  });

  it('keeps a person on the list when the count failed to load: the list loads it again there', () => {
    expect(signedInLanding(null, '')).toBeNull();
    expect(signedInLanding(null, 'kind=deposit')).toBe('/transactions?kind=deposit');
  });
});
