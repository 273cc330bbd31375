/**
 * @jest-environment node
 */
import { shortId, transactionPath } from './links';

describe('links and short ids', () => {
  it('links to /transaction with the id as its query', () => {
    expect(transactionPath('9e745229-620b-4c0c-aecb-f2e31638ca06')).toBe(
      '/transaction?id=9e745229-620b-4c0c-aecb-f2e31638ca06',
    );
    expect(transactionPath('a b')).toBe('/transaction?id=a+b');
  });

  it('shows the first 8 characters of an id or hash (after a 0x prefix)', () => {
    expect(shortId('9e745229-620b-4c0c-aecb-f2e31638ca06')).toBe('9e745229');
    expect(shortId('0xA1b2c3d4e5f6')).toBe('0xA1b2c3d4');
    expect(shortId('abc')).toBe('abc');
  });
});
