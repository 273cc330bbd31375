/** @jest-environment node */
import { DEFAULT_KYC_APP_ID, afterBillingPath, afterKycPath, continuePath, kycAppId, kycPath } from './flow';

const APP = 'http://localhost:3000';

describe('continuePath', () => {
  it('refuses an open redirect (a protocol-relative path behind the app origin)', () => {
    expect(continuePath('http://localhost:3000//evil.example/x', APP)).toBeNull();
    expect(continuePath('/%2F%2Fevil.example', APP)).toBeNull();
  });

  it.each([
    ['/payment?order=1', '/payment?order=1'],
    ['http://localhost:3000/order#x', '/order#x'],
    ['//evil.example/x', null],
    ['/\\evil.example', null],
    ['https://evil.example/payment', null],
    ['javascript:alert(1)', null],
    ['payment', null],
    ['', null],
    [undefined, null],
    [['/a'], null],
  ])('%j → %j', (raw, expected) => {
    expect(continuePath(raw, APP)).toBe(expected);
  });
});

describe('kycAppId', () => {
  it('reads appId, then app_id, else the default', () => {
    expect(kycAppId({ appId: 'partner-1' })).toBe('partner-1');
    expect(kycAppId({ app_id: 'partner-2' })).toBe('partner-2');
    expect(kycAppId({ appId: ['first', 'second'] })).toBe('first');
    expect(kycAppId({ appId: 'bad id <script>', app_id: 'ok' })).toBe('ok');
    expect(kycAppId({})).toBe(DEFAULT_KYC_APP_ID);
  });
});

describe('where the flow continues', () => {
  const approved = { kyc_status: 'approved', kyc_level: 'level_1' };
  it('after billing: /kyc (carrying next) while verification is needed', () => {
    expect(afterBillingPath('/payment?x=1', { kyc_status: null, kyc_level: null })).toBe(
      '/kyc?next=%2Fpayment%3Fx%3D1',
    );
    expect(afterBillingPath(null, { kyc_status: 'rejected', kyc_level: null })).toBe('/kyc');
    expect(afterBillingPath(null, null)).toBe('/kyc');
  });
  it('after billing: next, else /transactions, once verified', () => {
    expect(afterBillingPath('/payment', approved)).toBe('/payment');
    expect(afterBillingPath(null, approved)).toBe('/transactions');
  });
  it('after verification: next, else /transactions', () => {
    expect(afterKycPath('/order')).toBe('/order');
    expect(afterKycPath(null)).toBe('/transactions');
    expect(kycPath(null)).toBe('/kyc');
  });
});
