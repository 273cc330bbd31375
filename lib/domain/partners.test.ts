/** @jest-environment node */
import { PARTNER_DISPLAY_NAMES, PARTNERS, toPartner } from './partners';

describe('toPartner (spec §3 wallet partners)', () => {
  it.each([
    ['lobstr', 'lobstr'],
    ['LOBSTR', 'lobstr'],
    ['trustWallet', 'trustWallet'],
    ['Trust Wallet', 'trustWallet'],
    ['trust-wallet', 'trustWallet'],
    ['beans', 'beans'],
    ['Test Wallet', 'test'],
    ['test', 'test'],
  ])('%s -> %s', (value, partner) => {
    expect(toPartner(value)).toBe(partner);
  });

  it.each([[''], [null], [undefined], ['metamask'], ['lobstr.evil'], ['x'.repeat(200)]])(
    '%p is no partner',
    (value) => {
      expect(toPartner(value)).toBeNull();
    },
  );
});

describe('the partner list (spec §3)', () => {
  it('names the four partners of spec §3, each with a display name', () => {
    expect(PARTNERS).toEqual(['beans', 'lobstr', 'trustWallet', 'test']);
    expect(Object.keys(PARTNER_DISPLAY_NAMES)).toEqual([...PARTNERS]);
  });
});
