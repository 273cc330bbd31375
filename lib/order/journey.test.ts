/** @jest-environment node */
import { accountStepAhead, journeySteps, orderJourney, previousStep, type JourneyFacts } from './journey';

const verified: JourneyFacts = { signedIn: true, billingComplete: true, kyc: 'done' };
const firstTime: JourneyFacts = { signedIn: true, billingComplete: false, kyc: 'required' };

/** "Step n of m" as the header reads it. */
const position = (facts: JourneyFacts, current: Parameters<typeof orderJourney>[1]) => {
  const { steps, index } = orderJourney(facts, current);
  return `${index + 1} of ${steps.length}`;
};

describe('journeySteps', () => {
  it('a returning verified buyer: amount, wallet, review, pay', () => {
    expect(journeySteps(verified)).toEqual(['amount', 'wallet', 'review', 'pay']);
    expect(position(verified, 'amount')).toBe('1 of 4');
    expect(position(verified, 'wallet')).toBe('2 of 4');
    expect(position(verified, 'review')).toBe('3 of 4');
  });

  it('an unverified first buyer: amount, wallet, billing, identity, review, pay', () => {
    expect(journeySteps(firstTime)).toEqual(['amount', 'wallet', 'billing', 'identity', 'review', 'pay']);
    expect(position(firstTime, 'amount')).toBe('1 of 6');
    expect(position(firstTime, 'billing')).toBe('3 of 6');
    expect(position(firstTime, 'identity')).toBe('4 of 6');
    expect(position(firstTime, 'review')).toBe('5 of 6');
  });

  it('a visitor: the account is unknown, so both account screens are listed', () => {
    expect(journeySteps({ signedIn: false })).toHaveLength(6);
    // What a visitor's browser might know of an earlier session does not count before sign-in.
    expect(journeySteps({ signedIn: false, billingComplete: true, kyc: 'done' })).toHaveLength(6);
  });

  it('a seller goes through the same account screens as a buyer (the review checks both directions)', () => {
    const seller: JourneyFacts = { signedIn: true, billingComplete: true, kyc: 'required' };
    expect(journeySteps(seller)).toEqual(['amount', 'wallet', 'identity', 'review', 'pay']);
    expect(position(seller, 'identity')).toBe('3 of 5');
    expect(journeySteps(verified)).toEqual(['amount', 'wallet', 'review', 'pay']);
  });

  it('lists only the screen still missing', () => {
    expect(journeySteps({ signedIn: true, billingComplete: false, kyc: 'done' })).toEqual([
      'amount',
      'wallet',
      'billing',
      'review',
      'pay',
    ]);
    // A verification under review still leads to /kyc ("being reviewed").
    expect(journeySteps({ signedIn: true, billingComplete: true, kyc: 'in-review' })).toContain('identity');
  });

  it('lists a screen whose fact is unknown (a load failed)', () => {
    expect(journeySteps({ signedIn: true, billingComplete: null, kyc: 'done' })).toContain('billing');
    expect(journeySteps({ signedIn: true, billingComplete: true, kyc: null })).toContain('identity');
  });

  it('keeps the account screens this order went through, so the count does not move once they are done', () => {
    const done = { ...verified, passed: ['billing', 'identity'] as const };
    expect(position(done, 'review')).toBe('5 of 6');
    expect(position({ ...verified, passed: ['identity'] }, 'review')).toBe('4 of 5');
  });

  it('always lists the screen shown', () => {
    expect(position(verified, 'billing')).toBe('3 of 5');
    expect(orderJourney(verified, 'pay').index).toBe(3);
  });
});

describe('previousStep', () => {
  it('is the screen before, none on the first', () => {
    expect(previousStep(orderJourney(firstTime, 'identity'))).toBe('billing');
    expect(previousStep(orderJourney({ ...firstTime, billingComplete: true }, 'identity'))).toBe('wallet');
    expect(previousStep(orderJourney(firstTime, 'billing'))).toBe('wallet');
    expect(previousStep(orderJourney(firstTime, 'amount'))).toBeNull();
  });
});

describe('accountStepAhead', () => {
  it('is the first account screen listed that the order has not been through', () => {
    const steps = journeySteps(firstTime);
    expect(accountStepAhead(steps, [])).toBe('billing');
    expect(accountStepAhead(steps, ['billing'])).toBe('identity');
    expect(accountStepAhead(steps, ['billing', 'identity'])).toBeNull();
    expect(accountStepAhead(journeySteps(verified), [])).toBeNull();
  });
});
