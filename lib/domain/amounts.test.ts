/** @jest-environment node */
import { normaliseAmountInput } from './amounts';

describe('normaliseAmountInput (spec §3 amounts are decimal strings)', () => {
  it.each([
    ['100', '100'],
    ['1,5', '1.5'],
    ['1.5', '1.5'],
    [' 12 ', '12'],
    ['.5', '0.5'],
    ['007', '7'],
    ['10.', '10'],
    ['', ''],
  ])('%j → %j', (raw, expected) => {
    expect(normaliseAmountInput(raw)).toBe(expected);
  });

  it.each(['1.000,50', 'abc', '-1', '1e3', '.', '1..2'])('refuses %j', (raw) => {
    expect(normaliseAmountInput(raw)).toBeNull();
  });
});
