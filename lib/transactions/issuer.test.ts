/**
 * @jest-environment node
 */
import { abbreviate, assetIssuer } from './issuer';

describe('asset issuer (code shown, issuer abbreviated)', () => {
  it('finds the issuer of code:issuer and stellar:code:issuer, none for fiat or a bare code', () => {
    expect(assetIssuer('USDC:GBBD47IF6LWK7P7MDEVSCWR7DPUWV3NY3DTQEVFL4NAT4AQH3ZLLFLA5')).toBe(
      'GBBD47IF6LWK7P7MDEVSCWR7DPUWV3NY3DTQEVFL4NAT4AQH3ZLLFLA5',
    );
    expect(assetIssuer('stellar:USDC:GABC')).toBe('GABC');
    expect(assetIssuer('iso4217:BRL')).toBeNull();
    expect(assetIssuer('USDC')).toBeNull();
  });
  it('abbreviates long issuers only', () => {
    expect(abbreviate('GBBD47IF6LWK7P7MDEVSCWR7DPUWV3NY3DTQEVFL4NAT4AQH3ZLLFLA5')).toBe('GBBD47…FLA5');
    expect(abbreviate('GABC')).toBe('GABC');
  });
});
